/**
 * 七五三 and 十三参り: the ages and how they are counted (rule `shichigosan_age`). Pure; the published tables are in
 * test/reference/shichigosan_published.csv and jusanmairi_published.csv. docs/calendar.md §19.
 */
import type { Sex } from "../names.ts";

/**
 * How 七五三 counts the ages (rule `shichigosan_age`): `man`, the 満 age reached in the calendar year; `kazoe`, by
 * 数え年; `man_school`, the 満 age reached in the school year (4月2日 to 4月1日 births, as studios print it).
 * Source: sugitahatimangu.jp/?p=401 (満 and 数え by birth year); studiocalen.com/column/when (2025年度: 4月2日–4月1日).
 */
export const SHICHIGOSAN_AGES = ["man", "kazoe", "man_school"] as const;
export type ShichigosanAge = (typeof SHICHIGOSAN_AGES)[number];

/** The 七五三 ages: 3 for both (boys too, as both tables list), 5 boys, 7 girls. Source: sugitahatimangu.jp/?p=401. */
export const SHICHIGOSAN: readonly { readonly age: number; readonly sexes: readonly Sex[] }[] = [
  { age: 3, sexes: ["male", "female"] },
  { age: 5, sexes: ["male"] },
  { age: 7, sexes: ["female"] },
];

/**
 * The 七五三 of a year: the ages celebrated, for `sex` (null: both). `kazoe` the year's 数え age; `man` the 満 age
 * reached on the birthday that year; `schoolMan` the 満 age reached by the end of the school year that starts in
 * April of the year (births from 4月2日 to 4月1日, by 年齢計算ニ関スル法律).
 */
export function shichigosanOf(
  kazoe: number,
  man: number,
  schoolMan: number,
  sex: Sex | null,
  rule: ShichigosanAge = SHICHIGOSAN_AGES[0],
): { readonly age: number; readonly sexes: readonly Sex[] }[] {
  const held = rule === "kazoe" ? kazoe : rule === "man" ? man : schoolMan;
  return SHICHIGOSAN.filter((s) => s.age === held && (sex === null || s.sexes.includes(sex))).map((s) => ({
    age: s.age,
    sexes: sex === null ? s.sexes : [sex],
  }));
}

/** 十三参り: at 数え13, both sexes. Source: teramaru.com/hayami (城南宮: 男女13才詣り 平成25年生まれ, in 2025). */
export const JUSANMAIRI_KAZOE = 13;
