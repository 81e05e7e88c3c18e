/**
 * The day index (日別索引): every covered day's searchable values packed into 18 bytes, written
 * once by the generator (`pro/gw/index/days.bin`, beside the pro tree: it holds pro values) and
 * read once per process or isolate by the finder, which then answers a query over the whole
 * coverage without reading a day file.
 *
 * File: a 24-byte header — the ASCII magic `koyomi-days-v3\n` (15 bytes), one byte holding
 * {@link BYTES_PER_DAY}, a little-endian int32 first day number and a uint32 day count — then
 * `count` records of {@link BYTES_PER_DAY} bytes, day after day.
 *
 * Record bytes (values are indices into the vocabularies of calendar/names.ts):
 *
 * | byte | bits | value |
 * |------|------|-------|
 * | 0    | 0–2 rokuyou (ROKUYOU), 3–5 weekday (YOUBI, 0 = 月), 6–7 moonmark (MOONMARK, 0 = none) |
 * | 1    | 0–4 sekki (0 = none, 1 + index into SEKKI_24), 5 holiday |
 * | 2    | 0–3 junichoku (JUNICHOKU), 4–7 day kyusei (KYUSEI) |
 * | 3    | 0–4 shuku28 (SHUKU_28) |
 * | 4    | 0–5 day eto (KANSHI_60) |
 * | 5    | 0–5 periods, bit i = PERIOD_NAMES[i] |
 * | 6–12 | notes, bit i of the 56-bit little-endian field = NOTES[i] (51 notes: below 2^53, exact in a double) |
 * | 13   | holiday name: 0 = none, else 1 + index into HOLIDAY_NAMES |
 * | 14   | closure on the `national` calendar: 0 = open, else 1 + index into CLOSURE_REASONS |
 * | 15   | closure on the `bank` calendar (same coding) |
 * | 16   | closure on the `government` calendar (same coding) |
 * | 17   | 0–4 shuku27 (SHUKU_27), 5–7 tide (TIDE_NAMES) |
 *
 * Bytes 13–16 are the business-day calendars' (docs/calendar.md §13): the generator computes each
 * closure under the rule in force on the day (calendar/business/closure.ts), so the
 * request side only reads bytes (edge-rules/business/). v1 had 12-byte records without them; v2
 * had 16 bytes, 48 note bits and no 二十七宿 or 潮名.
 */
import {
  BUSINESS_CALENDARS,
  type BusinessCalendar,
  CLOSURE_REASONS,
  type ClosureReason,
  HOLIDAY_NAMES,
  JUNICHOKU,
  KANSHI_60,
  KYUSEI,
  MOONMARK,
  NOTE_IDS,
  PERIOD_NAMES,
  ROKUYOU,
  SEKKI_24,
  SHUKU_27,
  SHUKU_28,
  TIDE_NAMES,
  YOUBI,
} from "../../calendar/names.ts";

/** Where the generator writes the index, relative to the generated root. */
export const DAY_INDEX_PATH = "pro/gw/index/days.bin";

/** Bytes of one day's record. */
export const BYTES_PER_DAY = 18;

/** Offset in a record of the holiday-name byte (0 = none, else 1 + index into HOLIDAY_NAMES). */
export const HOLIDAY_NAME_BYTE = 13;

/** Offset in a record of each calendar's closure byte (0 = open, else 1 + index into CLOSURE_REASONS). */
export const CLOSURE_BYTE: Readonly<Record<BusinessCalendar, number>> = { national: 14, bank: 15, government: 16 };

const MAGIC = "koyomi-days-v3\n";
const HEADER_BYTES = 24;

