/** The day rules' values in the notes (calendar/notes/rules.ts): each non-default value against its source. */
import { describe, expect, it } from "vitest";
import { DAY_PRESETS, DAY_RULES } from "../../../calendar/notes/rules.ts";
import { DAIMYO, DAIMYO_21, DAIMYO_LISTS, isDaimyo, kanshiDayNotes } from "../../../calendar/notes/kanshi-days.ts";
import { JIPPOU_GURE_DAYS, isJippouGureDay, periodSpans } from "../../../calendar/notes/periods.ts";
import { fifthTsuchinoeDay, SHANICHI_RULES, shanichiDay, zassetsuDays } from "../../../calendar/notes/zassetsu.ts";
import { KYUSEI_DAY_METHODS } from "../../../calendar/kyusei/stars.ts";
import { DEFAULT_RULES, PRESETS, RULES_BY_ID } from "../../../calendar/rules.ts";
import { kanshiIndexOf } from "../../../calendar/cycles/kanshi.ts";
import { dayKanshiIndex } from "../../../calendar/cycles/pillars.ts";
import { JST_OFFSET_MS, MS_PER_DAY, isoDate } from "../../../calendar/time/day-number.ts";
import { dayOf } from "../../generator/almanac/pro-support.ts";

/** A crossing of `longitude` at `hour` JST on `iso`. */
const crossing = (iso: string, longitude: number, hour: number) => {
  const day = dayOf(iso);
  return { longitude, day, utcMs: day * MS_PER_DAY - JST_OFFSET_MS + hour * 3_600_000 };
};

describe("the day rules' registry", () => {
  it("lists each rule with its values, the first its default, and the defaults are today's choices", () => {
    expect(DAY_RULES.map((r) => [r.id, [...r.values], r.default])).toEqual([
      ["daimyo", [...DAIMYO_LISTS], "25"],
      ["shanichi", [...SHANICHI_RULES], "noon"],
      ["jippoukure", [...JIPPOU_GURE_DAYS], "10days"],
      ["kyusei_day", [...KYUSEI_DAY_METHODS], "koyomi8"],
    ]);
    for (const rule of DAY_RULES) {
      expect(rule.values[0]).toBe(rule.default);
      expect(RULES_BY_ID.get(rule.id)).toBe(rule);
      expect((DEFAULT_RULES as Record<string, string>)[rule.id]).toBe(rule.default);
      for (const value of rule.values) expect(value).toMatch(/^[a-z0-9_]+$/);
    }
  });
  it("puts tyme4ts's day star in the tyme4ts preset", () => {
    expect(DAY_PRESETS.tyme4ts).toEqual({ kyusei_day: "tyme4ts" });
    expect(PRESETS.tyme4ts).toMatchObject({ kyusei_day: "tyme4ts" });
  });
});

describe("大明日 (daimyo)", () => {
  // When.exe residues.rb, 仮名暦 大明: its active line (21) and its commented line (25), as 干支 numbers from 甲子 = 0.
  const WHEN_EXE_21 = [7, 8, 9, 13, 15, 18, 20, 23, 28, 31, 38, 40, 41, 42, 45, 46, 47, 52, 55, 56, 57];
  const WHEN_EXE_25 = [5, 6, 7, 8, 9, 13, 15, 18, 20, 23, 28, 31, 38, 40, 41, 42, 43, 45, 46, 47, 52, 54, 55, 56, 57];
  it("21 is When.exe's 仮名暦 list, 25 its commented list (tamo's)", () => {
    expect(DAIMYO_21.map(kanshiIndexOf).sort((a, b) => a - b)).toEqual(WHEN_EXE_21);
    expect(DAIMYO.map(kanshiIndexOf).sort((a, b) => a - b)).toEqual(WHEN_EXE_25);
    for (let k = 0; k < 60; k++) {
      expect(isDaimyo(k, "21")).toBe(WHEN_EXE_21.includes(k));
      expect(isDaimyo(k)).toBe(WHEN_EXE_25.includes(k));
    }
  });
  it("21 drops 己巳, 庚午, 丁未, 戊午 (己巳 2021-01-21 is 大明日 on a 25-day calendar, ameblo 2021)", () => {
    const day = dayOf("2021-01-21");
    expect(dayKanshiIndex(day)).toBe(kanshiIndexOf("己巳"));
    expect(kanshiDayNotes(dayKanshiIndex(day), 12, 0)).toContain("daimyo");
    expect(kanshiDayNotes(dayKanshiIndex(day), 12, 0, "21")).not.toContain("daimyo");
    const dropped = DAIMYO.filter((k) => !(DAIMYO_21 as readonly string[]).includes(k));
    expect(dropped.sort()).toEqual(["丁未", "庚午", "己巳", "戊午"].sort());
  });
});

