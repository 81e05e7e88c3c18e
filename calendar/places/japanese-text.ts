/**
 * The code of the place table's Japanese lines (place-table.ts; scripts/places/ writes it with
 * {@link encodeJapanese}): each character beyond ASCII (kana, kanji) as one or two of 88 printable
 * ASCII characters, by its index in the table's dictionary of them (the most frequent first), ASCII
 * kept as it is. A bundle writes a character beyond ASCII as a six-character escape, which V8 then
 * reads on every start of an isolate: coded, the Japanese lines load in a third of the time.
 *
 * The code characters are `!` … `}` but `$`, `,`, `\`, the backquote and `|` (a template literal
 * holds them as they are, and `,` `|` tab and space are the lines' separators): the first
 * {@link SINGLE} stand for the dictionary's first characters alone; each of the others leads a
 * second code character, for the rest of the dictionary in turn.
 */

/** The 88 code characters, by value. */
const CODES = [...Array(94).keys()]
  .map((i) => String.fromCharCode(0x21 + i))
  .filter((c) => !"$,\\`|~".includes(c))
  .join("");

/** Code values standing for a dictionary character alone; the others lead a second. */
const SINGLE = 65;

/** A character code's code value, −1 for a character kept as it is. */
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < CODES.length; i++) VALUE[CODES.charCodeAt(i)] = i;

/** How many characters a dictionary can hold. */
export const DICTIONARY_SIZE = SINGLE + (CODES.length - SINGLE) * CODES.length;

/**
 * A text in the code.
 * @param dictionary the characters beyond ASCII, each once, the most frequent first.
 * @throws Error for a character beyond ASCII the dictionary lacks, or an ASCII character the code uses.
 */
export function encodeJapanese(text: string, dictionary: string): string {
  let out = "";
  for (const c of text) {
    if (c.charCodeAt(0) < 0x80) {
      if (VALUE[c.charCodeAt(0)]! >= 0) throw new Error(`${JSON.stringify(c)}: an ASCII character of the code`);
      out += c;
      continue;
    }
    const index = dictionary.indexOf(c);
    if (index === -1 || c.length > 1) throw new Error(`${JSON.stringify(c)}: not in the dictionary`);
    const rest = index - SINGLE;
    out += index < SINGLE ? CODES[index] : CODES[SINGLE + Math.floor(rest / CODES.length)]! + CODES[rest % CODES.length];
  }
  return out;
}

/** A text of the code read back. @param dictionary the dictionary it was written with. */
export function decodeJapanese(code: string, dictionary: string): string {
  let out = "";
  for (let i = 0; i < code.length; i++) {
    const value = VALUE[code.charCodeAt(i)] ?? -1;
    if (value < 0) out += code[i];
    else if (value < SINGLE) out += dictionary[value];
    else out += dictionary[SINGLE + (value - SINGLE) * CODES.length + VALUE[code.charCodeAt(++i)]!];
  }
  return out;
}
