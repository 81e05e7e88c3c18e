/**
 * The rise/set table on two threads (generator/astronomy/rise-set-parallel.ts) is the table of one run, minute for
 * minute: the later half of the days comes from a worker thread and is joined after the earlier half.
 */
import { describe, expect, it } from "vitest";
import { riseSetTableParallel } from "../../../generator/astronomy/rise-set-parallel.ts";
import { riseSetTable } from "../../../generator/astronomy/rise-set-table.ts";
import { dayNumber } from "../../../schemas/day-number.ts";
import { PLACES } from "../../../schemas/places.ts";

describe("riseSetTableParallel", () => {
  it("joins a worker thread's half into the single-run table (2099–2100, five places from Sapporo to Naha)", async () => {
    const places = [PLACES[0], PLACES[12], PLACES[25], PLACES[39], PLACES[46]].map((p) => ({
      latitude: p.latitude,
      longitude: p.longitude,
    }));
    const from = dayNumber(2099, 1, 1);
    const to = dayNumber(2100, 12, 31);
    const joined = await riseSetTableParallel(places, from, to, 2);
    const single = riseSetTable(places, from, to);
    expect({ fromDay: joined.fromDay, toDay: joined.toDay, placeCount: joined.placeCount }).toEqual({
      fromDay: from,
      toDay: to,
      placeCount: 5,
    });
    expect(joined.minutes.length).toBe(single.minutes.length);
    expect(
      Buffer.from(joined.minutes.buffer, joined.minutes.byteOffset, joined.minutes.byteLength).equals(
        Buffer.from(single.minutes.buffer, single.minutes.byteOffset, single.minutes.byteLength),
      ),
    ).toBe(true);
  }, 60_000);
});
