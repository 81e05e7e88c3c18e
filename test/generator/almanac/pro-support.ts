/** Shared helpers of the pro-field tests: one almanac per test file, lookups by ISO date. */
import { ComputedAlmanac } from "../../../generator/almanac.ts";
import type { Almanac } from "../../../calendar/almanac.ts";
import { proFields, type CalendarFields } from "../../../calendar/records/pro-fields.ts";
import { dayNumber, isoDate, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { ENGINE_YEARS } from "../../../calendar/coverage.ts";

/** The widest coverage the generator must serve (schemas/coverage.ts ENGINE_YEARS). */
export const FIRST_YEAR = ENGINE_YEARS.from;
export const LAST_YEAR = ENGINE_YEARS.to;

let shared: Almanac | undefined;

/**
 * The 1873–2100 almanac (about 1.5 s to build), built once per worker and shared by the files that read it (vitest
 * `isolate: false`): an almanac's values do not depend on who asked first (its caches only remember what it computed).
 */
export function fullAlmanac(): Almanac {
  return (shared ??= new ComputedAlmanac(FIRST_YEAR, LAST_YEAR));
}

/** Day number of a `YYYY-MM-DD` date (throws on a bad date). */
export function dayOf(iso: string): number {
  const n = parseIsoDate(iso);
  if (n === null) throw new Error(`bad date ${iso}`);
  return n;
}

/** The pro fields of a date. */
export function proOn(almanac: Almanac, iso: string): CalendarFields {
  return proFields(almanac, almanac.day(dayOf(iso)));
}

/** The note labels of a date, in record order. */
export function labelsOn(almanac: Almanac, iso: string): string[] {
  return proOn(almanac, iso).notes_arr.map((n) => n.label);
}

/** Every date of a Gregorian year (or of one month of it) carrying a note id, as ISO dates. */
export function datesWithNote(almanac: Almanac, id: string, year: number, month?: number): string[] {
  const from = dayNumber(year, month ?? 1, 1);
  const last =
    month === undefined ? dayNumber(year, 12, 31) : dayNumber(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) - 1;
  const out: string[] = [];
  for (let d = from; d <= last; d++) if (proFields(almanac, almanac.day(d)).notes_arr.some((n) => n.id === id)) out.push(isoDate(d));
  return out;
}

/** `YYYY-MM-DD` of a year and month-day text list like ["1/1", "2/13"]. */
export function isoList(year: number, monthDays: readonly string[]): string[] {
  return monthDays.map((md) => {
    const [m, d] = md.split("/").map(Number) as [number, number];
    return isoDate(dayNumber(year, m, d));
  });
}
