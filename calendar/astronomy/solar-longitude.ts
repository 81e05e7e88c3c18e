/**
 * Instants when the apparent geocentric ecliptic longitude of the Sun (true equinox of date,
 * with aberration and nutation: the 定気 convention of NAOJ's 暦要項) crosses multiples of 5°.
 *
 * These instants drive the 24 節気 (every 15°), the 72 候 (every 5°), 入梅 (80°) and 半夏生
 * (100°); `solarCrossingAfter` finds any other longitude (土用入り at 27°, 117°, 207°, 297°). Computed with astronomy-engine (VSOP87 Earth, the ΔT
 * of delta-t.ts), whose solar longitudes agree with NAOJ's published times to well under
 * a minute over 1873–2100 (see test/calendar/astronomy).
 */
import { MakeTime, SearchSunLongitude, SunPosition } from "./engine.ts";
import { civilInstant } from "./clock.ts";
import { fullVsopSolarCrossing, isCloseCall } from "./close-calls.ts";
import { MS_PER_DAY } from "../time/day-number.ts";
import { civilDayOfInstant } from "../time/civil-day.ts";

/** One crossing of a 5° step of solar longitude. */
export interface SolarCrossing {
  /** Solar longitude reached, degrees: a multiple of 5 in [0, 360). */
  readonly longitude: number;
  /**
   * The instant, milliseconds since the Unix epoch (UTC): near a civil day boundary the published one (the full
   * series on NAOJ's frame and clock, clock.ts), so the day is the printed instant's; elsewhere astronomy-engine's, within 61 s
   * of the full series on the engine's clock (ΔT, delta-t.ts), which runs up to 84 s before the published one by 2100.
   */
  readonly utcMs: number;
  /** The civil day (day number) that contains the instant (calendar/time/civil-day.ts: JST, Tokyo mean time before 1888). */
  readonly day: number;
}

/**
 * The first crossing of one solar longitude at or after an instant.
 * @param longitude degrees in [0, 360), any value (e.g. 27 for 土用入り).
 * @param fromMs start of the search, ms since the Unix epoch (UTC).
 * @param limitDays how many days to search (the Sun moves ~1°/day).
 * @returns the crossing, or `null` if the Sun does not reach the longitude within `limitDays`.
 */
export function solarCrossingAfter(longitude: number, fromMs: number, limitDays: number): SolarCrossing | null {
  const found = SearchSunLongitude(longitude, MakeTime(new Date(fromMs)), limitDays);
  if (found === null) return null;
  let utcMs = found.date.getTime();
  // Near a civil day boundary (or civil noon at an equinox) on NAOJ's clock, which runs up to 84 s after the engine's
  // by 2100, the published instant decides: the full VSOP87B series on that clock.
  if (isCloseCall(civilInstant(utcMs), longitude % 180 === 0)) utcMs = civilInstant(fullVsopSolarCrossing(longitude, utcMs));
  return { longitude, utcMs, day: civilDayOfInstant(utcMs) };
}

/**
 * Every crossing of a multiple of 5° of solar longitude with an instant in [startMs, endMs).
 * @param startMs first instant to search from, ms since the Unix epoch (UTC).
 * @param endMs end of the search window (exclusive), ms since the Unix epoch (UTC).
 * @returns crossings in time order; each successive longitude is 5° past the previous.
 */
export function solarCrossings(startMs: number, endMs: number): SolarCrossing[] {
  const out: SolarCrossing[] = [];
  const startLon = SunPosition(MakeTime(new Date(startMs))).elon;
  let target = (Math.floor(startLon / 5) + 1) * 5;
  let fromMs = startMs;
  for (;;) {
    const lon = target % 360;
    // The Sun moves ~1°/day, so a 5° step is 4.6–5.4 days away: search a 10-day window.
    const found = solarCrossingAfter(lon, fromMs, 10);
    if (found === null) throw new Error(`solar longitude ${lon}° not found within 10 days of ${new Date(fromMs).toISOString()}`);
    if (found.utcMs >= endMs) break;
    out.push(found);
    fromMs = found.utcMs + MS_PER_DAY;
    target = lon + 5;
  }
  return out;
}
