/**
 * `tz=` on `GET /gw/birth/{at}` through the handler (the moment's: test/edge-rules/node/moment-tz.test.ts): a time without an offset read on an
 * IANA zone's clock is the same birth as the time with that zone's offset of the date (summer and winter, both
 * hemispheres, half- and quarter-hour zones), the zone's gaps and folds named in `corrections` and chosen by `fold`,
 * a disagreeing offset and an unknown zone refused naming `tz`, and `tz=Asia/Tokyo` answering byte for byte as
 * without it.
 */
import { describe, expect, it } from "vitest";
import { BirthChart } from "../../../schemas/endpoints/birth.ts";
import { instantsHandler } from "../fixtures.ts";
import { proBirth } from "./pro-chart.ts";

const { handler } = instantsHandler([
  [1887, 1888],
  [1948, 1950],
  [1969, 1970],
  [1984, 1990],
  [2020, 2022],
] as const);

const { get, chart } = proBirth(handler);

/** What the two requests must share: everything but the text sent and the clock read. */
const cast = ({ input: _input, clock: _clock, ...rest }: BirthChart) => rest;

/** Births on a zone's clock, and the offset the zone had then (IANA tz database). */
const BIRTHS = [
  ["1985-07-04T09:30", "America/New_York", "-04:00", "male"],
  ["1985-01-15T22:10", "America/New_York", "-05:00", "female"],
  ["2021-07-01T23:45", "America/Los_Angeles", "-07:00", "female"],
  ["1970-01-15T08:00", "Europe/London", "+01:00", "male"], // British Standard Time, 1968–1971
  ["1985-12-01T12:00", "Europe/London", "+00:00", "female"],
  ["1990-01-15T08:00", "Australia/Sydney", "+11:00", "male"], // the southern summer
  ["1990-07-15T08:00", "Australia/Sydney", "+10:00", "female"],
  ["1988-02-04T06:00", "America/Sao_Paulo", "-02:00", "male"], // Brazil's summer time of 1987–88
  ["2020-03-01T10:00", "Asia/Kolkata", "+05:30", "female"],
  ["1985-03-01T10:00", "Asia/Kathmandu", "+05:30", "male"], // +05:45 from 1986
  ["1986-03-01T10:00", "Asia/Kathmandu", "+05:45", "female"],
  ["2022-06-21T00:30", "Pacific/Auckland", "+12:00", "male"],
] as const;

describe("tz=: a time without an offset on the zone's clock is the time with its offset", () => {
  for (const [at, tz, offset, sex] of BIRTHS)
    it(`${at} ${tz} = ${at}${offset}`, async () => {
      const onZone = await chart(`/gw/birth/${at}?tz=${tz}&sex=${sex}`);
      const written = await chart(`/gw/birth/${at}${offset.replace("+", "%2B")}?sex=${sex}`);
      expect(cast(onZone)).toEqual(cast(written));
      expect(onZone.clock).toEqual({ tz, offset, reading: "once" });
      expect(onZone.corrections).toEqual([]);
    });

  it("1985-07-04T09:30 in New York is 13:30Z", async () => {
    expect((await chart("/gw/birth/1985-07-04T09:30?tz=America/New_York&sex=male")).at).toBe("1985-07-04T22:30+09:00");
  });

  it("gw.php and a zone name in another case", async () => {
    const path = await get("/gw/birth/1985-07-04T09:30?tz=America/New_York&sex=male");
    const query = await get("/gw.php?fn=birth&at=1985-07-04T09:30&tz=america/new_york&sex=male");
    expect(query.json).toEqual(path.json);
  });
});