describe("十方暮 (jippoukure)", () => {
  it("mabi leaves out 丙戌 and 己丑, the 間日 ffortune marks; 10days keeps all of 甲申 … 癸巳", () => {
    for (let k = 0; k < 60; k++) {
      const inside = k >= 20 && k <= 29;
      expect(isJippouGureDay(k)).toBe(inside);
      expect(isJippouGureDay(k, "mabi")).toBe(inside && k !== kanshiIndexOf("丙戌") && k !== kanshiIndexOf("己丑"));
    }
  });
  it("a 間日 holds no 十方暮 period under mabi; the other days still give the whole span", () => {
    // 2025-01-23 is 十方暮 on koyominote; the span around it, day by day.
    const from = dayOf("2025-01-23") - (dayKanshiIndex(dayOf("2025-01-23")) - 20);
    for (let d = from; d < from + 10; d++) {
      const k = dayKanshiIndex(d);
      const names = (rule: "10days" | "mabi") => periodSpans(d, k, undefined, rule).filter((s) => s.name === "jippou-gure");
      expect(names("10days"), isoDate(d)).toEqual([{ name: "jippou-gure", from, to: from + 9 }]);
      expect(names("mabi"), isoDate(d)).toEqual(k === 22 || k === 25 ? [] : [{ name: "jippou-gure", from, to: from + 9 }]);
    }
  });
});

describe("社日 (shanichi)", () => {
  it("earlier takes the earlier 戊 of a 癸 equinox day whatever the instant: 秋分 2019-09-23 16:50 (894ke.com: 18日 and 28日)", () => {
    const equinox = crossing("2019-09-23", 180, 16 + 50 / 60);
    expect(isoDate(shanichiDay(equinox))).toBe("2019-09-28");
    expect(isoDate(shanichiDay(equinox, "earlier"))).toBe("2019-09-18");
    // Not a 癸 day: both rules take the nearest 戊.
    const plain = crossing("2018-09-23", 180, 10);
    expect(shanichiDay(plain, "earlier")).toBe(shanichiDay(plain));
  });
  it("fifth counts the 節 day as the first 戊 when it is one: 立秋 2023-08-08 (戊戌) → 2023-09-17 (3130.com.cn)", () => {
    expect(isoDate(fifthTsuchinoeDay(dayOf("2023-08-08")))).toBe("2023-09-17");
    expect(isoDate(fifthTsuchinoeDay(dayOf("2021-02-03")))).toBe("2021-03-21"); // 立春 2021, lunar-javascript test056
    expect(isoDate(fifthTsuchinoeDay(dayOf("2022-02-04")))).toBe("2022-03-16"); // 立春 2022, test055
  });
  it("zassetsuDays puts 社日 by the rule, from the equinoxes or from 立春 and 立秋", () => {
    const crossings = [
      crossing("2023-02-04", 315, 18.7),
      crossing("2023-03-21", 0, 6.4),
      crossing("2023-08-08", 135, 11.4),
      crossing("2023-09-23", 180, 15.8),
    ];
    const shanichi = (rule: (typeof SHANICHI_RULES)[number]) =>
      [...zassetsuDays(crossings, [], rule)].filter(([, ids]) => ids.includes("shanichi")).map(([d]) => isoDate(d));
    expect(shanichi("noon")).toEqual(["2023-03-21", "2023-09-27"]); // 春分 2023-03-21 is itself 戊
    expect(shanichi("fifth")).toEqual(["2023-03-21", "2023-09-17"]); // 立春 02-04 癸: 戊 02-09 + 40
  });
});
