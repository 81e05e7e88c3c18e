/**
 * Memorial days of a death before the Gregorian calendar (明治6年1月1日, 1873-01-01): while the 旧暦 was in force a
 * 回忌 fell on the death's 旧暦 month and day; from 1873 on the new calendar, by one of two readings (rule `old_death`).
 * Pure, over the loaded table of 旧暦 months (calendar/wareki/months-table.ts); docs/calendar.md §18.
 */
import { civilDate, JDN_OF_DAY_ZERO, julianDayNumber } from "../time/day-number.ts";
import { REFORM_DAY } from "../wareki/calendars.ts";
import { jdnToKyureki, type KyurekiDate } from "../wareki/kyureki.ts";
import type { KyurekiMonths } from "../wareki/months-table.ts";
import { lunarReturn } from "./lunar-anniversary.ts";
import { LEAP_DEATH_DAYS, type LeapDeathDay, sameDayIn } from "./memorial.ts";

/**
 * How a death before 1873 is remembered from 1873 (rule `old_death`): `wareki` (和暦基準), the 旧暦 month and day
 * numbers read on the new calendar, the years counted from the 旧暦 year of death; `seireki` (西暦基準), the
 * death's Gregorian date, the years counted from its Gregorian year. Before 1873 both are the 旧暦 date.
 * Source: ganges.pro/goen/help2 「西暦基準の年忌計算」 (例1 慶応元年閏5月1日, 例2 慶応元年12月1日) and ganges.pro/goen/help/年忌表 (和暦基準・西暦基準).
 */
export const OLD_DEATH_RULES = ["wareki", "seireki"] as const;
export type OldDeathRule = (typeof OLD_DEATH_RULES)[number];

/** How a death's days are counted: its day number, and its 旧暦 date when it came before {@link REFORM_DAY}. */
export interface DeathReckoning {
  readonly death: number;
  /** The 旧暦 date of a death before 1873 (null from 1873: every day is on the Gregorian calendar). */
  readonly kyureki: KyurekiDate | null;
  /** The year, month and day the new calendar repeats (the 祥月命日's month and day; 回忌 years counted from `year`). */
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A death's reckoning under `rule` (`table` reads a death before 1873 in the 旧暦; `null` outside the table). */
export function reckonDeath(table: KyurekiMonths, death: number, rule: OldDeathRule = OLD_DEATH_RULES[0]): DeathReckoning | null {
  const { y, m, d } = civilDate(death);
  if (death >= REFORM_DAY) return { death, kyureki: null, year: y, month: m, day: d };
  const kyureki = jdnToKyureki(table, julianDayNumber(death));
  if (kyureki === null) return null;
  return rule === "wareki"
    ? { death, kyureki, year: kyureki.year, month: kyureki.month, day: kyureki.day }
    : { death, kyureki, year: y, month: m, day: d };
}

/**
 * The day `years` after the death: before 1873 the 旧暦 month and day of the 旧暦 year `years` later (a 閏月 as its
 * ordinary month); from 1873 the reckoning's month and day in its year + `years`. `null` past the table's end
 * for a 旧暦 year. Source: ganges.pro/goen/help2 「西暦基準の年忌計算」 (明治5年以前の回忌は和暦の日付、明治6年以降は西暦の日付).
 */
export function anniversaryOf(table: KyurekiMonths, r: DeathReckoning, years: number, leapDay: LeapDeathDay = LEAP_DEATH_DAYS[0]): number {
  if (r.kyureki !== null) {
    const back = lunarReturn(table, r.kyureki, r.kyureki.year + years);
    if (back !== null && back.jdn - JDN_OF_DAY_ZERO < REFORM_DAY) return back.jdn - JDN_OF_DAY_ZERO;
  }
  return sameDayIn(r.year + years, r.month, r.day, leapDay);
}
