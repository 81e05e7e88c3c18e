/**
 * The handler of the Workers deployment, built from an `env` (see index.ts for the wiring table).
 * Kept apart from the entry module because a worker's entry may export only handlers and
 * Durable Object classes.
 */
import type { ResponseParts } from "../http/exchange.ts";
import { createHandler, type Handler } from "../handler.ts";
import { DEFAULT_RATE_LIMITS } from "../access/plan.ts";
import { assetsOrigin } from "./assets-origin.ts";
import type { Env } from "./bindings.ts";
import { kvTokenStore } from "./kv-tokens.ts";
import { DurableObjectRateLimiter } from "./rate-limiter-do.ts";
import { SERVICE_NAME } from "../../schemas/service.ts";

/**
 * The only header trusted to name the client: Cloudflare sets `CF-Connecting-IP` on every
 * request (overwriting a client-sent one); `X-Forwarded-For` is client-controlled.
 */
export const WORKER_IP_HEADERS: readonly string[] = ["cf-connecting-ip"];

/**
 * Bytes of finished bodies an isolate keeps (`assemble.ts`): an isolate has 128 MB for
 * everything, so a quarter of the Node default.
 */
export const WORKER_BODY_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Reads a requests-per-minute var: a positive integer (a JSON number or its decimal text).
 * Anything else falls back to the default and is logged, so a typo cannot disable limiting.
 */
export function rateLimitVar(name: string, value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === "") return fallback;
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (/^[1-9][0-9]{0,8}$/.test(text)) return Number(text);
  console.error(`${name}=${JSON.stringify(value)} is not a positive integer; using ${fallback}`);
  return fallback;
}

/**
 * The `Response` of the handler's parts on Workers: as `exchange.ts` `toResponse`, except that a
 * HEAD answer carries no `Content-Length`. Bodies are compressed by the platform after the worker
 * (only the platform sees the client's `Accept-Encoding`: the worker is handed `br, gzip`), so the
 * length of the representation a HEAD describes is not known here, and workerd pairs its own
 * `Content-Encoding` with whatever length the worker set (test/edge-rules/workerd/compression.test.ts).
 * RFC 9110 §9.3.2 lets a HEAD answer omit fields "determined only while generating the content".
 */
export function workerResponse(parts: ResponseParts, method: string): Response {
  let headers = parts.headers;
  if (method === "HEAD" && "content-length" in headers) {
    const { "content-length": _length, ...rest } = headers;
    headers = rest;
  }
  return new Response(parts.body as Uint8Array<ArrayBuffer> | null, { status: parts.status, headers });
}

/** Builds the handler for an `env` (the bindings of one deployed worker version). */
export function createWorkerHandler(env: Env, clock: () => number = Date.now): Handler {
  const secret = env.GW_PROXY_SECRET;
  return createHandler({
    origin: assetsOrigin(env.ASSETS),
    tokens: kvTokenStore(env.TOKENS),
    limiter: new DurableObjectRateLimiter(env.RATE_LIMITER),
    clock,
    assembler: { maxBodyBytes: WORKER_BODY_CACHE_BYTES },
    config: {
      serviceName: env.SERVICE_NAME || SERVICE_NAME,
      ...(typeof secret === "string" && secret !== "" ? { proxySecret: secret } : {}),
      rateLimits: {
        lite: rateLimitVar("RATE_LIMIT_LITE", env.RATE_LIMIT_LITE, DEFAULT_RATE_LIMITS.lite),
        pro: rateLimitVar("RATE_LIMIT_PRO", env.RATE_LIMIT_PRO, DEFAULT_RATE_LIMITS.pro),
        ultra: rateLimitVar("RATE_LIMIT_ULTRA", env.RATE_LIMIT_ULTRA, DEFAULT_RATE_LIMITS.ultra),
      },
      ipHeaders: WORKER_IP_HEADERS,
    },
    onError: (error, request) => {
      // The path only: the query may carry a token.
      const path = new URL(request.url).pathname;
      console.error(`edge-rules: ${request.method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    },
  });
}
