/** 六曜 (rokuyō): the six-day fortune cycle tied to the 旧暦 date. */

import { ROKUYOU, type Rokuyou } from "../names.ts";

/**
 * 六曜 of a 旧暦 date; a leap month counts as its month number.
 * Source: (month + day) mod 6 → 大安 赤口 先勝 友引 先負 仏滅 (docs/calendar.md#the-choices-in-one-table).
 */
export function rokuyou(lunarMonth: number, lunarDay: number): Rokuyou {
  return ROKUYOU[(lunarMonth + lunarDay) % 6]!;
}
