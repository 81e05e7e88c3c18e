/**
 * A 和暦 date (era, era year, leap, month, day) → its JDN, or why no such day exists, for a parser
 * to turn into a 400 (docs/calendar.md §14). Before 1873-01-01 the month and day are the 旧暦's;
 * from 明治6年 they are the Gregorian calendar's.
 */
import { daysInMonth } from "../../schemas/day-number.ts";
import { GREGORIAN_START_JDN } from "../../schemas/wareki/kyureki-table.ts";
import type { KyurekiMonths } from "../../schemas/wareki/months-table.ts";
import { inWarekiCoverage } from "../../schemas/wareki/coverage.ts";
import { gregorianToJdn, isoText, jdnToGregorian } from "./calendars.ts";
import { eraDays, eraNamed } from "./eras.ts";
import { findMonth, kyurekiToJdn, monthLength } from "./kyureki.ts";

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

/** The day, or the reason there is none with a one-line message. */
export type EraDateResult =
  { readonly ok: true; readonly jdn: number } | { readonly ok: false; readonly reason: EraDateFailure; readonly message: string };

function fail(reason: EraDateFailure, message: string): EraDateResult {
  return { ok: false, reason, message };
}

/** `令和元年` or `平成31年`. */
function eraYearText(era: string, year: number): string {
  return `${era}${year === 1 ? "元" : year}年`;
}

/** The JDN of a 和暦 date, or why it names no day. Source: docs/calendar.md §14. */
export function eraDateToJdn(table: KyurekiMonths, date: EraDate): EraDateResult {
  const era = eraNamed(date.era);
  if (era === undefined) return fail("unknown-era", `${date.era} is not an era (元号) of 大化–令和`);
  const { year, leap, month } = date;
  const text = `${eraYearText(era.name, year)}${leap ? "閏" : ""}${month}月${date.day === "last" ? "晦" : `${date.day}日`}`;
  if (!(Number.isInteger(year) && year >= 1)) return fail("before-era-start", `${text}: an era year counts from 元年 (1)`);
  if (!(Number.isInteger(month) && month >= 1 && month <= 12)) return fail("no-such-month", `${text}: months run from 1 to 12`);
  if (date.day !== "last" && !(Number.isInteger(date.day) && date.day >= 1)) return fail("day-too-large", `${text}: days count from 1`);
  const westernYear = era.firstYear + year - 1;
  let jdn: number;
  if (westernYear >= 1873) {
    // From 明治6年 the months are Gregorian: no leap month. Source: 明治5年太政官布告第337号 (docs/calendar.md §14).
    if (leap) return fail("no-such-leap-month", `${text}: from 明治6年 (1873) the calendar is Gregorian and has no leap months`);
    const day = date.day === "last" ? daysInMonth(westernYear, month) : date.day;
    if (day > daysInMonth(westernYear, month))
      return fail("day-too-large", `${text}: ${westernYear}-${month} has ${daysInMonth(westernYear, month)} days`);
    jdn = gregorianToJdn(westernYear, month, day);
  } else {
    const i = findMonth(table, westernYear, month, leap);
    if (i < 0) {
      if (leap) return fail("no-such-leap-month", `${text}: the 旧暦 year ${westernYear} has no 閏${month}月`);
      return fail("out-of-coverage", `${text}: the 旧暦 year ${westernYear} is outside the table`);
    }
    const day = date.day === "last" ? monthLength(table, i) : date.day;
    const found = kyurekiToJdn(table, { year: westernYear, month, leap, day });
    if (found === null) return fail("day-too-large", `${text}: that month has ${monthLength(table, i)} days`);
    // 明治5年12月3日 became 1873-01-01 (明治6年1月1日). Source: 明治5年太政官布告第337号 (docs/calendar.md §14).
    if (found >= GREGORIAN_START_JDN)
      return fail("calendar-reform", `${text} never existed: the day after 明治5年12月2日 was 明治6年1月1日 (1873-01-01)`);
    jdn = found;
  }
  if (!inWarekiCoverage(jdn)) return fail("out-of-coverage", `${text}: the conversions cover 445-01-25 to 2100-12-31`);
  const { start, until } = eraDays(era);
  if (jdn < start) return fail("before-era-start", `${text}: ${era.name} began on ${isoText(jdnToGregorian(start))}`);
  if (jdn >= until) return fail("after-era-end", `${text}: ${era.name} ended before ${isoText(jdnToGregorian(until))}`);
  return { ok: true, jdn };
}
