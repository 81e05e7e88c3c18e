/**
 * A fault of the service — an exception escaping an endpoint, caught by the handler's last stage —
 * is 500 INTERNAL (docs/interface.md#errors): not a 404 a CDN may keep and no operator sees, but an
 * error answer with `no-store` and a fixed message (nothing internal), reported through `onError`
 * once. A data file that cannot be read stays 503 DATA_UNAVAILABLE. Through the handler and through
 * the Node server as `npm start` builds it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandler, type Handler } from "../../edge-rules/handler.ts";
import type { RequestLike } from "../../edge-rules/http/exchange.ts";
import { createFsOrigin } from "../../edge-rules/node/fs-origin.ts";
import { startServer } from "../../edge-rules/node/serve.ts";
import type { ManifestHead, Origin } from "../../edge-rules/origin/origin.ts";
import { MemoryRateLimiter } from "../../edge-rules/access/rate-limit.ts";
import { memoryTokenStore } from "../../edge-rules/access/token-store.ts";
import { ERROR_CODES } from "../../schemas/error-codes.ts";
import { buildOpenApiDocument } from "../../schemas/openapi.ts";
import { generatedTree, type GeneratedTree } from "../support/generated-tree.ts";
import { FIXED_NOW } from "./mcp/real-server.ts";
import { TOKEN_RECORDS } from "./fixtures.ts";

/** The body of every 500: a fixed sentence, nothing of the failure. */
const INTERNAL_BODY = {
  ok: false,
  error: "internal error: the failure was reported to the operator",
  code: "INTERNAL",
  hint: { text: "a fault of the service, reported to the operator, not of the request: retry later" },
  docs: "/docs#error-INTERNAL",
};

let tree: GeneratedTree;
let manifest: ManifestHead;
beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
  manifest = await createFsOrigin({ root: `${tree.dir}/public` }).manifest();
}, 120_000);
afterAll(() => tree?.cleanup());

/** The fault: a bug's exception, carrying what must never reach a client. */
const fault = (): Error => new TypeError("Cannot read properties of undefined (reading '/srv/secret/internal')");

/**
 * The generated tree, except that its manifest throws when its `lastModified` is read: an
 * unexpected error that escapes the endpoint (every failed file read is DATA_UNAVAILABLE instead).
 */
function faultyOrigin(thrown: Error): Origin {
  const files = createFsOrigin({ root: `${tree.dir}/public` });
  const broken: ManifestHead = Object.defineProperty({ ...manifest }, "lastModified", {
    get() {
      throw thrown;
    },
  });
  return { manifest: () => broken, read: (path) => files.read(path), bytes: (path) => files.bytes(path) };
}

/** An origin whose file reads fail (the 503 path, unchanged). */
function unreadableOrigin(): Origin {
  return { manifest: () => manifest, read: () => Promise.reject(fault()), bytes: () => Promise.reject(fault()) };
}

function handlerOver(origin: Origin, onError: (error: unknown, request: RequestLike) => void): Handler {
  return createHandler({
    origin,
    tokens: memoryTokenStore(TOKEN_RECORDS),
    limiter: new MemoryRateLimiter(),
    clock: () => FIXED_NOW,
    config: { serviceName: "koyomi-api", rateLimits: { lite: 60, pro: 600, ultra: 6000 } },
    onError,
  });
}

/** Checks a 500 INTERNAL answer: status, body, no-store, RateLimit fields, no validators. */
async function expectInternal(res: Response): Promise<void> {
  expect(res.status).toBe(500);
  expect(await res.json()).toEqual(INTERNAL_BODY);
  expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("etag")).toBeNull();
  expect(res.headers.get("access-control-allow-origin")).toBe("*");
  expect(res.headers.get("ratelimit-limit")).toMatch(/^[0-9]+$/);
}

