/** Rate limits: the exact token bucket, and the handler's use of it (docs/interface.md#rate-limits). */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MemoryRateLimiter } from "../../../edge-rules/access/rate-limit.ts";
import { memoryTokenStore } from "../../../edge-rules/access/token-store.ts";
import { bearer, gateway, makeHandler, read, req, TOKEN_RECORDS, TOKENS } from "../fixtures.ts";

describe("MemoryRateLimiter", () => {
  it("allows exactly `limit` requests at one instant, then refuses with Retry-After >= 1", async () => {
    const rl = new MemoryRateLimiter();
    for (let i = 1; i <= 60; i++) {
      const r = rl.take("k", 60, 1_000);
      expect(r).toMatchObject({ allowed: true, limit: 60, remaining: 60 - i, retryAfterSeconds: 0 });
    }
    const refused = rl.take("k", 60, 1_000);
    expect(refused).toEqual({ allowed: false, limit: 60, remaining: 0, resetSeconds: 1, retryAfterSeconds: 1, cost: 1 });
  });

  it("refills continuously at limit/60 s, up to the capacity", async () => {
    const rl = new MemoryRateLimiter();
    for (let i = 0; i < 6; i++) rl.take("k", 6, 0); // 6 per minute: one unit per 10 s
    expect(rl.take("k", 6, 9_999).allowed).toBe(false);
    expect(rl.take("k", 6, 9_999).retryAfterSeconds).toBe(1);
    expect(rl.take("k", 6, 5_000).retryAfterSeconds).toBe(1); // the clock never runs backwards for a bucket
    expect(rl.take("k", 6, 10_000).allowed).toBe(true);
    const empty = rl.take("k", 6, 10_000);
    expect(empty).toMatchObject({ allowed: false, retryAfterSeconds: 10, resetSeconds: 10 });
    const later = rl.take("k", 6, 10 * 60_000);
    expect(later).toMatchObject({ allowed: true, remaining: 5 });
  });

  it("reports the seconds until the bucket is full as the reset", async () => {
    const rl = new MemoryRateLimiter();
    const r = rl.take("k", 60, 0);
    expect(r.resetSeconds).toBe(1);
    for (let i = 0; i < 29; i++) rl.take("k", 60, 0);
    expect(rl.take("k", 60, 0).resetSeconds).toBe(31);
  });

  it("cost 0 queries without consuming; keys are independent", async () => {
    const rl = new MemoryRateLimiter();
    expect(rl.take("a", 2, 0, 0)).toMatchObject({ allowed: true, remaining: 2 });
    rl.take("a", 2, 0);
    rl.take("a", 2, 0);
    expect(rl.take("a", 2, 0, 0)).toMatchObject({ allowed: false, remaining: 0 });
    expect(rl.take("b", 2, 0)).toMatchObject({ allowed: true, remaining: 1 });
  });

  it("is exact under concurrent takes", async () => {
    const rl = new MemoryRateLimiter();
    const results = Array.from({ length: 1_000 }, () => rl.take("k", 600, 5));
    expect(results.filter((r) => r.allowed)).toHaveLength(600);
  });

  it("stays bounded: idle (full) buckets are dropped first", async () => {
    const rl = new MemoryRateLimiter({ maxKeys: 100 });
    rl.take("busy", 1, 0);
    for (let i = 0; i < 500; i++) rl.take(`idle-${i}`, 60, i < 400 ? 0 : 61_000);
    rl.take("busy", 1, 61_000); // refilled by then anyway
    expect(rl.size).toBeLessThanOrEqual(100);
  });

  it("drops the least recently used busy bucket first: a key taken again moves to the newest, and stays there when taken twice in a row", () => {
    const rl = new MemoryRateLimiter({ maxKeys: 10 });
    for (let i = 0; i < 10; i++) rl.take(`c${i}`, 2, 0); // ten clients, none refilled at t = 0
    rl.take("c0", 2, 0); // the oldest, used again: now the newest
    rl.take("c0", 2, 0); // already the newest (refused: its 2 are spent)
    rl.take("c10", 2, 0); // the eleventh: the oldest go, c1 and c2
    const left = (key: string): number => rl.takeSync(key, 2, 0, 0).remaining;
    expect([left("c0"), left("c3"), left("c9"), left("c10")]).toEqual([0, 1, 1, 1]);
    expect([left("c1"), left("c2")]).toEqual([2, 2]); // dropped: a fresh bucket
  });
});

