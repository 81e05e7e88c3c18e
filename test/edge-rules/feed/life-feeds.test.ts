/**
 * The life feeds of `GET /gw/calendar.ics` (docs/interface.md#calendar-subscriptions) over the shared generated tree
 * (2020–2030): `memorial=` has the days GET /gw/memorial/{death} answers (its oracle, year by year, under every rule
 * sent), `lunar_birthday=` the days whose record's 旧暦 is the birth's month and day (the records' own `kyureki`, not
 * the feed's code); both valid for three parsers and the byte rules, English without Japanese, keyed and revalidated
 * like every feed, and every bad input a JSON 400 naming its parameter.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoDate, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { feedKey, feedWindow, parseFeed } from "../../../edge-rules/feed/request.ts";
import { lifeLabel } from "../../../schemas/glossary/life.ts";
import { parseWithNodeIcal, parseWithTsIcs } from "../../support/ics-parsers.ts";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKENS } from "../fixtures.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
}, 180_000);
afterAll(() => tree?.cleanup());

type Rec = Record<string, any>;

interface Feed {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  text: string;
}

async function feed(query: string, headers: Record<string, string> = {}): Promise<Feed> {
  const res = await tree.handler(new Request(`http://127.0.0.1/gw/calendar.ics?${query}`, { headers }));
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: new TextDecoder().decode(bytes) };
}

interface Event {
  uid: string;
  start: string;
  summary: string;
  description: string;
}

const strict = new TextDecoder("utf-8", { fatal: true });

/** RFC 5545 bytes (no BOM, CRLF only, ≤ 75 octets a line, no split character), three parsers agreeing; the events. */
function valid(f: Feed): { calendar: any; events: Event[] } {
  expect(f.status, f.text.slice(0, 300)).toBe(200);
  expect(f.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const { bytes } = f;
  expect([bytes[0], bytes[1], bytes[2]]).not.toEqual([0xef, 0xbb, 0xbf]);
  expect([bytes.at(-2), bytes.at(-1)]).toEqual([0x0d, 0x0a]);
  let lineStart = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0a) expect(bytes[i - 1], `bare LF at ${i}`).toBe(0x0d);
    if (bytes[i] !== 0x0d) continue;
    expect(bytes[i + 1], `bare CR at ${i}`).toBe(0x0a);
    expect(i - lineStart, `line at ${lineStart}`).toBeLessThanOrEqual(75);
    strict.decode(bytes.subarray(lineStart, i));
    lineStart = i + 2;
  }
  expect(f.text).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\nX-PUBLISHED-TTL:P1D\r\n");
  const calendar = new ICAL.Component(ICAL.parse(f.text));
  for (const name of ["x-wr-calname", "name", "x-wr-caldesc", "description"])
    expect(calendar.getFirstPropertyValue(name), name).toBeTruthy();
  const dtstamp = new Date(Date.parse(f.headers.get("last-modified")!)).toISOString().replace(".000", "");
  const events: Event[] = calendar.getAllSubcomponents("vevent").map((v: any) => {
    const start = v.getFirstPropertyValue("dtstart");
    const end = v.getFirstPropertyValue("dtend");
    expect(start.isDate && end.isDate).toBe(true);
    expect(end.toString()).toBe(isoDate(parseIsoDate(start.toString())! + 1));
    expect(v.getFirstPropertyValue("dtstamp").toString()).toBe(dtstamp);
    expect(v.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
    return {
      uid: v.getFirstPropertyValue("uid"),
      start: start.toString(),
      summary: v.getFirstPropertyValue("summary"),
      description: v.getFirstPropertyValue("description"),
    };
  });
  const uids = events.map((e) => e.uid);
  expect(new Set(uids).size).toBe(uids.length);
  for (const uid of uids) expect(uid).toMatch(/^koyomi-[a-z0-9-]+$/);
  const starts = events.map((e) => e.start);
  expect(starts).toEqual([...starts].sort());
  for (const [name, parsed] of [
    ["node-ical", parseWithNodeIcal(f.text)],
    ["ts-ics", parseWithTsIcs(f.text)],
  ] as const) {
    expect(
      parsed.events.map(([uid, start, , summary, description]) => ({ uid, start, summary, description })),
      name,
    ).toEqual(events);
    expect(parsed.calname, name).toBe(calendar.getFirstPropertyValue("x-wr-calname"));
  }
  return { calendar, events };
}

