/**
 * 旧暦 dates ↔ Julian Day Numbers over a loaded table of months (calendar/wareki/months-table.ts):
 * the historical months before 1873, the computed ones after (docs/calendar.md §14).
 */
import type { KyurekiMonths } from "./months-table.ts";

/** A 旧暦 date: `year` is the Western number of the 旧暦 year (the Gregorian year of its 1月1日). */
export interface KyurekiDate {
  readonly year: number;
  readonly month: number;
  readonly leap: boolean;
  readonly day: number;
}

/** Index of the last entry of an ascending array that is ≤ value (−1 if none). */
function lastAtOrBelow(values: Int32Array, value: number, end: number): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** The index of the month holding a JDN, or −1 outside the table. */
export function monthIndexOf(table: KyurekiMonths, jdn: number): number {
  const count = table.month.length;
  if (!(jdn >= table.start[0]! && jdn < table.start[count]!)) return -1;
  return lastAtOrBelow(table.start, jdn, count);
}

/** The 旧暦 year of the month at an index. */
export function yearOfMonth(table: KyurekiMonths, index: number): number {
  return table.firstYear + lastAtOrBelow(table.yearStart, index, table.yearStart.length - 1);
}

/** The 旧暦 date of a JDN, or null outside the table. Source: the table's months (docs/calendar.md §14). */
export function jdnToKyureki(table: KyurekiMonths, jdn: number): KyurekiDate | null {
  const i = monthIndexOf(table, jdn);
  if (i < 0) return null;
  return { year: yearOfMonth(table, i), month: table.month[i]!, leap: table.leap[i] === 1, day: jdn - table.start[i]! + 1 };
}

/** The index of a month of a 旧暦 year, or −1 when the year has no such month (or no such leap month). */
export function findMonth(table: KyurekiMonths, year: number, month: number, leap: boolean): number {
  const y = year - table.firstYear;
  if (!(Number.isInteger(y) && y >= 0 && y <= table.lastYear - table.firstYear)) return -1;
  for (let i = table.yearStart[y]!; i < table.yearStart[y + 1]!; i++) {
    if (table.month[i] === month && (table.leap[i] === 1) === leap) return i;
  }
  return -1;
}

/** Days in a month of the table. */
export function monthLength(table: KyurekiMonths, index: number): number {
  return table.start[index + 1]! - table.start[index]!;
}

/** The JDN of a 旧暦 date, or null when there is no such day (no such month or leap month, a day past the month's end). */
export function kyurekiToJdn(table: KyurekiMonths, date: KyurekiDate): number | null {
  const i = findMonth(table, date.year, date.month, date.leap);
  if (i < 0 || !Number.isInteger(date.day) || date.day < 1 || date.day > monthLength(table, i)) return null;
  return table.start[i]! + date.day - 1;
}

/**
 * A 旧暦 date as written, its day a number or `"last"` (晦, the month's last day): the index of its month in the table
 * (−1 when the year has no such month or leap month, or is outside the table) and its JDN (null when there is no such
 * month or day). Source: the table's months (docs/calendar.md §14).
 */
export function writtenKyurekiJdn(
  table: KyurekiMonths,
  year: number,
  month: number,
  leap: boolean,
  day: number | "last",
): { readonly index: number; readonly jdn: number | null } {
  const index = findMonth(table, year, month, leap);
  if (index < 0) return { index, jdn: null };
  return { index, jdn: kyurekiToJdn(table, { year, month, leap, day: day === "last" ? monthLength(table, index) : day }) };
}