/** One day's searchable values, as vocabulary indices. */
export interface IndexedDay {
  /** Index into ROKUYOU. */
  readonly rokuyou: number;
  /** Index into YOUBI (0 = 月 … 6 = 日). */
  readonly weekday: number;
  /** Index into MOONMARK (0 = no mark). */
  readonly moonmark: number;
  /** Index into SEKKI_24, or -1 when no term begins on the day. */
  readonly sekki: number;
  /** Whether the day is a national holiday. */
  readonly holiday: boolean;
  /** Indices into JUNICHOKU, KYUSEI, SHUKU_28, KANSHI_60. */
  readonly junichoku: number;
  readonly kyusei: number;
  readonly shuku28: number;
  readonly eto: number;
  /** Indices into SHUKU_27 and TIDE_NAMES. */
  readonly shuku27: number;
  readonly tide: number;
  /** Bit i set when the day lies in PERIOD_NAMES[i]. */
  readonly periods: number;
  /** Bit i set when NOTES[i] applies (51 notes: a number below 2^53, exact in a double). */
  readonly notes: number;
  /** Index into HOLIDAY_NAMES, or -1 on a day that is not a holiday. */
  readonly holidayName: number;
  /** Per business calendar: index into CLOSURE_REASONS, or -1 when the day is open. */
  readonly closures: Readonly<Record<BusinessCalendar, number>>;
}

/** A day's closure reason on each business calendar (null: open), as the generator computes it. */
export type DayClosures = Readonly<Record<BusinessCalendar, Exclude<ClosureReason, "custom"> | null>>;

/** A day record (LiteDay keys plus the ProDay keys the index reads). */
export interface IndexableRecord {
  readonly youbi: string;
  readonly rokuyou: string;
  readonly moonmark: string;
  readonly sekki: string;
  readonly holiday?: string;
  readonly junichoku: string;
  readonly kyusei: string;
  readonly shuku28: string;
  readonly eto: string;
  readonly shuku27: string;
  readonly tide: string;
  readonly periods: readonly { readonly name: string }[];
  readonly notes_arr: readonly { readonly id: string }[];
}

/** `value`'s index in `list`; throws when it is not there (a record outside its vocabulary). */
function indexIn(list: readonly string[], value: string, field: string): number {
  const i = list.indexOf(value);
  if (i < 0) throw new RangeError(`day index: ${field} ${JSON.stringify(value)} is not in the vocabulary`);
  return i;
}

/**
 * The index values of a day record (the same record the day files hold) and of its business-day
 * closures (computed by the generator: calendar/business/closure.ts).
 */
export function indexedDay(record: IndexableRecord, closures: DayClosures): IndexedDay {
  const { kyusei, periods, notes } = ruleFieldValues(record);
  return {
    rokuyou: indexIn(ROKUYOU, record.rokuyou, "rokuyou"),
    weekday: indexIn(YOUBI, record.youbi, "youbi"),
    moonmark: indexIn(MOONMARK, record.moonmark, "moonmark"),
    sekki: record.sekki === "" ? -1 : indexIn(SEKKI_24, record.sekki, "sekki"),
    holiday: record.holiday !== undefined,
    junichoku: indexIn(JUNICHOKU, record.junichoku, "junichoku"),
    kyusei,
    shuku28: indexIn(SHUKU_28, record.shuku28, "shuku28"),
    eto: indexIn(KANSHI_60, record.eto, "eto"),
    shuku27: indexIn(SHUKU_27, record.shuku27, "shuku27"),
    tide: indexIn(TIDE_NAMES, record.tide, "tide"),
    periods,
    notes,
    holidayName: record.holiday === undefined ? -1 : indexIn(HOLIDAY_NAMES, record.holiday, "holiday"),
    closures: {
      national: closures.national === null ? -1 : CLOSURE_REASONS.indexOf(closures.national),
      bank: closures.bank === null ? -1 : CLOSURE_REASONS.indexOf(closures.bank),
      government: closures.government === null ? -1 : CLOSURE_REASONS.indexOf(closures.government),
    },
  };
}

/**
 * The values a day rule decides (docs/interface.md#schools-rules: a record's `kyusei`, `notes_arr` and `periods`), as
 * the index stores them: the day 九星's index into KYUSEI, the period bits and the note mask.
 */
export type RuleFieldValues = Pick<IndexedDay, "kyusei" | "periods" | "notes">;

/** The {@link RuleFieldValues} of a record's (or computed record fields') `kyusei`, `periods` and `notes_arr`. */
export function ruleFieldValues(record: Pick<IndexableRecord, "kyusei" | "periods" | "notes_arr">): RuleFieldValues {
  let periods = 0;
  for (const p of record.periods) periods |= 1 << indexIn(PERIOD_NAMES, p.name, "period");
  let notes = 0;
  for (const n of record.notes_arr) notes += 2 ** indexIn(NOTE_IDS, n.id, "note");
  return { kyusei: indexIn(KYUSEI, record.kyusei, "kyusei"), periods, notes };
}

