/**
 * The boards (calendar/kyusei/board.ts): the palace each branch lies in (`branchPalace`, the day page's cells and their
 * 破), from the branch's bearing (calendar/cycles/kanshi.ts `branchBearing`, the junishi glossary's degrees).
 */
import { describe, expect, it } from "vitest";
import { HOUI_8, JUNISHI } from "../../../calendar/names.ts";
import { branchBearing } from "../../../calendar/cycles/kanshi.ts";
import { branchPalace } from "../../../calendar/kyusei/board.ts";

describe("branchPalace", () => {
  it("puts 丑寅 in 北東, 辰巳 in 南東, 未申 in 南西, 戌亥 in 北西 and the others in their own direction", () => {
    expect(JUNISHI.map((_, i) => branchPalace(i))).toEqual([
      "北",
      "北東",
      "北東",
      "東",
      "南東",
      "南東",
      "南",
      "南西",
      "南西",
      "西",
      "北西",
      "北西",
    ]);
  });

  it("is the day page's former mapping, HOUI_8[round(i × 30 / 45) mod 8], on every branch", () => {
    for (const i of JUNISHI.keys()) expect(branchPalace(i)).toBe(HOUI_8[Math.round((i * 30) / 45) % 8]);
  });
});

describe("branchBearing", () => {
  it("points 子 north, 卯 east, 午 south and 酉 west, 30° apart", () => {
    expect(JUNISHI.map((_, i) => branchBearing(i))).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]);
  });
});
