/**
 * Julian Day Numbers ↔ dates of the Gregorian calendar (proleptic before 1582-10-15) and of the
 * Julian calendar, which historians use for dates before 1582-10-15 (docs/calendar.md §14). A JDN
 * here is the integer Julian Day Number of a civil day (its noon), as in docs/calendar.md §0.
 */
import { civilDate, dayNumber, JDN_OF_DAY_ZERO, type CivilDate } from "../time/day-number.ts";

export type { CivilDate } from "../time/day-number.ts";

/** JDN of a proleptic Gregorian date. Source: docs/calendar.md §0 (day number + 2,440,588; Hinnant's days_from_civil). */
export function gregorianToJdn(y: number, m: number, d: number): number {
  return dayNumber(y, m, d) + JDN_OF_DAY_ZERO;
}

/** Proleptic Gregorian date of a JDN. Source: docs/calendar.md §0 (Hinnant's civil_from_days). */
export function jdnToGregorian(jdn: number): CivilDate {
  return civilDate(jdn - JDN_OF_DAY_ZERO);
}

/** JDN of a Julian-calendar date. Source: Wikipedia "Julian day", the Julian-calendar date → JDN formula (integer division). */
export function julianToJdn(y: number, m: number, d: number): number {
  const a = Math.floor((14 - m) / 12);
  const yy = y + 4800 - a;
  const mm = m + 12 * a - 3;
  return d + Math.floor((153 * mm + 2) / 5) + 365 * yy + Math.floor(yy / 4) - 32083;
}

/** Julian-calendar date of a JDN. Source: Wikipedia "Julian day", JDN → Julian-calendar date (the algorithm of Richards without the Gregorian correction). */
export function jdnToJulian(jdn: number): CivilDate {
  const c = jdn + 32082;
  const dd = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * dd) / 4);
  const mp = Math.floor((5 * e + 2) / 153);
  return { y: dd - 4800 + Math.floor(mp / 10), m: ((mp + 2) % 12) + 1, d: e - Math.floor((153 * mp + 2) / 5) + 1 };
}

/** Days in a month of the Julian calendar (every fourth year leap). */
export function julianDaysInMonth(y: number, m: number): number {
  return julianToJdn(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1) - julianToJdn(y, m, 1);
}

/** `YYYY-MM-DD` of a date of years 0–9999. */
export function isoText({ y, m, d }: CivilDate): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
