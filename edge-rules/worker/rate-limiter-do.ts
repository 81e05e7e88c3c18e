/**
 * Exact rate limits on Workers (docs/architecture.md, §5): a Durable Object per client.
 *
 * One isolate's memory is not shared with the others serving the same worker, so the Node
 * `MemoryRateLimiter` would count per isolate there. Instead, every client key (`token:<hash>`,
 * `gw:<hash>` or the IP) names its own `RateLimiter` object (`idFromName(key)`): Cloudflare runs
 * exactly one instance of each object worldwide and delivers its requests one at a time, so its
 * token bucket is exact whichever isolate or location the requests came through. One object per
 * key, never a single global one (Cloudflare calls a global limiter object an anti-pattern).
 *
 * The bucket ({@link takeFromBucket}, the Node limiter's arithmetic) is kept in memory and, when a
 * request consumed a unit, written to the object's storage, so an object evicted from memory
 * after a short idle period resumes with the right level. A refused request or a pure query
 * (cost 0) writes nothing. An alarm deletes the stored bucket once it has refilled (a minute
 * without consumption), so idle clients cost no storage.
 *
 * The class is declared SQLite-backed in wrangler.jsonc (`migrations[].new_sqlite_classes`); it
 * uses the key-value storage API, which SQLite-backed objects also provide.
 */
import type { RateLimiter as RateLimiterPort, RateLimitResult } from "../access/rate-limit.ts";
import type { DurableObjectNamespaceLike, DurableObjectStateLike } from "./bindings.ts";
import { type BucketState, FULL_REFILL_MS, isRefilled, takeFromBucket } from "../access/token-bucket.ts";

/** The storage key of the bucket. */
const BUCKET_KEY = "bucket";

/** The internal URL the adapter posts to (the host is never resolved: it names the object). */
const TAKE_URL = "https://rate-limiter.internal/take";

/** The body of a take request. */
interface TakeRequest {
  readonly limit: number;
  readonly now: number;
  readonly cost: number;
}

function isTakeRequest(value: unknown): value is TakeRequest {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.limit === "number" &&
    Number.isFinite(v.limit) &&
    v.limit >= 1 &&
    typeof v.now === "number" &&
    Number.isFinite(v.now) &&
    v.now >= 0 &&
    typeof v.cost === "number" &&
    Number.isFinite(v.cost) &&
    v.cost >= 0
  );
}

function isBucketState(value: unknown): value is BucketState {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.ticks === "number" && Number.isFinite(v.ticks) && typeof v.at === "number" && Number.isFinite(v.at);
}

/** The Durable Object class (bound as `RATE_LIMITER`). Holds the token bucket of one client. */
export class RateLimiter {
  readonly #ctx: DurableObjectStateLike;
  #bucket: BucketState | null = null;
  /** Whether a cleanup alarm is scheduled. */
  #alarmSet = false;

  constructor(ctx: DurableObjectStateLike, _env: unknown) {
    this.#ctx = ctx;
    // No request is delivered before the stored bucket is loaded.
    void ctx.blockConcurrencyWhile(async () => {
      const stored = await ctx.storage.get<unknown>(BUCKET_KEY);
      this.#bucket = isBucketState(stored) ? stored : null;
      this.#alarmSet = (await ctx.storage.getAlarm()) !== null;
    });
  }

  async fetch(request: Request): Promise<Response> {
    if (request.method !== "POST" || new URL(request.url).pathname !== "/take") {
      return new Response("not found", { status: 404 });
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      body = null;
    }
    if (!isTakeRequest(body)) return new Response("bad take request", { status: 400 });

    // Synchronous from reading the bucket to replacing it: requests to this object cannot
    // interleave here, so the count is exact.
    const { state, result, changed } = takeFromBucket(this.#bucket, body.limit, body.now, body.cost);
    this.#bucket = state;
    if (changed) {
      // Not awaited: the output gate holds the response until the write is durable.
      void this.#ctx.storage.put(BUCKET_KEY, state);
      if (!this.#alarmSet) {
        this.#alarmSet = true;
        void this.#ctx.storage.setAlarm(state.at + FULL_REFILL_MS);
      }
    }
    return Response.json(result);
  }

  /** Cleanup: forget a bucket that has refilled; otherwise look again when it will have. */
  async alarm(): Promise<void> {
    const bucket = this.#bucket;
    if (bucket === null || isRefilled(bucket, Date.now())) {
      this.#bucket = null;
      this.#alarmSet = false;
      await this.#ctx.storage.deleteAll();
      return;
    }
    this.#alarmSet = true;
    await this.#ctx.storage.setAlarm(bucket.at + FULL_REFILL_MS);
  }
}

function isResult(value: unknown): value is RateLimitResult {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.allowed === "boolean" &&
    typeof v.limit === "number" &&
    typeof v.remaining === "number" &&
    typeof v.resetSeconds === "number" &&
    typeof v.retryAfterSeconds === "number"
  );
}

/**
 * The handler's `RateLimiter` port over the Durable Object namespace: `take(key, …)` is one
 * request to the object named `key`.
 */
export class DurableObjectRateLimiter implements RateLimiterPort {
  readonly #namespace: DurableObjectNamespaceLike;

  constructor(namespace: DurableObjectNamespaceLike) {
    this.#namespace = namespace;
  }

  async take(key: string, limitPerMinute: number, nowMs: number, cost = 1): Promise<RateLimitResult> {
    const stub = this.#namespace.get(this.#namespace.idFromName(key));
    const response = await stub.fetch(TAKE_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ limit: limitPerMinute, now: nowMs, cost } satisfies TakeRequest),
    });
    if (!response.ok) throw new Error(`rate limiter object answered ${response.status}: ${await response.text()}`);
    const result: unknown = await response.json();
    if (!isResult(result)) throw new Error("rate limiter object answered an unexpected body");
    return result;
  }
}
