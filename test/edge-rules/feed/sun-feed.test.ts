/**
 * The feed's `sun` item (docs/interface.md#calendar-subscriptions) over a real generated tree (2020–2030): each day's
 * sunrise and sunset at `place`, the day records' own minutes — a capital's prerendered ones on Japan's clock (tokyo,
 * osaka), a point's in its zone (New York on its clock) equal to `/gw/range` with the same place and tz; a polar day and
 * night name their reason; Pro only (Lite 403 PLAN_REQUIRED); place, elev and tz checked as on the day endpoints (400
 * naming them) and, without sun, ignored with the key and ETag of before; UIDs stable and unique; the event limit holds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { dayNumber } from "../../../calendar/time/day-number.ts";
import { FEED_SUN_WORDS } from "../../../schemas/feed.ts";
import { buildGlossary } from "../../../schemas/glossary/index.ts";
import { feedKey, feedWindow, parseFeed } from "../../../edge-rules/feed/request.ts";
import { feedCost } from "../../../edge-rules/endpoints/calendar-feed.ts";
import { sunSummary } from "../../../edge-rules/feed/sun-events.ts";
import type { SunTime } from "../../../edge-rules/origin/point-times.ts";
import { calendarFeedUrl } from "../../../edge-rules/mcp/feed-url.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { parseWithNodeIcal } from "../../support/ics-parsers.ts";
import { TOKENS } from "../fixtures.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
}, 180_000);
afterAll(() => tree?.cleanup());

const PRO = `token=${TOKENS.pro}`;

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

async function get(path: string): Promise<Answer> {
  const res = await tree.handler(new Request(`http://127.0.0.1${path}`));
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const feed = (query: string): Promise<Answer> => get(`/gw/calendar.ics?${query}`);

interface SunEvent {
  readonly uid: string;
  readonly date: string;
  readonly summary: string;
  readonly description: string;
}

/** A feed's events as ical.js reads them (all-day, one day each). */
function events(text: string): SunEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((v: any) => {
    const start = v.getFirstPropertyValue("dtstart");
    const end = v.getFirstPropertyValue("dtend");
    expect(start.isDate && end.isDate).toBe(true);
    expect(end.toJSDate().getTime() - start.toJSDate().getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    return {
      uid: v.getFirstPropertyValue("uid"),
      date: start.toString(),
      summary: v.getFirstPropertyValue("summary"),
      description: v.getFirstPropertyValue("description"),
    };
  });
}

/** A record's `sun` as a feed's SUMMARY writes it (`日の出 6:51 日の入り 16:28`); a null as a day without the event. */
function expectedSummary(sun: { rise: string | null; set: string | null }, lang: "ja" | "en"): string {
  const time = (t: string | null): SunTime => (t === null ? { time: null, reason: "no_event" } : { time: t, reason: null });
  return sunSummary({ rise: time(sun.rise), set: time(sun.set) }, lang);
}

/** The days of `/gw/range` (Pro) from `start` to `end` with `query`. */
async function rangeDays(start: string, end: string, query = ""): Promise<Record<string, any>[]> {
  const answer = await get(`/gw/range/${start}/${end}?${PRO}${query === "" ? "" : `&${query}`}`);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return JSON.parse(answer.text).days;
}

