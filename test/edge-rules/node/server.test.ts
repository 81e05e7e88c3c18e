/**
 * The Node server (node:http + fs origin + tokens file), started on 127.0.0.1 port 0 by the test
 * and stopped after.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, optionsFromEnv, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { createTokenFileStore } from "../../../edge-rules/node/token-file.ts";
import { expected, hasProKey, START_TIME, TOKENS } from "../fixtures.ts";
import { writeFixtureTree } from "./tree.ts";

let tree: Awaited<ReturnType<typeof writeFixtureTree>>;
let server: RunningServer;
const LIMITS = { lite: 25, pro: 40, ultra: 50 };

beforeAll(async () => {
  tree = await writeFixtureTree();
  server = await startServer({
    host: "127.0.0.1",
    port: 0,
    dataDir: tree.dataDir,
    tokens: createTokenFileStore(tree.tokensFile, { recheckMs: 0 }),
    rateLimits: LIMITS,
    proxySecret: "node-secret",
    clock: () => START_TIME,
    onError: () => {},
  });
});

afterAll(async () => {
  await server?.close(100);
  await tree?.cleanup();
});

/** A raw request: the path is sent exactly as given (no client-side normalisation). */
function raw(path: string, method = "GET", headers: Record<string, string> = {}) {
  const url = new URL(server.url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const r = httpRequest({ host: url.hostname, port: url.port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    r.on("error", reject);
    r.end();
  });
}

describe("Node server", () => {
  it("serves the API with the handler's bytes and headers", async () => {
    const res = await fetch(`${server.url}/gw/day/2025-01-01`, { headers: { "x-forwarded-for": "10.9.9.1" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(JSON.stringify(expected.day("lite", "2025-01-01")));
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers.get("ratelimit-limit")).toBe("25");
    const range = await fetch(`${server.url}/gw.php?fn=range&start=2024-12-30&end=2025-01-02&view=pro`, {
      headers: { authorization: `Bearer ${TOKENS.pro}` },
    });
    expect(await range.text()).toBe(JSON.stringify(expected.range("pro", "2024-12-30", "2025-01-02")));
  });

  it("HEAD: same headers with Content-Length, no body; 304 on If-None-Match", async () => {
    const get = await raw("/gw/range/2025-01-01/2025-01-07");
    const head = await raw("/gw/range/2025-01-01/2025-01-07", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(get.body)));
    expect(head.headers.etag).toBe(get.headers.etag);
    const cond = await raw("/gw/range/2025-01-01/2025-01-07", "GET", { "if-none-match": get.headers.etag as string });
    expect(cond.status).toBe(304);
    expect(cond.body).toBe("");
  });

  it("raw paths with dot segments, encodings, double slashes and absolute-form never reach pro bytes", async () => {
    for (const path of [
      "/pro/gw/day/2025-01-01.json",
      "/gw/day/../../pro/gw/day/2025-01-01.json",
      "/gw/day/%2e%2e/%2e%2e/pro/gw/day/2025-01-01.json",
      "/gw/day/..%2f..%2fpro%2fgw%2fday%2f2025-01-01.json",
      "//pro/gw/day/2025-01-01.json",
      "//gw/day/2025-01-01?view=pro",
      "/gw/day/2025-01-01/?view=pro",
      "/GW/day/2025-01-01?view=pro",
      "http://evil.example/pro/gw/day/2025-01-01.json",
      "*",
      "/manifest.json",
      "/gw/day/2025-01-01\\..\\..\\pro\\gw\\day\\2025-01-01.json",
    ]) {
      const res = await raw(path, path === "*" ? "OPTIONS" : "GET", { "x-token": TOKENS.pro });
      expect(res.status, path).toBeLessThan(500);
      expect(hasProKey(res.body), `${path} → ${res.status} ${res.body}`).toBe(false);
    }
  });

  it("odd methods are 405 JSON (TRACE included), never a 5xx", async () => {
    for (const method of ["POST", "PUT", "DELETE", "TRACE", "PROPFIND"]) {
      const res = await raw("/gw/day/2025-01-01", method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, OPTIONS");
      expect(JSON.parse(res.body).code).toBe("METHOD_NOT_ALLOWED");
    }
  });

  it("duplicate Authorization fields are one malformed credential (403), not the first one", async () => {
    const r = await new Promise<number>((resolve, reject) => {
      const url = new URL(server.url);
      const q = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: "/gw/day/2025-01-01?view=pro",
          agent: false,
          // raw-headers form (Node adds no Host header to it)
          headers: [
            "host",
            url.host,
            "authorization",
            `Bearer ${TOKENS.pro}`,
            "authorization",
            `Bearer ${TOKENS.unknown}`,
          ] as unknown as Record<string, string>,
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      q.on("error", reject);
      q.end();
    });
    expect(r).toBe(403);
  });

  it("N+1 concurrent requests from one client: exactly one 429, with Retry-After", async () => {
    // The server does not trust X-Forwarded-For (TRUST_PROXY unset): every test request is 127.0.0.1,
    // so use a token to get a bucket of its own.
    const headers = { authorization: `Bearer ${TOKENS.ultra}` };
    const responses = await Promise.all(
      Array.from({ length: LIMITS.ultra + 1 }, () => fetch(`${server.url}/gw/day/2025-01-02`, { headers })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.ultra);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const limited = responses.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await limited.json()).code).toBe("RATE_LIMITED");
    await Promise.all(responses.filter((r) => r !== limited).map((r) => r.body?.cancel() ?? Promise.resolve()));
  });

  it("failed authentications over the network are limited by the socket address", async () => {
    const own = await startServer({ port: 0, dataDir: tree.dataDir, tokensFile: tree.tokensFile, rateLimits: LIMITS, onError: () => {} });
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.lite + 1; i++) {
      // X-Forwarded-For is not trusted by default: rotating it does not help
      const res = await fetch(`${own.url}/gw/day/2025-01-01`, {
        headers: { authorization: `Bearer guess-${i}`, "x-forwarded-for": `203.0.113.${i}` },
      });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    await own.close(100);
    expect(statuses.slice(0, LIMITS.lite).every((s) => s === 403)).toBe(true);
    expect(statuses[LIMITS.lite]).toBe(429);
  });

  it("close() stops the server", async () => {
    const other = await startServer({ port: 0, dataDir: tree.dataDir, tokensFile: tree.tokensFile });
    expect(other.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${other.url}/gw/health`)).status).toBe(200);
    await other.close(100);
    await expect(fetch(`${other.url}/gw/health`)).rejects.toThrow();
  });
});

describe("optionsFromEnv", () => {
  it("reads the documented variables with their defaults", () => {
    const o = optionsFromEnv({});
    expect(o).toMatchObject({ host: "127.0.0.1", port: 8787, rateLimits: { lite: 60, pro: 600, ultra: 6000 }, trustProxy: false });
    expect(o.proxySecret).toBeUndefined();
    expect(o.dataDir).toMatch(/public$/);
    expect(o.tokensFile).toMatch(/tokens\.json$/);
    const p = optionsFromEnv({
      HOST: "0.0.0.0",
      PORT: "9000",
      GW_PROXY_SECRET: "s",
      RATE_LIMIT_LITE: "1",
      RATE_LIMIT_PRO: "2",
      RATE_LIMIT_ULTRA: "3",
      DATA_DIR: "/srv/data",
      TOKENS_FILE: "/srv/tokens.json",
      TRUST_PROXY: "1",
    });
    expect(p).toMatchObject({
      host: "0.0.0.0",
      port: 9000,
      proxySecret: "s",
      rateLimits: { lite: 1, pro: 2, ultra: 3 },
      dataDir: "/srv/data",
      tokensFile: "/srv/tokens.json",
      trustProxy: true,
    });
  });
  it("refuses bad numbers instead of silently disabling limits", () => {
    expect(() => optionsFromEnv({ RATE_LIMIT_PRO: "lots" })).toThrow(/RATE_LIMIT_PRO/);
    expect(() => optionsFromEnv({ RATE_LIMIT_LITE: "0" })).toThrow(/RATE_LIMIT_LITE/);
    expect(() => optionsFromEnv({ PORT: "70000" })).toThrow(/PORT/);
  });
});
