/**
 * The events of a feed (docs/interface.md#calendar-subscriptions): day records (and the finder's purpose hits, and the
 * solar-term instants) in, all-day events out. Pure: no I/O, no clock. Every value comes from
 * the records as the JSON API serves them; texts come from the glossary (schemas/glossary).
 *
 * | item | one event per | SUMMARY | DESCRIPTION |
 * |---|---|---|---|
 * | holiday | holiday | its name (glossary `label` / `en`) | 国民の祝日（…） / its glossary `summary_en` (the law's purpose) |
 * | rokuyou | day | the 六曜 | its glossary summary |
 * | sekki | 節気 day | the 節気 | its summary + the JST instant to the minute |
 * | zassetsu | seasonal note | the note | its summary |
 * | moon | 新月 / 満月 day | the mark | its summary |
 * | kou72 | first day of a 候 (a 5° crossing on the day) | the 候 | its summary |
 * | eho | 節分 | 恵方 and its direction, of the next day's record (the year turns at 立春) | its summary and bearing |
 * | sun | day | its sunrise and sunset at the feed's place, or why there is none (sun-events.ts) | the place, the clock, NAOJ's convention |
 * | notes | requested note on a day | the note | its summary |
 * | purpose | day the finder returns | purpose + score | signs with their weights |
 *
 * UIDs (RFC 7986 §5.3: no host or user data; `iana-token` characters): `koyomi-` + item + `-` +
 * the value's id + `-` + the date (`YYYYMMDD`); a holiday's value is its name's UTF-8 in hex,
 * a 節気 adds its instant, a purpose its score, a sun event its place and times: a corrected value is a new UID. A note named by
 * both `include=zassetsu` and `notes` is one event.
 */
import { EHO_ENTRIES } from "../../schemas/glossary/eho.ts";
import { HOLIDAY_ENTRIES } from "../../schemas/glossary/holiday.ts";
import { KOU72_ENTRIES } from "../../schemas/glossary/kou72.ts";
import { MOONMARK_ENTRIES } from "../../schemas/glossary/moonmark.ts";
import { NOTE_ENTRIES } from "../../schemas/glossary/notes.ts";
import { PERIOD_ENTRIES } from "../../schemas/glossary/periods.ts";
import { ROKUYOU_ENTRIES } from "../../schemas/glossary/rokuyou.ts";
import { SEKKI_ENTRIES } from "../../schemas/glossary/sekki.ts";
import { JUNICHOKU_ENTRIES } from "../../schemas/glossary/junichoku.ts";
import { SHUKU28_ENTRIES } from "../../schemas/glossary/shuku28.ts";
import type { Purpose } from "../../schemas/glossary/purposes.ts";
import { type FeedItem, type FeedLang, type SolarTerm } from "../../schemas/feed.ts";
import { sekkiAtLongitude } from "../../calendar/solar-terms/sekki.ts";
import { icsDate } from "./ics-text.ts";
import type { PointSunDay } from "../origin/point-times.ts";
import { type SunPlace, sunSummary, sunUidValue } from "./sun-events.ts";

/** One all-day event. */
export interface FeedEvent {
  readonly uid: string;
  /** The day, `YYYY-MM-DD` (JST civil date; the event is that whole day). */
  readonly iso: string;
  readonly summary: string;
  readonly description: string;
}

/** The record fields a feed reads (LiteDay, plus kou72, notes_arr and sun of a ProDay when asked for). */
export interface FeedRecord {
  readonly iso: string;
  readonly holiday?: string;
  readonly holiday_status?: string;
  readonly rokuyou: string;
  readonly sekki: string;
  readonly moonmark: string;
  readonly kou72?: string;
  readonly notes_arr?: readonly { readonly id: string; readonly label: string; readonly kind: string }[];
  readonly eho?: { readonly kan: string; readonly direction: string; readonly degrees: number };
  /** A ProDay's sunrise and sunset (`HH:MM` JST, or null): its place's, prerendered (`include=sun` at a capital). */
  readonly sun?: { readonly rise: string | null; readonly set: string | null };
}

