/**
 * The MCP endpoint the way users meet it: the Node server exactly as `npm start` builds it
 * (`startServer` creating its own handler, so the compressor is included) over a generated tree,
 * on 127.0.0.1 with port 0, with the test's tokens, limits and a clock that stands still (the
 * buckets never refill during a test, so counts are exact). Raw POSTs go through node:http, which,
 * like curl, hands over the bytes on the wire without decoding them.
 */
import { request as httpRequest } from "node:http";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { memoryTokenStore } from "../../../edge-rules/access/token-store.ts";
import type { Plan } from "../../../schemas/plans.ts";
import { afterAll, afterEach, beforeAll } from "vitest";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKEN_RECORDS } from "../fixtures.ts";

/** A fixed instant inside 2026 (JST noon of 1 June). */
export const FIXED_NOW = Date.UTC(2026, 5, 1, 3);

/** Starts the server over `tree` with these per-minute limits (default: generous). */
export function realServer(
  tree: GeneratedTree,
  rateLimits: Readonly<Record<Plan, number>> = { lite: 100_000, pro: 100_000, ultra: 100_000 },
): Promise<RunningServer> {
  return startServer({
    port: 0,
    origin: createFsOrigin({ root: `${tree.dir}/public` }),
    tokens: memoryTokenStore(TOKEN_RECORDS),
    clock: () => FIXED_NOW,
    rateLimits,
    onError: () => {},
  });
}

/**
 * Registers a suite's hooks: a generated tree of `from..to` (default 2026, shared by the run's files as
 * generated-tree.ts shares every tree) and one server over it (generous limits) for the whole file, both removed
 * after it. Returns the server's base URL, and with `dir` the generated tree's directory (both valid inside tests).
 */
export function realServerForSuite(from = 2026, to = from): (() => string) & { readonly dir: () => string } {
  let tree: GeneratedTree | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    tree = await generatedTree(from, to);
    server = await realServer(tree);
  }, 180_000);
  afterAll(async () => {
    await server?.close(100);
    tree?.cleanup();
  });
  return Object.assign(() => server!.url, { dir: () => tree!.dir });
}

/**
 * Registers a suite's hooks: a generated 2026 for the whole file, and a fresh server (a fresh
 * bucket) per call of the returned function, closed after each test. The function starts one
 * whose anonymous callers may make `lite` requests a minute and resolves with its base URL.
 */
export function limitedServersForSuite(): (lite: number) => Promise<string> {
  let tree: GeneratedTree | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    tree = await generatedTree(2026, 2026);
  }, 120_000);
  afterEach(async () => {
    await server?.close(100);
    server = undefined;
  });
  afterAll(() => tree?.cleanup());
  return async (lite) => {
    server = await realServer(tree!, { lite, pro: 100_000, ultra: 100_000 });
    return server.url;
  };
}

/** An answer as received: status, header fields and the raw bytes (never decoded). */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly bytes: Buffer;
}

/** Headers of a JSON-RPC POST, as MCP clients send them. */
export const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" } as const;

/** One raw HTTP request (at most 10 s), the body bytes exactly as the server sent them. */
export function raw(base: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** A raw JSON-RPC POST to /mcp (a string body is sent as is). */
export function rawPost(base: string, body: unknown, headers: Record<string, string> = {}, path = "/mcp"): Promise<RawAnswer> {
  return raw(base, "POST", path, { ...MCP_HEADERS, ...headers }, typeof body === "string" ? body : JSON.stringify(body));
}

/** A `tools/call` request. */
export const toolCall = (id: number, name: string, args: unknown) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name, arguments: args },
});
