/**
 * The 旧暦 table of the generated tree (generator/files/kyureki-months.ts): the historical months
 * before 1873, the engine's from 1873-01-01, joined at 明治5年12月 (docs/calendar.md §14); every
 * day 445-01-25..2100-12-31 converts to 旧暦 and back; the engine's months, 干支 and 六曜 agree
 * with the day records' rules over 1873–1900.
 */
import { describe, expect, it } from "vitest";
import { kyurekiMonths, kyurekiMonthsFile } from "../../../generator/files/kyureki-months.ts";
import { Almanac } from "../../../generator/almanac.ts";
import { dayKanshiIndex, kanshiIndexOf, kanshiName } from "../../../generator/calendar/kanshi.ts";
import { rokuyou } from "../../../generator/calendar/rokuyou.ts";
import { dayNumber, JDN_OF_DAY_ZERO } from "../../../schemas/day-number.ts";
import { KYUREKI_MONTHS_PATH } from "../../../schemas/layout.ts";
import { GREGORIAN_START_JDN, HISTORICAL_KYUREKI } from "../../../schemas/wareki/kyureki-table.ts";
import { decodeTable, KyurekiTable } from "../../../schemas/wareki/months-table.ts";
import { WAREKI_FIRST_JDN, WAREKI_LAST_JDN } from "../../../schemas/wareki/coverage.ts";
import { jdnToKyureki, kyurekiToJdn, monthLength } from "../../../edge-rules/wareki/kyureki.ts";
import { dayKanshi, rokuyouOf } from "../../../edge-rules/wareki/cycles.ts";

const file = kyurekiMonthsFile();
const table = decodeTable(KyurekiTable.parse(JSON.parse(file.text)));
const historical = decodeTable(HISTORICAL_KYUREKI);
const jdnOf = (y: number, m: number, d: number): number => dayNumber(y, m, d) + JDN_OF_DAY_ZERO;