/**
 * Writes the values a day rule decides into the record at byte offset `at` (bits 4–7 of byte 2, byte 5, bytes 6–12),
 * leaving every other value of the record as it is: the generator's records and the finder's records under
 * non-default day rules (edge-rules/find/ruled-index.ts) are written by this one function.
 */
export function writeRuleFields(bytes: Uint8Array, at: number, values: RuleFieldValues): void {
  bytes[at + 2] = (bytes[at + 2]! & 15) | (values.kyusei << 4);
  bytes[at + 5] = values.periods;
  const low = values.notes % 2 ** 32;
  const high = Math.floor(values.notes / 2 ** 32);
  bytes[at + 6] = low & 0xff;
  bytes[at + 7] = (low >>> 8) & 0xff;
  bytes[at + 8] = (low >>> 16) & 0xff;
  bytes[at + 9] = low >>> 24;
  bytes[at + 10] = high & 0xff;
  bytes[at + 11] = (high >>> 8) & 0xff;
  bytes[at + 12] = high >>> 16;
}

/**
 * An index file of `count` days from `firstDay` (a day number): its header, and `records` (the days' records, `count`
 * × {@link BYTES_PER_DAY} bytes) copied after it, or zeros to be written (with {@link DayIndex.offset} of the parsed file).
 */
export function dayIndexFile(firstDay: number, count: number, records?: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES + count * BYTES_PER_DAY);
  for (let i = 0; i < MAGIC.length; i++) bytes[i] = MAGIC.charCodeAt(i);
  bytes[15] = BYTES_PER_DAY;
  const view = new DataView(bytes.buffer);
  view.setInt32(16, firstDay, true);
  view.setUint32(20, count, true);
  if (records !== undefined) {
    if (records.length !== count * BYTES_PER_DAY) throw new RangeError(`day index: ${records.length} bytes are not ${count} records`);
    bytes.set(records, HEADER_BYTES);
  }
  return bytes;
}

/** Writes the index file of `days`, the records of consecutive days from `firstDay` (a day number). */
export function encodeDayIndex(firstDay: number, days: readonly IndexedDay[]): Uint8Array {
  const bytes = dayIndexFile(firstDay, days.length);
  days.forEach((day, i) => {
    const at = HEADER_BYTES + i * BYTES_PER_DAY;
    bytes[at] = day.rokuyou | (day.weekday << 3) | (day.moonmark << 6);
    bytes[at + 1] = (day.sekki + 1) | (day.holiday ? 1 << 5 : 0);
    bytes[at + 2] = day.junichoku;
    bytes[at + 3] = day.shuku28;
    bytes[at + 4] = day.eto;
    writeRuleFields(bytes, at, day);
    bytes[at + HOLIDAY_NAME_BYTE] = day.holidayName + 1;
    for (const calendar of BUSINESS_CALENDARS) bytes[at + CLOSURE_BYTE[calendar]] = day.closures[calendar] + 1;
    bytes[at + 17] = day.shuku27 | (day.tide << 5);
  });
  return bytes;
}

/** Reads one value of the record at byte offset `at` (the table in the module comment). */
export type RecordReader = (bytes: Uint8Array, at: number) => number;

/**
 * The record layout, read side: each value of the record at `at`, as the vocabulary index
 * (sekki: −1 when none; holiday: 1 or 0; notes: the low 32 and the high 24 bits of the mask;
 * holidayName and the three closures: −1 when none).
 */
