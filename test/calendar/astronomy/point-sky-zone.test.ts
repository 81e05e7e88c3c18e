/**
 * A civil day of a zone whose clocks change (calendar/time/zone-clock.ts `zoneDayStartOffsets`, point-sky.ts's window of
 * two offsets): the offset each day starts on (IANA tz `northamerica`, `southamerica`), windows of 23 and 25 hours, and
 * the events of such a day, each the reference search's from the window's start and none past its end. One offset
 * for both ends is the window, and the days, as before.
 */
import { describe, expect, it } from "vitest";
import { astronomy, Body, MakeTime, Observer, SearchAltitude, type SunOrMoon } from "../../../calendar/astronomy/engine.ts";
import {
  JST_OFFSET_MINUTES,
  moonRiseSetAltitudeDeg,
  pointSky,
  type SkyInstant,
  sunRiseSetAltitudeDeg,
  zoneDayWindow,
} from "../../../calendar/astronomy/point-sky.ts";
import { dayNumber, MS_PER_DAY } from "../../../calendar/time/day-number.ts";
import { zoneDayStartOffsets, zoneOf } from "../../../calendar/time/zone-clock.ts";

const { pointSkyDays } = pointSky(astronomy);
const H = 3_600_000;
const NEW_YORK = { latitude: 40.7128, longitude: -74.006, elevation: 0 };

describe("zoneDayStartOffsets", () => {
  it("gives New York's offset at each 00:00 around its 2026 changes (02:00 local, 8 March and 1 November)", () => {
    const ny = zoneOf("America/New_York")!;
    expect(zoneDayStartOffsets(ny, dayNumber(2026, 3, 7), dayNumber(2026, 3, 10)).map((ms) => ms / H)).toEqual([-5, -5, -4, -4]);
    expect(zoneDayStartOffsets(ny, dayNumber(2026, 10, 31), dayNumber(2026, 11, 3)).map((ms) => ms / H)).toEqual([-4, -4, -5, -5]);
  });

  it("starts a day whose 00:00 was skipped at the change, and one whose 23:00 came twice after it (Santiago, 24:00 changes)", () => {
    const santiago = zoneOf("America/Santiago")!;
    // 2026-09-06: 00:00 −04 became 01:00 −03; the day starts at that instant, 04:00Z, on the lead before it.
    expect(zoneDayStartOffsets(santiago, dayNumber(2026, 9, 5), dayNumber(2026, 9, 7)).map((ms) => ms / H)).toEqual([-4, -4, -3]);
    // 2026-04-05: 24:00 −03 of the 4th became 23:00 −04; the 5th's 00:00 came once, on −04.
    expect(zoneDayStartOffsets(santiago, dayNumber(2026, 4, 4), dayNumber(2026, 4, 6)).map((ms) => ms / H)).toEqual([-3, -4, -4]);
  });

  it("keeps a local mean time's seconds, and a zone without changes its one offset", () => {
    const ny = zoneOf("America/New_York")!;
    expect(zoneDayStartOffsets(ny, dayNumber(1883, 11, 18), dayNumber(1883, 11, 19))).toEqual([-(4 * H + 56 * 60_000 + 2_000), -5 * H]);
    expect(new Set(zoneDayStartOffsets(zoneOf("Asia/Tokyo")!, dayNumber(2026, 1, 1), dayNumber(2026, 12, 31)))).toEqual(new Set([9 * H]));
  });
});

describe("a day's window from two offsets", () => {
  it("is the one-offset window when they agree, 23 hours when the clocks go forward, 25 when they go back", () => {
    const day = dayNumber(2026, 3, 8);
    expect(zoneDayWindow(day, JST_OFFSET_MINUTES, JST_OFFSET_MINUTES)).toEqual(zoneDayWindow(day, JST_OFFSET_MINUTES));
    const one = zoneDayWindow(day, -300);
    expect(one.endMs - one.startMs).toBe(MS_PER_DAY);
    const spring = zoneDayWindow(day, -300, -240);
    expect(spring).toEqual({ startMs: one.startMs, endMs: zoneDayWindow(day + 1, -240).startMs });
    expect(spring.endMs - spring.startMs).toBe(23 * H);
    const autumn = zoneDayWindow(dayNumber(2026, 11, 1), -240, -300);
    expect(autumn.endMs - autumn.startMs).toBe(25 * H);
  });

  it("leaves every other day of a run as before: only the last day takes the end offset", () => {
    const from = dayNumber(2026, 2, 25);
    const to = dayNumber(2026, 3, 8);
    const run = pointSkyDays(NEW_YORK, from, to, -300, -240);
    expect(run.slice(0, -1)).toEqual(pointSkyDays(NEW_YORK, from, to - 1, -300));
    expect(pointSkyDays(NEW_YORK, from, to, JST_OFFSET_MINUTES, JST_OFFSET_MINUTES)).toEqual(pointSkyDays(NEW_YORK, from, to));
  });
});

/** The reference: astronomy-engine's search from the window's start, as point-sky.ts's safety net. */
function reference(body: SunOrMoon, direction: 1 | -1, startMs: number, altitude: (au: number) => number): number {
  const observer = new Observer(NEW_YORK.latitude, NEW_YORK.longitude, NEW_YORK.elevation);
  const middle = MakeTime(new Date(startMs + MS_PER_DAY / 2));
  const h0 = altitude(astronomy.Equator(body, middle, observer, true, true).dist);
  return SearchAltitude(body, observer, direction, MakeTime(new Date(startMs)), 2, h0)!.date.getTime();
}

describe("New York's 23-hour day, 2026-03-08", () => {
  const day = dayNumber(2026, 3, 8);
  const [d] = pointSkyDays(NEW_YORK, day, day, -300, -240);
  const { startMs, endMs } = zoneDayWindow(day, -300, -240);
  const within = (instant: SkyInstant): boolean => instant.ms !== null && instant.ms >= startMs && instant.ms < endMs;

  it("has the reference's sunrise and sunset, inside the window", () => {
    for (const [instant, direction] of [
      [d!.sun.rise, 1],
      [d!.sun.set, -1],
    ] as const) {
      expect(within(instant)).toBe(true);
      const want = reference(Body.Sun, direction, startMs, (au) => sunRiseSetAltitudeDeg(au, 0));
      expect(Math.abs(instant.ms! - want)).toBeLessThan(1_000);
    }
  });

  it("has no moonrise: the next one is 00:43 EDT of the 9th, which a fixed EST day would have called 23:43 of the 8th", () => {
    expect(d!.moon.rise).toEqual({ ms: null, reason: "no_event" });
    const next = reference(Body.Moon, 1, startMs, () => moonRiseSetAltitudeDeg(0));
    expect(next).toBeGreaterThanOrEqual(endMs);
    expect(new Date(next - 4 * H).toISOString().slice(0, 16)).toBe("2026-03-09T00:43");
    const [fixed] = pointSkyDays(NEW_YORK, day, day, -300);
    expect(fixed!.moon.rise.ms).toBeCloseTo(next, -3);
  });
});
