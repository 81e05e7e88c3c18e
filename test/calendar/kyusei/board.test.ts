/**
 * The boards (calendar/kyusei/board.ts): the palace each branch lies in (`branchPalace`, the day page's cells and their
 * 破), from the branch's bearing (calendar/cycles/kanshi.ts `branchBearing`, the junishi glossary's degrees); the one
 * flown board (`starAtStep`, `stepOfStar`) that the almanac page's boards (`starAt`, `goohDirection`) and the birth
 * page's (natal.ts `board`, `palaceOf`) read, against the arithmetic each wrote before, on every centre and star.
 */
import { describe, expect, it } from "vitest";
import { HOUI_8, JUNISHI, KYUSEI, KYUSEI_PALACES } from "../../../calendar/names.ts";
import { branchBearing } from "../../../calendar/cycles/kanshi.ts";
import { branchPalace, FLIGHT, flightHome, goohDirection, starAt, starAtStep, stepOfStar } from "../../../calendar/kyusei/board.ts";
import { board, palaceOf } from "../../../calendar/kyusei/natal.ts";
import { mod } from "../../../calendar/time/day-number.ts";

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

describe("the flown board", () => {
  const stars = [...KYUSEI.keys()];

  it("puts star centre + k at step k, and finds each star's step back", () => {
    for (const c of stars)
      for (const k of stars) {
        expect(starAtStep(c, k)).toBe(mod(c + k, 9));
        expect(stepOfStar(c, starAtStep(c, k))).toBe(k);
      }
  });

  it("gives the almanac page's boards their former stars and 五黄殺", () => {
    for (const c of stars) {
      for (const direction of [null, ...HOUI_8]) expect(starAt(c, direction)).toBe(mod(c + FLIGHT.indexOf(direction), 9));
      expect(goohDirection(c)).toBe(FLIGHT[mod(4 - c, 9)]);
    }
  });

  it("gives the birth page's board and palaces their former values", () => {
    const palaces = stars.map((k) => KYUSEI_PALACES[flightHome(k)]!);
    for (const c of stars) {
      expect(board(c)).toEqual(Object.fromEntries(palaces.map((palace, k) => [palace, KYUSEI[mod(c + k, 9)]])));
      for (const s of stars) expect(palaceOf(c, s)).toBe(palaces[mod(s - c, 9)]);
    }
  });
});
