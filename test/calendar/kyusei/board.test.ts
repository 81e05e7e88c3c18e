/**
 * The boards (calendar/kyusei/board.ts): the palace each branch lies in (`branchPalace`, the day page's cells and their
 * 破), from the branch's bearing (calendar/cycles/kanshi.ts `branchBearing`, the junishi glossary's degrees); the one
 * flown board (`starAtStep`, `stepOfStar`) that the almanac page's boards (`starAt`, `goohDirection`) and the birth
 * page's (natal.ts `board`, `palaceOf`) read: the 後天定位盤 of 五黄中宮, 五黄殺, and the two pages' boards agreeing.
 */
import { describe, expect, it } from "vitest";
import { HOUI_8, JUNISHI, KYUSEI, KYUSEI_PALACES } from "../../../calendar/names.ts";
import { branchBearing } from "../../../calendar/cycles/kanshi.ts";
import { branchPalace, FLIGHT, flightHome, goohDirection, starAt, starAtStep, stepOfStar } from "../../../calendar/kyusei/board.ts";
import { board, palaceOf } from "../../../calendar/kyusei/natal.ts";

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
});

describe("branchBearing", () => {
  it("points 子 north, 卯 east, 午 south and 酉 west, 30° apart", () => {
    expect(JUNISHI.map((_, i) => branchBearing(i))).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]);
  });
});

describe("the flown board", () => {
  const stars = [...KYUSEI.keys()];

  it("flies 五黄中宮 to the 後天定位盤 (the Lo Shu square: 北 一白, 南 九紫, 東 三碧, 西 七赤 …), and finds each star's step back", () => {
    expect(stars.map((k) => starAtStep(4, k))).toEqual([4, 5, 6, 7, 8, 0, 1, 2, 3]);
    const seat = Object.fromEntries([null, ...HOUI_8].map((d) => [d ?? "中", KYUSEI[starAt(4, d)]]));
    expect(seat).toEqual({
      中: "五黄土星",
      北: "一白水星",
      北東: "八白土星",
      東: "三碧木星",
      南東: "四緑木星",
      南: "九紫火星",
      南西: "二黒土星",
      西: "七赤金星",
      北西: "六白金星",
    });
    for (const c of stars) for (const k of stars) expect(stepOfStar(c, starAtStep(c, k))).toBe(k);
  });

  it("puts 五黄殺 where 五黄 flies: 南 under 一白中宮, 北 under 九紫中宮, none under 五黄中宮", () => {
    expect([goohDirection(0), goohDirection(8), goohDirection(4)]).toEqual(["南", "北", null]);
  });

  it("gives the birth page's board the almanac page's stars, palace by palace, and each star its palace back", () => {
    for (const c of stars)
      for (const k of stars) {
        const palace = KYUSEI_PALACES[flightHome(k)]!;
        expect(board(c)[palace]).toBe(KYUSEI[starAt(c, FLIGHT[k] ?? null)]);
        expect(palaceOf(c, starAt(c, FLIGHT[k] ?? null))).toBe(palace);
      }
  });
});
