/** The weekend on or before a memorial day: a 法要 is held on its day or earlier, never after. */
import { isoWeekday } from "../time/weekday.ts";

/** The Saturday and the Sunday on or before a day (day numbers; the day itself when it is one). */
export interface WeekendBefore {
  readonly saturday: number;
  readonly sunday: number;
}

/**
 * The nearest Saturday and Sunday on or before `day`. Source: sogi.ne.jp/hyo/kaiki-hoyo.html and
 * lct.co.jp/information/column2/ (法要は命日より前に行い、後ろにずらさない); ISO weekdays (calendar/time/weekday.ts).
 */
export function weekendBefore(day: number): WeekendBefore {
  const weekday = isoWeekday(day); // 0 = Monday … 5 = Saturday, 6 = Sunday
  return { saturday: day - ((weekday - 5 + 7) % 7), sunday: day - ((weekday - 6 + 7) % 7) };
}
