/**
 * 選日 and 下段 notes read from a 節月 table (節切り: 1 = 寅月 from 立春 … 12 = 丑月 from 小寒,
 * the 節入り day belonging wholly to the new month). Each table lists, per 節月, the day branches
 * (支) or stems (干) on which the note falls. Tables: docs/calendar.md §7.1.
 */
import type { NoteId } from "../names.ts";
import { branchIndexOf, branchOf, stemIndexOf, stemOf } from "../cycles/kanshi.ts";

/** Twelve entries, one per 節月 (index 0 = 寅月 … 11 = 丑月), each a string of branch or stem kanji. */
type MonthTable = readonly [string, string, string, string, string, string, string, string, string, string, string, string];

// Source: royalfortune.co.jp/koyomi/05_senjitsu.html; tamo manbaibi; When.exe 一粒万倍 (docs/calendar.md §7.1).
export const ICHIRYU_MANBAI: MonthTable = ["丑午", "寅酉", "子卯", "卯辰", "巳午", "午酉", "子未", "卯申", "午酉", "酉戌", "子亥", "子卯"];
// Source: ffortune yomi068; tamo boSouNichi; JS engine; fifth class 季月 → 巳午 by docs/calendar.md#the-choices-in-one-table (docs/calendar.md §7.1).
export const BOSOU: MonthTable = ["子亥", "子亥", "巳午", "寅卯", "寅卯", "巳午", "丑辰未戌", "丑辰未戌", "巳午", "申酉", "申酉", "巳午"];
// Source: ffortune yomi068; When.exe; JS engine (月徳日 by the day stem; docs/calendar.md §7.1).
export const GETTOKU: MonthTable = ["丙", "甲", "壬", "庚", "丙", "甲", "壬", "庚", "丙", "甲", "壬", "庚"];
// Source: koyomi8 rekicyuu_doc02 (節月と日の十二支); When.exe [6,11,2][month%3]; tamo (docs/calendar.md §7.1).
export const SANRINBOU: MonthTable = ["亥", "寅", "午", "亥", "寅", "午", "亥", "寅", "午", "亥", "寅", "午"];
// Source: koyomi8.com/doc/mlwa/202003100.htm (正月:戌 … 十二月:酉); ffortune yomi069 黒日 (docs/calendar.md §7.1).
export const JUSHI: MonthTable = ["戌", "辰", "亥", "巳", "子", "午", "丑", "未", "寅", "申", "卯", "酉"];
// Source: ffortune.net/calen/calen/yomi99/yomi069.htm; tamo; When.exe 十死 (docs/calendar.md §7.1).
export const JISSHI: MonthTable = ["酉", "巳", "丑", "酉", "巳", "丑", "酉", "巳", "丑", "酉", "巳", "丑"];
// Source: ffortune yomi069; ndl.go.jp/koyomi/chapter3/s5.html (帰忌日 1月丑 2月寅…); When.exe 歸忌 (docs/calendar.md §7.1).
export const KIKO: MonthTable = ["丑", "寅", "子", "丑", "寅", "子", "丑", "寅", "子", "丑", "寅", "子"];
// Source: ffortune yomi069; tamo; When.exe 血忌 (docs/calendar.md §7.1).
export const CHIIMI: MonthTable = ["丑", "未", "寅", "申", "卯", "酉", "辰", "戌", "巳", "亥", "午", "子"];
// Source: ffortune yomi069; tamo; When.exe (復日 by the day stem; docs/calendar.md §7.1).
export const FUKU: MonthTable = ["甲庚", "乙辛", "戊己", "丙壬", "丁癸", "戊己", "甲庚", "乙辛", "戊己", "丙壬", "丁癸", "戊己"];
// Source: ffortune yomi069; tamo; When.exe 天火 (docs/calendar.md §7.1).
export const TENKA: MonthTable = ["子", "卯", "午", "酉", "子", "卯", "午", "酉", "子", "卯", "午", "酉"];
// Source: ffortune yomi069; tamo; When.exe 地火 (docs/calendar.md §7.1).
export const CHIKA: MonthTable = ["巳", "午", "未", "申", "酉", "戌", "亥", "子", "丑", "寅", "卯", "辰"];
// Source: Wikipedia 三箇の悪日 (weblio); When.exe (month*7+4)%12 (docs/calendar.md §7.1).
export const TAIKA: MonthTable = ["亥", "午", "丑", "申", "卯", "戌", "巳", "子", "未", "寅", "酉", "辰"];
// Source: Wikipedia 三箇の悪日 (weblio), the 仮名暦 子卯午酉 cycle (docs/calendar.md §7.1).
export const ROUZEKI: MonthTable = ["子", "卯", "午", "酉", "子", "卯", "午", "酉", "子", "卯", "午", "酉"];
// Source: Wikipedia 三箇の悪日 (weblio); When.exe (month*7+10)%12 (docs/calendar.md §7.1).
export const METSUMON: MonthTable = ["巳", "子", "未", "寅", "酉", "辰", "亥", "午", "丑", "申", "卯", "戌"];
// Source: ndl.go.jp/koyomi/chapter3/s5.html (正月節から7日目 … 12月節から30日目); tamo ouMouNichi (docs/calendar.md §7.1).
export const OUMOU_NTH_DAY = [7, 14, 21, 8, 16, 24, 9, 18, 27, 10, 20, 30] as const;

