/**
 * The token bucket shared by the Node limiter and the Durable Object: a state map keyed per
 * client (MemoryRateLimiter) answers like independent per-key states, and an unconsumed take
 * needs no storage write.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MemoryRateLimiter } from "../../../edge-rules/access/rate-limit.ts";
import { type BucketState, takeFromBucket } from "../../../edge-rules/access/token-bucket.ts";

describe("takeFromBucket", () => {
  it("MemoryRateLimiter answers like one independent state per key, for random request sequences", () => {
    const step = fc.record({
      key: fc.constantFrom("a", "b", "c"),
      advanceMs: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 70_000 }),
        fc.integer({ min: -500, max: 0 }),
      ),
      cost: fc.constantFrom(0, 1, 1, 1, 2),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 300 }), fc.constantFrom(1, 3, 60, 600, 6000), (steps, limit) => {
        const memory = new MemoryRateLimiter();
        const buckets = new Map<string, BucketState | null>();
        let now = 1_750_000_000_000;
        for (const s of steps) {
          now += s.advanceMs;
          const expected = memory.takeSync(s.key, limit, now, s.cost);
          const { state, result } = takeFromBucket(buckets.get(s.key) ?? null, limit, now, s.cost);
          buckets.set(s.key, state);
          expect(result).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("needs no write when nothing was consumed", () => {
    const first = takeFromBucket(null, 2, 0);
    expect(first.changed).toBe(true);
    const second = takeFromBucket(first.state, 2, 10);
    expect(second.changed).toBe(true);
    const refused = takeFromBucket(second.state, 2, 20);
    expect(refused.result.allowed).toBe(false);
    expect(refused.changed).toBe(false);
    expect(takeFromBucket(second.state, 2, 20, 0).changed).toBe(false);
  });
});
