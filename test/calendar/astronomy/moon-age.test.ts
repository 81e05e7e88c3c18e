/**
 * 月齢 at 12:00 JST against NAOJ's 各地のこよみ (test/reference/naoj_moon_age_2026.csv).
 */
import { describe, expect, it } from "vitest";
import { moonAge, moonAgeDays } from "../../../calendar/astronomy/moon-age.ts";
import { moonPhases } from "../../../calendar/astronomy/moon-phases.ts";
import { dayNumber, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { readReferenceCsv } from "../../support/reference.ts";

/** The new moons of 2025–2026 (the ages of 2026 count from them). */
const NEW_MOONS = moonPhases(0, Date.UTC(2025, 11, 1), Date.UTC(2027, 0, 1));
const age = (day: number): number => moonAge(day, NEW_MOONS);
const ageDays = (day: number): number => moonAgeDays(day, NEW_MOONS);

describe("月齢 (age at 12:00 JST) against NAOJ", () => {
  const rows = readReferenceCsv("naoj_moon_age_2026.csv");

  it("prints every published age, rounded half up to 0.1", () => {
    let worst = 0;
    let worstAt = "";
    const wrong: string[] = [];
    for (const [date, published] of rows) {
      const day = parseIsoDate(date!)!;
      if (age(day) !== Number(published)) wrong.push(`${date}: published ${published}, computed ${age(day)}`);
      const diff = ageDays(day) - Number(published);
      if (Math.abs(diff) > Math.abs(worst)) [worst, worstAt] = [diff, date!];
    }
    console.info(
      `月齢 (TZ=${process.env.TZ ?? "unset"}): ${rows.length} rows, worst unrounded difference ${worst.toFixed(3)} days (${worstAt})`,
    );
    expect(wrong).toEqual([]);
    expect(Math.abs(worst)).toBeLessThanOrEqual(0.05);
  });

  it("counts from that day's new moon when it is before noon, from the previous one after noon", () => {
    // 朔 2026-08-13 02:37 JST (before noon): 0.4 that day, 28.7 the day before.
    expect(age(dayNumber(2026, 8, 13))).toBe(0.4);
    expect(age(dayNumber(2026, 8, 12))).toBe(28.7);
  });

  it("refuses a day whose new moon the list does not hold, rather than count from an older one", () => {
    expect(() => moonAge(dayNumber(2025, 11, 20), NEW_MOONS)).toThrow(/no new moon within 31 days/);
  });
});
