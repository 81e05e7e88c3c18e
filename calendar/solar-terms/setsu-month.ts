/**
 * 節月 (setsu-zuki): months cut at the 12 節 (立春 315°, 啓蟄 345°, 清明 15°, …, 小寒 285°), and
 * the 立春 year. Source: docs/calendar.md §0 (koyomi8 rekicyuu_doc01/02): 正月 = 寅月 from 立春
 * … 12月 = 丑月 from 小寒; the 節入り day belongs wholly to the new month.
 */
import { mod } from "../time/day-number.ts";

/** True when a solar longitude (a multiple of 15°) is one of the 12 節. */
export function isSetsu(longitude: number): boolean {
  return (longitude + 45) % 30 === 0;
}

/**
 * 節月 number of a 節: 立春 (315°) → 1 (寅月), 啓蟄 (345°) → 2, … 小寒 (285°) → 12 (丑月).
 * Source: docs/calendar.md §0.
 */
export function setsuMonthOfLongitude(longitude: number): number {
  return mod((longitude - 315) / 30, 12) + 1;
}

/** The month branch (月支) index of a 節月, 0 = 子: 1 (寅月) → 2 … 11 (子月) → 0, 12 (丑月) → 1. */
export function setsuMonthBranch(setsuMonth: number): number {
  return (setsuMonth + 1) % 12;
}
