/**
 * Ties the data's Last-Modified (RULES_RELEASED) to what the rules output: the records of a
 * sample year are hashed and pinned together with the release date. A change to any rule's
 * output fails here until RULES_RELEASED is bumped and the pin below is updated with it, so
 * Last-Modified never stays put while the bytes change.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ComputedAlmanac } from "../../../generator/almanac.ts";
import { liteDay } from "../../../generator/records/lite-day.ts";
import { proFields } from "../../../calendar/records/pro-fields.ts";
import { riseSetTable } from "../../../calendar/astronomy/rise-set-table.ts";
import { skyTimesOf } from "../../../generator/files/place-times.ts";
import { DEFAULT_PLACE } from "../../../calendar/astronomy/places.ts";
import { RULES_RELEASED } from "../../../generator/version.ts";
import { holidaysConfirmedThrough } from "../../../calendar/holidays/rekiyoukou.ts";
import { DEFAULT_BUILD_DATE } from "../../../generator/version.ts";

/** The holidays confirmed as of the default build date. */
const CONFIRMED_THROUGH = holidaysConfirmedThrough(DEFAULT_BUILD_DATE);

/** The pin: the release instant and the SHA-256 of every lite and pro record of 1873, 2026 and 2100 (times at the default place). */
const PINNED = { rulesReleased: "2026-11-28T23:00:00Z", recordsSha256: "1435713448aa1c5ad19ea25d58f1bed5671e0e0a2457a0186bd481eeb2f661dd" };

function recordsHash(): string {
  const hash = createHash("sha256");
  for (const year of [1873, 2026, 2100]) {
    const almanac = new ComputedAlmanac(year, year);
    const sky = riseSetTable([DEFAULT_PLACE], almanac.fromDay, almanac.toDay);
    for (let day = almanac.fromDay; day <= almanac.toDay; day++) {
      const ctx = almanac.day(day);
      const lite = liteDay(almanac, ctx, CONFIRMED_THROUGH);
      hash.update(`${JSON.stringify(lite)}\n${JSON.stringify({ ...lite, ...proFields(almanac, ctx), ...skyTimesOf(sky, 0, day) })}\n`);
    }
  }
  return hash.digest("hex");
}

describe("RULES_RELEASED (the data's Last-Modified)", () => {
  it("is pinned to the rules' output: bump it with any change of a record", () => {
    expect(
      { rulesReleased: RULES_RELEASED, recordsSha256: recordsHash() },
      "the records changed: bump RULES_RELEASED in generator/version.ts and update PINNED here",
    ).toEqual(PINNED);
  });
});
