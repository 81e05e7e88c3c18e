/**
 * The committed compact tables (calendar/wareki/kyureki-table.ts, calendar/wareki/era-table.ts) give
 * every row of the reference tables they were written from (test/reference/README.md), and the
 * year code reads back what it writes.
 */
import { describe, expect, it } from "vitest";
import { HISTORICAL_KYUREKI } from "../../../calendar/wareki/kyureki-table.ts";
import { decodeTable, encodeTable, tableYears } from "../../../calendar/wareki/months-table.ts";
import { KyurekiTableFile } from "../../../schemas/files/kyureki-months.ts";
import { decodeYear, encodeYear } from "../../../calendar/wareki/year-code.ts";
import { ERAS } from "../../../calendar/wareki/era-table.ts";
import { WAREKI_FIRST_JDN, WAREKI_LAST_JDN } from "../../../calendar/wareki/coverage.ts";
import { REFORM_JDN, isoText, jdnToGregorian, jdnToJulian } from "../../../calendar/wareki/calendars.ts";
import { Mismatches } from "../../support/mismatches.ts";
import { readReferenceCsv } from "../../support/reference.ts";

const MONTHS = readReferenceCsv("kyureki_months_0445_1872.csv");
const ERA_ROWS = readReferenceCsv("eras_0645_2019.csv");

describe("HISTORICAL_KYUREKI", () => {
  const table = decodeTable(KyurekiTableFile.parse(HISTORICAL_KYUREKI));

  it("holds every month of the reference table, in order: year, number, leap flag, day 1, length", () => {
    expect(MONTHS).toHaveLength(17_662);
    expect(table.month.length).toBe(MONTHS.length);
    const years: number[] = [];
    const wrong = new Mismatches();
    MONTHS.forEach(([year, month, leap, julian, gregorian, jdn, days], i) => {
      const start = table.start[i]!;
      wrong.check(
        `row ${i + 2}: ${year}/${leap === "1" ? "閏" : ""}${month}`,
        {
          start,
          month: table.month[i],
          leap: table.leap[i],
          // 明治5年12月 ended after 2 days, at the Gregorian calendar's first day.
          days: Math.min(table.start[i + 1]!, REFORM_JDN) - start,
          julian: isoText(jdnToJulian(start)),
          gregorian: isoText(jdnToGregorian(start)),
        },
        { start: Number(jdn), month: Number(month), leap: Number(leap), days: Number(days), julian, gregorian },
      );
      years.push(Number(year));
    });
    for (let y = table.firstYear; y <= table.lastYear; y++) {
      const at = table.yearStart[y - table.firstYear]!;
      wrong.check(`year ${y}: the year of its first month, its first row`, [years[at], at], [y, years.indexOf(y)]);
    }
    expect(wrong.list).toEqual([]);
    expect([table.firstYear, table.lastYear]).toEqual([445, 1872]);
  });

  it("ends with 明治5年12月2日 = 1872-12-31, the day before the Gregorian calendar's first", () => {
    expect(isoText(jdnToGregorian(REFORM_JDN))).toBe("1873-01-01");
    const last = MONTHS[MONTHS.length - 1]!;
    expect(Number(last[5]) + Number(last[6])).toBe(REFORM_JDN);
  });

  it("starts the conversions' coverage at 旧暦 445年1月1日 = 445-01-25 and ends it at 2100-12-31", () => {
    expect(isoText(jdnToGregorian(WAREKI_FIRST_JDN))).toBe("0445-01-25");
    expect(isoText(jdnToGregorian(WAREKI_LAST_JDN))).toBe("2100-12-31");
  });

  it("re-encodes to the same characters", () => {
    expect(encodeTable(HISTORICAL_KYUREKI.firstYear, HISTORICAL_KYUREKI.firstJdn, tableYears(HISTORICAL_KYUREKI))).toEqual(
      HISTORICAL_KYUREKI,
    );
  });
});

describe("ERAS", () => {
  it("holds every row of the reference table, in order", () => {
    expect(ERA_ROWS).toHaveLength(248);
    expect(ERAS).toHaveLength(ERA_ROWS.length);
    const row = (era: (typeof ERAS)[number]) => ({
      ...era,
      julian: isoText(jdnToJulian(era.start)),
      gregorian: isoText(jdnToGregorian(era.start)),
    });
    expect(ERAS.map(row)).toEqual(
      ERA_ROWS.map(([name, firstYear, start, julian, gregorian, end, court]) => ({
        name,
        firstYear: Number(firstYear),
        start: Number(start),
        end: end === "" ? null : Number(end),
        court: court === "" ? null : court,
        julian,
        gregorian,
      })),
    );
  });

  it("has courts only in 1331–1392", () => {
    expect(ERAS.filter((era) => era.court !== null && !(era.firstYear >= 1331 && era.firstYear <= 1392)).map((era) => era.name)).toEqual(
      [],
    );
  });
});

describe("year code", () => {
  it("reads back what it writes, with and without a leap month", () => {
    const plain = { leapMonth: 0, lengths: [30, 29, 30, 29, 30, 29, 30, 29, 30, 29, 30, 30] };
    const leap = { leapMonth: 12, lengths: [29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 30] };
    for (const year of [plain, leap]) expect(decodeYear(encodeYear(year))).toEqual(year);
    expect(encodeYear(leap)).toHaveLength(3);
  });

  it("refuses what is not a year", () => {
    expect(() => encodeYear({ leapMonth: 0, lengths: [30] })).toThrow(RangeError);
    expect(() => encodeYear({ leapMonth: 3, lengths: Array<number>(13).fill(31) })).toThrow(RangeError);
    expect(() => decodeYear("___")).toThrow(RangeError);
    expect(() => decodeYear("0!0")).toThrow(RangeError);
    expect(() => decodeYear("00")).toThrow(RangeError);
  });
});
