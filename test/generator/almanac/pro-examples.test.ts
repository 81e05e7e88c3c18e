/**
 * Dated examples (docs/calendar.md §2 干支, §3 九星, §4 十二直, §5.1 二十八宿, §6 七十二候) within
 * 1873–2100, the 日家九星 switch table 2018–2032, and a sweep of the day-star sequence.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Almanac } from "../../../calendar/almanac.ts";
import { dayKyuseiIndex, kyuseiName } from "../../../calendar/kyusei/stars.ts";
import { kanshiName } from "../../../calendar/cycles/kanshi.ts";
import { dayKanshiIndex } from "../../../calendar/cycles/pillars.ts";
import { almanacKyuseiSwitches, type CalendarFields } from "../../../calendar/records/pro-fields.ts";
import { isoDate } from "../../../calendar/time/day-number.ts";
import { dayOf, fullAlmanac, proOn } from "./pro-support.ts";

let almanac: Almanac;
beforeAll(() => {
  almanac = fullAlmanac();
});

type Field = "eto" | "eto_month" | "eto_year" | "kyusei" | "kyusei_month" | "kyusei_year" | "junichoku" | "shuku28" | "kou72";
/** [date, field, value as printed by the source, source]. */
type Example = readonly [string, Field, string, string];

const STAR: Record<string, string> = {
  一白: "一白水星",
  二黒: "二黒土星",
  三碧: "三碧木星",
  四緑: "四緑木星",
  五黄: "五黄土星",
  六白: "六白金星",
  七赤: "七赤金星",
  八白: "八白土星",
  九紫: "九紫火星",
};

/** Checks a list of examples and reports every mismatch at once. */
function expectExamples(examples: readonly Example[]): void {
  const wrong = examples.flatMap(([iso, field, want, source]) => {
    const got = proOn(almanac, iso)[field as keyof CalendarFields];
    return got === want ? [] : [`${iso} ${field}: ${source} prints ${want}, computed ${JSON.stringify(got)}`];
  });
  expect(wrong).toEqual([]);
}

