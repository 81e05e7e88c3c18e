/**
 * Response header rules (decisions.md §4, §5): content type, caching, CORS, the upgrade hint
 * and the RateLimit fields. Every value a test or a client may compare is a named constant.
 */
import type { RateLimitResult } from "./rate-limit.ts";

/** Every body is JSON in UTF-8. */
export const CONTENT_TYPE = "application/json; charset=utf-8";

/** Cache-Control of a lite data 200 to an anonymous caller (CDNs may keep it a day). */
export const CACHE_PUBLIC = "public, max-age=86400, stale-while-revalidate=604800";
/** Cache-Control of a data 200 to a credentialed caller (token or verified gateway). */
export const CACHE_PRIVATE = "private, max-age=3600";
/** Cache-Control of health and of every error. */
export const CACHE_NO_STORE = "no-store";

/** Vary of every data 200/304: `Authorization, X-Gw-Proxy-Secret, X-Gw-Subscription` (spelled in schemas/headers.ts). */
export { VARY } from "../schemas/headers.ts";

/** The methods the service answers (405 `Allow`, preflight `Access-Control-Allow-Methods`). */
export const ALLOWED_METHODS = "GET, HEAD, OPTIONS";

/** Request headers a browser may send cross-origin (preflight `Access-Control-Allow-Headers`). */
export const CORS_ALLOW_HEADERS =
  "Authorization, X-Gw-API-Key, X-Gw-Proxy-Secret, X-Gw-Subscription, If-None-Match, If-Modified-Since";

/** Response headers a cross-origin script may read beyond the CORS-safelisted ones. */
export const CORS_EXPOSE_HEADERS =
  "ETag, Last-Modified, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, X-Upgrade-Info";

/** How long a browser may cache a preflight answer, in seconds. */
export const CORS_MAX_AGE = "86400";

/** `X-Upgrade-Info` on every lite data 200: what Pro adds (ASCII only: it is a header). */
export const UPGRADE_INFO =
  "Pro adds nengo, eto, eto_month, eto_year, kyusei, kyusei_month, kyusei_year, junichoku, shuku28, kou72, notes_arr and periods; ranges up to 366 days; bulk by year";

/** Response header fields by lowercase name (turned into `Headers` by the runtime adapter). */
export type HeaderFields = Record<string, string>;

/** Headers every response carries: CORS and the content-type sniffing guard. */
export function baseHeaders(): HeaderFields {
  return {
    "access-control-allow-origin": "*",
    "access-control-expose-headers": CORS_EXPOSE_HEADERS,
    "x-content-type-options": "nosniff",
  };
}

/** Adds `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (draft-ietf-httpapi-ratelimit-headers-06 names). */
export function setRateLimitHeaders(headers: HeaderFields, result: RateLimitResult): void {
  headers["ratelimit-limit"] = String(result.limit);
  headers["ratelimit-remaining"] = String(Math.max(0, result.remaining));
  headers["ratelimit-reset"] = String(Math.max(0, result.resetSeconds));
}

/** Adds `Retry-After` in whole seconds, at least 1 (RFC 9110 §10.2.3 delay-seconds), for a 429. */
export function setRetryAfter(headers: HeaderFields, result: RateLimitResult): void {
  headers["retry-after"] = String(Math.max(1, Math.ceil(result.retryAfterSeconds)));
}

/** Adds the preflight answer's headers. */
export function setPreflightHeaders(headers: HeaderFields): void {
  headers["access-control-allow-methods"] = ALLOWED_METHODS;
  headers["access-control-allow-headers"] = CORS_ALLOW_HEADERS;
  headers["access-control-max-age"] = CORS_MAX_AGE;
  headers.allow = ALLOWED_METHODS;
}
