/**
 * Answers from memory (handler.ts, "Work done once"): a repeated request skips stages 2 and 4–6
 * and, when every stage answers from memory (limiter, token store, manifest, representation), is
 * answered without a promise. It must answer exactly as the full pipeline does.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ResponseParts } from "../../edge-rules/http/exchange.ts";
import { presentedCredential, presentsCredential } from "../../edge-rules/access/credential.ts";
import { createHandler, type HandlerDeps } from "../../edge-rules/handler.ts";
import { isPromise } from "../../edge-rules/http/maybe-promise.ts";
import { nodeCompressor } from "../../edge-rules/node/compressor.ts";
import { memoryOrigin, type Origin } from "../../edge-rules/origin/origin.ts";
import { MemoryRateLimiter } from "../../edge-rules/access/rate-limit.ts";
import { memoryTokenStore } from "../../edge-rules/access/token-store.ts";
import { bearer, DEFAULT_CONFIG, FILES, gateway, MANIFEST, PROXY_SECRET, START_TIME, TOKEN_RECORDS, TOKENS } from "./fixtures.ts";

/** A handler over the fixture files with a synchronous manifest (as the Node and Workers origins have once read). */
function handlerWith(overrides: Partial<HandlerDeps> = {}, origin: Origin = memoryOrigin(MANIFEST, FILES)) {
  return createHandler({
    origin,
    tokens: memoryTokenStore(TOKEN_RECORDS),
    limiter: new MemoryRateLimiter(),
    clock: () => START_TIME,
    config: DEFAULT_CONFIG,
    compressor: nodeCompressor(),
    sha256Hex: (text) => createHash("sha256").update(text).digest("hex"), // synchronous, as on Node
    ...overrides,
  });
}

/** A plain request (RequestLike) for `handler.parts`. */
function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  const h = new Headers(headers);
  return { method, url: `http://x${path}`, headers: { get: (name: string) => h.get(name) } };
}

/** What must be equal between two answers: everything but the RateLimit counters. */
function comparable(parts: ResponseParts) {
  const { "ratelimit-remaining": _r, "ratelimit-reset": _s, ...headers } = parts.headers;
  return { status: parts.status, headers, body: parts.body === null ? null : Buffer.from(parts.body).toString("base64") };
}

const CASES: [string, Record<string, string>, string?][] = [
  ["/gw/day/2025-01-01", {}],
  ["/gw/day/2025-01-01", {}, "HEAD"],
  ["/gw.php?fn=day&date=2025-01-01", {}],
  ["/gw/day/2025-01-01?view=lite&cache=1", {}],
  ["/gw/range/2025-01-01/2025-01-31", { "accept-encoding": "br" }],
  ["/gw/range/2025-01-01/2025-01-31", { "accept-encoding": "gzip;q=0.5, identity" }],
  ["/gw/range/2025-01-01/2025-01-31", { "accept-encoding": "gzip" }, "HEAD"],
  ["/gw/range/2024-12-25/2025-01-05", {}],
  ["/gw/day/2025-01-01", { "if-modified-since": "Tue, 01 Apr 2025 00:00:00 GMT" }],
  ["/gw/day/2025-01-01", { "if-none-match": "*" }],
  ["/gw/day/2025-01-01", { "if-none-match": '"stale"' }],
  // Not remembered, or remembered but not for these callers: the full pipeline each time.
  ["/gw/day/2025-01-01?view=pro", {}],
  ["/gw/day/2023-01-01", {}],
  ["/gw/day/2025-01-01", bearer(TOKENS.pro)],
  ["/gw/day/2025-01-01", bearer(TOKENS.unknown)],
  [`/gw/day/2025-01-01?token=${TOKENS.pro}`, {}],
  ["/gw/day/2025-01-01", gateway("PRO")],
  ["/gw/day/2025-01-01", { ...gateway("PRO"), "x-gw-proxy-secret": "wrong" }],
  ["/gw/day/2025-01-01", { "x-gw-api-key": "k" }],
  ["/gw/bulk/2025", {}],
  ["/gw/range/2025-01-01/2025-03-01", {}],
  ["/gw/day/2025-01-01", {}, "OPTIONS"],
  ["/gw/day/2025-01-01", {}, "POST"],
  ["/gw/health", {}],
];

