/**
 * The birth answer (docs/interface.md#birth-charts): the clock reading read back to an instant (request.ts: the
 * civil clock, summer time, `fold`), the local solar time of `longitude=` (`solar=`), a date alone, then the chart
 * (chart.ts) with the moment's 節 instants and boundary, and each correction in the answer's language
 * (corrections.ts). Pure: the moment of an instant is a function the endpoint passes (the instants data; the moment
 * endpoint's computation).
 */
import { civilMsOfDay, civilOffsetMs, offsetText } from "../../calendar/time/civil-day.ts";
import { JST_OFFSET_MS, MS_PER_DAY } from "../../calendar/time/day-number.ts";
import { jstMinuteText, wallMinuteText } from "../../calendar/time/jst-text.ts";
import type { DstMode, Fold, SolarMode } from "../../schemas/endpoints/birth.ts";
import { englishLabel } from "../../schemas/english.ts";
import { KYUSEI, type Lang, type Sex } from "../../calendar/names.ts";
import { chartCore, chartYear, type ChartCore, type MomentFacts, type SetsuInstant } from "../../calendar/birth/chart.ts";
import type { ClockReading } from "../../calendar/time/clock-reading.ts";
import { rulesOf, type Rules } from "../../calendar/rules.ts";
import { JAPAN_SUMMER_TIME_OFFSET_MS, solarClock } from "../../calendar/birth/clock.ts";
import {
  changedClock,
  dateAlone,
  inLang,
  keishaNeedsSex,
  openSetsu,
  solarTime,
  summerTime,
  tokyoMeanTime,
  unknownOffset,
  type Correction,
  type EitherSide,
} from "./corrections.ts";
import { keisha } from "../../calendar/kyusei/natal.ts";
import { placeEcho, type ClockPlace, type PlaceEcho } from "../routing/parameters.ts";

/** How the text's clock reading became an instant (request.ts). */
export interface BirthReading extends ClockReading {
  /** The reading's fields as if they were UTC, ms (a date alone: its noon). */
  readonly wallMs: number;
  /** How the offset was written: none (the civil clock, or `tz`'s zone clock), `+09:00` (JST), another offset, or `-00:00`. */
  readonly written: "civil" | "jst" | "zone" | "offset" | "unknown";
  /** The zone of `tz` (not Japan's) the reading was read on or checked against. */
  readonly zone?: string;
  /** The id of the place of the catalogue a point's zone is from (`tz=auto`, or `place=lat,lon` without `tz`). */
  readonly from?: string;
}

/** A parsed birth request. */
export interface BirthInput {
  /** The input as sent. */
  readonly text: string;
  /** The instant the text names (a date alone: its noon) on the clock it was read on, UTC ms. */
  readonly instant: number;
  readonly reading: BirthReading;
  /** Whether the text gave a time (else a date alone). */
  readonly hasTime: boolean;
  readonly sex: Sex | null;
  readonly dst: DstMode;
  readonly fold: Fold;
  /** The rules of the chart (docs/interface.md#schools-rules): `zi`, the 子の刻 of the day pillar, as the moment's (docs/calendar.md §17). */
  readonly rules: Rules;
  readonly solar: SolarMode;
  /** East longitude, degrees; null without `longitude=`. */
  readonly longitude: number | null;
  /** `tz=` as echoed (calendar/time/zone-clock.ts), null without it; the place's zone without it. */
  readonly tz: string | null;
  /** `place=`, the birthplace (its longitude is `longitude`), null without it. */
  readonly place: ClockPlace | null;
}

/** The moment facts a birth needs, plus the boundary the moment answer gives. */
export interface BirthMoment extends MomentFacts {
  readonly boundary: unknown;
}

/** The moment of an instant, its day and hour decided on a clock `wallOffsetMs` ahead of UTC. */
export type MomentAt = (instant: number, wallOffsetMs: number) => BirthMoment;

/** The whole answer, §4's keys in order. */
export interface BirthAnswer extends ChartCore {
  readonly ok: true;
  readonly input: string;
  readonly at: string;
  /** The zone clock of `tz` (not Japan's) the time was read on. */
  readonly clock?: ZoneClockEcho;
  /** The birthplace (`place=`). */
  readonly place?: PlaceEcho;
  readonly corrections: string[];
  readonly setsu: { readonly previous: SetsuInstant; readonly next: SetsuInstant };
  readonly boundary: unknown;
  /** The rules the chart applied (docs/interface.md#schools-rules). */
  readonly rules: Partial<Rules>;
}

/** The lines that say how the reading became the instant. */
function readingCorrections(input: BirthInput): Correction[] {
  const { reading } = input;
  const text = wallMinuteText(reading.wallMs, 0);
  const jst = jstMinuteText(reading.instant);
  if (!input.hasTime) return [];
  if (reading.written === "unknown") return [unknownOffset(jst)];
  if (reading.change !== null && reading.kind !== "once") {
    const { before, after } = reading.change;
    return [changedClock(reading.kind, text, before, after, Number(input.fold) as 0 | 1, jst, reading.zone)];
  }
  if (reading.written === "zone") return [];
  if (reading.written === "offset") return [];
  if (reading.offset === JAPAN_SUMMER_TIME_OFFSET_MS) return [summerTime(text, jst)];
  return reading.offset === JST_OFFSET_MS ? [] : [tokyoMeanTime(text, jst)];
}

