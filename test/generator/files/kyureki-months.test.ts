/**
 * The 旧暦 table of the generated tree (generator/files/kyureki-months.ts): the historical months
 * before 1873, the engine's from 1873-01-01, joined at 明治5年12月 (docs/calendar.md §14); every
 * day 445-01-25..2100-12-31 converts to 旧暦 and back; the engine's months are the almanac's own over 1873–2100,
 * and they, 干支 and 六曜 agree with the day records' rules over 1873–1900; and the months against published tables
 * that reach past 1872 (test/reference/kyureki_years_1931_2099.csv: every 旧暦 year 1931–2099 as one table publishes
 * it; kyureki_month_starts_disputed_1872_2100.csv: the month starts of 1872–2100 on which published tables disagree),
 * which check with them the civil day before 1888 and the clock of the far future (docs/calendar.md §0 "The civil
 * day", "The clock (ΔT)").
 */
import { describe, expect, it } from "vitest";
import { kyurekiMonths, kyurekiMonthsFile } from "../../../generator/files/kyureki-months.ts";
import { ComputedAlmanac, lunarMonthsOfYears } from "../../../generator/almanac.ts";
import { kanshiIndexOf, kanshiName } from "../../../calendar/cycles/kanshi.ts";
import { dayKanshiIndex } from "../../../calendar/cycles/pillars.ts";
import { rokuyou } from "../../../calendar/lunisolar/rokuyou.ts";
import { dayNumber, isoDate, JDN_OF_DAY_ZERO } from "../../../calendar/time/day-number.ts";
import { ENGINE_YEARS } from "../../../calendar/coverage.ts";
import { fullAlmanac } from "../almanac/pro-support.ts";
import { Mismatches } from "../../support/mismatches.ts";
import { readReferenceCsv } from "../../support/reference.ts";
import { KYUREKI_MONTHS_PATH } from "../../../schemas/files/layout.ts";
import { HISTORICAL_KYUREKI } from "../../../calendar/wareki/kyureki-table.ts";
import { REFORM_JDN } from "../../../calendar/wareki/calendars.ts";
import { decodeTable } from "../../../calendar/wareki/months-table.ts";
import { KyurekiTableFile } from "../../../schemas/files/kyureki-months.ts";
import { WAREKI_FIRST_JDN, WAREKI_LAST_JDN } from "../../../calendar/wareki/coverage.ts";
import { jdnToKyureki, kyurekiToJdn, monthLength } from "../../../calendar/wareki/kyureki.ts";
import { dayKanshi } from "../../../calendar/wareki/cycles.ts";