describe("tz=: the zone's gaps and folds", () => {
  it("New York 2021-03-14 02:30 never happened: fold=0 on EST (the clock before), fold=1 on EDT", async () => {
    const first = await chart("/gw/birth/2021-03-14T02:30?tz=America/New_York&lang=en");
    expect(first.at).toBe("2021-03-14T16:30+09:00");
    expect(first.clock).toEqual({ tz: "America/New_York", offset: "-05:00", reading: "gap" });
    expect(first.corrections).toEqual([
      "2021-03-14T02:30 never happened in America/New_York: the clocks went forward from UTC-05:00 to UTC-04:00; read on UTC-05:00: 2021-03-14T16:30+09:00 JST (fold=1 reads it on UTC-04:00)",
    ]);
    const second = await chart("/gw/birth/2021-03-14T02:30?tz=America/New_York&fold=1");
    expect(second.at).toBe("2021-03-14T15:30+09:00");
    expect(second.corrections).toEqual([
      "2021-03-14T02:30 はAmerica/New_Yorkの時計がUTC-05:00からUTC-04:00へ進められたため存在しません: fold=1 でUTC-04:00として読み、日本標準時 2021-03-14T15:30+09:00（fold=0 でUTC-05:00）",
    ]);
  });

  it("New York 2021-11-07 01:30 happened twice: fold=0 the first (EDT), fold=1 the second (EST)", async () => {
    const first = await chart("/gw/birth/2021-11-07T01:30?tz=America/New_York&lang=en");
    expect(first.at).toBe("2021-11-07T14:30+09:00");
    expect(first.corrections[0]).toBe(
      "2021-11-07T01:30 happened twice in America/New_York: the clocks went back from UTC-04:00 to UTC-05:00; read as the first, on UTC-04:00: 2021-11-07T14:30+09:00 JST (fold=1 reads the second, on UTC-05:00)",
    );
    const second = await chart("/gw/birth/2021-11-07T01:30?tz=America/New_York&fold=1");
    expect([second.at, second.clock?.reading, second.clock?.offset]).toEqual(["2021-11-07T15:30+09:00", "fold", "-05:00"]);
  });
});

describe("tz=: refusals", () => {
  it("an offset the zone did not have at that instant is 400 naming tz", async () => {
    for (const path of ["/gw/birth/1985-07-04T09:30-05:00?tz=America/New_York", "/gw/moment/1985-07-04T09:30-05:00?tz=America/New_York"]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.json).toMatchObject({ code: "INVALID_PARAMETER", parameter: "tz", value: "America/New_York" });
      expect((res.json as { error: string }).error).toContain("was UTC-04:00 at 1985-07-04T14:30Z, not the -05:00 written");
    }
  });

  it("an offset the zone had is taken, and so are Z and -00:00 (instants without a local offset)", async () => {
    const ok = await chart("/gw/birth/1985-07-04T09:30-04:00?tz=America/New_York");
    expect(ok.clock).toEqual({ tz: "America/New_York", offset: "-04:00", reading: "offset" });
    for (const at of ["1985-07-04T13:30Z", "1985-07-04T13:30-00:00"])
      expect((await chart(`/gw/birth/${at}?tz=America/New_York`)).clock).toBeUndefined();
  });

  it("an unknown zone, an offset as a zone and a date alone with a foreign zone are 400 naming tz", async () => {
    for (const tz of ["Mars/Olympus", "%2B05:00", "EST%205"]) {
      const res = await get(`/gw/birth/1985-07-04T09:30?tz=${tz}`);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: "INVALID_PARAMETER", parameter: "tz" });
      expect((res.json as { error: string }).error).toContain("IANA time zone name (e.g. America/New_York");
      expect((await get(`/gw/moment/1985-07-04T09:30?tz=${tz}`)).json).toMatchObject({ parameter: "tz" });
    }
    expect((await get("/gw/birth/1985-07-04?tz=America/New_York")).json).toMatchObject({ code: "INVALID_PARAMETER", parameter: "tz" });
  });
});

describe("tz=Asia/Tokyo is Japan's own clock: the answers of no tz, byte for byte", () => {
  const AT = [
    "1990-05-05T14:30",
    "1990-05-05T14:30%2B09:00",
    "1949-06-01T12:00",
    "1949-09-11T00:30",
    "1887-06-01T12:00",
    "1888-01-01T00:10",
    "1990-05-05",
  ];
  for (const at of AT)
    it(at, async () => {
      for (const query of ["sex=male", "sex=female&fold=1&lang=en", "dst=off"]) {
        const plain = await get(`/gw/birth/${at}?${query}`);
        for (const tz of ["Asia/Tokyo", "Japan"]) expect((await get(`/gw/birth/${at}?${query}&tz=${tz}`)).text).toBe(plain.text);
      }
    });

  it("a summer-time +10:00 is Tokyo's in 1949; -05:00 never was", async () => {
    expect((await get("/gw/birth/1949-06-01T12:00%2B10:00?tz=Asia/Tokyo")).status).toBe(200);
    expect((await get("/gw/birth/1990-06-01T12:00-05:00?tz=Asia/Tokyo")).json).toMatchObject({ parameter: "tz" });
  });
});
