/** The pro-field rules as pure functions: closed forms, tables against independent formulas, edge cases. */
import { describe, expect, it } from "vitest";
import { junichokuIndex, junichokuName } from "../../calendar/cycles/junichoku.ts";
import { branchOf, kanshiName, stemOf } from "../../calendar/cycles/kanshi.ts";
import { dayKanshiIndex, monthKanshiIndex, yearKanshiIndex } from "../../calendar/cycles/pillars.ts";
import { KOU_READINGS, kou72Index, kou72Name, kou72Reading } from "../../calendar/solar-terms/kou72.ts";
import { dayKyuseiIndex, kasshiOfSolstice, kyuseiName, kyuseiSwitches } from "../../calendar/kyusei/stars.ts";
import { monthKyuseiIndex, yearKyuseiIndex } from "../../calendar/kyusei/stars.ts";
import { nengo } from "../../calendar/wareki/nengo.ts";
import { doyouSpansOf, isDoyouMabi } from "../../calendar/notes/doyou.ts";
import { FUJOJU_DAYS, isFujoju } from "../../calendar/notes/fujoju.ts";
import { DAIMYO, KAMIYOSHI, TEN_ON, isTensha, kanshiDayNotes } from "../../calendar/notes/kanshi-days.ts";
import { METSUMON, ROUZEKI, SANRINBOU, TAIKA, isOumou, senjitsuNotes } from "../../calendar/notes/senjitsu.ts";
import { shanichiDay } from "../../calendar/notes/zassetsu.ts";
import { cyclePeriodSpan, CYCLE_PERIODS, isHassenMabi, periodSpans } from "../../calendar/notes/periods.ts";
import { shuku28Index, shuku28Name } from "../../calendar/cycles/shuku28.ts";
import { JIKKAN, JUNISHI, KANSHI_60, KOU_72, NOTE_IDS } from "../../calendar/names.ts";
import { JST_OFFSET_MS, MS_PER_DAY, dayNumber, isoDate, julianDayNumber } from "../../calendar/time/day-number.ts";
import { dayOf } from "../generator/almanac/pro-support.ts";
import { Mismatches } from "../support/mismatches.ts";

const mod = (a: number, n: number): number => ((a % n) + n) % n;
const branchKanji = (i: number): string => JUNISHI[i]!;

describe("干支 (kanshi)", () => {
  it("KANSHI_60 is the stem × branch construction", () => {
    expect(KANSHI_60.map((_, i) => JIKKAN[i % 10]! + JUNISHI[i % 12]!)).toEqual([...KANSHI_60]);
  });
  it("day: 2000-01-01 (JDN 2451545) is 戊午", () => {
    expect(julianDayNumber(dayOf("2000-01-01"))).toBe(2_451_545);
    expect(kanshiName(dayKanshiIndex(dayOf("2000-01-01")))).toBe("戊午");
  });
  it("day: equals tamo's (RD + 14) mod 60 with RD = JDN − 1721425, 1873–2100", () => {
    const wrong = new Mismatches();
    for (let d = dayNumber(1873, 1, 1); d <= dayNumber(2100, 12, 31); d += 7) {
      wrong.check(isoDate(d), dayKanshiIndex(d), mod(julianDayNumber(d) - 1_721_425 + 14, 60));
    }
    expect(wrong.list).toEqual([]);
  });
  it("month: 寅月 of the 年干 is 甲己 丙寅, 乙庚 戊寅, 丙辛 庚寅, 丁壬 壬寅, 戊癸 甲寅, then +1 per 節月", () => {
    const toraByStem = ["丙寅", "戊寅", "庚寅", "壬寅", "甲寅", "丙寅", "戊寅", "庚寅", "壬寅", "甲寅"];
    const wrong = new Mismatches();
    for (let y = 2020; y < 2030; y++) {
      wrong.check(`${y} 寅月`, kanshiName(monthKanshiIndex(y, 1)), toraByStem[stemOf(yearKanshiIndex(y))]);
      for (let k = 1; k <= 12; k++) {
        wrong.check(`${y} 節月 ${k}`, monthKanshiIndex(y, k), mod(monthKanshiIndex(y, 1) + k - 1, 60));
        wrong.check(`${y} 節月 ${k} branch`, branchOf(monthKanshiIndex(y, k)), (k + 1) % 12);
      }
      // The 寅月 of one year follows the 丑月 of the previous one.
      wrong.check(`${y + 1} 寅月 after ${y} 丑月`, monthKanshiIndex(y + 1, 1), mod(monthKanshiIndex(y, 12) + 1, 60));
    }
    expect(wrong.list).toEqual([]);
  });
  it("year: 2024 甲辰, 2025 乙巳, 2026 丙午, 1984 甲子", () => {
    expect([2024, 2025, 2026, 1984].map((y) => kanshiName(yearKanshiIndex(y)))).toEqual(["甲辰", "乙巳", "丙午", "甲子"]);
  });
});

