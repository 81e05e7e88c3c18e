/**
 * 和暦 dates as people write them → (era, year, 閏, month, day), or one line saying what was not
 * understood (docs/wareki-text.md#writing-和暦-parser). Pure text work: which era years exist,
 * how long a month is and whether a year has the 閏 month asked for are the calendar's to check.
 * Never throws.
 *
 * Two forms:
 * - with 年 月 日: `明治元年1月1日`, `慶応四年閏四月朔日`, `天保十二年師走晦日`, `445年正月元旦`; the era
 *   may be a name (旧字体 too), a ligature (㍾) or a letter (M T S H R); the year may be 元.
 * - numeric: `H31.4.30`, `令和1/5/1`, `S64-1-7`: an era, then year, month and day separated by one
 *   of `.` `/` `-` (the same one twice). No 閏, month names or 朔/晦 in this form.
 *
 * A year without an era is a Western year (`2026年1月1日`, `1990/5/5`, `西暦1990年5月5日`), unless
 * the text marks it as a year of the 旧暦: `旧暦` before it, or a 閏 month, which only the 旧暦 has
 * (`旧暦1864年5月15日`, `1864年閏5月15日`). `count` says which.
 *
 * Either form may end with the weekday in parentheses, as people write a date (`令和8年1月1日（木）`,
 * `R8.1.1(木曜日)`): `weekday` keeps it for the caller to check against the day (convert.ts), since
 * the parser does not know which day the date is.
 */
import { ERA_LETTERS, ERA_NAMES, ERAS_WITH_31_DAYS, GREGORIAN_ERAS } from "./era-names.ts";
import { fold, type FoldedText } from "./normalize.ts";
import { isNumeral, NUMERAL_CHARACTERS, numeralValue } from "./numerals.ts";
import { numberText } from "./number-text.ts";
import { YOUBI, type Youbi } from "../names.ts";

/** A day of the month: 1–31, or `"last"` for 晦 / 晦日 / 末日 (the parser does not know month lengths). */
export type WarekiDay = number | "last";

/** How the year is counted: an era's year, a 旧暦 year (旧暦445年1月1日, 1864年閏5月15日), or a Western year (2026年1月1日). */
export type YearCount = "era" | "kyureki" | "western";

/** Words written before a year without an era to say how it is counted. */
const YEAR_MARKERS: ReadonlyMap<string, Exclude<YearCount, "era">> = new Map([
  ["旧暦", "kyureki"],
  ["西暦", "western"],
]);

/** A 和暦 date as written: what the text says, not yet checked against the calendar. */
export interface WarekiDate {
  readonly ok: true;
  /** The era in 新字体 as the eras table spells it (明治, 慶長), or null for a year without an era. */
  readonly era: string | null;
  /** How the year is counted: `era` with an era; without one, `kyureki` (marked 旧暦, or with 閏) or `western`. */
  readonly count: YearCount;
  /** The year: of the era (元年 = 1), or the bare year; 1–9999. */
  readonly year: number;
  /** A 閏 month (閏四月): the leap month that follows month `month`. */
  readonly leap: boolean;
  /** 1–12 (正月 and 睦月 are 1, 師走 is 12). */
  readonly month: number;
  readonly day: WarekiDay;
  /** The weekday written after the date (`（木）`), present only when written; not checked here. */
  readonly weekday?: Youbi;
}

/** What was not understood, in one line of English naming it. */
export interface WarekiError {
  readonly ok: false;
  readonly reason: string;
}

/** The parser's answer: a discriminated union on `ok`. */
export type ParsedWareki = WarekiDate | WarekiError;

/** Longest input read, in characters: a date takes about twenty. */
export const MAX_WAREKI_LENGTH = 64;

/** The highest year number read. */
const MAX_YEAR = 9999;

/** The month names, index + 1 = the month. */
export const MONTH_NAMES: readonly string[] = [
  "睦月",
  "如月",
  "弥生",
  "卯月",
  "皐月",
  "水無月",
  "文月",
  "葉月",
  "長月",
  "神無月",
  "霜月",
  "師走",
];

/** Numeric-form separators. */
const SEPARATORS = new Set([".", "/", "-"]);

