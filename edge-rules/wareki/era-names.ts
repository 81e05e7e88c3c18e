/**
 * The names of the Japanese eras (元号) from 大化 (645) to 令和, in 新字体, and the old spellings
 * people still write (docs/wareki-text.md#era-names). The parser uses them only to recognise where
 * an era name ends and to spell it the way the eras table does; which days an era covers is the
 * calendar's business, not this table's.
 *
 * The 248 names of the official count: 大化 … 令和, both courts of 南北朝 (建武, used by both, is
 * one name).
 */

/** Every era name, in order of its first use; the 北朝 eras after the 南朝 ones of the same span. */
export const ERA_NAMES: readonly string[] = [
  // 飛鳥・奈良
  "大化",
  "白雉",
  "朱鳥",
  "大宝",
  "慶雲",
  "和銅",
  "霊亀",
  "養老",
  "神亀",
  "天平",
  "天平感宝",
  "天平勝宝",
  "天平宝字",
  "天平神護",
  "神護景雲",
  "宝亀",
  "天応",
  // 平安
  "延暦",
  "大同",
  "弘仁",
  "天長",
  "承和",
  "嘉祥",
  "仁寿",
  "斉衡",
  "天安",
  "貞観",
  "元慶",
  "仁和",
  "寛平",
  "昌泰",
  "延喜",
  "延長",
  "承平",
  "天慶",
  "天暦",
  "天徳",
  "応和",
  "康保",
  "安和",
  "天禄",
  "天延",
  "貞元",
  "天元",
  "永観",
  "寛和",
  "永延",
  "永祚",
  "正暦",
  "長徳",
  "長保",
  "寛弘",
  "長和",
  "寛仁",
  "治安",
  "万寿",
  "長元",
  "長暦",
  "長久",
  "寛徳",
  "永承",
  "天喜",
  "康平",
  "治暦",
  "延久",
  "承保",
  "承暦",
  "永保",
  "応徳",
  "寛治",
  "嘉保",
  "永長",
  "承徳",
  "康和",
  "長治",
  "嘉承",
  "天仁",
  "天永",
  "永久",
  "元永",
  "保安",
  "天治",
  "大治",
  "天承",
  "長承",
  "保延",
  "永治",
  "康治",
  "天養",
  "久安",
  "仁平",
  "久寿",
  "保元",
  "平治",
  "永暦",
  "応保",
  "長寛",
  "永万",
  "仁安",
  "嘉応",
  "承安",
  "安元",
  "治承",
  "養和",
  "寿永",
  "元暦",
  // 鎌倉
  "文治",
  "建久",
  "正治",
  "建仁",
  "元久",
  "建永",
  "承元",
  "建暦",
  "建保",
  "承久",
  "貞応",
  "元仁",
  "嘉禄",
  "安貞",
  "寛喜",
  "貞永",
  "天福",
  "文暦",
  "嘉禎",
  "暦仁",
  "延応",
  "仁治",
  "寛元",
  "宝治",
  "建長",
  "康元",
  "正嘉",
  "正元",
  "文応",
  "弘長",
  "文永",
  "建治",
  "弘安",
  "正応",
  "永仁",
  "正安",
  "乾元",
  "嘉元",
  "徳治",
  "延慶",
  "応長",
  "正和",
  "文保",
  "元応",
  "元亨",
  "正中",
  "嘉暦",
  "元徳",
  // 南北朝: the 南朝 (大覚寺統), then the 北朝 (持明院統); 建武 is both courts'
  "元弘",
  "建武",
  "延元",
  "興国",
  "正平",
  "建徳",
  "文中",
  "天授",
  "弘和",
  "元中",
  "正慶",
  "暦応",
  "康永",
  "貞和",
  "観応",
  "文和",
  "延文",
  "康安",
  "貞治",
  "応安",
  "永和",
  "康暦",
  "永徳",
  "至徳",
  "嘉慶",
  "康応",
  "明徳",
  // 室町
  "応永",
  "正長",
  "永享",
  "嘉吉",
  "文安",
  "宝徳",
  "享徳",
  "康正",
  "長禄",
  "寛正",
  "文正",
  "応仁",
  "文明",
  "長享",
  "延徳",
  "明応",
  "文亀",
  "永正",
  "大永",
  "享禄",
  "天文",
  "弘治",
  "永禄",
  "元亀",
  "天正",
  "文禄",
  // 江戸
  "慶長",
  "元和",
  "寛永",
  "正保",
  "慶安",
  "承応",
  "明暦",
  "万治",
  "寛文",
  "延宝",
  "天和",
  "貞享",
  "元禄",
  "宝永",
  "正徳",
  "享保",
  "元文",
  "寛保",
  "延享",
  "寛延",
  "宝暦",
  "明和",
  "安永",
  "天明",
  "寛政",
  "享和",
  "文化",
  "文政",
  "天保",
  "弘化",
  "嘉永",
  "安政",
  "万延",
  "文久",
  "元治",
  "慶応",
  // 近代
  "明治",
  "大正",
  "昭和",
  "平成",
  "令和",
];

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