describe("干支 (docs/calendar.md §2)", () => {
  it("day 干支: ameblo, sveski, jujidou, today (tamo), koyominote, 天赦日 lists", () => {
    expectExamples([
      ["2021-01-16", "eto", "甲子", "ameblo"],
      ["2021-01-08", "eto", "丙辰", "ameblo"],
      ["2021-02-01", "eto", "庚辰", "ameblo"],
      ["2014-11-28", "eto", "癸卯", "sveski"],
      ["2018-01-04", "eto", "丙申", "jujidou"],
      ["2003-03-06", "eto", "戊寅", "today via tamo_wareki.c"],
      ["2075-02-10", "eto", "壬申", "koyominote"],
      ["2038-01-20", "eto", "丁酉", "koyominote"],
      ["2000-01-01", "eto", "戊午", "Wikipedia check"],
      ["2018-02-01", "eto", "甲子", "momocafe"],
      ["2018-02-15", "eto", "戊寅", "momocafe"],
      ["2018-09-13", "eto", "戊申", "momocafe"],
      ["2020-06-20", "eto", "甲午", "kanmuri"],
      // Days named by their 干支 in §7 (八専, 十二直, 母倉日, 受死日 …).
      ["2021-01-21", "eto", "己巳", "ameblo"],
      ["2021-01-07", "eto", "乙卯", "ameblo"],
      ["2021-02-18", "eto", "丁酉", "ameblo"],
      ["2021-01-09", "eto", "丁巳", "ameblo"],
      ["2044-01-22", "eto", "庚午", "koyominote"],
      ["2058-10-11", "eto", "丙午", "koyominote"],
      ["2064-08-11", "eto", "丁丑", "koyominote"],
      ["2077-03-25", "eto", "丙寅", "koyominote"],
      ["2067-12-29", "eto", "壬子", "koyominote"],
      ["2077-04-30", "eto", "壬寅", "koyominote"],
      ["2020-01-20", "eto", "壬戌", "koyominote"],
      ["2020-02-19", "eto", "壬辰", "koyomi8 mlwa"],
      ["1966-03-20", "eto", "戊寅", "koyominote"],
      ["1945-02-01", "eto", "辛丑", "suureki"],
      ["1945-02-11", "eto", "辛亥", "suureki"],
      ["1945-02-12", "eto", "壬子", "suureki"],
    ]);
  });
  it("month 干支 (節切り): 2021-01-08 己丑, 2025-01 丑月 丁丑, 丙子 from 大雪 2019-12-07", () => {
    expectExamples([
      ["2021-01-08", "eto_month", "己丑", "ameblo entry-12648997886"],
      ["2025-01-05", "eto_month", "丁丑", "harukatokimaru (小寒 2025-01-05)"],
      ["2025-01-31", "eto_month", "丁丑", "harukatokimaru"],
      ["2025-01-04", "eto_month", "丙子", "rule: the day before 小寒"],
      ["2019-12-07", "eto_month", "丙子", "lady-joker (大雪 19:18 JST)"],
      ["2019-12-06", "eto_month", "乙亥", "rule: the day before 大雪"],
    ]);
  });
  it("year 干支 changes at 立春: 2024 甲辰, 2025 乙巳, 2026 丙午; 2020 立春 (2/4) for 庚子; 1945-02-04 乙酉", () => {
    expectExamples([
      ["2024-06-01", "eto_year", "甲辰", "rule example"],
      ["2025-06-01", "eto_year", "乙巳", "rule example"],
      ["2026-06-01", "eto_year", "丙午", "rule example"],
      ["2020-02-03", "eto_year", "己亥", "lady-joker: changes at 立春 2020-02-04"],
      ["2020-02-04", "eto_year", "庚子", "lady-joker"],
      ["2020-01-20", "eto_year", "己亥", "立春 year (koyominote prints the civil 庚子)"],
      ["2018-01-04", "eto_year", "丁酉", "jujidou: 1/1–2/3 the previous year"],
      ["1945-02-03", "eto_year", "甲申", "suureki"],
      ["1945-02-04", "eto_year", "乙酉", "suureki"],
    ]);
  });
  it("the Gregorian-month labels of koyominote and 23rd-moon are not 節切り (documented disagreement)", () => {
    // koyominote 2020-01-20 "戊寅", 2025-02-05 "己卯"; 23rd-moon 2024-05-08 "庚午": all one 節月 ahead of the rule.
    expect(["2020-01-20", "2025-02-05", "2024-05-08"].map((iso) => proOn(almanac, iso).eto_month)).toEqual(["丁丑", "戊寅", "己巳"]);
  });
});

