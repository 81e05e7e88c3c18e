/**
 * A table of 旧暦 months (docs/calendar.md §14) in its compact form, and the month arrays it
 * decodes to. The historical table (445–1872, calendar/wareki/kyureki-table.ts) and the generated
 * file of every year 445–2100 (`KYUREKI_MONTHS_PATH` of schemas/files/layout.ts) are both one.
 */
import { decodeYear, encodeYear, type KyurekiYear, YEAR_CODE_LENGTH } from "./year-code.ts";

/** Consecutive 旧暦 years from `firstYear`, each in {@link YEAR_CODE_LENGTH} characters (calendar/wareki/year-code.ts). */
export interface KyurekiTable {
  /** The Western number of the first 旧暦 year (the Gregorian year in which its 1月1日 falls). */
  readonly firstYear: number;
  /** The Julian Day Number of the first year's 1月1日. */
  readonly firstJdn: number;
  /** The year codes, one after the other. */
  readonly years: string;
}

/** Every month of a table, in order, as parallel arrays (index i = the i-th month). */
export interface KyurekiMonths {
  /** The first and last 旧暦 year. */
  readonly firstYear: number;
  readonly lastYear: number;
  /** JDN of each month's day 1; one entry more than there are months: the day after the last month. */
  readonly start: Int32Array;
  /** Month number 1–12 (a leap month has its month's number). */
  readonly month: Uint8Array;
  /** 1 for a leap month (閏月), else 0. */
  readonly leap: Uint8Array;
  /** Index of each year's first month (1月), by year − firstYear; one entry more: the month count. */
  readonly yearStart: Int32Array;
}

/** The compact form of consecutive years. */
export function encodeTable(firstYear: number, firstJdn: number, years: readonly KyurekiYear[]): KyurekiTable {
  return { firstYear, firstJdn, years: years.map(encodeYear).join("") };
}

/** The years of a table, in order. */
export function tableYears(table: KyurekiTable): KyurekiYear[] {
  const out: KyurekiYear[] = [];
  for (let i = 0; i < table.years.length; i += YEAR_CODE_LENGTH) out.push(decodeYear(table.years.slice(i, i + YEAR_CODE_LENGTH)));
  return out;
}

/** The month arrays of a table. @throws RangeError when a year code is malformed. */
export function decodeTable(table: KyurekiTable): KyurekiMonths {
  const years = tableYears(table);
  const count = years.reduce((n, y) => n + y.lengths.length, 0);
  const start = new Int32Array(count + 1);
  const month = new Uint8Array(count);
  const leap = new Uint8Array(count);
  const yearStart = new Int32Array(years.length + 1);
  let i = 0;
  let jdn = table.firstJdn;
  years.forEach((year, y) => {
    yearStart[y] = i;
    let m = 0;
    year.lengths.forEach((days, k) => {
      // The leap month is the one right after month leapMonth: index leapMonth (0-based).
      const isLeap = year.leapMonth !== 0 && k === year.leapMonth;
      if (!isLeap) m++;
      start[i] = jdn;
      month[i] = m;
      leap[i] = isLeap ? 1 : 0;
      jdn += days;
      i++;
    });
  });
  start[count] = jdn;
  yearStart[years.length] = count;
  return { firstYear: table.firstYear, lastYear: table.firstYear + years.length - 1, start, month, leap, yearStart };
}