export const RECORD_READERS = {
  rokuyou: (b, at) => b[at]! & 7,
  weekday: (b, at) => (b[at]! >> 3) & 7,
  moonmark: (b, at) => b[at]! >> 6,
  sekki: (b, at) => (b[at + 1]! & 31) - 1,
  holiday: (b, at) => (b[at + 1]! >> 5) & 1,
  junichoku: (b, at) => b[at + 2]! & 15,
  kyusei: (b, at) => b[at + 2]! >> 4,
  shuku28: (b, at) => b[at + 3]!,
  eto: (b, at) => b[at + 4]!,
  periods: (b, at) => b[at + 5]!,
  notesLow: (b, at) => (b[at + 6]! | (b[at + 7]! << 8) | (b[at + 8]! << 16) | (b[at + 9]! << 24)) >>> 0,
  notesHigh: (b, at) => b[at + 10]! | (b[at + 11]! << 8) | (b[at + 12]! << 16),
  holidayName: (b, at) => b[at + HOLIDAY_NAME_BYTE]! - 1,
  national: (b, at) => b[at + 14]! - 1,
  bank: (b, at) => b[at + 15]! - 1,
  government: (b, at) => b[at + 16]! - 1,
  shuku27: (b, at) => b[at + 17]! & 31,
  tide: (b, at) => b[at + 17]! >> 5,
} as const satisfies Record<string, RecordReader>;

/** A read index: the day numbers it covers and each day's values. */
export class DayIndex {
  /** Day number of the first indexed day. */
  readonly firstDay: number;
  /** How many consecutive days are indexed. */
  readonly count: number;
  readonly #bytes: Uint8Array;

  private constructor(bytes: Uint8Array, firstDay: number, count: number) {
    this.#bytes = bytes;
    this.firstDay = firstDay;
    this.count = count;
  }

  /**
   * Reads an index file.
   * @returns the index, or `null` when the bytes are not an index of this format.
   */
  static parse(bytes: Uint8Array): DayIndex | null {
    if (bytes.length < HEADER_BYTES) return null;
    for (let i = 0; i < MAGIC.length; i++) if (bytes[i] !== MAGIC.charCodeAt(i)) return null;
    if (bytes[15] !== BYTES_PER_DAY) return null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const firstDay = view.getInt32(16, true);
    const count = view.getUint32(20, true);
    if (bytes.length !== HEADER_BYTES + count * BYTES_PER_DAY) return null;
    return new DayIndex(bytes, firstDay, count);
  }

  /** Whether day number `day` is indexed. */
  has(day: number): boolean {
    return day >= this.firstDay && day < this.firstDay + this.count;
  }

  /** The whole file (for matchers that test record bytes directly, see {@link DayIndex.offset}). */
  get bytes(): Uint8Array {
    return this.#bytes;
  }

  /** The records of days `fromDay..toDay` (both indexed, in order), a view of the file's bytes: never write it. */
  records(fromDay: number, toDay: number): Uint8Array {
    if (!this.has(fromDay) || !this.has(toDay) || fromDay > toDay)
      throw new RangeError(`day index: days ${fromDay}..${toDay} are not indexed`);
    return this.#bytes.subarray(this.offset(fromDay), this.offset(toDay) + BYTES_PER_DAY);
  }

  /** Byte offset of day `day`'s record in {@link DayIndex.bytes} (the day must be indexed). */
  offset(day: number): number {
    return HEADER_BYTES + (day - this.firstDay) * BYTES_PER_DAY;
  }

  /** The values of day number `day`. @throws RangeError when the day is not indexed. */
  day(day: number): IndexedDay {
    if (!this.has(day)) throw new RangeError(`day index: day ${day} is not indexed`);
    const at = this.offset(day);
    const b = this.#bytes;
    const r = RECORD_READERS;
    return {
      rokuyou: r.rokuyou(b, at),
      weekday: r.weekday(b, at),
      moonmark: r.moonmark(b, at),
      sekki: r.sekki(b, at),
      holiday: r.holiday(b, at) === 1,
      junichoku: r.junichoku(b, at),
      kyusei: r.kyusei(b, at),
      shuku28: r.shuku28(b, at),
      eto: r.eto(b, at),
      shuku27: r.shuku27(b, at),
      tide: r.tide(b, at),
      periods: r.periods(b, at),
      notes: r.notesLow(b, at) + r.notesHigh(b, at) * 2 ** 32,
      holidayName: r.holidayName(b, at),
      closures: { national: r.national(b, at), bank: r.bank(b, at), government: r.government(b, at) },
    };
  }
}
