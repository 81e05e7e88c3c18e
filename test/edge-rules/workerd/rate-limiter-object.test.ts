/**
 * The Durable Object, without workerd: the `RateLimiter` class stores state only when a unit is
 * consumed, reloads it after eviction, and its alarm forgets a refilled bucket. The same class
 * runs in workerd in worker.test.ts; its arithmetic is test/edge-rules/access/token-bucket.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { DurableObjectStateLike } from "../../../edge-rules/worker/bindings.ts";
import { FULL_REFILL_MS } from "../../../edge-rules/access/token-bucket.ts";
import { DurableObjectRateLimiter, RateLimiter } from "../../../edge-rules/worker/rate-limiter-do.ts";

/** An in-memory stand-in for a Durable Object's state (storage + alarm). */
function fakeState(stored = new Map<string, unknown>()) {
  let alarm: number | null = null;
  const pending: Promise<unknown>[] = [];
  const state: DurableObjectStateLike & { writes: number; alarmAt(): number | null; settle(): Promise<void> } = {
    writes: 0,
    storage: {
      get: async <T>(key: string) => stored.get(key) as T | undefined,
      put: async <T>(key: string, value: T) => {
        state.writes++;
        stored.set(key, structuredClone(value));
      },
      deleteAll: async () => {
        stored.clear();
      },
      getAlarm: async () => alarm,
      setAlarm: async (at: number) => {
        alarm = at;
      },
    },
    blockConcurrencyWhile: <T>(callback: () => Promise<T>) => {
      const p = callback();
      pending.push(p);
      return p;
    },
    alarmAt: () => alarm,
    settle: async () => {
      await Promise.all(pending);
    },
  };
  return { state, stored };
}

/** A namespace whose objects are RateLimiter instances over fake states (one per name). */
function fakeNamespace() {
  const objects = new Map<string, RateLimiter>();
  return {
    objects,
    idFromName: (name: string) => ({ name }),
    get: (id: object) => ({
      fetch: async (input: Request | string, init?: RequestInit) => {
        const name = (id as { name: string }).name;
        let object = objects.get(name);
        if (object === undefined) {
          const { state } = fakeState();
          object = new RateLimiter(state, {});
          await state.settle();
          objects.set(name, object);
        }
        return object.fetch(new Request(input, init));
      },
    }),
  };
}

describe("RateLimiter (Durable Object class)", () => {
  const take = (limit: number, now: number, cost = 1) =>
    new Request("https://rate-limiter.internal/take", { method: "POST", body: JSON.stringify({ limit, now, cost }) });

  it("writes only consumed units, and a reloaded object continues from storage", async () => {
    const stored = new Map<string, unknown>();
    const { state } = fakeState(stored);
    const object = new RateLimiter(state, {});
    await state.settle();
    const t0 = 1_750_000_000_000;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await (await object.fetch(take(3, t0))).json());
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
    expect(state.writes).toBe(3);
    expect(answers[3].retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await object.fetch(take(3, t0, 0));
    expect(state.writes).toBe(3);
    expect(state.alarmAt()).toBe(t0 + FULL_REFILL_MS);

    // Evicted and re-created: same storage, no memory.
    const again = fakeState(stored);
    const reloaded = new RateLimiter(again.state, {});
    await again.state.settle();
    const after = await (await reloaded.fetch(take(3, t0 + 1))).json();
    expect(after.allowed).toBe(false);
  });

  it("its alarm deletes a refilled bucket and re-arms for a recent one", async () => {
    const stored = new Map<string, unknown>();
    const { state } = fakeState(stored);
    const object = new RateLimiter(state, {});
    await state.settle();
    const now = Date.now();
    await object.fetch(take(60, now));
    expect(stored.size).toBe(1);
    await object.alarm();
    expect(stored.size).toBe(1);
    expect(state.alarmAt()).toBe(now + FULL_REFILL_MS);
    const old = fakeState(new Map([["bucket", { ticks: 0, at: now - 2 * FULL_REFILL_MS }]]));
    const oldObject = new RateLimiter(old.state, {});
    await old.state.settle();
    await oldObject.alarm();
    expect(await old.state.storage.get("bucket")).toBeUndefined();
  });

  it("rejects malformed take requests with 400 and other paths with 404", async () => {
    const { state } = fakeState();
    const object = new RateLimiter(state, {});
    await state.settle();
    expect((await object.fetch(new Request("https://x/take", { method: "POST", body: "{}" }))).status).toBe(400);
    expect((await object.fetch(new Request("https://x/take", { method: "POST", body: '{"limit":0,"now":1,"cost":1}' }))).status).toBe(400);
    expect((await object.fetch(new Request("https://x/other", { method: "POST", body: "{}" }))).status).toBe(404);
  });

  it("the adapter keys one object per client and returns the object's answers", async () => {
    const namespace = fakeNamespace();
    const limiter = new DurableObjectRateLimiter(namespace);
    const t = 1_750_000_000_000;
    expect((await limiter.take("token:a", 1, t)).allowed).toBe(true);
    expect((await limiter.take("token:a", 1, t)).allowed).toBe(false);
    expect((await limiter.take("ip:1.2.3.4", 1, t)).allowed).toBe(true);
    expect([...namespace.objects.keys()].sort()).toEqual(["ip:1.2.3.4", "token:a"]);
  });
});
