/**
 * The text of a 和暦 date folded to one spelling before it is parsed (docs/wareki-text.md#what-is-folded):
 * full-width ASCII to ASCII, every space to " ", dash look-alikes to "-", the era ligatures
 * (㍾ ㍽ ㍼ ㍻ ㋿) to their names, CJK compatibility ideographs to the unified ones (NFC), and the
 * old forms of era and month names (era-names.ts OLD_FORMS) to 新字体. Each folded character
 * remembers which character of the input it came from, so a message can quote the input.
 */
import { ERA_LIGATURES, OLD_FORMS } from "./era-names.ts";

/** Folded text and, for each of its UTF-16 units, the index of the input character (code point) it came from. */
export interface FoldedText {
  readonly text: string;
  /** `from[i]`: the input character of `text[i]`; `from[text.length]` is the input's length in characters. */
  readonly from: readonly number[];
  /** The input, one entry per character (code point). */
  readonly input: readonly string[];
}

/** Characters read as a space: space, tab, line ends, no-break space, ideographic space. */
const SPACES = new Set([" ", "\t", "\n", "\r", "\u00A0", "\u3000"]);

/** Dash look-alikes read as "-": hyphens and dashes U+2010–U+2015, minus U+2212, the long-vowel marks ー ｰ. */
const DASHES = new Set(["\u2010", "\u2011", "\u2012", "\u2013", "\u2014", "\u2015", "\u2212", "\u30FC", "\uFF70"]);

/** One input character, folded. */
function foldChar(char: string): string {
  const code = char.codePointAt(0)!;
  if (code >= 0xff01 && code <= 0xff5e) return String.fromCodePoint(code - 0xfee0);
  if (SPACES.has(char)) return " ";
  if (DASHES.has(char)) return "-";
  const ligature = ERA_LIGATURES.get(char);
  if (ligature !== undefined) return ligature;
  const unified = char.normalize("NFC");
  return OLD_FORMS.get(unified) ?? unified;
}

/** Folds a text (see the module comment). */
export function fold(input: string): FoldedText {
  const chars = [...input];
  let text = "";
  const from: number[] = [];
  chars.forEach((char, index) => {
    const folded = foldChar(char);
    text += folded;
    for (let i = 0; i < folded.length; i++) from.push(index);
  });
  from.push(chars.length);
  return { text, from, input: chars };
}
