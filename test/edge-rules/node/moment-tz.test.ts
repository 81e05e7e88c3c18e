/**
 * `tz=` and `fold=` on GET /gw/moment/{at} on the real Node server over the shared 2026 tree: a time without an offset
 * on an IANA zone's clock is the time with the zone's offset then (`clock` names both), New York's 2026 gap and fold
 * read by `fold`, a disagreeing offset and an unknown zone refused naming `tz`, `tz=Asia/Tokyo` byte for byte as
 * without it, and the MCP tool's `tz`.
 */
import { describe, expect, it } from "vitest";
import { MomentResponse } from "../../../schemas/endpoints/moment.ts";
import { realServerForSuite } from "../mcp/real-server.ts";

const base = realServerForSuite();
const get = async (target: string) => {
  const res = await fetch(`${base()}${target}`);
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Record<string, any> };
};

describe("GET /gw/moment/{at}?tz=", () => {
  for (const [at, tz, offset] of [
    ["2026-07-04T09:30", "America/New_York", "-04:00"],
    ["2026-01-15T22:10", "America/New_York", "-05:00"],
    ["2026-01-15T08:00", "Australia/Sydney", "+11:00"],
    ["2026-07-15T08:00", "Australia/Sydney", "+10:00"],
    ["2026-03-01T10:00", "Asia/Kathmandu", "+05:45"],
  ] as const)
    it(`${at} ${tz} = ${at}${offset}`, async () => {
      const onZone = await get(`/gw/moment/${at}?tz=${tz}`);
      const written = await get(`/gw/moment/${at}${offset.replace("+", "%2B")}`);
      expect(onZone.status).toBe(200);
      expect(MomentResponse.parse(onZone.body).clock).toEqual({ tz, offset, reading: "once" });
      const { clock: _clock, ...rest } = onZone.body;
      expect(rest).toEqual(written.body);
      // `clock` right after `at`.
      expect(Object.keys(onZone.body).slice(0, 4)).toEqual(["ok", "at", "clock", "date"]);
    });

  it("New York's gap (2026-03-08 02:30) and fold (2026-11-01 01:30), read by fold", async () => {
    expect((await get("/gw/moment/2026-03-08T02:30?tz=America/New_York")).body).toMatchObject({
      at: "2026-03-08T16:30+09:00",
      clock: { tz: "America/New_York", offset: "-05:00", reading: "gap" },
    });
    expect((await get("/gw/moment/2026-03-08T02:30?tz=America/New_York&fold=1")).body).toMatchObject({
      at: "2026-03-08T15:30+09:00",
      clock: { offset: "-04:00", reading: "gap" },
    });
    expect((await get("/gw/moment/2026-11-01T01:30?tz=America/New_York")).body).toMatchObject({
      at: "2026-11-01T14:30+09:00",
      clock: { offset: "-04:00", reading: "fold" },
    });
    expect((await get("/gw/moment/2026-11-01T01:30?tz=America/New_York&fold=1")).body).toMatchObject({
      at: "2026-11-01T15:30+09:00",
      clock: { offset: "-05:00", reading: "fold" },
    });
    expect((await get("/gw/moment/2026-11-01T01:30?tz=America/New_York&fold=2")).body).toMatchObject({ parameter: "fold" });
  });

  it("refuses an offset the zone did not have, and an unknown zone, naming tz; takes one it had, Z and -00:00", async () => {
    const wrong = await get("/gw/moment/2026-07-04T09:30-05:00?tz=America/New_York");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "tz", value: "America/New_York" });
    expect(wrong.body.error).toContain("tz=America/New_York was UTC-04:00 at 2026-07-04T14:30Z, not the -05:00 written in at");
    expect((await get("/gw/moment/2026-07-04T09:30-04:00?tz=America/New_York")).body.clock).toEqual({
      tz: "America/New_York",
      offset: "-04:00",
      reading: "offset",
    });
    expect((await get("/gw/moment/2026-07-04T13:30Z?tz=America/New_York")).body.clock).toBeUndefined();
    const unknown = await get("/gw/moment/2026-07-04T09:30?tz=Mars/Olympus");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "tz", value: "Mars/Olympus" });
    expect(unknown.body.error).toContain("IANA time zone name (e.g. America/New_York");
    expect((await get("/gw.php?fn=moment&at=2026-07-04T09:30&tz=America/New_York")).body.clock?.offset).toBe("-04:00");
  });

  it("tz=Asia/Tokyo (and Japan) answers byte for byte as without it", async () => {
    for (const at of ["2026-02-04T05:01", "2026-02-04T05:01%2B09:00", "2026-06-01T23:30"]) {
      const plain = await get(`/gw/moment/${at}`);
      expect(plain.status).toBe(200);
      for (const tz of ["Asia/Tokyo", "Japan"]) expect((await get(`/gw/moment/${at}?tz=${tz}`)).text).toBe(plain.text);
    }
  });
});
