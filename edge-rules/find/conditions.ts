/**
 * The finder's conditions in index terms (vocabulary indices, schemas/files/day-index.ts), and the days
 * that meet them as a bitset of the day index (day-bits.ts), so a query over the whole coverage
 * reads no day file and tests no record. All given conditions must hold (AND); each list is any-of.
 */
import { closedDays } from "../business/days.ts";
import type { BusinessRules } from "../business/rules.ts";
import { VALUE_FIELDS, type Bits, type DayBits, type ValueField } from "./day-bits.ts";

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

/**
 * The days of index positions `from..to` (both inclusive; position = day − the index's first day) that meet every
 * condition: each list is any-of (a union of the value's days), and the conditions are ANDed, word by word.
 * As docs/interface.md#day-finder defines the conditions; business days as docs/calendar.md §13 (the calendar's closed
 * days, then the caller's closed weekdays and dates, then its open dates, which win).
 */
export function matchingDays(bits: DayBits, conditions: FindConditions, from: number, to: number): Bits {
  const out = bits.empty();
  if (from > to) return out;
  const w0 = from >>> 5;
  const w1 = to >>> 5;
  out.fill(0xffffffff, w0, w1 + 1);
  out[w0] = (out[w0]! & (0xffffffff << (from & 31))) >>> 0;
  out[w1] = (out[w1]! & (0xffffffff >>> (31 - (to & 31)))) >>> 0;
  const and = (set: Bits, negate = false): void => {
    for (let w = w0; w <= w1; w++) out[w] = (out[w]! & (negate ? ~set[w]! : set[w]!)) >>> 0;
  };
  const union = (sets: readonly Bits[]): Bits => {
    const u = bits.empty();
    for (const set of sets) for (let w = w0; w <= w1; w++) u[w] = (u[w]! | set[w]!) >>> 0;
    return u;
  };
  for (const field of VALUE_FIELDS) {
    const allowed = conditions.values[field];
    if (allowed !== undefined) and(union(allowed.map((v) => bits.value(field, v))));
  }
  if (conditions.holiday !== undefined) and(bits.holiday(), !conditions.holiday);
  const { notesAll, notesAny, notesNot } = conditions;
  if (notesAll) for (const i of maskIndices(notesAll)) and(bits.note(i));
  if (notesAny) and(union(maskIndices(notesAny).map((i) => bits.note(i))));
  if (notesNot) and(union(maskIndices(notesNot).map((i) => bits.note(i))), true);
  if (conditions.gotobi !== undefined) and(bits.gotobi(), !conditions.gotobi);
  if (conditions.business !== undefined) and(closedDays(bits, conditions.business), true);
  return out;
}

/** The note indices of a mask, in NOTES order. */
export function maskIndices(mask: NoteMask): number[] {
  const out: number[] = [];
  for (let i = 0; i < 32; i++) if (((mask.low >>> i) & 1) !== 0) out.push(i);
  for (let i = 0; i < 24; i++) if (((mask.high >>> i) & 1) !== 0) out.push(32 + i);
  return out;
}
