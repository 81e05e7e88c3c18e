/**
 * A place name or a query folded to the one spelling the search compares: NFKC (full-width letters
 * and half-width katakana to their usual forms), lower case, katakana to hiragana (ヶ and ヵ to け
 * and か, so 鎌ケ谷 and 鎌ヶ谷 meet), and without white space, hyphens and dashes, middle dots,
 * apostrophes and periods (`New York` → `newyork`, `ニュー・ヨーク` → `にゅーよーく`). The long-vowel
 * mark ー stays: it is part of a katakana name.
 */

/** The dropped characters below U+0080: white space, `-`, `'`, `` ` `` and `.`. */
const ASCII_DROPPED = new Uint8Array(128);
for (const c of "\t\n\v\f\r -'`.") ASCII_DROPPED[c.charCodeAt(0)] = 1;

/** The dropped characters from U+0080: white space, hyphens and dashes, minus, middle dots, quotes, the ideographic full stop. */
const OTHER_DROPPED = new Set([
  0x85, 0xa0, 0xb7, 0x2bb, 0x2bc, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2010,
  0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2018, 0x2019, 0x2022, 0x2028, 0x2029, 0x202f, 0x205f, 0x2212, 0x3000, 0x3002, 0x30fb, 0xfeff,
]);

/** Katakana ァ (U+30A1) … ヶ (U+30F6) to hiragana; ー and the rest are kept. */
function hiragana(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x30f5) out += "か";
    else if (code === 0x30f6) out += "け";
    else if (code >= 0x30a1 && code <= 0x30f4) out += String.fromCharCode(code - 0x60);
    else out += text[i];
  }
  return out;
}

/**
 * A text already in NFKC in the search spelling: the names of the tables, which are (test/calendar/places/search.test.ts
 * checks it), folded when the index is built without paying for NFKC.
 */
export function foldedName(text: string): string {
  const lower = text.toLowerCase();
  let out = "";
  let from = 0;
  let katakana = false;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c < 0x80 ? ASCII_DROPPED[c] === 1 : OTHER_DROPPED.has(c)) {
      out += lower.slice(from, i);
      from = i + 1;
    } else if (c >= 0x30a1 && c <= 0x30f6) katakana = true;
  }
  out = from === 0 ? lower : out + lower.slice(from);
  return katakana ? hiragana(out) : out;
}

/** A query, or any text, in the search spelling; "" when nothing is left. */
export function searchText(text: string): string {
  return foldedName(text.normalize("NFKC"));
}