describe("the generated 旧暦 table", () => {
  it("is one line of JSON at KYUREKI_MONTHS_PATH, the same bytes on every call, about 5 KB", () => {
    expect(file.path).toBe(KYUREKI_MONTHS_PATH);
    expect(file.text.endsWith("}\n")).toBe(true);
    expect(`${JSON.stringify(kyurekiMonths())}\n`).toBe(file.text);
    expect(file.text.length).toBeLessThan(5_200);
    expect([table.firstYear, table.lastYear]).toEqual([445, 2100]);
  });

  it("holds the historical months before 明治5年12月, unchanged", () => {
    const twelfth = historical.month.length - 1;
    for (let i = 0; i < twelfth; i++) {
      expect(table.start[i]).toBe(historical.start[i]);
      expect(table.month[i]).toBe(historical.month[i]);
      expect(table.leap[i]).toBe(historical.leap[i]);
    }
    expect(table.start[twelfth]).toBe(historical.start[twelfth]);
    expect([table.month[twelfth], table.leap[twelfth]]).toEqual([12, 0]);
  });

  it("joins at the seam: the engine's month of 1873-01-01 is 明治5年12月 from 1872-12-30, and the 干支 run on", () => {
    expect(jdnToKyureki(table, jdnOf(1872, 12, 30))).toEqual({ year: 1872, month: 12, leap: false, day: 1 });
    expect(jdnToKyureki(table, jdnOf(1872, 12, 31))).toEqual({ year: 1872, month: 12, leap: false, day: 2 });
    expect(jdnToKyureki(table, GREGORIAN_START_JDN)).toEqual({ year: 1872, month: 12, leap: false, day: 3 });
    expect(jdnToKyureki(table, jdnOf(1873, 1, 29))).toEqual({ year: 1873, month: 1, leap: false, day: 1 });
    const [before, after] = [kanshiIndexOf(dayKanshi(GREGORIAN_START_JDN - 1)), kanshiIndexOf(dayKanshi(GREGORIAN_START_JDN))];
    expect((before + 1) % 60).toBe(after);
    expect(dayKanshi(GREGORIAN_START_JDN)).toBe(kanshiName(dayKanshiIndex(dayNumber(1873, 1, 1))));
    const almanac = new Almanac(1873, 1873);
    expect(almanac.day(dayNumber(1873, 1, 1)).lunar).toEqual({ month: 12, day: 3, leap: false });
  });

  it("gives, every day of 1873–1900, the 旧暦 date, day 干支 and 六曜 of the day records' rules", () => {
    const almanac = new Almanac(1873, 1900);
    for (let day = dayNumber(1873, 1, 1); day <= dayNumber(1900, 12, 31); day++) {
      const jdn = day + JDN_OF_DAY_ZERO;
      const k = jdnToKyureki(table, jdn)!;
      const lunar = almanac.day(day).lunar;
      expect({ month: k.month, day: k.day, leap: k.leap }, `${jdn}`).toEqual(lunar);
      expect(dayKanshi(jdn)).toBe(kanshiName(dayKanshiIndex(day)));
      expect(rokuyouOf(k.month, k.day)).toBe(rokuyou(lunar.month, lunar.day));
    }
  });

  it("converts every day 445-01-25..2100-12-31 to 旧暦 and back", () => {
    let previous = jdnToKyureki(table, WAREKI_FIRST_JDN)!;
    expect(previous).toEqual({ year: 445, month: 1, leap: false, day: 1 });
    for (let jdn = WAREKI_FIRST_JDN; jdn <= WAREKI_LAST_JDN; jdn++) {
      const k = jdnToKyureki(table, jdn);
      if (k === null || kyurekiToJdn(table, k) !== jdn) expect.fail(`${jdn} → ${JSON.stringify(k)}`);
      if (jdn > WAREKI_FIRST_JDN && k.day !== previous.day + 1 && k.day !== 1) expect.fail(`${jdn}: day ${previous.day} → ${k.day}`);
      previous = k;
    }
    expect(jdnToKyureki(table, WAREKI_FIRST_JDN - 1)).toBeNull();
  });

  it("has every month's first and last day, months of 29 or 30 days, at most one leap month a year", () => {
    for (let i = 0; i < table.month.length; i++) {
      const length = monthLength(table, i);
      expect(length === 29 || length === 30, `month ${i}`).toBe(true);
      const first = jdnToKyureki(table, table.start[i]!)!;
      const last = jdnToKyureki(table, table.start[i]! + length - 1)!;
      expect([first.day, last.day, last.month, last.leap ? 1 : 0]).toEqual([1, length, table.month[i], table.leap[i]]);
      expect(kyurekiToJdn(table, { ...first, day: length + 1 })).toBeNull();
    }
    for (let y = 0; y <= table.lastYear - table.firstYear; y++) {
      const months = table.yearStart[y + 1]! - table.yearStart[y]!;
      let leaps = 0;
      for (let i = table.yearStart[y]!; i < table.yearStart[y + 1]!; i++) leaps += table.leap[i]!;
      expect(months, `year ${y + table.firstYear}`).toBe(12 + leaps);
      expect(leaps).toBeLessThanOrEqual(1);
    }
  });

  it("has every leap month where the tables put it, and no other", () => {
    const leapMonths = (from: number, to: number): string[] => {
      const out: string[] = [];
      for (let i = 0; i < table.month.length; i++) {
        const k = jdnToKyureki(table, table.start[i]!)!;
        if (k.leap && k.year >= from && k.year <= to) out.push(`${k.year}閏${k.month}`);
      }
      return out;
    };
    // test/reference/README.md: the leap months of 2004–2027; 2033 閏11月 (docs/calendar.md §0).
    expect(leapMonths(2004, 2027)).toEqual([
      "2004閏2",
      "2006閏7",
      "2009閏5",
      "2012閏3",
      "2014閏9",
      "2017閏5",
      "2020閏4",
      "2023閏2",
      "2025閏6",
    ]);
    expect(leapMonths(2033, 2033)).toEqual(["2033閏11"]);
    expect(kyurekiToJdn(table, { year: 2033, month: 11, leap: true, day: 1 })).toBe(jdnOf(2033, 12, 22));
    expect(kyurekiToJdn(table, { year: 2034, month: 11, leap: true, day: 1 })).toBeNull();
    // Every historical leap month reads back as one.
    for (let i = 0; i < historical.month.length; i++) {
      if (historical.leap[i] === 1) expect(jdnToKyureki(table, historical.start[i]!)!.leap).toBe(true);
    }
  });
});
