/**
 * `place=<id>` of the catalogue and `tz=auto` on day and range (docs/interface.md#places) through the handler, on the
 * generated tree of 2026: a municipality's answer is the point of its coordinates but for `sky.point`'s id and label
 * (the label in English with lang=en), `elev` with it, the key (its own ETag), a capital's id unchanged; an unknown id
 * 400 with the hint that searches `/gw/places`; `tz=auto` from a place (New York City's zone), from a point (the
 * nearest place within 150 km, named in `sky.clock.from`), Japan's for the capitals, the default place and Japan's
 * places (the answer without tz), and 400 naming tz at sea; the lite view checks only. And `place=` on the moment: a
 * time without an offset on the place's clock (birth's: test/edge-rules/birth/place.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeById } from "../../../calendar/places/catalogue.ts";
import { ProDay } from "../../../schemas/day.ts";
import { MomentResponse } from "../../../schemas/endpoints/moment.ts";
import { generatedTree, type GeneratedTree, PRO_INIT, treeCaller } from "../../support/generated-tree.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
}, 300_000);
afterAll(() => tree?.cleanup());

const pro = PRO_INIT;
const { get, raw } = treeCaller(() => tree);

type Day = Record<string, any>;

/** The records of a Pro range. */
async function days(path: string): Promise<Day[]> {
  const { status, body } = await get(path);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as { days: Day[] }).days;
}

/** A record without `sky.point`'s id and label. */
function unnamed(day: Day): Day {
  const { id: _id, label: _label, ...point } = day.sky.point;
  return { ...day, sky: { ...day.sky, point } };
}

const KUSHIRO = placeById("kushiro-shi")!;
const AT_KUSHIRO = `${KUSHIRO.latitude},${KUSHIRO.longitude}`;

describe("place=<id> of the catalogue", () => {
  it("is the point of its coordinates, sky.point naming it (a municipality: 釧路市)", async () => {
    const named = await days("/gw/range/2026-06-01/2026-06-07?place=kushiro-shi");
    const point = await days(`/gw/range/2026-06-01/2026-06-07?place=${AT_KUSHIRO}`);
    expect(named.map(unnamed)).toEqual(point);
    expect(named[0]!.sky.point).toEqual({ lat: 42.9849, lon: 144.3817, elev: 0, id: "kushiro-shi", label: "釧路市" });
    expect(Object.keys(named[0]!.sky.point)).toEqual(["lat", "lon", "elev", "id", "label"]);
    for (const day of named) expect(ProDay.safeParse(day).success, day.iso).toBe(true);
    const day = (await get("/gw/day/2026-06-21?place=kushiro-shi")).body as { day: Day };
    const atPoint = (await get(`/gw/day/2026-06-21?place=${AT_KUSHIRO}`)).body as { day: Day };
    expect(unnamed(day.day)).toEqual(atPoint.day);
  });

  it("names a ward and a city abroad, the label in English with lang=en", async () => {
    const ward = await days("/gw/range/2026-03-20/2026-03-20?place=sapporo-shi-chuo-ku");
    expect(ward[0]!.sky.point).toMatchObject({ id: "sapporo-shi-chuo-ku", label: "札幌市中央区" });
    const english = await days("/gw/range/2026-03-20/2026-03-20?place=sapporo-shi-chuo-ku&lang=en");
    expect(english[0]!.sky.point).toMatchObject({ id: "sapporo-shi-chuo-ku", label: "Sapporo-shi Chuo-ku" });
    const ny = await days("/gw/range/2026-03-20/2026-03-20?place=new-york-city");
    expect(ny[0]!.sky.point).toEqual({ lat: 40.7143, lon: -74.006, elev: 0, id: "new-york-city", label: "ニューヨーク" });
    // Without tz the times stay JST: a New York sunrise is in the evening of Japan's day.
    expect(ny[0]!.sky.clock).toBeUndefined();
  });

  it("takes elev (the catalogue's places are at 0 m), and keys id and elevation apart from the bare point", async () => {
    const high = await days("/gw/range/2026-06-21/2026-06-21?place=kushiro-shi&elev=500");
    expect(high[0]!.sky.point).toMatchObject({ elev: 500, id: "kushiro-shi" });
    const tags = await Promise.all(
      ["place=kushiro-shi", "place=kushiro-shi&elev=500", `place=${AT_KUSHIRO}`, "place=kushiro-shi&lang=en"].map(async (q) =>
        (await raw(`/gw/day/2026-06-21?${q}`)).headers.get("etag"),
      ),
    );
    expect(new Set(tags).size).toBe(4);
    expect((await raw("/gw/day/2026-06-21?place=kushiro-shi")).headers.get("etag")).toBe(tags[0]);
  });

  it("keeps a capital's id as it was (its prerendered times, no sky; elev refused)", async () => {
    const sapporo = await days("/gw/range/2026-06-21/2026-06-21?place=sapporo");
    expect(sapporo[0]!.sky).toBeUndefined();
    expect((await get("/gw/day/2026-06-21?place=sapporo&elev=10")).body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "elev" });
  });

  it("is 400 for an unknown id, its hint the search of /gw/places (in the request's style), which answers", async () => {
    const { status, body } = await get("/gw/day/2026-06-21?place=kushiro");
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "place", value: "kushiro" });
    expect(body["error"]).toContain("/gw/places");
    const hint = body["hint"] as { text: string; request: string };
    expect(hint.request).toBe("/gw/places?q=kushiro");
    expect(hint.text).toContain("/gw/places?q=kushiro");
    const found = (await get(hint.request)).body as { places: { id: string }[] };
    expect(found.places[0]!.id).toBe("kushiro-shi");
    const query = (await get("/gw.php?fn=range&start=2026-06-01&end=2026-06-02&place=%E9%87%A7%E8%B7%AF")).body;
    expect((query["hint"] as { request: string }).request).toBe("/gw.php?fn=places&q=%E9%87%A7%E8%B7%AF");
    // The lite view checks it too.
    expect((await get("/gw/day/2026-06-21?place=no-such-place", {})).status).toBe(400);
    expect((await get("/gw/day/2026-06-21?place=kushiro-shi", {})).status).toBe(200);
  });
});

