/**
 * The engine's 旧暦 months against published tables that reach past 1872: every 旧暦 year 1931–2099 as
 * one table publishes it (test/reference/kyureki_years_1931_2099.csv), and the month starts of 1872–2100 on
 * which published tables disagree, from a comparison of such tables
 * (test/reference/kyureki_month_starts_disputed_1872_2100.csv). They check the generated 旧暦 table (the
 * months `/gw/wareki` and the day records share): the day each month starts, its length and the leap month,
 * and with them the civil day before 1888 (Tokyo mean time) and the clock of the far future
 * (docs/calendar.md §0 "The civil day", "The clock (ΔT)").
 */
import { describe, expect, it } from "vitest";
import { kyurekiMonthsFile } from "../../../generator/files/kyureki-months.ts";
import { jdnToKyureki } from "../../../edge-rules/wareki/kyureki.ts";
import { dayNumber, isoDate, JDN_OF_DAY_ZERO } from "../../../schemas/day-number.ts";
import { decodeTable, KyurekiTable } from "../../../schemas/wareki/months-table.ts";
import { readReferenceCsv } from "../../support/reference.ts";

/** The generated 旧暦 table (445–2100): what `/gw/wareki` serves, the day records' months from 1873. */
const table = decodeTable(KyurekiTable.parse(JSON.parse(kyurekiMonthsFile().text)));

/** Our months by the day number of their first day. */
const ours = new Map<number, { month: number; leap: boolean; days: number }>();
for (let i = 0; i < table.month.length; i++) {
  ours.set(table.start[i]! - JDN_OF_DAY_ZERO, {
    month: table.month[i]!,
    leap: table.leap[i] === 1,
    days: table.start[i + 1]! - table.start[i]!,
  });
}

/** One published month: its first day, number, leap flag and length in days. */
interface PublishedMonth {
  readonly startDay: number;
  readonly month: number;
  readonly leap: boolean;
  readonly days: number;
}

/**
 * The months of one published year. `leapPlace` is the leap month's place in `sizeInfo` (0-based):
 * the table's own reading of `leap_month` n is 閏(n+1)月, the month after the (n+1)th.
 */
function publishedYear(startDay: number, leapPlace: number | null, sizeInfo: string): PublishedMonth[] {
  const out: PublishedMonth[] = [];
  let day = startDay;
  for (let i = 0; i < sizeInfo.length; i++) {
    const days = sizeInfo[i] === "1" ? 30 : 29;
    const leap = i === leapPlace;
    const month = leapPlace !== null && i >= leapPlace ? i : i + 1;
    out.push({ startDay: day, month, leap, days });
    day += days;
  }
  return out;
}

const rows = readReferenceCsv("kyureki_years_1931_2099.csv").map(([start, , leapMonth, sizeInfo]) => {
  const [y, m, d] = start!.split("-").map(Number);
  return { year: y!, startDay: dayNumber(y!, m!, d!), leapMonth: Number(leapMonth), sizeInfo: sizeInfo! };
});

const text = (m: { month: number; leap: boolean }): string => `${m.leap ? "閏" : ""}${m.month}月`;