const file = kyurekiMonthsFile();
const table = decodeTable(KyurekiTableFile.parse(JSON.parse(file.text)));
const historical = decodeTable(HISTORICAL_KYUREKI);
const jdnOf = (y: number, m: number, d: number): number => dayNumber(y, m, d) + JDN_OF_DAY_ZERO;
/** One almanac of 1873–1900 for the tests that read it (the seam's first day and the day-by-day sweep). */
let almanac1873: ComputedAlmanac | undefined;
const almanac1873to1900 = (): ComputedAlmanac => (almanac1873 ??= new ComputedAlmanac(1873, 1900));

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
    const wrong = new Mismatches();
    for (let i = 0; i < twelfth; i++) {
      const [got, want] = [table, historical].map((t) => [t.start[i], t.month[i], t.leap[i]]);
      wrong.check(`month ${i}: start, number, leap`, got, want);
    }
    expect(wrong.list).toEqual([]);
    expect(table.start[twelfth]).toBe(historical.start[twelfth]);
    expect([table.month[twelfth], table.leap[twelfth]]).toEqual([12, 0]);
  });

  it("joins at the seam: the engine's month of 1873-01-01 is 明治5年12月 from 1872-12-30, and the 干支 run on", () => {
    expect(jdnToKyureki(table, jdnOf(1872, 12, 30))).toEqual({ year: 1872, month: 12, leap: false, day: 1 });
    expect(jdnToKyureki(table, jdnOf(1872, 12, 31))).toEqual({ year: 1872, month: 12, leap: false, day: 2 });
    expect(jdnToKyureki(table, REFORM_JDN)).toEqual({ year: 1872, month: 12, leap: false, day: 3 });
    expect(jdnToKyureki(table, jdnOf(1873, 1, 29))).toEqual({ year: 1873, month: 1, leap: false, day: 1 });
    const [before, after] = [kanshiIndexOf(dayKanshi(REFORM_JDN - 1)), kanshiIndexOf(dayKanshi(REFORM_JDN))];
    expect((before + 1) % 60).toBe(after);
    expect(dayKanshi(REFORM_JDN)).toBe(kanshiName(dayKanshiIndex(dayNumber(1873, 1, 1))));
    expect(almanac1873to1900().day(dayNumber(1873, 1, 1)).lunar).toEqual({ month: 12, day: 3, leap: false });
  });

  it("numbers its months of 1873–2100 as the almanac the day records come from does: every 朔 and every 中気 day", () => {
    // The table reads the days by cheaper paths (new-moon-days.ts, solar-longitude.ts principalTermCrossings) than the
    // almanac (moonPhases, solarCrossings): a day either moved would move a month. The almanac is the one the whole-range
    // tests share (pro-support.ts).
    expect(lunarMonthsOfYears(ENGINE_YEARS.from, ENGINE_YEARS.to)).toEqual(fullAlmanac().lunarMonths);
  });

  it("gives, every day of 1873–1900, the 旧暦 date, day 干支 and 六曜 of the day records' rules", () => {
    const almanac = almanac1873to1900();
    const wrong = new Mismatches();
    for (let day = dayNumber(1873, 1, 1); day <= dayNumber(1900, 12, 31); day++) {
      const jdn = day + JDN_OF_DAY_ZERO;
      const k = jdnToKyureki(table, jdn)!;
      const lunar = almanac.day(day).lunar;
      const at = `${isoDate(day)} (${jdn})`;
      wrong.check(`${at} 旧暦`, { month: k.month, day: k.day, leap: k.leap }, lunar);
      wrong.check(`${at} 干支`, dayKanshi(jdn), kanshiName(dayKanshiIndex(day)));
      wrong.check(`${at} 六曜`, rokuyou(k.month, k.day), rokuyou(lunar.month, lunar.day));
    }
    expect(wrong.list).toEqual([]);
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
    const wrong = new Mismatches();
    for (let i = 0; i < table.month.length; i++) {
      const length = monthLength(table, i);
      wrong.require(length === 29 || length === 30, `month ${i}: length`, length, "29 or 30");
      const first = jdnToKyureki(table, table.start[i]!)!;
      const last = jdnToKyureki(table, table.start[i]! + length - 1)!;
      wrong.check(
        `month ${i}: first day, last day, its month and leap flag`,
        [first.day, last.day, last.month, last.leap ? 1 : 0],
        [1, length, table.month[i], table.leap[i]],
      );
      wrong.check(`month ${i}: day ${length + 1}`, kyurekiToJdn(table, { ...first, day: length + 1 }), null);
    }
    for (let y = 0; y <= table.lastYear - table.firstYear; y++) {
      const months = table.yearStart[y + 1]! - table.yearStart[y]!;
      let leaps = 0;
      for (let i = table.yearStart[y]!; i < table.yearStart[y + 1]!; i++) leaps += table.leap[i]!;
      wrong.check(`year ${y + table.firstYear}: months`, months, 12 + leaps);
      wrong.require(leaps <= 1, `year ${y + table.firstYear}: leap months`, leaps, "at most 1");
    }
    expect(wrong.list).toEqual([]);
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
    const notLeap: number[] = [];
    for (let i = 0; i < historical.month.length; i++) {
      if (historical.leap[i] === 1 && !jdnToKyureki(table, historical.start[i]!)!.leap) notLeap.push(historical.start[i]!);
    }
    expect(notLeap, "JDNs of the first days of historical leap months read back as not leap").toEqual([]);
  });
});

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
    // 2074: the 朔 of 7月 falls at 00:00:23 JST on 08-23 on the civil clock held at TT − 69.184 s (no leap second
    // since 2017; calendar/astronomy/clock.ts), at 23:59:37 on the 22nd on a clock following ΔT, which the table assumed.
    expect(wrong).toEqual(["2074-07-24: published 29 days, ours 30", "2074-08-22: published month starts, ours does not"]);
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
      "2074 閏6: ours differs", // the same 閏6月, a day longer: 7月 starts on 2074-08-23 (above)
    ]);
  });

  it("starts 12月 of 2096 on 2097-01-14: the 朔 at 00:01:56 JST on the civil clock (00:00:39 on the Earth's)", () => {
    const december = ours.get(dayNumber(2097, 1, 14));
    expect(december && text(december)).toBe("12月");
    expect(ours.get(dayNumber(2097, 1, 13))).toBeUndefined();
  });
});

describe("旧暦 month starts that published tables dispute, 1872–2100 (kyureki_month_starts_disputed_1872_2100.csv)", () => {
  const rows = readReferenceCsv("kyureki_month_starts_disputed_1872_2100.csv");

  it("starts each month on the day of the map the comparison adopts, but for 1947's leap month and 2074's 7月", () => {
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
      // 2074: the 朔 at 00:00:23 JST on 08-23 on the held civil clock (TT − 69.184 s); the tables that print 08-22 put it
      // before midnight on a clock following ΔT (about 117 s in 2074, 95 s at least for the 22nd).
      "2074-07-01 2074-08-22: ours 閏6月30日; tables with ours: j351:2074-08-23",
    ]);
    expect(rows.length).toBe(110);
  });

  it("holds the month of 1884-04-26 (朔 00:16 Tokyo mean time, 23:57 JST) and of 1908-09-25 (朔 23:59 JST)", () => {
    const at = (y: number, m: number, d: number) => jdnToKyureki(table, dayNumber(y, m, d) + JDN_OF_DAY_ZERO);
    expect(at(1884, 4, 26)).toEqual({ year: 1884, month: 4, leap: false, day: 1 });
    expect(at(1908, 9, 25)).toEqual({ year: 1908, month: 9, leap: false, day: 1 });
  });
});
