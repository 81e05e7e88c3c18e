/**
 * 月齢 (the Moon's age) as NAOJ prints it for a day: the days elapsed from the preceding new
 * moon (朔, the instant of moon-phases.ts) to 12:00 JST of that day (正午月齢), rounded to one
 * decimal (half up). docs/calendar.md §15.
 *
 * The age at noon of a 朔 day is the age since *that* 朔 when it falls before noon (0.0–0.5), and
 * since the previous one when it falls after noon (29.x); each day adds exactly 1.0 until the
 * next 朔.
 */
import type { MoonPhaseEvent } from "./moon-phases.ts";
import { jstDayStartMs, MS_PER_DAY } from "../time/day-number.ts";

/** 12:00 JST of a civil day, ms since the Unix epoch (UTC). */
function jstNoonMs(day: number): number {
  return jstDayStartMs(day) + MS_PER_DAY / 2;
}

/**
 * The Moon's age at 12:00 JST, unrounded.
 * @param day the JST civil day, as a day number (calendar/time/day-number.ts).
 * @param newMoons new moons (phase 0) in time order covering the 31 days before that noon (an almanac's: computed
 *   by the generator, or the published instants per request; this module computes no ephemeris).
 * @returns days since the latest new moon at or before 12:00 JST, in [0, 29.9).
 */
export function moonAgeDays(day: number, newMoons: readonly MoonPhaseEvent[]): number {
  const noonMs = jstNoonMs(day);
  const list = newMoons;
  // The list is in time order: the latest new moon at or before noon by binary search (a
  // generator passes every new moon of its span, about 2,800 for 1873–2100).
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.utcMs <= noonMs) lo = mid + 1;
    else hi = mid;
  }
  let latest: number | null = null;
  for (let i = lo - 1; i >= 0 && latest === null; i--) if (list[i]!.phase === 0) latest = list[i]!.utcMs;
  if (latest === null || noonMs - latest > 31 * MS_PER_DAY) {
    throw new Error(`no new moon within 31 days before noon of day ${day}`);
  }
  return (noonMs - latest) / MS_PER_DAY;
}

/**
 * 月齢 at 12:00 JST to one decimal, as NAOJ prints it (e.g. 0.4, 13.5, 29.2).
 * @param day the JST civil day, as a day number.
 * @param newMoons new moons covering the 31 days before that noon (see `moonAgeDays`).
 * @returns the age in days, rounded half up to 0.1.
 */
export function moonAge(day: number, newMoons: readonly MoonPhaseEvent[]): number {
  return Math.round(moonAgeDays(day, newMoons) * 10) / 10;
}