const hasJapanese = (text: string): boolean => /[\u3040-\u30ff\u4e00-\u9fff]/.test(text);

interface MemorialItem {
  id: string;
  label: string;
  alias?: string | null;
  date: string;
  kind?: string;
}

/**
 * The oracle of a memorial feed: GET /gw/memorial/{death} for each year of the window (its 中陰, 年忌 and that
 * year's 命日), as [date, id] in date order; a 祥月命日 that a 年忌 falls on is the 年忌's event.
 */
async function memorialOracle(death: string, from: number, to: number, rules: string): Promise<[string, string][]> {
  const first = `${from}-01-01`;
  const last = `${to}-12-31`;
  const days = new Map<string, string>();
  const nenki = new Set<string>();
  for (let year = from; year <= to; year++) {
    const { status, body } = await getJson(tree.handler, `/gw/memorial/${encodeURIComponent(death)}?year=${year}&rules=${rules}`);
    if (status === 400) continue; // a year before the death's
    expect(status, JSON.stringify(body)).toBe(200);
    const m = body as { chuin: MemorialItem[]; nenki: MemorialItem[]; meinichi: { days: MemorialItem[] } };
    for (const item of [...m.chuin, ...m.nenki]) if (item.date >= first && item.date <= last) days.set(`${item.date} ${item.id}`, item.id);
    for (const item of m.nenki) nenki.add(item.date);
    for (const item of m.meinichi.days)
      if (item.date >= first && item.date <= last && !(item.kind === "shotsuki" && nenki.has(item.date)))
        days.set(`${item.date} ${item.kind!}`, item.kind!);
  }
  const order = (id: string) => (id.startsWith("day-") ? 0 : id.startsWith("year-") ? 1 : id === "shotsuki" ? 2 : 3);
  return [...days.entries()]
    .map(([key, id]): [string, string] => [key.slice(0, key.indexOf(" ")), id])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : order(a[1]) - order(b[1])));
}

/** [date, id] of a memorial feed's events, the id read back from the UID. */
const memorialRows = (events: Event[], death: string): [string, string][] =>
  events.map((e) => {
    const m = new RegExp(`^koyomi-memorial-${death.replaceAll("-", "")}-(.+)-${e.start.replaceAll("-", "")}$`).exec(e.uid);
    expect(m, e.uid).not.toBeNull();
    return [e.start, m![1]!];
  });

