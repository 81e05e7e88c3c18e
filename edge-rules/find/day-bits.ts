/**
 * The day index as bitsets (日別ビット集合): one bit a day for each value of each field, each note, each period, the
 * holidays, the 五十日 and each business calendar's closed days, made once per index and field on first use. A find
 * over 1873–2100 then combines a few thousand 32-bit words per condition instead of testing 83,275 records one by
 * one (docs/architecture.md, "The finder"). Day `firstDay + i` of the index is bit `i & 31` of word `i >> 5`; bits
 * past the last day are 0.
 */
import { BYTES_PER_DAY, CLOSURE_BYTE, type DayIndex, RECORD_READERS, type RecordReader } from "../../schemas/files/day-index.ts";
import { civilDate, daysInMonth } from "../../calendar/time/day-number.ts";
import { isGotobi } from "../../calendar/business/gotobi.ts";
import type { BusinessCalendar } from "../../calendar/names.ts";

/** The single-valued index fields a condition can name (any-of lists). */
export const VALUE_FIELDS = [
  "rokuyou",
  "weekday",
  "sekki",
  "moonmark",
  "junichoku",
  "shuku28",
  "kyusei",
  "eto",
  "shuku27",
  "tide",
] as const;

export type ValueField = (typeof VALUE_FIELDS)[number];

/** One bit a day of an index. */
export type Bits = Uint32Array;

/** The fields read as one value a day: the finder's (VALUE_FIELDS) and the holiday flag (1 on a national holiday). */
export type ValueReader = ValueField | "holiday";

/** Bitsets of one index, each made on first use and kept. */
export class DayBits {
  readonly index: DayIndex;
  /** Words of a bitset. */
  readonly words: number;
  readonly #byValue = new Map<string, readonly Bits[]>();
  readonly #single = new Map<string, Bits>();
  /** The set of no day: what a value no day has answers (shared, as every set these methods return: never written). */
  readonly #none: Bits;

  constructor(index: DayIndex) {
    this.index = index;
    this.words = (index.count + 31) >>> 5;
    this.#none = this.empty();
  }

  /** A new empty bitset, the caller's to write (the sets the other methods return are shared: never write them). */
  empty(): Bits {
    return new Uint32Array(this.words);
  }

  /** The days whose `field` is `value` (an empty set for a value no day has). */
  value(field: ValueReader, value: number): Bits {
    return this.#values(field, RECORD_READERS[field])[value] ?? this.#none;
  }

  /** The national holidays. */
  holiday(): Bits {
    return this.value("holiday", 1);
  }

  /** The days with note `i` (NOTES order). */
  note(i: number): Bits {
    return this.#values("notes", null)[i] ?? this.#none;
  }

  /** The days inside period `i` (PERIOD_NAMES order). */
  period(i: number): Bits {
    return this.#values("periods", RECORD_READERS.periods)[i] ?? this.#none;
  }

  /** The 五十日 (calendar/business/gotobi.ts). */
  gotobi(): Bits {
    let bits = this.#single.get("gotobi");
    if (bits !== undefined) return bits;
    bits = this.empty();
    // Month by month from the first day's (a civilDate a day cost more than the rest of the pass).
    const { firstDay, count } = this.index;
    let { y, m, d } = civilDate(firstDay);
    for (let i = 0; i < count; y += Math.floor(m / 12), m = (m % 12) + 1, d = 1) {
      const days = daysInMonth(y, m);
      for (; d <= days && i < count; d++, i++) if (isGotobi(y, m, d)) bits[i >>> 5]! |= 1 << (i & 31);
    }
    this.#single.set("gotobi", bits);
    return bits;
  }

  /** The days closed on a business calendar (its closure byte, schemas/files/day-index.ts). */
  closed(calendar: BusinessCalendar): Bits {
    const byte = CLOSURE_BYTE[calendar];
    const bytes = this.index.bytes;
    const base = this.index.count > 0 ? this.index.offset(this.index.firstDay) : 0;
    return this.#made(`closed:${calendar}`, (i) => bytes[base + i * BYTES_PER_DAY + byte] !== 0);
  }

  /** A bitset of the days for which `test(i)` holds (`i` from the index's first day), made once under `key`. */
  #made(key: string, test: (i: number) => boolean): Bits {
    let bits = this.#single.get(key);
    if (bits === undefined) {
      bits = this.empty();
      for (let i = 0; i < this.index.count; i++) if (test(i)) bits[i >>> 5]! |= 1 << (i & 31);
      this.#single.set(key, bits);
    }
    return bits;
  }

  /**
   * The bitsets of every member of a field, made in one pass over the records: for `periods` each set bit of the
   * reader's bit field, for `notes` each of the 56-bit field's (its low and high words), else the value itself (a
   * negative one, "none", is no member).
   */
  #values(key: ValueReader | "periods" | "notes", read: RecordReader | null): readonly Bits[] {
    let sets = this.#byValue.get(key);
    if (sets !== undefined) return sets;
    const made: Bits[] = [];
    const { bytes, firstDay, count } = this.index;
    const base = count > 0 ? this.index.offset(firstDay) : 0;
    // Straight loops, no closure a day: this runs over every day of the index (83,275) on a field's first use.
    for (let i = 0, at = base; i < count; i++, at += BYTES_PER_DAY) {
      const word = i >>> 5;
      const bit = 1 << (i & 31);
      if (read === null || key === "periods") {
        // Bit fields: each set bit is a member (notes: bit i of the low word, 32 + i of the high).
        let low = read === null ? RECORD_READERS.notesLow(bytes, at) : read(bytes, at);
        let high = read === null ? RECORD_READERS.notesHigh(bytes, at) : 0;
        for (; low !== 0; low &= low - 1) (made[31 - Math.clz32(low & -low)] ??= this.empty())[word]! |= bit;
        for (; high !== 0; high &= high - 1) (made[63 - Math.clz32(high & -high)] ??= this.empty())[word]! |= bit;
      } else {
        const v = read(bytes, at);
        if (v >= 0) (made[v] ??= this.empty())[word]! |= bit;
      }
    }
    sets = made;
    this.#byValue.set(key, sets);
    return sets;
  }
}

const held = new WeakMap<DayIndex, DayBits>();

/** The bitsets of an index (one per index, kept while the index is). */
export function dayBits(index: DayIndex): DayBits {
  let bits = held.get(index);
  if (bits === undefined) {
    bits = new DayBits(index);
    held.set(index, bits);
  }
  return bits;
}