describe("九星 (kyusei) year and month", () => {
  it("year: 2020 七赤, 2024 三碧, 1945 一白, 1944 二黒, and one lower every year", () => {
    expect([2020, 2024, 1945, 1944].map((y) => kyuseiName(yearKyuseiIndex(y)))).toEqual(["七赤金星", "三碧木星", "一白水星", "二黒土星"]);
    const wrong = new Mismatches();
    for (let y = 1873; y < 2100; y++) wrong.check(`${y + 1}`, yearKyuseiIndex(y + 1), mod(yearKyuseiIndex(y) - 1, 9));
    expect(wrong.list).toEqual([]);
  });
  it("month: 寅月 八白 in 子午卯酉 years, 五黄 in 丑辰未戌, 二黒 in 寅申巳亥; one lower per 節月 and across years", () => {
    const tora: Record<string, string> = {
      子: "八白土星",
      午: "八白土星",
      卯: "八白土星",
      酉: "八白土星",
      丑: "五黄土星",
      辰: "五黄土星",
      未: "五黄土星",
      戌: "五黄土星",
      寅: "二黒土星",
      申: "二黒土星",
      巳: "二黒土星",
      亥: "二黒土星",
    };
    const wrong = new Mismatches();
    for (let y = 1873; y <= 2100; y++) {
      wrong.check(`${y} 寅月`, kyuseiName(monthKyuseiIndex(y, 1)), tora[branchKanji(branchOf(yearKanshiIndex(y)))]);
      for (let k = 2; k <= 12; k++) wrong.check(`${y} 節月 ${k}`, monthKyuseiIndex(y, k), mod(monthKyuseiIndex(y, k - 1) - 1, 9));
      wrong.check(`${y + 1} 寅月`, monthKyuseiIndex(y + 1, 1), mod(monthKyuseiIndex(y, 12) - 1, 9));
    }
    expect(wrong.list).toEqual([]);
  });
});

describe("日家九星 switch schedule (variant A)", () => {
  it("takes the preceding 甲子 for a solstice on 甲子…癸巳, else the following one", () => {
    const kasshi = dayOf("2019-11-23"); // 甲子
    expect(kasshiOfSolstice(kasshi)).toBe(kasshi);
    expect(kasshiOfSolstice(kasshi + 29)).toBe(kasshi);
    expect(kasshiOfSolstice(kasshi + 30)).toBe(kasshi + 60);
    expect(kasshiOfSolstice(kasshi + 59)).toBe(kasshi + 60);
  });
  it("inserts a 甲午 閏 switch repeating the star when two starting 甲子 are 240 days apart", () => {
    const k = dayOf("2019-11-23");
    // 冬至 on 甲子+29 → k; 夏至 on 乙未 (k+211) → following 甲子 k+240.
    const switches = kyuseiSwitches([
      { day: k + 29, longitude: 270 },
      { day: k + 211, longitude: 90 },
    ]);
    expect(switches).toEqual([
      { day: k, ascending: true, star: 0, leap: false },
      { day: k + 210, ascending: false, star: 2, leap: true },
    ]);
    expect(dayKyuseiIndex(switches, k + 209)).toBe(2);
    expect(dayKyuseiIndex(switches, k + 240)).toBe(8);
    expect(() => dayKyuseiIndex(switches, k - 1)).toThrow(RangeError);
  });
  it("rejects solstices that do not alternate or give starting 甲子 120 days apart", () => {
    const k = dayOf("2019-11-23");
    expect(() =>
      kyuseiSwitches([
        { day: k, longitude: 270 },
        { day: k + 180, longitude: 270 },
      ]),
    ).toThrow();
    expect(() =>
      kyuseiSwitches([
        { day: k + 29, longitude: 270 },
        { day: k + 149, longitude: 90 },
      ]),
    ).toThrow();
    expect(() => kyuseiSwitches([{ day: k, longitude: 180 }])).toThrow(RangeError);
  });
});

