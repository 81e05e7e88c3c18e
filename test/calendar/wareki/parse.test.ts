/**
 * The 和暦 text parser (calendar/wareki/parse.ts, docs/wareki-text.md#writing-和暦-parser): a
 * table of inputs and their readings (every form, ligature, letter, month name, 朔/晦/元旦, old
 * spellings of era names), refusals with their reasons, the samples of the document, and
 * properties: dates written in several styles read back as the same tuple, and any text gives
 * an answer (never a throw) whose reason is one line.
 */
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ERA_LETTERS, ERA_LIGATURES, ERA_NAMES, OLD_FORMS } from "../../../calendar/wareki/era-names.ts";
import { numeralValue } from "../../../calendar/wareki/numerals.ts";
import {
  MAX_WAREKI_LENGTH,
  MONTH_NAMES,
  parseWareki,
  type ParsedWareki,
  type WarekiDate,
  type WarekiDay,
} from "../../../calendar/wareki/parse.ts";
import type { Youbi } from "../../../calendar/names.ts";
import { expectEqual, Mismatches } from "../../support/mismatches.ts";

const ROOT = resolve(import.meta.dirname, "../../..");

/** The expected reading, in the order era, year, leap, month, day (a year without an era: 旧暦 with 閏, else Western). */
function ok(era: string | null, year: number, leap: boolean, month: number, day: WarekiDay): ParsedWareki {
  return { ok: true, era, count: era !== null ? "era" : leap ? "kyureki" : "western", year, leap, month, day };
}

/** A reading with the weekday written after the date. */
const withWeekday = (reading: ParsedWareki, weekday: Youbi): ParsedWareki => ({ ...(reading as WarekiDate), weekday });

