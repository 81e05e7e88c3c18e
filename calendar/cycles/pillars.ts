/**
 * The four pillars' 干支 (四柱): of a 立春 year, a 節月, a day and a 時辰, the same for a day record
 * (the generator) and an instant (a moment, a birth chart). Indices: 0 = 甲子 … 59 = 癸亥 (KANSHI_60).
 */
import { julianDayNumber, mod } from "../time/day-number.ts";

/**
 * Day 干支 (日干支) index of a day number.
 * Source: docs/calendar.md §2 (Wikipedia 干支: (JDN + 49) mod 60, 0 = 甲子; 2000-01-01 = 戊午).
 */
export function dayKanshiIndex(day: number): number {
  return mod(julianDayNumber(day) + 49, 60);
}

/**
 * Month 干支 (月干支) index of 節月 k (1 = 寅月 … 12 = 丑月) of the 立春 year Y.
 * Source: docs/calendar.md §2 (CrimsonAgave 4chu_meishiki.js GETSU_KANSHI): ((Y−4) mod 5)·12 + 2 + (k−1), mod 60.
 */
export function monthKanshiIndex(risshunYear: number, setsuMonth: number): number {
  return mod(mod(risshunYear - 4, 5) * 12 + 2 + (setsuMonth - 1), 60);
}

/**
 * Year 干支 (年干支) index of a 立春 year (the year changes at 立春, docs/calendar.md#the-choices-in-one-table).
 * Source: docs/calendar.md §2: (Y − 4) mod 60 (2024 甲辰).
 */
export function yearKanshiIndex(risshunYear: number): number {
  return mod(risshunYear - 4, 60);
}

/**
 * 干支 index of the 時辰 (two-hour branch) `branch` (0 = 子 … 11 = 亥) of a day whose 干支 index is
 * `dayKanshi`: the 子 hour's stem by the day stem (五鼠遁: 甲己 → 甲子, 乙庚 → 丙子, 丙辛 → 戊子,
 * 丁壬 → 庚子, 戊癸 → 壬子), one stem and one branch on each 時辰.
 * Source: docs/calendar.md §2 (Hour: the 時干支表, astrology.neoluxuk.com; piyopiyoworks.com/blog/1668).
 */
export function hourKanshiIndex(dayKanshi: number, branch: number): number {
  const stem = mod((dayKanshi % 5) * 2 + branch, 10);
  return mod(6 * stem - 5 * branch, 60);
}

/**
 * The 時辰 branch (0 = 子 … 11 = 亥) of a JST wall-clock hour: 子 is 23:00–01:00, then two hours each.
 * Source: docs/calendar.md §2 (Hour: 子 23:00–01:00, 丑 01:00–03:00, …; fourpillars.app/post/yakodoki).
 */
export function hourBranch(hour: number): number {
  return Math.floor(mod(hour + 1, 24) / 2);
}