describe("旧暦 months 1931–2100 against the published table (kyureki_years_1931_2099.csv)", () => {
  it("starts every published month on our day, with our length", () => {
    const wrong: string[] = [];
    let months = 0;
    for (const row of rows) {
      for (const p of publishedYear(row.startDay, null, row.sizeInfo)) {
        months++;
        const m = ours.get(p.startDay);
        if (m === undefined) wrong.push(`${isoDate(p.startDay)}: published month starts, ours does not`);
        else if (m.days !== p.days) wrong.push(`${isoDate(p.startDay)}: published ${p.days} days, ours ${m.days}`);
      }
    }
    console.info(`kyureki_years_1931_2099.csv: ${rows.length} years, ${months} months, ${wrong.length} on another day`);
    expect(wrong).toEqual([]);
    expect([rows.length, months]).toEqual([169, 2090]);
  });

  it("has our leap months, three rows counting the leap month's place instead (1947, 2012, 2017)", () => {
    const byTableReading: string[] = [];
    for (const row of rows) {
      const readings = row.leapMonth < 0 ? [null] : [row.leapMonth + 1, row.leapMonth];
      const [asTableSays, asPlace] = readings.map((place) => publishedYear(row.startDay, place, row.sizeInfo));
      const agrees = (months: PublishedMonth[] | undefined): boolean =>
        months !== undefined &&
        months.every((p) => {
          const m = ours.get(p.startDay);
          return m !== undefined && m.month === p.month && m.leap === p.leap;
        });
      if (agrees(asTableSays)) continue;
      const leap = asTableSays!.find((p) => p.leap);
      byTableReading.push(`${row.year} 閏${leap?.month ?? "-"}: ${agrees(asPlace) ? "ours is the place reading" : "ours differs"}`);
    }
    // 2012 閏3月 and 2017 閏5月 are also NAOJ's (lunar-months.test.ts). 1947 is disputed among published tables
    // (below): its 穀雨 falls on the day of a 朔, before the 朔's instant.
    expect(byTableReading).toEqual([
      "1947 閏3: ours is the place reading",
      "2012 閏4: ours is the place reading",
      "2017 閏6: ours is the place reading",
    ]);
  });

  it("starts 12月 of 2096 on 2097-01-14: the 朔 at 00:00:39 JST on the project's clock (23:59:50 on the steeper ΔT)", () => {
    const december = ours.get(dayNumber(2097, 1, 14));
    expect(december && text(december)).toBe("12月");
    expect(ours.get(dayNumber(2097, 1, 13))).toBeUndefined();
  });
});

describe("旧暦 month starts that published tables dispute, 1872–2100 (kyureki_month_starts_disputed_1872_2100.csv)", () => {
  const rows = readReferenceCsv("kyureki_month_starts_disputed_1872_2100.csv");

  it("starts each month on the day of the map the comparison adopts, but for 1947's leap month", () => {
    const differ: string[] = [];
    for (const [kyureki, gregorian, , others] of rows) {
      const leap = kyureki!.includes("'");
      const [year, month] = kyureki!.replace("'", "").split("-").map(Number);
      const [y, m, d] = gregorian!.split("-").map(Number);
      const got = jdnToKyureki(table, dayNumber(y!, m!, d!) + JDN_OF_DAY_ZERO);
      if (got === null) differ.push(`${kyureki} ${gregorian}: outside our table`);
      else if (got.year !== year || got.month !== month || got.leap !== leap || got.day !== 1) {
        differ.push(`${kyureki} ${gregorian}: ours ${text(got)}${got.day}日; tables with ours: ${others || "none"}`);
      }
    }
    console.info(`kyureki_month_starts_disputed_1872_2100.csv: ${rows.length} month starts, ${differ.length} not the adopted map's`);
    // 1947: 穀雨 (04-21 07:39 JST) falls on the day of a 朔 (13:19). The adopted map, with the 20世紀暦, prints 3月 from
    // 03-23 and 閏3月 from 04-21; こよみのページ and four other tables print 閏2月 from 03-23 and 3月 from 04-21, as the
    // 中気 rule by days here gives (docs/calendar.md §0).
    expect(differ).toEqual([
      "1947-03-01 1947-03-23: ours 閏2月1日; tables with ours: koyomi8:1947-04-21 j329:1947-04-21 j442:1947-04-21 j450:1947-04-21 j351:1947-04-21",
      "1947-03'-01 1947-04-21: ours 3月1日; tables with ours: none",
    ]);
    expect(rows.length).toBe(110);
  });

  it("holds the month of 1884-04-26 (朔 00:16 Tokyo mean time, 23:57 JST) and of 1908-09-25 (朔 23:59 JST)", () => {
    const at = (y: number, m: number, d: number) => jdnToKyureki(table, dayNumber(y, m, d) + JDN_OF_DAY_ZERO);
    expect(at(1884, 4, 26)).toEqual({ year: 1884, month: 4, leap: false, day: 1 });
    expect(at(1908, 9, 25)).toEqual({ year: 1908, month: 9, leap: false, day: 1 });
  });
});