const READINGS: readonly (readonly [string, ParsedWareki])[] = [
  // years: 元年, arabic, full width, 漢数字 with units and digit by digit, 廿 卅, 大字
  ["明治元年1月1日", ok("明治", 1, false, 1, 1)],
  ["令和7年5月1日", ok("令和", 7, false, 5, 1)],
  ["令和１０年１２月３１日", ok("令和", 10, false, 12, 31)],
  ["昭和十二年十月十日", ok("昭和", 12, false, 10, 10)],
  ["昭和二十三年十一月二十三日", ok("昭和", 23, false, 11, 23)],
  ["昭和廿三年二月廿日", ok("昭和", 23, false, 2, 20)],
  ["明治卅年三月卅日", ok("明治", 30, false, 3, 30)],
  ["平成一〇年一二月二九日", ok("平成", 10, false, 12, 29)],
  ["平成一○年一月一日", ok("平成", 10, false, 1, 1)],
  ["平成弐拾参年壱月参拾日", ok("平成", 23, false, 1, 30)],
  ["平成貳拾壹年參月拾日", ok("平成", 21, false, 3, 10)],
  ["昭和六十四年一月七日", ok("昭和", 64, false, 1, 7)],
  ["明治四十五年七月三十日", ok("明治", 45, false, 7, 30)],
  ["千八百六十八年正月元旦", ok(null, 1868, false, 1, 1)],
  ["445年1月1日", ok(null, 445, false, 1, 1)],
  ["四百四十五年正月朔日", ok(null, 445, false, 1, 1)],
  ["1864年閏5月15日", ok(null, 1864, true, 5, 15)],
  // a year without an era: Western, unless marked 旧暦 (or with 閏, above); the numeric form too
  ["2026年1月1日", ok(null, 2026, false, 1, 1)],
  ["１９９０年０５月０５日", ok(null, 1990, false, 5, 5)],
  ["西暦1990年5月31日", ok(null, 1990, false, 5, 31)],
  ["1990-05-05", ok(null, 1990, false, 5, 5)],
  ["１９９０／５／５", ok(null, 1990, false, 5, 5)],
  ["2026年元旦", ok(null, 2026, false, 1, 1)],
  ["旧暦1864年5月15日", { ok: true, era: null, count: "kyureki", year: 1864, leap: false, month: 5, day: 15 }],
  ["旧暦 445年正月元旦", { ok: true, era: null, count: "kyureki", year: 445, leap: false, month: 1, day: 1 }],
  ["令和01年05月01日", ok("令和", 1, false, 5, 1)],
  // spaces, the ideographic space, leading and trailing blanks
  ["令和 7 年 5 月 1 日", ok("令和", 7, false, 5, 1)],
  ["　明治　元年　正月　元旦　", ok("明治", 1, false, 1, 1)],
  [" H31 . 4 . 30 ", ok("平成", 31, false, 4, 30)],
  // 閏
  ["慶応四年閏四月朔日", ok("慶応", 4, true, 4, 1)],
  ["明治3年閏10月1日", ok("明治", 3, true, 10, 1)],
  ["慶長十九年閏十月晦日", ok("慶長", 19, true, 10, "last")],
  ["天保十四年閏九月十日", ok("天保", 14, true, 9, 10)],
  ["文化元年閏正月三日", ok("文化", 1, true, 1, 3)],
  ["元禄十年閏皐月五日", ok("元禄", 10, true, 5, 5)],
  // 朔, 晦, 末日, 元旦, 元日
  ["天保十二年師走晦日", ok("天保", 12, false, 12, "last")],
  ["天保十二年十二月晦", ok("天保", 12, false, 12, "last")],
  ["天保十二年六月朔", ok("天保", 12, false, 6, 1)],
  ["令和7年2月末日", ok("令和", 7, false, 2, "last")],
  ["明治元年元旦", ok("明治", 1, false, 1, 1)],
  ["明治元年元日", ok("明治", 1, false, 1, 1)],
  ["明治元年正月元旦", ok("明治", 1, false, 1, 1)],
  ["令和8年1月元日", ok("令和", 8, false, 1, 1)],
  // longest era name first; era names ending or starting with 元 or 万
  ["天平勝宝元年七月二日", ok("天平勝宝", 1, false, 7, 2)],
  ["天平感宝元年閏五月十日", ok("天平感宝", 1, true, 5, 10)],
  ["天平二十一年四月十四日", ok("天平", 21, false, 4, 14)],
  ["天元元年1月1日", ok("天元", 1, false, 1, 1)],
  ["元和元年七月十三日", ok("元和", 1, false, 7, 13)],
  ["万延元年三月十八日", ok("万延", 1, false, 3, 18)],
  ["大化元年六月十九日", ok("大化", 1, false, 6, 19)],
  ["建武三年二月一日", ok("建武", 3, false, 2, 1)],
  ["神護景雲四年八月四日", ok("神護景雲", 4, false, 8, 4)],
  // 旧字体 and variants
  ["慶應四年九月八日", ok("慶応", 4, false, 9, 8)],
  ["寳曆十年三月廿三日", ok("宝暦", 10, false, 3, 23)],
  ["寶永四年十月四日", ok("宝永", 4, false, 10, 4)],
  ["寶龜元年十月一日", ok("宝亀", 1, false, 10, 1)],
  ["靈龜二年正月一日", ok("霊亀", 2, false, 1, 1)],
  ["萬壽元年七月十三日", ok("万寿", 1, false, 7, 13)],
  ["元祿十五年十二月十四日", ok("元禄", 15, false, 12, 14)],
  ["正德元年四月二十五日", ok("正徳", 1, false, 4, 25)],
  ["貞觀十一年五月二十六日", ok("貞観", 11, false, 5, 26)],
  ["齊衡三年一月一日", ok("斉衡", 3, false, 1, 1)],
  ["寬政十年一月一日", ok("寛政", 10, false, 1, 1)],
  ["興國元年一月一日", ok("興国", 1, false, 1, 1)],
  ["嘉\uFA53四年一月一日", ok("嘉禎", 4, false, 1, 1)], // 禎 U+FA53, a compatibility ideograph
  ["天\uFA1B元年一月一日", ok("天福", 1, false, 1, 1)], // 福 U+FA1B
  ["\uFA19龜元年一月一日", ok("神亀", 1, false, 1, 1)], // 神 U+FA19
  ["明治元年彌生三日", ok("明治", 1, false, 3, 3)],
  // ligatures
  ["㍾45年7月30日", ok("明治", 45, false, 7, 30)],
  ["㍽元年7月30日", ok("大正", 1, false, 7, 30)],
  ["㍼64年1月7日", ok("昭和", 64, false, 1, 7)],
  ["㍻31年4月30日", ok("平成", 31, false, 4, 30)],
  ["㋿元年5月1日", ok("令和", 1, false, 5, 1)],
  ["㍻31.4.30", ok("平成", 31, false, 4, 30)],
  // letters, the numeric form
  ["H31.4.30", ok("平成", 31, false, 4, 30)],
  ["R1.5.1", ok("令和", 1, false, 5, 1)],
  ["R元.5.1", ok("令和", 1, false, 5, 1)],
  ["S64/1/7", ok("昭和", 64, false, 1, 7)],
  ["M45.7.30", ok("明治", 45, false, 7, 30)],
  ["T15-12-25", ok("大正", 15, false, 12, 25)],
  ["h31.4.30", ok("平成", 31, false, 4, 30)],
  ["Ｈ３１．４．３０", ok("平成", 31, false, 4, 30)],
  ["Ｒ１／５／１", ok("令和", 1, false, 5, 1)],
  ["ｓ６４－１－７", ok("昭和", 64, false, 1, 7)],
  ["T15\u221212\u221225", ok("大正", 15, false, 12, 25)], // − U+2212
  ["R01.05.01", ok("令和", 1, false, 5, 1)],
  ["令和1/5/1", ok("令和", 1, false, 5, 1)],
  ["慶応4.9.8", ok("慶応", 4, false, 9, 8)],
  ["R1年5月1日", ok("令和", 1, false, 5, 1)],
  ["M3年閏10月1日", ok("明治", 3, true, 10, 1)],
  // day 31: eras with Gregorian years (明治 6 on, and after); the calendar checks 明治 1–5
  ["明治5年12月31日", ok("明治", 5, false, 12, 31)],
  ["大正15年12月31日", ok("大正", 15, false, 12, 31)],
  // the weekday in parentheses after the day, full or half width, with 曜 or 曜日 (kept, checked by convert.ts)
  ["令和8年1月1日（木）", withWeekday(ok("令和", 8, false, 1, 1), "木")],
  ["令和8年1月1日(金曜日)", withWeekday(ok("令和", 8, false, 1, 1), "金")],
  ["令和8年1月1日 （ 日曜 ） ", withWeekday(ok("令和", 8, false, 1, 1), "日")],
  ["R8.1.1(月)", withWeekday(ok("令和", 8, false, 1, 1), "月")],
  ["明治元年元旦（土）", withWeekday(ok("明治", 1, false, 1, 1), "土")],
  ["天保十二年師走晦日（火曜日）", withWeekday(ok("天保", 12, false, 12, "last"), "火")],
];

