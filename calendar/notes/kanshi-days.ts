/**
 * Notes fixed by the day's 干支 alone (選日 lists and the days of the 60-day cycle), plus 天赦日
 * (干支 by season of the 節月) and 鬼宿日 (二十八宿 鬼).
 */
import type { NoteId } from "../names.ts";
import { branchIndexOf, branchOf, kanshiIndexOf } from "../cycles/kanshi.ts";
import { SHUKU_KI } from "../cycles/shuku28.ts";

// Source: tsupo/tamo tamo_func.c daiMyouNichi, the 25-day list chosen in docs/calendar.md#the-choices-in-one-table (docs/calendar.md §7.2 list T).
// prettier-ignore
export const DAIMYO = [
  "辛未", "壬申", "癸酉", "丁丑", "己卯", "壬午", "甲申", "丁亥", "壬辰", "乙未", "壬寅", "甲辰", "乙巳",
  "丙午", "己酉", "庚戌", "辛亥", "丙辰", "己未", "庚申", "辛酉", "己巳", "庚午", "丁未", "戊午",
] as const;
// Source: suchowan/when_exe lib/when_exe/region/japanese/residues.rb, 仮名暦 大明 (its active line: 7,8,9,13,… of the 60; the 25 are its commented line).
// prettier-ignore
export const DAIMYO_21 = [
  "辛未", "壬申", "癸酉", "丁丑", "己卯", "壬午", "甲申", "丁亥", "壬辰", "乙未", "壬寅", "甲辰", "乙巳",
  "丙午", "己酉", "庚戌", "辛亥", "丙辰", "己未", "庚申", "辛酉",
] as const;
/** The 大明日 lists (rule `daimyo`, calendar/notes/rules.ts), the first the default: `25` (tamo), `21` (When.exe). */
export const DAIMYO_LISTS = ["25", "21"] as const;
export type DaimyoList = (typeof DAIMYO_LISTS)[number];
// Source: tamo tamo_func.c; JS engine; linderabell.com/entry/gedan/kamiyoshi (docs/calendar.md §7.2, 33 days).
// prettier-ignore
export const KAMIYOSHI = [
  "乙丑", "丁卯", "己巳", "庚午", "壬申", "癸酉", "丁丑", "己卯", "壬午", "甲申", "乙酉", "戊子", "辛卯",
  "甲午", "丙申", "丁酉", "己亥", "庚子", "辛丑", "癸卯", "乙巳", "丙午", "丁未", "戊申", "己酉", "辛亥",
  "壬子", "乙卯", "戊午", "己未", "庚申", "辛酉", "癸亥",
] as const;
// Source: tamo; JS engine; ameblo nihilo (docs/calendar.md §7.2, 15 days).
export const TEN_ON = [
  "甲子",
  "乙丑",
  "丙寅",
  "丁卯",
  "戊辰",
  "己卯",
  "庚辰",
  "辛巳",
  "壬午",
  "癸未",
  "己酉",
  "庚戌",
  "辛亥",
  "壬子",
  "癸丑",
] as const;
// Source: ndl.go.jp/koyomi/chapter3/s5.html; koyomi8 rekicyuu_doc03: 春 戊寅, 夏 甲午, 秋 戊申, 冬 甲子 (節月 1–3, 4–6, 7–9, 10–12).
export const TENSHA_BY_SEASON = ["戊寅", "甲午", "戊申", "甲子"] as const;

/** A 60-entry membership table of a 干支 list. */
function kanshiSet(list: readonly string[]): boolean[] {
  const out = new Array<boolean>(60).fill(false);
  for (const name of list) {
    const i = kanshiIndexOf(name);
    if (i < 0 || out[i]) throw new Error(`kanshi-days: ${name} is not a 干支 or is listed twice`);
    out[i] = true;
  }
  return out;
}

const DAIMYO_SETS: Readonly<Record<DaimyoList, readonly boolean[]>> = { 25: kanshiSet(DAIMYO), 21: kanshiSet(DAIMYO_21) };
const KAMIYOSHI_SET = kanshiSet(KAMIYOSHI);
const TEN_ON_SET = kanshiSet(TEN_ON);
const TENSHA_INDEX = TENSHA_BY_SEASON.map(kanshiIndexOf);
const BRANCH_TORA = branchIndexOf("寅");
const BRANCH_MI = branchIndexOf("巳");
const BRANCH_I = branchIndexOf("亥");
const TSUCHINOTO_MI = kanshiIndexOf("己巳");
const KINOE_NE = kanshiIndexOf("甲子");
const KOUSHIN = kanshiIndexOf("庚申");

/**
 * 天赦日: 戊寅 in the spring 節月 (寅卯辰), 甲午 in summer, 戊申 in autumn, 甲子 in winter.
 * Source: ndl.go.jp/koyomi/chapter3/s5.html; koyomi8 rekicyuu_doc03 (docs/calendar.md §7.2).
 */
export function isTensha(setsuMonth: number, kanshiIndex: number): boolean {
  return TENSHA_INDEX[Math.floor((setsuMonth - 1) / 3)] === kanshiIndex;
}

/**
 * 重日: the days of branch 巳 or 亥.
 * Source: ndl.go.jp/koyomi/chapter3/s5.html (重日 = 巳の日と亥の日).
 */
export function isJuu(kanshiIndex: number): boolean {
  const b = branchOf(kanshiIndex);
  return b === BRANCH_MI || b === BRANCH_I;
}

/**
 * 大明日: the day's 干支 is on the list `list` (the 25-day list, or the 21 without 己巳, 庚午, 丁未, 戊午).
 * Source: tamo tamo_func.c daiMyouNichi (25); suchowan/when_exe residues.rb 仮名暦 大明 (21) (docs/calendar.md §7.2).
 */
export function isDaimyo(kanshiIndex: number, list: DaimyoList = "25"): boolean {
  return DAIMYO_SETS[list][kanshiIndex]!;
}

/**
 * The 干支-list and cycle notes of a day, in the notes-table order of docs/calendar.md#the-choices-in-one-table.
 * Source: docs/calendar.md#the-choices-in-one-table notes table (大明日 by `daimyo`, 神吉日 33, 天恩日 15, 鬼宿日, 寅・巳・己巳・甲子・庚申, 重日).
 */
export function kanshiDayNotes(kanshiIndex: number, setsuMonth: number, shukuIndex: number, daimyo: DaimyoList = "25"): NoteId[] {
  const out: NoteId[] = [];
  const branch = branchOf(kanshiIndex);
  if (isTensha(setsuMonth, kanshiIndex)) out.push("tensha");
  if (isDaimyo(kanshiIndex, daimyo)) out.push("daimyo");
  if (KAMIYOSHI_SET[kanshiIndex]) out.push("kamiyoshi");
  if (TEN_ON_SET[kanshiIndex]) out.push("ten-on");
  if (shukuIndex === SHUKU_KI) out.push("kishuku");
  if (branch === BRANCH_TORA) out.push("tora");
  if (branch === BRANCH_MI) out.push("mi");
  if (kanshiIndex === TSUCHINOTO_MI) out.push("tsuchinoto-mi");
  if (kanshiIndex === KINOE_NE) out.push("kinoe-ne");
  if (kanshiIndex === KOUSHIN) out.push("koushin");
  if (isJuu(kanshiIndex)) out.push("juu");
  return out;
}
