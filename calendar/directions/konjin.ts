/** 金神 (konjin): the branches (方位) the metal god occupies for a year, by the year's stem (十干). */
import { JUNISHI, type Junishi } from "../names.ts";
import { stemOf } from "../cycles/kanshi.ts";
import { yearKanshiIndex } from "../cycles/pillars.ts";

/**
 * 金神 by (stem mod 5): 甲己 午未申酉, 乙庚 辰巳, 丙辛 子丑寅卯午未, 丁壬 寅卯戌亥, 戊癸 子丑申酉.
 * Source: docs/calendar.md §16.3 (komonjyo.net konjin 金神 所在方位; nakshatra.tokyo konsan).
 */
export const KONJIN_BY_STEM: readonly string[] = ["午未申酉", "辰巳", "子丑寅卯午未", "寅卯戌亥", "子丑申酉"];

/**
 * The 金神 branches of a stem index (0 = 甲), in 子 … 亥 order.
 * Source: docs/calendar.md §16.3.
 */
export function konjinOfStem(stemIndex: number): Junishi[] {
  const listed = KONJIN_BY_STEM[stemIndex % 5]!;
  return JUNISHI.filter((b) => listed.includes(b));
}

/**
 * The 金神 branches of a 立春 year (the year turns at 立春).
 * Source: docs/calendar.md §16.3 (by the stem of the year 干支, docs/calendar.md §2).
 */
export function konjinOfYear(risshunYear: number): Junishi[] {
  return konjinOfStem(stemOf(yearKanshiIndex(risshunYear)));
}
