/**
 * Limits of the HTTP connection (接続の上限) on the Node server, and the error codes answered
 * there before a request reaches the handler (edge-rules/node/). Spelled once here: the error
 * table names them, the OpenAPI document prints them, the server applies them.
 *
 * On Cloudflare Workers the platform parses HTTP and applies its own limits, answering with its
 * own bodies; these codes are the Node server's.
 */

/**
 * Longest request target, in bytes: 8 KiB, the size RFC 9112 §3 recommends servers support
 * at least ("It is RECOMMENDED that all HTTP senders and recipients support, at a minimum,
 * request-line lengths of 8000 octets"). Longer: 414 URI_TOO_LONG (RFC 9110 §15.5.15).
 */
export const MAX_URI_BYTES = 8 * 1024;

/**
 * Most bytes of the request line plus header section: 16 KiB (Node's `maxHeaderSize` default).
 * More: 431 HEADERS_TOO_LARGE (RFC 6585 §5), or 414 when the request line alone overflows.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Most header fields in a request: 100 (Apache httpd's `LimitRequestFields` default). More:
 * 431 HEADERS_TOO_LARGE. Without this, node:http silently drops the fields after
 * `maxHeadersCount` (2000).
 */
export const MAX_HEADER_FIELDS = 100;

/** The header section must arrive within 10 s of the request's first byte, else 408. */
export const HEADERS_TIMEOUT_MS = 10_000;

/** The whole request must arrive within 30 s, else 408 REQUEST_TIMEOUT (RFC 9110 §15.5.9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Keep-alive: advertised as `Keep-Alive: timeout=4`; node:http closes the idle socket 1 s after
 * that (its `HTTP_SERVER_KEEP_ALIVE_TIMEOUT_BUFFER`, so a client never reuses a socket the server
 * is closing), so an idle keep-alive connection lasts at most {@link KEEP_ALIVE_MAX_IDLE_MS}.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 4_000;

/** The longest an idle keep-alive connection stays open: 5 s (no response is sent). */
export const KEEP_ALIVE_MAX_IDLE_MS = 5_000;

/** The statuses only the connection answers (every other status comes from the handler). */
export const CONNECTION_STATUSES = [408, 414, 431] as const;
