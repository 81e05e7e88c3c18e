/** The 閏 methods of 日家九星 (rule kyusei_day) as pure functions on a run of solstices. */
import { describe, expect, it } from "vitest";
import { dayKyuseiIndex, kasshiOfSolstice, KYUSEI_DAY_METHODS, kyuseiSwitches } from "../../../calendar/kyusei/stars.ts";
import { dayOf } from "../../generator/almanac/pro-support.ts";

// A 甲子 (2019-11-23), and solstices placed so that the 夏至 甲子 comes 240 days after the 冬至 甲子.
const k = dayOf("2019-11-23");
const solstices = [
  { day: k + 29, longitude: 270 }, // 冬至 on 癸巳 → 甲子 k
  { day: k + 211, longitude: 90 }, // 夏至 on 乙未 → 甲子 k + 240
  { day: k + 391, longitude: 270 }, // 冬至 on 乙未 → 甲子 k + 420
];

describe("kyuseiSwitches by method", () => {
  it("koyomi8 (default) puts the 閏 at the 甲午 210 days in", () => {
    expect(kyuseiSwitches(solstices)).toEqual(kyuseiSwitches(solstices, "koyomi8"));
    expect(kyuseiSwitches(solstices).map((s) => [s.day - k, s.ascending, s.star])).toEqual([
      [0, true, 0],
      [210, false, 2],
      [420, true, 0],
    ]);
  });
  it("tyme4ts has no 閏: 陽遁 to the 夏至 甲子, then 陰遁 counted back from the next 冬至 甲子 (its eve 一白)", () => {
    const switches = kyuseiSwitches(solstices, "tyme4ts");
    expect(switches.map((s) => [s.day - k, s.ascending, s.star])).toEqual([
      [0, true, 0],
      [240, false, (420 - 240 - 1) % 9],
      [420, true, 0],
    ]);
    expect(dayKyuseiIndex(switches, k + 239)).toBe(239 % 9); // 陽遁 runs on 240 days
    expect(dayKyuseiIndex(switches, k + 419)).toBe(0);
  });
  it("tamo switches 180 days after each 冬至 甲子, ignoring the 夏至", () => {
    expect(kyuseiSwitches(solstices, "tamo").map((s) => [s.day - k, s.ascending, s.star])).toEqual([
      [0, true, 0],
      [180, false, 8],
      [420, true, 0],
      [600, false, 8],
    ]);
  });
  it("kogo_near switches at the 甲午 when the solstice is 癸巳, 甲午 or 乙未 (七赤 陽遁, 三碧 陰遁), else at the nearest 甲子", () => {
    const near = kyuseiSwitches(solstices, "kogo_near");
    expect(near.map((s) => [s.day - k, s.ascending, s.star, s.leap])).toEqual([
      [30, true, 6, true], // 冬至 on 癸巳: its 甲午 the next day
      [210, false, 2, true], // 夏至 on 乙未: its 甲午 the day before
      [390, true, 6, true], // 冬至 on 乙未 again
    ]);
    expect(kyuseiSwitches([{ day: k + 28, longitude: 270 }], "kogo_near")).toEqual([
      { day: kasshiOfSolstice(k + 28), ascending: true, star: 0, leap: false },
    ]);
    expect(kyuseiSwitches([{ day: k + 32, longitude: 90 }], "kogo_near")).toEqual([
      { day: k + 60, ascending: false, star: 8, leap: false },
    ]);
  });
  it("every method rejects what is not a run of alternating solstices", () => {
    for (const method of KYUSEI_DAY_METHODS) {
      expect(() => kyuseiSwitches([{ day: k, longitude: 180 }], method)).toThrow(RangeError);
      expect(() => kyuseiSwitches([solstices[0]!, solstices[0]!], method)).toThrow();
    }
  });
});
