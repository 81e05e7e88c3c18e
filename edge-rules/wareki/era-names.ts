/**
 * The names of the Japanese eras (元号) from 大化 (645) to 令和, in 新字体, and the old spellings
 * people still write (docs/wareki-text.md#era-names). The parser uses them only to recognise where
 * an era name ends and to spell it the way the eras table does; which days an era covers is the
 * calendar's business, not this table's.
 *
 * The 248 names of the official count: 大化 … 令和, both courts of 南北朝 (建武, used by both, is
 * one name), read from the eras table; the spellings, letters and ligatures are the parser's own.
 */
import { ERAS } from "../../schemas/wareki/eras.ts";

/** Every era name (schemas/wareki/eras.ts, the one table of the eras), each once. */
export const ERA_NAMES: readonly string[] = [...new Set(ERAS.map((era) => era.name))];

/**
 * The eras whose dates are Gregorian (from 明治6年, 1873): 大正 on never has a 閏 month, and
 * allows day 31. 明治 is not here: 明治1–5年 are 旧暦 years, so the calendar checks it.
 */
export const GREGORIAN_ERAS: ReadonlySet<string> = new Set(["大正", "昭和", "平成", "令和"]);

/** Eras whose months may have 31 days (明治 from its 6th year on; the calendar checks which). */
export const ERAS_WITH_31_DAYS: ReadonlySet<string> = new Set(["明治", ...GREGORIAN_ERAS]);

/** The one-letter abbreviations of the modern eras (H31.4.30): upper or lower case. */
export const ERA_LETTERS: ReadonlyMap<string, string> = new Map([
  ["M", "明治"],
  ["T", "大正"],
  ["S", "昭和"],
  ["H", "平成"],
  ["R", "令和"],
]);

/** The era ligatures of Unicode's CJK Compatibility blocks, one character each. */
export const ERA_LIGATURES: ReadonlyMap<string, string> = new Map([
  ["\u337E", "明治"], // ㍾
  ["\u337D", "大正"], // ㍽
  ["\u337C", "昭和"], // ㍼
  ["\u337B", "平成"], // ㍻
  ["\u32FF", "令和"], // ㋿
]);

/**
 * 旧字体 (and other old or variant forms) → the 新字体 of the era names and month names. Every
 * character here occurs in a name once mapped (checked by test/edge-rules/wareki/parse.test.ts);
 * CJK compatibility ideographs (神 U+FA19, 祥, 福, 禎 …) are folded by NFC before this table.
 */
export const OLD_FORMS: ReadonlyMap<string, string> = new Map([
  ["寶", "宝"], // 大宝 天平感宝 … 宝暦
  ["寳", "宝"],
  ["龜", "亀"], // 霊亀 神亀 宝亀 文亀 元亀
  ["靈", "霊"], // 霊亀
  ["應", "応"], // 天応 … 慶応
  ["曆", "暦"], // 延暦 … 宝暦
  ["德", "徳"], // 天徳 … 正徳
  ["壽", "寿"], // 仁寿 万寿 久寿 寿永
  ["萬", "万"], // 万寿 永万 万治 万延
  ["觀", "観"], // 貞観 永観 観応
  ["齊", "斉"], // 斉衡
  ["祿", "禄"], // 天禄 嘉禄 長禄 享禄 永禄 文禄 元禄
  ["寬", "寛"], // 寛平 … 寛政
  ["國", "国"], // 興国
  ["彌", "弥"], // 弥生 (the month)
]);
