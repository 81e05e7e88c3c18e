/**
 * The compact form of a table of 旧暦 years (docs/calendar.md §14): one year in three characters,
 * so 1,656 years (445–2100) fit in about 5 KB, decoded once per process or isolate.
 *
 * A year is its months in order, a leap month right after the month it repeats. Its code is the
 * 17-bit value `leapMonth << 13 | long`, where `leapMonth` is the month the leap month repeats
 * (0: no leap month) and bit i of `long` is set when the year's i-th month (0-based, in order)
 * has 30 days, else it has 29; written as three digits of {@link YEAR_CODE_DIGITS}, most
 * significant first. Years are consecutive, and each starts the day after the previous one ends,
 * so a table needs only the Julian Day Number of its first year's 1月1日.
 */

/** The 64 digits of a year code (base64url's alphabet, digits first). */
export const YEAR_CODE_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";

/** Characters per year. */
export const YEAR_CODE_LENGTH = 3;

/** One 旧暦 year: its leap month and the length of each month. */
export interface KyurekiYear {
  /** The month the leap month repeats (閏M月 follows M月), or 0 when the year has none. */
  readonly leapMonth: number;
  /** The days of each month in order (29 or 30): 12 months, or 13 with the leap month. */
  readonly lengths: readonly number[];
}

/** The three characters of one year. @throws RangeError on a year that is not 12 (13 with a leap month) months of 29 or 30 days. */
export function encodeYear(year: KyurekiYear): string {
  const { leapMonth, lengths } = year;
  if (!(Number.isInteger(leapMonth) && leapMonth >= 0 && leapMonth <= 12) || lengths.length !== (leapMonth === 0 ? 12 : 13)) {
    throw new RangeError(`encodeYear: leap month ${leapMonth} with ${lengths.length} months`);
  }
  let long = 0;
  lengths.forEach((days, i) => {
    if (days !== 29 && days !== 30) throw new RangeError(`encodeYear: a month of ${days} days`);
    if (days === 30) long |= 1 << i;
  });
  const value = (leapMonth << 13) | long;
  return YEAR_CODE_DIGITS[(value >> 12) & 63]! + YEAR_CODE_DIGITS[(value >> 6) & 63]! + YEAR_CODE_DIGITS[value & 63]!;
}

/** The year of three characters. @throws RangeError when they are not a year's code. */
export function decodeYear(code: string): KyurekiYear {
  let value = 0;
  for (let i = 0; i < YEAR_CODE_LENGTH; i++) {
    const digit = YEAR_CODE_DIGITS.indexOf(code[i] ?? "");
    if (digit < 0) throw new RangeError(`decodeYear: ${JSON.stringify(code)} is not a year code`);
    value = value * 64 + digit;
  }
  const leapMonth = value >> 13;
  const count = leapMonth === 0 ? 12 : 13;
  if (leapMonth > 12 || (value & 0x1fff) >> count !== 0 || code.length !== YEAR_CODE_LENGTH) {
    throw new RangeError(`decodeYear: ${JSON.stringify(code)} is not a year code`);
  }
  const lengths = Array.from({ length: count }, (_, i) => ((value >> i) & 1 ? 30 : 29));
  return { leapMonth, lengths };
}
