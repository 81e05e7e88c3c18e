/**
 * The Cloudflare Workers entry: the portable edge-rules handler (`../handler.ts`, unchanged)
 * wired to the Workers bindings of wrangler.jsonc.
 *
 * | handler dependency | on Workers                                                        |
 * |--------------------|-------------------------------------------------------------------|
 * | origin             | the generated tree as static assets, via `env.ASSETS` (assets-origin.ts) |
 * | tokens             | KV namespace `TOKENS`, key = SHA-256 hex of the token (kv-tokens.ts) |
 * | limiter            | Durable Object `RateLimiter`, one object per client (rate-limiter-do.ts) |
 * | config.proxySecret | secret `GW_PROXY_SECRET` (`wrangler secret put GW_PROXY_SECRET`)  |
 * | config.rateLimits  | vars `RATE_LIMIT_LITE`, `RATE_LIMIT_PRO`, `RATE_LIMIT_ULTRA`        |
 * | client IP          | `CF-Connecting-IP` only: Cloudflare sets it on every request and   |
 * |                    | overwrites a client's own; `X-Forwarded-For` is client-controlled   |
 *
 * `assets.run_worker_first: true` sends every request here first, so files under `pro/` are
 * never served by the asset router directly. Web and Workers APIs only (no `node:` modules).
 * No compressor is injected: the platform compresses responses by the client's Accept-Encoding
 * (edge-rules/README.md, "Compression").
 */
import type { Handler } from "../handler.ts";
import type { Env } from "./bindings.ts";
import { createWorkerHandler, workerResponse } from "./worker-handler.ts";

export { RateLimiter } from "./rate-limiter-do.ts";

/** One handler per `env` and isolate: its manifest and assembly caches live as long as the isolate. */
const handlers = new WeakMap<Env, Handler>();

function handlerFor(env: Env): Handler {
  let handler = handlers.get(env);
  if (handler === undefined) {
    handler = createWorkerHandler(env);
    handlers.set(env, handler);
  }
  return handler;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    return workerResponse(await handlerFor(env).parts(request), request.method);
  },
};
