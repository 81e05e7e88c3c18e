/**
 * The search itself: the days of the span that meet the conditions, as a bitset of the day index
 * (conditions.ts, day-bits.ts); with a purpose, less its excluded days and those without a
 * favourable sign, each left scored by its signs against `minScore`; then the page. Pure: index
 * in, hits out (a sliced search only hands the event loop back between its steps).
 *
 * - `order=date`: the first `limit` matches from `start`; `next` is the day after the last one
 *   returned when more matches follow (request again with `start = next`), else `null`.
 * - `order=score` (with a purpose): the best `limit` matches of the whole span, higher score
 *   first, earlier day first among equals; it does not page (`next` is `null`): a ranking is
 *   over the whole span, so a later page could never hold a better day. Raise `limit` or narrow
 *   the span to see more.
 */
import type { DayIndex } from "../../schemas/files/day-index.ts";
import type { YieldTurn } from "../feed/yield.ts";
import { type Bits, type DayBits, dayBits } from "./day-bits.ts";
import { type FindConditions, matchingDays } from "./conditions.ts";

/** A sign that moved a day's score: its field, id, label and weight (positive favourable, negative unfavourable). */
export interface Sign {
  readonly field: string;
  readonly id: string;
  readonly label: string;
  readonly weight: number;
  /** The days that carry the sign. */
  readonly days: (bits: DayBits) => Bits;
}

/** A purpose compiled for the index: which days it never returns, and the signs that score a day. */
export interface PurposeSigns {
  /** The days the purpose may return: no excluded sign (a hard exclusion) and one favourable sign at least. */
  readonly eligible: (bits: DayBits) => Bits;
  /** Every favourable (weight > 0) and unfavourable (weight < 0) sign. */
  readonly signs: readonly Sign[];
}

/** One matching day. */
export interface Hit {
  /** Day number. */
  readonly day: number;
  /** With a purpose: the sum of the weights of the signs present. */
  readonly score?: number;
  /** With a purpose: every sign present, in the purpose's order. */
  readonly reasons?: readonly Sign[];
}

/** What a search returns. */
export interface SearchResult {
  /** Matching days in the whole span. */
  readonly total: number;
  /** The page, in answer order. */
  readonly hits: readonly Hit[];
  /** Day number to continue from (order=date), or `null`. */
  readonly next: number | null;
}

/** A search over `startDay..endDay` (day numbers, both inclusive, all indexed). */
export interface SearchInput {
  readonly startDay: number;
  readonly endDay: number;
  readonly conditions: FindConditions;
  readonly purpose?: PurposeSigns;
  /** With a purpose: the lowest score a returned day may have (default: any score). */
  readonly minScore?: number;
  readonly order: "date" | "score";
  readonly limit: number;
}

/** Candidate days scored between two turns of the event loop (a sliced search): about a millisecond of work. */
export const SCORED_DAYS_PER_SLICE = 8192;

/** Each set bit of `set` in words `w0..w1`, as an index position, in order. */
function* members(set: Bits, w0: number, w1: number): Generator<number> {
  for (let w = w0; w <= w1; w++) for (let word = set[w]!; word !== 0; word &= word - 1) yield (w << 5) + 31 - Math.clz32(word & -word);
}

/** The number of set bits of `set` in words `w0..w1`. */
function count(set: Bits, w0: number, w1: number): number {
  let n = 0;
  for (let w = w0; w <= w1; w++) {
    let v = set[w]! - ((set[w]! >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/**
 * The search, as steps: it yields between slices of {@link SCORED_DAYS_PER_SLICE} scored days, and returns the
 * result. {@link search} runs it at once; {@link searchSliced} hands the event loop back at each yield.
 */
export function* searchSteps(index: DayIndex, input: SearchInput): Generator<void, SearchResult> {
  const { startDay, endDay, purpose, order, limit } = input;
  const bits = dayBits(index);
  const from = startDay - index.firstDay;
  const to = endDay - index.firstDay;
  const candidates = matchingDays(bits, input.conditions, from, to);
  const [w0, w1] = [from >>> 5, to >>> 5];
  const day = (i: number): number => index.firstDay + i;
  if (!purpose) {
    const hits: Hit[] = [];
    let next: number | null = null;
    for (const i of members(candidates, w0, w1)) {
      if (hits.length < limit) hits.push({ day: day(i) });
      else {
        next = day(i);
        break;
      }
    }
    return { total: count(candidates, w0, w1), hits, next };
  }
  const eligible = purpose.eligible(bits);
  const signDays = purpose.signs.map((s) => s.days(bits));
  for (let w = w0; w <= w1; w++) candidates[w] = (candidates[w]! & eligible[w]!) >>> 0;
  const minScore = input.minScore ?? -Infinity;
  const weights = purpose.signs.map((sign) => sign.weight);
  const has = (k: number, i: number): boolean => ((signDays[k]![i >>> 5]! >>> (i & 31)) & 1) !== 0;
  const hitAt = (i: number, score: number): Hit => ({ day: day(i), score, reasons: purpose.signs.filter((_, k) => has(k, i)) });
  // Every candidate is scored: `total` counts each match, and a ranking is over the whole span.
  const scored: number[] = [];
  const scores: number[] = [];
  const signWords = new Uint32Array(weights.length);
  let sliced = 0;
  for (let w = w0; w <= w1; w++) {
    let word = candidates[w]!;
    if (word === 0) continue;
    for (let k = 0; k < weights.length; k++) signWords[k] = signDays[k]![w]!;
    for (; word !== 0; word &= word - 1) {
      const bit = 31 - Math.clz32(word & -word);
      let score = 0;
      for (let k = 0; k < weights.length; k++) if (((signWords[k]! >>> bit) & 1) !== 0) score += weights[k]!;
      if (score >= minScore) {
        scored.push((w << 5) + bit);
        scores.push(score);
      }
    }
    if ((sliced += 32) >= SCORED_DAYS_PER_SLICE) {
      sliced = 0;
      yield;
    }
  }
  if (order === "date") {
    const page = scored.slice(0, limit).map((i, n) => hitAt(i, scores[n]!));
    return { total: scored.length, hits: page, next: scored.length > limit ? day(scored[limit]!) : null };
  }
  return { total: scored.length, hits: bestFirst(scores, limit).map((n) => hitAt(scored[n]!, scores[n]!)), next: null };
}

/**
 * The positions of the `limit` highest scores, higher first and, among equals, in the order given (the candidates'
 * day order): a counting sort over the few scores a purpose can give, so a ranking of the whole span stays linear.
 */
function bestFirst(scores: readonly number[], limit: number): number[] {
  if (scores.length === 0) return [];
  let low = Infinity;
  let high = -Infinity;
  for (const score of scores) {
    if (score < low) low = score;
    if (score > high) high = score;
  }
  const byScore: number[][] = Array.from({ length: high - low + 1 }, () => []);
  for (let n = 0; n < scores.length; n++) {
    const bucket = byScore[high - scores[n]!]!;
    // Only the first `limit` of a score can be returned.
    if (bucket.length < limit) bucket.push(n);
  }
  return byScore.flat().slice(0, limit);
}

/** Runs a search over the index at once (a feed's purpose days, a bench). */
export function search(index: DayIndex, input: SearchInput): SearchResult {
  const steps = searchSteps(index, input);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

/** Runs a search over the index, handing the event loop back between slices (a request's body). */
export async function searchSliced(index: DayIndex, input: SearchInput, turn: YieldTurn): Promise<SearchResult> {
  const steps = searchSteps(index, input);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
    await turn();
  }
}
