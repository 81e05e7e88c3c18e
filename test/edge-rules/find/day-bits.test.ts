/**
 * The finder's bitsets (edge-rules/find/day-bits.ts) against the day index they are made from, on the generated
 * 2020–2030 index: every bit of every value, note, period, holiday, 五十日 and calendar closure is the record's; and a
 * search over a long index (the 2020–2030 days laid end to end, 24,108 days) hands the event loop back between slices
 * of scored days, with the same result as at once.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { VALUE_FIELDS } from "../../../edge-rules/find/day-bits.ts";
import { dayBits, type ValueReader } from "../../../edge-rules/find/day-bits.ts";
import { purposeSigns } from "../../../edge-rules/find/purpose.ts";
import { search, searchSliced, SCORED_DAYS_PER_SLICE } from "../../../edge-rules/find/search.ts";
import {
  CLOSURE_BYTE,
  DAY_INDEX_PATH,
  DayIndex,
  encodeDayIndex,
  RECORD_READERS,
  type IndexedDay,
} from "../../../schemas/files/day-index.ts";
import { civilDate } from "../../../calendar/time/day-number.ts";
import { PURPOSES } from "../../../schemas/glossary/purposes.ts";
import { isGotobi } from "../../../calendar/business/gotobi.ts";
import { BUSINESS_CALENDARS, NOTE_IDS, PERIOD_NAMES } from "../../../calendar/names.ts";
import { generatedTree } from "../../support/generated-tree.ts";

let index: DayIndex;
beforeAll(async () => {
  const tree = await generatedTree(2020, 2030);
  index = DayIndex.parse(readFileSync(join(tree.dir, "public", DAY_INDEX_PATH)))!;
}, 180_000);

const VALUE_READERS: readonly ValueReader[] = [...VALUE_FIELDS, "holiday"];

/** Whether position `i` is set in `bits`. */
const bit = (bits: Uint32Array, i: number): boolean => ((bits[i >>> 5]! >>> (i & 31)) & 1) === 1;

describe("day bitsets", () => {
  it("hold exactly the days whose record has the value, note, period, holiday, 五十日 or closure", () => {
    const bits = dayBits(index);
    const bytes = index.bytes;
    const wrong: string[] = [];
    const check = (what: string | (() => string), day: number, got: boolean, want: boolean): void => {
      if (got !== want) wrong.push(`${typeof what === "string" ? what : what()} ${day}: ${got}`);
    };
    let checked = 0;
    for (let i = 0; i < index.count; i++) {
      const day = index.firstDay + i;
      const at = index.offset(day);
      for (const field of VALUE_READERS) {
        // The day is in its value's set and in no other (none: in no set).
        const v = RECORD_READERS[field](bytes, at);
        for (let value = 0; value < 64; value++) check(() => `${field} ${value}`, day, bit(bits.value(field, value), i), value === v);
      }
      const notes = RECORD_READERS.notesLow(bytes, at) + RECORD_READERS.notesHigh(bytes, at) * 2 ** 32;
      NOTE_IDS.forEach((_, n) => check(() => `note ${n}`, day, bit(bits.note(n), i), Math.floor(notes / 2 ** n) % 2 === 1));
      PERIOD_NAMES.forEach((_, p) =>
        check(`period ${p}`, day, bit(bits.period(p), i), ((RECORD_READERS.periods(bytes, at) >> p) & 1) === 1),
      );
      const { y, m, d } = civilDate(day);
      check("gotobi", day, bit(bits.gotobi(), i), isGotobi(y, m, d));
      for (const calendar of BUSINESS_CALENDARS)
        check(calendar, day, bit(bits.closed(calendar), i), bytes[at + CLOSURE_BYTE[calendar]] !== 0);
      checked++;
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(checked).toBe(4018);
    // No bit past the last day.
    expect(bits.value("weekday", 0).length).toBe(Math.ceil(index.count / 32));
  });

  it("a sliced search hands the event loop back every few thousand scored days and answers as a search at once", async () => {
    const days: IndexedDay[] = [];
    for (let copy = 0; copy < 6; copy++)
      for (let day = index.firstDay; day < index.firstDay + index.count; day++) days.push(index.day(day));
    const long = DayIndex.parse(encodeDayIndex(index.firstDay, days))!;
    const wedding = PURPOSES.find((p) => p.id === "wedding")!;
    const input = {
      startDay: long.firstDay,
      endDay: long.firstDay + long.count - 1,
      conditions: { values: {} },
      purpose: purposeSigns(wedding),
      minScore: -20,
      order: "score" as const,
      limit: 5,
    };
    let turns = 0;
    const sliced = await searchSliced(long, input, async () => {
      turns++;
    });
    expect(turns).toBeGreaterThanOrEqual(Math.floor(long.count / SCORED_DAYS_PER_SLICE) - 1);
    expect(sliced).toEqual(search(long, input));
    expect(sliced.hits).toHaveLength(5);
  });
});
