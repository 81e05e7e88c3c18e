/**
 * Errors: every error is an `ErrorResponse` body `{ ok: false, error, code, ...offending fields, hint, docs }`
 * (docs/interface.md#errors), sent as JSON with `Cache-Control: no-store`. Codes and statuses come from
 * the one shared table, `schemas/error-codes.ts`; `hint` from its code's rule (`hints.ts`) and the request
 * that failed, `docs` from the code alone.
 */
import { ERROR_CODES, errorDocsUrl, type ErrorCode } from "../../schemas/error-codes.ts";
import { ERROR_FIELD_KEYS } from "../../schemas/responses.ts";
import type { ApiError, ErrorFields } from "./api-error.ts";
import { hintFor, type HintContext } from "./hints.ts";

/** Builds an {@link ApiError}. */
export function apiError(code: ErrorCode, message: string, fields?: ErrorFields): ApiError {
  return fields === undefined ? { code, message } : { code, message, fields };
}

/** The HTTP status of an error code (from `schemas/error-codes.ts`). */
export function errorStatus(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}

/**
 * The exact ErrorResponse JSON: `ok, error, code`, then the offending fields in schema order
 * (ERROR_FIELD_KEYS), absent fields left out, then `hint` (its code's rule over `context`, the request
 * that failed: hints.ts) and `docs`.
 */
export function errorBody(error: ApiError, context: HintContext = {}): string {
  const body: Record<string, unknown> = { ok: false, error: error.message, code: error.code };
  const f = error.fields;
  if (f) for (const key of ERROR_FIELD_KEYS) if (f[key] !== undefined) body[key] = f[key];
  body.hint = hintFor(error, context);
  body.docs = errorDocsUrl(error.code);
  return JSON.stringify(body);
}

/** The message of 500 INTERNAL: a fault of the service, reported to the operator; the body says no more. */
export const INTERNAL_MESSAGE = "internal error: the failure was reported to the operator";
