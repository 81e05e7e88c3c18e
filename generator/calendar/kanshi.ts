/**
 * 干支 (kanshi, the sexagenary cycle) of a day, a 節月 and a 立春 year. Indices run 0 = 甲子 …
 * 59 = 癸亥 into KANSHI_60; the stem (干) is index mod 10, the branch (支) index mod 12.
 */
import { JIKKAN, JUNISHI, KANSHI_60, type Kanshi } from "../../schemas/vocabulary.ts";
import { julianDayNumber, mod } from "../../schemas/day-number.ts";

/** Index of the stem 戊 in JIKKAN (the 社日 stem). */
export const STEM_TSUCHINOE = JIKKAN.indexOf("戊");

/**
 * Day 干支 (日干支) index of a day number.
 * Source: docs/calendar.md §2 (Wikipedia 干支: (JDN + 49) mod 60, 0 = 甲子; 2000-01-01 = 戊午).
 */
export function dayKanshiIndex(day: number): number {
  return mod(julianDayNumber(day) + 49, 60);
}

/** Stem (干) index of a 干支 index, 0 = 甲. */
export function stemOf(kanshiIndex: number): number {
  return kanshiIndex % 10;
}

/** Branch (支) index of a 干支 index, 0 = 子. */
export function branchOf(kanshiIndex: number): number {
  return kanshiIndex % 12;
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

/** The two-kanji name of a 干支 index (甲子). */
export function kanshiName(kanshiIndex: number): Kanshi {
  return KANSHI_60[kanshiIndex]!;
}

/** The 干支 index of a two-kanji name, or -1. */
export function kanshiIndexOf(name: string): number {
  return KANSHI_60.indexOf(name as Kanshi);
}

/** The branch (支) index of a one-kanji name, or -1. */
export function branchIndexOf(name: string): number {
  return JUNISHI.indexOf(name as (typeof JUNISHI)[number]);
}

/** The stem (干) index of a one-kanji name, or -1. */
export function stemIndexOf(name: string): number {
  return JIKKAN.indexOf(name as (typeof JIKKAN)[number]);
}
