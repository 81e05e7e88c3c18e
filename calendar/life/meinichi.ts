/**
 * The 命日 of one year (祥月命日 and 月命日) of a death, on the calendar in force that year: the Gregorian months
 * from 1873, the 旧暦 months of the 旧暦 year before. Pure; docs/calendar.md §18.
 */
import { daysInMonth, dayNumber, JDN_OF_DAY_ZERO } from "../time/day-number.ts";
import { REFORM_YEAR } from "../wareki/calendars.ts";
import type { KyurekiMonths } from "../wareki/months-table.ts";
import { MONTH_END_RULES, LEAP_DEATH_DAYS, type LeapDeathDay, type MonthEndRule, sameDayIn } from "./memorial.ts";
import type { DeathReckoning } from "./old-style.ts";

/** One 命日: the 祥月命日 (`shotsuki`) or a 月命日 (`tsuki`), with its day number. */
export interface Meinichi {
  readonly kind: "shotsuki" | "tsuki";
  readonly day: number;
  /** The month's last day stands for a day the month lacks (rule `month_end` `last`, or a 29 February death). */
  readonly shortened: boolean;
}

/**
 * The 命日 of `year` after the death, in date order: each month's 月命日 and, in the death's month, the 祥月命日;
 * none on or before the death. A year before 1873 is the 旧暦 year of that number (its 閏月 included, as the
 * months people counted). A day the month lacks: rule `month_end` (`last` the month's last day, `skip` none).
 * Source: nana7chan.com/passing-anniversary (年11回; 5月31日 → 6月30日); chigai-hikaku.com/?p=59529 (skip).
 */
export function meinichiOfYear(
  table: KyurekiMonths,
  r: DeathReckoning,
  year: number,
  monthEnd: MonthEndRule = MONTH_END_RULES[0],
  leapDay: LeapDeathDay = LEAP_DEATH_DAYS[0],
): Meinichi[] {
  const days: Meinichi[] = [];
  const push = (kind: Meinichi["kind"], day: number, shortened: boolean): void => {
    if (day > r.death) days.push({ kind, day, shortened });
  };
  if (year >= REFORM_YEAR) {
    for (let month = 1; month <= 12; month++) {
      const last = daysInMonth(year, month);
      if (month === r.month) push("shotsuki", sameDayIn(year, month, r.day, leapDay), r.day > last);
      else if (r.day <= last) push("tsuki", dayNumber(year, month, r.day), false);
      else if (monthEnd === "last") push("tsuki", dayNumber(year, month, last), true);
    }
    return days;
  }
  if (r.kyureki === null || year < table.firstYear || year > table.lastYear) return days;
  const y = year - table.firstYear;
  for (let i = table.yearStart[y]!; i < table.yearStart[y + 1]!; i++) {
    const length = table.start[i + 1]! - table.start[i]!;
    const first = table.start[i]! - JDN_OF_DAY_ZERO;
    const shotsuki = table.month[i] === r.kyureki.month && table.leap[i] === 0;
    if (r.kyureki.day <= length) push(shotsuki ? "shotsuki" : "tsuki", first + r.kyureki.day - 1, false);
    else if (shotsuki || monthEnd === "last") push(shotsuki ? "shotsuki" : "tsuki", first + length - 1, true);
  }
  return days;
}
