/** The civil day of an instant (calendar/time/civil-day.ts; docs/calendar.md §0 "The civil day"). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { civilDayOfInstant, civilMsOfDay, civilOffsetMs, STANDARD_TIME_FROM_MS } from "../../../calendar/time/civil-day.ts";
import { dayNumber, jstDayOfInstant, MS_PER_DAY } from "../../../calendar/time/day-number.ts";

describe("civilDayOfInstant", () => {
  it("is the JST day from 1888-01-01 00:00 JST on", () => {
    expect(STANDARD_TIME_FROM_MS).toBe(Date.parse("1888-01-01T00:00:00+09:00"));
    for (const at of ["1888-01-01T00:00:00+09:00", "1908-09-25T23:59:00+09:00", "2026-11-26T23:59:59+09:00"]) {
      const ms = Date.parse(at);
      expect(civilDayOfInstant(ms), at).toBe(jstDayOfInstant(ms));
    }
    expect(civilOffsetMs(STANDARD_TIME_FROM_MS)).toBe(9 * 3_600_000);
  });

  it("is Tokyo mean time's day (UTC+9:19:01) before it", () => {
    expect(civilOffsetMs(STANDARD_TIME_FROM_MS - 1)).toBe((9 * 3600 + 19 * 60 + 1) * 1000);
    // the 朔 of 1884-04-25 23:57:36 JST is 1884-04-26 00:16:37 in Tokyo
    expect(civilDayOfInstant(Date.parse("1884-04-25T23:57:36+09:00"))).toBe(dayNumber(1884, 4, 26));
    expect(civilDayOfInstant(Date.parse("1884-04-25T23:40:58+09:00"))).toBe(dayNumber(1884, 4, 25));
    expect(civilDayOfInstant(Date.parse("1884-04-25T23:40:59+09:00"))).toBe(dayNumber(1884, 4, 26));
    // the last 19 minutes of Tokyo's 1887 are 1888-01-01 already: the day never runs backwards
    expect(civilDayOfInstant(Date.parse("1887-12-31T23:45:00+09:00"))).toBe(dayNumber(1888, 1, 1));
  });

  it("measures the time of day on the same clock", () => {
    expect(civilMsOfDay(Date.parse("1884-04-25T23:57:36+09:00"))).toBe((16 * 60 + 37) * 1000);
    expect(civilMsOfDay(Date.parse("2026-11-26T12:00:00+09:00"))).toBe(12 * 3_600_000);
    expect(civilMsOfDay(Date.parse("1872-12-31T14:40:59Z"))).toBe(0); // 1873-01-01 00:00 in Tokyo
  });
});

describe("civilMsOfDay", () => {
  it("takes an instant back to its civil day's start: floor((t + offset) / day) · day − offset (1873–2100)", () => {
    const from = Date.parse("1872-12-31T14:40:59Z"); // 1873-01-01 00:00 in Tokyo
    const to = Date.parse("2101-01-01T00:00:00+09:00");
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (t) => {
        const civil = civilOffsetMs(t);
        const start = t - civilMsOfDay(t);
        expect(start).toBe(Math.floor((t + civil) / MS_PER_DAY) * MS_PER_DAY - civil);
        expect(civilDayOfInstant(start)).toBe(civilDayOfInstant(t));
      }),
      { numRuns: 2_000 },
    );
  });
});
