/**
 * The month star (calendar/kyusei/stars.ts `monthKyuseiIndex`) reads the year's branch from the year 干支
 * (calendar/cycles/pillars.ts, as the boards' 歳破 does): the 寅月 star of each year group and the backward run.
 */
import { describe, expect, it } from "vitest";
import { monthKyuseiIndex } from "../../../calendar/kyusei/stars.ts";
import { KYUSEI } from "../../../calendar/names.ts";

describe("monthKyuseiIndex", () => {
  it("starts 寅月 on 八白 in 子午卯酉 years, 五黄 in 丑辰未戌 years, 二黒 in 寅申巳亥 years, and runs backwards", () => {
    // 2024 辰, 2025 巳, 2026 午, 2027 未, 2028 申, 2029 酉: one year of each group twice (month 1 = 寅月).
    expect([2024, 2025, 2026, 2027, 2028, 2029].map((y) => KYUSEI[monthKyuseiIndex(y, 1)])).toEqual([
      "五黄土星",
      "二黒土星",
      "八白土星",
      "五黄土星",
      "二黒土星",
      "八白土星",
    ]);
    expect([1, 2, 3, 10, 11, 12].map((m) => KYUSEI[monthKyuseiIndex(2026, m)])).toEqual([
      "八白土星",
      "七赤金星",
      "六白金星",
      "八白土星",
      "七赤金星",
      "六白金星",
    ]);
  });
});
