/**
 * The search itself: every day of the span through the matcher (and the purpose's exclusions,
 * its favourable-sign rule and `minScore`), in day order over the index bytes; then the page.
 * Pure: index in, hits out.
 *
 * - `order=date`: the first `limit` matches from `start`; `next` is the day after the last one
 *   returned when more matches follow (request again with `start = next`), else `null`.
 * - `order=score` (with a purpose): the best `limit` matches of the whole span, higher score
 *   first, earlier day first among equals; it does not page (`next` is `null`): a ranking is
 *   over the whole span, so a later page could never hold a better day. Raise `limit` or narrow
 *   the span to see more.
 */
import type { DayIndex } from "../../schemas/day-index.ts";
import type { DayMatcher } from "./conditions.ts";

/** A sign that moved a day's score: its field, id, label and weight (positive favourable, negative unfavourable). */
export interface Sign {
  readonly field: string;
  readonly id: string;
  readonly label: string;
  readonly weight: number;
  /** Whether the day at `at` carries the sign. */
  readonly present: DayMatcher;
}

/** A purpose compiled for the index: which days it never returns, and the signs that score a day. */
export interface PurposeSigns {
  /** True for a day the purpose excludes (a hard exclusion). */
  readonly excluded: DayMatcher;
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
  readonly matcher: DayMatcher;
  readonly purpose?: PurposeSigns;
  /** With a purpose: the lowest score a returned day may have (default: any score). */
  readonly minScore?: number;
  readonly order: "date" | "score";
  readonly limit: number;
}

/** The signs of `purpose` present at `at`, and their score; `null` when none is favourable. */
function scored(purpose: PurposeSigns, bytes: Uint8Array, at: number): { score: number; reasons: Sign[] } | null {
  let score = 0;
  let favourable = false;
  const reasons: Sign[] = [];
  for (const sign of purpose.signs) {
    if (!sign.present(bytes, at)) continue;
    score += sign.weight;
    if (sign.weight > 0) favourable = true;
    reasons.push(sign);
  }
  return favourable ? { score, reasons } : null;
}

/** Runs a search over the index. */
export function search(index: DayIndex, input: SearchInput): SearchResult {
  const { startDay, endDay, matcher, purpose, order, limit } = input;
  const minScore = input.minScore ?? -Infinity;
  const bytes = index.bytes;
  const hits: Hit[] = [];
  let total = 0;
  let next: number | null = null;
  for (let day = startDay; day <= endDay; day++) {
    const at = index.offset(day);
    if (!matcher(bytes, at)) continue;
    let hit: Hit = { day };
    if (purpose) {
      if (purpose.excluded(bytes, at)) continue;
      const s = scored(purpose, bytes, at);
      if (s === null || s.score < minScore) continue;
      hit = { day, score: s.score, reasons: s.reasons };
    }
    total++;
    if (order === "score") hits.push(hit);
    else if (hits.length < limit) hits.push(hit);
    else if (next === null) next = day;
  }
  if (order === "score") {
    hits.sort((a, b) => b.score! - a.score! || a.day - b.day);
    hits.length = Math.min(hits.length, limit);
  }
  return { total, hits, next };
}
