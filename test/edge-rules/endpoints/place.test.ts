/**
 * `place=` on day, range and bulk (docs/interface.md#places) through the handler (no server), on a
 * generated tree (2026–2027): the Pro fields `sun` and `moon` of another prefectural capital,
 * checked against NAOJ's published minutes (test/reference/naoj_rise_set_2006_2026.csv), the rest
 * of the record unchanged, and the parameter's errors and caching.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACES } from "../../../calendar/astronomy/places.ts";
import { generatedTree, type GeneratedTree, PRO_INIT, treeCaller } from "../../support/generated-tree.ts";
import { readReferenceCsv } from "../../support/reference.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2026, 2027);
}, 180_000);
afterAll(() => tree?.cleanup());

const pro = PRO_INIT;
const { get } = treeCaller(() => tree);

interface Times {
  rise: string | null;
  set: string | null;
}
interface TimedDay {
  iso: string;
  sun: Times;
  moon: Times;
  [key: string]: unknown;
}

describe("place=", () => {
  it("gives NAOJ's published minutes for the capitals of 2026 (各地のこよみ)", async () => {
    const rows = readReferenceCsv("naoj_rise_set_2006_2026.csv").filter(([place, date]) => date!.startsWith("2026") && place !== "nemuro");
    expect(rows.length).toBeGreaterThan(10);
    const mismatches: string[] = [];
    for (const [place, date, sunrise, sunset, moonrise, moonset] of rows) {
      const { status, body } = await get(`/gw/day/${date}?place=${place}`);
      expect(status, `${place} ${date}`).toBe(200);
      const day = (body as { day: TimedDay }).day;
      const expected = [sunrise, sunset, moonrise, moonset];
      const actual = [day.sun.rise, day.sun.set, day.moon.rise, day.moon.set];
      expected.forEach((published, k) => {
        if (published === "" || published === undefined) return;
        const want = published === "-" ? null : published;
        if (actual[k] !== want) mismatches.push(`${place} ${date} #${k}: published ${published}, served ${actual[k]}`);
      });
    }
    expect(mismatches).toEqual([]);
  });

  it("changes only sun and moon: the rest of the record is Tokyo's, byte for byte", async () => {
    const tokyo = (await get("/gw/range/2026-06-01/2026-06-30")).body as { days: TimedDay[] };
    const naha = (await get("/gw/range/2026-06-01/2026-06-30?place=naha")).body as { days: TimedDay[] };
    expect(naha.days).toHaveLength(30);
    naha.days.forEach((day, i) => {
      const { sun, moon, ...rest } = day;
      const { sun: tokyoSun, moon: tokyoMoon, ...tokyoRest } = tokyo.days[i]!;
      expect(rest).toEqual(tokyoRest);
      expect(Object.keys(day).slice(-2)).toEqual(["sun", "moon"]);
      // Naha lies 12° west of Tokyo: the Sun sets there about 40 minutes later in June.
      expect(sun.set! > tokyoSun.set!).toBe(true);
      expect(moon.rise === null || /^[0-2][0-9]:[0-5][0-9]$/.test(moon.rise)).toBe(true);
      expect(tokyoMoon).toBeDefined();
    });
  });

  it("answers every place for a day, a range across a year end, and bulk", async () => {
    for (const place of PLACES) {
      const { status, body } = await get(`/gw/day/2026-03-20?place=${place.id}`);
      expect(status, place.id).toBe(200);
      expect((body as { day: TimedDay }).day.sun.rise).toMatch(/^0[5-6]:[0-5][0-9]$/);
    }
    const range = (await get("/gw/range/2026-12-30/2027-01-02?place=sapporo")).body as { days: TimedDay[] };
    const days = await Promise.all(
      ["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"].map(
        async (iso) => ((await get(`/gw/day/${iso}?place=sapporo`)).body as { day: TimedDay }).day,
      ),
    );
    expect(range.days).toEqual(days);
    const bulk = await tree.handler(new Request("http://x/gw/bulk/2027,2026?place=fukuoka", pro));
    expect(bulk.status).toBe(200);
    const data = ((await bulk.json()) as { data: Record<string, TimedDay[]> }).data;
    expect(data["2026"]).toHaveLength(365);
    expect(data["2026"]!.find((d) => d.iso === "2026-12-22")!.sun).toEqual({ rise: "07:19", set: "17:15" });
  });

  it("is the default's bytes and ETag for place=tokyo, a different representation for another place", async () => {
    const plain = await tree.handler(new Request("http://x/gw/day/2026-02-04", pro));
    const tokyo = await tree.handler(new Request("http://x/gw/day/2026-02-04?place=tokyo", pro));
    const osaka = await tree.handler(new Request("http://x/gw/day/2026-02-04?place=osaka", pro));
    expect(await tokyo.text()).toBe(await plain.text());
    expect(tokyo.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(osaka.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    const etag = osaka.headers.get("etag")!;
    const again = await tree.handler(
      new Request("http://x/gw/day/2026-02-04?place=osaka", { headers: { ...pro.headers, "if-none-match": etag } }),
    );
    expect(again.status).toBe(304);
    const viaGw = await tree.handler(new Request("http://x/gw.php?fn=day&date=2026-02-04&place=osaka", pro));
    expect(await viaGw.text()).toBe(await osaka.text());
  });

  it("writes the place's times into the CSV's sun and moon columns", async () => {
    const response = await tree.handler(new Request("http://x/gw/day/2026-06-21?place=naha&format=csv", pro));
    const [header, row] = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    const cells = Object.fromEntries(header!.split(",").map((name, i) => [name, row!.split(",")[i]]));
    expect(cells).toMatchObject({ "sun.rise": "05:37", "sun.set": "19:25", "eho.direction": "南南東", "kyusei_board.year.gooh": "南" });
  });

  it("is checked but has no effect on the lite view; an unknown place is 400", async () => {
    const lite = await get("/gw/day/2026-02-04?place=naha", {});
    const plain = await get("/gw/day/2026-02-04", {});
    expect(lite).toEqual(plain);
    expect(lite.body).not.toHaveProperty("day.sun");
    // (Atlantis is a place of the catalogue: a town of South Africa, GeoNames.)
    expect(await get("/gw/day/2026-02-04?place=xanadu", {})).toMatchObject({
      status: 400,
      body: { code: "INVALID_PARAMETER", parameter: "place", value: "xanadu" },
    });
    expect(await get("/gw/range/2026-02-01/2026-02-02?place=Tokyo")).toMatchObject({ status: 400, body: { parameter: "place" } });
  });
});
