/**
 * `tz=` on day, range and bulk (docs/interface.md#places) through the handler, on the generated tree of 2026–2027: a
 * point's times on a zone's civil days and clock (New York against astronomy-engine's own searches, across both of
 * its 2026 clock changes), `sky.clock`, a place id or the default place computed at its NAOJ point in the zone, the
 * answers without `tz` and with `Asia/Tokyo` unchanged (bytes and ETag), the lite view unchanged, the 400, the key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { astronomy, Body, MakeTime, Observer, SearchAltitude } from "../../../calendar/astronomy/engine.ts";
import { sunRiseSetAltitudeDeg } from "../../../calendar/astronomy/point-sky.ts";
import { PLACES } from "../../../calendar/astronomy/places.ts";
import { zoneOf, zoneOffsetAt } from "../../../calendar/time/zone-clock.ts";
import { ProDay } from "../../../schemas/day.ts";
import { dayWorkCost } from "../../../schemas/plans.ts";
import { generatedTree, type GeneratedTree, treeCaller } from "../../support/generated-tree.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2026, 2027);
}, 300_000);
afterAll(() => tree?.cleanup());

const { get, raw } = treeCaller(() => tree);

type Day = Record<string, any>;

const NY = "place=40.7128,-74.006&tz=America/New_York";
const NEW_YORK = new Observer(40.7128, -74.006, 0);
const NY_ZONE = zoneOf("America/New_York")!;

/** An instant as New York's clock reads it, rounded to the minute: "HH:MM" (the offset the zone had then, from Intl). */
function newYorkTime(ms: number): string {
  const minute = Math.round(ms / 60_000) * 60_000;
  return new Date(minute + zoneOffsetAt(NY_ZONE, minute)).toISOString().slice(11, 16);
}

/** New York's 00:00 of a date, UTC ms (Intl's offset at the UTC midnight, which is the evening before there). */
function newYorkMidnight(iso: string): number {
  const wall = Date.parse(`${iso}T00:00Z`);
  return wall - zoneOffsetAt(NY_ZONE, wall);
}

/** The Sun's rise or set after New York's 00:00 of a date under NAOJ's definition: astronomy-engine's own search. */
function naojSun(iso: string, direction: 1 | -1): string {
  const start = newYorkMidnight(iso) - 30_000;
  const middle = MakeTime(new Date(start + 43_200_000));
  const h0 = sunRiseSetAltitudeDeg(astronomy.Equator(Body.Sun, middle, NEW_YORK, true, true).dist, 0);
  return newYorkTime(SearchAltitude(Body.Sun, NEW_YORK, direction, MakeTime(new Date(start)), 1, h0)!.date.getTime());
}

/** The same by astronomy-engine's SearchRiseSet (the upper limb, 34′ of refraction: USNO's convention, not NAOJ's). */
function riseSetSun(iso: string, direction: 1 | -1): string {
  return newYorkTime(astronomy.SearchRiseSet(Body.Sun, NEW_YORK, direction, MakeTime(new Date(newYorkMidnight(iso))), 1)!.date.getTime());
}

/** Minutes between two "HH:MM". */
const minutesApart = (a: string, b: string): number =>
  Math.abs(Number(a.slice(0, 2)) * 60 + Number(a.slice(3)) - (Number(b.slice(0, 2)) * 60 + Number(b.slice(3))));

