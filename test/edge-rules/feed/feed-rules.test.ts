/**
 * `rules=` on `GET /gw/calendar.ics` (docs/interface.md#calendar-subscriptions, #schools-rules) over a real generated
 * tree (2020–2030, shared): a feed of notes or of a purpose follows the day rules — its events are the records computed under
 * them (the same records `/gw/range?rules=` answers), its purpose days are `/gw/find?rules=`'s, its description names
 * them (defaults too), its key and ETag hold them, its cost counts the computed days; at the defaults the bytes are
 * the published records' feed but for the description; a feed that reads nothing a rule decides ignores `rules=`.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULES } from "../../../calendar/rules.ts";
import { CALENDAR_TAIL, calendarHead, calendarTitle, vevents } from "../../../edge-rules/feed/calendar.ts";
import { feedEvents, type FeedRecord } from "../../../edge-rules/feed/events.ts";
import { icsUtcDateTime } from "../../../edge-rules/feed/ics-text.ts";
import { JUNICHOKU_ENTRIES } from "../../../schemas/glossary/junichoku.ts";
import { PURPOSES } from "../../../schemas/glossary/index.ts";
import { ROKUYOU_ENTRIES } from "../../../schemas/glossary/rokuyou.ts";
import { SHUKU28_ENTRIES } from "../../../schemas/glossary/shuku28.ts";
import { RULED_DAYS_PER_UNIT } from "../../../schemas/plans.ts";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKENS } from "../fixtures.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
}, 180_000);
afterAll(() => tree?.cleanup());

type Rec = Record<string, any>;
const PRO = `token=${TOKENS.pro}`;

interface Feed {
  status: number;
  headers: Headers;
  text: string;
}

async function feed(query: string): Promise<Feed> {
  const res = await tree.handler(new Request(`http://127.0.0.1/gw/calendar.ics?${query}`));
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The unfolded content lines (RFC 5545 §3.1). */
const unfolded = (text: string): string[] =>
  text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .slice(0, -1);

/** The events as ical.js reads them: date, UID, SUMMARY. */
function events(f: Feed): { start: string; uid: string; summary: string }[] {
  expect(f.status, f.text.slice(0, 300)).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(f.text));
  return calendar.getAllSubcomponents("vevent").map((v: any) => ({
    start: v.getFirstPropertyValue("dtstart").toString(),
    uid: v.getFirstPropertyValue("uid"),
    summary: v.getFirstPropertyValue("summary"),
  }));
}

/** The calendar's description: its RFC 7986 DESCRIPTION as ical.js reads it (X-WR-CALDESC, the same TEXT, is checked raw). */
function description(f: Feed): string {
  const lines = unfolded(f.text);
  const raw = (name: string) =>
    lines
      .slice(0, lines.indexOf("BEGIN:VEVENT"))
      .find((l) => l.startsWith(`${name}:`))!
      .slice(name.length + 1);
  expect(raw("X-WR-CALDESC")).toBe(raw("DESCRIPTION"));
  return new ICAL.Component(ICAL.parse(f.text)).getFirstPropertyValue("description") as string;
}

/** The Pro records of a year as `/gw/range` answers them under `rules` (none: the published records). */
async function rangeOf(year: number, rules?: string): Promise<Rec[]> {
  const { status, body } = await getJson(tree.handler, `/gw/range/${year}-01-01/${year}-12-31?${rules ? `rules=${rules}&` : ""}${PRO}`);
  expect(status).toBe(200);
  return body["days"] as Rec[];
}
const range2020 = (rules?: string) => rangeOf(2020, rules);

const daysWith = (records: Rec[], note: string): string[] =>
  records.filter((r) => r.notes_arr.some((n: Rec) => n.id === note)).map((r) => r.iso);

/** The day rules at their defaults as the description spells them (the registry's order). */
const DEFAULT_PAIRS = RULES.filter((r) => r.answers.includes("day"))
  .map((r) => `${r.id}:${r.default}`)
  .join(" ");