/** Bit masks of a month table: bit i set when branch (or stem) i is listed. */
function masks(table: MonthTable, indexOf: (kanji: string) => number): number[] {
  return table.map((entry) =>
    [...entry].reduce((mask, kanji) => {
      const i = indexOf(kanji);
      if (i < 0) throw new Error(`senjitsu: ${kanji} is not a stem or branch`);
      return mask | (1 << i);
    }, 0),
  );
}

/** A note read from a 節月 table by the day branch or stem. */
export interface MonthRule {
  readonly id: NoteId;
  readonly by: "branch" | "stem";
  readonly masks: readonly number[];
}

const branchRule = (id: NoteId, table: MonthTable): MonthRule => ({ id, by: "branch", masks: masks(table, branchIndexOf) });
const stemRule = (id: NoteId, table: MonthTable): MonthRule => ({ id, by: "stem", masks: masks(table, stemIndexOf) });

/** Every table-read note, in the notes-table order of docs/calendar.md#the-choices-in-one-table. */
const MONTH_RULES: readonly MonthRule[] = [
  branchRule("ichiryu-manbai", ICHIRYU_MANBAI),
  branchRule("bosou", BOSOU),
  stemRule("gettoku", GETTOKU),
  branchRule("sanrinbou", SANRINBOU),
  branchRule("jushi", JUSHI),
  branchRule("jisshi", JISSHI),
  branchRule("kiko", KIKO),
  branchRule("chiimi", CHIIMI),
  stemRule("fuku", FUKU),
  branchRule("tenka", TENKA),
  branchRule("chika", CHIKA),
  branchRule("taika", TAIKA),
  branchRule("rouzeki", ROUZEKI),
  branchRule("metsumon", METSUMON),
];

/**
 * Whether a 節月-table note falls on a day of 干支 index `kanshiIndex` in 節月 `setsuMonth` (1 = 寅月).
 * Source: docs/calendar.md §7.1 master table (節月 × 日支 / 日干).
 */
export function monthTableHolds(rule: MonthRule, setsuMonth: number, kanshiIndex: number): boolean {
  const i = rule.by === "branch" ? branchOf(kanshiIndex) : stemOf(kanshiIndex);
  return (rule.masks[setsuMonth - 1]! & (1 << i)) !== 0;
}

/**
 * 往亡日: the n-th day of the 節月 counting the 節入り day as day 1 (a 12月節 of 29 days has none).
 * Source: ndl.go.jp/koyomi/chapter3/s5.html; tamo ouMouNichi (docs/calendar.md §7.1).
 */
export function isOumou(setsuMonth: number, dayOfSetsuMonth: number): boolean {
  return OUMOU_NTH_DAY[setsuMonth - 1] === dayOfSetsuMonth;
}

/**
 * The 節月 notes of a day, in table order: the 節月 × 支/干 tables and 往亡日.
 * @param setsuMonth 1 = 寅月 … 12 = 丑月.
 * @param kanshiIndex the day 干支 index (0 = 甲子).
 * @param dayOfSetsuMonth 1 on the 節入り day.
 */
export function senjitsuNotes(setsuMonth: number, kanshiIndex: number, dayOfSetsuMonth: number): NoteId[] {
  const out: NoteId[] = [];
  for (const rule of MONTH_RULES) if (monthTableHolds(rule, setsuMonth, kanshiIndex)) out.push(rule.id);
  if (isOumou(setsuMonth, dayOfSetsuMonth)) out.push("oumou");
  return out;
}
