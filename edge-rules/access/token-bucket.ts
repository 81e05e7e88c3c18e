/**
 * The token bucket of one client (docs/interface.md#rate-limits) as a pure function over a small serialisable
 * state: the one arithmetic behind both the Node limiter (`MemoryRateLimiter`, a map of these
 * states) and the Workers `RateLimiter` Durable Object (one state in storage, surviving eviction).
 *
 * All integers: a unit (docs/interface.md#rate-limits: a request costs one or more) is 60 000 ticks, a bucket of `limit` requests per minute gains
 * `limit` ticks per millisecond, so after `n` requests at one instant exactly `limit - n` remain
 * and the `limit + 1`-th is refused, with no floating-point drift.
 */

/** The answer of one `RateLimiter.take` (rate-limit.ts). */
export interface RateLimitResult {
  /** Whether the request may proceed (its cost was available and, for cost > 0, consumed). */
  readonly allowed: boolean;
  /** The bucket capacity: requests per minute (`RateLimit-Limit`). */
  readonly limit: number;
  /** Whole units left after this request (`RateLimit-Remaining`): it moves by the request's cost. */
  readonly remaining: number;
  /**
   * Seconds until the bucket is full again (`RateLimit-Reset`); when the request was refused,
   * the seconds until the next request is allowed (equal to `retryAfterSeconds`), so that
   * `Retry-After` never points before the reset (draft-ietf-httpapi-ratelimit-headers).
   */
  readonly resetSeconds: number;
  /** When refused: whole seconds to wait, at least 1 (`Retry-After`). 0 when allowed. */
  readonly retryAfterSeconds: number;
  /**
   * The units this request costs (`X-RateLimit-Cost`, docs/interface.md#rate-limits): taken when
   * allowed, what it would have taken when refused; 0 for a pure query. Absent: not known (a
   * limiter that failed open).
   */
  readonly cost?: number;
}

/** Ticks per request unit (one minute in milliseconds). */
const UNIT = 60_000;

/** A bucket's state: the level in ticks at an instant. JSON-serialisable. */
export interface BucketState {
  /** Level in ticks (capacity is `limit × 60 000`). */
  readonly ticks: number;
  /** The instant (ms since the epoch) the level was computed for. */
  readonly at: number;
}

/** How long an untouched bucket takes to refill completely, whatever its limit. */
export const FULL_REFILL_MS = UNIT;

/**
 * Takes `cost` units (default 1; 0 is a pure query) from a bucket.
 * @param state the stored state, or `null` for a client not seen before (a full bucket).
 * @returns the new state and the answer; `changed` is false when the state need not be stored
 *   again (nothing consumed: the refill is a pure function of time, so the old state still
 *   gives the same answers).
 */
export function takeFromBucket(
  state: BucketState | null,
  limitPerMinute: number,
  nowMs: number,
  cost = 1,
): { state: BucketState; result: RateLimitResult; changed: boolean } {
  const limit = Math.max(1, Math.floor(limitPerMinute));
  const capacity = limit * UNIT;
  const now = Math.floor(nowMs);
  let ticks: number;
  let at: number;
  if (state === null) {
    ticks = capacity;
    at = now;
  } else {
    const elapsed = Math.max(0, now - state.at);
    ticks = Math.min(capacity, state.ticks + elapsed * limit);
    at = Math.max(state.at, now);
  }
  const units = Math.max(0, Math.floor(cost));
  const allowed = ticks >= Math.max(1, units) * UNIT;
  const consumed = allowed && units > 0;
  if (consumed) ticks -= units * UNIT;
  const next: BucketState = { ticks, at };

  const remaining = Math.floor(ticks / UNIT);
  if (allowed) {
    const result = {
      allowed,
      limit,
      remaining,
      resetSeconds: Math.ceil((capacity - ticks) / limit / 1000),
      retryAfterSeconds: 0,
      cost: units,
    };
    return { state: next, result, changed: consumed };
  }
  const waitMs = Math.ceil((Math.max(1, units) * UNIT - ticks) / limit);
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return {
    state: next,
    result: { allowed, limit, remaining, resetSeconds: retryAfterSeconds, retryAfterSeconds, cost: units },
    changed: false,
  };
}

/** Whether a bucket last touched at `state.at` is full again at `nowMs` (it equals a fresh one). */
export function isRefilled(state: BucketState, nowMs: number): boolean {
  return nowMs - state.at >= FULL_REFILL_MS;
}