/** Era names, longest first, so 天平勝宝 is read before 天平. */
const ERAS_LONGEST_FIRST = [...ERA_NAMES].sort((a, b) => b.length - a.length);

/** Words that stand for a day (or a month and day). */
const FIRST_DAY = ["朔日", "朔"];
const LAST_DAY = ["晦日", "晦", "末日"];
const NEW_YEAR = ["元旦", "元日"];

/** The characters of era names: a text starting with one names an unknown era. */
const ERA_CHARACTERS = new Set(ERA_NAMES.join(""));

/** Every character the grammar has a use for (after folding); anything else is named as unknown. */
const KNOWN = new Set<string>([
  ...ERA_CHARACTERS,
  ...[...ERA_LETTERS.keys()].flatMap((letter) => [letter, letter.toLowerCase()]),
  ...NUMERAL_CHARACTERS,
  ...MONTH_NAMES.join(""),
  ..."年月日閏元旦朔晦末正",
  ...[...YEAR_MARKERS.keys()].join(""),
  ...SEPARATORS,
  ...YOUBI,
  ..."曜()",
  " ",
]);

/** A position in the folded text and the reads the grammar needs. */
class Cursor {
  pos = 0;
  constructor(readonly folded: FoldedText) {}

  get text(): string {
    return this.folded.text;
  }
  atEnd(): boolean {
    return this.pos >= this.text.length;
  }
  peek(): string {
    return this.text[this.pos] ?? "";
  }
  skipSpaces(): void {
    while (this.peek() === " ") this.pos++;
  }
  /** Reads `word` when the text continues with it. */
  take(word: string): boolean {
    if (!this.text.startsWith(word, this.pos)) return false;
    this.pos += word.length;
    return true;
  }
  /** Reads the first of `words` the text continues with. */
  takeAny(words: readonly string[]): string | null {
    for (const word of words) if (this.take(word)) return word;
    return null;
  }
  /** Reads a run of numeral characters ("" when there is none). */
  numeral(): string {
    const start = this.pos;
    while (!this.atEnd() && isNumeral(this.peek())) this.pos++;
    return this.text.slice(start, this.pos);
  }
  /** The input from the current position, quoted (at most 12 characters), or "the end of the text". */
  found(): string {
    if (this.atEnd()) return "the end of the text";
    const start = this.folded.from[this.pos]!;
    const rest = this.folded.input.slice(start);
    return JSON.stringify(rest.slice(0, 12).join("") + (rest.length > 12 ? "…" : ""));
  }
}

function fail(reason: string): WarekiError {
  return { ok: false, reason };
}

/** The era at the cursor (a letter or a name), read, or null. */
function readEra(c: Cursor): string | null {
  const letter = ERA_LETTERS.get(c.peek().toUpperCase());
  if (letter !== undefined) {
    c.pos++;
    return letter;
  }
  for (const name of ERAS_LONGEST_FIRST) if (c.take(name)) return name;
  return null;
}

/** A number read at the cursor for `what` (year, month, day): its value, null when there is none, or the error. */
function readNumber(c: Cursor, what: string): number | null | WarekiError {
  const run = c.numeral();
  if (run === "") return null;
  const value = numeralValue(run);
  return value === null ? fail(`${what}: ${JSON.stringify(run)} is not a number`) : value;
}

function isError(value: unknown): value is WarekiError {
  return typeof value === "object" && value !== null;
}

/** The month's range check and the rule that eras whose dates are all Gregorian have no 閏. */
function checkMonth(month: number, leap: boolean, era: string | null): WarekiError | null {
  if (month < 1 || month > 12) return fail(`month ${numberText(month)}: expected 1–12`);
  if (leap && era !== null && GREGORIAN_ERAS.has(era)) return fail(`閏: ${era} dates are Gregorian, which has no leap months`);
  return null;
}

/** How a date counts its year, as far as the parser knows it. */
interface Counting {
  readonly era: string | null;
  readonly count: YearCount;
}

/** The highest day read: 30 in a 旧暦 month, 31 in a Western year or where the era has Gregorian years (the calendar checks the rest). */
function dayMax({ era, count }: Counting): number {
  return count === "western" || (era !== null && ERAS_WITH_31_DAYS.has(era)) ? 31 : 30;
}

