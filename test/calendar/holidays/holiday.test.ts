import { beforeAll, describe, expect, it } from "vitest";
import { solarCrossings } from "../../../calendar/astronomy/solar-longitude.ts";
import {
  CITIZENS_HOLIDAY,
  type EquinoxDays,
  holidayYear,
  nationalHolidays,
  SUBSTITUTE_HOLIDAY,
} from "../../../calendar/holidays/holiday.ts";
import { HOLIDAY_NAMES } from "../../../calendar/names.ts";
import { youbi } from "../../../calendar/time/weekday.ts";
import { civilDate, dayNumber, isoDate, JST_OFFSET_MS, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { readReferenceCsv } from "../../support/reference.ts";

const FIRST_YEAR = 1948;
const REF_FIRST = 1955;
const REF_LAST = 2027;

/** 春分日 and 秋分日 of every year in [from, to], from the computed crossings of 0° and 180°. */
function computeEquinoxDays(from: number, to: number): Map<number, EquinoxDays> {
  const crossings = solarCrossings(Date.UTC(from, 0, 1) - JST_OFFSET_MS, Date.UTC(to + 1, 0, 1) - JST_OFFSET_MS);
  const spring = new Map<number, number>();
  const autumn = new Map<number, number>();
  for (const c of crossings) {
    if (c.longitude === 0) spring.set(civilDate(c.day).y, c.day);
    if (c.longitude === 180) autumn.set(civilDate(c.day).y, c.day);
  }
  const out = new Map<number, EquinoxDays>();
  for (let y = from; y <= to; y++) {
    const s = spring.get(y);
    const a = autumn.get(y);
    if (s === undefined || a === undefined) throw new Error(`no equinox found for ${y}`);
    out.set(y, { spring: s, autumn: a });
  }
  return out;
}

let equinoxes: Map<number, EquinoxDays>;
const holidaysOf = (year: number): Map<number, string> => {
  const equinox = equinoxes.get(year);
  if (!equinox) throw new Error(`no equinox days for ${year}`);
  return nationalHolidays(year, equinox);
};
/** Holidays of a year as `YYYY-MM-DD name` lines, for readable assertions. */
const listOf = (year: number): string[] => [...holidaysOf(year)].map(([n, name]) => `${isoDate(n)} ${name}`);
const nameOn = (iso: string): string | undefined => {
  const n = parseIsoDate(iso);
  if (n === null) throw new Error(`bad date ${iso}`);
  return holidaysOf(civilDate(n).y).get(n);
};

beforeAll(() => {
  equinoxes = computeEquinoxDays(FIRST_YEAR, REF_LAST);
});

describe("equinox days (春分日・秋分日) from solarCrossings", () => {
  it("equal the Cabinet Office's for every year 1955–2027", () => {
    const rows = readReferenceCsv("equinox_days_1955_2027.csv");
    expect(rows.length).toBe(REF_LAST - REF_FIRST + 1);
    const mismatches: string[] = [];
    for (const [year, spring, autumn] of rows) {
      const e = equinoxes.get(Number(year));
      const got = e ? `${isoDate(e.spring)} ${isoDate(e.autumn)}` : "none";
      if (got !== `${spring} ${autumn}`) mismatches.push(`${year}: computed ${got}, reference ${spring} ${autumn}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe("nationalHolidays against the Cabinet Office list (syukujitsu.csv) 1955–2027", () => {
  /** The CSV names some one-off days shortly; the law's names, by date. */
  const ONE_OFF_NAMES: Record<string, string> = {
    "1959-04-10": "皇太子明仁親王の結婚の儀",
    "1989-02-24": "昭和天皇の大喪の礼",
    "1990-11-12": "即位礼正殿の儀",
    "1993-06-09": "皇太子徳仁親王の結婚の儀",
    "2019-05-01": "天皇の即位の日",
    "2019-10-22": "即位礼正殿の儀の行われる日",
  };
  const rows = readReferenceCsv("holidays_cao_1955_2027.csv");

  it("gives exactly the reference dates, year by year", () => {
    expect(rows.length).toBeGreaterThan(1000);
    const reference = new Map<number, Set<string>>();
    for (const [date] of rows) {
      const year = Number(date?.slice(0, 4));
      const set = reference.get(year) ?? new Set<string>();
      set.add(date ?? "");
      reference.set(year, set);
    }
    const mismatches: string[] = [];
    let agreeing = 0;
    for (let year = REF_FIRST; year <= REF_LAST; year++) {
      const computed = new Set([...holidaysOf(year).keys()].map(isoDate));
      const expected = reference.get(year) ?? new Set<string>();
      for (const d of expected) {
        if (computed.has(d)) agreeing++;
        else mismatches.push(`${d} missing`);
      }
      for (const d of computed) if (!expected.has(d)) mismatches.push(`${d} extra (${nameOn(d)})`);
    }
    expect(mismatches).toEqual([]);
    expect(agreeing).toBe(rows.length);
  });

  it("gives the reference name wherever it names a festival, and the law's names elsewhere", () => {
    const mismatches: string[] = [];
    for (const [date = "", name = ""] of rows) {
      const got = nameOn(date);
      const oneOff = ONE_OFF_NAMES[date];
      let ok: boolean;
      if (oneOff !== undefined) ok = got === oneOff && (name === "休日（祝日扱い）" || oneOff.endsWith(name));
      else if (name === "休日") ok = got === SUBSTITUTE_HOLIDAY || got === CITIZENS_HOLIDAY;
      // The CSV writes 2019-10-14 as 体育の日（スポーツの日）: the name in force then was 体育の日 (renamed in 2020).
      else ok = got === name.replace(/（[^）]*）$/, "");
      if (!ok) mismatches.push(`${date}: computed ${got}, reference ${name}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe("the law's history", () => {
  it("has no holidays before the law (1947) and none before 1948-07-20", () => {
    expect(nationalHolidays(1947, { spring: dayNumber(1947, 3, 21), autumn: dayNumber(1947, 9, 24) }).size).toBe(0);
    expect(listOf(1948)).toEqual(["1948-09-23 秋分の日", "1948-11-03 文化の日", "1948-11-23 勤労感謝の日"]);
  });

  it("has the festivals of the 1948 law in 1949, and no 振替休日 before 1973-04-12", () => {
    expect(listOf(1949).map((line) => line.slice(11))).toEqual([
      "元日",
      "成人の日",
      "春分の日",
      "天皇誕生日",
      "憲法記念日",
      "こどもの日",
      "秋分の日",
      "文化の日",
      "勤労感謝の日",
    ]);
    // Before 1973-04-12 a Sunday festival gave no extra day: 成人の日 1967-01-15 was a Sunday.
    expect(youbi(dayNumber(1967, 1, 15))).toBe("日");
    expect(nameOn("1967-01-16")).toBeUndefined();
    expect(youbi(dayNumber(1973, 4, 29))).toBe("日");
    expect(nameOn("1973-04-30")).toBe(SUBSTITUTE_HOLIDAY);
  });

  it("moves a Sunday festival to the next day before 2007, and to the next non-festival from 2007", () => {
    // 1992-05-03 (Sunday): the old rule makes 05-04 a 振替休日 (not a 国民の休日, which excluded it).
    expect(nameOn("1992-05-04")).toBe(SUBSTITUTE_HOLIDAY);
    // 2003: 05-04 is a Sunday between two festivals: no 国民の休日 (Sundays excluded), and nothing on 05-06.
    expect(nameOn("2003-05-04")).toBeUndefined();
    expect(nameOn("2003-05-06")).toBeUndefined();
    // 2008-05-04 みどりの日 is a Sunday: the next non-festival day is 05-06 (05-05 is こどもの日).
    expect(youbi(dayNumber(2008, 5, 4))).toBe("日");
    expect(nameOn("2008-05-06")).toBe(SUBSTITUTE_HOLIDAY);
    // 2009-05-03 憲法記念日 is a Sunday: 05-04 and 05-05 are festivals, so 05-06.
    expect(nameOn("2009-05-06")).toBe(SUBSTITUTE_HOLIDAY);
  });

  it("makes citizen's holidays (国民の休日) between two festivals", () => {
    for (const d of ["1988-05-04", "2009-09-22", "2015-09-22", "2026-09-22", "2019-04-30", "2019-05-02"]) {
      expect([d, nameOn(d)]).toEqual([d, CITIZENS_HOLIDAY]);
    }
    expect(nameOn("1985-05-04")).toBeUndefined(); // before the 1985-12-27 amendment
  });

  it("follows the emperors: 天皇誕生日 4/29 → 12/23 → none in 2019 → 2/23", () => {
    expect(nameOn("1988-04-29")).toBe("天皇誕生日");
    expect(nameOn("1989-04-29")).toBe("みどりの日");
    expect(nameOn("2018-12-23")).toBe("天皇誕生日");
    expect(listOf(2019).filter((line) => line.includes("天皇誕生日"))).toEqual([]);
    expect(nameOn("2020-02-23")).toBe("天皇誕生日");
    expect(nameOn("2007-04-29")).toBe("昭和の日");
    expect(nameOn("2007-05-04")).toBe("みどりの日");
    expect(listOf(2019).filter((line) => line.startsWith("2019-05") || line.startsWith("2019-04"))).toEqual([
      "2019-04-29 昭和の日",
      "2019-04-30 国民の休日",
      "2019-05-01 天皇の即位の日",
      "2019-05-02 国民の休日",
      "2019-05-03 憲法記念日",
      "2019-05-04 みどりの日",
      "2019-05-05 こどもの日",
      "2019-05-06 振替休日",
    ]);
    expect(nameOn("2019-10-22")).toBe("即位礼正殿の儀の行われる日");
  });

  it("applies the Olympic moves of 2020 and 2021", () => {
    const summer = (year: number): string[] => listOf(year).filter((line) => /^\d{4}-(0[789]|10)/.test(line));
    expect(summer(2020)).toEqual([
      "2020-07-23 海の日",
      "2020-07-24 スポーツの日",
      "2020-08-10 山の日",
      "2020-09-21 敬老の日",
      "2020-09-22 秋分の日",
    ]);
    expect(summer(2021)).toEqual([
      "2021-07-22 海の日",
      "2021-07-23 スポーツの日",
      "2021-08-08 山の日",
      "2021-08-09 振替休日",
      "2021-09-20 敬老の日",
      "2021-09-23 秋分の日",
    ]);
    expect(nameOn("2022-10-10")).toBe("スポーツの日");
  });
});

describe("substitute_for: the festival each 振替休日 replaces", () => {
  const replaced = (iso: string): string | undefined => {
    const n = parseIsoDate(iso)!;
    return holidayYear(civilDate(n).y, equinoxes.get(civilDate(n).y)!).substituteFor.get(n);
  };

  it("names the Sunday festival, under the rule of each period", () => {
    // 1973–2006: the Monday after a Sunday festival (1973-04-29 天皇誕生日 was the first).
    expect(replaced("1973-04-30")).toBe("天皇誕生日");
    // 2007+: the nearest following non-festival day (5月5日 Sunday, 5月6日 replaces it).
    expect(replaced("2019-05-06")).toBe("こどもの日");
    // 2008: みどりの日 (5月4日) on Sunday, 5月5日 a festival: 5月6日 replaces みどりの日.
    expect(replaced("2008-05-06")).toBe("みどりの日");
    expect(replaced("2020-02-24")).toBe("天皇誕生日");
    expect(replaced("2023-01-02")).toBe("元日");
    expect(replaced("2025-11-24")).toBe("勤労感謝の日");
    expect(replaced("2019-05-05")).toBeUndefined();
  });

  it("is given on every 振替休日 and on no other day, 1948–2027", () => {
    for (let year = FIRST_YEAR; year <= REF_LAST; year++) {
      const { holidays, substituteFor } = holidayYear(year, equinoxes.get(year)!);
      const substitutes = [...holidays].filter(([, name]) => name === SUBSTITUTE_HOLIDAY).map(([day]) => day);
      expect([...substituteFor.keys()], String(year)).toEqual(substitutes);
      for (const [day, festival] of substituteFor) {
        expect(youbi(day - 1) === "日" || holidays.has(day - 1), isoDate(day)).toBe(true);
        expect(HOLIDAY_NAMES, isoDate(day)).toContain(festival);
        expect([SUBSTITUTE_HOLIDAY, CITIZENS_HOLIDAY], isoDate(day)).not.toContain(festival);
      }
    }
  });
});

describe("HOLIDAY_NAMES (calendar/names.ts)", () => {
  it("holds every name the rules give over 1948–2100, and nothing else", () => {
    const all = new Map([...equinoxes, ...computeEquinoxDays(REF_LAST + 1, 2100)]);
    const names = new Set<string>();
    for (let year = FIRST_YEAR; year <= 2100; year++) for (const name of nationalHolidays(year, all.get(year)!).values()) names.add(name);
    expect([...names].filter((name) => !(HOLIDAY_NAMES as readonly string[]).includes(name))).toEqual([]);
    expect(HOLIDAY_NAMES.filter((name) => !names.has(name))).toEqual([]);
  });
});
