import { describe, expect, it } from "vitest";
import { ageAtDeath } from "../../../calendar/life/ages.ts";
import { dayNumber } from "../../../calendar/time/day-number.ts";

describe("ageAtDeath: 享年 (数え) and 満年齢 on the day of death", () => {
  it("adds the 満 year on the birthday, not the day before (年齢計算ニ関スル法律: older at the end of the day before)", () => {
    const birth = dayNumber(1940, 3, 3);
    expect(ageAtDeath(birth, dayNumber(2026, 3, 2))).toEqual({ kazoe: 87, man: 85 });
    expect(ageAtDeath(birth, dayNumber(2026, 3, 3))).toEqual({ kazoe: 87, man: 86 });
  });

  it("a 29 February birth is a year older on 1 March of a common year, not on 28 February", () => {
    const birth = dayNumber(2000, 2, 29);
    expect(ageAtDeath(birth, dayNumber(2025, 2, 28)).man).toBe(24);
    expect(ageAtDeath(birth, dayNumber(2025, 3, 1)).man).toBe(25);
  });

  it("counts 数え from 1 in the year of birth and adds one each 1 January, whatever the day", () => {
    const birth = dayNumber(2025, 12, 31);
    expect(ageAtDeath(birth, birth)).toEqual({ kazoe: 1, man: 0 });
    expect(ageAtDeath(birth, dayNumber(2026, 1, 1))).toEqual({ kazoe: 2, man: 0 });
  });
});
