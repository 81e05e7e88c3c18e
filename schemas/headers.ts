/**
 * HTTP header names (ヘッダー名) of the interface and decisions.md §2–§5, spelled once for the
 * OpenAPI document and the edge layer. HTTP header names are case-insensitive; these are the
 * canonical spellings the documents print.
 */
export const HEADER = {
  /** Gateway subscription key; the declared default security requirement. */
  apiKey: "X-Gw-API-Key",
  /** Optional internal validation set by the platform proxy. */
  proxySecret: "X-Gw-Proxy-Secret",
  /** The gateway subscription plan: BASIC, PRO, ULTRA or MEGA. */
  subscription: "X-Gw-Subscription",
  /** Upgrade hint on lite data responses. */
  upgradeInfo: "X-Upgrade-Info",
  /** Direct-access credential (`Bearer <token>`). */
  authorization: "Authorization",
} as const;

/** The rate-limit response headers of decisions.md §5 (and `Retry-After` on 429). */
export const RATE_LIMIT_HEADERS = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"] as const;

/**
 * `Vary` of every data 200/304 (decisions.md §4, completed): the body depends on the
 * credential, so a shared cache must key on it even for public lite responses (otherwise a cached
 * anonymous lite body could be served to a Pro caller): `Authorization`, and the two gateway
 * headers that select the plan.
 */
export const VARY = [HEADER.authorization, HEADER.proxySecret, HEADER.subscription].join(", ");
