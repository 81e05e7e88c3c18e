/**
 * The birth chart's pure rules (edge-rules/birth/): 通変星, 十二運, 空亡 against published charts
 * (test/reference/four_pillars_examples.csv), the 人元司令 table's boundaries, 傾斜宮 against the
 * published examples and the 中宮傾斜 table, 大運, summer time against the IANA database (Node's
 * ICU) and the equation of time against astronomy-engine's hour angle of the Sun.
 */
import { Body, HourAngle, MakeTime, Observer } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import { JIKKAN, JUNISHI, KANSHI_60, KYUSEI, type Kanshi } from "../../../calendar/names.ts";
import {
  dateAloneReading,
  equationOfTimeMs,
  JAPAN_SUMMER_TIME,
  JAPAN_SUMMER_TIME_OFFSET_MS,
  meanSolarOffsetMs,
  solarClock,
  summerTimeOf,
} from "../../../calendar/birth/clock.ts";
import { JST_OFFSET_MS, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { keisha, palaceOf, board } from "../../../calendar/kyusei/natal.ts";
import { hiddenStems, juniun, kubou, rulingHiddenStem, tsuhen } from "../../../calendar/birth/stems.ts";
import { china95Count, exactCount, taiun, taiunForward, taiunStartAge, taiunStartWall } from "../../../calendar/birth/taiun.ts";
import { readReferenceCsv } from "../../support/reference.ts";
import { offsetText } from "../../../calendar/time/civil-day.ts";

const stem = (k: string): number => JIKKAN.indexOf(k[0] as (typeof JIKKAN)[number]);
const branch = (k: string): number => JUNISHI.indexOf(k[1] as (typeof JUNISHI)[number]);
const kanshi = (k: string): number => KANSHI_60.indexOf(k as Kanshi);

describe("通変星, 十二運 and 空亡 of published charts", () => {
  const rows = readReferenceCsv("four_pillars_examples.csv");
  it("holds five charts", () => expect(rows.length).toBe(5));
  for (const [birth, , year, month, day, hour, tsY, tsM, tsH, juY, juM, juD, juH, kb] of rows) {
    it(`${birth}: ${year} ${month} ${day} ${hour}`, () => {
      const ds = stem(day!);
      expect([tsuhen(ds, stem(year!)), tsuhen(ds, stem(month!))]).toEqual([tsY, tsM]);
      expect([juniun(ds, branch(year!)), juniun(ds, branch(month!)), juniun(ds, branch(day!))]).toEqual([juY, juM, juD]);
      if (hour !== "") {
        expect(tsuhen(ds, stem(hour!))).toBe(tsH);
        expect(juniun(ds, branch(hour!))).toBe(juH);
      }
      expect(kubou(kanshi(day!)).branches.join("")).toBe(kb);
      expect(kubou(kanshi(day!)).name).toBe(`${kb}天中殺`);
    });
  }
});

describe("十二運", () => {
  it("runs forward for a yang stem and backward for a yin one (甲 長生 亥 … 乙 長生 午, 帝旺 寅)", () => {
    expect(juniun(0, 11)).toBe("長生");
    expect(juniun(0, 3)).toBe("帝旺");
    expect(juniun(1, 6)).toBe("長生");
    expect(juniun(1, 2)).toBe("帝旺");
    expect(juniun(1, 5)).toBe("沐浴");
    // 戊 with 丙, 己 with 丁 (火土同宮).
    for (let b = 0; b < 12; b++) {
      expect(juniun(4, b)).toBe(juniun(2, b));
      expect(juniun(5, b)).toBe(juniun(3, b));
    }
  });
});

describe("蔵干 (人元司令分野)", () => {
  it("lists 余気 to 本気 and rules by whole days since the 節 instant", () => {
    expect(hiddenStems(2, "shirei")).toEqual(["戊", "丙", "甲"]);
    expect(hiddenStems(0, "shirei")).toEqual(["壬", "癸"]);
    expect(rulingHiddenStem(2, 0, "shirei")).toBe("戊");
    expect(rulingHiddenStem(2, 6.99, "shirei")).toBe("戊");
    expect(rulingHiddenStem(2, 7, "shirei")).toBe("丙");
    expect(rulingHiddenStem(2, 13.99, "shirei")).toBe("丙");
    expect(rulingHiddenStem(2, 14, "shirei")).toBe("甲");
    expect(rulingHiddenStem(8, 12.5, "shirei")).toBe("壬");
    expect(rulingHiddenStem(9, 29, "shirei")).toBe("辛");
  });
  it("every branch's 本気 is the branch's own phase and polarity (子 癸, 丑 己, … 亥 壬)", () => {
    expect(JUNISHI.map((_, b) => hiddenStems(b, "shirei").at(-1)).join("")).toBe("癸己甲乙戊丙丁己庚辛戊壬");
  });
});

describe("蔵干 (本気・中気・余気, zokan=honki)", () => {
  it("lists 余気 to 本気 by the 地支藏遁歌: 子 卯 酉 one stem, 午 and 亥 two, the 本気 ruling every day", () => {
    expect(JUNISHI.map((_, b) => hiddenStems(b, "honki").join("")).join(" ")).toBe(
      "癸 辛癸己 戊丙甲 乙 癸乙戊 戊庚丙 己丁 乙丁己 戊壬庚 辛 丁辛戊 甲壬",
    );
    for (let b = 0; b < 12; b++) {
      // The same 本気 as the 人元司令分野's last stem, ruling whatever the day.
      expect(hiddenStems(b, "honki").at(-1)).toBe(hiddenStems(b, "shirei").at(-1));
      for (const days of [0, 5, 29.9]) expect(rulingHiddenStem(b, days, "honki")).toBe(hiddenStems(b, "honki").at(-1));
    }
  });
});

describe("空亡", () => {
  it("names the two branches each 旬 leaves out", () => {
    expect(kubou(0)).toEqual({ branches: ["戌", "亥"], name: "戌亥天中殺" });
    expect(kubou(kanshi("癸酉"))).toEqual({ branches: ["戌", "亥"], name: "戌亥天中殺" });
    expect(kubou(kanshi("甲戌"))).toEqual({ branches: ["申", "酉"], name: "申酉天中殺" });
    expect(kubou(kanshi("癸亥"))).toEqual({ branches: ["子", "丑"], name: "子丑天中殺" });
  });
});

describe("傾斜宮", () => {
  const star = (name: string): number => KYUSEI.findIndex((k) => k.startsWith(name));
  it("is the palace of the 本命星 on the month board (published examples)", () => {
    // luck.drmpls.com/?p=202: 2002-07-19, 本命星 七赤, 月命星 三碧 → 離宮傾斜.
    expect(keisha(star("七赤"), star("三碧"), null)).toBe("離宮");
    // kakuyomu.jp (命占術の傾斜法): 一白 on a 三碧 month board → 震宮; 九紫 → 坤宮.
    expect(keisha(star("一白"), star("三碧"), null)).toBe("震宮");
    expect(keisha(star("九紫"), star("三碧"), null)).toBe("坤宮");
  });
  it("follows the 中宮傾斜 table when the two stars are the same", () => {
    const table = ["離宮", "乾宮", "巽宮", "震宮", null, "坤宮", "艮宮", "兌宮", "坎宮"];
    table.forEach((palace, s) => s !== 4 && expect(keisha(s, s, "female")).toBe(palace));
    expect(keisha(4, 4, "male")).toBe("兌宮");
    expect(keisha(4, 4, "female")).toBe("乾宮");
    expect(keisha(4, 4, null)).toBeNull();
  });
  it("draws the 後天定位盤 around 五黄", () => {
    expect(board(4)).toMatchObject({ 坎宮: "一白水星", 離宮: "九紫火星", 中宮: "五黄土星", 乾宮: "六白金星" });
    expect(palaceOf(4, 0)).toBe("坎宮");
  });
});

describe("大運", () => {
  it("runs forward for 陽男陰女 and backward for 陰男陽女", () => {
    expect(taiunForward(0, "male")).toBe(true);
    expect(taiunForward(0, "female")).toBe(false);
    expect(taiunForward(1, "male")).toBe(false);
    expect(taiunForward(1, "female")).toBe(true);
  });
  it("starts at the days to the 節 over three, rounded, and steps ten years from the month pillar", () => {
    const day = 86_400_000;
    expect(taiunStartAge(10 * day)).toBe(3);
    expect(taiunStartAge(11 * day)).toBe(4);
    expect(taiunStartAge(day)).toBe(0);
    expect(taiun(kanshi("甲子"), true, 3).map((t) => `${t.from_age}${t.kanshi}`)).toEqual([
      "3乙丑",
      "13丙寅",
      "23丁卯",
      "33戊辰",
      "43己巳",
      "53庚午",
      "63辛未",
      "73壬申",
    ]);
    expect(taiun(kanshi("甲子"), false, 5).slice(0, 2)).toEqual([
      { from_age: 5, kanshi: "癸亥" },
      { from_age: 15, kanshi: "壬戌" },
    ]);
  });
  it("taiun_age=exact counts three days a year down to the minute: 16 days 2 時辰 are 5 years 140 days (『三命通會』「論大運」's example)", () => {
    const hour = 3_600_000;
    expect(exactCount(16 * 24 * hour + 4 * hour)).toEqual({ years: 5, months: 4, days: 20, hours: 0, minutes: 0 });
    // A day is four months, 12 minutes a day, 30 seconds an hour, a second two minutes; backward counts the same.
    expect(exactCount(-(24 * hour + 12 * 60_000 + 31_000))).toEqual({ years: 0, months: 4, days: 1, hours: 1, minutes: 2 });
    // china95: whole minutes, down to the day.
    expect(china95Count(24 * hour + 12 * 60_000 + 59_000)).toEqual({ years: 0, months: 4, days: 1, hours: 0, minutes: 0 });
    expect(china95Count(16 * 24 * hour + 4 * hour)).toEqual({ years: 5, months: 4, days: 20, hours: 0, minutes: 0 });
  });
  it("the start is on the calendar: years and months by the month, a day past its end into the next, hours carried", () => {
    const at = (text: string): number => Date.parse(`${text}Z`);
    const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 16);
    const count = { years: 0, months: 1, days: 0, hours: 0, minutes: 0 };
    expect(iso(taiunStartWall(at("2023-01-31T10:00"), count))).toBe("2023-03-03T10:00");
    expect(iso(taiunStartWall(at("2024-01-31T10:00"), count))).toBe("2024-03-02T10:00");
    expect(iso(taiunStartWall(at("1999-12-31T23:30"), { years: 2, months: 11, days: 30, hours: 1, minutes: 2 }))).toBe("2003-01-01T00:32");
  });
});

