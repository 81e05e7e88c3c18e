/** Shared helpers of the pro-field tests: one almanac per test file, lookups by ISO date. */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { almanacSpan, ComputedAlmanac } from "../../../generator/almanac.ts";
import { Almanac, type AlmanacEvents } from "../../../calendar/almanac.ts";
import { TREE_STORE_ENV } from "../../support/global-setup.ts";
import { proFields, type CalendarFields } from "../../../calendar/records/pro-fields.ts";
import { dayNumber, isoDate, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { ENGINE_YEARS } from "../../../calendar/coverage.ts";

/** The widest coverage the generator must serve (schemas/coverage.ts ENGINE_YEARS). */
export const FIRST_YEAR = ENGINE_YEARS.from;
export const LAST_YEAR = ENGINE_YEARS.to;

let shared: Almanac | undefined;

/**
 * The 1873–2100 almanac (about 1.5 s of CPU to compute on an idle machine), made once per worker and shared by the
 * files that read it (vitest `isolate: false`): an almanac's values do not depend on who asked first (its caches only
 * remember what it computed).
 *
 * Its events are kept in the store of this code's trees (test/support/global-setup.ts: keyed on `codeVersion`, every
 * source of calendar/ and generator/ among it), so the workers and the next runs of the same code read them instead of
 * computing them again (three files, each in its own worker, computed them every run). They are plain numbers and
 * booleans, which JSON keeps exactly: the almanac of the stored events is the computed one, value for value. Without
 * the store (a file run outside the project's config), or with a file that cannot be read, it is computed.
 */
export function fullAlmanac(): Almanac {
  return (shared ??= storedAlmanac(FIRST_YEAR, LAST_YEAR));
}

/** The almanac of `from..to` from the store, or computed (and stored: written aside, then renamed). */
function storedAlmanac(from: number, to: number): Almanac {
  const store = process.env[TREE_STORE_ENV];
  const path = store === undefined ? null : join(store, `almanac-${from}-${to}.json`);
  if (path !== null) {
    try {
      return almanacOfJson(from, to, readFileSync(path, "utf8"));
    } catch {
      // absent or damaged: computed below
    }
  }
  const computed = new ComputedAlmanac(from, to);
  if (path !== null) {
    // A leading dot: what a killed run leaves is removed by a later one (global-setup.ts removeStale).
    const aside = join(dirname(path), `.${basename(path)}.${process.pid}`);
    writeFileSync(aside, almanacJson(computed));
    renameSync(aside, path);
  }
  return computed;
}

/** The events of an almanac as JSON text. */
export function almanacJson(almanac: Almanac): string {
  const { crossings, doyouEntries, newMoons, fullMoons, lunarMonths } = almanac;
  return JSON.stringify({ crossings, doyouEntries, newMoons, fullMoons, lunarMonths } satisfies AlmanacEvents);
}

/** The almanac of the years `from..to` whose events `almanacJson` wrote. */
export function almanacOfJson(from: number, to: number, text: string): Almanac {
  return new Almanac(almanacSpan(from, to), JSON.parse(text) as AlmanacEvents);
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
