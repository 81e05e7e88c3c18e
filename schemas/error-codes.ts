import { HEADERS_TIMEOUT_MS, MAX_HEADER_BYTES, MAX_HEADER_FIELDS, MAX_URI_BYTES, REQUEST_TIMEOUT_MS } from "./connection-limits.ts";

/** Bytes as KiB for the table's texts. */
const kib = (bytes: number): string => `${bytes / 1024} KiB`;

/**
 * Every error code of the service with its HTTP status: docs/interface.md#errors, the one table that
 * both the OpenAPI document and the edge-rules layer read. The codes of
 * `connection-limits.ts` (MALFORMED_REQUEST, INVALID_HOST, REQUEST_TIMEOUT, URI_TOO_LONG,
 * HEADERS_TOO_LARGE) are answered by the Node server before the handler.
 *
 * `hint` says in words what each code's hint names (docs/interface.md#hints, the API reference page's
 * errors section); the rule that makes it is edge-rules/errors/hints.ts, one per code.
 */
import { PAGE_URLS } from "./pages/pages.ts";
import { FEED_MAX_BUILDS, FEED_MAX_EVENTS, FEED_MAX_WAITING } from "./feed.ts";

export const ERROR_CODES = {
  FN_REQUIRED: {
    status: 400,
    when: "gw.php without fn",
    hint: "the same request with the gw.php function its parameters name (date: day; start and end: range; …)",
  },
  UNKNOWN_FN: {
    status: 400,
    when: "fn names no gw.php function (the fn parameter lists them)",
    hint: "the same request with the function the fn was near (DAY: day), else the list of functions",
  },
  INVALID_VIEW: {
    status: 400,
    when: "view is not lite or pro",
    hint: "the same request with view in lower case, or without view (the view then follows the plan)",
  },
  DATE_REQUIRED: {
    status: 400,
    when: "day without date (a date in YYYY-MM-DD is required)",
    hint: "the same request with today's date (JST)",
  },
  INVALID_DATE: {
    status: 400,
    when: "not YYYY-MM-DD, or no such day (2025-02-29)",
    hint: "the same request with the date as YYYY-MM-DD (2026-5-5: 2026-05-05), or past a month's end the month's last day (2026-02-29: 2026-02-28, or 2026-03-01)",
  },
  INVALID_DATETIME: {
    status: 400,
    when: "not an ISO 8601 date-time with an offset or none (JST), or no such instant (24:00, 2025-02-29T10:00, an offset beyond ±14:00): the error says why",
    hint: "the same request with the instant written as ISO 8601 (a space: T; 24:00: the next day's 00:00; past a month's end its last day; an offset beyond ±14:00: none, JST)",
  },
  START_REQUIRED: {
    status: 400,
    when: "range without start",
    hint: "the same request with start: the first day of end's month (of today's without end)",
  },
  END_REQUIRED: { status: 400, when: "range without end", hint: "the same request with end: the last day of start's month" },
  RANGE_REVERSED: { status: 400, when: "start is after end", hint: "the same request with start and end swapped" },
  YEARS_REQUIRED: { status: 400, when: "bulk without years", hint: "the same request with this year" },
  INVALID_YEARS: {
    status: 400,
    when: "years not matching ^[0-9]{4}(,[0-9]{4})*$, or more years than the coverage holds",
    hint: "the same request with the four-digit years it holds, comma-separated (a feed: YYYY-YYYY in order)",
  },
  INVALID_PARAMETER: {
    status: 400,
    when: "a parameter value is not one the operation accepts (an unknown id, a format, order, limit or holiday value); names the parameter and the value",
    hint: "the accepted values, and the same request with the value corrected (a near value: taiann → taian) or left out",
  },
  FEED_TOO_LARGE: {
    status: 400,
    when: `a calendar feed would hold more than ${FEED_MAX_EVENTS.toLocaleString("en")} events (fewer years, items or notes)`,
    hint: "the same feed with its first year only (or without notes)",
  },
  MALFORMED_REQUEST: {
    status: 400,
    when: "the request line or a header field is not valid HTTP/1.1 (raw non-ASCII bytes in the target: the message says to percent-encode them), or the client closed the connection mid-request (Node server, before the handler)",
    hint: "raw non-ASCII bytes in the target: the target percent-encoded; else what to fix",
  },
  INVALID_HOST: {
    status: 400,
    when: "Host missing (HTTP/1.1), sent twice, or not host[:port] (RFC 9112 §3.2; Node server, before the handler)",
    hint: "send one Host field, host[:port]",
  },
  AUTH_FAILED: {
    status: 403,
    when: "unknown, revoked or expired token, or a wrong proxy secret",
    hint: "check the credential (GET /gw/health with it); without one the request answers in the Lite view",
  },
  PLAN_REQUIRED: {
    status: 403,
    when: "view=pro or bulk without a Pro plan",
    hint: "the plan and the parameter that needs it, and the Lite request that comes nearest: without view=pro, limit=31, without the Pro conditions, a month of /gw/range for bulk, /gw/moment for a birth chart",
  },
  RANGE_TOO_LONG: {
    status: 403,
    when: "more days than the plan allows: a range, find or business count span (both ends count), or business add's |days|",
    hint: "the first part of the split, at most maxDays days (business add: maxDays business days; a feed: the plan's years), and how many requests cover the whole",
  },
  OUT_OF_COVERAGE: {
    status: 404,
    when: "date or year outside the generated coverage",
    hint: "before 1873: /gw/wareki/YYYY-MM-DD of the day (of a year's first day); else the years served (GET /gw/health)",
  },
  NOT_FOUND: {
    status: 404,
    when: "no such path",
    hint: "the API path nearest to it (no trailing slash, lower case, no /lite or .json), else where the paths are listed",
  },
  METHOD_NOT_ALLOWED: { status: 405, when: "a method other than GET, HEAD, OPTIONS", hint: "the same target with GET" },
  REQUEST_TIMEOUT: {
    status: 408,
    when: `headers not received within ${HEADERS_TIMEOUT_MS / 1000} s, or the whole request (body included) within ${REQUEST_TIMEOUT_MS / 1000} s (Node server)`,
    hint: "send the whole request promptly, then retry",
  },
  URI_TOO_LONG: {
    status: 414,
    when: `a request target longer than ${kib(MAX_URI_BYTES)} (Node server)`,
    hint: "send a shorter target: split a list over several requests",
  },
  RATE_LIMITED: {
    status: 429,
    when: "over the plan's rate (see Retry-After)",
    hint: "the same request, after retryAfter seconds (Retry-After)",
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    when: `request line and headers over ${kib(MAX_HEADER_BYTES)}, or more than ${MAX_HEADER_FIELDS} header fields (Node server)`,
    hint: "send fewer and shorter header fields",
  },
  INTERNAL: {
    status: 500,
    when: "the server failed while answering: a fault of the service, not of the request, reported to the operator (the body says no more); retry later",
    hint: "a fault of the service, reported to the operator: retry later",
  },
  SERVICE_BUSY: {
    status: 503,
    when: `${FEED_MAX_BUILDS} calendar feeds are being built and ${FEED_MAX_WAITING} more wait (see Retry-After)`,
    hint: "the same request, after retryAfter seconds (Retry-After)",
  },
  DATA_UNAVAILABLE: {
    status: 503,
    when: "a data file the manifest lists is missing or does not match it: the node's state, not the request's (health says which file; the generator's ensure regenerates)",
    hint: "the node's data, not the request: retry later or on another node (GET /gw/health names the file)",
  },
} as const satisfies Record<string, { status: number; when: string; hint: string }>;

/** A machine-readable error code. */
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * The error codes the Node server answers at the connection, before the handler: they carry no
 * RateLimit fields (the request was never counted) and always `Connection: close`.
 */
export const CONNECTION_ERROR_CODES = [
  "MALFORMED_REQUEST",
  "INVALID_HOST",
  "REQUEST_TIMEOUT",
  "URI_TOO_LONG",
  "HEADERS_TOO_LARGE",
] as const satisfies readonly ErrorCode[];

/** A connection-level error code. */
export type ConnectionErrorCode = (typeof CONNECTION_ERROR_CODES)[number];

/** The id of an error code's section on the API reference page (`/docs`, generator/pages/docs-page.ts). */
export const errorAnchor = (code: ErrorCode): string => `error-${code}`;

/** An error body's `docs`: its code's section of the API reference page, a path on the server that answered. */
export const errorDocsUrl = (code: ErrorCode): string => `${PAGE_URLS.docs}#${errorAnchor(code)}`;