describe("九星 (docs/calendar.md §3)", () => {
  it("year 九星 by the 立春 year: 2020 七赤, 2024 三碧 (still in January 2025), 1945 二黒 → 一白 at 立春", () => {
    expectExamples([
      ["2020-06-01", "kyusei_year", STAR["七赤"]!, "town-t"],
      ["2024-06-01", "kyusei_year", STAR["三碧"]!, "harukatokimaru"],
      ["2025-01-15", "kyusei_year", STAR["三碧"]!, "harukatokimaru (令和6年の年盤 in January 2025)"],
      ["1945-02-01", "kyusei_year", STAR["二黒"]!, "suureki"],
      ["1945-02-03", "kyusei_year", STAR["二黒"]!, "suureki"],
      ["1945-02-04", "kyusei_year", STAR["一白"]!, "suureki"],
    ]);
  });
  it("month 九星 by 節月: 2025-01 丑月 三碧; 1945-02-01..03 九紫, 1945-02-04 八白", () => {
    expectExamples([
      ["2025-01-15", "kyusei_month", STAR["三碧"]!, "harukatokimaru"],
      ["1945-02-01", "kyusei_month", STAR["九紫"]!, "suureki"],
      ["1945-02-03", "kyusei_month", STAR["九紫"]!, "suureki"],
      ["1945-02-04", "kyusei_month", STAR["八白"]!, "suureki"],
    ]);
  });
  it("day 九星: ameblo 2021, note.com 2024, harukatokimaru 2025, sveski, jujidou, today, suureki 1945", () => {
    const day = (iso: string, star: string, source: string): Example => [iso, "kyusei", STAR[star]!, source];
    expectExamples([
      day("2021-01-06", "一白", "ameblo"),
      day("2021-01-07", "九紫", "ameblo"),
      day("2021-01-08", "八白", "ameblo"),
      day("2021-01-09", "七赤", "ameblo"),
      day("2021-01-16", "一白", "ameblo 九星陽遁始め"),
      day("2021-01-21", "六白", "ameblo"),
      day("2021-02-01", "八白", "ameblo"),
      day("2021-02-18", "七赤", "ameblo"),
      day("2024-01-01", "一白", "note.com 陽遁始め"),
      day("2024-01-10", "一白", "note.com"),
      day("2024-06-29", "九紫", "note.com 陰遁始め"),
      day("2024-06-30", "八白", "note.com"),
      day("2025-01-06", "三碧", "harukatokimaru"),
      day("2025-01-15", "三碧", "harukatokimaru"),
      day("2025-01-24", "三碧", "harukatokimaru"),
      day("2014-11-28", "三碧", "sveski"),
      day("2018-01-04", "六白", "jujidou"),
      day("2003-03-06", "三碧", "today via tamo"),
      ...(["二黒", "三碧", "四緑", "五黄", "六白", "七赤", "八白", "九紫", "一白", "二黒", "三碧", "四緑"] as const).map((star, i) =>
        day(`1945-02-${String(i + 1).padStart(2, "0")}`, star, "suureki 1945-02"),
      ),
    ]);
  });
  it("variant A inside 2019-11-23..2020-06-19: 2020-01-01 is 四緑 (variant C would give 七赤)", () => {
    expect(proOn(almanac, "2020-01-01").kyusei).toBe("四緑木星");
  });
});

