/**
 * The day's 干支 and the 旧暦 year's 干支, for any day of the table (docs/calendar.md §14): the
 * rules of calendar/cycles/pillars.ts, read on a JDN and a 旧暦 year.
 */
import { JDN_OF_DAY_ZERO } from "../time/day-number.ts";
import type { Kanshi } from "../names.ts";
import { kanshiName } from "../cycles/kanshi.ts";
import { dayKanshiIndex, yearKanshiIndex } from "../cycles/pillars.ts";

/** The 干支 of the day of a JDN: pillars.ts `dayKanshiIndex` of its day number (JDN − 2,440,588). */
export function dayKanshi(jdn: number): Kanshi {
  return kanshiName(dayKanshiIndex(jdn - JDN_OF_DAY_ZERO));
}

/**
 * The 干支 of a 旧暦 year, counted from its 1月1日 (not 立春), by the year count of pillars.ts `yearKanshiIndex`.
 * Source: docs/calendar.md §14 ((Y − 4) mod 60 on the 旧暦 year, as §2).
 */
export function kyurekiYearKanshi(year: number): Kanshi {
  return kanshiName(yearKanshiIndex(year));
}
