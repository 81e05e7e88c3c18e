/** The search spelling (calendar/places/search-text.ts): what a query and a name are folded to before they are compared. */
import { describe, expect, it } from "vitest";
import { foldedName, searchText } from "../../../calendar/places/search-text.ts";

describe("searchText", () => {
  it("folds case, width, katakana, spaces, hyphens, middle dots, apostrophes and periods", () => {
    expect(searchText("New York")).toBe("newyork");
    expect(searchText("ＮＥＷ　ＹＯＲＫ")).toBe("newyork");
    expect(searchText("Sapporo-shi Chuo-ku")).toBe("sapporoshichuoku");
    expect(searchText("ニュー・ヨーク")).toBe("にゅーよーく");
    expect(searchText("ﾆｭｰﾖｰｸ")).toBe("にゅーよーく");
    expect(searchText("St. John's")).toBe("stjohns");
    expect(searchText("O’Fallon")).toBe("ofallon");
    expect(searchText("São Paulo")).toBe("sãopaulo");
    expect(searchText("札幌市 中央区")).toBe("札幌市中央区");
  });

  it("reads ヶ and ケ alike (鎌ケ谷, 鶴ヶ島) and ヴ as ゔ", () => {
    expect(searchText("鎌ヶ谷")).toBe(searchText("鎌ケ谷"));
    expect(searchText("ヴェネツィア")).toBe("ゔぇねつぃあ");
  });

  it("leaves nothing of a query of spaces and punctuation", () => {
    expect(searchText(" ・-. ")).toBe("");
  });

  it("folds a name already in NFKC as it folds a query", () => {
    for (const name of ["Kushiro-shi", "釧路市", "くしろし", "ニューヨーク", "Zürich", "Ōsaka"])
      expect(foldedName(name), name).toBe(searchText(name));
  });
});
