import { describe, expect, it } from "vitest";
import {
  civilDate,
  dayNumber,
  daysInMonth,
  isoDate,
  jstDayOfInstant,
  jstDayStartMs,
  julianDayNumber,
  minuteOfDayText,
  parseIsoDate,
  shiftMonth,
} from "../../../calendar/time/day-number.ts";

describe("day numbers", () => {
  it("round-trips every day from 1800 to 2200, each the day after the previous", () => {
    const broken: number[] = [];
    let previous = civilDate(dayNumber(1800, 1, 1) - 1);
    for (let n = dayNumber(1800, 1, 1); n <= dayNumber(2200, 12, 31); n++) {
      const date = civilDate(n);
      const next =
        previous.d + 1 <= daysInMonth(previous.y, previous.m)
          ? { ...previous, d: previous.d + 1 }
          : previous.m < 12
            ? { y: previous.y, m: previous.m + 1, d: 1 }
            : { y: previous.y + 1, m: 1, d: 1 };
      if (dayNumber(date.y, date.m, date.d) !== n || date.y !== next.y || date.m !== next.m || date.d !== next.d) broken.push(n);
      previous = date;
    }
    expect(broken).toEqual([]);
  });
  it("matches the Julian Day Number of 2000-01-01 (2451545)", () => {
    expect(julianDayNumber(dayNumber(2000, 1, 1))).toBe(2_451_545);
  });
  it("puts 2025-01-01T14:59:59Z on JST 2025-01-01 and 15:00:00Z on 2025-01-02", () => {
    expect(isoDate(jstDayOfInstant(Date.UTC(2025, 0, 1, 14, 59, 59)))).toBe("2025-01-01");
    expect(isoDate(jstDayOfInstant(Date.UTC(2025, 0, 1, 15, 0, 0)))).toBe("2025-01-02");
  });
  it("starts a JST day at 15:00 UTC the day before: Date.UTC(y, 0, 1) − 9 h for every year 100–9999, and its first instant", () => {
    const broken: number[] = [];
    for (let y = 100; y <= 9999; y++) if (jstDayStartMs(dayNumber(y, 1, 1)) !== Date.UTC(y, 0, 1) - 9 * 3_600_000) broken.push(y);
    expect(broken).toEqual([]);
    expect(jstDayStartMs(dayNumber(2025, 1, 2))).toBe(Date.UTC(2025, 0, 1, 15));
    for (let day = dayNumber(1873, 1, 1); day <= dayNumber(2100, 12, 31); day += 7) {
      if (jstDayOfInstant(jstDayStartMs(day)) !== day || jstDayOfInstant(jstDayStartMs(day) - 1) !== day - 1) broken.push(day);
    }
    expect(broken).toEqual([]);
  });
  it("parses only strict, existing YYYY-MM-DD dates", () => {
    expect(parseIsoDate("2024-02-29")).toBe(dayNumber(2024, 2, 29));
    for (const bad of ["2025-02-29", "2025-13-01", "2025-1-01", "20250101", " 2025-01-01", "2025-01-00", "2100-02-29"]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });
});

describe("shiftMonth", () => {
  it("steps month by month, across year ends both ways, as counting the months one at a time does", () => {
    const broken: string[] = [];
    for (let y = 1872; y <= 1874; y++)
      for (let m = 1; m <= 12; m++) {
        let at = { y, m };
        for (let k = 1; k <= 30; k++) {
          at = at.m === 12 ? { y: at.y + 1, m: 1 } : { y: at.y, m: at.m + 1 };
          const ahead = shiftMonth(y, m, k);
          const back = shiftMonth(at.y, at.m, -k);
          if (ahead.y !== at.y || ahead.m !== at.m || back.y !== y || back.m !== m) broken.push(`${y}-${m} ±${k}`);
        }
      }
    expect(broken).toEqual([]);
    expect(shiftMonth(2026, 5, 0)).toEqual({ y: 2026, m: 5 });
  });
});

describe("minuteOfDayText", () => {
  it("writes every minute of the day as HH:MM, 00:00 through 23:59", () => {
    const wrong: number[] = [];
    for (let m = 0; m < 1440; m++) {
      const [h, mm] = minuteOfDayText(m).split(":").map(Number);
      if (!/^[0-9]{2}:[0-9]{2}$/.test(minuteOfDayText(m)) || h! * 60 + mm! !== m) wrong.push(m);
    }
    expect(wrong).toEqual([]);
  });
});
