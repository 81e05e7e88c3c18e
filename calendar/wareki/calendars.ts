/**
 * Julian Day Numbers ↔ dates of the Gregorian calendar (proleptic before 1582-10-15) and of the
 * Julian calendar, which historians use for dates before 1582-10-15 (docs/calendar.md §14). A JDN
 * here is the integer Julian Day Number of a civil day (its noon), as in docs/calendar.md §0.
 */
import { civilDate, dayNumber, daysInMonth, ISO_DATE_PATTERN, JDN_OF_DAY_ZERO, type CivilDate } from "../time/day-number.ts";
import type { WarekiCalendar } from "../names.ts";

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

/**
 * The JDN of an ISO date in a calendar, or null when it is not one (form or day).
 * Source: docs/calendar.md §14 (Julian before 1582-10-15 is what historians print; Gregorian proleptic).
 */
export function isoDateJdn(text: string, calendar: WarekiCalendar): number | null {
  const m = ISO_DATE_PATTERN.exec(text);
  if (m === null) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!(mo >= 1 && mo <= 12)) return null;
  if (!(d >= 1 && d <= (calendar === "julian" ? julianDaysInMonth(y, mo) : daysInMonth(y, mo)))) return null;
  return calendar === "julian" ? julianToJdn(y, mo, d) : gregorianToJdn(y, mo, d);
}

/** 1582-10-15, the first Gregorian day: before it the record's Gregorian date is proleptic (docs/calendar.md §14). */
export const GREGORIAN_REFORM_JDN = gregorianToJdn(1582, 10, 15);

/**
 * The year of Japan's calendar reform (改暦), 1873: the civil calendar is the Gregorian from 明治6年1月1日 (1873-01-01),
 * the day that would have been 明治5年12月3日 (that 12月 cut to 2 days); before it the 旧暦, whose years era years count.
 * Source: 明治5年太政官布告第337号 (明治5年12月3日 = 明治6年1月1日).
 */
export const REFORM_YEAR = 1873;

/** The reform's first Gregorian day, 1873-01-01 (明治6年1月1日), as a day number (calendar/time/day-number.ts). */
export const REFORM_DAY = dayNumber(REFORM_YEAR, 1, 1);

/** The reform's first Gregorian day, 1873-01-01, as a JDN (2,405,160). */
export const REFORM_JDN = REFORM_DAY + JDN_OF_DAY_ZERO;

/**
 * The day of a Western date written with 年 月 日 (or a year without an era in the numeric form):
 * in `calendar` when it is given, else as historians date: Julian to 1582-10-04, Gregorian from
 * 1582-10-15, so 1582-10-05..14 never existed. Source: the bull Inter gravissimas (1582): the
 * day after Julian 1582-10-04 was Gregorian 1582-10-15 (docs/calendar.md §14).
 */
export function westernDay(
  year: number,
  month: number,
  day: number | "last",
  calendar: WarekiCalendar | null,
): { jdn: number; calendar: WarekiCalendar } | string {
  const inCalendar = (cal: WarekiCalendar): { jdn: number; calendar: WarekiCalendar } | string => {
    const length = cal === "julian" ? julianDaysInMonth(year, month) : daysInMonth(year, month);
    const d = day === "last" ? length : day;
    if (d > length) return `${year}-${month} has ${length} days in the ${cal === "julian" ? "Julian" : "Gregorian"} calendar`;
    return { jdn: cal === "julian" ? julianToJdn(year, month, d) : gregorianToJdn(year, month, d), calendar: cal };
  };
  if (calendar !== null) return inCalendar(calendar);
  const asWritten = year * 10_000 + month * 100 + (day === "last" ? 31 : day);
  if (asWritten >= 1582_10_15) return inCalendar("gregorian");
  if (asWritten <= 1582_10_04) return inCalendar("julian");
  return "no such day: the day after the Julian 1582-10-04 was the Gregorian 1582-10-15 (calendar=julian or calendar=gregorian reads it in one calendar)";
}