describe("tz=auto", () => {
  it("is a place's own zone: New York City's is America/New_York, as tz=America/New_York", async () => {
    const auto = await days("/gw/range/2026-06-20/2026-06-22?place=new-york-city&tz=auto");
    const named = await days("/gw/range/2026-06-20/2026-06-22?place=new-york-city&tz=America/New_York");
    expect(auto).toEqual(named);
    expect(auto[1]!.sky.clock).toEqual({ tz: "America/New_York", offset: "-04:00" });
    expect(auto[1]!.sun).toEqual({ rise: "05:25", set: "20:31" });
  });

  it("is a point's nearest place's zone within 150 km, named in sky.clock.from (Manhattan: new-york-city)", async () => {
    const auto = await days("/gw/range/2026-06-21/2026-06-21?place=40.7128,-74.006&tz=auto");
    const zone = await days("/gw/range/2026-06-21/2026-06-21?place=40.7128,-74.006&tz=America/New_York");
    expect(auto[0]!.sky.clock).toEqual({ tz: "America/New_York", offset: "-04:00", from: "new-york-city" });
    expect(auto[0]!.sky.point).toEqual({ lat: 40.7128, lon: -74.006, elev: 0 });
    const { clock: _a, ...autoSky } = auto[0]!.sky;
    const { clock: _b, ...zoneSky } = zone[0]!.sky;
    expect({ ...auto[0], sky: autoSky }).toEqual({ ...zone[0], sky: zoneSky });
    expect(ProDay.safeParse(auto[0]).success).toBe(true);
    const tags = await Promise.all(
      ["tz=auto", "tz=America/New_York"].map(async (q) => (await raw(`/gw/day/2026-06-21?place=40.7128,-74.006&${q}`)).headers.get("etag")),
    );
    expect(tags[0]).not.toBe(tags[1]);
  });

  it("is Japan's for a capital, the default place and a place or point in Japan: the answer without tz", async () => {
    for (const q of ["", "place=sapporo", "place=kushiro-shi", "place=42.9849,144.3817&elev=20", "format=csv&place=naha"]) {
      const sep = q === "" ? "" : "&";
      const plain = await raw(`/gw/day/2026-06-21${q === "" ? "" : `?${q}`}`);
      const auto = await raw(`/gw/day/2026-06-21?${q}${sep}tz=auto`);
      expect(await auto.text(), q).toBe(await plain.text());
      expect(auto.headers.get("etag"), q).toBe(plain.headers.get("etag"));
    }
  });

  it("is 400 naming tz for a point in mid-Pacific (no place within 150 km), on the lite view too", async () => {
    for (const init of [pro, {}]) {
      const { status, body } = await get("/gw/day/2026-06-21?place=30,-140&tz=auto", init);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "tz", value: "auto" });
      expect(body["error"]).toBe(
        "tz=auto needs a place id or a point within 150 km of a place of /gw/places; give an IANA zone (e.g. America/New_York)",
      );
    }
  });
});

describe("moment with place=", () => {
  /** A moment, checked against its schema. */
  async function moment(path: string): Promise<MomentResponse> {
    const res = await raw(path, {});
    const json = (await res.json()) as Record<string, unknown>;
    expect(res.status, JSON.stringify(json)).toBe(200);
    return MomentResponse.parse(json);
  }
  type MomentResponse = ReturnType<typeof MomentResponse.parse>;
  const bare = ({ clock: _clock, place: _place, ...rest }: MomentResponse) => rest;

  it("reads a time without an offset on the place's zone (without tz, with tz=auto), the place named", async () => {
    const offset = await moment("/gw/moment/2026-07-04T09:30-04:00");
    for (const q of ["place=new-york-city", "place=new-york-city&tz=auto", "place=40.7128,-74.006"]) {
      const placed = await moment(`/gw/moment/2026-07-04T09:30?${q}`);
      expect(bare(placed), q).toEqual(bare(offset));
      expect(placed.clock, q).toMatchObject({ tz: "America/New_York", offset: "-04:00", reading: "once" });
    }
    expect((await moment("/gw/moment/2026-07-04T09:30?place=40.7128,-74.006")).clock?.from).toBe("new-york-city");
    const named = await moment("/gw/moment/2026-07-04T09:30?place=new-york-city");
    expect(named.place).toEqual({ id: "new-york-city", label: "ニューヨーク", latitude: 40.7143, longitude: -74.006 });
    // A place in Japan: Japan's clock, as without place.
    const japan = await moment("/gw/moment/2026-07-04T09:30?place=sapporo");
    expect(bare(japan)).toEqual(await moment("/gw/moment/2026-07-04T09:30"));
    expect(japan.place).toMatchObject({ id: "sapporo", label: "札幌" });
  });

  it("is 400 naming tz for tz=auto without a place", async () => {
    const { status, body } = await get("/gw/moment/2026-07-04T09:30?tz=auto", {});
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "tz", value: "auto" });
  });
});