describe("tz= with a point", () => {
  it("gives New York's sunrise 05:25 and sunset 20:31 on 2026-06-21, on EDT, with sky.clock", async () => {
    const { status, body } = await get(`/gw/day/2026-06-21?${NY}`);
    expect(status).toBe(200);
    const day = (body as { day: Day }).day;
    expect(day.sun).toEqual({ rise: "05:25", set: "20:31" });
    expect([riseSetSun("2026-06-21", 1), riseSetSun("2026-06-21", -1)]).toEqual(["05:25", "20:31"]);
    expect([naojSun("2026-06-21", 1), naojSun("2026-06-21", -1)]).toEqual(["05:25", "20:31"]);
    expect(day.sky.clock).toEqual({ tz: "America/New_York", offset: "-04:00" });
    expect(Object.keys(day.sky)).toEqual(["point", "clock", "sun", "twilight", "mutsu", "moon"]);
    expect(ProDay.safeParse(day).success).toBe(true);
    // The calendar stays Japan's: the record's other fields are those of the answer without tz.
    const { sun, moon, sky, ...rest } = day;
    const plain = ((await get("/gw/day/2026-06-21")).body as { day: Day }).day;
    const { sun: _s, moon: _m, ...plainRest } = plain;
    expect(rest).toEqual(plainRest);
    expect([sun, moon, sky]).not.toContain(undefined);
  });

  for (const [start, end, days] of [
    [
      "2026-03-07",
      "2026-03-09",
      [
        ["06:20", "17:54", "-05:00"],
        ["07:19", "18:55", "-04:00"],
        ["07:17", "18:56", "-04:00"],
      ],
    ],
    [
      "2026-10-31",
      "2026-11-02",
      [
        ["07:25", "17:54", "-04:00"],
        ["06:26", "16:52", "-05:00"],
        ["06:28", "16:51", "-05:00"],
      ],
    ],
  ] as const) {
    it(`has each day's local times and offset across New York's clock change, ${start}…${end}`, async () => {
      const { status, body } = await get(`/gw/range/${start}/${end}?${NY}`);
      expect(status).toBe(200);
      const got = (body as { days: Day[] }).days;
      expect(got.map((d) => [d.sun.rise, d.sun.set, d.sky.clock.offset])).toEqual(days);
      for (const d of got) {
        expect(d.sun.rise, d.iso).toBe(naojSun(d.iso, 1));
        expect(d.sun.set, d.iso).toBe(naojSun(d.iso, -1));
        // USNO's convention is a few seconds off NAOJ's: the same minute, or the next.
        expect(minutesApart(d.sun.rise, riseSetSun(d.iso, 1)), d.iso).toBeLessThanOrEqual(1);
        expect(minutesApart(d.sun.set, riseSetSun(d.iso, -1)), d.iso).toBeLessThanOrEqual(1);
        expect(d.sky.clock.tz).toBe("America/New_York");
      }
    });
  }

  it("ends the 23-hour day at the next 00:00 on the new clock: no moonrise on 2026-03-08, 00:43 EDT on the 9th", async () => {
    const days = ((await get(`/gw/range/2026-03-07/2026-03-09?${NY}`)).body as { days: Day[] }).days;
    expect(days.map((d) => d.moon.rise)).toEqual(["22:39", null, "00:43"]);
  });

  it("answers a range, gw.php and bulk with the same days; CSV has the zone's times", async () => {
    const range = (await get(`/gw/range/2026-03-01/2026-03-31?${NY}`)).body as { days: Day[] };
    const php = (await get(`/gw.php?fn=range&start=2026-03-01&end=2026-03-31&${NY}`)).body as { days: Day[] };
    expect(php).toEqual(range);
    const bulk = (await get(`/gw/bulk/2026?${NY}`)).body as { data: Record<string, Day[]> };
    const year = bulk.data["2026"]!;
    expect(year.slice(59, 90)).toEqual(range.days);
    // EDT at noon from 8 March to 31 October 2026: 238 days.
    expect(year.filter((d) => d.sky.clock.offset === "-04:00")).toHaveLength(238);
    expect(year.filter((d) => d.sky.clock.offset === "-05:00")).toHaveLength(365 - 238);
    const csv = await (await raw(`/gw/day/2026-06-21?${NY}&format=csv`)).text();
    expect(csv).toContain("05:25");
    expect(csv).toContain("20:31");
  });
});

describe("tz= with a place id or none", () => {
  it("computes the capital's NAOJ point in the zone: the point's bytes and ETag", async () => {
    const sapporo = PLACES.find((p) => p.id === "sapporo")!;
    const tokyo = PLACES.find((p) => p.id === "tokyo")!;
    for (const [byId, byPoint] of [
      ["place=sapporo", `place=${sapporo.latitude},${sapporo.longitude}`],
      ["", `place=${tokyo.latitude},${tokyo.longitude}`],
      ["place=tokyo", `place=${tokyo.latitude},${tokyo.longitude}`],
    ]) {
      const a = await raw(`/gw/range/2026-03-01/2026-03-10?${byId}&tz=Europe/London`);
      const b = await raw(`/gw/range/2026-03-01/2026-03-10?${byPoint}&tz=Europe/London`);
      expect(a.status, byId).toBe(200);
      expect(a.headers.get("etag"), byId).toBe(b.headers.get("etag"));
      const text = await a.text();
      expect(text, byId).toBe(await b.text());
      expect((JSON.parse(text) as { days: Day[] }).days[0]!.sky.clock).toEqual({ tz: "Europe/London", offset: "+00:00" });
    }
  });

  it("costs as a point", async () => {
    const cost = async (path: string) => Number((await raw(path)).headers.get("x-ratelimit-cost"));
    const point = dayWorkCost({ days: 365, proFields: true, english: false, place: true, csv: false, point: true });
    expect(await cost("/gw/range/2026-01-01/2026-12-31?place=sapporo&tz=America/New_York")).toBe(point);
    expect(await cost("/gw/range/2026-01-01/2026-12-31?tz=America/New_York")).toBe(point);
    expect(await cost("/gw/range/2026-01-01/2026-12-31?place=35.007,135.787&tz=America/New_York")).toBe(point);
    expect(await cost("/gw/range/2026-01-01/2026-12-31?place=sapporo&tz=Asia/Tokyo")).toBe(18);
  });
});

