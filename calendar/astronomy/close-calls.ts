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
 *
 * The full series is read on NAOJ's frame (`naojLongitudeExcess`): astronomia precesses VSOP87B with the
 * IAU 1976 general precession, which runs 0.3004″ a century faster than the IAU 2006 precession of NAOJ's
 * ephemeris, so its Sun is ahead by 0.30″ T (T in centuries from J2000): a crossing 7.3 s early per century
 * after 2000 and late before it (9.3 s in 1873, 7.4 s in 2100). What is left is a constant (`FRAME_OFFSET_ARCSEC`).
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

/** Arcseconds in a radian. */
const ARCSEC_PER_RAD = (180 * 3600) / Math.PI;

/**
 * IAU 1976 minus IAU 2006 general precession in longitude p_A, arcseconds, T Julian centuries of TT from J2000.
 * Source: Lieske et al. 1977 (IAU 1976: 5029.0966 T + 1.11113 T² − 0.000006 T³); Capitaine, Wallace & Chapront 2003
 * (IAU 2006: 5028.796195 T + 1.1054348 T² + 0.00007964 T³ − 0.000023857 T⁴ − 0.0000000383 T⁵).
 */
export function precessionExcessArcsec(T: number): number {
  return ((((0.0000000383 * T + 0.000023857) * T - 0.00008564) * T + 0.0056952) * T + 0.300405) * T;
}

/**
 * Arcseconds astronomia's apparent solar longitude (VSOP87B, IAU 1976/1980, shifted −0.09033″ to FK5) stands ahead
 * of NAOJ's once the precession is taken out and the clock's shared 1.3 s is applied (clock.ts `MODEL_OFFSET_S`):
 * fitted on NAOJ's 96 節気 of 2024–2027, every minute of which rounds right within −0.0867″…−0.0669″; the middle.
 * That is astronomia's FK5 shift undone, to within 0.004″–0.023″ (NAOJ's IAU 2006 longitudes are not on FK5).
 */
export const FRAME_OFFSET_ARCSEC = -0.0768;

/** How far (radians) astronomia's apparent solar longitude stands ahead of NAOJ's at a Julian ephemeris day. */
export function naojLongitudeExcess(jde: number): number {
  return (precessionExcessArcsec((jde - 2_451_545.0) / 36_525) + FRAME_OFFSET_ARCSEC) / ARCSEC_PER_RAD;
}

/** True when a UTC instant lies within CLOSE_CALL_MS of civil midnight (calendar/time/civil-day.ts), or of civil noon when `noonToo`. */
export function isCloseCall(utcMs: number, noonToo: boolean): boolean {
  const msOfDay = civilMsOfDay(utcMs);
  const toMidnight = Math.min(msOfDay, MS_PER_DAY - msOfDay);
  const toNoon = Math.abs(msOfDay - MS_PER_DAY / 2);
  return toMidnight < CLOSE_CALL_MS || (noonToo && toNoon < CLOSE_CALL_MS);
}

/**
 * The instant the Sun's apparent longitude reaches `longitude` by the full VSOP87B series, on NAOJ's frame.
 * @param longitude degrees.
 * @param nearMs a first guess within a few minutes, ms since the Unix epoch (UTC).
 * @returns the instant, ms since the Unix epoch (UTC), to better than 0.001 s (two evaluations of the series).
 */
export function fullVsopSolarCrossing(longitude: number, nearMs: number): number {
  earth ??= new Planet(vsop87Bearth);
  const target = (longitude * Math.PI) / 180;
  const offsetAt = (t: number): number => {
    const jde = MakeTime(new Date(t)).tt + 2_451_545.0;
    const d = apparentVSOP87(earth!, jde).lon - naojLongitudeExcess(jde) - target;
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
