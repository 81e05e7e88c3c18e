/**
 * Numbers as the generated place table writes them (place-table.ts; scripts/places/ writes it with the
 * encoders here, the catalogue reads it with the decoders): fixed-width base 36 (`0`–`9`, `a`–`z`) for
 * ranks and indexes, read at any position without splitting the text; and runs of signed integers
 * in a variable-length code of 91 printable ASCII characters (every one from `!` to `~` but `$`, `\`
 * and the backquote, so a template literal holds them as they are): the differences of coordinates
 * in 10⁻⁴ degrees. A digit of value 0 … 44 ends a number, one of 45 … 90 goes on; the least
 * significant digit first; signs zigzagged (0, −1, 1, −2 … as 0, 1, 2, 3 …).
 */

/** The 91 digits of the variable-length code, by value. */
const DIGITS = [...Array(94).keys()]
  .map((i) => String.fromCharCode(0x21 + i))
  .filter((c) => c !== "$" && c !== "\\" && c !== "`")
  .join("");

/** Digit values that end a number (0 … 44); the rest (45 … 90) go on, each worth {@link GOES_ON} times the one before. */
const ENDS = 45;
const GOES_ON = DIGITS.length - ENDS;

/** A character code's digit value, −1 for none. */
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) VALUE[DIGITS.charCodeAt(i)] = i;

/** A non-negative integer in `width` base-36 digits. @throws RangeError when it needs more. */
export function fixedDigits(value: number, width: number): string {
  const text = value.toString(36);
  if (!Number.isInteger(value) || value < 0 || text.length > width) throw new RangeError(`${value} does not fit ${width} base-36 digits`);
  return text.padStart(width, "0");
}

/** The `index`-th number of a text of fixed-width base-36 numbers, `width` digits each. */
export function fixedAt(text: string, index: number, width: number): number {
  return parseInt(text.slice(index * width, index * width + width), 36);
}

/** Signed integers in the variable-length code, one after another. */
export function signedDigits(values: readonly number[]): string {
  let out = "";
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not an integer`);
    let n = value < 0 ? -2 * value - 1 : 2 * value;
    while (n >= ENDS) {
      out += DIGITS[ENDS + (n % GOES_ON)];
      n = Math.floor(n / GOES_ON);
    }
    out += DIGITS[n];
  }
  return out;
}

/**
 * Reads signed integers of the variable-length code into `out`, from its start, until the text ends
 * or `out` is full; how many it read.
 */
export function readSigned(text: string, out: Int32Array): number {
  let count = 0;
  let n = 0;
  let scale = 1;
  for (let i = 0; i < text.length && count < out.length; i++) {
    const digit = VALUE[text.charCodeAt(i)]!;
    if (digit >= ENDS) {
      n += (digit - ENDS) * scale;
      scale *= GOES_ON;
      continue;
    }
    n += digit * scale;
    out[count++] = n % 2 === 0 ? n / 2 : -(n + 1) / 2;
    n = 0;
    scale = 1;
  }
  return count;
}