describe("日家九星 switch table 2018–2032 (docs/calendar.md §3, variants A = B)", () => {
  /** [start, 干支, 遁 after the start, first star, true when the start continues the 遁 (no switch)]. */
  const TABLE: readonly (readonly [string, string, "陽" | "陰", string, boolean])[] = [
    ["2018-06-01", "甲子", "陰", "九紫", false],
    ["2018-11-28", "甲子", "陽", "一白", false],
    ["2019-05-27", "甲子", "陰", "九紫", false],
    ["2019-11-23", "甲子", "陽", "一白", false],
    ["2020-06-20", "甲午", "陰", "三碧", false],
    ["2020-07-20", "甲子", "陰", "九紫", true],
    ["2021-01-16", "甲子", "陽", "一白", false],
    ["2021-07-15", "甲子", "陰", "九紫", false],
    ["2022-01-11", "甲子", "陽", "一白", false],
    ["2022-07-10", "甲子", "陰", "九紫", false],
    ["2023-01-06", "甲子", "陽", "一白", false],
    ["2023-07-05", "甲子", "陰", "九紫", false],
    ["2024-01-01", "甲子", "陽", "一白", false],
    ["2024-06-29", "甲子", "陰", "九紫", false],
    ["2024-12-26", "甲子", "陽", "一白", false],
    ["2025-06-24", "甲子", "陰", "九紫", false],
    ["2025-12-21", "甲子", "陽", "一白", false],
    ["2026-06-19", "甲子", "陰", "九紫", false],
    ["2026-12-16", "甲子", "陽", "一白", false],
    ["2027-06-14", "甲子", "陰", "九紫", false],
    ["2027-12-11", "甲子", "陽", "一白", false],
    ["2028-06-08", "甲子", "陰", "九紫", false],
    ["2028-12-05", "甲子", "陽", "一白", false],
    ["2029-06-03", "甲子", "陰", "九紫", false],
    ["2029-11-30", "甲子", "陽", "一白", false],
    ["2030-05-29", "甲子", "陰", "九紫", false],
    ["2030-11-25", "甲子", "陽", "一白", false],
    ["2031-05-24", "甲子", "陰", "九紫", false],
    ["2031-12-20", "甲午", "陽", "七赤", false],
    ["2032-01-19", "甲子", "陽", "一白", true],
    ["2032-07-17", "甲子", "陰", "九紫", false],
  ];
  const starOf = (day: number): number => dayKyuseiIndex(almanacKyuseiSwitches(almanac), day);

  it("each start has its 干支 and star; the previous day repeats the star at a switch, else precedes it; the next day steps by the 遁", () => {
    const wrong: string[] = [];
    for (const [iso, kanshi, ton, star, continuing] of TABLE) {
      const d = dayOf(iso);
      const s = starOf(d);
      const step = ton === "陽" ? 1 : -1;
      const prevWant = continuing ? (s - step + 9) % 9 : s;
      if (kanshiName(dayKanshiIndex(d)) !== kanshi) wrong.push(`${iso} is not ${kanshi}`);
      if (kyuseiName(s) !== STAR[star]) wrong.push(`${iso}: ${kyuseiName(s)}, want ${STAR[star]}`);
      if (starOf(d - 1) !== prevWant) wrong.push(`${iso}: the day before is ${kyuseiName(starOf(d - 1))}`);
      if (starOf(d + 1) !== (s + step + 9) % 9) wrong.push(`${iso}: the day after is ${kyuseiName(starOf(d + 1))}`);
    }
    expect(wrong).toEqual([]);
  });
  it("the effective switches 2018–2032 are exactly the table's non-continuing starts", () => {
    const from = dayOf("2018-01-01");
    const to = dayOf("2032-12-31");
    const switches = almanacKyuseiSwitches(almanac).filter((s) => s.day >= from && s.day <= to);
    expect(switches.map((s) => `${isoDate(s.day)} ${s.ascending ? "陽" : "陰"} ${kyuseiName(s.star)}${s.leap ? " 閏" : ""}`)).toEqual(
      TABLE.filter((row) => !row[4]).map(([iso, kanshi, ton, star]) => `${iso} ${ton} ${STAR[star]}${kanshi === "甲午" ? " 閏" : ""}`),
    );
  });
  it("2020-06-19 and 2020-06-20 are both 三碧; 2031-12-19 and 2031-12-20 (甲午) both 七赤", () => {
    expect(["2020-06-19", "2020-06-20", "2031-12-19", "2031-12-20"].map((iso) => proOn(almanac, iso).kyusei)).toEqual([
      "三碧木星",
      "三碧木星",
      "七赤金星",
      "七赤金星",
    ]);
    expect(proOn(almanac, "2031-12-20").eto).toBe("甲午");
  });
});

describe("日家九星 閏 at a 甲午 (hokuto-hei.hatenablog.com 2005-12-24; kaiun-do.me 七甲午/三甲午)", () => {
  it("2008 冬至 is 乙未, so 陽遁 starts on 甲午 2008-12-20 with 七赤 repeated", () => {
    expect(proOn(almanac, "2008-12-21").eto).toBe("乙未");
    expect(almanac.day(dayOf("2008-12-21")).crossingToday?.longitude).toBe(270);
    const f = ["2008-12-19", "2008-12-20", "2008-12-21"].map((iso) => proOn(almanac, iso));
    expect(f.map((x) => x.eto)).toEqual(["癸巳", "甲午", "乙未"]);
    expect(f.map((x) => x.kyusei)).toEqual(["七赤金星", "七赤金星", "八白土星"]);
    const sw = almanacKyuseiSwitches(almanac).find((s) => s.day === dayOf("2008-12-20"));
    expect(sw).toEqual({ day: dayOf("2008-12-20"), ascending: true, star: 6, leap: true });
  });
});

