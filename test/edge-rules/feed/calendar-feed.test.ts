/**
 * `GET /gw/calendar.ics` (docs/interface.md#calendar-subscriptions) over a real generated tree (2020–2030): every feed
 * variant is valid for ical.js, node-ical and ts-ics (three independent npm parsers), byte-level RFC
 * 5545 checks (CRLF, no BOM, ≤ 75 octets per line at character boundaries, TEXT escaping), the
 * events equal the day records of the window (an oracle written here from the records), the
 * purpose feed equals /gw/find, UIDs are unique and stable across generations, the Lite/Pro
 * boundary (403 JSON, no Pro value in a Lite feed), validators and 304.
 */
import { EXAMPLE_FEED_LINES, EXAMPLE_FEED_QUERY } from "../../../schemas/endpoints/calendar-feed.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createHandler } from "../../../edge-rules/handler.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { MemoryRateLimiter } from "../../../edge-rules/access/rate-limit.ts";
import { memoryTokenStore } from "../../../edge-rules/access/token-store.ts";
import { resolve } from "node:path";
import ICAL from "ical.js";
import { parseWithNodeIcal, parseWithTsIcs } from "../../support/ics-parsers.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayNumber, isoDate, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { HOLIDAY_ENTRIES } from "../../../schemas/glossary/holiday.ts";
import { KOU72_ENTRIES } from "../../../schemas/glossary/kou72.ts";
import { MOONMARK_ENTRIES } from "../../../schemas/glossary/moonmark.ts";
import { NOTE_ENTRIES } from "../../../schemas/glossary/notes.ts";
import { ROKUYOU_ENTRIES } from "../../../schemas/glossary/rokuyou.ts";
import { SEKKI_ENTRIES } from "../../../schemas/glossary/sekki.ts";
import { JUNICHOKU_ENTRIES } from "../../../schemas/glossary/junichoku.ts";
import { SHUKU28_ENTRIES } from "../../../schemas/glossary/shuku28.ts";
import { KANSHI_ENTRIES } from "../../../schemas/glossary/kanshi.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKENS } from "../fixtures.ts";

const FROM = 2020;
const TO = 2030;
let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(FROM, TO);
}, 180_000);
afterAll(() => tree?.cleanup());

type Rec = Record<string, any>;
const PRO = `token=${TOKENS.pro}`;
const encoder = new TextEncoder();
const strict = new TextDecoder("utf-8", { fatal: true });

interface Feed {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  text: string;
}

async function feed(query: string, headers: Record<string, string> = {}, handler = tree.handler, method = "GET"): Promise<Feed> {
  const res = await handler(new Request(`http://127.0.0.1/gw/calendar.ics?${query}`, { headers, method }));
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: new TextDecoder().decode(bytes) };
}

/** An event as ical.js reads it. */
interface Parsed {
  uid: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  dtstamp: string;
  transp: string;
}

function parseWithIcalJs(text: string): { calendar: any; events: Parsed[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((v: any) => {
    const start = v.getFirstPropertyValue("dtstart");
    const end = v.getFirstPropertyValue("dtend");
    expect(start.isDate && end.isDate).toBe(true);
    return {
      uid: v.getFirstPropertyValue("uid"),
      start: start.toString(),
      end: end.toString(),
      summary: v.getFirstPropertyValue("summary"),
      description: v.getFirstPropertyValue("description"),
      dtstamp: v.getFirstPropertyValue("dtstamp").toString(),
      transp: v.getFirstPropertyValue("transp"),
    };
  });
  return { calendar, events };
}

/**
 * RFC 5545 byte rules: no BOM, CRLF only and at the end, every physical line ≤ 75 octets and valid UTF-8 alone. A
 * per-byte assertion is made only where its condition fails (it then fails, naming the place): an assertion per line
 * of an 11-year feed cost seconds.
 */
function expectBytes(bytes: Uint8Array): void {
  expect([bytes[0], bytes[1], bytes[2]]).not.toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.at(-2)).toBe(0x0d);
  expect(bytes.at(-1)).toBe(0x0a);
  let lineStart = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0a && bytes[i - 1] !== 0x0d) expect(bytes[i - 1], `bare LF at ${i}`).toBe(0x0d);
    if (bytes[i] === 0x0d) {
      if (bytes[i + 1] !== 0x0a) expect(bytes[i + 1], `bare CR at ${i}`).toBe(0x0a);
      const line = bytes.subarray(lineStart, i);
      if (line.length > 75) expect(line.length, `line at ${lineStart}`).toBeLessThanOrEqual(75);
      strict.decode(line); // throws on a split character
      lineStart = i + 2;
    }
  }
}