describe("tz=Asia/Tokyo, the lite view, errors and the key", () => {
  it("Asia/Tokyo (and Japan) answers as without tz: the same bytes and ETag, on the prerendered path", async () => {
    for (const query of ["", "place=sapporo", "place=35.007,135.787&elev=100", "format=csv&place=naha", "lang=en"]) {
      for (const path of ["/gw/day/2026-06-21", "/gw/range/2026-03-01/2026-03-31", "/gw/bulk/2026"]) {
        const plain = await raw(`${path}?${query}`);
        const text = await plain.text();
        for (const zone of ["Asia/Tokyo", "asia/tokyo", "Japan"]) {
          const zoned = await raw(`${path}?${query}&tz=${zone}`);
          expect(zoned.headers.get("etag"), `${path}?${query}&tz=${zone}`).toBe(plain.headers.get("etag"));
          expect(await zoned.text(), `${path}?${query}&tz=${zone}`).toBe(text);
        }
      }
    }
    const sapporo = ((await get("/gw/day/2026-06-21?place=sapporo&tz=Asia/Tokyo")).body as { day: Day }).day;
    expect(sapporo).not.toHaveProperty("sky");
  });

  it("on the lite view is checked and has no effect", async () => {
    const plain = await raw("/gw/range/2026-01-01/2026-01-31", {});
    const zoned = await raw(`/gw/range/2026-01-01/2026-01-31?${NY}`, {});
    const liteView = await raw(`/gw/range/2026-01-01/2026-01-31?view=lite&tz=Europe/Paris`);
    const proLite = await raw("/gw/range/2026-01-01/2026-01-31?view=lite");
    expect(zoned.status).toBe(200);
    expect(zoned.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(await zoned.text()).toBe(await plain.text());
    expect(liteView.headers.get("etag")).toBe(proLite.headers.get("etag"));
    expect(await liteView.text()).toBe(await proLite.text());
    expect((await get("/gw/range/2026-01-01/2026-01-31?tz=Mars/Olympus", {})).status).toBe(400);
  });

  it("is 400 INVALID_PARAMETER naming tz for a name the database does not know", async () => {
    for (const value of ["Mars/Olympus", "+05:00", "America/New York", "UTC+9"]) {
      const { status, body } = await get(`/gw/day/2026-01-01?tz=${encodeURIComponent(value)}`);
      expect(status, value).toBe(400);
      expect(body, value).toMatchObject({ code: "INVALID_PARAMETER", parameter: "tz", value });
      expect((body as { error: string }).error, value).toContain("IANA time zone name (e.g. America/New_York");
    }
    // The place is checked first.
    expect((await get("/gw/day/2026-01-01?place=95,135&tz=Mars/Olympus")).body).toMatchObject({ parameter: "place" });
  });

  it("keys the zone: another zone another ETag, two spellings of one zone one ETag and the same bytes", async () => {
    const path = "/gw/range/2026-03-01/2026-03-10?place=40.7128,-74.006";
    const plain = await raw(path);
    const ny = await raw(`${path}&tz=America/New_York`);
    const lower = await raw(`${path}&tz=america/new_york`);
    const chicago = await raw(`${path}&tz=America/Chicago`);
    const tags = [plain, ny, lower, chicago].map((r) => r.headers.get("etag"));
    expect(new Set(tags).size).toBe(3);
    expect(tags[2]).toBe(tags[1]);
    expect(await lower.text()).toBe(await ny.text());
    const day = ((await chicago.json()) as { days: Day[] }).days[0]!;
    expect(day.sky.clock).toEqual({ tz: "America/Chicago", offset: "-06:00" });
  });
});
