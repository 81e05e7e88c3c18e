/** 潮名 (shiona): the conventional name of the day's tide, by the 旧暦 day. */

import type { Tide } from "../names.ts";

/**
 * 潮名 by 旧暦 day 1 … 30: 1–2 大潮, 3–6 中潮, 7–9 小潮, 10 長潮, 11 若潮, 12–13 中潮, 14–17 大潮,
 * 18–21 中潮, 22–24 小潮, 25 長潮, 26 若潮, 27–28 中潮, 29–30 大潮 (index = day − 1).
 * Source: docs/calendar.md §16.5 (海上保安庁 海洋情報部, 潮名 FAQ: kaiho.mlit.go.jp/JODC/SODAN/faq/tidename.htm).
 */
export const TIDE_BY_DAY: readonly Tide[] = [
  ...Array<Tide>(2).fill("大潮"),
  ...Array<Tide>(4).fill("中潮"),
  ...Array<Tide>(3).fill("小潮"),
  "長潮",
  "若潮",
  ...Array<Tide>(2).fill("中潮"),
  ...Array<Tide>(4).fill("大潮"),
  ...Array<Tide>(4).fill("中潮"),
  ...Array<Tide>(3).fill("小潮"),
  "長潮",
  "若潮",
  ...Array<Tide>(2).fill("中潮"),
  ...Array<Tide>(2).fill("大潮"),
];

/**
 * The 潮名 of a 旧暦 day (1 … 30; a leap month's days count as any month's).
 * Source: docs/calendar.md §16.5.
 * @throws RangeError outside 1 … 30.
 */
export function tideOfLunarDay(lunarDay: number): Tide {
  const tide = TIDE_BY_DAY[lunarDay - 1];
  if (!Number.isInteger(lunarDay) || tide === undefined) throw new RangeError(`tideOfLunarDay: ${lunarDay} is not a 旧暦 day`);
  return tide;
}