describe("day 九星 sweep 1873-01-01..2100-12-31", () => {
  it("steps by exactly ±1 every day, repeating a star only at a switch (甲子 一白/九紫 or 甲午 三碧/七赤 閏)", () => {
    const first = dayOf("1873-01-01");
    const last = dayOf("2100-12-31");
    const switchDays = new Map(almanacKyuseiSwitches(almanac).map((s) => [s.day, s]));
    const problems: string[] = [];
    let ascending: boolean | null = null;
    let previousSwitch = -1;
    let leaps = 0;
    let prev = dayKyuseiIndex(almanacKyuseiSwitches(almanac), first - 1);
    for (let d = first; d <= last; d++) {
      const star = dayKyuseiIndex(almanacKyuseiSwitches(almanac), d);
      const step = (star - prev + 9) % 9;
      const sw = switchDays.get(d);
      const kanshi = kanshiName(dayKanshiIndex(d));
      if (sw) {
        const normal = !sw.leap && kanshi === "甲子" && star === (sw.ascending ? 0 : 8);
        const leap = sw.leap && kanshi === "甲午" && star === (sw.ascending ? 6 : 2);
        if (step !== 0 || !(normal || leap)) problems.push(`${isoDate(d)}: switch ${kanshi} ${kyuseiName(star)} step ${step}`);
        if (ascending !== null && sw.ascending === ascending) problems.push(`${isoDate(d)}: the 遁 does not reverse`);
        if (previousSwitch >= 0 && ![180, 210].includes(d - previousSwitch))
          problems.push(`${isoDate(d)}: ${d - previousSwitch} days after the previous switch`);
        if (sw.leap) leaps++;
        ascending = sw.ascending;
        previousSwitch = d;
      } else if (ascending === null ? step !== 1 && step !== 8 : step !== (ascending ? 1 : 8)) {
        problems.push(`${isoDate(d)}: ${kyuseiName(prev)} → ${kyuseiName(star)} without a switch`);
      }
      prev = star;
    }
    expect(problems).toEqual([]);
    // The solstice drifts ~5.24 days a year against the 60-day cycle: one 閏 every ~11.5 years.
    expect(leaps).toBeGreaterThanOrEqual(18);
    expect(leaps).toBeLessThanOrEqual(21);
  });
  it("every 陽遁 switch lies within 30 days of a 冬至 and every 陰遁 one within 30 days of a 夏至", () => {
    const solstices = almanac.crossings.filter((c) => c.longitude === 90 || c.longitude === 270);
    for (const sw of almanacKyuseiSwitches(almanac)) {
      const lon = sw.ascending ? 270 : 90;
      const near = solstices.filter((c) => c.longitude === lon && Math.abs(c.day - sw.day) <= 30);
      expect(near.length, isoDate(sw.day)).toBe(1);
    }
  });
});

