/** 六曜 by the hour: the spans of each 六曜 as almanacs print them, and the luck of a minute. */
import { describe, expect, it } from "vitest";
import { ROKUYOU_HOURS, rokuyouHours, rokuyouLuckAt } from "../../../calendar/notes/rokuyou-hours.ts";
import { ROKUYOU } from "../../../calendar/names.ts";

const at = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe("rokuyou_hours", () => {
  it("each 六曜's spans cover 00:00–24:00 without gap or overlap", () => {
    for (const r of ROKUYOU) {
      const spans = ROKUYOU_HOURS[r];
      expect(spans[0]!.from, r).toBe("00:00");
      expect(spans.at(-1)!.to, r).toBe("24:00");
      for (let i = 1; i < spans.length; i++) expect(spans[i]!.from, r).toBe(spans[i - 1]!.to);
    }
  });

  it("prints the almanac's hours (先勝 午前吉・午後凶; 友引 朝夕吉・正午凶; 先負 午前凶・午後吉; 仏滅 終日凶; 大安 終日吉; 赤口 正午のみ吉)", () => {
    const luck = (r: (typeof ROKUYOU)[number], times: string[]) => times.map((t) => rokuyouLuckAt(r, at(t))).join("");
    const times = ["06:00", "10:59", "11:00", "11:59", "12:00", "12:59", "13:00", "18:00", "23:59"];
    expect(luck("先勝", times)).toBe("吉吉吉吉凶凶凶凶凶");
    expect(luck("友引", times)).toBe("吉吉凶凶凶凶吉吉吉");
    expect(luck("先負", times)).toBe("凶凶凶凶吉吉吉吉吉");
    expect(luck("仏滅", times)).toBe("凶".repeat(9));
    expect(luck("大安", times)).toBe("吉".repeat(9));
    expect(luck("赤口", times)).toBe("凶凶吉吉吉吉凶凶凶");
    expect(rokuyouHours("赤口")).toEqual([
      { from: "00:00", to: "11:00", luck: "凶" },
      { from: "11:00", to: "13:00", luck: "吉" },
      { from: "13:00", to: "24:00", luck: "凶" },
    ]);
  });

  it("refuses a minute outside the day", () => {
    expect(() => rokuyouLuckAt("大安", 1440)).toThrow(RangeError);
    expect(() => rokuyouLuckAt("大安", -1)).toThrow(RangeError);
  });
});