describe("memorial=: a death's memorial days", () => {
  it("the worked example: died 2026-01-10 → 七七日 on 2026-02-27, 一周忌 on 2027-01-10; the days of GET /gw/memorial", async () => {
    const f = await feed("memorial=2026-01-10&years=2026-2027");
    const { calendar, events } = valid(f);
    expect(events.find((e) => e.start === "2026-02-27")).toMatchObject({ summary: "七七日（四十九日）" });
    const first = events.find((e) => e.start === "2027-01-10")!;
    expect(first).toMatchObject({ uid: "koyomi-memorial-20260110-year-1-20270110", summary: "一周忌" });
    expect(first.description).toBe("没後満1年の年忌（命日 令和8年1月10日（2026-01-10））\n祥月命日");
    expect(events.find((e) => e.start === "2026-01-16")).toMatchObject({
      summary: "初七日",
      description: "命日 令和8年1月10日（2026-01-10）を1日目として7日目",
    });
    expect(events.filter((e) => e.summary === "月命日").map((e) => e.start)).toEqual([
      ...["02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"].map((m) => `2026-${m}-10`),
      ...["02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"].map((m) => `2027-${m}-10`),
    ]);
    expect(memorialRows(events, "2026-01-10")).toEqual(await memorialOracle("2026-01-10", 2026, 2027, ""));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("暦 法要・命日 令和8年1月10日没");
    expect(calendar.getFirstPropertyValue("description")).toBe(
      "法要・命日 令和8年1月10日没（2026-01-01〜2027-12-31、日本時間の終日予定）\n流派: chuin:day nenki_set:all leap_death_day:feb28 month_end:last old_death:wareki",
    );
  });

  it("follows every memorial rule as GET /gw/memorial does: 逮夜, the 年忌 sets, a 31st and a 29 February", async () => {
    const cases: [string, number, number, string][] = [
      ["2024-01-31", 2024, 2026, "chuin:eve,month_end:skip"],
      ["2024-01-31", 2024, 2026, "month_end:last,nenki_set:common"],
      ["2020-02-29", 2020, 2022, "leap_death_day:mar1"],
      ["2020-02-29", 2021, 2023, ""],
      ["2004-08-31", 2026, 2028, "nenki_set:with25,month_end:skip"],
      ["2000-03-30", 2024, 2026, "nenki_set:all"],
    ];
    for (const [death, from, to, rules] of cases) {
      const { events } = valid(await feed(`memorial=${death}&years=${from}-${to}&rules=${rules}`));
      expect(memorialRows(events, death), `${death} ${rules}`).toEqual(await memorialOracle(death, from, to, rules));
    }
    // 二十五回忌 (2004 + 24 = 2028) under with25 only; 二十三回忌 (2026) under all only.
    const with25 = valid(await feed("memorial=2004-08-31&years=2026-2028&rules=nenki_set:with25")).events.map((e) => e.summary);
    expect(with25).toContain("二十五回忌");
    expect(with25).not.toContain("二十三回忌");
    expect(valid(await feed("memorial=2004-08-31&years=2026-2028")).events.map((e) => e.summary)).toContain("二十三回忌");
    // A 月命日 the month lacks: its last day, said so; a 逮夜 is said to be one.
    const eve = valid(await feed("memorial=2024-01-31&years=2024&rules=chuin:eve")).events;
    expect(eve.find((e) => e.start === "2024-02-29")).toMatchObject({
      summary: "月命日",
      description: "命日 令和6年1月31日（2024-01-31）と同じ日\nこの月には31日がないため、この日に置き換え",
    });
    expect(eve.find((e) => e.summary === "初七日")).toMatchObject({
      start: "2024-02-05",
      description: "命日 令和6年1月31日（2024-01-31）を1日目として7日目の逮夜（前日）",
    });
  });

  it("reads a 和暦 text, and a death before 1873 on the 旧暦 (慶応元年閏5月1日: its 命日 the 1st, 5月 its 祥月)", async () => {
    const text = encodeURIComponent("令和8年1月10日");
    expect(valid(await feed(`memorial=${text}&years=2026`)).events).toEqual(valid(await feed("memorial=2026-01-10&years=2026")).events);
    const keio = "慶応元年閏5月1日";
    const { events } = valid(await feed(`memorial=${encodeURIComponent(keio)}&years=2026`));
    const { body } = await getJson(tree.handler, `/gw/memorial/${encodeURIComponent(keio)}?year=2026`);
    const death = (body as { death: { date: string } }).death.date;
    expect(memorialRows(events, death)).toEqual(await memorialOracle(keio, 2026, 2026, ""));
    expect(events.find((e) => e.summary === "祥月命日")!.start).toBe("2026-05-01");
    const en = valid(await feed(`memorial=${encodeURIComponent(keio)}&years=2026&lang=en`)).events;
    expect(en[0]!.description).toBe(`The day of the month of the death (${death} (lunar year 1865 leap month 5 day 1))`);
  });

  it("lang=en: the glossary's English (lifeLabel), no Japanese in any event or the calendar's name", async () => {
    const { calendar, events } = valid(await feed("memorial=2026-01-10&years=2026-2027&lang=en"));
    const ja = valid(await feed("memorial=2026-01-10&years=2026-2027")).events;
    expect(events.map((e) => e.uid)).toEqual(ja.map((e) => e.uid));
    for (const [i, e] of events.entries()) {
      const id = /^koyomi-memorial-20260110-(.+)-[0-9]{8}$/.exec(e.uid)![1]!;
      expect(e.summary, e.uid).toBe(lifeLabel(id));
      expect(hasJapanese(e.summary + e.description), e.uid).toBe(false);
      expect(ja[i]!.summary.startsWith(id === "tsuki" ? "月命日" : id === "shotsuki" ? "祥月命日" : "")).toBe(true);
    }
    expect(events.find((e) => e.start === "2026-02-27")!.description).toBe("Day 49 counting the day of death (2026-01-10) as day 1");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Koyomi: memorial days · died 2026-01-10");
    expect(hasJapanese(String(calendar.getFirstPropertyValue("x-wr-caldesc")))).toBe(false);
  });

  it("the rolling window (clock 2025-06-01 JST: 2025-05-01 to 2026-06-30) bounds every kind of day", async () => {
    const { events } = valid(await feed("memorial=2025-05-10"));
    expect(events[0]).toMatchObject({ start: "2025-05-16", summary: "初七日" });
    expect(events.at(-1)!.start).toBe("2026-06-10");
    expect(events.find((e) => e.summary === "一周忌")!.start).toBe("2026-05-10");
    expect(memorialRows(events, "2025-05-10")).toEqual(
      (await memorialOracle("2025-05-10", 2025, 2026, "")).filter(([d]) => d >= "2025-05-01" && d <= "2026-06-30"),
    );
  });
});

