/** The client's error: an answer that is not a 200 (after any retries), with the API's error body. */
import type { ErrorCode, ErrorResponse, HealthUnavailableResponse } from "./openapi.ts";

/** What `KoyomiError.code` holds: the API's `code`, health's 503 `reason`, or `UNEXPECTED_RESPONSE` for an answer without a JSON error body. */
export type KoyomiErrorCode = ErrorCode | HealthUnavailableResponse["reason"] | "UNEXPECTED_RESPONSE";

/** The JSON body of an error answer: an ErrorResponse, or health's 503 body. */
export type ErrorBody = ErrorResponse | HealthUnavailableResponse;

export class KoyomiError extends Error {
  override readonly name = "KoyomiError";
  /** The HTTP status. */
  readonly status: number;
  /** The API's error code (docs/interface.md "Errors"). */
  readonly code: KoyomiErrorCode;
  /** The whole JSON error body (`date`, `start`, `end`, `maxDays`, `parameter`, `value`, … where the code has them), or undefined. */
  readonly body: ErrorBody | undefined;
  /** `Retry-After` in seconds, when the answer carried it (429, 503 SERVICE_BUSY). */
  readonly retryAfter: number | undefined;
  /** The answer's headers (RateLimit-*, …). */
  readonly headers: Headers;
  /** The operationId of the call. */
  readonly operation: string;

  constructor(init: {
    status: number;
    code: KoyomiErrorCode;
    message: string;
    body?: ErrorBody | undefined;
    retryAfter?: number | undefined;
    headers: Headers;
    operation: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
    this.headers = init.headers;
    this.operation = init.operation;
  }

  /** The error of an answer (reads its body). */
  static async from(response: Response, operation: string, retryAfter: number | undefined): Promise<KoyomiError> {
    const text = await response.text().catch(() => "");
    let body: ErrorBody | undefined;
    try {
      const parsed = JSON.parse(text) as unknown;
      if (typeof parsed === "object" && parsed !== null && (parsed as { ok?: unknown }).ok === false) body = parsed as ErrorBody;
    } catch {
      body = undefined;
    }
    const code: KoyomiErrorCode = body === undefined ? "UNEXPECTED_RESPONSE" : "code" in body ? body.code : body.reason;
    const message = body?.error ?? `HTTP ${response.status}${text === "" ? "" : `: ${text.slice(0, 200)}`}`;
    return new KoyomiError({ status: response.status, code, message, body, retryAfter, headers: response.headers, operation });
  }
}