/** Every month name (and 正月) in place. */
const MONTH_READINGS: readonly (readonly [string, ParsedWareki])[] = [
  ["安政二年正月二日", ok("安政", 2, false, 1, 2)],
  ...MONTH_NAMES.map((name, i): readonly [string, ParsedWareki] => [`安政二年${name}二日`, ok("安政", 2, false, i + 1, 2)]),
];

const REFUSALS: readonly (readonly [string, string])[] = [
  ["", "empty: expected a date such as 明治元年1月1日 or H31.4.30"],
  ["   ", "empty: expected a date such as 明治元年1月1日 or H31.4.30"],
  ["明治元年1月1日★", 'unknown character "★" at position 9'],
  ["明治元年1月1日 頃", 'unknown character "頃" at position 10'],
  ["令和8年1月1日（祝）", 'unknown character "祝" at position 10'],
  ["令和8年1月1日（）", 'weekday: expected one of 月火水木金土日 after "(", found "）"'],
  ["令和8年1月1日（木", 'no ")" after the weekday 木: found the end of the text'],
  ["令和8年1月1日（木曜日）（木）", 'trailing text after the weekday: "（木）"'],
  ["令和8年1月1日木", 'trailing text after the day: "木"'],
  ["明治元年1月1日\u0000", 'unknown character "\\u0000" at position 9'],
  ["西暦1864年閏5月15日", "閏: a Western date has no leap months; write 旧暦 before the year for a 旧暦 date (旧暦1864年閏5月15日)"],
  [
    "旧暦明治元年1月1日",
    "旧暦 before an era: 旧暦 marks a year without an era (旧暦1864年5月15日); an era's years before 1873 are 旧暦 years",
  ],
  ["西暦H31.4.30", "西暦 before an era: 西暦 marks a year without an era (西暦1864年5月15日); an era's years before 1873 are 旧暦 years"],
  ["2026年1月32日", "day 32: expected 1–31"],
  ["慶喜元年1月1日", 'unknown era: "慶喜元年1月1日" starts with no era name (明治, 慶長 …)'],
  ["閏", 'no era or year: expected an era name (明治, 慶長 …), a letter M T S H R or a year, found "閏"'],
  ["年1月1日", 'no era or year: expected an era name (明治, 慶長 …), a letter M T S H R or a year, found "年1月1日"'],
  ["元年1月1日", "元年 needs an era: e.g. 明治元年"],
  ["明治年1月1日", 'no year after the era 明治: expected 元 or a number, found "年1月1日"'],
  ["明治0年1月1日", "year 0: years count from 1 (元年)"],
  ["明治〇年1月1日", "year 0: years count from 1 (元年)"],
  ["10000年1月1日", "year 10000: at most 9999"],
  ["100000000000000000000000000年1月1日", "year 100000000000000000000000000: at most 9999"],
  ["明治元年100000000000000000000000000月1日", "month 100000000000000000000000000: expected 1–12"],
  ["令和元年5月100000000000000000000000000日", "day 100000000000000000000000000: expected 1–31"],
  ["大正十十年1月1日", 'year: "十十" is not a number'],
  ["大正1十年1月1日", 'year: "1十" is not a number'],
  ["大正二二十年1月1日", 'year: "二二十" is not a number'],
  ["大正二廿年1月1日", 'year: "二廿" is not a number'],
  ["明治元1月1日", 'no 年 after the year 1: found "1月1日"'],
  ["令和1年", "no month: expected 1–12, 正月 or 睦月…師走 after the year, found the end of the text"],
  ["令和1年閏", "no month: expected 1–12, 正月 or 睦月…師走 after 閏, found the end of the text"],
  ["明治元年0月1日", "month 0: expected 1–12"],
  ["明治元年13月1日", "month 13: expected 1–12"],
  ["明治元年十三月1日", "month 13: expected 1–12"],
  ["明治元年1日", 'no 月 after the month 1: found "日"'],
  ["令和元年閏1月1日", "閏: 令和 dates are Gregorian, which has no leap months"],
  ["大正二年閏師走一日", "閏: 大正 dates are Gregorian, which has no leap months"],
  ["H31.閏4.1", "閏 in the numeric form (.): write a leap month with 年 月 日, e.g. 明治3年閏10月1日"],
  ["M3/閏10/1", "閏 in the numeric form (/): write a leap month with 年 月 日, e.g. 明治3年閏10月1日"],
  ["明治元年1月0日", "day 0: days count from 1"],
  ["令和元年5月32日", "day 32: expected 1–31"],
  ["天保3年1月31日", "day 31: a 旧暦 month has at most 30 days"],
  ["旧暦1800年1月31日", "day 31: a 旧暦 month has at most 30 days (a 旧暦 year)"],
  ["天保3年1月32日", "day 32: expected 1–30"],
  ["H31.4.0", "day 0: days count from 1"],
  ["H31.13.1", "month 13: expected 1–12"],
  ["明治元年1月1", "no 日 after the day 1: found the end of the text"],
  ["明治元年1月", "no day: expected 1–31, 朔 or 晦 after the month, found the end of the text"],
  ["天保元年1月", "no day: expected 1–30, 朔 or 晦 after the month, found the end of the text"],
  ["明治元年2月元旦", "元旦 is the first day of 正月, not of 2月"],
  ["明治3年閏正月元日", "元日 is the first day of 正月, not of 閏1月"],
  ["明治元年1月1日1日", 'trailing text after the day: "1日"'],
  ["明治元年元旦元旦", 'trailing text after the day: "元旦"'],
  ["H31.4/30", 'mixed separators: "." after the year, "/" after the month'],
  ["H31.4", 'no day: expected "." and the day after the month 4, found the end of the text'],
  ["H31.4.", 'no day: expected 1–31 after ".", found the end of the text'],
  ["H31.4.30.", 'trailing text after the day: "."'],
  ["H31.4月30日", 'no day: expected "." and the day after the month 4, found "月30日"'],
  ["H31", "no 年 after the year 31: found the end of the text"],
  ["令和二〇二四年正月二十二日二十二日", 'trailing text after the day: "二十二日"'],
  ["明治元年1月1日" + "　".repeat(MAX_WAREKI_LENGTH), `too long: ${8 + MAX_WAREKI_LENGTH} characters, at most ${MAX_WAREKI_LENGTH}`],
  ["明治元年大晦日", 'no month: expected 1–12, 正月 or 睦月…師走 after the year, found "大晦日"'],
];

