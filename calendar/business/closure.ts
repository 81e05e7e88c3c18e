/**
 * Business-day closures (営業日・休業日) on the three calendars of docs/calendar.md §13: for one
 * day, whether it is closed on the `national`, `bank` and `government` calendar and why, under
 * the rule in force on that date, and its closure once the caller's own closed and open days apply
 * ({@link closureWithCustomDays}). One rule per function, each with its source; the reasons are
 * those of CLOSURE_REASONS (calendar/names.ts) in their precedence order: holiday >
 * year-end > sunday > saturday. All dates are JST day numbers (calendar/time/day-number.ts).
 */
import { civilDate, dayNumber } from "../time/day-number.ts";
import type { BusinessCalendar, ClosureReason } from "../names.ts";
import { isoWeekday } from "../time/weekday.ts";

/** Why a day is closed on one calendar, or null when it is open (`custom` comes of the caller's own days: {@link closureWithCustomDays}). */
export type CalendarClosure = Exclude<ClosureReason, "custom"> | null;

/** A day's closure on each calendar. */
export type BusinessClosures = Readonly<Record<BusinessCalendar, CalendarClosure>>;

/** 銀行法施行令 第5条 as amended in 1983: the second Saturday of each month closed from 1983-08 (first 1983-08-13). */
const BANK_SECOND_SATURDAY = dayNumber(1983, 8, 1);
/** 銀行法施行令 第5条 as amended in 1986: the second and third Saturdays closed from 1986-08 (month unconfirmed, docs/calendar.md §13.2). */
const BANK_SECOND_THIRD_SATURDAYS = dayNumber(1986, 8, 1);
/** 銀行法施行令 第5条第1項第3号 (土曜日), amended in 1989: every Saturday closed from 1989-02 (first 1989-02-04). */
const BANK_EVERY_SATURDAY = dayNumber(1989, 2, 1);
/** 行政機関の休日に関する法律 (昭和63年法律第91号) 第1条, in force 1989-01-01: second and fourth Saturdays. */
const GOVERNMENT_SECOND_FOURTH_SATURDAYS = dayNumber(1989, 1, 1);
/** 行政機関の休日に関する法律 第1条第1項第1号 as amended in 1992 (in force 1992-05-01): every Saturday. */
const GOVERNMENT_EVERY_SATURDAY = dayNumber(1992, 5, 1);
/** 明治6年太政官布告第2号 (1873-01-07): the government's 12/29–1/3 rest days begin. */
const GOVERNMENT_YEAR_END_START = dayNumber(1873, 1, 7);

/** Which Saturday of its month `day` is (1 = first … 5 = fifth), for any day: ⌈day of month / 7⌉. */
function nthOfMonth(day: number): number {
  return Math.ceil(civilDate(day).d / 7);
}

/** ISO weekday index 5 (0 = Monday) is Saturday. */
const isSaturday = (day: number): boolean => isoWeekday(day) === 5;

/** ISO weekday index 6 is Sunday. */
const isSunday = (day: number): boolean => isoWeekday(day) === 6;

/** The `national` calendar closes every Saturday: it is defined that way for every date (docs/calendar.md §13.1). */
export function nationalSaturdayClosed(day: number): boolean {
  return isSaturday(day);
}

/** 銀行法施行令 第5条 (1983, 1986, 1989 amendments): the Saturdays banks may close, under the rule in force on `day`. */
export function bankSaturdayClosed(day: number): boolean {
  if (!isSaturday(day) || day < BANK_SECOND_SATURDAY) return false;
  if (day >= BANK_EVERY_SATURDAY) return true;
  const nth = nthOfMonth(day);
  return day >= BANK_SECOND_THIRD_SATURDAYS ? nth === 2 || nth === 3 : nth === 2;
}

/** 行政機関の休日に関する法律 第1条第1項第1号 (昭和63年法律第91号; 1992 amendment): the Saturdays government offices close. */
export function governmentSaturdayClosed(day: number): boolean {
  if (!isSaturday(day) || day < GOVERNMENT_SECOND_FOURTH_SATURDAYS) return false;
  if (day >= GOVERNMENT_EVERY_SATURDAY) return true;
  const nth = nthOfMonth(day);
  return nth === 2 || nth === 4;
}

/** Sundays are closed on every calendar: 銀行法 第15条第1項, 行政機関の休日に関する法律 第1条第1項第1号 (before them, docs/calendar.md §13.2–13.3). */
export function sundayClosed(day: number): boolean {
  return isSunday(day);
}

/** 銀行法施行令 第5条第1項第2号: 12月31日 to 1月3日 (applied over the whole coverage, docs/calendar.md §13.2). */
export function bankYearEnd(day: number): boolean {
  const { m, d } = civilDate(day);
  return (m === 12 && d === 31) || (m === 1 && d <= 3);
}

/** 行政機関の休日に関する法律 第1条第1項第3号 (明治6年太政官布告第2号 before 1989): 12月29日 to 1月3日. */
export function governmentYearEnd(day: number): boolean {
  if (day < GOVERNMENT_YEAR_END_START) return false;
  const { m, d } = civilDate(day);
  return (m === 12 && d >= 29) || (m === 1 && d <= 3);
}

/** The reason of the first rule that closes the day, in precedence order (holiday > year-end > sunday > saturday). */
function firstReason(holiday: boolean, yearEnd: boolean, sunday: boolean, saturday: boolean): CalendarClosure {
  if (holiday) return "holiday";
  if (yearEnd) return "year-end";
  if (sunday) return "sunday";
  if (saturday) return "saturday";
  return null;
}

/**
 * The closures of day `day` on each calendar.
 * @param holiday whether the day is a national holiday (祝日法's 休日, calendar/holidays/holiday.ts).
 */
export function businessClosures(day: number, holiday: boolean): BusinessClosures {
  const sunday = sundayClosed(day);
  return {
    national: firstReason(holiday, false, sunday, nationalSaturdayClosed(day)),
    bank: firstReason(holiday, bankYearEnd(day), sunday, bankSaturdayClosed(day)),
    government: firstReason(holiday, governmentYearEnd(day), sunday, governmentSaturdayClosed(day)),
  };
}

/**
 * A day's closure with the caller's own days (docs/calendar.md §13.1): a day the caller opens (`open=`) is open whatever
 * else holds; else the calendar's reason; else `custom` when the caller closes it (`closed=`, a weekday or a date); else
 * open (null).
 * Source: docs/calendar.md §13.1 (precedence … > saturday > custom; `open=` dates are business days whatever the calendar or `closed=` says).
 * @param calendar the day's closure on the chosen calendar ({@link businessClosures}).
 */
export function closureWithCustomDays(calendar: CalendarClosure, closedByCaller: boolean, openByCaller: boolean): ClosureReason | null {
  if (openByCaller) return null;
  return calendar ?? (closedByCaller ? "custom" : null);
}
