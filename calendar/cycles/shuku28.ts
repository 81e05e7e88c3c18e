/** 二十八宿 (nijūhasshuku, the 28 lunar mansions): the unbroken 28-day cycle, 牛 included. */
import { SHUKU_28, type Shuku } from "../names.ts";
import { julianDayNumber, mod } from "../time/day-number.ts";

/** Index of 鬼 (the 鬼宿日 mansion) in SHUKU_28. */
export const SHUKU_KI = SHUKU_28.indexOf("鬼");

/**
 * 二十八宿 index (0 = 角) of a day number.
 * Source: docs/calendar.md §5 (tamo shuku[(RD−4)%28]): (JDN + 11) mod 28; 2000-01-01 = 胃.
 */
export function shuku28Index(day: number): number {
  return mod(julianDayNumber(day) + 11, 28);
}

/** The one-kanji name of a 二十八宿 index. */
export function shuku28Name(index: number): Shuku {
  return SHUKU_28[index]!;
}