describe("十二直, 二十八宿, 七十二候, 年号", () => {
  it("十二直: 建 when the day branch is the 節月 branch (寅月 → 寅 … 丑月 → 丑)", () => {
    for (let k = 1; k <= 12; k++) expect(junichokuName(junichokuIndex((k + 1) % 12, k))).toBe("建");
    expect(junichokuName(junichokuIndex(1, 1))).toBe("閉"); // 丑 day in 寅月
  });
  it("二十八宿: 2000-01-01 is 胃, and equals tamo's shuku[(RD − 4) % 28]", () => {
    expect(shuku28Name(shuku28Index(dayOf("2000-01-01")))).toBe("胃");
    const wrong = new Mismatches();
    for (let d = dayNumber(1873, 1, 1); d <= dayNumber(2100, 12, 31); d += 5) {
      wrong.check(isoDate(d), shuku28Index(d), mod(julianDayNumber(d) - 1_721_425 - 4, 28));
    }
    expect(wrong.list).toEqual([]);
  });
  it("七十二候: 315° 東風解凍, 310° 鶏始乳, 0° 雀始巣, 80° 腐草為螢", () => {
    expect([315, 310, 0, 80].map((l) => kou72Name(kou72Index(l)))).toEqual(["東風解凍", "鶏始乳", "雀始巣", "腐草為螢"]);
  });
  it("七十二候 readings: one per 候 in KOU_72 order, kana only, no bracketed alternatives", () => {
    expect(KOU_READINGS.map(([name]) => name)).toEqual([...KOU_72]);
    expect(Array.from({ length: 72 }, (_, i) => kou72Reading(i)).filter((reading) => !/^[ぁ-ん]+$/.test(reading))).toEqual([]);
    expect(kou72Reading(16)).toBe("しもやんでなえいずる");
    expect(kou72Reading(64)).toBe("さわしかのつのおつる");
  });
  it("年号: era changes on their first days, 元年, 明治6年 = 1873, 令和82年 = 2100", () => {
    const cases: [string, string][] = [
      ["1873-01-01", "明治6年"],
      ["1912-07-29", "明治45年"],
      ["1912-07-30", "大正元年"],
      ["1926-12-24", "大正15年"],
      ["1926-12-25", "昭和元年"],
      ["1927-01-01", "昭和2年"],
      ["1989-01-07", "昭和64年"],
      ["1989-01-08", "平成元年"],
      ["2019-04-30", "平成31年"],
      ["2019-05-01", "令和元年"],
      ["2020-01-01", "令和2年"],
      ["2025-06-01", "令和7年"],
      ["2100-12-31", "令和82年"],
    ];
    expect(cases.map(([iso]) => nengo(dayOf(iso)))).toEqual(cases.map(([, want]) => want));
    expect(() => nengo(dayOf("1872-12-31"))).toThrow(RangeError);
  });
});

describe("note tables against independent formulas", () => {
  it("不成就日 table equals When.exe d % 8 == [6,3,2,1,4,5][m % 6] for every 旧暦 day", () => {
    const wrong = new Mismatches();
    for (let m = 1; m <= 12; m++) {
      wrong.check(`${m}月: days in the table`, FUJOJU_DAYS[(m - 1) % 6]?.length, 4);
      for (let d = 1; d <= 30; d++) wrong.check(`${m}月${d}日`, isFujoju(m, d), d % 8 === [6, 3, 2, 1, 4, 5][m % 6]);
    }
    expect(wrong.list).toEqual([]);
  });
  it("大禍日 (7k+4) mod 12, 滅門日 (7k+10) mod 12, 狼藉日 子卯午酉, 三隣亡 [午,亥,寅][k mod 3] (When.exe)", () => {
    for (let k = 1; k <= 12; k++) {
      expect(TAIKA[k - 1]).toBe(branchKanji((7 * k + 4) % 12));
      expect(METSUMON[k - 1]).toBe(branchKanji((7 * k + 10) % 12));
      expect(ROUZEKI[k - 1]).toBe(branchKanji((3 * (k - 1)) % 12));
      expect(SANRINBOU[k - 1]).toBe(branchKanji([6, 11, 2][k % 3]!));
    }
  });
  it("大明日 25, 神吉日 33, 天恩日 15 distinct 干支", () => {
    for (const [list, n] of [
      [DAIMYO, 25],
      [KAMIYOSHI, 33],
      [TEN_ON, 15],
    ] as const) {
      expect(new Set(list).size).toBe(n);
      for (const name of list) expect(KANSHI_60).toContain(name);
    }
  });
  it("天赦日: exactly one 干支 in each season of 節月", () => {
    const hits = (k: number) =>
      KANSHI_60.map((_, i) => i)
        .filter((i) => isTensha(k, i))
        .map((i) => KANSHI_60[i]);
    expect([1, 2, 3].map(hits)).toEqual([["戊寅"], ["戊寅"], ["戊寅"]]);
    expect([4, 7, 10].map(hits)).toEqual([["甲午"], ["戊申"], ["甲子"]]);
  });
  it("往亡日: the 7th day of 寅月 … the 30th of 丑月 (節入り = day 1)", () => {
    expect(isOumou(1, 7)).toBe(true);
    expect(isOumou(1, 8)).toBe(false);
    expect(isOumou(12, 30)).toBe(true);
  });
  it("every note id a rule can emit is in the notes table", () => {
    const ids = new Set<string>();
    for (let k = 1; k <= 12; k++)
      for (let i = 0; i < 60; i++) for (let n = 1; n <= 31; n++) for (const id of senjitsuNotes(k, i, n)) ids.add(id);
    for (let k = 1; k <= 12; k++)
      for (let i = 0; i < 60; i++) for (let s = 0; s < 28; s++) for (const id of kanshiDayNotes(i, k, s)) ids.add(id);
    expect([...ids].filter((id) => !(NOTE_IDS as readonly string[]).includes(id))).toEqual([]);
    expect(ids.size).toBe(26);
  });
});

