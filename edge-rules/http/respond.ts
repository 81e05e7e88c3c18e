/**
 * The response stage: every answer the handler gives becomes {@link ResponseParts} here, with
 * the header rules of `headers.ts` (CORS, RateLimit, caching) and the ErrorResponse bodies of
 * `errors.ts`. Pure functions of their inputs; the runtime adapters turn the parts into bytes.
 */
import { apiError, errorBody, errorStatus } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";
import type { HintContext } from "../errors/hints.ts";
import type { ResponseParts } from "./exchange.ts";
import {
  ALLOWED_METHODS,
  baseHeaders,
  CACHE_NO_STORE,
  CONTENT_TYPE,
  type HeaderFields,
  setPreflightHeaders,
  retryAfterSeconds,
  setRateLimitHeaders,
  setRetryAfter,
} from "./headers.ts";
import type { RateLimitResult } from "../access/rate-limit.ts";

const encoder = new TextEncoder();

/**
 * A response with a body: `content-length` is set from the body, and a HEAD answer drops the
 * body but keeps the length (RFC 9110 §9.3.2).
 */
export function withBody(status: number, headers: HeaderFields, body: Uint8Array, head: boolean): ResponseParts {
  headers["content-length"] = String(body.length);
  return { status, headers, body: head ? null : body };
}

/** The common headers of a JSON answer that must not be stored: CORS, content type, no-store, RateLimit. */
function noStoreJsonHeaders(rl: RateLimitResult): HeaderFields {
  const headers = baseHeaders();
  headers["content-type"] = CONTENT_TYPE;
  headers["cache-control"] = CACHE_NO_STORE;
  setRateLimitHeaders(headers, rl);
  return headers;
}

/**
 * An ErrorResponse (docs/interface.md#errors): JSON, `no-store`, with the RateLimit fields. An error
 * answered while the bucket could not pay took nothing, so its `X-RateLimit-Cost` is 0 (Remaining did
 * not move); only a 429 states what it would have cost.
 * @param hints the request that failed, for the body's `hint` (hints.ts).
 */
export function errorReply(error: ApiError, rl: RateLimitResult, head: boolean, hints?: HintContext): ResponseParts {
  const taken = rl.allowed || error.code === "RATE_LIMITED" || rl.cost === undefined ? rl : { ...rl, cost: 0 };
  return withBody(errorStatus(error.code), noStoreJsonHeaders(taken), encoder.encode(errorBody(error, hints)), head);
}

/** 405 METHOD_NOT_ALLOWED with `Allow` (RFC 9110 §15.5.6). A 405 always carries its body. */
export function methodNotAllowed(method: string, rl: RateLimitResult, hints?: HintContext): ResponseParts {
  const reply = errorReply(apiError("METHOD_NOT_ALLOWED", `method ${method} is not allowed: use ${ALLOWED_METHODS}`), rl, false, hints);
  (reply.headers as HeaderFields).allow = ALLOWED_METHODS;
  return reply;
}

/** 429 RATE_LIMITED with `Retry-After` (RFC 6585 §4, RFC 9110 §10.2.3), which its hint repeats. */
export function tooManyRequests(rl: RateLimitResult, head: boolean, hints?: HintContext): ResponseParts {
  const error = apiError("RATE_LIMITED", `rate limit exceeded (${rl.limit} requests per minute); retry after the Retry-After seconds`);
  const reply = errorReply(error, rl, head, { ...hints, retryAfter: retryAfterSeconds(rl) });
  setRetryAfter(reply.headers, rl);
  return reply;
}

/** 204 answer to a CORS preflight. */
export function preflight(rl: RateLimitResult): ResponseParts {
  const headers = baseHeaders();
  setPreflightHeaders(headers);
  setRateLimitHeaders(headers, rl);
  return { status: 204, headers, body: null };
}

/** A 200 JSON document that must not be stored (health). */
export function noStoreJson(status: number, json: unknown, rl: RateLimitResult, head: boolean): ResponseParts {
  return withBody(status, noStoreJsonHeaders(rl), encoder.encode(JSON.stringify(json)), head);
}
