/**
 * Close calls: solar-longitude crossings whose instant lies so near a civil day boundary (or, for
 * the equinoxes, civil noon — the 社日 tie rule) that astronomy-engine's truncated VSOP87 Earth
 * (good to ≈ 2.5″ of longitude, ≤ 61 s of time over 1873–2100) could put them on the wrong side.
 * Those few are re-solved with the full VSOP87B series (astronomia; Bretagnon & Francou 1988,
 * good to ≈ 0.01″), on astronomy-engine's TT scale (same ΔT), so both theories share one clock.
 *
 * Measured (test/calendar/astronomy): the full series moves every NAOJ 節気 2024–2027 to within
 * the published minute's rounding, and over 1873–2100 decides one day differently from the
 * truncated series (白露 1964: 1964-09-07 23:59:29 JST, not 09-08 00:00:00).
 */
import { MakeTime } from "./engine.ts";
import vsop87Bearth from "astronomia/data/vsop87Bearth";
import { Planet } from "astronomia/planetposition";
import { apparentVSOP87 } from "astronomia/solar";
import { MS_PER_DAY } from "../time/day-number.ts";
import { civilMsOfDay } from "../time/civil-day.ts";

/** How near a boundary (ms) a crossing must be to be re-solved: twice the worst difference seen. */
export const CLOSE_CALL_MS = 120_000;

/** Mean apparent solar motion, radians per millisecond (0.9856°/day; Newton's step only). */
const SUN_RAD_PER_MS = (0.9856 * Math.PI) / 180 / MS_PER_DAY;

let earth: Planet | undefined;

/** True when a UTC instant lies within CLOSE_CALL_MS of civil midnight (calendar/time/civil-day.ts), or of civil noon when `noonToo`. */
export function isCloseCall(utcMs: number, noonToo: boolean): boolean {
  const msOfDay = civilMsOfDay(utcMs);
  const toMidnight = Math.min(msOfDay, MS_PER_DAY - msOfDay);
  const toNoon = Math.abs(msOfDay - MS_PER_DAY / 2);
  return toMidnight < CLOSE_CALL_MS || (noonToo && toNoon < CLOSE_CALL_MS);
}

/**
 * The instant the Sun's apparent longitude reaches `longitude` by the full VSOP87B series.
 * @param longitude degrees.
 * @param nearMs a first guess within a few minutes, ms since the Unix epoch (UTC).
 * @returns the instant, ms since the Unix epoch (UTC), to better than 0.001 s (two evaluations of the series).
 */
export function fullVsopSolarCrossing(longitude: number, nearMs: number): number {
  earth ??= new Planet(vsop87Bearth);
  const target = (longitude * Math.PI) / 180;
  const offsetAt = (t: number): number => {
    const d = apparentVSOP87(earth!, MakeTime(new Date(t)).tt + 2_451_545.0).lon - target;
    return Math.atan2(Math.sin(d), Math.cos(d)); // wrapped to (−π, π]
  };
  // A Newton step at the mean rate takes a guess within minutes to within seconds (the rate varies by ±3.4 %);
  // a secant step through both points then lands within a microsecond (the rate changes by 1e-7 in seconds).
  const t0 = nearMs;
  const offset0 = offsetAt(t0);
  const t1 = t0 - offset0 / SUN_RAD_PER_MS;
  const offset1 = offsetAt(t1);
  if (offset1 === offset0) return t1;
  return t1 - (offset1 * (t1 - t0)) / (offset1 - offset0);
}
