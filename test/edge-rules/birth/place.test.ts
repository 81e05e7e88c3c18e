/**
 * `place=` on `GET /gw/birth/{at}` through the handler (the moment's: test/edge-rules/endpoints/place-ids.test.ts) (docs/interface.md#places,
 * #birth-charts): the birthplace's longitude for `solar=` (with `longitude=` too: 400), a place abroad reading a time
 * without an offset on its zone (a point: the nearest place's within 150 km, `clock.from`), a place in Japan on Japan's
 * clock, `tz=auto` (without a place: 400), the place named in the answer, the key.
 */
import { describe, expect, it } from "vitest";
import { BirthChart } from "../../../schemas/endpoints/birth.ts";
import { bearer, instantsHandler, req, TOKENS } from "../fixtures.ts";
import { proBirth } from "./pro-chart.ts";

const { handler } = instantsHandler([
  [1948, 1950],
  [1984, 1990],
] as const);

const { get, chart } = proBirth(handler);

/** What two requests of one birth share: everything but the text sent, the clock read and the place named. */
const cast = ({ input: _input, clock: _clock, place: _place, ...rest }: BirthChart) => rest;

describe("birth with place=", () => {
  it("new-york-city with tz=America/New_York is the birth at -04:00 (the acceptance of the issue), the place named", async () => {
    const placed = await chart("/gw/birth/1985-07-04T09:30?tz=America/New_York&place=new-york-city&sex=male");
    const offset = await chart("/gw/birth/1985-07-04T09:30-04:00?sex=male");
    expect(placed.pillars).toEqual(offset.pillars);
    expect(cast(placed)).toEqual(cast(offset));
    expect(placed.place).toEqual({ id: "new-york-city", label: "ニューヨーク", latitude: 40.7143, longitude: -74.006 });
    expect(placed.clock).toEqual({ tz: "America/New_York", offset: "-04:00", reading: "once" });
    expect(Object.keys(placed).slice(0, 5)).toEqual(["ok", "input", "at", "clock", "place"]);
  });

  it("reads a time without an offset on the place's zone without tz, and with tz=auto: the same chart", async () => {
    const named = await chart("/gw/birth/1985-07-04T09:30?tz=America/New_York&place=new-york-city&sex=male");
    for (const q of ["place=new-york-city", "place=new-york-city&tz=auto"]) {
      const answer = await chart(`/gw/birth/1985-07-04T09:30?${q}&sex=male`);
      expect(answer, q).toEqual(named);
    }
  });

  it("takes New York's longitude (−74.006) for solar=true: the day and hour of the local solar time", async () => {
    const placed = await chart("/gw/birth/1985-07-04T09:30?place=new-york-city&solar=true");
    const longitude = await chart("/gw/birth/1985-07-04T09:30-04:00?longitude=-74.006&solar=true");
    expect(placed.pillars).toEqual(longitude.pillars);
    expect(placed.corrections).toEqual(longitude.corrections);
    expect(placed.corrections.join(" ")).toContain("74.006");
    // Local solar time there is about 04:34 on 1985-07-04 … JST's 22:30, so the hour pillar differs from JST's.
    const jst = await chart("/gw/birth/1985-07-04T09:30-04:00");
    expect(placed.pillars.hour).not.toEqual(jst.pillars.hour);
  });

  it("refuses longitude= with place= (give one), naming longitude", async () => {
    const res = await get("/gw/birth/1985-07-04T09:30?place=new-york-city&longitude=-74&solar=mean");
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "INVALID_PARAMETER", parameter: "longitude", value: "-74" });
    expect(res.json.error).toContain("give one");
  });

  it("reads a place in Japan on Japan's clock (summer time of 1949 included), as without place", async () => {
    for (const at of ["1985-07-04T09:30", "1949-05-01T10:00"]) {
      const placed = await chart(`/gw/birth/${at}?place=kushiro-shi`);
      const plain = await chart(`/gw/birth/${at}`);
      const { place, ...rest } = placed;
      expect(place).toEqual({ id: "kushiro-shi", label: "釧路市", latitude: 42.9849, longitude: 144.3817 });
      expect(rest).toEqual(plain);
    }
    expect((await chart("/gw/birth/1949-05-01T10:00?place=kushiro-shi")).at).toBe("1949-05-01T09:00+09:00");
  });

  it("names a point, its zone from the nearest place within 150 km (clock.from), its label in English with lang=en", async () => {
    const point = await chart("/gw/birth/1985-07-04T09:30?place=40.7128,-74.006&sex=female");
    expect(point.place).toEqual({ latitude: 40.7128, longitude: -74.006 });
    expect(point.clock).toEqual({ tz: "America/New_York", offset: "-04:00", reading: "once", from: "new-york-city" });
    expect(point.at).toBe("1985-07-04T22:30+09:00");
    const english = await chart("/gw/birth/1985-07-04T09:30?place=new-york-city&lang=en");
    expect(english.place).toMatchObject({ id: "new-york-city", label: "New York City" });
  });

  it("is 400 for a point far from every place without an offset or tz (naming place), 200 with either", async () => {
    const res = await get("/gw/birth/1985-07-04T09:30?place=30,-140");
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "INVALID_PARAMETER", parameter: "place", value: "30,-140" });
    expect((await get("/gw/birth/1985-07-04T09:30-09:00?place=30,-140")).status).toBe(200);
    expect((await get("/gw/birth/1985-07-04T09:30?place=30,-140&tz=Pacific/Honolulu")).status).toBe(200);
    const auto = await get("/gw/birth/1985-07-04T09:30?place=30,-140&tz=auto");
    expect(auto.json).toMatchObject({ code: "INVALID_PARAMETER", parameter: "tz", value: "auto" });
  });

  it("is 400 naming tz for tz=auto without a place, and naming place for an unknown id (its hint searches /gw/places)", async () => {
    const auto = await get("/gw/birth/1985-07-04T09:30?tz=auto");
    expect(auto.json).toMatchObject({ code: "INVALID_PARAMETER", parameter: "tz", value: "auto" });
    expect(auto.json.error).toContain("tz=auto needs a place id or a point within 150 km of a place of /gw/places");
    const unknown = await get("/gw/birth/1985-07-04T09:30?place=new-york");
    expect(unknown.json).toMatchObject({ code: "INVALID_PARAMETER", parameter: "place", value: "new-york" });
    expect(unknown.json.hint.request).toBe("/gw/places?q=new-york");
  });

  it("keys the place: its own ETag, and the same bytes by id as by the same request again", async () => {
    const tags = await Promise.all(
      ["", "?place=kushiro-shi", "?place=42.9849,144.3817", "?place=new-york-city", "?tz=America/New_York"].map(async (q) =>
        (await handler(req(`/gw/birth/1985-07-04T09:30${q}`, { headers: bearer(TOKENS.pro) }))).headers.get("etag"),
      ),
    );
    expect(new Set(tags).size).toBe(5);
  });
});
