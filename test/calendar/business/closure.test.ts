/**
 * The business-day closure rules (calendar/business/closure.ts) at each change of the
 * law, docs/calendar.md §13: bank Saturdays (銀行法施行令 第5条: second from 1983-08, second and
 * third from 1986-08, all from 1989-02), government Saturdays (行政機関の休日に関する法律: second
 * and fourth from 1989-01, all from 1992-05-01), the year-end days and the precedence of reasons,
 * the caller's own closed and open days included.
 */
import { describe, expect, it } from "vitest";
import {
  bankSaturdayClosed,
  bankYearEnd,
  businessClosures,
  closureWithCustomDays,
  governmentSaturdayClosed,
  governmentYearEnd,
  nationalSaturdayClosed,
} from "../../../calendar/business/closure.ts";
import { youbi } from "../../../calendar/time/weekday.ts";
import { parseIsoDate } from "../../../calendar/time/day-number.ts";

const day = (iso: string): number => parseIsoDate(iso)!;
/** A Saturday, checked to be one. */
const saturday = (iso: string): number => {
  expect(youbi(day(iso)), iso).toBe("土");
  return day(iso);
};

describe("bank Saturdays (銀行法施行令 第5条)", () => {
  it("are open before 1983-08, the second closed from 1983-08-13", () => {
    expect(bankSaturdayClosed(saturday("1983-07-09"))).toBe(false); // second Saturday, before the amendment
    expect(bankSaturdayClosed(saturday("1983-08-06"))).toBe(false); // first Saturday
    expect(bankSaturdayClosed(saturday("1983-08-13"))).toBe(true); // the first closed Saturday
    expect(bankSaturdayClosed(saturday("1985-06-08"))).toBe(true); // 1985: second closed
    expect(bankSaturdayClosed(saturday("1985-06-01"))).toBe(false); // 1985: first open
    expect(bankSaturdayClosed(saturday("1985-06-15"))).toBe(false); // 1985: third open
  });

  it("close the second and third from 1986-08, every one from 1989-02", () => {
    expect(bankSaturdayClosed(saturday("1986-07-19"))).toBe(false); // third, before
    expect(bankSaturdayClosed(saturday("1986-08-16"))).toBe(true); // third, after
    expect(bankSaturdayClosed(saturday("1988-10-22"))).toBe(false); // fourth
    expect(bankSaturdayClosed(saturday("1989-01-28"))).toBe(false); // fourth, before 1989-02
    expect(bankSaturdayClosed(saturday("1989-02-04"))).toBe(true); // 完全週休2日制, first day
    expect(bankSaturdayClosed(saturday("2026-05-30"))).toBe(true);
    expect(bankSaturdayClosed(day("1989-02-06"))).toBe(false); // a Monday
  });
});

describe("government Saturdays (行政機関の休日に関する法律)", () => {
  it("are open before 1989; the second and fourth closed from 1989-01", () => {
    expect(governmentSaturdayClosed(saturday("1988-12-10"))).toBe(false);
    expect(governmentSaturdayClosed(saturday("1989-01-07"))).toBe(false); // first
    expect(governmentSaturdayClosed(saturday("1989-01-14"))).toBe(true); // the first 土曜閉庁
    expect(governmentSaturdayClosed(saturday("1990-03-10"))).toBe(true); // 1990: second closed
    expect(governmentSaturdayClosed(saturday("1990-03-03"))).toBe(false); // 1990: first open
    expect(governmentSaturdayClosed(saturday("1990-03-17"))).toBe(false); // third open
    expect(governmentSaturdayClosed(saturday("1990-03-24"))).toBe(true); // fourth closed
    expect(governmentSaturdayClosed(saturday("1990-03-31"))).toBe(false); // fifth open
  });

  it("close every Saturday from 1992-05-01", () => {
    expect(governmentSaturdayClosed(saturday("1992-04-04"))).toBe(false);
    expect(governmentSaturdayClosed(saturday("1992-05-02"))).toBe(true);
    for (const iso of ["1993-01-02", "1993-01-09", "1993-01-16", "1993-01-23", "1993-01-30"]) {
      expect(governmentSaturdayClosed(saturday(iso)), iso).toBe(true);
    }
  });
});

describe("the national calendar and the year-end days", () => {
  it("closes every Saturday of the coverage on the national calendar", () => {
    expect(nationalSaturdayClosed(saturday("1873-01-04"))).toBe(true);
    expect(nationalSaturdayClosed(saturday("1975-06-07"))).toBe(true);
    expect(nationalSaturdayClosed(day("1975-06-06"))).toBe(false);
  });

  it("closes 12/31–1/3 for banks and 12/29–1/3 for government (from 1873-01-07)", () => {
    expect(["12-30", "12-31", "01-01", "01-03", "01-04"].map((md) => bankYearEnd(day(`2026-${md}`)))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(["12-28", "12-29", "12-31", "01-03", "01-04"].map((md) => governmentYearEnd(day(`2026-${md}`)))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(governmentYearEnd(day("1873-01-02"))).toBe(false); // before 明治6年太政官布告第2号
    expect(governmentYearEnd(day("1873-12-29"))).toBe(true);
  });
});

describe("businessClosures: one reason a day, by precedence", () => {
  it("labels 元日 a holiday, not the year-end; a Sunday 12/31 the year-end", () => {
    expect(businessClosures(day("2026-01-01"), true)).toEqual({ national: "holiday", bank: "holiday", government: "holiday" });
    expect(businessClosures(day("2023-12-31"), false)).toEqual({ national: "sunday", bank: "year-end", government: "year-end" });
    expect(businessClosures(day("2022-12-31"), false)).toEqual({ national: "saturday", bank: "year-end", government: "year-end" });
    expect(businessClosures(day("2026-12-29"), false)).toEqual({ national: null, bank: null, government: "year-end" });
    expect(businessClosures(day("1985-06-01"), false)).toEqual({ national: "saturday", bank: null, government: null });
    expect(businessClosures(day("1985-06-08"), false)).toEqual({ national: "saturday", bank: "saturday", government: null });
    expect(businessClosures(day("2026-05-27"), false)).toEqual({ national: null, bank: null, government: null });
  });
});

describe("closureWithCustomDays: the caller's own days", () => {
  it("opens a day the caller opens, keeps the calendar's reason, else custom when the caller closes it (every input)", () => {
    for (const calendar of [null, "holiday", "year-end", "sunday", "saturday"] as const) {
      for (const closed of [false, true]) {
        expect(closureWithCustomDays(calendar, closed, true), `${calendar} ${closed} open`).toBeNull();
        if (calendar !== null) expect(closureWithCustomDays(calendar, closed, false), `${calendar} ${closed}`).toBe(calendar);
      }
    }
    expect(closureWithCustomDays("holiday", true, false)).toBe("holiday"); // custom only when the calendar leaves it open
    expect(closureWithCustomDays(null, true, false)).toBe("custom");
    expect(closureWithCustomDays(null, false, false)).toBeNull();
  });
});
