/**
 * A place name or a query folded to the one spelling the search compares: NFKC (full-width letters
 * and half-width katakana to their usual forms), lower case, katakana to hiragana (ヶ and ヵ to け
 * and か, so 鎌ケ谷 and 鎌ヶ谷 meet), and without white space, hyphens and dashes, middle dots,
 * apostrophes and periods (`New York` → `newyork`, `ニュー・ヨーク` → `にゅーよーく`). The long-vowel
 * mark ー stays: it is part of a katakana name.
 */

/**
 * The dropped characters: white space, `-`, `'`, `` ` `` and `.` below U+0080; from there white space,
 * hyphens and dashes, minus, middle dots, quotes, the ideographic full stop.
 */
const DROPPED =
  /[\t\n\v\f\r '`.\-\u0085\u00a0\u00b7\u02bb\u02bc\u1680\u2000-\u200a\u2010-\u2015\u2018\u2019\u2022\u2028\u2029\u202f\u205f\u2212\u3000\u3002\u30fb\ufeff]/g;

/** Katakana ァ (U+30A1) … ヶ (U+30F6), which become hiragana (ヵ か, ヶ け); ー and the rest are kept. */
const KATAKANA = /[\u30a1-\u30f6]/g;

function hiragana(c: string): string {
  const code = c.charCodeAt(0);
  return code === 0x30f5 ? "か" : code === 0x30f6 ? "け" : String.fromCharCode(code - 0x60);
}

/**
 * A text already in NFKC in the search spelling: the names of the tables, which are (test/calendar/places/search.test.ts
 * checks it), folded when the index is built without paying for NFKC.
 */
export function foldedName(text: string): string {
  // `search` first: most names have nothing to drop or convert, and then nothing is copied.
  let out = text.toLowerCase();
  if (out.search(DROPPED) !== -1) out = out.replace(DROPPED, "");
  if (out.search(KATAKANA) !== -1) out = out.replace(KATAKANA, hiragana);
  return out;
}

/** A query, or any text, in the search spelling; "" when nothing is left. */
export function searchText(text: string): string {
  return foldedName(text.normalize("NFKC"));
}
