/**
 * The engine's 旧暦 months of 1931–2100 against a published table of every 旧暦 year 1931–2099
 * (test/reference/kyureki_years_1931_2099.csv): the day each month starts, its length and the leap
 * month. It reaches 2100, where no almanac is printed yet, so it also checks the clock the far
 * future is computed on (generator/astronomy/delta-t.ts, docs/calendar.md §0 "The clock").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { lunarMonthsOfYears } from "../../../generator/almanac.ts";
import type { LunarMonth } from "../../../generator/calendar/lunar-months.ts";
import { dayNumber, isoDate } from "../../../schemas/day-number.ts";
import { readReferenceCsv } from "../../support/reference.ts";

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

let ours: Map<number, LunarMonth>;
beforeAll(() => {
  ours = new Map(lunarMonthsOfYears(1931, 2100).map((m) => [m.startDay, m]));
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
        else if (m.endDay - m.startDay !== p.days)
          wrong.push(`${isoDate(p.startDay)}: published ${p.days} days, ours ${m.endDay - m.startDay}`);
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
    // 2012 閏3月 and 2017 閏5月 are also NAOJ's (lunar-months.test.ts); 1947's 穀雨 (04-21 07:39 JST) opens the
    // month the table's reading would make 閏3月, so 閏2月 is the 中気 rule's.
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