describe("parseWareki: readings", () => {
  it.each([...READINGS, ...MONTH_READINGS])("%s", (text, expected) => {
    expect(parseWareki(text)).toEqual(expected);
  });

  it("reads each ligature and each letter as its era", () => {
    for (const [ligature, era] of ERA_LIGATURES) expect(parseWareki(`${ligature}2年3月4日`)).toEqual(ok(era, 2, false, 3, 4));
    for (const [letter, era] of ERA_LETTERS) {
      expect(parseWareki(`${letter}2.3.4`)).toEqual(ok(era, 2, false, 3, 4));
      expect(parseWareki(`${letter.toLowerCase()}2/3/4`)).toEqual(ok(era, 2, false, 3, 4));
    }
  });

  it("reads every era name, and every old form of a character in one", () => {
    const wrong = new Mismatches();
    for (const era of ERA_NAMES) wrong.check(`${era}2年3月4日`, parseWareki(`${era}2年3月4日`), ok(era, 2, false, 3, 4));
    expect(wrong.list).toEqual([]);
    const names = [...ERA_NAMES, ...MONTH_NAMES];
    const unused = [...OLD_FORMS].filter(([, modern]) => !names.some((name) => name.includes(modern)));
    expect(
      unused.map(([old, modern]) => `${old} → ${modern}`),
      "old forms whose modern character occurs in no name",
    ).toEqual([]);
  });
});

