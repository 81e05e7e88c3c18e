/**
 * The month star (calendar/kyusei/stars.ts `monthKyuseiIndex`) reads the year's branch from the year 干支
 * (calendar/cycles/pillars.ts, as the boards' 歳破 does): the same stars as the former (Y − 4) mod 12, on every 節月
 * of 1700–2300.
 */
import { describe, expect, it } from "vitest";
import { monthKyuseiIndex } from "../../../calendar/kyusei/stars.ts";
import { mod } from "../../../calendar/time/day-number.ts";

describe("monthKyuseiIndex", () => {
  it("gives the stars of the former year branch (Y − 4) mod 12 on every 節月 of 1700–2300", () => {
    const toraStar = [8, 5, 2];
    for (let year = 1700; year <= 2300; year++)
      for (let month = 1; month <= 12; month++)
        expect(monthKyuseiIndex(year, month)).toBe(mod(toraStar[mod(year - 4, 12) % 3]! - 1 - (month - 1), 9));
  });
});