describe("十二直 (docs/calendar.md §4)", () => {
  it("takanohakusan 2021-12-05..14 with the 大雪 repeat on 12-07; today; ameblo; koyominote", () => {
    const dec = ["建", "除", "除", "満", "平", "定", "執", "破", "危", "成"];
    expectExamples([
      ...dec.map((v, i): Example => [`2021-12-${String(5 + i).padStart(2, "0")}`, "junichoku", v, "takanohakusan article 3700"]),
      ["2003-03-06", "junichoku", "閉", "today via tamo (啓蟄 day)"],
      ["2021-01-06", "junichoku", "除", "ameblo"],
      ["2021-01-07", "junichoku", "満", "ameblo"],
      ["2021-01-08", "junichoku", "平", "ameblo"],
      ["2021-01-16", "junichoku", "閉", "ameblo"],
      ["2021-02-18", "junichoku", "危", "ameblo"],
      ["2077-01-23", "junichoku", "建", "koyominote"],
      ["2075-02-10", "junichoku", "破", "koyominote"],
      ["2025-02-05", "junichoku", "平", "koyominote"],
    ]);
    expect(proOn(almanac, "2021-12-07").eto_month).not.toBe(proOn(almanac, "2021-12-06").eto_month); // 大雪 is the 節入り
  });
  it("suureki 1945-02 prints every 直 one behind (documented disagreement): 1945-02-01 辛丑 in 丑月 is 建, not 閉", () => {
    expect(proOn(almanac, "1945-02-01").junichoku).toBe("建");
  });
});

describe("二十八宿 (docs/calendar.md §5)", () => {
  it("koyominote (牛 included), ameblo, suureki, today", () => {
    expectExamples([
      ["2067-12-29", "shuku28", "奎", "koyominote"],
      ["2033-01-13", "shuku28", "奎", "koyominote"],
      ["2058-10-11", "shuku28", "牛", "koyominote"],
      ["2044-01-22", "shuku28", "牛", "koyominote"],
      ["2077-04-30", "shuku28", "牛", "koyominote"],
      ["2039-01-22", "shuku28", "氐", "koyominote"],
      ["2077-01-23", "shuku28", "柳", "koyominote"],
      ["2025-02-05", "shuku28", "軫", "koyominote"],
      ["2075-02-10", "shuku28", "虚", "koyominote"],
      ["2021-01-08", "shuku28", "鬼", "ameblo"],
      ["2021-01-16", "shuku28", "氐", "ameblo"],
      ["2021-02-01", "shuku28", "畢", "ameblo"],
      ["1945-02-02", "shuku28", "牛", "suureki"],
      ["1945-02-03", "shuku28", "女", "suureki"],
      ["2003-03-06", "shuku28", "角", "today via tamo"],
      ["2000-01-01", "shuku28", "胃", "tamo reference point"],
    ]);
  });
});

describe("七十二候 (docs/calendar.md §6)", () => {
  it("koyomi8 日刊 spans: 蛙始鳴 5/6–5/10 2019, 土脉潤起 2/18–2/22 2025 (exact start and end days)", () => {
    expectExamples([
      ["2019-05-05", "kou72", "牡丹華", "rule: the day before"],
      ["2019-05-06", "kou72", "蛙始鳴", "koyomi8 日刊 2019/05/06"],
      ["2019-05-10", "kou72", "蛙始鳴", "koyomi8 日刊"],
      ["2019-05-11", "kou72", "蚯蚓出", "rule: the day after"],
      ["2025-02-17", "kou72", "魚上氷", "rule: the day before"],
      ["2025-02-18", "kou72", "土脉潤起", "koyomi8 日刊 2025/02/21"],
      ["2025-02-22", "kou72", "土脉潤起", "koyomi8 日刊"],
      ["2025-02-23", "kou72", "霞始靆", "rule: the day after"],
    ]);
  });
  it("koyominote and ameblo", () => {
    expectExamples([
      ["1975-01-21", "kou72", "款冬華", "koyominote (大寒 day)"],
      ["2071-10-08", "kou72", "鴻雁来", "koyominote (寒露 day)"],
      ["2047-07-12", "kou72", "蓮始開", "koyominote (110° that day)"],
      ["2067-12-29", "kou72", "麋角解", "koyominote"],
      ["2075-02-10", "kou72", "黄鶯睍睆", "koyominote"],
      ["2035-10-31", "kou72", "霎時施", "koyominote"],
      ["2021-01-16", "kou72", "雉始雊", "ameblo"],
      ["2021-02-01", "kou72", "鶏始乳", "ameblo"],
    ]);
  });
});