describe("rate limits in the handler", () => {
  it("the N+1-th of N+1 concurrent requests is 429 with Retry-After", async () => {
    const { handler } = makeHandler({ config: { rateLimits: { lite: 20, pro: 30, ultra: 40 } } });
    const responses = await Promise.all(Array.from({ length: 21 }, () => handler(req("/gw/day/2025-01-01"))));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const limited = responses.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const { json } = await read(limited);
    expect(json).toMatchObject({ ok: false, code: "RATE_LIMITED" });
  });

  it("the same with pro tokens (600/min default) fired concurrently", async () => {
    const { handler } = makeHandler();
    const responses = await Promise.all(
      Array.from({ length: 601 }, () => handler(req("/gw/day/2025-01-01", { headers: bearer(TOKENS.pro) }))),
    );
    expect(responses.filter((r) => r.status === 429)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(600);
  });

  it("keys: each token, each gateway key and each IP has its own bucket; limits follow the plan", async () => {
    const { handler } = makeHandler({ config: { rateLimits: { lite: 1, pro: 2, ultra: 3 } } });
    const status = async (headers: Record<string, string>, path = "/gw/day/2025-01-01") => (await handler(req(path, { headers }))).status;
    expect(await status({ "x-forwarded-for": "203.0.113.1, 10.0.0.1" })).toBe(200);
    expect(await status({ "x-forwarded-for": "203.0.113.1" })).toBe(429);
    expect(await status({ "x-forwarded-for": "203.0.113.2" })).toBe(200);
    expect(await status({ "cf-connecting-ip": "203.0.113.3", "x-forwarded-for": "203.0.113.1" })).toBe(200);
    // A token's bucket is not its IP's:
    expect(await status({ ...bearer(TOKENS.pro), "x-forwarded-for": "203.0.113.1" })).toBe(200);
    expect(await status({ ...bearer(TOKENS.pro), "x-forwarded-for": "203.0.113.9" })).toBe(200);
    expect(await status({ ...bearer(TOKENS.pro), "x-forwarded-for": "203.0.113.8" })).toBe(429);
    expect(await status(bearer(TOKENS.ultra))).toBe(200);
    // Verified gateway keys, per consumer key:
    for (let i = 0; i < 3; i++) expect(await status(gateway("ULTRA", "consumer-A"))).toBe(200);
    expect(await status(gateway("ULTRA", "consumer-A"))).toBe(429);
    expect(await status(gateway("ULTRA", "consumer-B"))).toBe(200);
  });

  it("an unverifiable gateway key (no secret configured) is not a bucket of its own: rotating it does not help", async () => {
    const { handler } = makeHandler({ config: { proxySecret: undefined, rateLimits: { lite: 2, pro: 5, ultra: 5 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await handler(req("/gw/day/2025-01-01", { headers: { "x-gw-api-key": `key-${i}` } }))).status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it("refills with the injected clock: after 60/limit seconds one more request passes", async () => {
    const { handler, time } = makeHandler({ config: { rateLimits: { lite: 2, pro: 5, ultra: 5 } } });
    await handler(req("/gw/day/2025-01-01"));
    await handler(req("/gw/day/2025-01-01"));
    const limited = await handler(req("/gw/day/2025-01-01"));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("30");
    time.now += 29_999;
    expect((await handler(req("/gw/day/2025-01-01"))).status).toBe(429);
    time.now += 1;
    expect((await handler(req("/gw/day/2025-01-01"))).status).toBe(200);
  });

  it("every request that reached the service counts: 404, 405 and 400 too", async () => {
    const { handler } = makeHandler({ config: { rateLimits: { lite: 3, pro: 5, ultra: 5 } } });
    expect((await handler(req("/nope"))).headers.get("ratelimit-remaining")).toBe("2");
    expect((await handler(req("/gw/day/2025-01-01", { method: "POST" }))).headers.get("ratelimit-remaining")).toBe("1");
    expect((await handler(req("/gw/day/x"))).headers.get("ratelimit-remaining")).toBe("0");
    expect((await handler(req("/gw/day/2025-01-01"))).status).toBe(429);
  });

  it("failed authentications are limited per IP; once over, even a valid token is not looked up", async () => {
    let lookups = 0;
    const store = memoryTokenStore(TOKEN_RECORDS);
    const { handler } = makeHandler({
      config: { rateLimits: { lite: 5, pro: 100, ultra: 100 } },
      tokens: { lookup: (h) => (lookups++, store.lookup(h)) },
    });
    const attacker = { "x-forwarded-for": "198.51.100.7" };
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => handler(req(`/gw/day/2025-01-01?token=guess-${i}`, { headers: attacker }))),
    );
    expect(guesses.map((r) => r.status).sort()).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    expect(lookups).toBeLessThanOrEqual(5); // concurrent guesses: never more lookups than failures left
    const before = lookups;
    const right = await handler(req(`/gw/day/2025-01-01?token=${TOKENS.pro}`, { headers: attacker }));
    expect(right.status).toBe(429); // a correct guess looks exactly like a wrong one now
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(lookups).toBe(before);
    // Wrong proxy secrets count the same way:
    const secret = await handler(req("/gw/day/2025-01-01", { headers: { ...attacker, ...gateway("PRO"), "x-gw-proxy-secret": "x" } }));
    expect(secret.status).toBe(429);
    // Other IPs, and anonymous requests of the same IP, are not affected:
    expect((await handler(req(`/gw/day/2025-01-01?token=${TOKENS.pro}`, { headers: { "x-forwarded-for": "198.51.100.8" } }))).status).toBe(
      200,
    );
    expect((await handler(req("/gw/day/2025-01-01", { headers: attacker }))).status).toBe(200);
  });

  it("a burst of many distinct guesses gets at most `limit` lookups; one token fired concurrently shares one lookup", async () => {
    let lookups = 0;
    const store = memoryTokenStore(TOKEN_RECORDS);
    const { handler } = makeHandler({
      config: { rateLimits: { lite: 10, pro: 1000, ultra: 1000 } },
      tokens: { lookup: async (h) => (lookups++, await new Promise((r) => setTimeout(r, 5)), store.lookup(h)) },
      // A synchronous hash: every request then reaches the lookup within one turn of the event
      // loop, before the 5 ms lookup ends, whatever the machine's load (a Web Crypto digest
      // completes on the thread pool, at a time that load decides).
      sha256Hex: (text: string) => createHash("sha256").update(text).digest("hex"),
    });
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) => handler(req("/gw/day/2025-01-01", { headers: bearer(`guess-${i}`) }))),
    );
    expect(lookups).toBeLessThanOrEqual(10);
    expect(burst.filter((r) => r.status === 403).length).toBeLessThanOrEqual(10);
    expect(burst.every((r) => r.status === 403 || r.status === 429)).toBe(true);

    lookups = 0;
    const other = { "x-forwarded-for": "192.0.2.50" };
    const same = await Promise.all(
      Array.from({ length: 300 }, () => handler(req("/gw/day/2025-01-01", { headers: { ...bearer(TOKENS.pro), ...other } }))),
    );
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(lookups).toBe(1);
  });

  it("sequential failed authentications: the N+1-th is 429", async () => {
    const { handler } = makeHandler({ config: { rateLimits: { lite: 3, pro: 100, ultra: 100 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await handler(req("/gw/day/2025-01-01", { headers: bearer(`nope-${i}`) }))).status);
    expect(statuses).toEqual([403, 403, 403, 429]);
  });

  it("a failing limiter fails open (reported), never a 5xx", async () => {
    const { handler, errors } = makeHandler({
      limiter: {
        take: async () => {
          throw new Error("durable object unavailable");
        },
      },
    });
    const res = await handler(req("/gw/day/2025-01-01"));
    expect(res.status).toBe(200);
    expect(res.headers.get("ratelimit-limit")).toBe("60");
    expect(errors.length).toBeGreaterThan(0);
  });
});
