/**
 * The edge-rules layer's public surface: build a handler with {@link createHandler} and inject
 * an origin, a token store, a rate limiter and a clock. Runtime adapters live beside it
 * (`node/` for Node; the Workers entry imports the same handler).
 */
export { createHandler, type Handler, type HandlerConfig, type HandlerDeps } from "./handler.ts";
export { memoryOrigin, type ManifestHead, type Origin } from "./origin.ts";
export { MemoryRateLimiter, type RateLimiter, type RateLimitResult } from "./rate-limit.ts";
export { memoryTokenStore, sha256Hex, type TokenRecord, type TokenStore } from "./token-store.ts";
export { PLANS, type Plan } from "./plan.ts";
export type { View, FnName, ApiRequest } from "./params.ts";