/** The days of the tree whose record's 旧暦 is `kyureki` (`M月D日`), or for a 30th its month's last day when it has 29. */
function lunarOracle(month: number, day: number, from: string, to: string, after: string): string[] {
  const out: string[] = [];
  const records = tree.records as Rec[];
  for (const [i, r] of records.entries()) {
    if (r.iso < from || r.iso > to || r.iso <= after) continue;
    const next = records[i + 1];
    const exact = r.kyureki === `${month}月${day}日`;
    const lastOf29 = day === 30 && r.kyureki === `${month}月29日` && next?.kyureki !== `${month}月30日`;
    if (exact || lastOf29) out.push(r.iso);
  }
  return out;
}

describe("lunar_birthday=: the birth's 旧暦 month and day, every year", () => {
  it("born 1990-01-27 (GET /gw/wareki: 旧暦1990年1月1日): an event on every 旧正月, 2026-02-17 among them", async () => {
    const { body } = await getJson(tree.handler, "/gw/wareki/1990-01-27");
    expect(body["kyureki"]).toEqual({ year: 1990, month: 1, leap: false, day: 1 });
    const { calendar, events } = valid(await feed(`lunar_birthday=1990-01-27&years=2020-2030&token=${TOKENS.pro}`));
    expect(events.map((e) => e.start)).toEqual(lunarOracle(1, 1, "2020-01-01", "2030-12-31", "1990-01-27"));
    expect(events.map((e) => e.start)).toContain("2026-02-17");
    const e2026 = events.find((e) => e.start === "2026-02-17")!;
    expect(e2026).toMatchObject({ uid: "koyomi-lunar-birthday-19900127-20260217", summary: "旧暦の誕生日" });
    expect(e2026.description).toBe("旧暦2026年1月1日\n生まれ: 平成2年1月27日（1990-01-27）・旧暦1990年1月1日");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("暦 旧暦の誕生日 平成2年1月27日生まれ・旧暦1月1日");
    const en = valid(await feed("lunar_birthday=1990-01-27&years=2026&lang=en")).events;
    expect(en).toEqual([
      {
        uid: e2026.uid,
        start: "2026-02-17",
        summary: "Lunar birthday",
        description: "lunar year 2026 month 1 day 1\nBorn 1990-01-27 (lunar year 1990 month 1 day 1)",
      },
    ]);
  });

  it("a 閏月 birth on the ordinary month; a 30th on the 29th where the month has 29; a 12月 birth twice or never in a Western year", async () => {
    // 2023-03-22 is 旧暦 閏2月1日 (the tree's record); its birthdays are on 2月1日, from 2024 (2023's 2月 came before it).
    const leapBirth = (tree.records as Rec[]).find((r) => r.kyureki === "閏2月1日" && r.iso.startsWith("2023"))!.iso;
    const leap = valid(await feed(`lunar_birthday=${leapBirth}&years=2023-2025`)).events;
    expect(leap.map((e) => e.start)).toEqual(lunarOracle(2, 1, "2023-01-01", "2025-12-31", leapBirth));
    expect(leap[0]!.description).toContain("閏2月の生まれのため、平月の2月に数える");

    // The first 旧暦 30th of 2020: its month has 29 days in some later year, and the feed says so on that day.
    const thirtieth = (tree.records as Rec[]).find((r) => /^[0-9]+月30日$/.test(r.kyureki) && r.iso.startsWith("2020"))!;
    const month = Number(/^([0-9]+)月/.exec(thirtieth.kyureki)![1]);
    const events = valid(await feed(`lunar_birthday=${thirtieth.iso}&years=2021-2023`)).events;
    const oracle = lunarOracle(month, 30, "2021-01-01", "2023-12-31", thirtieth.iso);
    expect(events.map((e) => e.start)).toEqual(oracle);
    const shortened = events.filter((e) => e.description.includes("30日の代わりに29日"));
    expect(shortened.length).toBeGreaterThan(0);
    for (const e of shortened) expect((tree.records as Rec[]).find((r) => r.iso === e.start)!.kyureki).toBe(`${month}月29日`);

    // 旧暦12月1日: a 旧暦 year's last month runs into the next Western year, so a Western year holds none or two.
    const december = (tree.records as Rec[]).find((r) => r.kyureki === "12月1日" && r.iso >= "2020-06-01")!.iso;
    const dec = valid(await feed(`lunar_birthday=${december}&years=2022-2030&token=${TOKENS.pro}`)).events.map((e) => e.start);
    expect(dec).toEqual(lunarOracle(12, 1, "2022-01-01", "2030-12-31", december));
    const perYear = new Map<string, number>();
    for (const d of dec) perYear.set(d.slice(0, 4), (perYear.get(d.slice(0, 4)) ?? 0) + 1);
    // 旧暦2021年12月1日 = 2022-01-03 and 旧暦2022年12月1日 = 2022-12-23; the next, 2024-01-11.
    expect([december, perYear.get("2022"), perYear.has("2023")]).toEqual(["2021-01-13", 2, false]);
  });

  it("a 旧暦 birth before 1873 written in 和暦 (天保3年4月5日): its 4月5日 each year", async () => {
    const events = valid(await feed(`lunar_birthday=${encodeURIComponent("天保3年4月5日")}&years=2024-2026`)).events;
    expect(events.map((e) => e.start)).toEqual(lunarOracle(4, 5, "2024-01-01", "2026-12-31", "1832-01-01"));
  });
});

