/** 恵方 (ehō): the direction of 歳徳神 (toshitokujin) for a year, by the year's stem (十干). */
import { EHO_DIRECTIONS, type Eho } from "../names.ts";
import { stemOf } from "../cycles/kanshi.ts";
import { yearKanshiIndex } from "../cycles/pillars.ts";

/**
 * The 恵方 by (stem mod 5): 甲己 → 甲, 乙庚 → 庚, 丙辛 → 丙, 丁壬 → 壬, 戊癸 → 丙 (the bearing is the mountain's centre on the 24-mountain ring, 15° apart from 子 = 0°).
 * Source: docs/calendar.md §16.1 (plala.or.jp/omiya-946 恵方; yakuzin.com 運勢).
 */
export const EHO_BY_STEM: readonly Eho[] = [EHO_DIRECTIONS[0], EHO_DIRECTIONS[1], EHO_DIRECTIONS[2], EHO_DIRECTIONS[3], EHO_DIRECTIONS[2]];

/**
 * The 恵方 of a stem index (0 = 甲 … 9 = 癸).
 * Source: docs/calendar.md §16.1 (the 十干 pairs 甲己, 乙庚, 丙辛, 丁壬, 戊癸 share their 恵方).
 */
export function ehoOfStem(stemIndex: number): Eho {
  return EHO_BY_STEM[stemIndex % 5]!;
}

/**
 * The 恵方 of a 立春 year (the year turns at 立春, as `eto_year` does).
 * Source: docs/calendar.md §16.1 (by the stem of the year 干支, docs/calendar.md §2).
 */
export function ehoOfYear(risshunYear: number): Eho {
  return ehoOfStem(stemOf(yearKanshiIndex(risshunYear)));
}