/** A purpose hit of the finder: the day, its score and the signs that moved it. */
export interface PurposeHit {
  readonly iso: string;
  readonly score: number;
  readonly reasons: readonly { readonly id: string; readonly label: string; readonly weight: number }[];
}

/** The sunrise and sunset of the window's days at the feed's place (`include=sun`). */
export interface SunDays {
  readonly place: SunPlace;
  /** By ISO date (the place's civil day). */
  readonly days: ReadonlyMap<string, PointSunDay>;
}

/** What a feed holds. */
export interface FeedSelection {
  readonly include: readonly FeedItem[];
  /** Note ids (Pro). */
  readonly notes: readonly string[];
  readonly purpose: Purpose | null;
  readonly lang: FeedLang;
}

interface Text {
  readonly id: string;
  readonly label: string;
  readonly en: string;
  readonly summary_ja: string;
  readonly summary_en: string;
}

const byLabel = (entries: readonly Text[]): ReadonlyMap<string, Text> => new Map(entries.map((e) => [e.label, e]));
const byId = (entries: readonly Text[]): ReadonlyMap<string, Text> => new Map(entries.map((e) => [e.id, e]));

const ROKUYOU = byLabel(ROKUYOU_ENTRIES);
const SEKKI = byLabel(SEKKI_ENTRIES);
const MOON = byLabel(MOONMARK_ENTRIES);
const KOU = byLabel(KOU72_ENTRIES);
const NOTES = byId(NOTE_ENTRIES);
const EHO = byLabel(EHO_ENTRIES);
const HOLIDAY = byLabel(HOLIDAY_ENTRIES);
/** Every sign a purpose can name (its reasons), by id. */
const SIGNS = byId([...ROKUYOU_ENTRIES, ...JUNICHOKU_ENTRIES, ...SHUKU28_ENTRIES, ...NOTE_ENTRIES, ...PERIOD_ENTRIES]);

/** The glossary entry of a value; a record outside the glossary is a data defect (the glossary tests forbid it). */
function entry(table: ReadonlyMap<string, Text>, key: string, field: string): Text {
  const found = table.get(key);
  if (found === undefined) throw new Error(`calendar feed: ${field} ${JSON.stringify(key)} has no glossary entry`);
  return found;
}

const name = (e: Text, lang: FeedLang): string => (lang === "ja" ? e.label : e.en);
const summary = (e: Text, lang: FeedLang): string => (lang === "ja" ? e.summary_ja : e.summary_en);

/**
 * The Japanese DESCRIPTION of every holiday event: served since 1.1 and kept byte for byte (a new API version only
 * adds). The English one is the holiday's glossary summary (the purpose the law gives it).
 */
const HOLIDAY_DESCRIPTION_JA = "国民の祝日（振替休日・国民の休日を含む）";

/** What a projected holiday's DESCRIPTION adds (confirmed ones keep their 1.1 bytes). */
const PROJECTED_NOTE = {
  ja: "推算: この年の暦要項（前年2月の官報）の発表前のため、春分の日・秋分の日による日付は未確定です。",
  en: "Projected: this year's 暦要項 (published in the official gazette each February for the next year) is not out yet, so a date set by the equinox is not final.",
} as const;

