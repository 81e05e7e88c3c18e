/**
 * 大運 (taiun, the ten-year luck pillars) of a birth chart (docs/calendar.md §17): their direction by
 * the year stem and the sex, the age they start at by the days to the next 節 (forward) or from the
 * previous one (backward), three days a year, and eight pillars stepping from the month pillar.
 */
import { MS_PER_DAY, mod } from "../time/day-number.ts";
import { KANSHI_60, type Kanshi, type Sex } from "../names.ts";
import { isYangStem } from "./stems.ts";

/** How many 大運 an answer lists. */
export const TAIUN_COUNT = 8;

/** One 大運: the age it starts at and its kanshi. */
export interface Taiun {
  readonly from_age: number;
  readonly kanshi: Kanshi;
}

/**
 * Whether the 大運 run forward (順行): a yang year stem and a male, or a yin year stem and a female; else backward (逆行).
 * Source: 『淵海子平』「論大運」 (陽男陰女順行, 陰男陽女逆行).
 */
export function taiunForward(yearStem: number, sex: Sex): boolean {
  return isYangStem(yearStem) === (sex === "male");
}

/**
 * The age the first 大運 starts at: the days from the birth to the next 節 instant (forward) or from the previous
 * one (backward), three days a year, rounded to the nearest whole year (a remainder of 1.5 days or more counts a year).
 * Source: 『淵海子平』「論大運」 (三日為一歳); the same count as 6tail/tyme4ts `ChildLimit` (3 days = 1 year).
 */
export function taiunStartAge(msToSetsu: number): number {
  return Math.round(msToSetsu / MS_PER_DAY / 3);
}

/**
 * Eight 大運 from the month pillar: the first is the kanshi after it (forward) or before it (backward), each ten years.
 * Source: 『淵海子平』「論大運」 (大運は月柱より起こす).
 */
export function taiun(monthKanshi: number, forward: boolean, startAge: number): Taiun[] {
  return Array.from({ length: TAIUN_COUNT }, (_, i) => ({
    from_age: startAge + 10 * i,
    kanshi: KANSHI_60[mod(monthKanshi + (forward ? i + 1 : -(i + 1)), 60)]!,
  }));
}
