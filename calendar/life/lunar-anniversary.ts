/**
 * A 旧暦 date's return in a later 旧暦 year (the 旧暦 birthday, a 回忌 counted in the 旧暦): its month and day
 * over the loaded table of months (calendar/wareki/months-table.ts), as JDNs. Pure.
 */
import { findMonth, monthLength, type KyurekiDate } from "../wareki/kyureki.ts";
import type { KyurekiMonths } from "../wareki/months-table.ts";

/** A 旧暦 date's return: the day, and how it was read where the year lacks the date as written. */
export interface LunarReturn {
  /** The Julian day number of the day. */
  readonly jdn: number;
  /** The 旧暦 date of the day (never a leap month). */
  readonly date: KyurekiDate;
  /** The original date was in a leap month (閏月): this is the ordinary month of its number. */
  readonly fromLeap: boolean;
  /** The month is shorter than the original day (a 30th in a 29-day month): this is the month's last day. */
  readonly shortened: boolean;
}

/**
 * The return of `of` in 旧暦 year `year`: the same month (a 閏月 as the ordinary month of its number) and day (a
 * 30th in a 29-day month as the 29th), or `null` when the table lacks the year.
 * Source: ganges.pro/goen/help2 「西暦基準の年忌計算」 例1 (慶応元年閏5月1日 → 一周忌 慶応2年5月1日); a missing
 * 30th read as the month's last day is this project's choice (docs/calendar.md §18).
 */
export function lunarReturn(table: KyurekiMonths, of: KyurekiDate, year: number): LunarReturn | null {
  const index = findMonth(table, year, of.month, false);
  if (index < 0) return null;
  const length = monthLength(table, index);
  const day = Math.min(of.day, length);
  return {
    jdn: table.start[index]! + day - 1,
    date: { year, month: of.month, leap: false, day },
    fromLeap: of.leap,
    shortened: day < of.day,
  };
}