/** The day's range check (see dayMax). */
function checkDay(day: number, counting: Counting): WarekiError | null {
  const max = dayMax(counting);
  if (day === 0) return fail("day 0: days count from 1");
  if (day === 31 && max === 30) return fail(`day 31: a 旧暦 month has at most 30 days${counting.era === null ? " (a 旧暦 year)" : ""}`);
  if (day > max) return fail(`day ${numberText(day)}: expected 1–${max}`);
  return null;
}

/**
 * The rest of the input after the day: nothing, or the weekday in parentheses (`(木)`, `(木曜)`,
 * `(木曜日)`; full-width ones are folded to these). `date` with the weekday read, or the error naming
 * what follows the day.
 */
function finish(c: Cursor, date: WarekiDate): ParsedWareki {
  c.skipSpaces();
  if (c.atEnd()) return date;
  if (!c.take("(")) return fail(`trailing text after the day: ${c.found()}`);
  c.skipSpaces();
  const weekday = YOUBI.find((y) => c.take(y));
  if (weekday === undefined) return fail(`weekday: expected one of ${YOUBI.join("")} after "(", found ${c.found()}`);
  if (c.take("曜")) c.take("日");
  c.skipSpaces();
  if (!c.take(")")) return fail(`no ")" after the weekday ${weekday}: found ${c.found()}`);
  c.skipSpaces();
  return c.atEnd() ? { ...date, weekday } : fail(`trailing text after the weekday: ${c.found()}`);
}

/** How a year is counted: by its era, by the marker written before it, or, without either, 旧暦 when the month is 閏. */
function countOf(era: string | null, marker: YearCount | null, leap: boolean): YearCount | WarekiError {
  if (era !== null) return "era";
  if (marker === "western" && leap)
    return fail("閏: a Western date has no leap months; write 旧暦 before the year for a 旧暦 date (旧暦1864年閏5月15日)");
  return marker ?? (leap ? "kyureki" : "western");
}

/** The month and day of the 年 月 日 form, the cursor just after 年. */
function kanjiForm(c: Cursor, era: string | null, marker: YearCount | null, year: number): ParsedWareki {
  c.skipSpaces();
  if (c.takeAny(NEW_YEAR) !== null) {
    const count = countOf(era, marker, false);
    return isError(count) ? count : finish(c, { ok: true, era, count, year, leap: false, month: 1, day: 1 });
  }

  const leap = c.take("閏");
  const count = countOf(era, marker, leap);
  if (isError(count)) return count;
  const counting: Counting = { era, count };
  const date = (month: number, day: WarekiDay): WarekiDate => ({ ok: true, era, count, year, leap, month, day });
  c.skipSpaces();
  let month: number;
  const name = MONTH_NAMES.findIndex((n) => c.text.startsWith(n, c.pos));
  if (c.take("正月")) month = 1;
  else if (name >= 0) {
    c.pos += MONTH_NAMES[name]!.length;
    month = name + 1;
  } else {
    const n = readNumber(c, "month");
    if (isError(n)) return n;
    if (n === null) return fail(`no month: expected 1–12, 正月 or 睦月…師走 after ${leap ? "閏" : "the year"}, found ${c.found()}`);
    if (n < 1 || n > 12) return checkMonth(n, leap, era)!;
    c.skipSpaces();
    if (!c.take("月")) return fail(`no 月 after the month ${numberText(n)}: found ${c.found()}`);
    month = n;
  }
  const monthError = checkMonth(month, leap, era);
  if (monthError !== null) return monthError;

  c.skipSpaces();
  if (c.takeAny(FIRST_DAY) !== null) return finish(c, date(month, 1));
  if (c.takeAny(LAST_DAY) !== null) return finish(c, date(month, "last"));
  const newYear = c.takeAny(NEW_YEAR);
  if (newYear !== null) {
    if (month !== 1 || leap) return fail(`${newYear} is the first day of 正月, not of ${leap ? "閏" : ""}${month}月`);
    return finish(c, date(1, 1));
  }
  const day = readNumber(c, "day");
  if (isError(day)) return day;
  if (day === null) return fail(`no day: expected 1–${dayMax(counting)}, 朔 or 晦 after the month, found ${c.found()}`);
  const dayError = checkDay(day, counting);
  if (dayError !== null) return dayError;
  c.skipSpaces();
  if (!c.take("日")) return fail(`no 日 after the day ${numberText(day)}: found ${c.found()}`);
  return finish(c, date(month, day));
}

