/** 旧暦 months against the reference tables, the near-midnight 朔 traps and the 2033 case. */
import { beforeAll, describe, expect, it } from "vitest";
import { ComputedAlmanac } from "../../../generator/almanac.ts";
import type { Almanac } from "../../../calendar/almanac.ts";
import { kyurekiText } from "../../../calendar/lunisolar/kyureki.ts";
import { monthOfPrincipalTerm } from "../../../calendar/lunisolar/lunar-months.ts";
import { rokuyou } from "../../../calendar/lunisolar/rokuyou.ts";
import { dayNumber, isoDate, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { readReferenceCsv } from "../../support/reference.ts";

let almanac: Almanac;
beforeAll(() => {
  almanac = new ComputedAlmanac(2003, 2036);
});
const lunarOn = (iso: string) => almanac.day(parseIsoDate(iso)!).lunar;

describe("monthOfPrincipalTerm", () => {
  it("names 冬至 11月, 大寒 12月, 雨水 1月, 春分 2月, 夏至 5月, 秋分 8月", () => {
    expect([270, 300, 330, 0, 90, 180].map(monthOfPrincipalTerm)).toEqual([11, 12, 1, 2, 5, 8]);
  });
});

describe("旧暦 month starts 2004–2027 (NAOJ 朔, 中気 rule)", () => {
  it("starts every month on the reference day with the reference number and leap flag", () => {
    const rows = readReferenceCsv("kyureki_month_starts_2004_2027.csv");
    const wrong: string[] = [];
    for (const [gregorian, month, day, leap] of rows) {
      const got = lunarOn(gregorian!);
      const want = { month: Number(month), day: Number(day), leap: leap === "1" };
      if (got.month !== want.month || got.day !== want.day || got.leap !== want.leap) {
        wrong.push(`${gregorian}: want ${kyurekiText(want)}, got ${kyurekiText(got)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(rows.length).toBe(297);
  });

  it("has exactly the reference leap months and no others 2004–2027", () => {
    const leaps = almanac.lunarMonths
      .filter((m) => m.leap && m.startDay >= dayNumber(2004, 1, 1) && m.startDay <= dayNumber(2027, 12, 31))
      .map((m) => `${isoDate(m.startDay).slice(0, 4)} 閏${m.month}`);
    expect(leaps).toEqual(["2004 閏2", "2006 閏7", "2009 閏5", "2012 閏3", "2014 閏9", "2017 閏5", "2020 閏4", "2023 閏2", "2025 閏6"]);
  });

  it("makes every NAOJ 朔 day a 新月 and day 1 of a month", () => {
    for (const [date] of readReferenceCsv("naoj_saku_2004_2027.csv")) {
      const ctx = almanac.day(parseIsoDate(date!)!);
      expect(ctx.moonPhase, date).toBe(0);
      expect(ctx.lunar.day, date).toBe(1);
    }
  });
});

describe("new moons near JST midnight (reference README traps)", () => {
  // [朔 JST instant as published, the JST day that must be day 1]
  const traps: [string, string][] = [
    ["2005-12-02 00:01", "2005-12-02"],
    ["2012-03-22 23:37", "2012-03-22"],
    ["2012-06-20 00:02", "2012-06-20"],
    ["2015-08-14 23:53", "2015-08-14"],
    ["2017-02-26 23:58", "2017-02-26"],
    ["2019-11-27 00:06", "2019-11-27"],
  ];
  it.each(traps)("朔 at %s starts the month on %s, not a day off", (_instant, day) => {
    const n = parseIsoDate(day)!;
    expect(almanac.day(n).lunar.day).toBe(1);
    expect(almanac.day(n - 1).lunar.day).toBeGreaterThanOrEqual(29);
    expect(almanac.day(n + 1).lunar.day).toBe(2);
  });
  it("gives the 2017-02-26..03-27 month 2月 (the QREKI error window) with 六曜 from 2/1 = 友引", () => {
    expect(kyurekiText(lunarOn("2017-02-26"))).toBe("2月1日");
    expect(rokuyou(2, 1)).toBe("友引");
    expect(kyurekiText(lunarOn("2017-03-27"))).toBe("2月30日");
    expect(kyurekiText(lunarOn("2017-03-28"))).toBe("3月1日");
  });
});

describe("the 2033 problem (閏11月案, docs/calendar.md#the-choices-in-one-table)", () => {
  it("numbers 2033-07..2034-03 as 7, 8, 9, 10, 11, 閏11, 12, 1, 2", () => {
    const starts = [
      "2033-07-26",
      "2033-08-25",
      "2033-09-23",
      "2033-10-23",
      "2033-11-22",
      "2033-12-22",
      "2034-01-20",
      "2034-02-19",
      "2034-03-20",
    ];
    expect(starts.map((d) => kyurekiText(lunarOn(d)))).toEqual([
      "7月1日",
      "8月1日",
      "9月1日",
      "10月1日",
      "11月1日",
      "閏11月1日",
      "12月1日",
      "1月1日",
      "2月1日",
    ]);
  });
  it("puts the 2033 leap month at 2033-12-22, the one leap month of 2032–2034", () => {
    const leaps = almanac.lunarMonths
      .filter((m) => m.leap && m.startDay >= dayNumber(2032, 1, 1) && m.startDay <= dayNumber(2034, 12, 31))
      .map((m) => `${isoDate(m.startDay)} 閏${m.month}`);
    expect(leaps).toEqual(["2033-12-22 閏11"]);
  });
});
