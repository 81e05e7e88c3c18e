/** The day index format (schemas/files/day-index.ts): every value survives encoding, and bad files are refused. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BYTES_PER_DAY, DayIndex, encodeDayIndex, indexedDay, type IndexedDay } from "../../../schemas/files/day-index.ts";
import {
  CLOSURE_REASONS,
  HOLIDAY_NAMES,
  JUNICHOKU,
  KANSHI_60,
  KYUSEI,
  MOONMARK,
  NOTES,
  PERIOD_NAMES,
  ROKUYOU,
  SEKKI_24,
  SHUKU_27,
  SHUKU_28,
  TIDE_NAMES,
  YOUBI,
} from "../../../calendar/names.ts";

const bits = (n: number): fc.Arbitrary<number> =>
  fc.array(fc.boolean(), { minLength: n, maxLength: n }).map((b) => b.reduce((acc, on, i) => acc + (on ? 2 ** i : 0), 0));

const anyDay: fc.Arbitrary<IndexedDay> = fc.record({
  rokuyou: fc.nat(ROKUYOU.length - 1),
  weekday: fc.nat(YOUBI.length - 1),
  moonmark: fc.nat(MOONMARK.length - 1),
  sekki: fc.integer({ min: -1, max: SEKKI_24.length - 1 }),
  holiday: fc.boolean(),
  junichoku: fc.nat(JUNICHOKU.length - 1),
  kyusei: fc.nat(KYUSEI.length - 1),
  shuku28: fc.nat(SHUKU_28.length - 1),
  eto: fc.nat(KANSHI_60.length - 1),
  shuku27: fc.nat(SHUKU_27.length - 1),
  tide: fc.nat(TIDE_NAMES.length - 1),
  periods: bits(PERIOD_NAMES.length),
  notes: bits(NOTES.length),
  holidayName: fc.integer({ min: -1, max: HOLIDAY_NAMES.length - 1 }),
  closures: fc.record({
    national: fc.integer({ min: -1, max: CLOSURE_REASONS.length - 1 }),
    bank: fc.integer({ min: -1, max: CLOSURE_REASONS.length - 1 }),
    government: fc.integer({ min: -1, max: CLOSURE_REASONS.length - 1 }),
  }),
});

const OPEN = { national: null, bank: null, government: null } as const;

describe("day index", () => {
  it("decodes every encoded day to the same values (any first day, 1873 and before included)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -40_000, max: 60_000 }), fc.array(anyDay, { maxLength: 40 }), (first, days) => {
        const index = DayIndex.parse(encodeDayIndex(first, days));
        expect(index).not.toBeNull();
        expect(index!.count).toBe(days.length);
        days.forEach((day, i) => expect(index!.day(first + i)).toEqual(day));
        expect(index!.has(first - 1)).toBe(false);
        expect(index!.has(first + days.length)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("reads a record's values by vocabulary index, and refuses a value outside the vocabulary", () => {
    const record = {
      youbi: "日",
      rokuyou: "仏滅",
      moonmark: "満月",
      sekki: "立春",
      holiday: "振替休日",
      junichoku: "閉",
      kyusei: "九紫火星",
      shuku28: "軫",
      eto: "癸亥",
      shuku27: "軫",
      tide: "若潮",
      periods: [{ name: "kotsuchi" }, { name: "hassen" }],
      notes_arr: [{ id: "tensha" }, { id: "konjin-yugyo-center" }],
    };
    expect(indexedDay(record, { national: "holiday", bank: "holiday", government: "holiday" })).toEqual({
      rokuyou: 5,
      weekday: 6,
      moonmark: 2,
      sekki: SEKKI_24.indexOf("立春"),
      holiday: true,
      junichoku: 11,
      kyusei: 8,
      shuku28: 27,
      eto: 59,
      shuku27: 26,
      tide: 4,
      periods: (1 << 5) | (1 << 1),
      notes: 1 + 2 ** (NOTES.length - 1),
      holidayName: HOLIDAY_NAMES.indexOf("振替休日"),
      closures: { national: 0, bank: 0, government: 0 },
    });
    expect(indexedDay({ ...record, holiday: undefined }, { national: "sunday", bank: "year-end", government: null })).toMatchObject({
      holidayName: -1,
      closures: { national: CLOSURE_REASONS.indexOf("sunday"), bank: CLOSURE_REASONS.indexOf("year-end"), government: -1 },
    });
    expect(() => indexedDay({ ...record, rokuyou: "大吉" }, OPEN)).toThrow(/rokuyou/);
    expect(() => indexedDay({ ...record, notes_arr: [{ id: "nope" }] }, OPEN)).toThrow(/note/);
    expect(() => indexedDay({ ...record, holiday: "海賊の日" }, OPEN)).toThrow(/holiday/);
  });

  it("refuses bytes that are not an index: bad magic, width, or length", () => {
    const good = encodeDayIndex(100, [
      indexedDay(
        {
          youbi: "月",
          rokuyou: "大安",
          moonmark: "",
          sekki: "",
          junichoku: "建",
          kyusei: "一白水星",
          shuku28: "角",
          eto: "甲子",
          shuku27: "角",
          tide: "大潮",
          periods: [],
          notes_arr: [],
        },
        OPEN,
      ),
    ]);
    expect(DayIndex.parse(good)).not.toBeNull();
    expect(DayIndex.parse(good.subarray(0, good.length - 1))).toBeNull();
    const badMagic = good.slice();
    badMagic[0] = 0;
    expect(DayIndex.parse(badMagic)).toBeNull();
    const badWidth = good.slice();
    badWidth[15] = BYTES_PER_DAY + 1;
    expect(DayIndex.parse(badWidth)).toBeNull();
    expect(DayIndex.parse(new Uint8Array(3))).toBeNull();
  });
});
