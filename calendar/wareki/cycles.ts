/** The day's 干支, the 旧暦 year's 干支 and the 六曜 of a 旧暦 date, for any day of the table (docs/calendar.md §14). */
import { mod } from "../time/day-number.ts";
import { KANSHI_60, type Kanshi, ROKUYOU, type Rokuyou } from "../names.ts";

/** The day's 干支. Source: docs/calendar.md §2 ((JDN + 49) mod 60, 0 = 甲子). */
export function dayKanshi(jdn: number): Kanshi {
  return KANSHI_60[mod(jdn + 49, 60)]!;
}

/** The 干支 of a 旧暦 year (from its 1月1日, not 立春). Source: docs/calendar.md §14 ((Y − 4) mod 60, as §2). */
export function kyurekiYearKanshi(year: number): Kanshi {
  return KANSHI_60[mod(year - 4, 60)]!;
}

/** 六曜 of a 旧暦 date by the modern rule, a leap month as its number. Source: docs/calendar.md §1 ((month + day) mod 6). */
export function rokuyouOf(month: number, day: number): Rokuyou {
  return ROKUYOU[(month + day) % 6]!;
}
