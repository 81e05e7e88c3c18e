/**
 * Numbers as people write them in dates (docs/wareki-text.md#numbers): arabic digits, 漢数字 digit
 * by digit (二〇二四, 一二) or with units (十二, 二十三, 百二十, 千八百六十八), the tens 廿 卅 卌, and the
 * 大字 (壱 弐 参 拾 …, with their older forms 壹 貳 參). Full-width digits are folded to ASCII
 * before (normalize.ts), so they read like arabic ones.
 */

/** Digit characters: the 漢数字 and the 大字, with 〇 and its look-alike ○ (U+25CB) as zero. */
const DIGITS: ReadonlyMap<string, number> = new Map([
  ["〇", 0],
  ["○", 0],
  ["一", 1],
  ["二", 2],
  ["三", 3],
  ["四", 4],
  ["五", 5],
  ["六", 6],
  ["七", 7],
  ["八", 8],
  ["九", 9],
  ["壱", 1],
  ["壹", 1],
  ["弐", 2],
  ["弍", 2],
  ["貳", 2],
  ["参", 3],
  ["參", 3],
  ["肆", 4],
  ["伍", 5],
  ["陸", 6],
  ["漆", 7],
  ["柒", 7],
  ["捌", 8],
  ["玖", 9],
]);

/** Unit characters: a digit before one multiplies it (二十 = 20); alone it counts one (十 = 10). */
const UNITS: ReadonlyMap<string, number> = new Map([
  ["十", 10],
  ["拾", 10],
  ["百", 100],
  ["佰", 100],
  ["千", 1000],
  ["阡", 1000],
  ["仟", 1000],
]);

/** Tens written as one character: 廿 = 二十, 卅 = 三十, 卌 = 四十 (no digit before them). */
const TENS: ReadonlyMap<string, number> = new Map([
  ["廿", 20],
  ["卅", 30],
  ["卌", 40],
]);

/** Every character a number may hold (ASCII digits included). */
export const NUMERAL_CHARACTERS: ReadonlySet<string> = new Set([..."0123456789", ...DIGITS.keys(), ...UNITS.keys(), ...TENS.keys()]);

/** Whether a character can be part of a number. */
export function isNumeral(char: string): boolean {
  return NUMERAL_CHARACTERS.has(char);
}

/**
 * The value of a run of numeral characters, or null when the run is not one number: arabic
 * digits mixed with 漢数字 (1十), two digits in a row among units (二二十), a unit not smaller
 * than the one before it (十十, 十百), a zero before a unit (〇十), a digit before 廿.
 */
export function numeralValue(run: string): number | null {
  if (run === "") return null;
  if (/^[0-9]+$/.test(run)) return Number(run);
  const chars = [...run];
  if (chars.some((c) => !DIGITS.has(c) && !UNITS.has(c) && !TENS.has(c))) return null;
  if (chars.every((c) => DIGITS.has(c))) return chars.reduce((value, c) => value * 10 + DIGITS.get(c)!, 0);

  let value = 0;
  let pending: number | null = null;
  let lastUnit = Infinity;
  for (const c of chars) {
    const digit = DIGITS.get(c);
    const unit = UNITS.get(c);
    const tens = TENS.get(c);
    if (digit !== undefined) {
      if (pending !== null || digit === 0) return null;
      pending = digit;
    } else if (unit !== undefined) {
      if (unit >= lastUnit) return null;
      value += (pending ?? 1) * unit;
      pending = null;
      lastUnit = unit;
    } else if (tens !== undefined) {
      if (pending !== null || lastUnit <= 10) return null;
      value += tens;
      lastUnit = 10;
    }
  }
  return value + (pending ?? 0);
}
