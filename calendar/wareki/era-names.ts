/**
 * The names of the Japanese eras (元号) from 大化 (645) to 令和, in 新字体, and the old spellings
 * people still write (docs/wareki-text.md#era-names). The parser uses them only to recognise where
 * an era name ends and to spell it the way the eras table does; which days an era covers is the
 * calendar's business, not this table's.
 *
 * The 248 names of the official count: 大化 … 令和, both courts of 南北朝 (建武, used by both, is
 * one name), read from the eras table; the spellings, letters and ligatures are the parser's own.
 */
import { ERAS } from "./era-table.ts";

/** Every era name (calendar/wareki/era-table.ts, the one table of the eras), each once. */
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
 * The variants (異体字) of the characters of the era names that Unicode's Unihan database gives
 * (旧字体, the simplified and traditional forms, semantic and z-variants): variant → the
 * character as the eras table writes it. Source: Unicode Unihan database, Unihan_Variants.txt
 * (Unicode 10.0.0; extract in test/reference/unihan_variants_eras.txt), by the rule
 * test/calendar/wareki/variants.test.ts derives it with (docs/wareki-text.md#era-names).
 */
export const UNIHAN_VARIANTS: ReadonlyMap<string, string> = new Map([
  ["㒷", "興"],
  ["乆", "久"],
  ["云", "雲"],
  ["仝", "同"],
  ["兴", "興"],
  ["养", "養"],
  ["卍", "万"],
  ["咊", "和"],
  ["國", "国"],
  ["壽", "寿"],
  ["夀", "寿"],
  ["宽", "寛"],
  ["寬", "寛"],
  ["寳", "宝"],
  ["寶", "宝"],
  ["幹", "乾"],
  ["庆", "慶"],
  ["应", "応"],
  ["德", "徳"],
  ["忈", "仁"],
  ["憙", "喜"],
  ["應", "応"],
  ["护", "護"],
  ["曆", "暦"],
  ["朙", "明"],
  ["灵", "霊"],
  ["祯", "禎"],
  ["祿", "禄"],
  ["耂", "老"],
  ["胜", "勝"],
  ["萬", "万"],
  ["衕", "同"],
  ["觀", "観"],
  ["观", "観"],
  ["贞", "貞"],
  ["铜", "銅"],
  ["长", "長"],
  ["靈", "霊"],
  ["靝", "天"],
  ["鸟", "鳥"],
  ["齊", "斉"],
  ["齐", "斉"],
  ["龜", "亀"],
  ["龟", "亀"],
  ["龢", "和"],
]);

/**
 * Old and variant forms → the 新字体 of the era names and month names: Unihan's variants, and
 * two spellings Unihan does not relate. Every character here occurs in a name once mapped
 * (checked by test/calendar/wareki/parse.test.ts); CJK compatibility ideographs (神 U+FA19,
 * 祥, 福, 禎 …) are folded by NFC before this table.
 */
export const OLD_FORMS: ReadonlyMap<string, string> = new Map([
  ...UNIHAN_VARIANTS,
  // 斉衡 as 日本史年表 spells it, 斎衡 (旧字体 齋). Source: github.com/pldb/zakuro, module Zakuro::All::Motsumetsu::CurrentDate, GENGOU_OTHER_NAMES (日本暦日便覧 斉衡 ⇒ 日本史年表 斎衡).
  ["斎", "斉"],
  ["齋", "斉"],
  ["彌", "弥"], // 弥生 (the month): the 旧字体 of the 常用漢字表
]);
