/**
 * The almanac the pro-field tests share is kept as JSON between workers and runs (pro-support.ts `fullAlmanac`): read
 * back, it must be the computed one, event for event and day for day, or those tests would check another almanac.
 */
import { describe, expect, it } from "vitest";
import { ComputedAlmanac } from "../../../generator/almanac.ts";
import { proFields } from "../../../calendar/records/pro-fields.ts";
import { almanacJson, almanacOfJson } from "./pro-support.ts";

describe("an almanac read back from its JSON", () => {
  it("has the computed almanac's events, and every day's context and pro fields (2026, and the days of its margins)", () => {
    const computed = new ComputedAlmanac(2026, 2026);
    const read = almanacOfJson(2026, 2026, almanacJson(computed));
    for (const key of ["crossings", "doyouEntries", "newMoons", "fullMoons", "lunarMonths"] as const) {
      expect(read[key], key).toEqual(computed[key]);
      expect(read[key].length, key).toBeGreaterThan(0);
    }
    expect([read.fromDay, read.toDay]).toEqual([computed.fromDay, computed.toDay]);
    // A year before and after the covered one: the rules that look back or ahead read the margins.
    for (let day = computed.fromDay - 365; day <= computed.toDay + 365; day++) {
      expect(read.day(day)).toEqual(computed.day(day));
      if (day >= computed.fromDay && day <= computed.toDay)
        expect(proFields(read, read.day(day))).toEqual(proFields(computed, computed.day(day)));
    }
    expect(() => read.day(computed.toDay + 2_000)).toThrow(RangeError);
  });
});
