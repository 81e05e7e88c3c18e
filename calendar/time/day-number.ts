/**
 * Day numbers: the calendar's one time coordinate.
 *
 * A *day number* is an integer counting civil days from 1970-01-01 (day 0) in the proleptic
 * Gregorian calendar. Every stage of the project (calendar rules, schemas, edge rules) works on
 * day numbers of the Japan Standard Time (JST, UTC+9, no DST since 1951) civil day, so nothing
 * depends on the machine's timezone: we never call a local-time Date method.
 */

/** A Gregorian calendar date (month 1–12, day 1–31). */
export interface CivilDate {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

/** Milliseconds in one civil day. */
export const MS_PER_DAY = 86_400_000;

/** JST offset from UTC in milliseconds (UTC+9, fixed; Japan has not observed DST since 1951). */
export const JST_OFFSET_MS = 9 * 3_600_000;

/** Julian Day Number of day number 0 (1970-01-01, at noon). */
export const JDN_OF_DAY_ZERO = 2_440_588;

/**
 * Day number of a Gregorian date (days since 1970-01-01).
 * Source: H. Hinnant, "chrono-Compatible Low-Level Date Algorithms", days_from_civil.
 */
export function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/**
 * Gregorian date of a day number.
 * Source: H. Hinnant, "chrono-Compatible Low-Level Date Algorithms", civil_from_days.
 */
export function civilDate(n: number): CivilDate {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: era * 400 + yoe + (m <= 2 ? 1 : 0), m, d };
}

/** Julian Day Number (integer, for the day's noon) of a day number. */
export function julianDayNumber(n: number): number {
  return n + JDN_OF_DAY_ZERO;
}

/**
 * The instant JST civil day `day` starts, its 00:00 JST (15:00 UTC the day before).
 * @param day a day number.
 * @returns ms since 1970-01-01T00:00:00Z (UTC).
 */
export function jstDayStartMs(day: number): number {
  return day * MS_PER_DAY - JST_OFFSET_MS;
}

/**
 * The JST civil day (a day number) in which a UTC instant falls.
 * @param utcMs milliseconds since 1970-01-01T00:00:00Z (UTC, as Date.getTime()).
 */
export function jstDayOfInstant(utcMs: number): number {
  return Math.floor((utcMs + JST_OFFSET_MS) / MS_PER_DAY);
}

/** Days in a Gregorian month. */
export function daysInMonth(y: number, m: number): number {
  return dayNumber(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1) - dayNumber(y, m, 1);
}

/** The month `months` after year `y`, month `m` (1–12; `months` may be negative), as a year and month. */
export function shiftMonth(y: number, m: number, months: number): { readonly y: number; readonly m: number } {
  const index = y * 12 + (m - 1) + months;
  return { y: Math.floor(index / 12), m: (index % 12) + 1 };
}

/** A minute of a day (0–1439) as `HH:MM`. */
export function minuteOfDayText(minuteOfDay: number): string {
  return `${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}`;
}

/** Two-digit zero-padded text of 0–99 (months, days, hours, minutes, seconds). */
export function pad2(n: number): string {
  return n < 10 ? `0${n}` : `${n}`;
}

/**
 * Floor modulo: the remainder of a / n with the sign of n (−1 mod 60 = 59), for positions in a
 * cycle counted from a day number or an instant (干支, 宿, 九星, ms within a day).
 */
export function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/** Days in a Gregorian year. */
export function daysInYear(y: number): number {
  return dayNumber(y + 1, 1, 1) - dayNumber(y, 1, 1);
}

/** A year as ISO 8601 writes it: four digits at least (`0999`), so that the text parses back (years 0–9999). */
export function isoYear(y: number): string {
  return String(y).padStart(4, "0");
}

/** `YYYY-MM` of a year and month (years 0–9999). */
export function isoMonth(y: number, m: number): string {
  return `${isoYear(y)}-${pad2(m)}`;
}

/** ISO 8601 calendar date `YYYY-MM-DD` of a day number (years 0–9999). */
export function isoDate(n: number): string {
  const { y, m, d } = civilDate(n);
  return `${isoYear(y)}-${pad2(m)}-${pad2(d)}`;
}

/** A `YYYY-MM-DD` shape (digits only; whether the day exists is `parseIsoDate`'s business). */
export const ISO_DATE_PATTERN = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/**
 * Parses a strict `YYYY-MM-DD` string into a day number.
 * @returns the day number, or `null` if the text is not of that form or names no such day
 *   (for example 2025-02-29).
 */
export function parseIsoDate(text: string): number | null {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return dayNumber(y, m, d);
}
