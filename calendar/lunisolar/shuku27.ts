/** 二十七宿 (nijūshichi-shuku, the 宿曜 mansions): by the 旧暦 month and day (月宿傍通暦), 牛 left out. */
import { SHUKU_27, type Shuku27 } from "../names.ts";

/**
 * The mansion of the 1st of each 旧暦 month (index 0 = 1月): 室 奎 胃 畢 参 鬼 張 角 氐 心 斗 虚.
 * Source: 宿曜経 (T1299) 巻下 0394c20–0395a04 (months named by the 15th day's mansion, counted back); docs/calendar.md §16.6.
 */
export const SHUKU27_MONTH_FIRST: readonly Shuku27[] = ["室", "奎", "胃", "畢", "参", "鬼", "張", "角", "氐", "心", "斗", "虚"];

const FIRST_INDEX = SHUKU27_MONTH_FIRST.map((s) => SHUKU_27.indexOf(s));

/**
 * 二十七宿 index (0 = 角) of a 旧暦 date: the month's first mansion, then one per day; a leap month as its number.
 * Source: docs/calendar.md §16.6 (divination.page 月宿傍通暦: 閏月も同様).
 * @throws RangeError for a month outside 1 … 12 or a day outside 1 … 30.
 */
export function shuku27Index(lunarMonth: number, lunarDay: number): number {
  const first = FIRST_INDEX[lunarMonth - 1];
  if (first === undefined || !Number.isInteger(lunarDay) || lunarDay < 1 || lunarDay > 30)
    throw new RangeError(`shuku27Index: ${lunarMonth}月${lunarDay}日 is not a 旧暦 date`);
  return (first + lunarDay - 1) % 27;
}

/** The one-kanji name of a 旧暦 date's 二十七宿. */
export function shuku27Name(lunarMonth: number, lunarDay: number): Shuku27 {
  return SHUKU_27[shuku27Index(lunarMonth, lunarDay)]!;
}
