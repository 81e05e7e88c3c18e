/**
 * The 和暦 conversions of edge-rules/wareki/ (docs/calendar.md §14): calendar dates, published
 * conversions of well-known days (test/reference/wareki_events.csv), the eras in force, the 和暦
 * text, and every reason a 和暦 date names no day.
 */
import { describe, expect, it } from "vitest";
import { kyurekiMonthsFile } from "../../../generator/files/kyureki-months.ts";
import { decodeTable, type KyurekiTable } from "../../../calendar/wareki/months-table.ts";
import { ERAS } from "../../../calendar/wareki/era-table.ts";
import { WAREKI_FIRST_JDN, WAREKI_LAST_JDN } from "../../../calendar/wareki/coverage.ts";
import {
  REFORM_JDN,
  gregorianToJdn,
  isoText,
  jdnToGregorian,
  jdnToJulian,
  julianDaysInMonth,
  julianToJdn,
  REFORM_DAY,
  REFORM_YEAR,
} from "../../../calendar/wareki/calendars.ts";
import { jdnToKyureki, kyurekiToJdn, writtenKyurekiJdn, yearOfMonth } from "../../../calendar/wareki/kyureki.ts";
import { erasOn } from "../../../calendar/wareki/eras.ts";
import { eraYearText, warekiOf } from "../../../calendar/wareki/wareki-text.ts";
import { eraDateToJdn, type EraDate } from "../../../calendar/wareki/era-date.ts";
import { dayKanshi, kyurekiYearKanshi } from "../../../calendar/wareki/cycles.ts";
import { rokuyou } from "../../../calendar/lunisolar/rokuyou.ts";
import { warekiDay, youbiOf } from "../../../calendar/wareki/record.ts";
import { parseKyurekiMonths } from "../../../schemas/files/kyureki-months.ts";
import { dayNumber, JDN_OF_DAY_ZERO } from "../../../calendar/time/day-number.ts";
import { youbi } from "../../../calendar/time/weekday.ts";
import { KANSHI_60, YOUBI } from "../../../calendar/names.ts";
import { readReferenceCsv } from "../../support/reference.ts";

// The engine's 旧暦 months as the generator writes them (memoized: one computation for the worker's files).
const table = decodeTable(JSON.parse(kyurekiMonthsFile().text) as KyurekiTable);
const jdn = (y: number, m: number, d: number): number => gregorianToJdn(y, m, d);
const date = (era: string, year: number, month: number, day: number, leap = false): EraDate => ({ era, year, month, day, leap });

describe("calendar dates", () => {
  it("turns the Julian 1582-10-04 into the Gregorian 1582-10-15 the next day", () => {
    expect(julianToJdn(1582, 10, 4)).toBe(2_299_160);
    expect(gregorianToJdn(1582, 10, 15)).toBe(2_299_161);
    expect(jdnToJulian(2_299_161)).toEqual({ y: 1582, m: 10, d: 5 });
    expect(jdnToGregorian(2_299_160)).toEqual({ y: 1582, m: 10, d: 14 });
    expect(gregorianToJdn(2000, 1, 1)).toBe(2_451_545);
  });

  it("puts Japan's reform (改暦) on 1873-01-01: the year, the day number and the JDN the calendar reads it by", () => {
    expect([REFORM_YEAR, REFORM_DAY, REFORM_JDN]).toEqual([1873, dayNumber(1873, 1, 1), 2_405_160]);
    expect(gregorianToJdn(1873, 1, 1)).toBe(REFORM_JDN);
  });

  it("reads back every day of 445–2100 in both calendars", () => {
    for (let j = WAREKI_FIRST_JDN; j <= WAREKI_LAST_JDN; j += 1) {
      const g = jdnToGregorian(j);
      const u = jdnToJulian(j);
      if (gregorianToJdn(g.y, g.m, g.d) !== j || julianToJdn(u.y, u.m, u.d) !== j) expect.fail(`${j}`);
    }
    expect([julianDaysInMonth(1500, 2), julianDaysInMonth(1501, 2)]).toEqual([29, 28]);
  });
});

