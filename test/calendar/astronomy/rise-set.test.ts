/**
 * Sun and moon times against NAOJ's 各地のこよみ (test/reference/naoj_rise_set_2006_2026.csv):
 * every published minute is reproduced, and the worst unrounded difference (computed − published,
 * minutes) is reported per quantity. Also the cost of computing them, for the lead's choice
 * between prerendering and computing per request.
 */
import { describe, expect, it } from "vitest";
import { Body } from "astronomy-engine";
import {
  jstMinute,
  jstMinuteOfDay,
  moonTimes,
  riseSetInstants,
  riseSetWindow,
  sunTimes,
  type GeoPoint,
} from "../../../calendar/astronomy/rise-set.ts";
import { dayNumber, JST_OFFSET_MS, MS_PER_DAY, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { seededRandom } from "../../support/seeded-random.ts";
import { PLACES, placeById } from "../../../calendar/astronomy/places.ts";
import { readReferenceCsv } from "../../support/reference.ts";

/** Reference places: the capitals, plus 根室 (NAOJ's 43°20′ N 145°35′ E, a 各地のこよみ place). */
function place(id: string): GeoPoint {
  if (id === "nemuro") return { latitude: 43 + 20 / 60, longitude: 145 + 35 / 60 };
  const found = placeById(id);
  if (found === undefined) throw new Error(`unknown place ${id}`);
  return found;
}

const QUANTITIES = [
  { name: "sunrise", body: Body.Sun, key: "riseMs", column: 2 },
  { name: "sunset", body: Body.Sun, key: "setMs", column: 3 },
  { name: "moonrise", body: Body.Moon, key: "riseMs", column: 4 },
  { name: "moonset", body: Body.Moon, key: "setMs", column: 5 },
] as const;

describe("sun and moon times against NAOJ 各地のこよみ", () => {
  const rows = readReferenceCsv("naoj_rise_set_2006_2026.csv");

  it("reproduces every published minute and every published '--:--'", () => {
    const mismatches: string[] = [];
    const report: string[] = [];
    for (const q of QUANTITIES) {
      let worst = 0;
      let worstAt = "";
      let count = 0;
      for (const row of rows) {
        const published = row[q.column]!;
        if (published === "") continue;
        const day = parseIsoDate(row[1]!)!;
        const instant = riseSetInstants(q.body, place(row[0]!), day)[q.key];
        count++;
        if (published === "-") {
          if (instant !== null) mismatches.push(`${row[0]} ${row[1]} ${q.name}: none published, computed ${jstMinute(instant)}`);
          continue;
        }
        if (instant === null) {
          mismatches.push(`${row[0]} ${row[1]} ${q.name}: published ${published}, computed none`);
          continue;
        }
        if (jstMinute(instant) !== published)
          mismatches.push(`${row[0]} ${row[1]} ${q.name}: published ${published}, computed ${jstMinute(instant)}`);
        const [h, m] = published.split(":").map(Number);
        const minutes = (instant - Date.parse(`${row[1]}T00:00:00+09:00`)) / 60_000 - (h! * 60 + m!);
        if (Math.abs(minutes) > Math.abs(worst)) [worst, worstAt] = [minutes, `${row[1]} ${row[0]}`];
      }
      report.push(`${q.name}: ${count} rows, worst ${worst >= 0 ? "+" : ""}${worst.toFixed(2)} min (${worstAt})`);
      // NAOJ rounds to the minute, so an exact computation is within ±0.5 min of every row.
      expect(Math.abs(worst), q.name).toBeLessThan(0.5);
    }
    console.info(`NAOJ 各地のこよみ (TZ=${process.env.TZ ?? "unset"}): ${report.join("; ")}`);
    expect(mismatches).toEqual([]);
  });

  it("gives the same times under any machine timezone (only UTC instants and day numbers are used)", () => {
    // The suite runs under several TZ values; these are fixed published values for one day.
    expect(sunTimes(place("tokyo"), dayNumber(2026, 8, 13))).toEqual({ rise: "04:58", set: "18:33" });
    expect(moonTimes(place("tokyo"), dayNumber(2026, 8, 13))).toEqual({ rise: "05:10", set: "18:53" });
  });

  it("returns null for a day without moonrise or moonset (NAOJ's --:--)", () => {
    expect(moonTimes(place("tokyo"), dayNumber(2026, 10, 5)).rise).toBeNull();
    expect(moonTimes(place("tokyo"), dayNumber(2026, 10, 20)).set).toBeNull();
  });

  it("has no null sunrise or sunset anywhere in Japan, and a moon that misses at most one event a day", () => {
    for (const p of PLACES) {
      for (let day = dayNumber(2026, 1, 1); day < dayNumber(2026, 1, 1) + 30; day += 7) {
        const sun = sunTimes(p, day);
        expect(sun.rise, p.id).not.toBeNull();
        expect(sun.set, p.id).not.toBeNull();
        const moon = moonTimes(p, day);
        expect(moon.rise !== null || moon.set !== null, p.id).toBe(true);
      }
    }
  });

  it("prints the minute rounded half up, 00:00–23:59", () => {
    const at = (iso: string): number => Date.parse(iso);
    expect(jstMinute(at("2026-01-01T05:12:29.9+09:00"))).toBe("05:12");
    expect(jstMinute(at("2026-01-01T05:12:30+09:00"))).toBe("05:13");
    expect(jstMinute(at("2026-01-01T23:59:29+09:00"))).toBe("23:59");
    expect(jstMinute(at("2026-01-01T23:59:30+09:00"))).toBe("00:00");
  });
});

describe("the JST day's window and minute (point-sky.ts's zoneDayWindow and zoneMinuteOfDay in JST)", () => {
  it("are the JST formulas to the bit: every day of 1873–2100, and 100,000 instants (exact, whole ms and on the half minute)", () => {
    const broken: string[] = [];
    for (let day = dayNumber(1873, 1, 1); day <= dayNumber(2100, 12, 31); day++) {
      const startMs = day * MS_PER_DAY - JST_OFFSET_MS - 30_000;
      const w = riseSetWindow(day);
      if (w.startMs !== startMs || w.endMs !== startMs + MS_PER_DAY) broken.push(`window ${day}`);
    }
    const next = seededRandom(15);
    const [first, last] = [dayNumber(1873, 1, 1) * MS_PER_DAY, dayNumber(2101, 1, 1) * MS_PER_DAY];
    for (let i = 0; i < 100_000; i++) {
      const ms = first + (last - first) * next();
      for (const utcMs of [ms, Math.round(ms), Math.round(ms / 30_000) * 30_000]) {
        const minutes = Math.floor((utcMs + JST_OFFSET_MS + 30_000) / 60_000);
        if (jstMinuteOfDay(utcMs) !== ((minutes % 1440) + 1440) % 1440) broken.push(`minute ${utcMs}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("cost (informational)", () => {
  it("measures sun and moon times for one place for a year", () => {
    const tokyo = place("tokyo");
    const first = dayNumber(2026, 1, 1);
    const t0 = performance.now();
    for (let day = first; day < first + 365; day++) {
      sunTimes(tokyo, day);
      moonTimes(tokyo, day);
    }
    const ms = performance.now() - t0;
    console.info(`sun+moon times, 1 place × 365 days: ${ms.toFixed(0)} ms (${(ms / 365).toFixed(2)} ms a day)`);
    expect(ms).toBeGreaterThan(0);
  }, 120_000);
});
