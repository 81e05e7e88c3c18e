/**
 * HTTP header names (ヘッダー名) of the interface and docs/interface.md (plans, errors, caching, rate limits), spelled once for the
 * OpenAPI document and the edge layer. HTTP header names are case-insensitive (RFC 9110 §5.1);
 * these are the canonical spellings the documents print, and `lower` gives what the edge reads.
 */
export const HEADER = {
  /** Gateway subscription key. */
  apiKey: "X-Gw-API-Key",
  /** Internal validation set by the platform proxy. */
  proxySecret: "X-Gw-Proxy-Secret",
  /** The gateway subscription plan: BASIC, PRO, ULTRA or MEGA. */
  subscription: "X-Gw-Subscription",
  /** Upgrade hint on lite data responses. */
  upgradeInfo: "X-Upgrade-Info",
  /** The rules a CSV answer applied (docs/interface.md#schools-rules): a JSON body names them in `rules`. */
  rules: "X-Rules",
  /** Direct-access credential (`Bearer <token>`). */
  authorization: "Authorization",
} as const;

/** A header name as Fetch `Headers` and node:http hand it over: lower case. */
export function lower<T extends string>(name: T): Lowercase<T> {
  return name.toLowerCase() as Lowercase<T>;
}

/**
 * The rate-limit response headers of docs/interface.md#rate-limits: draft-ietf-httpapi-ratelimit-headers
 * names, and `X-RateLimit-Cost` (the units the request costs; the draft has none); `Retry-After` on 429.
 */
export const RATE_LIMIT_HEADERS = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "X-RateLimit-Cost"] as const;

/**
 * `Vary` of every data 200/304 (RFC 9110 §12.5.5). The body depends on the credential, so a
 * shared cache must key on it even for public lite responses (otherwise a cached anonymous lite
 * body could be served to a Pro caller): `Authorization`, and the two gateway headers that
 * select the plan. (`?token=` is in the URL, which every cache keys on already.) And
 * `Accept-Encoding`: the content coding is chosen by it (RFC 9110 §12.5.3), by the Node server or,
 * on Workers, by the platform.
 */
export const VARY_FIELDS = [HEADER.authorization, HEADER.proxySecret, HEADER.subscription, "Accept-Encoding"] as const;
export const VARY = VARY_FIELDS.join(", ");

/** The methods the service answers (405 `Allow`, preflight `Access-Control-Allow-Methods`). */
export const ALLOWED_METHODS = ["GET", "HEAD", "OPTIONS"] as const;

/** Request headers a browser may send cross-origin (preflight `Access-Control-Allow-Headers`). */
export const CORS_ALLOW_HEADERS = [
  HEADER.authorization,
  HEADER.apiKey,
  HEADER.proxySecret,
  HEADER.subscription,
  "If-None-Match",
  "If-Modified-Since",
] as const;

/** Response headers a cross-origin script may read beyond the CORS-safelisted ones. */
export const CORS_EXPOSE_HEADERS = [
  "ETag",
  "Last-Modified",
  ...RATE_LIMIT_HEADERS,
  "Retry-After",
  HEADER.upgradeInfo,
  HEADER.rules,
] as const;