describe("published conversions (test/reference/wareki_events.csv)", () => {
  for (const [event, era, year, leap, month, day, julian, gregorian] of readReferenceCsv("wareki_events.csv")) {
    it(`${event}: ${era}${year}年${leap === "1" ? "閏" : ""}${month}月${day}日 = ${julian} (Julian) = ${gregorian} (Gregorian)`, () => {
      const kyureki = { year: Number(year), month: Number(month), leap: leap === "1", day: Number(day) };
      const result =
        era === "" ? kyurekiToJdn(table, kyureki) : eraDateToJdn(table, date(era!, Number(year), Number(month), Number(day), leap === "1"));
      const j = typeof result === "number" ? result : result?.ok ? result.jdn : null;
      expect(j).not.toBeNull();
      expect(isoText(jdnToJulian(j!))).toBe(julian);
      expect(isoText(jdnToGregorian(j!))).toBe(gregorian);
      const text = `${era === "" ? "" : era}${era === "" ? year : year === "1" ? "元" : year}年${leap === "1" ? "閏" : ""}${month}月${day}日`;
      expect(warekiOf(table, j!)!.wareki).toBe(text);
    });
  }
});

describe("the answers for the issue's examples", () => {
  it("天正10年6月2日, 慶長4年閏3月3日, 元弘3年5月22日, 明治5年12月2日, 1600-10-21", () => {
    const honnoji = jdn(1582, 7, 1);
    expect(eraDateToJdn(table, date("天正", 10, 6, 2))).toEqual({ ok: true, jdn: honnoji, convention: "in_force", note: null });
    expect(jdnToKyureki(table, honnoji)).toEqual({ year: 1582, month: 6, leap: false, day: 2 });
    expect(eraDateToJdn(table, date("慶長", 4, 3, 3, true))).toMatchObject({ ok: true, jdn: jdn(1599, 4, 27) });
    expect(warekiOf(table, jdn(1599, 4, 27))!.wareki).toBe("慶長4年閏3月3日");
    const kamakura = jdn(1333, 7, 12);
    expect(warekiOf(table, kamakura)).toEqual({
      eras: [
        { name: "正慶", year: 2, court: "north" },
        { name: "元弘", year: 3, court: "south" },
      ],
      wareki: "元弘3年5月22日",
    });
    expect(eraDateToJdn(table, date("正慶", 2, 5, 22))).toMatchObject({ ok: true, jdn: kamakura, convention: "in_force" });
    expect(eraDateToJdn(table, date("明治", 5, 12, 2))).toMatchObject({ ok: true, jdn: REFORM_JDN - 1 });
    expect(warekiOf(table, jdn(1600, 10, 21))!.wareki).toBe("慶長5年9月15日");
    expect([dayKanshi(jdn(1600, 10, 21)), kyurekiYearKanshi(1600), rokuyou(9, 15)]).toEqual([dayKanshi(jdn(1600, 10, 21)), "庚子", "大安"]);
  });
});

