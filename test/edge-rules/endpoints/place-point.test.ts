/**
 * `place=lat,lon` and `elev=` on day, range and bulk (docs/interface.md#places) through the handler, on generated
 * trees: a capital's NAOJ point gives its prerendered times, NAOJ's こよみの計算 at 京都 粟田山 (2009), the `sky`
 * fields, the 400s, the key (two spellings of one point share an ETag), the cost, and the lite view unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACES } from "../../../calendar/astronomy/places.ts";
import { ProDay } from "../../../schemas/day.ts";
import { dayWorkCost, POINT_DAYS_PER_UNIT } from "../../../schemas/plans.ts";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";
import { readReferenceCsv } from "../../support/reference.ts";
import { TOKENS } from "../fixtures.ts";

let tree: GeneratedTree;
let tree2009: GeneratedTree;
beforeAll(async () => {
  [tree, tree2009] = await Promise.all([generatedTree(2026, 2027), generatedTree(2009, 2009)]);
}, 300_000);
afterAll(() => {
  tree?.cleanup();
  tree2009?.cleanup();
});

const pro = { headers: { authorization: `Bearer ${TOKENS.pro}` } };
const get = (path: string, init: RequestInit = pro, on = tree) => getJson(on.handler, path, init);
const raw = (path: string, init: RequestInit = pro) => tree.handler(new Request(`http://x${path}`, init));

type Day = Record<string, any>;

describe("place=lat,lon", () => {
  it("at a capital's NAOJ point gives that capital's sun and moon over a Pro range, plus sky", async () => {
    for (const id of ["sapporo", "kyoto", "naha"]) {
      const place = PLACES.find((p) => p.id === id)!;
      const range = "/gw/range/2026-12-01/2027-01-31";
      const byId = (await get(`${range}?place=${id}`)).body as { days: Day[] };
      const byPoint = (await get(`${range}?place=${place.latitude},${place.longitude}`)).body as { days: Day[] };
      expect(byPoint.days).toHaveLength(62);
      byPoint.days.forEach((day, i) => {
        const { sky, ...rest } = day;
        expect(rest, `${id} ${day["iso"]}`).toEqual(byId.days[i]);
        // Rounded to 4 decimals (NAOJ's points are whole minutes of arc: 43°04′ is 43.0667).
        expect(sky.point).toEqual({ lat: Math.round(place.latitude * 1e4) / 1e4, lon: Math.round(place.longitude * 1e4) / 1e4, elev: 0 });
      });
    }
  });

  it("gives NAOJ's こよみの計算 at 京都 粟田山 on 2009-01-01 (sunrise, sunset, transit, its altitude)", async () => {
    const rows = readReferenceCsv("naoj_point_times.csv").filter(([place]) => place === "京都 粟田山");
    const want = Object.fromEntries(rows.map((r) => [r[5], r[6]]));
    const { status, body } = await get("/gw/day/2009-01-01?place=35.007,135.787", pro, tree2009);
    expect(status).toBe(200);
    const day = (body as { day: Day }).day;
    expect(day.sun).toMatchObject({ rise: want["sunrise"], set: want["sunset"] });
    expect(day.sky.sun).toEqual({ transit: want["transit"], altitude: Number(want["transit_altitude"]) });
    expect(Object.keys(day.sky)).toEqual(["point", "sun", "twilight", "mutsu", "moon"]);
  });

  it("answers null for events that do not happen: the polar night and day", async () => {
    const winter = ((await get("/gw/day/2026-12-21?place=78.2232,15.6267")).body as { day: Day }).day;
    expect(ProDay.safeParse(winter).success).toBe(true); // the schema (and so the OpenAPI document) has sky
    expect(winter.sun).toEqual({ rise: null, set: null });
    expect(winter.sky.twilight.civil).toEqual({ dawn: null, dusk: null });
    const summer = ((await get("/gw/day/2026-06-21?place=78.2232,15.6267")).body as { day: Day }).day;
    expect(summer.sun).toEqual({ rise: null, set: null });
    // …each null named in sky.none with its reason, a glossary sky_none id (the schema parses it: ProDay above).
    expect(ProDay.safeParse(summer).success).toBe(true);
    expect(winter.sky.none).toMatchObject({
      "sun.rise": "always-below",
      "sun.set": "always-below",
      "sky.twilight.civil.dawn": "always-below",
      "sky.twilight.civil.dusk": "always-below",
    });
    expect(summer.sky.none).toMatchObject({
      "sun.rise": "always-above",
      "sun.set": "always-above",
      "sky.twilight.civil.dawn": "always-above",
      "sky.twilight.astronomical.dusk": "always-above",
      "sky.mutsu.kure": "always-above",
    });
    const ids = ((await get("/gw/glossary")).body as { fields: { sky_none: { id: string }[] } }).fields.sky_none.map((e) => e.id);
    for (const reason of [...Object.values(winter.sky.none), ...Object.values(summer.sky.none)]) expect(ids).toContain(reason);
  });

  it("names a day without moonrise in sky.none (no-event); a day without a null time has no none", async () => {
    const days = ((await get("/gw/range/2026-01-01/2026-01-31?place=35.007,135.787")).body as { days: Day[] }).days;
    const noRise = days.filter((d) => d.moon.rise === null);
    expect(noRise.length).toBeGreaterThanOrEqual(1);
    for (const d of noRise) expect(d.sky.none["moon.rise"], d.iso).toBe("no-event");
    for (const d of days) {
      expect(ProDay.safeParse(d).success, d.iso).toBe(true);
      const hasNull =
        d.sun.rise === null || d.sun.set === null || d.moon.rise === null || d.moon.set === null || d.sky.moon.transit === null;
      expect("none" in d.sky, d.iso).toBe(hasNull);
    }
  });

  it("takes elev (whole metres) and echoes the rounded point; same key for two spellings, another for another point", async () => {
    const a = await raw("/gw/range/2026-01-01/2026-01-31?place=35.00700,135.787");
    const b = await raw("/gw/range/2026-01-01/2026-01-31?place=%2B35.007,135.78700&elev=0.4");
    const c = await raw("/gw/range/2026-01-01/2026-01-31?place=35.007,135.787&elev=212");
    const d = await raw("/gw/range/2026-01-01/2026-01-31?place=35.00704,135.787");
    expect([a.status, b.status, c.status, d.status]).toEqual([200, 200, 200, 200]);
    expect(b.headers.get("etag")).toBe(a.headers.get("etag"));
    const textA = await a.text();
    expect(await b.text()).toBe(textA);
    expect(c.headers.get("etag")).not.toBe(a.headers.get("etag"));
    expect(d.headers.get("etag")).toBe(a.headers.get("etag")); // 35.00704 rounds to 35.007
    const e = await raw("/gw/range/2026-01-01/2026-01-31?place=35.0071,135.787");
    expect(e.headers.get("etag")).not.toBe(a.headers.get("etag"));
    const high = (await c.json()) as { days: Day[] };
    expect(high.days[0]!.sky.point).toEqual({ lat: 35.007, lon: 135.787, elev: 212 });
    expect(((await d.json()) as { days: Day[] }).days[0]!.sky.point).toEqual({ lat: 35.007, lon: 135.787, elev: 0 });
    // 212 m lowers the horizon: the Sun rises earlier than at sea level.
    expect(high.days[0]!.sun.rise < (JSON.parse(textA) as { days: Day[] }).days[0]!.sun.rise).toBe(true);
  });

  it("works on bulk and gw.php, in CSV too (the point's sun and moon; sky is JSON only)", async () => {
    const sapporoPoint = PLACES.find((p) => p.id === "sapporo")!;
    const bulk = (await get(`/gw/bulk/2026?place=${sapporoPoint.latitude},${sapporoPoint.longitude}`)).body as {
      data: Record<string, Day[]>;
    };
    const sapporo = (await get("/gw/bulk/2026?place=sapporo")).body as { data: Record<string, Day[]> };
    expect(bulk.data["2026"]).toHaveLength(365);
    expect(bulk.data["2026"]!.map((d) => d.sun)).toEqual(sapporo.data["2026"]!.map((d) => d.sun));
    const php = await get("/gw.php?fn=day&date=2026-01-01&place=35.007,135.787&elev=212");
    const path = await get("/gw/day/2026-01-01?place=35.007,135.787&elev=212");
    expect(php).toMatchObject({ status: 200 });
    expect(php.body).toEqual(path.body);
    const csv = await raw("/gw/day/2026-01-01?place=35.007,135.787&format=csv");
    expect(csv.status).toBe(200);
    expect(await csv.text()).not.toContain("sky");
  });

  it("is 400 INVALID_PARAMETER naming place or elev", async () => {
    const cases: [string, string, string, RegExp][] = [
      ["place=35.007;135.787", "place", "35.007;135.787", /lat,lon/],
      ["place=35.007,", "place", "35.007,", /lat,lon/],
      ["place=35,135,0", "place", "35,135,0", /lat,lon/],
      ["place=1e1,135", "place", "1e1,135", /lat,lon/],
      ["place=90.0001,135", "place", "90.0001,135", /-90 to 90/],
      ["place=-91,135", "place", "-91,135", /-90 to 90/],
      ["place=35,180.5", "place", "35,180.5", /-180 to 180/],
      ["place=35,135&elev=9001", "elev", "9001", /-500 to 9000/],
      ["place=35,135&elev=-501", "elev", "-501", /-500 to 9000/],
      ["place=35,135&elev=high", "elev", "high", /-500 to 9000/],
      ["place=35,135&elev=1e3", "elev", "1e3", /-500 to 9000/],
      ["place=sapporo&elev=100", "elev", "100", /point/],
      ["elev=100", "elev", "100", /point/],
    ];
    for (const [query, parameter, value, message] of cases) {
      const { status, body } = await get(`/gw/day/2026-01-01?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ code: "INVALID_PARAMETER", parameter, value });
      expect((body as { error: string }).error, query).toMatch(message);
    }
  });

  it("pays for its computation: ⌈days × weight ÷ 64 + days ÷ 5⌉", async () => {
    const cost = async (path: string) => Number((await raw(path)).headers.get("x-ratelimit-cost"));
    expect(POINT_DAYS_PER_UNIT).toBe(5);
    expect(await cost("/gw/range/2026-01-01/2026-12-31?place=35.007,135.787")).toBe(Math.ceil((365 * 3) / 64 + 365 / 5));
    expect(await cost("/gw/range/2026-01-01/2026-12-31?place=35.007,135.787")).toBe(
      dayWorkCost({ days: 365, proFields: true, english: false, place: true, csv: false, point: true }),
    );
    expect(await cost("/gw/range/2026-01-01/2026-12-31?place=sapporo")).toBe(18);
    expect(await cost("/gw/bulk/2026?place=35.007,135.787")).toBe(91);
    expect(await cost("/gw/day/2026-01-01?place=35.007,135.787")).toBe(1);
    // Lite has no times: a point costs nothing more there.
    expect(await cost("/gw/range/2026-01-01/2026-01-31?view=lite&place=35.007,135.787")).toBe(1);
  });

  it("on the lite view is checked and has no effect: the same bytes and ETag as without it", async () => {
    const plain = await raw("/gw/range/2026-01-01/2026-01-31", {});
    const point = await raw("/gw/range/2026-01-01/2026-01-31?place=35.007,135.787&elev=100", {});
    expect(point.status).toBe(200);
    expect(point.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(await point.text()).toBe(await plain.text());
    expect((await get("/gw/range/2026-01-01/2026-01-31?place=95,135", {})).status).toBe(400);
  });

  it("leaves the place ids' answers and keys as they were", async () => {
    const a = await raw("/gw/day/2026-01-01?place=sapporo");
    const body = (await a.json()) as { day: Day };
    expect(body.day).not.toHaveProperty("sky");
  });
});