describe("summer time and solar time", () => {
  it("has exactly the IANA periods of Asia/Tokyo 1948–1951 (Node's ICU)", () => {
    const format = new Intl.DateTimeFormat("en", { timeZone: "Asia/Tokyo", timeZoneName: "longOffset" });
    const offset = (ms: number): string => format.formatToParts(new Date(ms)).find((p) => p.type === "timeZoneName")!.value;
    for (const p of JAPAN_SUMMER_TIME) {
      expect([offset(p.start - 1), offset(p.start), offset(p.end - 1), offset(p.end)]).toEqual([
        "GMT+09:00",
        "GMT+10:00",
        "GMT+10:00",
        "GMT+09:00",
      ]);
    }
    // Between the periods and outside 1948–1951, JST.
    expect(offset(Date.parse("1949-12-01T00:00Z"))).toBe("GMT+09:00");
    expect(offset(Date.parse("1952-07-01T00:00Z"))).toBe("GMT+09:00");
  });
  it("summer time is UTC+10:00", () => {
    expect(offsetText(JAPAN_SUMMER_TIME_OFFSET_MS)).toBe("+10:00");
  });
  it("reads a clock time inside a period as summer time", () => {
    const asJst = (local: string): number => Date.parse(`${local}+09:00`);
    expect(summerTimeOf(asJst("1949-07-01T10:00"))).toBe(JAPAN_SUMMER_TIME[1]);
    expect(summerTimeOf(asJst("1949-04-03T00:30"))).toBeNull(); // the skipped hour: not a summer-time reading
    expect(summerTimeOf(asJst("1949-04-03T01:00"))).toBe(JAPAN_SUMMER_TIME[1]);
    expect(summerTimeOf(asJst("1952-07-01T10:00"))).toBeNull();
  });
  it("local mean time is 4 minutes a degree from 135°E", () => {
    expect(meanSolarOffsetMs(135)).toBe(0);
    expect(meanSolarOffsetMs(141.35) / 60_000).toBeCloseTo(25.4, 1);
    expect(meanSolarOffsetMs(127.68) / 60_000).toBeCloseTo(-29.3, 1);
  });
  it("the solar clock is JST plus the mean time's lead, plus the equation of time for true solar time", () => {
    const from = Date.parse("1873-01-01T00:00Z");
    expect(solarClock(135, from, "mean")).toEqual({ mean: 0, eot: null, offset: JST_OFFSET_MS });
    // Sapporo (141.35°E) runs 25.4 minutes ahead of JST on mean time (4 minutes a degree).
    expect((solarClock(141.35, from, "mean").offset - JST_OFFSET_MS) / 60_000).toBeCloseTo(25.4, 1);
    // The equation of time peaks near 3 November at about +16.4 minutes (apparent ahead of mean), and near
    // 11 February at about −14.2 (en.wikipedia.org/wiki/Equation_of_time): true solar time at 135°E leads JST by as much.
    expect((solarClock(135, Date.parse("2026-11-03T03:00Z"), "true").offset - JST_OFFSET_MS) / 60_000).toBeCloseTo(16.4, 0);
    expect((solarClock(135, Date.parse("2026-02-11T03:00Z"), "true").offset - JST_OFFSET_MS) / 60_000).toBeCloseTo(-14.2, 0);
  });
  it("a date alone is read at 12:00 of its day", () => {
    for (const iso of ["1873-01-01", "1949-07-01", "2100-12-31"]) {
      const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
      expect(dateAloneReading(parseIsoDate(iso)!), iso).toBe(Date.UTC(y, m - 1, d, 12));
    }
  });
  it("the equation of time is within 10 s of the Sun's hour angle (astronomy-engine) through a year", () => {
    const greenwich = new Observer(0, 0, 0);
    for (const year of [1873, 1949, 2025, 2100])
      for (let m = 0; m < 12; m++) {
        for (const d of [1, 15]) {
          const noon = Date.UTC(year, m, d, 12);
          let ha = HourAngle(Body.Sun, MakeTime(new Date(noon)), greenwich);
          if (ha > 12) ha -= 24;
          expect(Math.abs(equationOfTimeMs(noon) - ha * 3_600_000)).toBeLessThan(10_000);
        }
      }
  });
});