describe("include=sun: the day records' sunrise and sunset", () => {
  it("tokyo (the default) on Japan's clock: every day of a year, the records' minutes, the place and NAOJ's convention named", async () => {
    const f = await feed(`include=sun&years=2026&${PRO}`);
    expect(f.status, f.text.slice(0, 300)).toBe(200);
    const got = events(f.text);
    const days = await rangeDays("2026-01-01", "2026-12-31");
    expect(got.map((e) => e.date)).toEqual(days.map((d) => d.iso));
    expect(got.map((e) => e.summary)).toEqual(days.map((d) => expectedSummary(d.sun, "ja")));
    expect(got[0]!.summary).toBe("日の出 6:51 日の入り 16:38");
    expect(got[0]!.description).toContain("東京");
    expect(got[0]!.description).toContain("日本時間（Asia/Tokyo）");
    expect(got[0]!.description).toContain("太陽の上端");
    expect(got[0]!.uid).toBe("koyomi-sun-tokyo-0651-1638-20260101");
    // place=tokyo, tz=Asia/Tokyo and tz=auto are the default place on Japan's clock: the same feed, the same ETag.
    for (const same of ["place=tokyo", "tz=Asia/Tokyo", "place=tokyo&tz=auto"]) {
      const g = await feed(`include=sun&years=2026&${same}&${PRO}`);
      expect(g.headers.get("etag"), same).toBe(f.headers.get("etag"));
      expect(g.text, same).toBe(f.text);
    }
    // Another parser reads it too.
    expect(parseWithNodeIcal(f.text).events.length).toBe(365);
  });

  it("another capital (osaka): its prerendered times, as /gw/range?place=osaka swaps them; English words", async () => {
    const f = await feed(`include=sun&place=osaka&years=2025&lang=en&${PRO}`);
    expect(f.status).toBe(200);
    const got = events(f.text);
    const days = [
      ...(await rangeDays("2025-01-01", "2025-06-30", "place=osaka")),
      ...(await rangeDays("2025-07-01", "2025-12-31", "place=osaka")),
    ];
    expect(got.map((e) => e.summary)).toEqual(days.map((d) => expectedSummary(d.sun, "en")));
    expect(got[0]!.summary).toMatch(/^Sunrise [0-9]{1,2}:[0-9]{2} Sunset [0-9]{1,2}:[0-9]{2}$/);
    expect(got[0]!.description).toContain("Place: Osaka");
    expect(f.text).toContain("X-WR-CALNAME:Koyomi: sunrise and sunset (Osaka)");
    // Not Tokyo's.
    const tokyo = events((await feed(`include=sun&years=2025&lang=en&${PRO}`)).text);
    expect(got.filter((e, i) => e.summary !== tokyo[i]!.summary).length).toBeGreaterThan(300);
  });

  it("a point in New York on its clock (tz=America/New_York) gives /gw/range's times with the same place and tz, days on its civil dates", async () => {
    const place = "place=40.7128,-74.006&tz=America/New_York";
    const f = await feed(`include=sun&years=2026&${place}&${PRO}`);
    expect(f.status, f.text.slice(0, 300)).toBe(200);
    const got = events(f.text);
    const days = [...(await rangeDays("2026-01-01", "2026-06-30", place)), ...(await rangeDays("2026-07-01", "2026-12-31", place))];
    expect(got.map((e) => e.date)).toEqual(days.map((d) => d.iso));
    expect(got.map((e) => e.summary)).toEqual(days.map((d) => expectedSummary(d.sun, "ja")));
    // docs/interface.md#places: 2026-06-21 in New York, 05:25 and 20:31 on its summer clock.
    expect(got.find((e) => e.date === "2026-06-21")!.summary).toBe("日の出 5:25 日の入り 20:31");
    expect(got[0]!.description).toContain("北緯40.7128° 西経74.006°");
    expect(got[0]!.description).toContain("America/New_York");
    expect(got[0]!.uid).toMatch(/^koyomi-sun-40p7128-m74p006-[0-9]{4}-[0-9]{4}-20260101$/);
    // The catalogue's place by id, tz=auto: its own coordinates, named.
    const named = await feed(`include=sun&years=2026&place=new-york-city&tz=auto&lang=en&${PRO}`);
    expect(named.status).toBe(200);
    const city = events(named.text);
    expect(city.find((e) => e.date === "2026-06-21")!.summary).toBe("Sunrise 5:25 Sunset 20:31");
    expect(city[0]!.description).toContain("New York City");
    expect(city[0]!.uid).toMatch(/^koyomi-sun-new-york-city-/);
  });

  it("a polar point (Longyearbyen) names the reason of a day without sunrise or sunset: the midnight sun, the polar night", async () => {
    const f = await feed(`include=sun&years=2026&place=78.22,15.65&tz=Europe/Oslo&${PRO}`);
    expect(f.status, f.text.slice(0, 300)).toBe(200);
    const got = new Map(events(f.text).map((e) => [e.date, e]));
    expect(got.size).toBe(365);
    const words = FEED_SUN_WORDS.ja;
    // The reasons' words are the glossary's sky_none entries, the reasons a point's record names in sky.none.
    const glossary = buildGlossary().fields.sky_none;
    expect(Object.values(words.reasons)).toEqual(glossary.map((e) => e.label));
    expect(Object.values(FEED_SUN_WORDS.en.reasons)).toEqual(glossary.map((e) => e.en));
    const up = words.reasons.always_above;
    const down = words.reasons.always_below;
    expect(got.get("2026-06-21")!.summary).toBe(`${words.none(words.rise, up)} ${words.none(words.set, up)}`);
    expect(got.get("2026-12-21")!.summary).toBe(`${words.none(words.rise, down)} ${words.none(words.set, down)}`);
    expect(got.get("2026-06-21")!.summary).toBe("日の出なし（沈まない） 日の入りなし（沈まない）");
    expect(got.get("2026-12-21")!.summary).toBe("日の出なし（昇らない） 日の入りなし（昇らない）");
    expect(got.get("2026-06-21")!.uid).toBe("koyomi-sun-78p22-15p65-up-up-20260621");
    expect(got.get("2026-12-21")!.uid).toBe("koyomi-sun-78p22-15p65-down-down-20261221");
    // Every day the records have null, the feed says why; every time it has, the feed prints.
    const days = await rangeDays("2026-06-01", "2026-06-30", "place=78.22,15.65&tz=Europe/Oslo");
    for (const d of days) {
      expect(d.sun).toEqual({ rise: null, set: null });
      expect(got.get(d.iso)!.summary).toContain("（沈まない）");
    }
    const spring = await rangeDays("2026-02-10", "2026-04-30", "place=78.22,15.65&tz=Europe/Oslo");
    for (const d of spring) {
      const summary = got.get(d.iso)!.summary;
      if (d.sun.rise !== null) expect(summary).toContain(`日の出 ${d.sun.rise.replace(/^0/, "")}`);
      else expect(summary).toMatch(/日の出なし（(昇らない|沈まない|この日は起こらない)）/);
    }
    const en = events((await feed(`include=sun&years=2026&place=78.22,15.65&tz=Europe/Oslo&lang=en&${PRO}`)).text);
    expect(en.find((e) => e.date === "2026-06-21")!.summary).toBe("No sunrise (up all day) No sunset (up all day)");
    expect(en.find((e) => e.date === "2026-12-21")!.summary).toBe("No sunrise (down all day) No sunset (down all day)");
  });

  it("with the other items: each day's sun after the day's almanac events, the calendar named with the place", async () => {
    const f = await feed(`include=holiday,sun&years=2026&place=sapporo&${PRO}`);
    expect(f.status).toBe(200);
    const got = events(f.text);
    expect(got.filter((e) => e.uid.startsWith("koyomi-sun-sapporo-")).length).toBe(365);
    const newYear = got.filter((e) => e.date === "2026-01-01").map((e) => e.uid.split("-")[1]);
    expect(newYear).toEqual(["holiday", "sun"]);
    expect(f.text).toContain("X-WR-CALNAME:暦 祝日・日の出入り（札幌）");
  });
});