describe("rules= on the calendar feed", () => {
  it("notes=daimyo over 2020 under daimyo:21: exactly the days whose computed record carries 大明日, fewer than by default", async () => {
    const published = await range2020();
    const computed = await range2020("daimyo:21");
    const byDefault = events(await feed(`notes=daimyo&years=2020&${PRO}`));
    const variant = events(await feed(`notes=daimyo&years=2020&rules=daimyo:21&${PRO}`));
    expect(byDefault.map((e) => e.start)).toEqual(daysWith(published, "daimyo"));
    expect(variant.map((e) => e.start)).toEqual(daysWith(computed, "daimyo"));
    expect(variant.length).toBeGreaterThan(0);
    expect(variant.length).toBeLessThan(byDefault.length);
    for (const e of variant) expect([e.summary, e.uid]).toEqual(["大明日", `koyomi-note-daimyo-${e.start.replaceAll("-", "")}`]);
  });

  it("社日 under shanichi:earlier moves in a 雑節 feed (a Lite item read from the computed records)", async () => {
    const computed = await rangeOf(2026, "shanichi:earlier");
    const published = await rangeOf(2026);
    const lite = events(await feed("include=zassetsu&years=2026&rules=shanichi:earlier"));
    expect(lite.filter((e) => e.uid.startsWith("koyomi-note-shanichi-")).map((e) => e.start)).toEqual(daysWith(computed, "shanichi"));
    expect(daysWith(computed, "shanichi")).not.toEqual(daysWith(published, "shanichi"));
  });

  it("the calendar's description names the day rules, defaults too, in the feed's language; a feed of nothing they decide names none", async () => {
    expect(description(await feed(`notes=daimyo&years=2020&${PRO}`))).toMatch(new RegExp(`\\n流派: ${DEFAULT_PAIRS}$`));
    expect(description(await feed(`notes=daimyo&years=2020&lang=en&${PRO}`))).toMatch(new RegExp(`\\nRules: ${DEFAULT_PAIRS}$`));
    expect(description(await feed(`notes=daimyo&years=2020&rules=daimyo:21,kyusei_day:tamo&${PRO}`))).toMatch(
      /\n流派: daimyo:21 shanichi:noon jippoukure:10days kyusei_day:tamo$/,
    );
    expect(description(await feed(`purpose=wedding&years=2020&rules=tyme4ts&${PRO}`))).toMatch(/ kyusei_day:tyme4ts$/);
    // Holidays and 六曜 read nothing a day rule decides: no rules named, and rules= changes no byte (nor the ETag).
    const plain = await feed("include=holiday,rokuyou&years=2020");
    const ruled = await feed("include=holiday,rokuyou&years=2020&rules=daimyo:21");
    expect(description(plain)).not.toMatch(/流派|Rules/);
    expect(ruled.text).toBe(plain.text);
    expect(ruled.headers.get("etag")).toBe(plain.headers.get("etag"));
  });

  it("at the defaults the bytes are the published records' feed but for the description", async () => {
    const f = await feed(`include=zassetsu&notes=daimyo,tensha&years=2020&${PRO}`);
    expect(f.status).toBe(200);
    for (const query of ["rules=", "rules=daimyo:25", "rules=daimyo:21,daimyo:25"])
      expect((await feed(`include=zassetsu&notes=daimyo,tensha&years=2020&${query}&${PRO}`)).text, query).toBe(f.text);
    // The feed as the writer makes it from the generated records, before the rules were named.
    const records = tree.records.filter((r) => r.iso.startsWith("2020-")) as FeedRecord[];
    const selection = { include: ["zassetsu"] as const, notes: ["tensha", "daimyo"], purpose: null, lang: "ja" as const };
    const dtstamp = icsUtcDateTime(Date.parse(f.headers.get("last-modified")!));
    const before =
      calendarHead(calendarTitle(["雑節", "暦注"], "2020-01-01", "2020-12-31", "ja")) +
      vevents(feedEvents(selection, records, [], []), dtstamp) +
      CALENDAR_TAIL;
    const firstEvent = unfolded(before).indexOf("BEGIN:VEVENT");
    const named = unfolded(before).map((line, i) =>
      i < firstEvent && /^(X-WR-CALDESC|DESCRIPTION):/.test(line) ? `${line}\\n流派: ${DEFAULT_PAIRS}` : line,
    );
    expect(unfolded(f.text)).toEqual(named);
    expect(unfolded(f.text).filter((line, i) => line !== unfolded(before)[i])).toHaveLength(2);
  });

  it("a purpose under a day rule is scored on the computed records (an oracle from the purpose's signs)", async () => {
    const wedding = PURPOSES.find((p) => p.id === "wedding")!;
    const idOf = (entries: readonly { id: string; label: string }[], label: string) => entries.find((e) => e.label === label)!.id;
    const signs = (r: Rec): Set<string> =>
      new Set([
        idOf(ROKUYOU_ENTRIES, r.rokuyou),
        idOf(JUNICHOKU_ENTRIES, r.junichoku),
        idOf(SHUKU28_ENTRIES, r.shuku28),
        ...r.notes_arr.map((n: Rec) => n.id),
        ...r.periods.map((p: Rec) => p.name),
      ]);
    /** `[date, score]` of each day the purpose returns at min_score 1 (schemas/glossary/purposes.ts, in words). */
    const oracle = (records: Rec[]): [string, number][] =>
      records.flatMap((r): [string, number][] => {
        const has = signs(r);
        const excluded = wedding.excluded.some((s) => has.has(s) && !(wedding.excluded_except[s] ?? []).some((x) => has.has(x)));
        if (excluded || !Object.keys(wedding.favourable).some((s) => has.has(s))) return [];
        let score = 0;
        for (const [s, w] of Object.entries(wedding.favourable)) if (has.has(s)) score += w;
        for (const [s, w] of Object.entries(wedding.unfavourable)) if (has.has(s)) score -= w;
        return score >= 1 ? [[r.iso, score]] : [];
      });
    const scored = (f: Feed): [string, number][] => events(f).map((e) => [e.start, Number(/（点数 (-?[0-9]+)）$/.exec(e.summary)![1])]);
    const byDefault = scored(await feed(`purpose=wedding&years=2020&${PRO}`));
    expect(byDefault).toEqual(oracle(await range2020()));
    const variant = scored(await feed(`purpose=wedding&years=2020&rules=daimyo:21&${PRO}`));
    expect(variant).toEqual(oracle(await range2020("daimyo:21")));
    expect(variant).not.toEqual(byDefault);
    // The same days and scores as the finder's search under the same rules.
    const found = await getJson(tree.handler, `/gw/find?purpose=wedding&start=2020-01-01&end=2020-12-31&limit=366&rules=daimyo:21&${PRO}`);
    expect(found.status).toBe(200);
    expect((found.body["days"] as Rec[]).map((d): [string, number] => [d.iso, d.score])).toEqual(variant);
  });

  it("key, ETag and cost: the rules applied, a preset and its pairs alike; the computed days are paid for", async () => {
    const q = `notes=daimyo&years=2020&${PRO}`;
    const plain = await feed(q);
    const variant = await feed(`${q}&rules=daimyo:21`);
    const spelled = await feed(`${q}&rules=daimyo:25,daimyo:21,zi:late`);
    expect(variant.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    expect(spelled.headers.get("etag")).toBe(variant.headers.get("etag"));
    expect(spelled.text).toBe(variant.text);
    expect((await feed(`${q}&rules=tyme4ts`)).headers.get("etag")).toBe((await feed(`${q}&rules=kyusei_day:tyme4ts`)).headers.get("etag"));
    expect(plain.headers.get("x-ratelimit-cost")).toBe("1");
    const proYear = Math.ceil(366 / RULED_DAYS_PER_UNIT); // the days computed, at the rate find and range pay for theirs
    expect(variant.headers.get("x-ratelimit-cost")).toBe(String(proYear));
    expect(proYear).toBeGreaterThan(1);
  });

  it("an unknown preset, rule or value is 400 INVALID_PARAMETER naming rules", async () => {
    for (const bad of ["daimyo:99", "nosuch:1", "school", "daimyo:21,,zi:late"]) {
      const f = await feed(`notes=daimyo&years=2020&rules=${bad}&${PRO}`);
      expect(f.status, bad).toBe(400);
      const body = JSON.parse(f.text) as Rec;
      expect([body["error"]?.code ?? body["code"], body["error"]?.parameter ?? body["parameter"]], bad).toEqual([
        "INVALID_PARAMETER",
        "rules",
      ]);
    }
  });
});
