import { ERROR_CODES, type ErrorCode } from "./error-codes.ts";

/**
 * Error codes grouped by HTTP status (ステータス別): the grouping the OpenAPI document prints
 * per error response, derived from ERROR_CODES so that the two never disagree.
 */

/** Every error code, in ERROR_CODES order. */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as readonly ErrorCode[];

/** The error codes answered with `status`, in ERROR_CODES order. */
export function errorCodesForStatus(status: number): ErrorCode[] {
  return ERROR_CODE_LIST.filter((code) => ERROR_CODES[code].status === status);
}

/** Every status that carries an error code, ascending. */
export function errorStatuses(): number[] {
  return [...new Set(ERROR_CODE_LIST.map((code) => ERROR_CODES[code].status as number))].sort((a, b) => a - b);
}
