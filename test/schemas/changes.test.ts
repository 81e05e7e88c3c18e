/** The data releases table: the newest is the current RULES_RELEASED, newest first, each 暦要項 change a real equinox day. */
import { describe, expect, it } from "vitest";
import { ComputedAlmanac } from "../../generator/almanac.ts";
import { REKIYOUKOU } from "../../calendar/holidays/rekiyoukou.ts";
import { holidaysOfYear } from "../../generator/records/lite-day.ts";
import { RULES_RELEASED } from "../../generator/version.ts";
import { DATA_RELEASES, DataRelease } from "../../schemas/changes.ts";
import { isoDate } from "../../calendar/time/day-number.ts";

describe("DATA_RELEASES", () => {
  it("starts with the current release (bump RULES_RELEASED and add its line together) and runs newest first", () => {
    expect(DATA_RELEASES[0]!.version).toBe(RULES_RELEASED);
    for (const r of DATA_RELEASES) expect(DataRelease.safeParse(r).success, r.version).toBe(true);
    const instants = DATA_RELEASES.map((r) => Date.parse(r.version.includes("T") ? r.version : `${r.version}T00:00:00Z`));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    for (const r of DATA_RELEASES) expect(r.version.startsWith(r.released), r.version).toBe(true);
  });

  it("names as confirmed by a 暦要項 only equinox days of years in the 暦要項 table", () => {
    const rekiyoukou = DATA_RELEASES.flatMap((r) => r.changes.filter((c) => c.kind === "rekiyoukou"));
    expect(rekiyoukou.length).toBeGreaterThan(0);
    for (const c of rekiyoukou) {
      const year = Number(c.date!.slice(0, 4));
      expect(REKIYOUKOU.some((row) => row.year === year)).toBe(true);
      const almanac = new ComputedAlmanac(year, year);
      const names = new Map([...holidaysOfYear(almanac, year).holidays].map(([day, name]) => [isoDate(day), name]));
      expect(["春分の日", "秋分の日"]).toContain(names.get(c.date!));
      expect(c.after).toBe("confirmed");
    }
  });
});
