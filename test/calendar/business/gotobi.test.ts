/**
 * Where a 五十日 is settled (calendar/business/gotobi.ts `gotobiSettlement`, docs/calendar.md §13.5): the day itself
 * when open, else the nearest open day before (`previous`) or after (`next`, 民法 第142条); a walk that reaches a day
 * whose closure is not known ends without a day. Examples by hand, then random closed sets over a span of days
 * against a scan.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gotobiSettlement } from "../../../calendar/business/gotobi.ts";
import { parseIsoDate } from "../../../calendar/time/day-number.ts";
import { isoWeekday } from "../../../calendar/time/weekday.ts";
import { GOTOBI_ROLLS } from "../../../calendar/names.ts";

const day = (iso: string): number => parseIsoDate(iso)!;

describe("gotobiSettlement", () => {
  // Saturdays and Sundays closed (ISO weekday index 5 and 6), and 2026-05-04..06 (みどりの日, こどもの日, 振替休日).
  const holidays = new Set([day("2026-05-04"), day("2026-05-05"), day("2026-05-06")]);
  const weekend = (d: number): boolean => isoWeekday(d) >= 5 || holidays.has(d);

  it("keeps an open 五十日 where it is, unmoved", () => {
    expect(gotobiSettlement(day("2026-05-15"), "previous", weekend)).toEqual({ day: day("2026-05-15"), moved: false });
    expect(gotobiSettlement(day("2026-05-15"), "next", weekend)).toEqual({ day: day("2026-05-15"), moved: false });
  });

  it("moves a closed one to the open day before (previous) or after (next)", () => {
    // 2026-05-10 is a Sunday: Friday 5/8 before, Monday 5/11 after.
    expect(gotobiSettlement(day("2026-05-10"), "previous", weekend)).toEqual({ day: day("2026-05-08"), moved: true });
    expect(gotobiSettlement(day("2026-05-10"), "next", weekend)).toEqual({ day: day("2026-05-11"), moved: true });
    // 2026-05-05 (こどもの日) in the run 5/2–5/6: Friday 5/1 before, Thursday 5/7 after.
    expect(gotobiSettlement(day("2026-05-05"), "previous", weekend)).toEqual({ day: day("2026-05-01"), moved: true });
    expect(gotobiSettlement(day("2026-05-05"), "next", weekend)).toEqual({ day: day("2026-05-07"), moved: true });
  });

  it("ends without a day at a day whose closure is not known; throws on an unknown 五十日", () => {
    const known = (d: number): boolean | null => (d >= day("2026-05-09") && d <= day("2026-05-10") ? weekend(d) : null);
    expect(gotobiSettlement(day("2026-05-10"), "previous", known)).toEqual({ day: null, moved: true });
    expect(gotobiSettlement(day("2026-05-10"), "next", known)).toEqual({ day: null, moved: true });
    expect(() => gotobiSettlement(day("2026-05-15"), "next", known)).toThrow(RangeError);
  });

  it("equals a scan over random closed days of a span", () => {
    const SPAN = 60;
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: SPAN, maxLength: SPAN }),
        fc.integer({ min: 0, max: SPAN - 1 }),
        fc.constantFrom(...GOTOBI_ROLLS),
        (closed, at, roll) => {
          const isClosed = (d: number): boolean | null => (d >= 0 && d < SPAN ? closed[d]! : null);
          let expected: number | null = at;
          if (closed[at]) {
            const open = [...closed.keys()].filter((d) => !closed[d]);
            expected = roll === "previous" ? (open.filter((d) => d < at).at(-1) ?? null) : (open.find((d) => d > at) ?? null);
          }
          expect(gotobiSettlement(at, roll, isClosed)).toEqual({ day: expected, moved: closed[at]! });
        },
      ),
      { numRuns: 500 },
    );
  });
});