describe("parseWareki: refusals", () => {
  it.each(REFUSALS)("%j", (text, reason) => {
    expect(parseWareki(text)).toEqual({ ok: false, reason });
  });

  it("says something other than undefined for a value that is not text", () => {
    expect(parseWareki(undefined as unknown as string)).toEqual({ ok: false, reason: "not text: expected a date such as 明治元年1月1日" });
  });
});

describe("numeralValue", () => {
  it.each([
    ["0", 0],
    ["007", 7],
    ["十", 10],
    ["一十", 10],
    ["十一", 11],
    ["廿", 20],
    ["廿九", 29],
    ["卅", 30],
    ["卌二", 42],
    ["百", 100],
    ["百廿", 120],
    ["三百五", 305],
    ["千八百六十八", 1868],
    ["二〇二四", 2024],
    ["一二", 12],
    ["拾", 10],
    ["弐拾参", 23],
    ["壹阡", 1000],
  ] as const)("%s is %d", (run, value) => {
    expect(numeralValue(run)).toBe(value);
  });

  it.each(["", "1十", "十十", "十百", "二二十", "〇十", "二廿", "十廿", "廿廿", "千千", "a"])("%j is no number", (run) => {
    expect(numeralValue(run)).toBeNull();
  });
});

describe("docs/wareki-text.md", () => {
  const doc = readFileSync(resolve(ROOT, "docs/wareki-text.md"), "utf8");
  /** Rows `| `text` | `reason` |` of the refusals table. */
  const refusals = [...doc.matchAll(/^\| `([^`]+)` \| `([^`]+)` \|$/gm)].map((m) => [m[1]!, m[2]!] as const);

  it("gives each refusal the parser's reason", () => {
    expect(refusals.length).toBeGreaterThan(10);
    const wrong = new Mismatches();
    for (const [text, reason] of refusals) wrong.check(text, parseWareki(text), { ok: false, reason });
    expect(wrong.list).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

/** Eras to write dates in: prefixes of others, names ending or starting with 元 or 万, old forms, the modern ones. */
const PROPERTY_ERAS = [
  "明治",
  "大正",
  "昭和",
  "平成",
  "令和",
  "慶応",
  "天平",
  "天平勝宝",
  "天元",
  "元和",
  "万延",
  "宝暦",
  "元禄",
  "貞観",
  "延喜",
  "大化",
];
const GREGORIAN = new Set(["大正", "昭和", "平成", "令和"]);
const LETTER_OF = new Map([...ERA_LETTERS].map(([letter, era]) => [era, letter]));
const LIGATURE_OF = new Map([...ERA_LIGATURES].map(([ligature, era]) => [era, ligature]));
/** 新字体 → one of its old forms. */
const OLD_OF = new Map([...OLD_FORMS].map(([old, modern]) => [modern, old]));

const KANJI_DIGITS = "〇一二三四五六七八九";
const DAIJI_DIGITS = ["", "壱", "弐", "参", "四", "五", "六", "七", "八", "九"];

/** 1–99 with 十: 十二, 二十三. */
function kanji(n: number): string {
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return (tens === 0 ? "" : tens === 1 ? "十" : `${KANJI_DIGITS[tens]}十`) + (ones === 0 ? "" : KANJI_DIGITS[ones]);
}

/** 1–99 with 廿 and 卅 where they fit. */
function kanjiTens(n: number): string {
  const tens = Math.floor(n / 10);
  if (tens === 2 || tens === 3) return (tens === 2 ? "廿" : "卅") + (n % 10 === 0 ? "" : KANJI_DIGITS[n % 10]);
  return kanji(n);
}

/** 1–99 in 大字: 弐拾参. */
function daiji(n: number): string {
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return (tens === 0 ? "" : tens === 1 ? "拾" : `${DAIJI_DIGITS[tens]}拾`) + DAIJI_DIGITS[ones];
}

/** Digit by digit: 一二, 三〇. */
function positional(n: number): string {
  return [...String(n)].map((d) => KANJI_DIGITS[Number(d)]).join("");
}

function fullWidth(text: string): string {
  return text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
}

const NUMBER_STYLES = {
  arabic: String,
  padded: (n: number) => String(n).padStart(2, "0"),
  fullWidth: (n: number) => fullWidth(String(n)),
  kanji,
  kanjiTens,
  daiji,
  positional,
} as const;
type NumberStyle = keyof typeof NUMBER_STYLES;
const STYLE_NAMES = Object.keys(NUMBER_STYLES) as NumberStyle[];

interface Written {
  era: string;
  year: number;
  leap: boolean;
  month: number;
  day: number;
  style: NumberStyle;
  eraSpelling: "name" | "old" | "ligature" | "letter";
  gannen: boolean;
  monthName: boolean;
  saku: boolean;
  spaced: boolean;
}

const written: fc.Arbitrary<Written> = fc
  .record({
    era: fc.constantFrom(...PROPERTY_ERAS),
    year: fc.integer({ min: 1, max: 64 }),
    leap: fc.boolean(),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 30 }),
    style: fc.constantFrom(...STYLE_NAMES),
    eraSpelling: fc.constantFrom("name" as const, "old" as const, "ligature" as const, "letter" as const),
    gannen: fc.boolean(),
    monthName: fc.boolean(),
    saku: fc.boolean(),
    spaced: fc.boolean(),
  })
  .map((w) => (GREGORIAN.has(w.era) ? { ...w, leap: false } : w));

/** The era as written: its name, an old spelling of it, its ligature or its letter (the name when it has none). */
function eraText(w: Written): string {
  if (w.eraSpelling === "old") return [...w.era].map((c) => OLD_OF.get(c) ?? c).join("");
  if (w.eraSpelling === "ligature") return LIGATURE_OF.get(w.era) ?? w.era;
  if (w.eraSpelling === "letter") return LETTER_OF.get(w.era) ?? w.era;
  return w.era;
}

/** The 年 月 日 form. */
function kanjiText(w: Written): string {
  const number = NUMBER_STYLES[w.style];
  const gap = w.spaced ? " " : "";
  const year = w.year === 1 && w.gannen ? "元" : number(w.year);
  const month = w.monthName ? (w.month === 1 && w.day % 2 === 0 ? "正月" : MONTH_NAMES[w.month - 1]!) : `${number(w.month)}${gap}月`;
  const day = w.day === 1 && w.saku ? "朔日" : `${number(w.day)}${gap}日`;
  return [eraText(w), year, "年", w.leap ? "閏" : "", month, day].filter(Boolean).join(gap);
}

/** The numeric form, separators taken from the day's parity and the month's. */
function numericText(w: Written): string {
  const number = NUMBER_STYLES[w.style === "kanji" || w.style === "kanjiTens" || w.style === "daiji" ? "arabic" : w.style];
  const separator = [".", "/", "-"][(w.day + w.month) % 3]!;
  const year = w.year === 1 && w.gannen ? "元" : number(w.year);
  return `${eraText(w)}${year}${separator}${number(w.month)}${separator}${number(w.day)}`;
}

describe("parseWareki: properties", () => {
  it("reads a date written in the 年 月 日 form, in any style, as the same tuple", () => {
    fc.assert(
      fc.property(written, (w) => {
        const [got, want] = [parseWareki(kanjiText(w)), ok(w.era, w.year, w.leap, w.month, w.day)];
        expectEqual(got, want, kanjiText(w)); // thousands of runs: an `expect` each cost seconds
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a date written in the numeric form as the same tuple", () => {
    fc.assert(
      fc.property(written, (w) => {
        const text = numericText({ ...w, leap: false });
        const [got, want] = [parseWareki(text), ok(w.era, w.year, false, w.month, w.day)];
        expectEqual(got, want, text);
      }),
      { numRuns: 1000 },
    );
  });

  const ALPHABET = [
    ..."明治大正昭和平成令和慶応天保元年月日閏朔晦旦正睦師走廿卅十百千〇一二三四五壱弐参拾MTSHRmh0123456789./- 　★\n",
    "㋿",
    "寳",
    "𠮷",
  ];

  it("answers any text without throwing; a refusal is one line", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 24 }), fc.string({ unit: "grapheme", maxLength: 24 })),
        (text) => {
          const parsed = parseWareki(text);
          // Asserted only where a rule fails (then as before, naming the text): thousands of `expect`s cost seconds.
          const holds = parsed.ok
            ? parsed.month >= 1 && parsed.month <= 12 && parsed.year >= 1
            : !/[\n\r]/.test(parsed.reason) && parsed.reason.length > 0;
          if (holds) return;
          if (parsed.ok) {
            expect(parsed.month, text).toBeGreaterThanOrEqual(1);
            expect(parsed.month, text).toBeLessThanOrEqual(12);
            expect(parsed.year, text).toBeGreaterThanOrEqual(1);
          } else {
            expect(parsed.reason, text).not.toMatch(/[\n\r]/);
            expect(parsed.reason.length, text).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