describe("an exception escaping an endpoint", () => {
  it("is 500 INTERNAL, no-store, a fixed message, reported through onError once", async () => {
    const thrown = fault();
    const reports: [unknown, string][] = [];
    const handler = handlerOver(faultyOrigin(thrown), (error, request) => reports.push([error, request.url]));
    await expectInternal(await handler(new Request("http://x/gw/day/2026-01-01")));
    expect(reports).toEqual([[thrown, "http://x/gw/day/2026-01-01"]]);
    // HEAD: the same status and fields, no body
    const head = await handler(new Request("http://x/gw/glossary", { method: "HEAD" }));
    expect(head.status).toBe(500);
    expect(head.headers.get("cache-control")).toBe("no-store");
    expect(await head.text()).toBe("");
    expect(reports).toHaveLength(2);
    expect(ERROR_CODES.INTERNAL.status).toBe(500);
  });

  it("a data file that cannot be read stays 503 DATA_UNAVAILABLE", async () => {
    const reports: unknown[] = [];
    const handler = handlerOver(unreadableOrigin(), (error) => reports.push(error));
    const res = await handler(new Request("http://x/gw/day/2026-01-01"));
    expect(res.status).toBe(503);
    expect((await res.json()).code).toBe("DATA_UNAVAILABLE");
    expect(reports).toHaveLength(1);
  });

  it("through the Node server as npm start builds it: 500 INTERNAL, no-store, onError once", async () => {
    const thrown = fault();
    const reports: unknown[] = [];
    const server = await startServer({
      port: 0,
      origin: faultyOrigin(thrown),
      tokens: memoryTokenStore(TOKEN_RECORDS),
      clock: () => FIXED_NOW,
      onError: (error) => reports.push(error),
    });
    try {
      await expectInternal(await fetch(`${server.url}/gw/range/2026-01-01/2026-01-31`));
      expect(reports).toEqual([thrown]);
    } finally {
      await server.close(100);
    }
  });

  it("what failed may fail again while answering (a clock): still 500 INTERNAL, reported", async () => {
    const reports: unknown[] = [];
    const thrown = fault();
    const handler = createHandler({
      origin: faultyOrigin(fault()),
      tokens: memoryTokenStore(TOKEN_RECORDS),
      limiter: new MemoryRateLimiter(),
      clock: () => {
        throw thrown;
      },
      config: { serviceName: "koyomi-api", rateLimits: { lite: 60, pro: 600, ultra: 6000 } },
      onError: (error) => reports.push(error),
    });
    const res = await handler(new Request("http://x/gw/day/2026-01-01"));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual(INTERNAL_BODY);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(reports).toEqual([thrown]);
  });

  it("a calendar feed whose build fails is 503 DATA_UNAVAILABLE, as every data body (it was 404 OUT_OF_COVERAGE)", async () => {
    const reports: unknown[] = [];
    const res = await handlerOver(unreadableOrigin(), (error) => reports.push(error))(
      new Request("http://x/gw/calendar.ics?include=sekki&years=2026"),
    );
    expect(res.status).toBe(503);
    expect((await res.json()).code).toBe("DATA_UNAVAILABLE");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(reports).toHaveLength(1);
  });

  it("a page whose file or manifest cannot be read is 503 no-store, reported (it was the HTML 404)", async () => {
    const reports: unknown[] = [];
    for (const path of ["/", "/cal/2026/05", "/docs"]) {
      const res = await handlerOver(unreadableOrigin(), (error) => reports.push(error))(new Request(`http://x${path}`));
      expect(res.status, path).toBe(503);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
    }
    const noManifest: Origin = {
      manifest: () => Promise.reject(fault()),
      read: () => Promise.resolve(null),
      bytes: () => Promise.resolve(null),
    };
    const res = await handlerOver(noManifest, (error) => reports.push(error))(new Request("http://x/"));
    expect(res.status).toBe(503);
    expect(reports).toHaveLength(4);
    // A page that is not there is still the 404.
    const missing = await handlerOver(createFsOrigin({ root: `${tree.dir}/public` }), (error) => reports.push(error))(
      new Request("http://x/no-such-page"),
    );
    expect(missing.status).toBe(404);
  });

  it("the OpenAPI document's error codes name INTERNAL", () => {
    const doc = buildOpenApiDocument() as { components: { schemas: Record<string, { enum: string[] }> } };
    expect(doc.components.schemas["ErrorCode"]!.enum).toContain("INTERNAL");
  });
});