/** `clock` of an answer: the zone of `tz` and the offset read (schemas/endpoints/moment.ts `ZoneClock`), and the place a point's zone is from. */
export interface ZoneClockEcho {
  readonly tz: string;
  readonly offset: string;
  readonly reading: "once" | "gap" | "fold" | "offset";
  readonly from?: string;
}

/** The `clock` of a reading on a zone of `tz` (or of the place), or nothing (no `tz`, Japan's, `Z`, `-00:00`). */
export function zoneClockOf(reading: ClockReading & { readonly zone?: string; readonly written: string; readonly from?: string }): {
  clock?: ZoneClockEcho;
} {
  if (reading.zone === undefined || (reading.written !== "zone" && reading.written !== "offset")) return {};
  const kind = reading.written === "offset" ? "offset" : reading.kind;
  const clock: ZoneClockEcho = { tz: reading.zone, offset: offsetText(reading.offset), reading: kind };
  return { clock: reading.from === undefined ? clock : { ...clock, from: reading.from } };
}

/** A label of the chart in the answer's language. */
const labelIn =
  (lang: Lang) =>
  (field: "kanshi" | "kyusei" | "sekki" | "kyusei_palace", value: string): string =>
    lang === "en" ? englishLabel(field, value) : value;

/** The lines of a date alone: no hour pillar, and the values a 節 instant on that day leaves open. */
function dateAloneCorrections(input: BirthInput, momentAt: MomentAt, lang: Lang): Correction[] {
  if (input.hasTime) return [];
  const label = labelIn(lang);
  const civil = civilOffsetMs(input.instant);
  const firstAt = input.instant - civilMsOfDay(input.instant);
  const lastAt = firstAt + MS_PER_DAY - 60_000;
  const first = momentAt(firstAt, civil);
  const last = momentAt(lastAt, civil);
  const lines = [dateAlone(civil)];
  if (first.pillars.month !== last.pillars.month) {
    // The year pillar and 本命星 as the chart gives them (rule `year_turn`: with `jan1` a 立春 day leaves them as they are).
    const side = (m: BirthMoment, at: number): EitherSide => {
      const { year, honmei } = chartYear(at, m, input.rules.year_turn);
      return {
        month: label("kanshi", m.pillars.month),
        year: label("kanshi", year),
        getsumei: label("kyusei", m.kyusei.month),
        honmei: label("kyusei", honmei),
      };
    };
    const setsu = first.setsu.next;
    lines.push(openSetsu(label("sekki", setsu.name), setsu.jst, side(first, firstAt), side(last, lastAt)));
  }
  return lines;
}

/**
 * The corrections that say which instant the input names — the clock it was read on and, for a date alone, what the
 * day leaves open — in `lang`: those of every chart that need no Pro value (the birth page shows them with the
 * moment of the instant when the caller has no Pro plan).
 */
export function instantCorrections(input: BirthInput, momentAt: MomentAt, lang: Lang = "ja"): string[] {
  return [...readingCorrections(input), ...dateAloneCorrections(input, momentAt, lang)].map((c) => inLang(c, lang));
}

/**
 * The birth chart of a parsed input. Year and month (pillars, 本命星, 月命星, 蔵干's days, 大運) are decided by the
 * instant against the 節 instants (the year from 1 January with `year_turn=jan1`); day and hour by the civil clock
 * (docs/calendar.md §0), or by the local solar time when `solar` is mean or true.
 * The rules are calendar/birth/'s, each with its source (docs/calendar.md §17), their values the request's `rules`.
 */
export function birthAnswer(input: BirthInput, momentAt: MomentAt, lang: Lang = "ja"): BirthAnswer {
  const instant = input.instant;
  const corrections = readingCorrections(input);
  const label = labelIn(lang);
  let wallOffset = civilOffsetMs(instant);
  if (input.hasTime && input.solar !== "none" && input.longitude !== null) {
    const solar = solarClock(input.longitude, instant, input.solar);
    wallOffset = solar.offset;
    corrections.push(solarTime(input.longitude, solar.mean, solar.eot, wallMinuteText(instant, wallOffset).slice(11, 16)));
  }
  const calendar = momentAt(instant, wallOffset);
  corrections.push(...dateAloneCorrections(input, momentAt, lang));
  const core = chartCore(instant, calendar, calendar, input.hasTime, input.sex, input.rules);
  if (core.keisha === null) {
    const gooh = KYUSEI[4];
    corrections.push(
      keishaNeedsSex(label("kyusei", gooh), label("kyusei_palace", keisha(4, 4, "male")!), label("kyusei_palace", keisha(4, 4, "female")!)),
    );
  }
  return {
    ok: true,
    input: input.text,
    at: jstMinuteText(instant),
    ...zoneClockOf(input.reading),
    ...(input.place === null ? {} : { place: placeEcho(input.place, lang) }),
    corrections: corrections.map((c) => inLang(c, lang)),
    ...core,
    setsu: calendar.setsu,
    boundary: calendar.boundary,
    rules: rulesOf("birth", input.rules),
  };
}