describe("eras in force", () => {
  it("writes an era's first year 元年 (eraYearText, the one rule of the texts, the CSV and the page)", () => {
    expect([eraYearText("令和", 1), eraYearText("平成", 31), eraYearText("大化", 2)]).toEqual(["令和元年", "平成31年", "大化2年"]);
  });

  it("has none before 大化 and in the gaps, one from 大化, and names 明治 from 慶応4年1月1日", () => {
    expect(warekiOf(table, WAREKI_FIRST_JDN)).toEqual({ eras: [], wareki: "445年1月1日" });
    const taika = ERAS[0]!;
    expect(erasOn(taika.start - 1, 645)).toEqual([]);
    expect(erasOn(taika.start, 645)).toEqual([{ name: "大化", year: 1, court: null }]);
    const hakuchi = ERAS[1]!;
    expect(erasOn(hakuchi.end! - 1, 654)).toEqual([{ name: "白雉", year: 5, court: null }]);
    expect(erasOn(hakuchi.end!, 655)).toEqual([]);
    expect(warekiOf(table, jdn(1868, 1, 24))!.wareki).toBe("慶応3年12月30日");
    expect(warekiOf(table, jdn(1868, 1, 25))!.wareki).toBe("明治元年1月1日");
    expect(warekiOf(table, jdn(1868, 10, 23))!.wareki).toBe("明治元年9月8日");
    // 慶応4年 before the proclamation, and after it to the year's end, is the old era kept (明治 counts from 1月1日)
    expect(eraDateToJdn(table, date("慶応", 4, 9, 7))).toMatchObject({
      ok: true,
      jdn: jdn(1868, 10, 22),
      convention: "old_era_after_change",
    });
    expect(eraDateToJdn(table, date("慶応", 4, 9, 8))).toMatchObject({
      ok: true,
      jdn: jdn(1868, 10, 23),
      convention: "old_era_after_change",
    });
    expect(eraDateToJdn(table, date("慶応", 5, 1, 1))).toMatchObject({ ok: false, reason: "after-era-end" });
  });

  it("names the modern eras from their first day, in Gregorian months from 1873", () => {
    expect(warekiOf(table, REFORM_JDN)!.wareki).toBe("明治6年1月1日");
    expect(warekiOf(table, jdn(1912, 7, 29))!.wareki).toBe("明治45年7月29日");
    expect(warekiOf(table, jdn(1912, 7, 30))!.wareki).toBe("大正元年7月30日");
    expect(warekiOf(table, jdn(1989, 1, 7))!.wareki).toBe("昭和64年1月7日");
    expect(warekiOf(table, jdn(1989, 1, 8))!.wareki).toBe("平成元年1月8日");
    expect(warekiOf(table, jdn(2019, 5, 1))!.wareki).toBe("令和元年5月1日");
    expect(warekiOf(table, WAREKI_LAST_JDN)!.wareki).toBe("令和82年12月31日");
  });

  it("lists two eras only in 1331–1392, north first; the north keeps 元徳 and 建武 until its next era", () => {
    let first = Infinity;
    let last = -Infinity;
    for (let j = WAREKI_FIRST_JDN; j <= WAREKI_LAST_JDN; j++) {
      const w = warekiOf(table, j)!;
      if (w.eras.length > 2) expect.fail(`${j}: ${JSON.stringify(w.eras)}`);
      if (w.eras.length === 2) {
        first = Math.min(first, j);
        last = Math.max(last, j);
        expect(w.eras.map((e) => e.court)).toEqual(["north", "south"]);
      }
    }
    expect([isoText(jdnToGregorian(first)), isoText(jdnToGregorian(last))]).toEqual(["1331-09-19", "1392-11-26"]);
    expect(warekiOf(table, jdn(1332, 1, 1))!.eras).toEqual([
      { name: "元徳", year: 3, court: "north" },
      { name: "元弘", year: 1, court: "south" },
    ]);
    expect(warekiOf(table, jdn(1337, 1, 1))!.eras.map((e) => `${e.name}${e.year}`)).toEqual(["建武3", "延元1"]);
    expect(eraDateToJdn(table, date("建武", 3, 11, 7)).ok).toBe(true);
    expect(eraDateToJdn(table, date("建武", 5, 8, 27))).toMatchObject({ ok: true, convention: "in_force" });
    expect(eraDateToJdn(table, date("建武", 5, 8, 28))).toMatchObject({
      ok: true,
      jdn: jdn(1338, 10, 19),
      convention: "old_era_after_change",
    });
    expect(eraDateToJdn(table, date("建武", 6, 1, 1))).toMatchObject({ ok: false, reason: "after-era-end" });
    expect(warekiOf(table, jdn(1334, 3, 1))!.eras).toEqual([{ name: "元弘", year: 4, court: null }]);
  });
});

describe("a 旧暦 date as written (writtenKyurekiJdn: era dates before 1873 and 旧暦 years without an era)", () => {
  it("finds every month of 445–2100, its first and last (晦) days, and no day past its end or month not in its year", () => {
    const wrong: string[] = [];
    for (let i = 0; i < table.month.length; i++) {
      const [year, month, leap] = [yearOfMonth(table, i), table.month[i]!, table.leap[i] === 1];
      const [first, last] = [table.start[i]!, table.start[i + 1]! - 1];
      const at = (day: number | "last"): { index: number; jdn: number | null } => writtenKyurekiJdn(table, year, month, leap, day);
      const past = at(last - first + 2);
      if (at(1).index !== i || at(1).jdn !== first || at("last").jdn !== last || at(last - first + 1).jdn !== last || past.jdn !== null)
        wrong.push(`${year}/${leap ? "閏" : ""}${month}`);
    }
    expect(wrong).toEqual([]);
    expect(writtenKyurekiJdn(table, 1600, 3, true, 1)).toEqual({ index: -1, jdn: null });
    expect(writtenKyurekiJdn(table, 444, 12, false, "last")).toEqual({ index: -1, jdn: null });
  });
});

