/**
 * The fast rise/set table against the reference `sunTimes`/`moonTimes` (rise-set.ts): the same
 * minutes for all 47 places on days spread over 2020–2030, with new and full moons, solstices and
 * days without moonrise or moonset among them (docs/calendar.md §15). Reports the worst unrounded
 * difference between the fast and the reference instants per quantity, and the safety net's use.
 */
import { describe, expect, it } from "vitest";
import { Body } from "astronomy-engine";
import { moonTimes, riseSetInstants, sunTimes } from "../../../calendar/astronomy/rise-set.ts";
import { minuteText, NO_EVENT, riseSetTable, riseSetTableInstants, SAFETY_MS } from "../../../calendar/astronomy/rise-set-table.ts";
import { dayNumber, isoDate } from "../../../calendar/time/day-number.ts";
import { PLACES } from "../../../calendar/astronomy/places.ts";

const QUANTITIES = ["sunrise", "sunset", "moonrise", "moonset"] as const;

/** Every 101st day from 2020-01-01 to 2030-12-31, and days chosen for the Sun and the Moon. */
const SAMPLE_DAYS = [
  ...Array.from({ length: 40 }, (_, i) => dayNumber(2020, 1, 1) + i * 101),
  dayNumber(2020, 6, 21), // summer solstice (and an annular eclipse's new moon)
  dayNumber(2020, 12, 21), // winter solstice
  dayNumber(2024, 9, 18), // full moon (the harvest moon, rising least late day to day)
  dayNumber(2025, 1, 29), // new moon
  dayNumber(2025, 2, 5), // Aomori's moonrise: the reference's largest difference in 2020–2030, 0.163 s
  dayNumber(2025, 3, 14), // full moon (total lunar eclipse)
  dayNumber(2026, 10, 5), // no moonrise in Tokyo (NAOJ's --:--)
  dayNumber(2026, 10, 20), // no moonset in Tokyo
  dayNumber(2027, 6, 21), // summer solstice
  dayNumber(2030, 12, 22), // winter solstice
  dayNumber(2030, 12, 31), // the coverage's last day
];

describe("riseSetTable", () => {
  it("gives the reference's minutes for all 47 places on days spread over 2020–2030", () => {
    const mismatches: string[] = [];
    const worstS = [0, 0, 0, 0];
    const noEvents = [0, 0, 0, 0];
    let fallbacks = 0;
    let events = 0;
    for (const day of SAMPLE_DAYS) {
      const table = riseSetTable(PLACES, day, day);
      const instants = riseSetTableInstants(PLACES, day, day);
      fallbacks += table.fallbacks;
      expect(table).toMatchObject({ fromDay: day, toDay: day, placeCount: PLACES.length });
      PLACES.forEach((place, p) => {
        const sun = sunTimes(place, day);
        const moon = moonTimes(place, day);
        const reference = [sun.rise, sun.set, moon.rise, moon.set];
        const sunMs = riseSetInstants(Body.Sun, place, day);
        const moonMs = riseSetInstants(Body.Moon, place, day);
        const referenceMs = [sunMs.riseMs, sunMs.setMs, moonMs.riseMs, moonMs.setMs];
        for (let k = 0; k < 4; k++) {
          const minute = table.minutes[p * 4 + k]!;
          events++;
          if (minute === NO_EVENT) noEvents[k]!++;
          if (minuteText(minute) !== reference[k])
            mismatches.push(`${isoDate(day)} ${place.id} ${QUANTITIES[k]}: table ${minuteText(minute)}, reference ${reference[k]}`);
          const fast = instants[p * 4 + k]!;
          const ms = referenceMs[k];
          if (ms !== null && ms !== undefined && !Number.isNaN(fast)) worstS[k] = Math.max(worstS[k]!, Math.abs(fast - ms) / 1000);
        }
      });
    }
    console.log(
      `rise/set table vs reference, ${SAMPLE_DAYS.length} days × ${PLACES.length} places: worst |fast − reference| ` +
        QUANTITIES.map((q, k) => `${q} ${worstS[k]!.toFixed(4)} s`).join(", ") +
        `; safety net ${fallbacks} of ${events} events; days without ${QUANTITIES.map((q, k) => `${q} ${noEvents[k]}`).join(", ")}`,
    );
    expect(mismatches).toEqual([]);
    // Days without moonrise and without moonset are among the samples; the Sun always rises and sets.
    expect(noEvents).toEqual([0, 0, expect.any(Number), expect.any(Number)]);
    expect(noEvents[2]).toBeGreaterThan(0);
    expect(noEvents[3]).toBeGreaterThan(0);
    // The safety net's margin is far wider than the fast path's difference from the reference.
    for (const s of worstS) expect(s * 1000).toBeLessThan(SAFETY_MS / 2);
  });

  it("lays out a range of days day-major, place, then the four events", () => {
    const from = dayNumber(2026, 10, 1);
    const to = dayNumber(2026, 10, 31);
    const places = [PLACES.find((p) => p.id === "tokyo")!, PLACES.find((p) => p.id === "naha")!];
    const table = riseSetTable(places, from, to);
    expect(table.minutes.length).toBe(31 * 2 * 4);
    for (const day of [from, dayNumber(2026, 10, 5), dayNumber(2026, 10, 20), to]) {
      places.forEach((place, p) => {
        const at = ((day - from) * places.length + p) * 4;
        const sun = sunTimes(place, day);
        const moon = moonTimes(place, day);
        expect(
          [0, 1, 2, 3].map((k) => minuteText(table.minutes[at + k]!)),
          `${isoDate(day)} ${place.id}`,
        ).toEqual([sun.rise, sun.set, moon.rise, moon.set]);
      });
    }
    // Tokyo: no moonrise on 2026-10-05, no moonset on 2026-10-20 (NAOJ's --:--).
    expect(table.minutes[((dayNumber(2026, 10, 5) - from) * 2 + 0) * 4 + 2]).toBe(NO_EVENT);
    expect(table.minutes[((dayNumber(2026, 10, 20) - from) * 2 + 0) * 4 + 3]).toBe(NO_EVENT);
  });

  it("prints a table minute as HH:MM and NO_EVENT as null", () => {
    expect(minuteText(0)).toBe("00:00");
    expect(minuteText(298)).toBe("04:58");
    expect(minuteText(1439)).toBe("23:59");
    expect(minuteText(NO_EVENT)).toBeNull();
  });

  it("returns an empty table for an empty range or no places", () => {
    expect(riseSetTable(PLACES, 10, 9).minutes.length).toBe(0);
    expect(riseSetTable([], 10, 12).minutes.length).toBe(0);
  });
});