/** A UID value segment: lower-case ASCII letters, digits and `-` only (ids already are). */
function hexUtf8(text: string): string {
  return Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The UID of an event: `koyomi-<item>-<value>-<YYYYMMDD>`. */
export function eventUid(item: string, value: string, iso: string): string {
  return `koyomi-${item}-${value}-${icsDate(iso)}`;
}

/** The 節気 DESCRIPTION suffix: the instant (`YYYY-MM-DDTHH:MM`, JST). */
function sekkiInstant(jst: string, lang: FeedLang): string {
  const text = jst.replace("T", " ");
  return lang === "ja" ? `節入り ${text}（日本時間）` : `Begins ${text} JST`;
}

/** The purpose SUMMARY: `結婚式 (点数 7)` / `Wedding (score 7)`. */
function purposeSummary(purpose: Purpose, score: number, lang: FeedLang): string {
  return lang === "ja" ? `${purpose.label}（点数 ${score}）` : `${purpose.en} (score ${score})`;
}

/** The purpose DESCRIPTION: the purpose's summary, then every sign with its signed weight. */
function purposeDescription(purpose: Purpose, hit: PurposeHit, lang: FeedLang): string {
  const signs = hit.reasons.map((r) => {
    const label = lang === "ja" ? r.label : (SIGNS.get(r.id)?.en ?? r.id);
    return `${label} ${r.weight > 0 ? "+" : "-"}${Math.abs(r.weight)}`;
  });
  return lang === "ja" ? `${purpose.summary_ja}\n根拠: ${signs.join("、")}` : `${purpose.summary_en}\nSigns: ${signs.join(", ")}`;
}

/** A score as a UID segment (`7`, `m2` for −2). */
const scoreSegment = (score: number): string => (score < 0 ? `m${-score}` : String(score));

/**
 * The events of a feed, by day then item order (holiday, rokuyou, sekki, zassetsu, moon, kou72, eho,
 * sun, notes, purpose), UIDs unique.
 * @param records the window's records in day order (with kou72 and notes_arr when the selection needs them).
 * @param terms the solar-term crossings of the window's years (schemas/feed.ts).
 * @param hits the finder's purpose hits in the window, in day order (empty without a purpose).
 * @param following the record of the day after the last one, when the window goes on (a 節分's 恵方 is the next day's).
 * @param sun the days' sunrise and sunset at the feed's place, with `include=sun`.
 */
export function feedEvents(
  selection: FeedSelection,
  records: readonly FeedRecord[],
  terms: readonly SolarTerm[],
  hits: readonly PurposeHit[],
  following?: FeedRecord,
  sun?: SunDays,
): FeedEvent[] {
  const termByDay = new Map<string, SolarTerm[]>();
  for (const t of terms) termByDay.set(t.day, [...(termByDay.get(t.day) ?? []), t]);
  const events: FeedEvent[] = [];
  const seen = new Set<string>();
  const day: DayEvents = {
    selection,
    include: new Set(selection.include),
    wantedNotes: new Set(selection.notes),
    termByDay,
    hitByDay: new Map(hits.map((h) => [h.iso, h])),
    sun,
    push: (event) => {
      if (seen.has(event.uid)) return;
      seen.add(event.uid);
      events.push(event);
    },
  };
  for (const [i, r] of records.entries()) {
    almanacEvents(day, r);
    // The 恵方 faced on 節分 is the coming year's: the next day (立春) holds it. A window never ends on a
    // 節分 (windows end on a month's last day), so the next record is there, in this slice or `following`.
    chosenEvents(day, r, (records[i + 1] ?? following)?.eho);
  }
  return events;
}

/** What the events of one day are chosen by, and where they go (UIDs kept unique). */
interface DayEvents {
  readonly selection: FeedSelection;
  readonly include: ReadonlySet<FeedItem>;
  readonly wantedNotes: ReadonlySet<string>;
  readonly termByDay: ReadonlyMap<string, readonly SolarTerm[]>;
  readonly hitByDay: ReadonlyMap<string, PurposeHit>;
  readonly sun: SunDays | undefined;
  readonly push: (event: FeedEvent) => void;
}

/** A day's holiday, rokuyou, sekki, zassetsu, moon and kou72 events, in that order. */
function almanacEvents({ include, termByDay, push, selection: { lang } }: DayEvents, r: FeedRecord): void {
  const iso = r.iso;
  if (include.has("holiday") && r.holiday !== undefined) {
    const e = entry(HOLIDAY, r.holiday, "holiday");
    const base = lang === "ja" ? HOLIDAY_DESCRIPTION_JA : e.summary_en;
    const description = r.holiday_status === "projected" ? `${base}\n${PROJECTED_NOTE[lang]}` : base;
    push({ uid: eventUid("holiday", hexUtf8(r.holiday), iso), iso, summary: name(e, lang), description });
  }
  if (include.has("rokuyou")) {
    const e = entry(ROKUYOU, r.rokuyou, "rokuyou");
    push({ uid: eventUid("rokuyou", e.id, iso), iso, summary: name(e, lang), description: summary(e, lang) });
  }
  if (include.has("sekki") && r.sekki !== "") {
    const e = entry(SEKKI, r.sekki, "sekki");
    const term = termByDay.get(iso)?.find((t) => sekkiAtLongitude(t.longitude) === r.sekki);
    if (term === undefined) throw new Error(`calendar feed: no instant of ${r.sekki} on ${iso} in the solar-terms file`);
    push({
      uid: eventUid("sekki", `${e.id}-${term.jst.slice(11).replace(":", "")}`, iso),
      iso,
      summary: name(e, lang),
      description: `${summary(e, lang)}\n${sekkiInstant(term.jst, lang)}`,
    });
  }
  if (include.has("zassetsu")) {
    for (const n of r.notes_arr ?? []) {
      if (n.kind !== "seasonal") continue;
      const e = entry(NOTES, n.id, "note");
      push({ uid: eventUid("note", e.id, iso), iso, summary: name(e, lang), description: summary(e, lang) });
    }
  }
  if (include.has("moon") && r.moonmark !== "") {
    const e = entry(MOON, r.moonmark, "moonmark");
    push({ uid: eventUid("moon", e.id, iso), iso, summary: name(e, lang), description: summary(e, lang) });
  }
  if (include.has("kou72") && r.kou72 !== undefined && termByDay.has(iso)) {
    const e = entry(KOU, r.kou72, "kou72");
    push({ uid: eventUid("kou72", e.id, iso), iso, summary: name(e, lang), description: summary(e, lang) });
  }
}

/** A day's eho (`eho`: the next day's, faced from 節分), sun, chosen notes and purpose events, in that order. */
function chosenEvents({ include, wantedNotes, hitByDay, sun, push, selection }: DayEvents, r: FeedRecord, eho: FeedRecord["eho"]): void {
  const { iso } = r;
  const { lang } = selection;
  const notes = r.notes_arr ?? [];
  if (include.has("eho") && eho !== undefined && notes.some((n) => n.id === "setsubun")) {
    const e = entry(EHO, eho.kan, "eho");
    push({
      uid: eventUid("eho", e.id, iso),
      iso,
      summary: lang === "ja" ? `恵方 ${eho.direction}` : `Lucky direction (eho): ${e.en}`,
      description: `${summary(e, lang)}\n${lang === "ja" ? `${eho.kan}の方角、北から時計回りに${eho.degrees}°` : `Bearing ${eho.degrees}° clockwise from north`}`,
    });
  }
  if (include.has("sun")) {
    const times = sun?.days.get(iso);
    if (sun === undefined || times === undefined) throw new Error(`calendar feed: no sunrise and sunset for ${iso}`);
    push({
      uid: eventUid("sun", sunUidValue(sun.place, times), iso),
      iso,
      summary: sunSummary(times, lang),
      description: sun.place.description,
    });
  }
  for (const n of notes) {
    if (!wantedNotes.has(n.id)) continue;
    const e = entry(NOTES, n.id, "note");
    push({ uid: eventUid("note", e.id, iso), iso, summary: name(e, lang), description: summary(e, lang) });
  }
  const hit = hitByDay.get(iso);
  if (selection.purpose !== null && hit !== undefined) {
    const p = selection.purpose;
    push({
      uid: eventUid("purpose", `${p.id}-${scoreSegment(hit.score)}`, iso),
      iso,
      summary: purposeSummary(p, hit.score, lang),
      description: purposeDescription(p, hit, lang),
    });
  }
}
