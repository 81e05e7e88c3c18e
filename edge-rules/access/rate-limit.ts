/**
 * Rate limits (docs/interface.md#rate-limits): per client per minute, lite 60, pro 600, ultra 6000 by default.
 *
 * The handler talks to a {@link RateLimiter}; {@link MemoryRateLimiter} is the exact in-memory
 * token bucket used on Node. On Workers the same interface is backed by a Durable Object (one
 * isolate's memory is not shared), never by the approximate rate-limit binding alone.
 */
import type { MaybePromise } from "../http/maybe-promise.ts";
import { type BucketState, isRefilled, type RateLimitResult, takeFromBucket } from "./token-bucket.ts";

export type { RateLimitResult } from "./token-bucket.ts";

/**
 * A rate limiter: one token bucket per key, capacity `limitPerMinute`, refilled continuously at
 * `limitPerMinute / 60 s`.
 *
 * `cost` (default 1) is the number of units the request consumes; implementations MUST support
 * `cost = 0` as a pure query ("would one request be allowed now?", consuming nothing): the
 * handler uses it to refuse a blocked IP's credentials before checking them, and for CORS
 * preflights. A refused request consumes nothing. `take` must be atomic per key under
 * concurrent calls. A limiter that answers from memory may return the result itself rather than
 * a promise (the handler then answers without a promise hop).
 */
export interface RateLimiter {
  take(key: string, limitPerMinute: number, nowMs: number, cost?: number): MaybePromise<RateLimitResult>;
}

/** Options of {@link MemoryRateLimiter}. */
export interface MemoryRateLimiterOptions {
  /** Most buckets kept; when exceeded, full (idle) buckets are dropped, then the oldest. */
  readonly maxKeys?: number;
}

/**
 * Exact in-memory limiter: one {@link takeFromBucket} state per client key. `take` answers
 * synchronously, so concurrent requests in one process are serialised and the count is exact.
 */
export class MemoryRateLimiter implements RateLimiter {
  readonly #buckets = new Map<string, BucketState>();
  readonly #maxKeys: number;
  /** The key set last: already the most recently used, so its next take need not move it. */
  #newest: string | null = null;

  constructor(options: MemoryRateLimiterOptions = {}) {
    this.#maxKeys = Math.max(1, options.maxKeys ?? 100_000);
  }

  /** Number of buckets currently held. */
  get size(): number {
    return this.#buckets.size;
  }

  take(key: string, limitPerMinute: number, nowMs: number, cost = 1): RateLimitResult {
    return this.takeSync(key, limitPerMinute, nowMs, cost);
  }

  /** The synchronous core of {@link take}: {@link takeFromBucket} on this key's state. */
  takeSync(key: string, limitPerMinute: number, nowMs: number, cost = 1): RateLimitResult {
    const previous = this.#buckets.get(key) ?? null;
    const { state, result } = takeFromBucket(previous, limitPerMinute, nowMs, cost);
    // Re-inserted: Map order is least recently used first (a key already last keeps its place; a busy client's
    // delete and insert, per request, left the map a deleted entry to compact each time).
    if (key !== this.#newest) {
      this.#buckets.delete(key);
      this.#newest = key;
    }
    this.#buckets.set(key, state);
    if (this.#buckets.size > this.#maxKeys) this.#evict(nowMs);
    return result;
  }

  /** Drops buckets that have refilled (they equal a fresh bucket), then the least recently used. */
  #evict(now: number): void {
    const target = Math.floor(this.#maxKeys * 0.9);
    for (const [key, bucket] of this.#buckets) {
      if (this.#buckets.size <= target) return;
      if (isRefilled(bucket, now)) this.#buckets.delete(key);
    }
    for (const key of this.#buckets.keys()) {
      if (this.#buckets.size <= target) return;
      this.#buckets.delete(key);
    }
  }
}
