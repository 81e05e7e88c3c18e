/**
 * `GET /gw/places?q=` through the handler (docs/interface.md#places): the catalogue by name in Japanese, kana and Latin
 * letters, best first; `limit`; the sources of the rows given and no others; the 400s naming q and limit; the key (two
 * spellings of one query share an ETag and a 304); gw.php's same bytes; a percent-encoded Japanese q.
 */
import { describe, expect, it } from "vitest";
import { PlacesResponse, PLACE_SOURCES } from "../../../schemas/endpoints/places.ts";
import { placeAt, placeById, placeCount } from "../../../calendar/places/catalogue.ts";
import { searchPlaces } from "../../../calendar/places/search.ts";
import { bearer, makeHandler, read, req, TOKENS } from "../fixtures.ts";

const { handler } = makeHandler();

/** An answer, parsed by the response schema. */
async function search(path: string): Promise<PlacesResponse> {
  const res = await read(await handler(req(path)));
  expect(res.status, res.text).toBe(200);
  return PlacesResponse.parse(res.json);
}

type PlacesResponse = ReturnType<typeof PlacesResponse.parse>;

const ids = (answer: PlacesResponse): string[] => answer.places.map((p) => p.id);
const q = (text: string): string => `/gw/places?q=${encodeURIComponent(text)}`;

