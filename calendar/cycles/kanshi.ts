/**
 * 干支 (kanshi, the sexagenary cycle) of a day, a 節月 and a 立春 year. Indices run 0 = 甲子 …
 * 59 = 癸亥 into KANSHI_60; the stem (干) is index mod 10, the branch (支) index mod 12.
 */
import { JIKKAN, JUNISHI, KANSHI_60, type Kanshi } from "../names.ts";

/** Index of the stem 戊 in JIKKAN (the 社日 stem). */
export const STEM_TSUCHINOE = JIKKAN.indexOf("戊");

/** Stem (干) index of a 干支 index, 0 = 甲. */
export function stemOf(kanshiIndex: number): number {
  return kanshiIndex % 10;
}

/** Branch (支) index of a 干支 index, 0 = 子. */
export function branchOf(kanshiIndex: number): number {
  return kanshiIndex % 12;
}

/**
 * The direction a branch points to, degrees clockwise from north: 子 0° (北), 卯 90° (東), 午 180° (南), 酉 270° (西),
 * 30° apart. Source: docs/calendar.md §16 (the twelve branches sit 30° apart from 子 = 北).
 */
export function branchBearing(branchIndex: number): number {
  return branchIndex * 30;
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
