/**
 * A 和暦 date (era, era year, leap, month, day) → its JDN and the convention that reads it, or
 * why no such day exists, for a parser to turn into a 400 (docs/calendar.md §14). Before
 * 1873-01-01 the month and day are the 旧暦's; from 明治6年 they are the Gregorian calendar's.
 *
 * Three conventions answer (docs/interface.md#dates-before-1873):
 * - `in_force`: the era written is in force that day (one of the two courts' in 1331–1392);
 * - `new_era_from_year_start`: a day of 元年 before the 改元日, the new era counted from the
 *   first day of its year, as tables of the old calendar and histories label the year of a change;
 * - `old_era_after_change`: a day of the era's last year on or after the day it ended, the old
 *   era kept, as documents of the time were dated.
 */
import { daysInMonth } from "../time/day-number.ts";
import type { KyurekiMonths } from "./months-table.ts";
import { inWarekiCoverage } from "./coverage.ts";
import { REFORM_JDN, gregorianToJdn, isoText, jdnToGregorian, REFORM_YEAR } from "./calendars.ts";
import type { ReadingConvention } from "../names.ts";
import { eraDays, eraNamed, erasOn, namedUntil } from "./eras.ts";
import { eraYearText, warekiOf } from "./wareki-text.ts";
import { jdnToKyureki, monthLength, writtenKyurekiJdn } from "./kyureki.ts";

/** A 和暦 date as written. */
export interface EraDate {
  readonly era: string;
  /** The era year, 元年 = 1. */
  readonly year: number;
  readonly leap: boolean;
  readonly month: number;
  /** 1–31, or `"last"` for the month's last day (晦, 晦日). */
  readonly day: number | "last";
}

/** Why a 和暦 date names no day. */
export type EraDateFailure =
  | "unknown-era"
  | "no-such-month"
  | "no-such-leap-month"
  | "day-too-large"
  | "calendar-reform"
  | "before-era-start"
  | "after-era-end"
  | "out-of-coverage";

/** The conventions an era date is read by (schemas/endpoints/wareki.ts READING_CONVENTIONS). */
export type EraConvention = Extract<ReadingConvention, "in_force" | "new_era_from_year_start" | "old_era_after_change">;

/** The day, how it was read (with a one-line note unless the era was in force), or the reason there is none with a one-line message. */
export type EraDateResult =
  | { readonly ok: true; readonly jdn: number; readonly convention: EraConvention; readonly note: string | null }
  | { readonly ok: false; readonly reason: EraDateFailure; readonly message: string };

function fail(reason: EraDateFailure, message: string): EraDateResult {
  return { ok: false, reason, message };
}

/** The calendar year era years count on a JDN: the 旧暦 year before 1873-01-01, the Gregorian year from it. */
function calendarYear(table: KyurekiMonths, jdn: number): number {
  return jdn >= REFORM_JDN ? jdnToGregorian(jdn).y : jdnToKyureki(table, jdn)!.year;
}

/** `0645-07-20 (大化元年6月19日)`: a day's Gregorian date and its 和暦. */
function dayText(table: KyurekiMonths, jdn: number): string {
  return `${isoText(jdnToGregorian(jdn))} (${warekiOf(table, jdn)!.wareki})`;
}

/**
 * The JDN of a 和暦 date and the convention that reads it, or why it names no day: an era year
 * past the era's last year, a month or day that never existed, 明治5年12月3日–30日, outside
 * 445–2100. Source: docs/calendar.md §14.
 */
export function eraDateToJdn(table: KyurekiMonths, date: EraDate): EraDateResult {
  const era = eraNamed(date.era);
  if (era === undefined) return fail("unknown-era", `${date.era} is not an era (元号) of 大化–令和`);
  const { year, leap, month } = date;
  const text = `${eraYearText(era.name, year)}${leap ? "閏" : ""}${month}月${date.day === "last" ? "晦" : `${date.day}日`}`;
  if (!(Number.isInteger(year) && year >= 1)) return fail("before-era-start", `${text}: an era year counts from 元年 (1)`);
  if (!(Number.isInteger(month) && month >= 1 && month <= 12)) return fail("no-such-month", `${text}: months run from 1 to 12`);
  if (date.day !== "last" && !(Number.isInteger(date.day) && date.day >= 1)) return fail("day-too-large", `${text}: days count from 1`);
  // The era's last year: the one holding the last day it is accepted in force (慶応: 慶応4年, to 9月7日).
  const { until } = eraDays(era);
  const lastYear = until === Infinity ? Infinity : calendarYear(table, until - 1) - era.firstYear + 1;
  if (year > lastYear)
    return fail("after-era-end", `${text}: ${era.name} ended in ${eraYearText(era.name, lastYear)} (${era.firstYear + lastYear - 1})`);
  const westernYear = era.firstYear + year - 1;
  let jdn: number;
  if (westernYear >= REFORM_YEAR) {
    // From 明治6年 the months are Gregorian: no leap month. Source: 明治5年太政官布告第337号 (docs/calendar.md §14).
    if (leap) return fail("no-such-leap-month", `${text}: from 明治6年 (1873) the calendar is Gregorian and has no leap months`);
    const day = date.day === "last" ? daysInMonth(westernYear, month) : date.day;
    if (day > daysInMonth(westernYear, month))
      return fail("day-too-large", `${text}: ${westernYear}-${month} has ${daysInMonth(westernYear, month)} days`);
    jdn = gregorianToJdn(westernYear, month, day);
  } else {
    const { index, jdn: found } = writtenKyurekiJdn(table, westernYear, month, leap, date.day);
    if (index < 0) {
      if (leap) return fail("no-such-leap-month", `${text}: the 旧暦 year ${westernYear} has no 閏${month}月`);
      return fail("out-of-coverage", `${text}: the 旧暦 year ${westernYear} is outside the table`);
    }
    if (found === null) return fail("day-too-large", `${text}: that month has ${monthLength(table, index)} days`);
    // 明治5年12月3日 became 1873-01-01 (明治6年1月1日). Source: 明治5年太政官布告第337号 (docs/calendar.md §14).
    if (found >= REFORM_JDN)
      return fail("calendar-reform", `${text} never existed: the day after 明治5年12月2日 was 明治6年1月1日 (1873-01-01)`);
    jdn = found;
  }
  if (!inWarekiCoverage(jdn)) return fail("out-of-coverage", `${text}: the conversions cover 445-01-25 to 2100-12-31`);
  if (jdn < era.start) {
    const counted = westernYear >= REFORM_YEAR ? "January 1" : "1月1日";
    const note = `${era.name} began on ${dayText(table, era.start)}; ${eraYearText(era.name, 1)} is counted from ${counted}, as tables of the old calendar and histories label the year of a change`;
    return { ok: true, jdn, convention: "new_era_from_year_start", note };
  }
  if (erasOn(jdn, westernYear).some((e) => e.name === era.name)) return { ok: true, jdn, convention: "in_force", note: null };
  // On or after the day the era ended, in its last year (the year check above).
  const ended = namedUntil(era);
  const next = erasOn(ended, calendarYear(table, ended)).map((e) => e.name);
  const proclaimed = until > ended ? `, counted from that day by the change proclaimed on ${dayText(table, until)}` : "";
  const inForce = next.length === 0 ? "no era was in force" : `the era in force was ${next.join("・")}${proclaimed}`;
  const note = `from ${dayText(table, ended)} ${inForce}; the date counts ${era.name} on to the end of ${eraYearText(era.name, lastYear)}, as documents kept the old era after a change`;
  return { ok: true, jdn, convention: "old_era_after_change", note };
}