/** The unfolded content lines (RFC 5545 §3.1). */
const unfolded = (text: string): string[] =>
  text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .slice(0, -1);

/** TEXT values of SUMMARY / DESCRIPTION / names: no unescaped `,` `;` or raw newline; every backslash starts a valid escape. */
function expectEscaped(text: string): void {
  for (const line of unfolded(text)) {
    const m = /^(SUMMARY|DESCRIPTION|X-WR-CALNAME|NAME|X-WR-CALDESC):(.*)$/.exec(line);
    if (!m) continue;
    expect(m[2]!.replace(/\\[\\;,nN]/g, "")).not.toMatch(/[\\;,]/);
  }
}

/**
 * The ical.js events of each feed text whose byte, escaping and parser checks passed: the same bytes checked again (the
 * Lite test's feed is the everything-at-once test's) would repeat every check on the same input.
 */
const validated = new Map<string, Parsed[]>();

/** Every check of a valid feed; returns the ical.js events. */
function expectValid(f: Feed): Parsed[] {
  expect(f.status, f.text.slice(0, 300)).toBe(200);
  expect(f.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const known = validated.get(f.text);
  if (known !== undefined) return known;
  expectBytes(f.bytes);
  expectEscaped(f.text);
  const { calendar, events } = parseWithIcalJs(f.text);
  for (const [name, value] of [
    ["version", "2.0"],
    ["calscale", "GREGORIAN"],
    ["method", "PUBLISH"],
    ["x-wr-timezone", "Asia/Tokyo"],
    ["x-published-ttl", "P1D"],
  ])
    expect(calendar.getFirstPropertyValue(name), name).toBe(value);
  expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe("P1D");
  for (const name of ["prodid", "x-wr-calname", "name", "x-wr-caldesc"]) expect(calendar.getFirstPropertyValue(name), name).toBeTruthy();
  expect(f.text).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n");
  expect(f.text).not.toMatch(/TZID/);
  const uids = events.map((e) => e.uid);
  expect(new Set(uids).size).toBe(uids.length);
  // Every event's fields, their problems in one assertion (one per field and event cost half a second over the feeds).
  const dtstamp = new Date(Date.parse(f.headers.get("last-modified")!)).toISOString().replace(".000", "");
  const problems = events.flatMap((e) => [
    ...(/^koyomi-[a-z0-9-]+$/.test(e.uid) && e.uid.length < 255 ? [] : [`${e.uid}: not a UID`]),
    ...(e.end === isoDate(parseIsoDate(e.start)! + 1) ? [] : [`${e.uid}: ends ${e.end}`]),
    ...(e.transp === "TRANSPARENT" ? [] : [`${e.uid}: ${e.transp}`]),
    ...(e.dtstamp === dtstamp ? [] : [`${e.uid}: DTSTAMP ${e.dtstamp}, not ${dtstamp}`]),
  ]);
  expect(problems).toEqual([]);
  const rows = events.map((e) => [e.uid, e.start, e.end, e.summary, e.description]);
  const calname = calendar.getFirstPropertyValue("x-wr-calname");
  for (const [name, parsed] of [
    ["node-ical", parseWithNodeIcal(f.text)],
    ["ts-ics", parseWithTsIcs(f.text)],
  ] as const) {
    expect(parsed.events, name).toEqual(rows);
    expect(parsed.calname, name).toBe(calname);
  }
  validated.set(f.text, events);
  return events;
}

/** The records of a window, both ends included. */
function recordsOf(start: string, end: string): Rec[] {
  const first = parseIsoDate(start)!;
  const last = parseIsoDate(end)!;
  return tree.records.filter((r) => {
    const n = parseIsoDate(r.iso)!;
    return n >= first && n <= last;
  });
}

const byLabel = (entries: readonly { label: string; id: string }[], label: string) => entries.find((e) => e.label === label)!;
const compact = (iso: string): string => iso.replaceAll("-", "");

/** The oracle: the (uid, date, summary) an include item gives for the records, written from the spec. */
function expected(item: string, records: Rec[], lang: "ja" | "en" = "ja"): { uid: string; start: string; summary: string }[] {
  const out: { uid: string; start: string; summary: string }[] = [];
  const name = (e: { label: string; en: string }) => (lang === "ja" ? e.label : e.en);
  records.forEach((r, i) => {
    const prev = i > 0 ? records[i - 1] : tree.records[tree.records.indexOf(r) - 1];
    switch (item) {
      case "rokuyou": {
        const e = byLabel(ROKUYOU_ENTRIES, r.rokuyou) as any;
        out.push({ uid: `koyomi-rokuyou-${e.id}-${compact(r.iso)}`, start: r.iso, summary: name(e) });
        break;
      }
      case "holiday":
        if (r.holiday)
          out.push({
            uid: `koyomi-holiday-${Buffer.from(r.holiday).toString("hex")}-${compact(r.iso)}`,
            start: r.iso,
            summary: name(byLabel(HOLIDAY_ENTRIES, r.holiday) as any),
          });
        break;
      case "moon":
        if (r.moonmark) {
          const e = byLabel(MOONMARK_ENTRIES, r.moonmark) as any;
          out.push({ uid: `koyomi-moon-${e.id}-${compact(r.iso)}`, start: r.iso, summary: name(e) });
        }
        break;
      case "zassetsu":
        for (const n of r.notes_arr) {
          if (n.kind !== "seasonal") continue;
          const e = NOTE_ENTRIES.find((x) => x.id === n.id)! as any;
          out.push({ uid: `koyomi-note-${n.id}-${compact(r.iso)}`, start: r.iso, summary: name(e) });
        }
        break;
      case "kou72":
        if (prev === undefined || prev.kou72 !== r.kou72) {
          const e = byLabel(KOU72_ENTRIES, r.kou72) as any;
          out.push({ uid: `koyomi-kou72-${e.id}-${compact(r.iso)}`, start: r.iso, summary: name(e) });
        }
        break;
    }
  });
  return out;
}

const strip = (events: Parsed[]) => events.map((e) => ({ uid: e.uid, start: e.start, summary: e.summary }));
const sortByUid = <T extends { uid: string }>(list: T[]) => [...list].sort((a, b) => (a.uid < b.uid ? -1 : 1));

describe("feed variants: valid for every parser, byte rules, events equal the records", () => {
  it("a 3-year 六曜 feed (Lite, no credential): every day once, Japanese intact, the glossary summary", async () => {
    const f = await feed("include=rokuyou&years=2025-2027");
    const events = expectValid(f);
    const records = recordsOf("2025-01-01", "2027-12-31");
    expect(events).toHaveLength(records.length);
    expect(strip(events)).toEqual(expected("rokuyou", records));
    const taian = ROKUYOU_ENTRIES.find((e) => e.id === "taian")!;
    expect(events.find((e) => e.summary === "大安")!.description).toBe(taian.summary_ja);
    expect(f.headers.get("cache-control")).toMatch(/^public/);
  });

  it("one item at a time, each language: exactly the records' events (holiday, moon, zassetsu, kou72)", async () => {
    const records = recordsOf("2024-01-01", "2026-12-31");
    for (const item of ["holiday", "moon", "zassetsu", "kou72"]) {
      for (const lang of ["ja", "en"] as const) {
        const events = expectValid(await feed(`include=${item}&years=2024-2026&lang=${lang}`));
        expect(strip(events), `${item} ${lang}`).toEqual(expected(item, records, lang));
      }
    }
  });

  it("lang=en is English throughout: holidays by their glossary English and purpose, the calendar named in words", async () => {
    const f = await feed("include=holiday&years=2026&lang=en");
    const events = expectValid(f);
    const kodomo = HOLIDAY_ENTRIES.find((e) => e.label === "こどもの日")!;
    const may5 = events.find((e) => e.start === "2026-05-05")!;
    expect(may5.summary).toBe(kodomo.en);
    expect(may5.description).toBe(kodomo.summary_en);
    for (const e of events) expect(e.summary + e.description, e.start).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const ja = expectValid(await feed("include=holiday&years=2026"));
    // The Japanese feed keeps its 1.1 bytes: the name, and one description for every holiday.
    const kodomoJa = ja.find((e) => e.start === "2026-05-05")!;
    expect([kodomoJa.summary, kodomoJa.description]).toEqual(["こどもの日", "国民の祝日（振替休日・国民の休日を含む）"]);

    // The calendar's name and description say what it holds in words: no item id, no escaped comma.
    const sekki = await feed("include=sekki,zassetsu,moon&years=2026&lang=en");
    expectValid(sekki);
    const calendar = new ICAL.Component(ICAL.parse(sekki.text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Koyomi: 24 solar terms · seasonal days · new and full moon");
    expect(calendar.getFirstPropertyValue("name")).toBe(calendar.getFirstPropertyValue("x-wr-calname"));
    // A feed of 雑節 names the day rules it follows (feed-rules.test.ts); ical.js leaves an X- property's TEXT escaped.
    expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toBe(
      "24 solar terms · seasonal days · new and full moon (all-day events in Japan time from 2026-01-01 to 2026-12-31)\\nRules: daimyo:25 shanichi:noon jippoukure:10days kyusei_day:koyomi8",
    );
    for (const line of unfolded(sekki.text).filter((l) => /^(X-WR-CALNAME|NAME|X-WR-CALDESC):/.test(l))) expect(line).not.toContain("\\,");
    const all = new ICAL.Component(
      ICAL.parse((await feed("include=holiday,rokuyou,sekki,zassetsu,moon,kou72,eho&years=2026&lang=en")).text),
    );
    const parts = String(all.getFirstPropertyValue("x-wr-calname"))
      .replace(/^Koyomi: /, "")
      .split(" · ");
    expect(parts).toHaveLength(7);
    for (const part of parts) expect(part).not.toMatch(/^(holiday|rokuyou|sekki|zassetsu|moon|kou72|eho)$|rokuyou|zassetsu|kou72/);
  });

  it("節気: one event per term day, with the term's JST instant to the minute; en from the glossary", async () => {
    const records = recordsOf("2026-01-01", "2026-12-31").filter((r) => r.sekki !== "");
    expect(records).toHaveLength(24);
    const ja = expectValid(await feed("include=sekki&years=2026"));
    const en = expectValid(await feed("include=sekki&years=2026&lang=en"));
    expect(ja.map((e) => [e.start, e.summary])).toEqual(records.map((r) => [r.iso, r.sekki]));
    for (const [i, r] of records.entries()) {
      const entry = byLabel(SEKKI_ENTRIES, r.sekki) as any;
      expect(ja[i]!.description).toMatch(
        new RegExp(`^${entry.summary_ja.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n節入り ${r.iso} [0-2][0-9]:[0-5][0-9]（日本時間）$`),
      );
      expect(en[i]!.summary).toBe(entry.en);
      expect(en[i]!.description.endsWith(" JST")).toBe(true);
      expect(ja[i]!.uid).toMatch(new RegExp(`^koyomi-sekki-${entry.id}-[0-9]{4}-${compact(r.iso)}$`));
    }
  });

  it("恵方 (eho): one event on each 節分, the direction of the year that begins at 立春 the next day", async () => {
    const ja = expectValid(await feed("include=eho&years=2024-2026"));
    const en = expectValid(await feed("include=eho&years=2024-2026&lang=en"));
    // Published 恵方 (test/reference/eho_2000_2043.csv): 2024 東北東, 2025 西南西, 2026 南南東 — each on the 節分 before its 立春.
    expect(ja.map((e) => [e.start, e.summary])).toEqual([
      ["2024-02-03", "恵方 東北東"],
      ["2025-02-02", "恵方 西南西"],
      ["2026-02-03", "恵方 南南東"],
    ]);
    expect(ja[2]!.description).toMatch(/丙の方角、北から時計回りに165°$/);
    expect(en[2]!.summary).toMatch(/^Lucky direction \(eho\): /);
    expect(ja[2]!.uid).toMatch(/^koyomi-eho-[a-z0-9-]+-20260203$/);
  });

  it("節気 instants agree with NAOJ's 暦要項 2024–2027 (test/reference) to within a minute, on the published day", async () => {
    const rows = readFileSync(resolve(import.meta.dirname, "../../reference/naoj_sekki24_2024_2027.csv"), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => l.split(","));
    const events = expectValid(await feed(`include=sekki&years=2024-2026&${PRO}`));
    const events2027 = expectValid(await feed("include=sekki&years=2027"));
    const instants = new Map(
      [...events, ...events2027].map((e) => [`${e.start} ${e.summary}`, /節入り ([0-9-]{10} [0-9:]{5})/.exec(e.description)![1]!]),
    );
    expect(rows).toHaveLength(96);
    let worst = 0;
    for (const [date, time, name] of rows) {
      const instant = instants.get(`${date} ${name}`);
      expect(instant, `${date} ${name}`).toBeDefined();
      const minutes = (Date.parse(`${instant!.replace(" ", "T")}:00+09:00`) - Date.parse(`${date}T${time}:00+09:00`)) / 60_000;
      worst = Math.max(worst, Math.abs(minutes));
    }
    expect(worst).toBeLessThanOrEqual(1);
  });

  it("everything at once (Lite): the union of the items, nothing else; a note asked twice is one event", async () => {
    const all = "holiday,rokuyou,sekki,zassetsu,moon,kou72,eho";
    const events = expectValid(await feed(`include=${all}&years=2025-2027`));
    const records = recordsOf("2025-01-01", "2027-12-31");
    const union = ["holiday", "rokuyou", "zassetsu", "moon", "kou72"].flatMap((i) => expected(i, records));
    const sekkiDays = records.filter((r) => r.sekki !== "").length;
    expect(events).toHaveLength(union.length + sekkiDays + 3); // and one 恵方 a year
    expect(sortByUid(strip(events).filter((e) => !e.uid.startsWith("koyomi-sekki-") && !e.uid.startsWith("koyomi-eho-")))).toEqual(
      sortByUid(union),
    );
    const withNotes = expectValid(await feed(`include=zassetsu&notes=setsubun,tensha&years=2025-2027&${PRO}`));
    const setsubun = withNotes.filter((e) => e.uid.startsWith("koyomi-note-setsubun-"));
    expect(setsubun).toHaveLength(3);
  });

  it("an 11-year notes feed (Pro): one event per requested note on every day that has it", async () => {
    const f = await feed(`notes=tensha,ichiryu-manbai,一粒万倍日&years=${FROM}-${TO}&${PRO}`);
    const events = expectValid(f);
    const want = tree.records.flatMap((r) =>
      r.notes_arr
        .filter((n: any) => n.id === "tensha" || n.id === "ichiryu-manbai")
        .map((n: any) => ({ uid: `koyomi-note-${n.id}-${compact(r.iso)}`, start: r.iso, summary: n.label })),
    );
    expect(strip(events)).toEqual(want);
    expect(f.headers.get("cache-control")).toMatch(/^private/);
  });

  it("a purpose feed (Pro) equals /gw/find for the purpose: the same days, the score in the summary", async () => {
    const events = expectValid(await feed(`purpose=wedding&years=2025&${PRO}`));
    const found: { iso: string; score: number }[] = [];
    let start: string | null = "2025-01-01";
    while (start !== null) {
      const res = await tree.handler(new Request(`http://x/gw/find?purpose=wedding&start=${start}&end=2025-12-31&limit=366&${PRO}`));
      const json: any = await res.json();
      expect(res.status).toBe(200);
      found.push(...json.days.map((d: any) => ({ iso: d.iso, score: d.score })));
      start = json.next;
    }
    expect(found.length).toBeGreaterThan(0);
    expect(events.map((e) => [e.start, e.summary])).toEqual(found.map((d) => [d.iso, `結婚式（点数 ${d.score}）`]));
    const en = expectValid(await feed(`purpose=結婚式&years=2025&lang=en&${PRO}`));
    expect(en.map((e) => e.summary)).toEqual(found.map((d) => `Wedding (score ${d.score})`));
  });

  it("the wedding feed of the 14-month rolling window lists good days only: no score ≤ 0, no 受死日 or 十死日; min_score moves it both ways", async () => {
    const score = (e: Parsed): number => Number(/（点数 (-?\d+)）$/.exec(e.summary)![1]);
    const byIso = new Map(tree.records.map((r) => [r.iso as string, r]));
    const f = await feed(`purpose=wedding&${PRO}`);
    const events = expectValid(f);
    expect(events.length).toBeGreaterThan(100);
    expect(events[0]!.start >= "2025-05-01" && events.at(-1)!.start <= "2026-06-30").toBe(true);
    expect(events.filter((e) => score(e) <= 0).map((e) => e.summary)).toEqual([]);
    for (const e of events) {
      const notes = byIso.get(e.start)!.notes_arr.map((n: Rec) => n.label);
      expect(
        notes.filter((n: string) => n === "受死日" || n === "十死日"),
        e.start,
      ).toEqual([]);
    }
    const lower = await feed(`purpose=wedding&min_score=-20&${PRO}`);
    const wider = expectValid(lower);
    expect(wider.length).toBeGreaterThan(events.length);
    expect(events.filter((e) => !wider.some((w) => w.uid === e.uid))).toEqual([]);
    const higher = expectValid(await feed(`purpose=wedding&min_score=5&${PRO}`));
    expect(higher.length).toBeLessThan(events.length);
    expect(higher.every((e) => score(e) >= 5 && events.some((d) => d.uid === e.uid))).toBe(true);
    expect(lower.headers.get("etag")).not.toBe(f.headers.get("etag"));
    for (const [query, value] of [
      [`purpose=wedding&min_score=21&${PRO}`, "21"],
      [`purpose=wedding&min_score=one&${PRO}`, "one"],
      ["include=rokuyou&min_score=2", "2"],
    ] as const) {
      const bad = await feed(query);
      expect([bad.status, bad.headers.get("content-type")], query).toEqual([400, "application/json; charset=utf-8"]);
      expect(JSON.parse(bad.text), query).toMatchObject({ ok: false, code: "INVALID_PARAMETER", parameter: "min_score", value });
    }
  });

  it("the rolling default: first day of the previous JST month through 12 months ahead (clock 2025-06-01 JST)", async () => {
    const events = expectValid(await feed("include=rokuyou"));
    expect(events[0]!.start).toBe("2025-05-01");
    expect(events.at(-1)!.start).toBe("2026-06-30");
    expect(events).toHaveLength(dayNumber(2026, 6, 30) - dayNumber(2025, 5, 1) + 1);
  });
});

describe("UIDs", () => {
  it("are identical across two generations, and equal feeds have equal bytes and ETags", async () => {
    // A tree other files generate too (one generation a run), holding the years of both feeds.
    const other = await generatedTree(2025, 2027);
    try {
      for (const query of [
        "include=holiday,rokuyou,sekki,zassetsu,moon,kou72&years=2025-2026",
        `purpose=moving&notes=tensha&years=2026&${PRO}`,
      ]) {
        const a = await feed(query);
        const b = await feed(query, {}, other.handler);
        expect(parseWithIcalJs(b.text).events.map((e) => e.uid)).toEqual(parseWithIcalJs(a.text).events.map((e) => e.uid));
        expect(b.text).toBe(a.text);
      }
    } finally {
      other.cleanup();
    }
  }, 120_000);
});

describe("Lite and Pro", () => {
  it("a Lite feed needs no credential and holds no Pro value: only Lite items, seasonal notes and 候", async () => {
    // Every Lite item at once (the everything-at-once test's feed): a Pro value in any of them shows here.
    const f = await feed("include=holiday,rokuyou,sekki,zassetsu,moon,kou72,eho&years=2025-2027");
    const events = expectValid(f);
    const seasonal = new Set(NOTE_ENTRIES.filter((n) => n.kind === "seasonal").map((n) => n.id));
    for (const e of events) {
      const [, item, rest] = /^koyomi-([a-z0-9]+)-(.*)$/.exec(e.uid)!;
      expect(["holiday", "rokuyou", "sekki", "note", "moon", "kou72", "eho"]).toContain(item);
      if (item === "note") expect(seasonal.has(rest!.replace(/-[0-9]{8}$/, ""))).toBe(true);
    }
    const summaries = new Set(events.map((e) => e.summary));
    for (const entry of [
      ...JUNICHOKU_ENTRIES,
      ...SHUKU28_ENTRIES,
      ...KANSHI_ENTRIES,
      ...NOTE_ENTRIES.filter((n) => n.kind !== "seasonal"),
    ]) {
      expect(summaries.has(entry.label), entry.label).toBe(false);
    }
    expect(f.text).not.toMatch(/purpose|点数/);
  });

  it("Pro parameters without a Pro credential are 403 PLAN_REQUIRED (JSON); a bad token 403 AUTH_FAILED; limits and errors stay JSON", async () => {
    const cases: [string, number, string][] = [
      ["notes=tensha", 403, "PLAN_REQUIRED"],
      ["purpose=wedding&include=rokuyou", 403, "PLAN_REQUIRED"],
      [`include=rokuyou&token=${TOKENS.unknown}`, 403, "AUTH_FAILED"],
      [`include=rokuyou&token=${TOKENS.revoked}`, 403, "AUTH_FAILED"],
      ["include=rokuyou&years=2025-2028", 403, "RANGE_TOO_LONG"],
      [`include=rokuyou&years=${FROM}-${TO + 1}&${PRO}`, 403, "RANGE_TOO_LONG"],
      ["include=rokuyou&years=2031", 404, "OUT_OF_COVERAGE"],
      ["include=rokuyou&years=2019-2020", 404, "OUT_OF_COVERAGE"],
      ["", 400, "INVALID_PARAMETER"],
      ["years=2025", 400, "INVALID_PARAMETER"],
      ["include=weather", 400, "INVALID_PARAMETER"],
      ["include=rokuyou&lang=fr", 400, "INVALID_PARAMETER"],
      ["include=rokuyou&years=25", 400, "INVALID_YEARS"],
      ["include=rokuyou&years=2026-2025", 400, "INVALID_YEARS"],
      [`notes=nonsense&${PRO}`, 400, "INVALID_PARAMETER"],
      [`purpose=nap&${PRO}`, 400, "INVALID_PARAMETER"],
    ];
    for (const [query, status, code] of cases) {
      const f = await feed(query);
      expect(f.status, query).toBe(status);
      expect(f.headers.get("content-type"), query).toBe("application/json; charset=utf-8");
      expect(JSON.parse(f.text).code, query).toBe(code);
    }
    expect((await feed(`include=rokuyou&years=${FROM}-${TO}&${PRO}`)).status).toBe(200);
    expect((await feed(`include=rokuyou`, { authorization: `Bearer ${TOKENS.pro}` })).status).toBe(200);
    expect((await feed("include=六曜,祝日&years=2025")).status).toBe(200);
  });
});

describe("HTTP", () => {
  it("ETag and Last-Modified; 304 by either; HEAD has the length and no body; no Accept dependence", async () => {
    const f = await feed("include=holiday&years=2025");
    const etag = f.headers.get("etag")!;
    const lastModified = f.headers.get("last-modified")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await feed("include=holiday&years=2025", { "if-none-match": etag })).status).toBe(304);
    const byDate = await feed("include=holiday&years=2025", { "if-modified-since": lastModified });
    expect(byDate.status).toBe(304);
    expect(byDate.headers.get("etag")).toBe(etag);
    expect(byDate.headers.get("last-modified")).toBe(lastModified);
    expect((await feed("include=holiday&years=2025", { "if-modified-since": "Thu, 01 Jan 1970 00:00:00 GMT" })).status).toBe(200);
    expect((await feed("include=holiday&years=2025", { "if-none-match": '"other"', "if-modified-since": lastModified })).status).toBe(200);
    const head = await feed("include=holiday&years=2025", {}, tree.handler, "HEAD");
    expect(head.bytes.length).toBe(0);
    expect(head.headers.get("content-length")).toBe(String(f.bytes.length));
    const accept = await feed("include=holiday&years=2025", { accept: "application/json" });
    expect(accept.text).toBe(f.text);
    expect((await feed("include=holiday,moon&years=2025")).headers.get("etag")).not.toBe(etag);
    expect((await feed("include=moon,holiday,moon&years=2025")).headers.get("etag")).toBe(
      (await feed("include=holiday,moon&years=2025")).headers.get("etag"),
    );
  });
});

describe("a rolling feed moves its Last-Modified with its window (Apple revalidates by date)", () => {
  it("after the data's release, Last-Modified is JST midnight of the current month, and an older copy gets a 200", async () => {
    const at = (nowMs: number) =>
      createHandler({
        origin: createFsOrigin({ root: join(tree.dir, "public") }),
        tokens: memoryTokenStore([]),
        limiter: new MemoryRateLimiter(),
        clock: () => nowMs,
        config: { serviceName: "koyomi-api", rateLimits: { lite: 1e6, pro: 1e6, ultra: 1e6 } },
      });
    const january = await feed("include=rokuyou", {}, at(Date.parse("2027-01-10T00:00:00Z")));
    expect(january.headers.get("last-modified")).toBe("Thu, 31 Dec 2026 15:00:00 GMT");
    const february = at(Date.parse("2027-02-02T00:00:00Z"));
    const later = await feed("include=rokuyou", { "if-modified-since": january.headers.get("last-modified")! }, february);
    expect(later.status).toBe(200);
    expect(parseWithIcalJs(later.text).events[0]!.start).toBe("2027-01-01");
    expect((await feed("include=rokuyou", { "if-modified-since": later.headers.get("last-modified")! }, february)).status).toBe(304);
    // fixed years keep the data's date
    const dataLastModified = (await feed("include=rokuyou&years=2027")).headers.get("last-modified")!;
    expect(Date.parse(dataLastModified)).toBeLessThan(Date.parse(january.headers.get("last-modified")!));
    expect((await feed("include=rokuyou&years=2027", {}, february)).headers.get("last-modified")).toBe(dataLastModified);
  });
});

describe("sizes (reported, bounded)", () => {
  it("a 3-year 六曜 feed and an 11-year notes feed stay under Google's ~1 MB", async () => {
    const rokuyou = await feed("include=rokuyou&years=2025-2027");
    const notes = await feed(`notes=tensha,ichiryu-manbai&years=${FROM}-${TO}&${PRO}`);
    console.info(
      `feed sizes: 3-year rokuyou ${rokuyou.bytes.length} bytes; 11-year tensha+ichiryu-manbai ${notes.bytes.length} bytes; ${encoder.encode("").length}`,
    );
    expect(rokuyou.bytes.length).toBeLessThan(1024 * 1024);
    expect(notes.bytes.length).toBeLessThan(1024 * 1024);
  });
});

describe("the OpenAPI document's feed example", () => {
  it("is the start of the service's answer to its query, byte for byte", async () => {
    const { status, text } = await feed(EXAMPLE_FEED_QUERY);
    expect(status).toBe(200);
    const shown = EXAMPLE_FEED_LINES.slice(0, EXAMPLE_FEED_LINES.indexOf("…"));
    expect(text.startsWith(`${shown.join("\r\n")}\r\n`)).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