describe("a 和暦 date that names no day", () => {
  const reasons: [EraDate, string][] = [
    [date("天保", 20, 1, 1), "after-era-end"],
    [date("平成", 32, 1, 1), "after-era-end"],
    [date("令和", 0, 5, 1), "before-era-start"],
    [date("明治", 5, 12, 3), "calendar-reform"],
    [date("明治", 5, 12, 30), "calendar-reform"],
    [date("慶長", 5, 3, 1, true), "no-such-leap-month"],
    [date("令和", 7, 6, 1, true), "no-such-leap-month"],
    [date("天正", 10, 5, 30), "day-too-large"],
    [date("慶長", 4, 3, 30, true), "day-too-large"],
    [date("令和", 7, 2, 29), "day-too-large"],
    [date("令和", 7, 13, 1), "no-such-month"],
    [date("令和", 83, 1, 1), "out-of-coverage"],
    [date("昭和", 65, 1, 1), "after-era-end"],
    [date("慶応", 5, 1, 1), "after-era-end"],
    [date("光文", 1, 1, 1), "unknown-era"],
  ];
  for (const [input, reason] of reasons) {
    it(`${input.era}${input.year}年${input.leap ? "閏" : ""}${input.month}月${input.day}日: ${reason}`, () => {
      const result = eraDateToJdn(table, input);
      expect(result).toMatchObject({ ok: false, reason });
      if (!result.ok) expect(result.message).not.toContain("\n");
    });
  }

  it("gives every day of every era back from its own 和暦", () => {
    for (let j = ERAS[0]!.start; j <= WAREKI_LAST_JDN; j++) {
      const w = warekiOf(table, j)!;
      const k = jdnToKyureki(table, j)!;
      for (const era of w.eras) {
        const g = jdnToGregorian(j);
        const input = j >= REFORM_JDN ? date(era.name, era.year, g.m, g.d) : date(era.name, era.year, k.month, k.day, k.leap);
        const result = eraDateToJdn(table, input);
        if (!result.ok || result.jdn !== j) expect.fail(`${j} ${JSON.stringify(input)} → ${JSON.stringify(result)}`);
      }
    }
  });
});

describe("the record of a day", () => {
  it("gives the issue's example in full, and null outside the coverage", () => {
    expect(warekiDay(table, jdn(1600, 10, 21))).toEqual({
      jdn: 2_305_742,
      gregorian: "1600-10-21",
      julian: "1600-10-11",
      youbi: "土",
      kyureki: { year: 1600, month: 9, leap: false, day: 15 },
      wareki: "慶長5年9月15日",
      eras: [{ name: "慶長", year: 5, court: null }],
      kanshi: "乙卯",
      kanshi_year: "庚子",
      rokuyou: "大安",
    });
    expect(warekiDay(table, WAREKI_FIRST_JDN)!.gregorian).toBe("0445-01-25");
    expect(warekiDay(table, WAREKI_FIRST_JDN - 1)).toBeNull();
    expect(warekiDay(table, WAREKI_LAST_JDN + 1)).toBeNull();
  });

  it("has the 曜日 of the day records from 1873 (calendar/time/weekday.ts)", () => {
    for (let day = dayNumber(1873, 1, 1); day <= dayNumber(1880, 12, 31); day++) expect(youbiOf(day + JDN_OF_DAY_ZERO)).toBe(youbi(day));
  });

  it("reads the 曜日 and 干支 by the one rules on every day and 旧暦 year of the table: JDN mod 7 (0 = 月), (JDN + 49) mod 60, (Y − 4) mod 60", () => {
    const wrong: string[] = [];
    const cycle = (a: number, n: number): number => ((a % n) + n) % n;
    for (let j = WAREKI_FIRST_JDN; j <= WAREKI_LAST_JDN; j++) {
      if (youbiOf(j) !== YOUBI[cycle(j, 7)] || dayKanshi(j) !== KANSHI_60[cycle(j + 49, 60)]) wrong.push(`${j}`);
    }
    for (let y = table.firstYear; y <= table.lastYear; y++)
      if (kyurekiYearKanshi(y) !== KANSHI_60[cycle(y - 4, 60)]) wrong.push(`year ${y}`);
    expect(wrong).toEqual([]);
    expect([table.firstYear, table.lastYear, WAREKI_LAST_JDN - WAREKI_FIRST_JDN + 1]).toEqual([445, 2100, 604_817]);
  });

  it("loads the generated file's text, and refuses what is not a table", () => {
    const loaded = parseKyurekiMonths(kyurekiMonthsFile().text);
    expect(loaded.start).toEqual(table.start);
    expect(() => parseKyurekiMonths("{")).toThrow("not JSON");
    expect(() => parseKyurekiMonths("{}")).toThrow("lacks");
    expect(() => parseKyurekiMonths('{"firstYear":445,"firstJdn":1,"years":"___"}')).toThrow("malformed");
  });
});
