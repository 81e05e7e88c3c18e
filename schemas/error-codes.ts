import { HEADERS_TIMEOUT_MS, MAX_HEADER_BYTES, MAX_HEADER_FIELDS, MAX_URI_BYTES, REQUEST_TIMEOUT_MS } from "./connection-limits.ts";

/** Bytes as KiB for the table's texts. */
const kib = (bytes: number): string => `${bytes / 1024} KiB`;

/**
 * Every error code of the service with its HTTP status: docs/interface.md#errors, the one table that
 * both the OpenAPI document and the edge-rules layer read. The codes of
 * `connection-limits.ts` (MALFORMED_REQUEST, INVALID_HOST, REQUEST_TIMEOUT, URI_TOO_LONG,
 * HEADERS_TOO_LARGE) are answered by the Node server before the handler.
 */
import { FEED_MAX_BUILDS, FEED_MAX_EVENTS, FEED_MAX_WAITING } from "./feed.ts";

export const ERROR_CODES = {
  FN_REQUIRED: { status: 400, when: "gw.php without fn" },
  UNKNOWN_FN: { status: 400, when: "fn names no gw.php function (the fn parameter lists them)" },
  INVALID_VIEW: { status: 400, when: "view is not lite or pro" },
  DATE_REQUIRED: { status: 400, when: "day without date (a date in YYYY-MM-DD is required)" },
  INVALID_DATE: { status: 400, when: "not YYYY-MM-DD, or no such day (2025-02-29)" },
  INVALID_DATETIME: {
    status: 400,
    when: "not an ISO 8601 date-time with an offset or none (JST), or no such instant (24:00, 2025-02-29T10:00, an offset beyond ±14:00): the error says why",
  },
  START_REQUIRED: { status: 400, when: "range without start" },
  END_REQUIRED: { status: 400, when: "range without end" },
  RANGE_REVERSED: { status: 400, when: "start is after end" },
  YEARS_REQUIRED: { status: 400, when: "bulk without years" },
  INVALID_YEARS: { status: 400, when: "years not matching ^[0-9]{4}(,[0-9]{4})*$, or more years than the coverage holds" },
  INVALID_PARAMETER: {
    status: 400,
    when: "a parameter value is not one the operation accepts (an unknown id, a format, order, limit or holiday value); names the parameter and the value",
  },
  FEED_TOO_LARGE: {
    status: 400,
    when: `a calendar feed would hold more than ${FEED_MAX_EVENTS.toLocaleString("en")} events (fewer years, items or notes)`,
  },
  MALFORMED_REQUEST: {
    status: 400,
    when: "the request line or a header field is not valid HTTP/1.1 (raw non-ASCII bytes in the target: the message says to percent-encode them), or the client closed the connection mid-request (Node server, before the handler)",
  },
  INVALID_HOST: {
    status: 400,
    when: "Host missing (HTTP/1.1), sent twice, or not host[:port] (RFC 9112 §3.2; Node server, before the handler)",
  },
  AUTH_FAILED: { status: 403, when: "unknown, revoked or expired token, or a wrong proxy secret" },
  PLAN_REQUIRED: { status: 403, when: "view=pro or bulk without a Pro plan" },
  RANGE_TOO_LONG: {
    status: 403,
    when: "more days than the plan allows: a range, find or business count span (both ends count), or business add's |days|",
  },
  OUT_OF_COVERAGE: { status: 404, when: "date or year outside the generated coverage" },
  NOT_FOUND: { status: 404, when: "no such path" },
  METHOD_NOT_ALLOWED: { status: 405, when: "a method other than GET, HEAD, OPTIONS" },
  REQUEST_TIMEOUT: {
    status: 408,
    when: `headers not received within ${HEADERS_TIMEOUT_MS / 1000} s, or the whole request (body included) within ${REQUEST_TIMEOUT_MS / 1000} s (Node server)`,
  },
  URI_TOO_LONG: { status: 414, when: `a request target longer than ${kib(MAX_URI_BYTES)} (Node server)` },
  RATE_LIMITED: { status: 429, when: "over the plan's rate (see Retry-After)" },
  HEADERS_TOO_LARGE: {
    status: 431,
    when: `request line and headers over ${kib(MAX_HEADER_BYTES)}, or more than ${MAX_HEADER_FIELDS} header fields (Node server)`,
  },
  INTERNAL: {
    status: 500,
    when: "the server failed while answering: a fault of the service, not of the request, reported to the operator (the body says no more); retry later",
  },
  SERVICE_BUSY: {
    status: 503,
    when: `${FEED_MAX_BUILDS} calendar feeds are being built and ${FEED_MAX_WAITING} more wait (see Retry-After)`,
  },
  DATA_UNAVAILABLE: {
    status: 503,
    when: "a data file the manifest lists is missing or does not match it: the node's state, not the request's (health says which file; the generator's ensure regenerates)",
  },
} as const satisfies Record<string, { status: number; when: string }>;

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
