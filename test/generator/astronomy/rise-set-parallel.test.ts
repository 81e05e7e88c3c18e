/**
 * The rise/set table on two threads (generator/astronomy/rise-set-parallel.ts) is the table of one run, minute for
 * minute: its chunks of days, some from a worker thread taking them from the end and some from this thread, join
 * into the single run's table.
 */
import { describe, expect, it } from "vitest";
import { riseSetTableParallel, SharedRiseSet } from "../../../generator/astronomy/rise-set-parallel.ts";
import { riseSetTable } from "../../../calendar/astronomy/rise-set-table.ts";
import { dayNumber } from "../../../calendar/time/day-number.ts";
import { PLACES } from "../../../calendar/astronomy/places.ts";

describe("riseSetTableParallel", () => {
  it("joins the chunks of two threads into the single-run table (2099–2100, five places from Sapporo to Naha)", async () => {
    const places = [PLACES[0], PLACES[12], PLACES[25], PLACES[39], PLACES[46]].map((p) => ({
      latitude: p.latitude,
      longitude: p.longitude,
    }));
    const from = dayNumber(2099, 1, 1);
    const to = dayNumber(2100, 12, 31);
    const joined = await riseSetTableParallel(places, from, to, 2, 61); // 12 chunks, the last one short
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
    expect(joined.fallbacks).toBe(single.fallbacks);
  }, 60_000);

  it("hands a chunk to the records as they reach it: ensure makes a day's minutes available at once", async () => {
    const places = [PLACES[12]].map((p) => ({ latitude: p.latitude, longitude: p.longitude }));
    const from = dayNumber(2100, 1, 1);
    const to = dayNumber(2100, 12, 31);
    const shared = SharedRiseSet.start(places, from, to, { minDays: 2, chunkDays: 30 });
    const single = riseSetTable(places, from, to);
    const day = dayNumber(2100, 6, 15) - from;
    shared.ensure(from + day);
    expect([...shared.table.minutes.subarray(day * 4, day * 4 + 4)]).toEqual([...single.minutes.subarray(day * 4, day * 4 + 4)]);
    await shared.finish();
  }, 60_000);
});
