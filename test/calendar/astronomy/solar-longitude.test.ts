/**
 * The 土用入り of a span (`crossingsAfterSteps` of DOYOU_LONGITUDES, the almanac's `doyouEntries`) against the search the generator wrote
 * for itself before (2° past each 5° crossing at 25°, 115°, 205°, 295°): the same crossings, bit for bit, over the
 * almanac's span of 1873–2100.
 *
 * The 中気 searched on their own (calendar/astronomy/solar-longitude.ts `principalTermCrossings`, the 旧暦 months'
 * input) against the 5° chain's (`solarCrossings`): the same longitudes and days, instants within the search's
 * tolerance, over spans holding the 中気 nearest civil midnight in 1873–2100 (雨水 2030 3.2 s before it, 秋分 1917
 * 5.5 s after it), from a start before a 中気 and a start just after one, and to an end a millisecond either side of
 * one (the chain's own crossings).
 */
import { describe, expect, it } from "vitest";
import {
  crossingsAfterSteps,
  principalTermCrossings,
  solarCrossingAfter,
  solarCrossings,
  type SolarCrossing,
} from "../../../calendar/astronomy/solar-longitude.ts";
import { DOYOU_LONGITUDES } from "../../../calendar/notes/doyou.ts";

/** The 中気 of the 5° chain over a window, and the ones searched on their own. */
function both(
  startMs: number,
  endMs: number,
): { chain: { longitude: number; day: number }[]; own: { longitude: number; day: number }[]; apartMs: number } {
  const chained = solarCrossings(startMs, endMs).filter((c) => c.longitude % 30 === 0);
  const own = principalTermCrossings(startMs, endMs);
  const apartMs = Math.max(0, ...own.map((c, i) => Math.abs(c.utcMs - (chained[i]?.utcMs ?? Infinity))));
  const fields = (c: { longitude: number; day: number }): { longitude: number; day: number } => ({ longitude: c.longitude, day: c.day });
  return { chain: chained.map(fields), own: own.map(fields), apartMs };
}

describe("principalTermCrossings", () => {
  it.each([
    ["雨水 2030, 3.2 s before midnight", Date.UTC(2029, 10, 3, 7), Date.UTC(2030, 6, 1)],
    ["秋分 1917, 5.5 s after midnight", Date.UTC(1917, 0, 17, 23), Date.UTC(1918, 0, 1)],
  ])("gives the 5° chain's 中気 and days: %s", (_, startMs, endMs) => {
    const { chain, own, apartMs } = both(startMs, endMs);
    expect(own.length).toBeGreaterThanOrEqual(8);
    expect(own).toEqual(chain);
    expect(apartMs).toBeLessThan(20);
  });

  it("starts at the first 中気 at or after the start and ends before the end, a millisecond either side as the chain", () => {
    const [first] = principalTermCrossings(Date.UTC(2026, 0, 1), Date.UTC(2026, 11, 31));
    const [after] = principalTermCrossings(first!.utcMs + 1, Date.UTC(2026, 11, 31));
    expect([first!.longitude, after!.longitude]).toEqual([300, 330]);
    for (const endMs of [first!.utcMs - 1, first!.utcMs, first!.utcMs + 1]) {
      const chain = solarCrossings(Date.UTC(2026, 0, 1), endMs).filter((c) => c.longitude % 30 === 0);
      expect(principalTermCrossings(Date.UTC(2026, 0, 1), endMs)).toEqual(chain);
    }
  });
});

describe("crossingsAfterSteps", () => {
  /** The generator's former search: 2° past each 5° crossing at 25°, 115°, 205° and 295°, within 5 days. */
  const former = (crossings: readonly SolarCrossing[], endMs: number): SolarCrossing[] =>
    crossings
      .filter((c) => c.longitude % 90 === 25)
      .map((c) => solarCrossingAfter(c.longitude + 2, c.utcMs, 5))
      .filter((c): c is SolarCrossing => c !== null && c.utcMs < endMs);

  it("finds the former search's crossings, bit for bit, four a year (three years)", () => {
    const startMs = Date.UTC(2025, 0, 1);
    const endMs = Date.UTC(2028, 0, 1);
    const crossings = solarCrossings(startMs, endMs);
    const entries = crossingsAfterSteps(DOYOU_LONGITUDES, crossings, endMs);
    expect(entries.length).toBe(4 * 3);
    expect(entries).toEqual(former(crossings, endMs));
    expect(entries.slice(0, 4).map((c) => c.longitude)).toEqual([...DOYOU_LONGITUDES]);
  });

  it("drops a 土用入り at or after the end, as the former search", () => {
    const crossings = solarCrossings(Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    const [first] = crossingsAfterSteps(DOYOU_LONGITUDES, crossings, Date.UTC(2027, 0, 1));
    for (const endMs of [first!.utcMs, first!.utcMs + 1])
      expect(crossingsAfterSteps(DOYOU_LONGITUDES, crossings, endMs)).toEqual(former(crossings, endMs));
    expect(crossingsAfterSteps(DOYOU_LONGITUDES, crossings, first!.utcMs)).toEqual([]);
  });
});