describe("answers from memory", () => {
  it("a repeated request gets the answer a fresh handler gives", async () => {
    const warm = handlerWith();
    for (const [path, headers, method] of CASES) {
      const first = comparable(await warm.parts(request(path, headers, method)));
      const again = comparable(await warm.parts(request(path, headers, method)));
      const fresh = comparable(await handlerWith().parts(request(path, headers, method)));
      expect(again, `${method ?? "GET"} ${path} ${JSON.stringify(headers)}`).toEqual(first);
      expect(again, `${method ?? "GET"} ${path} ${JSON.stringify(headers)}`).toEqual(fresh);
    }
  });

  it("a repeated data request is answered without a promise when every stage answers from memory", async () => {
    const handler = handlerWith();
    const { proxySecret: _secret, ...withoutSecret } = DEFAULT_CONFIG;
    const noSecret = handlerWith({ config: withoutSecret });
    for (const [h, path, headers] of [
      [handler, "/gw/day/2025-01-01", {}],
      [handler, "/gw/range/2025-01-01/2025-01-31", { "accept-encoding": "br" }],
      [noSecret, "/gw/day/2025-01-01", {}],
      // Without a configured proxy secret, gateway headers grant nothing: still anonymous.
      [noSecret, "/gw/day/2025-01-01", { "x-gw-api-key": "k", "x-gw-subscription": "PRO" }],
    ] as const) {
      await h.parts(request(path, headers));
      expect(isPromise(h.parts(request(path, headers))), path).toBe(false);
    }
    // A token found without I/O (the in-memory store; the Node tokens file between re-checks).
    await handler.parts(request("/gw/range/2025-01-01/2025-12-31?view=pro", bearer(TOKENS.pro)));
    expect(isPromise(handler.parts(request("/gw/range/2025-01-01/2025-12-31?view=pro", bearer(TOKENS.pro))))).toBe(false);
    // A store that answers with a promise (KV on Workers) takes promises, and so does a query token (never remembered).
    const kvLike = handlerWith({ tokens: { lookup: async (hash) => memoryTokenStore(TOKEN_RECORDS).lookup(hash) } });
    await kvLike.parts(request("/gw/day/2025-01-01", bearer(TOKENS.pro)));
    expect(isPromise(kvLike.parts(request("/gw/day/2025-01-01", bearer(TOKENS.pro))))).toBe(true);
    // With a proxy secret configured, gateway headers are a credential to check (Web Crypto: a promise).
    await handler.parts(request("/gw/day/2025-01-01", gateway("PRO")));
    expect(isPromise(handler.parts(request("/gw/day/2025-01-01", gateway("PRO"))))).toBe(true);
    expect(PROXY_SECRET).toBe(DEFAULT_CONFIG.proxySecret);
  });

  it("a new lite day whose month file is held is answered without a promise, as a fresh handler answers it", async () => {
    const handler = handlerWith();
    await handler.parts(request("/gw/day/2025-01-01")); // reads January's records
    for (const [path, headers] of [
      ["/gw/day/2025-01-02", {}],
      ["/gw/day/2025-01-03", { "if-none-match": '"stale"' }],
      ["/gw/day/2025-01-04?format=csv", { "accept-encoding": "br" }],
    ] as const) {
      const parts = handler.parts(request(path, headers));
      expect(isPromise(parts), path).toBe(false);
      expect(comparable(await parts), path).toEqual(comparable(await handlerWith().parts(request(path, headers))));
    }
    // Its 304 too, without a promise: the tag is hashed synchronously (node:crypto), no body made.
    const tag = (await handlerWith().parts(request("/gw/day/2025-01-05"))).headers.etag!;
    const revalidated = handler.parts(request("/gw/day/2025-01-05", { "if-none-match": tag }));
    expect(isPromise(revalidated)).toBe(false);
    expect((await revalidated).status).toBe(304);
  });

  it("counts against the IP's bucket and turns into 429 like the full pipeline", async () => {
    const handler = handlerWith({ config: { ...DEFAULT_CONFIG, rateLimits: { lite: 3, pro: 10, ultra: 10 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await handler.parts(request("/gw/day/2025-01-01", { "x-forwarded-for": "203.0.113.9" }))).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await handler.parts(request("/gw/day/2025-01-01", { "x-forwarded-for": "203.0.113.9" }));
    expect(limited.headers["retry-after"]).toMatch(/^[1-9][0-9]*$/);
    // Another IP has its own bucket.
    expect((await handler.parts(request("/gw/day/2025-01-01", { "x-forwarded-for": "203.0.113.10" }))).status).toBe(200);
  });

  it("a new manifest (regeneration) is never answered from what was remembered for the old one", async () => {
    let manifest = MANIFEST;
    const origin: Origin = { manifest: () => manifest, read: async (path) => FILES.get(path) ?? null, bytes: async () => null };
    const handler = handlerWith({}, origin);
    const before = await handler.parts(request("/gw/day/2025-01-01"));
    manifest = { ...MANIFEST, dataVersion: "fedcba9876543210", lastModified: "Wed, 02 Apr 2025 00:00:00 GMT" };
    const after = await handler.parts(request("/gw/day/2025-01-01"));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers["last-modified"]).toBe("Wed, 02 Apr 2025 00:00:00 GMT");
    manifest = { ...manifest, coverage: { from: 2024, to: 2024 } };
    expect((await handler.parts(request("/gw/day/2025-01-01"))).status).toBe(404);
  });

  it("a manifest that fails after being remembered is the full pipeline's answer (404, reported)", async () => {
    let fail = false;
    const errors: unknown[] = [];
    const origin: Origin = {
      manifest: () => {
        if (fail) throw new Error("manifest gone");
        return MANIFEST;
      },
      bytes: async () => null,
      read: async (path) => FILES.get(path) ?? null,
    };
    const handler = handlerWith({ onError: (e) => errors.push(e) }, origin);
    expect((await handler.parts(request("/gw/day/2025-01-01"))).status).toBe(200);
    fail = true;
    const answer = await handler.parts(request("/gw/day/2025-01-01"));
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(errors.length).toBeGreaterThan(0);
  });

  it("presentsCredential agrees with what the credential stage reads, for every combination", () => {
    const fields = ["authorization", "x-gw-api-key", "x-gw-proxy-secret", "x-gw-subscription", "x-token", "cookie"];
    for (let mask = 0; mask < 1 << fields.length; mask++) {
      const headers = request(
        "/",
        Object.fromEntries(fields.filter((_, i) => mask & (1 << i)).map((f) => [f, f === "authorization" ? "Basic x" : "v"])),
      ).headers;
      for (const queryToken of [null, "", "t"]) {
        for (const trusted of [false, true]) {
          const presented = presentedCredential(headers, queryToken);
          const checked = (presented.gateway !== null && trusted) || presented.token !== undefined;
          expect(presentsCredential(headers, queryToken, trusted), `${mask} ${queryToken} ${trusted}`).toBe(checked);
        }
      }
    }
  });
});
