/**
 * Calendar arithmetic for the edge layer: strict `YYYY-MM-DD` parsing, day numbers and the JST
 * clock. `edge-rules/` never imports from `generator/` (docs/architecture.md), so the two
 * Hinnant conversions it needs live here again. Nothing here calls a local-time `Date` method:
 * the answers do not depend on the machine's timezone.
 */

/** Milliseconds in one civil day. */
export const MS_PER_DAY = 86_400_000;

/** JST offset from UTC in milliseconds (UTC+9, no DST). */
export const JST_OFFSET_MS = 9 * 3_600_000;

/** A strict calendar date `YYYY-MM-DD` (ASCII digits only). */
export const ISO_DATE_PATTERN = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/**
 * Day number (days since 1970-01-01) of a proleptic Gregorian date.
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
 * Proleptic Gregorian date of a day number.
 * Source: H. Hinnant, "chrono-Compatible Low-Level Date Algorithms", civil_from_days.
 */
export function civilDate(n: number): { y: number; m: number; d: number } {
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

/** Days in a Gregorian month (m 1–12). */
export function daysInMonth(y: number, m: number): number {
  return dayNumber(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1) - dayNumber(y, m, 1);
}

/** Days in a Gregorian year. */
export function daysInYear(y: number): number {
  return dayNumber(y + 1, 1, 1) - dayNumber(y, 1, 1);
}

const pad = (n: number, width: number): string => String(n).padStart(width, "0");

/** `YYYY-MM-DD` of a day number (years 0000–9999). */
export function isoDate(n: number): string {
  const { y, m, d } = civilDate(n);
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** `YYYY-MM` of a year and month. */
export function isoMonth(y: number, m: number): string {
  return `${pad(y, 4)}-${pad(m, 2)}`;
}

/**
 * Parses a strict `YYYY-MM-DD` string.
 * @returns the day number, or `null` when the text is not of that form or names no such day
 *   (2025-02-29, 2025-13-01, 2025-01-00).
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

/**
 * The instant as JST wall time with its offset, second precision:
 * `YYYY-MM-DDTHH:MM:SS+09:00` (the HealthResponse `time`).
 */
export function jstTimestamp(utcMs: number): string {
  const local = Math.floor(utcMs) + JST_OFFSET_MS;
  const day = Math.floor(local / MS_PER_DAY);
  const msOfDay = local - day * MS_PER_DAY;
  const s = Math.floor(msOfDay / 1000);
  return `${isoDate(day)}T${pad(Math.floor(s / 3600), 2)}:${pad(Math.floor(s / 60) % 60, 2)}:${pad(s % 60, 2)}+09:00`;
}