describe("the plan, the parameters and the key", () => {
  it("Lite asking for sun is 403 PLAN_REQUIRED, JSON, with the API's message", async () => {
    for (const query of ["include=sun&years=2026", "include=holiday,sun&years=2026&place=osaka"]) {
      const f = await feed(query);
      expect(f.status, query).toBe(403);
      expect(f.headers.get("content-type")).toBe("application/json; charset=utf-8");
      const body = JSON.parse(f.text);
      expect(body.code).toBe("PLAN_REQUIRED");
      expect(body.error).toBe("include=sun needs a Pro or Ultra plan");
    }
    const both = JSON.parse((await feed("include=sun&notes=tensha&years=2026")).text);
    expect(both.error).toBe("include=sun and notes need a Pro or Ultra plan");
  });

  it("a bad place, elev or tz is 400 INVALID_PARAMETER naming it, with sun or without (the day endpoints' parser and messages)", async () => {
    const cases: [string, string][] = [
      ["place=xyzzy-nowhere", "place"],
      ["place=95,10", "place"],
      ["place=35.0;135.7", "place"],
      ["place=osaka&elev=10", "elev"],
      ["place=35,135&elev=99999", "elev"],
      ["elev=10", "elev"],
      ["place=35,135&tz=Mars/Olympus", "tz"],
      ["tz=+05:00", "tz"],
      ["place=0,-150&tz=auto", "tz"],
    ];
    for (const [query, parameter] of cases) {
      for (const include of ["include=sun", "include=holiday"]) {
        const f = await feed(`${include}&years=2026&${query}&${PRO}`);
        expect(f.status, `${include}&${query}`).toBe(400);
        const body = JSON.parse(f.text);
        expect(body.code, query).toBe("INVALID_PARAMETER");
        expect(body.parameter, query).toBe(parameter);
        const day = JSON.parse((await get(`/gw/day/2026-01-01?${query}&${PRO}`)).text);
        expect(body.error, query).toBe(day.error);
      }
    }
  });

  it("without sun, place, elev and tz change nothing: the bytes, the ETag and the key of before", async () => {
    const plain = await feed("include=holiday&years=2025");
    for (const extra of ["place=osaka", "place=40.7128,-74.006&elev=10&tz=America/New_York", "place=new-york-city&tz=auto"]) {
      const f = await feed(`include=holiday&years=2025&${extra}`);
      expect(f.status, extra).toBe(200);
      expect(f.headers.get("etag"), extra).toBe(plain.headers.get("etag"));
      expect(f.text, extra).toBe(plain.text);
    }
    // The key of a feed without sun, as it was before the item existed.
    const parsed = parseFeed(new URLSearchParams("include=holiday&years=2025&place=osaka&tz=Europe/London"));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const window = feedWindow(parsed.request, { from: 2020, to: 2030 }, 0);
    if (!window.ok) throw new Error("window");
    expect(feedKey(parsed.request, window.window)).toBe("calendar-ics/2|holiday|||2025-01-01|2025-12-31|ja");
    // With sun the place enters it, spelled as the day bodies' keys spell it.
    const keyOf = (query: string): string => {
      const p = parseFeed(new URLSearchParams(query));
      if (!p.ok) throw new Error(p.error.message);
      return feedKey(p.request, { startDay: dayNumber(2025, 1, 1), endDay: dayNumber(2025, 12, 31) });
    };
    expect(keyOf("include=sun&years=2025")).toBe("calendar-ics/2|sun|||2025-01-01|2025-12-31|ja|place=tokyo");
    expect(keyOf("include=sun&years=2025&place=tokyo&tz=Asia/Tokyo")).toBe(keyOf("include=sun&years=2025"));
    expect(keyOf("include=sun&years=2025&place=osaka")).toBe("calendar-ics/2|sun|||2025-01-01|2025-12-31|ja|place=osaka");
    expect(keyOf("include=sun&years=2025&place=40.71280,-74.006&elev=10&tz=america/new_york")).toBe(
      "calendar-ics/2|sun|||2025-01-01|2025-12-31|ja|place=40.7128,-74.006,10|tz=America/New_York",
    );
  });

  it("UIDs are stable across requests and unique in the feed; equal feeds have equal bytes and ETags", async () => {
    const query = `include=sun,rokuyou&years=2026&place=new-york-city&tz=auto&${PRO}`;
    const a = await feed(query);
    const b = await feed(query);
    expect(b.text).toBe(a.text);
    expect(b.headers.get("etag")).toBe(a.headers.get("etag"));
    const uids = events(a.text).map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    for (const uid of uids) expect(uid).toMatch(/^koyomi-[a-z0-9-]+-[0-9]{8}$/);
    // Another place, another feed.
    expect((await feed(`include=sun,rokuyou&years=2026&place=paris&tz=auto&${PRO}`)).headers.get("etag")).not.toBe(a.headers.get("etag"));
  });

  it("the event limit holds: 11 years of sun fit; with 六曜 too it is 400 FEED_TOO_LARGE", async () => {
    const eleven = await feed(`include=sun&years=2020-2030&${PRO}`);
    expect(eleven.status).toBe(200);
    expect(events(eleven.text).length).toBe(dayNumber(2030, 12, 31) - dayNumber(2020, 1, 1) + 1);
    const over = await feed(`include=rokuyou,sun&years=2020-2030&${PRO}`);
    expect(over.status).toBe(400);
    expect(JSON.parse(over.text).code).toBe("FEED_TOO_LARGE");
  });

  it("a point's sun costs its computed days, as a range at a point does; a capital's costs 1", () => {
    const costOf = (query: string): number => {
      const p = parseFeed(new URLSearchParams(query));
      if (!p.ok) throw new Error(p.error.message);
      const span = { startDay: dayNumber(2026, 1, 1), endDay: dayNumber(2026, 12, 31) };
      return feedCost({ request: p.request, window: span, span });
    };
    expect(costOf("include=sun&years=2026")).toBe(1);
    expect(costOf("include=sun&place=osaka&years=2026")).toBe(1);
    expect(costOf("include=sun&place=78.22,15.65&years=2026")).toBe(73);
    expect(costOf("include=sun&place=osaka&tz=America/New_York&years=2026")).toBe(73);
    expect(costOf("include=holiday&place=78.22,15.65&years=2026")).toBe(1);
  });
});

