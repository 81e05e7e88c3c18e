/**
 * The finder's conditions in index terms (vocabulary indices, schemas/day-index.ts), and the
 * matcher they compile to: one predicate over a day's index bytes, so a query over the whole
 * coverage reads no day file. All given conditions must hold (AND); each list is any-of.
 */
import { BYTES_PER_DAY, type DayIndex, RECORD_READERS, type RecordReader } from "../../schemas/day-index.ts";
import { civilDate } from "../../schemas/day-number.ts";
import { isGotobi } from "../../schemas/gotobi.ts";
import { businessDays } from "../business/days.ts";
import type { BusinessRules } from "../business/rules.ts";

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

/** A set of notes as the index stores it: the low 32 and the high 24 bits of the note mask. */
export interface NoteMask {
  readonly low: number;
  readonly high: number;
}

/** The mask of a list of note indices (NOTES order). */
export function noteMask(indices: readonly number[]): NoteMask {
  let low = 0;
  let high = 0;
  for (const i of indices) {
    if (i < 32) low = (low | (1 << i)) >>> 0;
    else high |= 1 << (i - 32);
  }
  return { low, high };
}

/** What a find request asks, in index terms (the parameters of docs/interface.md#day-finder, resolved). */
export interface FindConditions {
  /** Per field, the allowed vocabulary indices (sekki: index into SEKKI_24; a day without a term never matches a sekki list). */
  readonly values: Partial<Readonly<Record<ValueField, readonly number[]>>>;
  /** `true`: national holidays only; `false`: no holiday; absent: either. */
  readonly holiday?: boolean;
  /** Every one of these notes (`notes`). */
  readonly notesAll?: NoteMask;
  /** At least one of these notes (`any_notes`). */
  readonly notesAny?: NoteMask;
  /** None of these notes (`not_notes`). */
  readonly notesNot?: NoteMask;
  /** `true`: 五十日 only; `false`: none (`gotobi`). */
  readonly gotobi?: boolean;
  /** Only days open on this business calendar, with the caller's closed and open days (`business`, `closed`, `open`). */
  readonly business?: BusinessRules;
}

/** A predicate on the index record at byte offset `at`. */
export type DayMatcher = (bytes: Uint8Array, at: number) => boolean;

/**
 * Compiles conditions into one predicate; a condition that is absent is not tested.
 * @param index the day index the predicate reads (needed for `gotobi` and `business`: a day's date and closures).
 */
export function compileMatcher(conditions: FindConditions, index?: DayIndex): DayMatcher {
  const tests: DayMatcher[] = [];
  if ((conditions.gotobi !== undefined || conditions.business !== undefined) && index === undefined) {
    throw new Error("compileMatcher: gotobi and business need the day index");
  }
  for (const field of VALUE_FIELDS) {
    const allowed = conditions.values[field];
    if (allowed === undefined) continue;
    const read: RecordReader = RECORD_READERS[field];
    const table = new Uint8Array(64);
    for (const i of allowed) table[i] = 1;
    tests.push((b, at) => {
      const v = read(b, at);
      return v >= 0 && table[v] === 1;
    });
  }
  if (conditions.holiday !== undefined) {
    const wanted = conditions.holiday ? 1 : 0;
    tests.push((b, at) => RECORD_READERS.holiday(b, at) === wanted);
  }
  const { notesAll, notesAny, notesNot } = conditions;
  if (notesAll)
    tests.push(
      (b, at) =>
        (RECORD_READERS.notesLow(b, at) & notesAll.low) >>> 0 === notesAll.low &&
        (RECORD_READERS.notesHigh(b, at) & notesAll.high) === notesAll.high,
    );
  if (notesAny)
    tests.push((b, at) => (RECORD_READERS.notesLow(b, at) & notesAny.low) !== 0 || (RECORD_READERS.notesHigh(b, at) & notesAny.high) !== 0);
  if (notesNot)
    tests.push((b, at) => (RECORD_READERS.notesLow(b, at) & notesNot.low) === 0 && (RECORD_READERS.notesHigh(b, at) & notesNot.high) === 0);
  if (index !== undefined && index.count > 0) {
    const base = index.offset(index.firstDay);
    const dayAt = (at: number): number => index.firstDay + (at - base) / BYTES_PER_DAY;
    if (conditions.gotobi !== undefined) {
      const wanted = conditions.gotobi;
      tests.push((_b, at) => {
        const { y, m, d } = civilDate(dayAt(at));
        return isGotobi(y, m, d) === wanted;
      });
    }
    if (conditions.business !== undefined) {
      const days = businessDays(index, conditions.business);
      tests.push((_b, at) => !days.isClosed(dayAt(at)));
    }
  }
  if (tests.length === 0) return () => true;
  return (b, at) => {
    for (const test of tests) if (!test(b, at)) return false;
    return true;
  };
}