describe("雑節, 土用 and periods as pure rules", () => {
  /** A crossing at a JST time of day on a given day. */
  const crossingAt = (day: number, longitude: number, jstHours: number) => ({
    longitude,
    day,
    utcMs: day * MS_PER_DAY + jstHours * 3_600_000 - JST_OFFSET_MS,
  });
  it("社日: the 戊 day nearest; on a 癸 equinox day by the instant, before noon the earlier 戊, from noon the later", () => {
    const kinoto = dayOf("2019-09-23"); // 秋分 2019, a 癸 day
    expect(JIKKAN[stemOf(dayKanshiIndex(kinoto))]).toBe("癸");
    expect(shanichiDay(crossingAt(kinoto, 180, 11.99))).toBe(kinoto - 5);
    expect(shanichiDay(crossingAt(kinoto, 180, 12))).toBe(kinoto + 5);
    expect(shanichiDay(crossingAt(kinoto + 1, 180, 0))).toBe(kinoto + 5); // 甲: next 戊 in 4 days
    expect(shanichiDay(crossingAt(kinoto - 1, 180, 23))).toBe(kinoto - 5); // 壬: previous 戊 4 days back
    expect(shanichiDay(crossingAt(kinoto + 5, 180, 23))).toBe(kinoto + 5); // the 戊 day itself
  });
  it("土用 spans run from the 土用入り day to the day before the next 立, with season 間日", () => {
    const c = (day: number, longitude: number) => ({ day, longitude, utcMs: day * MS_PER_DAY });
    const spans = doyouSpansOf([c(102, 27)], [c(100, 25), c(105, 30), c(110, 35), c(115, 40), c(118, 45), c(123, 50)]);
    expect(spans).toEqual([{ season: "spring", from: 102, to: 117 }]);
    expect(doyouSpansOf([c(100, 297)], [c(99, 295), c(104, 300)])).toEqual([]);
    expect(() => doyouSpansOf([c(100, 25)], [])).toThrow(RangeError);
    expect(JUNISHI.filter((_, b) => isDoyouMabi("winter", b))).toEqual(["寅", "卯", "巳"]);
    expect(JUNISHI.filter((_, b) => isDoyouMabi("autumn", b))).toEqual(["未", "酉", "亥"]);
  });
  it("cycle periods: whole spans around the day, in PERIOD_NAMES order, 土用 fourth", () => {
    const day = 1000;
    expect(cyclePeriodSpan(CYCLE_PERIODS[0]!, day, 29)).toEqual({ name: "tenichi-tenjou", from: day, to: day + 15 });
    expect(cyclePeriodSpan(CYCLE_PERIODS[0]!, day, 28)).toBeNull();
    // 甲申 (20): 十方暮 starts and 小犯土 ends; inside 土用.
    const spans = periodSpans(day, 20, { season: "summer", from: day - 3, to: day + 14 });
    expect(spans.map((s) => s.name)).toEqual(["jippou-gure", "doyou", "kotsuchi"]);
    expect(spans[2]).toEqual({ name: "kotsuchi", from: day - 6, to: day });
    // 癸巳 (29): last day of 十方暮, first of 天一天上.
    expect(periodSpans(day, 29, undefined).map((s) => [s.name, s.from - day, s.to - day])).toEqual([
      ["tenichi-tenjou", 0, 15],
      ["jippou-gure", -9, 0],
    ]);
    expect(KANSHI_60.filter((_, i) => isHassenMabi(i))).toEqual(["癸丑", "丙辰", "戊午", "壬戌"]);
  });
});
