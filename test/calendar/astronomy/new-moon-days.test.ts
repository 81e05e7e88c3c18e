/**
 * The days of the new moons placed by Meeus's series and searched only near a boundary (calendar/astronomy/
 * new-moon-days.ts `newMoonDays`, the 旧暦 months' input) against every new moon searched (moon-phases.ts
 * `moonPhases`): the same days over a span holding the 朔 nearest civil midnight in 1873–2100 (2074-08-23
 * 00:00:27 JST, searched), and over windows whose ends fall a millisecond (the fallback to `moonPhases`), five
 * minutes (searched) and an hour (placed) either side of a new moon.
 */
import { describe, expect, it } from "vitest";
import { moonPhaseInstants, moonPhases } from "../../../calendar/astronomy/moon-phases.ts";
import { newMoonDays } from "../../../calendar/astronomy/new-moon-days.ts";

const days = (startMs: number, endMs: number): number[] => moonPhases(0, startMs, endMs).map((e) => e.day);
const DAY_MS = 86_400_000;

describe("newMoonDays", () => {
  it("gives every new moon's day of 2073–2075, the 朔 27 s after midnight of 2074-08-23 among them", () => {
    const [startMs, endMs] = [Date.UTC(2073, 0, 1), Date.UTC(2076, 0, 1)];
    expect(newMoonDays(startMs, endMs)).toEqual(days(startMs, endMs));
    expect(newMoonDays(startMs, endMs)).toHaveLength(37);
  });

  it("counts a new moon at a window's end as moonPhases does: an hour, five minutes or a millisecond either side", () => {
    const [moon] = moonPhaseInstants(0, Date.UTC(2026, 5, 1), Date.UTC(2026, 6, 1));
    for (const shift of [-3_600_000, -300_000, -1, 0, 1, 300_000, 3_600_000]) {
      const edge = moon! + shift;
      expect(newMoonDays(edge - 40 * DAY_MS, edge)).toEqual(days(edge - 40 * DAY_MS, edge));
      expect(newMoonDays(edge, edge + 40 * DAY_MS)).toEqual(days(edge, edge + 40 * DAY_MS));
    }
  });
});
