/**
 * Tool results (MCP 2025-11-25 "Tools": CallToolResult): an API answer becomes the structured
 * content and, for clients that read only text, the same JSON as text. A non-200 answer is a
 * tool error (`isError: true`) carrying the API's ErrorResponse, so the model can read the code
 * (PLAN_REQUIRED, INVALID_PARAMETER with the parameter, …) and correct itself: its `hint` gains `call`,
 * the tool call that sends the hint's request (hint-call.ts), or for a retry the same call.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { errorBody } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";
import type { ResponseParts } from "../http/exchange.ts";
import { callOf } from "./hint-call.ts";

/** A tool call as it was made: the tool and its arguments. */
export interface ToolCall {
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
}

const decoder = new TextDecoder();

/** A result whose text is exactly `json` (the API's bytes) and whose structured content is its value. */
function jsonResult(json: string, isError: boolean): CallToolResult {
  const result: CallToolResult = {
    content: [{ type: "text", text: json }],
    structuredContent: JSON.parse(json) as Record<string, unknown>,
  };
  if (isError) result.isError = true;
  return result;
}

/**
 * An error body whose hint names a request (or a wait) with `hint.call` added: the call that sends the
 * request, or the same call again after a wait; the body as it was when there is none.
 */
function withCall(json: string, call: ToolCall): string {
  const body = JSON.parse(json) as { hint?: { request?: string; retryAfter?: number; call?: unknown } };
  const hint = body.hint;
  if (hint === undefined) return json;
  const next = hint.request === undefined ? null : callOf(hint.request);
  const again = hint.retryAfter !== undefined ? { name: call.name, arguments: call.args } : null;
  const made = next ?? again;
  if (made === null) return json;
  hint.call = made;
  return JSON.stringify(body);
}

/** The API's answer as a tool result: 200 → the body; anything else → a tool error with the ErrorResponse (its hint as a call of `call`'s tools). */
export function fromApi(parts: ResponseParts, call?: ToolCall): CallToolResult {
  const text = parts.body === null ? "{}" : decoder.decode(parts.body);
  if (parts.status === 200 || call === undefined) return jsonResult(text, parts.status !== 200);
  return jsonResult(withCall(text, call), true);
}

/** A tool's own answer (explain, calendar_feed_url). */
export function fromValue(value: object): CallToolResult {
  return jsonResult(JSON.stringify(value), false);
}

/** A tool error with the ErrorResponse of `error` (the same bytes the API writes), its hint about the call's own arguments. */
export function fromError(error: ApiError, call: ToolCall): CallToolResult {
  return jsonResult(errorBody(error, { tool: call }), true);
}