describe("calendar_feed_url", () => {
  it("carries place, elev and tz, needs the token for sun, and refuses a bad one naming it", () => {
    const answer = calendarFeedUrl("https://koyomi.example", {
      include: ["sun"],
      place: "40.7128,-74.006",
      elev: 10,
      tz: "America/New_York",
    });
    expect(answer).toMatchObject({
      ok: true,
      url: "https://koyomi.example/gw/calendar.ics?include=sun&place=40.7128,-74.006&elev=10&tz=America/New_York",
      needs_token: true,
    });
    const parsed = parseFeed(new URL((answer as { url: string }).url).searchParams);
    expect(parsed.ok && typeof parsed.request.place === "object" && parsed.request.place?.zone?.name).toBe("America/New_York");
    expect(calendarFeedUrl("https://koyomi.example", { include: ["holiday"], place: "osaka" })).toMatchObject({ needs_token: false });
    for (const [args, parameter] of [
      [{ include: ["sun"], place: "xyzzy-nowhere" }, "place"],
      [{ include: ["sun"], place: "osaka", elev: 5 }, "elev"],
      [{ include: ["sun"], tz: "Mars/Olympus" }, "tz"],
    ] as const) {
      const refused = calendarFeedUrl("https://koyomi.example", args) as { code?: string; fields?: { parameter?: string } };
      expect(refused.code, JSON.stringify(args)).toBe("INVALID_PARAMETER");
      expect(refused.fields?.parameter, JSON.stringify(args)).toBe(parameter);
    }
  });
});
