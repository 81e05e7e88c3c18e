/** Numbers and ordinals in messages as people write them (calendar/wareki/number-text.ts). */
import { describe, expect, it } from "vitest";
import { numberText, ordinal } from "../../../calendar/wareki/number-text.ts";

describe("wording", () => {
  it("numbers in plain digits, never an exponent or null", () => {
    expect(numberText(1e26)).toBe("100000000000000000000000000");
    expect(numberText(-1e21)).toBe("-1000000000000000000000");
    expect(numberText(0.0000001)).toBe("0.0000001");
    expect(numberText(2.5)).toBe("2.5");
    expect(numberText(Infinity)).toBe("Infinity");
    expect(numberText(-Infinity)).toBe("-Infinity");
  });

  it("English ordinals", () => {
    const cases: [number, string][] = [
      [1, "1st"],
      [2, "2nd"],
      [3, "3rd"],
      [4, "4th"],
      [10, "10th"],
      [11, "11th"],
      [12, "12th"],
      [13, "13th"],
      [21, "21st"],
      [22, "22nd"],
      [23, "23rd"],
      [101, "101st"],
      [111, "111th"],
      [112, "112th"],
      [1000, "1000th"],
    ];
    for (const [n, text] of cases) expect(ordinal(n), String(n)).toBe(text);
  });
});
