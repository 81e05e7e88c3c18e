/**
 * The error outcome every stage returns (docs/interface.md#errors), before errors.ts writes its body with its
 * hint. A shape of its own, so that the hint rules (hints.ts) read it without importing the module that calls them.
 */
import type { ErrorCode } from "../../schemas/error-codes.ts";
import type { ErrorFieldKey, ErrorResponse } from "../../schemas/responses.ts";
import type { Outside } from "../routing/outside.ts";

/** The optional ErrorResponse fields that name what was wrong with the request (schemas/responses.ts). */
export type ErrorFields = Pick<ErrorResponse, ErrorFieldKey>;

/** An error outcome of one pipeline stage, before it becomes a Response. */
export interface ApiError {
  readonly code: ErrorCode;
  /** Human-readable message (the ErrorResponse `error`). */
  readonly message: string;
  readonly fields?: ErrorFields;
  /**
   * OUT_OF_COVERAGE: the day or year outside the data, as the message names it (an instant's civil day, which
   * its text may not show): what its hint converts instead. Not part of the body.
   */
  readonly outside?: Outside;
}
