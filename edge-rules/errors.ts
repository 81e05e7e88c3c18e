/**
 * Errors: every error is an `ErrorResponse` body `{ ok: false, error, code, ...offending fields }`
 * (decisions.md §3), sent as JSON with `Cache-Control: no-store`. Codes and statuses come from
 * the one shared table, `schemas/error-codes.ts`.
 */
import { ERROR_CODES, type ErrorCode } from "../schemas/error-codes.ts";

/** The optional ErrorResponse fields that name what was wrong with the request. */
export interface ErrorFields {
  date?: string;
  start?: string;
  end?: string;
  maxDays?: number;
  year?: number;
}

/** An error outcome of one pipeline stage, before it becomes a Response. */
export interface ApiError {
  readonly code: ErrorCode;
  /** Human-readable message (the ErrorResponse `error`). */
  readonly message: string;
  readonly fields?: ErrorFields;
}

/** Builds an {@link ApiError}. */
export function apiError(code: ErrorCode, message: string, fields?: ErrorFields): ApiError {
  return fields === undefined ? { code, message } : { code, message, fields };
}

/** The HTTP status of an error code (from `schemas/error-codes.ts`). */
export function errorStatus(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}

/**
 * The exact ErrorResponse JSON: keys in schema order `ok, error, code, date, start, end,
 * maxDays, year`; absent fields are left out.
 */
export function errorBody(error: ApiError): string {
  const body: Record<string, unknown> = { ok: false, error: error.message, code: error.code };
  const f = error.fields;
  if (f) {
    if (f.date !== undefined) body.date = f.date;
    if (f.start !== undefined) body.start = f.start;
    if (f.end !== undefined) body.end = f.end;
    if (f.maxDays !== undefined) body.maxDays = f.maxDays;
    if (f.year !== undefined) body.year = f.year;
  }
  return JSON.stringify(body);
}
