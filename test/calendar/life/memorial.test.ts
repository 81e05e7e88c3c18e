/** Memorial days (法要の日) against the published 早見表 and examples (test/reference/README.md). */
import { describe, expect, it } from "vitest";
import {
  CHUIN,
  NENKI,
  anniversary,
  weeklyMemorials,
  type ChuinCount,
  type LeapDeathDay,
  type MonthEndRule,
} from "../../../calendar/life/memorial.ts";
import { civilDate, dayNumber, daysInMonth, isoDate, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { meinichiOfYear } from "../../../calendar/life/meinichi.ts";
import { reckonDeath } from "../../../calendar/life/old-style.ts";
import { HISTORICAL_KYUREKI } from "../../../calendar/wareki/kyureki-table.ts";
import { decodeTable } from "../../../calendar/wareki/months-table.ts";
import { readReferenceCsv } from "../../support/reference.ts";

/** The historical 旧暦 table: a death from 1873 never reads it (meinichi.ts, old-style.ts), the functions take it. */
const TABLE = decodeTable(HISTORICAL_KYUREKI);

/** The 命日 of `year` as the endpoints list them (meinichi.ts). */
const meinichi = (death: number, year: number, monthEnd: MonthEndRule = "last", leap: LeapDeathDay = "feb28") =>
  meinichiOfYear(TABLE, reckonDeath(TABLE, death)!, year, monthEnd, leap);

/** The 祥月命日 of `year`, or null. */
const deathAnniversary = (death: number, year: number, leap: LeapDeathDay = "feb28"): number | null =>
  meinichi(death, year, "last", leap).find((m) => m.kind === "shotsuki")?.day ?? null;

/** The 月命日 of `year`-`month`, or null. */
const monthlyMemorial = (death: number, year: number, month: number, monthEnd: MonthEndRule = "last"): number | null =>
  meinichi(death, year, monthEnd).find((m) => m.kind === "tsuki" && civilDate(m.day).m === month)?.day ?? null;

/** Every 年忌 of a death with its day. */
const yearlyMemorials = (death: number, leap: LeapDeathDay = "feb28") =>
  NENKI.map((n) => ({ ...n, day: anniversary(death, n.years, leap) }));

const day = (iso: string): number => parseIsoDate(iso)!;

/** A row's date in `year` when the page gives only `--MM-DD`, else the date itself. */
function dated(text: string, year: number): number {
  return text.startsWith("--") ? day(`${year}${text.slice(1)}`) : day(text);
}

/** The memorial day named `name` of a death, under the row's rule (`id=value`, or empty for the defaults). */
function memorialDay(death: number, name: string, rule: string, expected: number): number | null {
  const [id, value] = rule === "" ? ["", ""] : rule.split("=");
  const chuin = (id === "chuin" ? value : "day") as ChuinCount;
  const leap = (id === "leap_death_day" ? value : "feb28") as LeapDeathDay;
  const monthEnd = (id === "month_end" ? value : "last") as MonthEndRule;
  const { y, m } = civilDate(expected);
  if (name === "祥月命日") return deathAnniversary(death, y, leap);
  if (name === "月命日") return monthlyMemorial(death, y, m, monthEnd);
  const found = [...weeklyMemorials(death, chuin), ...yearlyMemorials(death, leap)].find((d) => d.name === name);
  return found?.day ?? null;
}

describe("published examples (memorial_published_days.csv)", () => {
  const rows = readReferenceCsv("memorial_published_days.csv");
  it("has its rows", () => expect(rows.length).toBe(14));
  for (const [death, name, date, rule, source] of rows) {
    it(`${death} ${name} → ${date} (${rule || "defaults"}; ${source})`, () => {
      // A page that gives no year: every year 1901–2099 whose death date exists (29 February: leap years).
      const years = death!.startsWith("--") ? Array.from({ length: 199 }, (_, i) => 1901 + i) : [0];
      const checked = years.filter((y) => !death!.startsWith("--02-29") || daysInMonth(y, 2) === 29);
      for (const y of checked) {
        const died = dated(death!, y);
        const next = name === "祥月命日" && date!.startsWith("--") ? y + 1 : y;
        const expected = dated(date!, next);
        expect(isoDate(memorialDay(died, name!, rule!, expected) ?? NaN), `${isoDate(died)}`).toBe(isoDate(expected));
      }
    });
  }
});

describe("年忌 早見表 (nenki_published_years.csv)", () => {
  const rows = readReferenceCsv("nenki_published_years.csv");
  it("has its rows, each 年忌 listed", () => {
    expect(rows.length).toBe(40);
    for (const [, nenki] of rows) expect(NENKI.map((n) => n.name)).toContain(nenki);
  });
  for (const [held, nenki, deathYear, source] of rows) {
    it(`a death in ${deathYear} keeps its ${nenki} in ${held} (${source})`, () => {
      // Any day of the death year: 1 January, 31 December and 29 February where it exists all give the same year.
      const days = [dayNumber(Number(deathYear), 1, 1), dayNumber(Number(deathYear), 12, 31)];
      if (daysInMonth(Number(deathYear), 2) === 29) days.push(dayNumber(Number(deathYear), 2, 29));
      for (const death of days) {
        const found = yearlyMemorials(death).find((n) => n.name === nenki)!;
        expect(civilDate(found.day).y).toBe(Number(held));
      }
    });
  }
  it("the common set is 一周忌, 三, 七, 十三, 十七, 二十三, 二十七, 三十三, 五十回忌 (every general table's)", () => {
    expect(NENKI.filter((n) => n.common).map((n) => n.years)).toEqual([1, 2, 6, 12, 16, 22, 26, 32, 49]);
    expect(NENKI.filter((n) => !n.common).map((n) => n.name)).toEqual(["二十五回忌", "三十七回忌"]);
  });
});

describe("中陰 (weekly memorials)", () => {
  it("counts the day of death as day 1: 初七日 +6, 四十九日 +48, 百箇日 +99", () => {
    const death = day("2026-01-10");
    const days = weeklyMemorials(death).map((d) => d.day - death);
    expect(days).toEqual([6, 13, 20, 27, 34, 41, 48, 99]);
    expect(isoDate(weeklyMemorials(death)[6]!.day)).toBe("2026-02-27");
    expect(CHUIN.map((c) => c.alias)).toEqual([null, null, null, null, "三十五日", null, "四十九日", null]);
  });
  it("eve (逮夜) puts each day the day before, across a month and a year's end", () => {
    const death = day("2025-12-31");
    const onDay = weeklyMemorials(death, "day");
    const onEve = weeklyMemorials(death, "eve");
    expect(onEve.map((d, i) => d.day - onDay[i]!.day)).toEqual(CHUIN.map(() => -1));
    expect(isoDate(onDay[0]!.day)).toBe("2026-01-06");
    expect(isoDate(onEve[0]!.day)).toBe("2026-01-05");
  });
});

describe("年忌, 祥月命日 and 月命日", () => {
  it("a 29 February death: 28 February or 1 March in a common year, 29 February in a leap year", () => {
    const death = day("2024-02-29");
    expect(isoDate(anniversary(death, 1))).toBe("2025-02-28");
    expect(isoDate(anniversary(death, 1, "mar1"))).toBe("2025-03-01");
    expect(isoDate(anniversary(death, 4, "mar1"))).toBe("2028-02-29");
    expect(isoDate(deathAnniversary(death, 2100)!)).toBe("2100-02-28");
    expect(isoDate(yearlyMemorials(death, "mar1").find((n) => n.name === "三回忌")!.day)).toBe("2026-03-01");
  });
  it("no 祥月命日 in the year of death or before", () => {
    expect(deathAnniversary(day("2025-05-05"), 2025)).toBeNull();
    expect(deathAnniversary(day("2025-05-05"), 2024)).toBeNull();
  });
  it("月命日: every later month but the 祥月; a missing day on the month's end, or none under skip", () => {
    const death = day("2025-01-31");
    expect(monthlyMemorial(death, 2025, 1)).toBeNull();
    expect(monthlyMemorial(death, 2024, 12)).toBeNull();
    expect(isoDate(monthlyMemorial(death, 2025, 2)!)).toBe("2025-02-28");
    expect(isoDate(monthlyMemorial(death, 2028, 2)!)).toBe("2028-02-29");
    expect(isoDate(monthlyMemorial(death, 2025, 4)!)).toBe("2025-04-30");
    expect(isoDate(monthlyMemorial(death, 2025, 5)!)).toBe("2025-05-31");
    expect(monthlyMemorial(death, 2025, 4, "skip")).toBeNull();
    expect(monthlyMemorial(death, 2026, 1)).toBeNull();
    const months = Array.from({ length: 12 }, (_, i) => monthlyMemorial(death, 2026, i + 1, "skip")).filter((d) => d !== null);
    expect(months.length).toBe(6); // Mar, May, Jul, Aug, Oct, Dec: the 31-day months but the 祥月 (January)
  });
});