describe("GET /gw/places", () => {
  it("finds 釧路市 first for 釧路, くしろ, クシロ and Kushiro, with its fields", async () => {
    for (const text of ["釧路", "くしろ", "クシロ", "Kushiro", "kushiro-shi", "釧路市"]) {
      const answer = await search(q(text));
      expect(ids(answer)[0], text).toBe("kushiro-shi");
    }
    const answer = await search(q("釧路"));
    expect(answer.query).toBe("釧路");
    expect(ids(answer)).toEqual(["kushiro-shi", "kushiro-cho"]);
    const { code: _code, ...fields } = placeById("kushiro-shi")!;
    expect(answer.places[0]).toEqual(fields);
    expect(answer.places[0]).toMatchObject({
      label: "釧路市",
      kana: "くしろし",
      kind: "municipality",
      prefecture: "北海道",
      tz: "Asia/Tokyo",
    });
  });

  it("lists every 中央区, the wards of the designated cities and Tokyo's special ward, by code", async () => {
    const answer = await search(q("中央区"));
    expect(answer.places.length).toBeGreaterThanOrEqual(5);
    expect(answer.places.every((p) => p.label.endsWith("中央区"))).toBe(true);
    expect(new Set(answer.places.map((p) => p.kind))).toEqual(new Set(["ward", "municipality"]));
    expect(ids(answer)).toContain("chuo-ku");
    expect(ids(answer)).toContain("sapporo-shi-chuo-ku");
    expect(answer.sources.map((s) => s.id)).toEqual(["localgovjp"]);
  });

  it("finds New York City by New York, new york, ニューヨーク; paris, Paris first then Paris, Texas", async () => {
    for (const text of ["New York", "new york", "NEW-YORK", "ニューヨーク", "にゅーよーく"]) {
      const answer = await search(q(text));
      expect(answer.places[0], text).toMatchObject({ id: "new-york-city", en: "New York City", country: "US", tz: "America/New_York" });
    }
    const paris = await search(q("paris"));
    expect(ids(paris).slice(0, 2)).toEqual(["paris", "paris-us"]);
    expect(paris.places[0]).toMatchObject({ country: "FR", tz: "Europe/Paris", kind: "city", prefecture: null });
  });

  it("names the sources of the rows given, and only theirs, with their licences (GeoNames: CC BY 4.0)", async () => {
    const city = await search(q("New York"));
    expect(city.sources).toEqual([PLACE_SOURCES.find((s) => s.id === "geonames")]);
    expect(city.sources[0]).toMatchObject({ name: "GeoNames, geonames.org", url: "https://www.geonames.org/", licence: "CC BY 4.0" });
    const capital = await search(q("札幌"));
    expect(ids(capital)[0]).toBe("sapporo");
    expect(capital.sources.map((s) => s.id)).toEqual(["naoj", "localgovjp"]);
    const none = await search(q("zzzzqx"));
    expect(none).toEqual({ ok: true, query: "zzzzqx", places: [], sources: [] });
  });

  it("takes limit 1–50 (default 10), best first", async () => {
    const all = await search(q("s"));
    expect(all.places).toHaveLength(10);
    expect(ids(await search(`${q("s")}&limit=3`))).toEqual(ids(all).slice(0, 3));
    expect((await search(`${q("s")}&limit=50`)).places).toHaveLength(50);
    expect(ids(await search(`${q("中央区")}&limit=1`))).toEqual(["sapporo-shi-chuo-ku"]);
  });

  it("reads a percent-encoded Japanese q, and gw.php answers the same bytes and ETag", async () => {
    const pretty = await handler(req("/gw/places?q=%E9%87%A7%E8%B7%AF"));
    const query = await handler(req("/gw.php?fn=places&q=%E9%87%A7%E8%B7%AF"));
    expect(pretty.status).toBe(200);
    expect(await query.text()).toBe(await pretty.text());
    expect(query.headers.get("etag")).toBe(pretty.headers.get("etag"));
  });

  it("lists the place whose id q is first, also where no name of it folds to the id (frankfurt-oder), keyed apart", async () => {
    // The ids the names do not find first: Frankfurt (Oder)'s frankfurt-oder folds to frankfurtoder, none of its names.
    const hard: string[] = [];
    for (let rank = 0; rank < placeCount(); rank++) {
      const { id } = placeAt(rank);
      if (searchPlaces(id, 1)[0]?.id !== id) hard.push(id);
    }
    expect(hard).toContain("frankfurt-oder");
    // A handler of its own, under the anonymous rate (60 a minute): every 20th of them and Frankfurt (Oder).
    const own = makeHandler().handler;
    const sample = ["frankfurt-oder", ...hard.filter((_, i) => i % 20 === 0)];
    for (const id of sample) {
      const res = await read(await own(req(`${q(id)}&limit=1`)));
      expect(res.status, res.text).toBe(200);
      expect(ids(PlacesResponse.parse(res.json)), id).toEqual([id]);
    }
    const byId = await own(req(q("frankfurt-oder")));
    const byName = await own(req(q("frankfurtoder")));
    expect(byId.headers.get("etag")).not.toBe(byName.headers.get("etag"));
  });

  it("keys the folded query: two spellings share an ETag, and a conditional request answers 304", async () => {
    const a = await handler(req(q("ニューヨーク")));
    const b = await handler(req(q("にゅーよーく")));
    const c = await handler(req(q("ニュー・ヨーク")));
    const etag = a.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect([b.headers.get("etag"), c.headers.get("etag")]).toEqual([etag, etag]);
    expect(await b.text()).toBe(await a.text());
    expect(a.headers.get("cache-control")).toContain("public");
    const again = await handler(req(q("ニューヨーク"), { headers: { "if-none-match": etag } }));
    expect(again.status).toBe(304);
    const other = await handler(req(`${q("ニューヨーク")}&limit=2`));
    expect(other.headers.get("etag")).not.toBe(etag);
  });

  it("answers any caller, a token too, at one unit", async () => {
    const res = await handler(req(q("kushiro"), { headers: bearer(TOKENS.pro) }));
    expect(res.status).toBe(200);
    expect(res.headers.get("x-ratelimit-cost")).toBe("1");
    expect(res.headers.get("x-upgrade-info")).toBeNull();
  });

  it.each([
    ["/gw/places", "q", ""],
    ["/gw/places?q=", "q", ""],
    ["/gw/places?q=%20%E3%83%BB-.", "q", " ・-."],
    [`/gw/places?q=${"a".repeat(101)}`, "q", "a".repeat(101)],
    ["/gw/places?q=kushiro&limit=0", "limit", "0"],
    ["/gw/places?q=kushiro&limit=51", "limit", "51"],
    ["/gw/places?q=kushiro&limit=ten", "limit", "ten"],
  ])("%s is 400 INVALID_PARAMETER naming %s", async (path, parameter, value) => {
    const res = await read(await handler(req(path)));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "INVALID_PARAMETER", parameter, value });
  });

  it("refuses a format other than json (it answers JSON only)", async () => {
    const res = await read(await handler(req("/gw.php?fn=places&q=kushiro&format=csv")));
    expect(res.json).toMatchObject({ code: "INVALID_PARAMETER", parameter: "format" });
  });
});