/** The month and day of the numeric form (H31.4.30, 1990-05-05), the cursor just after the first separator. */
function numericForm(c: Cursor, era: string | null, marker: YearCount | null, year: number, separator: string): ParsedWareki {
  const count = countOf(era, marker, false);
  if (isError(count)) return count;
  const counting: Counting = { era, count };
  c.skipSpaces();
  if (c.peek() === "閏") return fail(`閏 in the numeric form (${separator}): write a leap month with 年 月 日, e.g. 明治3年閏10月1日`);
  const month = readNumber(c, "month");
  if (isError(month)) return month;
  if (month === null) return fail(`no month: expected 1–12 after "${separator}", found ${c.found()}`);
  const monthError = checkMonth(month, false, era);
  if (monthError !== null) return monthError;
  c.skipSpaces();
  if (SEPARATORS.has(c.peek()) && c.peek() !== separator)
    return fail(`mixed separators: "${separator}" after the year, ${JSON.stringify(c.peek())} after the month`);
  if (!c.take(separator))
    return fail(`no day: expected "${separator}" and the day after the month ${numberText(month)}, found ${c.found()}`);
  c.skipSpaces();
  const day = readNumber(c, "day");
  if (isError(day)) return day;
  if (day === null) return fail(`no day: expected 1–${dayMax(counting)} after "${separator}", found ${c.found()}`);
  const dayError = checkDay(day, counting);
  if (dayError !== null) return dayError;
  return finish(c, { ok: true, era, count, year, leap: false, month, day });
}

/** Parses a 和暦 date (see the module comment); never throws. */
export function parseWareki(input: string): ParsedWareki {
  if (typeof input !== "string") return fail("not text: expected a date such as 明治元年1月1日");
  if (input.trim() === "") return fail("empty: expected a date such as 明治元年1月1日 or H31.4.30");
  const length = [...input].length;
  if (length > MAX_WAREKI_LENGTH) return fail(`too long: ${length} characters, at most ${MAX_WAREKI_LENGTH}`);

  const folded = fold(input);
  for (let i = 0; i < folded.text.length; i++) {
    const char = String.fromCodePoint(folded.text.codePointAt(i)!);
    if (!KNOWN.has(char)) {
      const at = folded.from[i]!;
      return fail(`unknown character ${JSON.stringify(folded.input[at])} at position ${at + 1}`);
    }
  }

  const c = new Cursor(folded);
  c.skipSpaces();
  const markerWord = c.takeAny([...YEAR_MARKERS.keys()]);
  const marker = markerWord === null ? null : YEAR_MARKERS.get(markerWord)!;
  c.skipSpaces();
  const era = readEra(c);
  if (markerWord !== null && era !== null)
    return fail(
      `${markerWord} before an era: ${markerWord} marks a year without an era (${markerWord}1864年5月15日); an era's years before 1873 are 旧暦 years`,
    );
  c.skipSpaces();

  let year: number;
  if (c.peek() === "元") {
    if (era === null) return fail("元年 needs an era: e.g. 明治元年");
    c.pos++;
    year = 1;
  } else {
    const n = readNumber(c, "year");
    if (isError(n)) return n;
    if (n === null) {
      if (era !== null) return fail(`no year after the era ${era}: expected 元 or a number, found ${c.found()}`);
      if (ERA_CHARACTERS.has(c.peek())) return fail(`unknown era: ${c.found()} starts with no era name (明治, 慶長 …)`);
      return fail(`no era or year: expected an era name (明治, 慶長 …), a letter M T S H R or a year, found ${c.found()}`);
    }
    if (n === 0) return fail("year 0: years count from 1 (元年)");
    if (n > MAX_YEAR) return fail(`year ${numberText(n)}: at most ${MAX_YEAR}`);
    year = n;
  }

  c.skipSpaces();
  if (c.take("年")) return kanjiForm(c, era, marker, year);
  const separator = c.peek();
  if (SEPARATORS.has(separator)) {
    c.pos++;
    return numericForm(c, era, marker, year, separator);
  }
  return fail(`no 年 after the year ${numberText(year)}: found ${c.found()}`);
}
