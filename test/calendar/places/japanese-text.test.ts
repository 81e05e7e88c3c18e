/** The code of the place table's Japanese lines (calendar/places/japanese-text.ts): one or two ASCII characters a character beyond ASCII, read back as written. */
import { describe, expect, it } from "vitest";
import { DICTIONARY_SIZE, decodeJapanese, encodeJapanese } from "../../../calendar/places/japanese-text.ts";

/** A dictionary of n kanji from 一 (U+4E00) on. */
const kanji = (n: number): string => Array.from({ length: n }, (_, i) => String.fromCharCode(0x4e00 + i)).join("");

describe("encodeJapanese and decodeJapanese", () => {
  it("read back every character of a full dictionary, and the separators as they are", () => {
    const dictionary = kanji(DICTIONARY_SIZE);
    const text = `${dictionary.slice(0, 70)}\t${dictionary.slice(-70)} ${dictionary.slice(1000, 1100)}|,`;
    const code = encodeJapanese(text, dictionary);
    expect(code).toMatch(/^[\t !-~]+$/);
    expect(code).not.toMatch(/[$\\`~]/);
    expect(decodeJapanese(code, dictionary)).toBe(text);
  });

  it("write the dictionary's first characters in one code character, the rest in two", () => {
    const dictionary = "さっぽろしちゅうおうく札幌市中央区";
    expect(encodeJapanese("さっぽろ|し", dictionary)).toHaveLength(6);
    expect(encodeJapanese(kanji(66).slice(-1), kanji(66))).toHaveLength(2);
  });

  it("refuse a character the dictionary lacks, and an ASCII character the code uses", () => {
    expect(() => encodeJapanese("東京", "東")).toThrow(/not in the dictionary/);
    expect(() => encodeJapanese("a", "東")).toThrow(/ASCII character of the code/);
  });
});