describe("keys, validators and errors", () => {
  it("the key holds the date as sent and the memorial rules not at their default; other feeds' keys are unchanged", () => {
    const key = (q: string) => {
      const parsed = parseFeed(new URLSearchParams(q));
      if (!parsed.ok) throw new Error(parsed.error.message);
      const w = feedWindow(parsed.request, { from: 2020, to: 2030 }, Date.UTC(2025, 5, 1, 3));
      if (!w.ok) throw new Error(w.error.message);
      return feedKey(parsed.request, w.window);
    };
    expect(key("memorial=2026-01-10&years=2026")).toBe("calendar-ics/2||||2026-01-01|2026-12-31|ja|rules=|memorial=2026-01-10");
    expect(key("memorial=2026-01-10&years=2026&rules=chuin:eve,daimyo:21,chuin:day,month_end:skip")).toBe(
      "calendar-ics/2||||2026-01-01|2026-12-31|ja|rules=month_end:skip|memorial=2026-01-10",
    );
    expect(key(`lunar_birthday=${encodeURIComponent("平成2年1月27日")}&lang=en&rules=chuin:eve`)).toBe(
      `calendar-ics/2||||2025-05-01|2026-06-30|en|lunar_birthday=${encodeURIComponent("平成2年1月27日")}`,
    );
    expect(key("include=holiday,rokuyou")).toBe("calendar-ics/2|holiday,rokuyou|||2025-05-01|2026-06-30|ja");
    expect(key("notes=daimyo&years=2025&rules=daimyo:21")).toBe("calendar-ics/2||daimyo||2025-01-01|2025-12-31|ja|rules=daimyo:21");
  });

  it("ETag per person and per rule, none per rule it ignores; 304 by ETag and by date", async () => {
    const base = await feed("memorial=2026-01-10&years=2026");
    const etag = base.headers.get("etag")!;
    expect((await feed("memorial=2026-01-10&years=2026", { "if-none-match": etag })).status).toBe(304);
    expect((await feed("memorial=2026-01-10&years=2026", { "if-modified-since": base.headers.get("last-modified")! })).status).toBe(304);
    expect((await feed("memorial=2026-01-10&years=2026&rules=daimyo:21,nenki_set:all")).headers.get("etag")).toBe(etag);
    expect((await feed("memorial=2026-01-11&years=2026")).headers.get("etag")).not.toBe(etag);
    expect((await feed("memorial=2026-01-10&years=2026&rules=chuin:eve")).headers.get("etag")).not.toBe(etag);
    expect((await feed("memorial=2026-01-10&years=2026&lang=en")).headers.get("etag")).not.toBe(etag);
    const lunar = (await feed("lunar_birthday=1990-01-27&years=2026")).headers.get("etag");
    expect((await feed("lunar_birthday=1990-01-27&years=2026&rules=chuin:eve")).headers.get("etag")).toBe(lunar);
    expect(lunar).not.toBe(etag);
  });

  it("every bad input is a JSON 400 naming its parameter; the plan and coverage stages as for every feed", async () => {
    const cases: [string, number, string, string | undefined][] = [
      ["memorial=2024-02-30", 400, "INVALID_PARAMETER", "memorial"],
      ["memorial=0445-01-24", 400, "INVALID_PARAMETER", "memorial"],
      ["memorial=2101-01-01", 400, "INVALID_PARAMETER", "memorial"],
      ["memorial=yesterday", 400, "INVALID_PARAMETER", "memorial"],
      [`memorial=${encodeURIComponent("令和7年2月29日")}&years=2025`, 400, "INVALID_PARAMETER", "memorial"],
      [`lunar_birthday=${encodeURIComponent("慶長5年閏3月1日")}&years=2025`, 400, "INVALID_PARAMETER", "lunar_birthday"],
      ["lunar_birthday=1990-13-01", 400, "INVALID_PARAMETER", "lunar_birthday"],
      ["memorial=2026-01-10&lunar_birthday=1990-01-27", 400, "INVALID_PARAMETER", "lunar_birthday"],
      ["memorial=2026-01-10&include=holiday", 400, "INVALID_PARAMETER", "include"],
      ["lunar_birthday=1990-01-27&notes=tensha", 400, "INVALID_PARAMETER", "notes"],
      ["memorial=2026-01-10&purpose=wedding", 400, "INVALID_PARAMETER", "purpose"],
      ["memorial=2026-01-10&min_score=3", 400, "INVALID_PARAMETER", "min_score"],
      ["memorial=2026-01-10&rules=chuin:noon", 400, "INVALID_PARAMETER", "rules"],
      ["memorial=2026-01-10&lang=fr", 400, "INVALID_PARAMETER", "lang"],
      ["memorial=2026-01-10&years=2024-2027", 403, "RANGE_TOO_LONG", undefined],
      ["lunar_birthday=1990-01-27&years=2031", 404, "OUT_OF_COVERAGE", undefined],
    ];
    for (const [query, status, code, parameter] of cases) {
      const f = await feed(query);
      expect([f.status, f.headers.get("content-type")], query).toEqual([status, "application/json; charset=utf-8"]);
      const body = JSON.parse(f.text);
      expect(body, query).toMatchObject({ ok: false, code });
      if (parameter !== undefined) expect(body.parameter, query).toBe(parameter);
      expect(body.error, query).toMatch(parameter === undefined ? /./ : new RegExp(parameter));
    }
  });
});
