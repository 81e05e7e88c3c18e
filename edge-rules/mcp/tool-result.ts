/**
 * Tool results (MCP 2025-11-25 "Tools": CallToolResult): an API answer becomes the structured
 * content and, for clients that read only text, the same JSON as text. A non-200 answer is a
 * tool error (`isError: true`) carrying the API's ErrorResponse, so the model can read the code
 * (PLAN_REQUIRED, INVALID_PARAMETER with the parameter, …) and correct itself.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { errorBody, type ApiError } from "../errors.ts";
import type { ResponseParts } from "../exchange.ts";

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

/** The API's answer as a tool result: 200 → the body; anything else → a tool error with the ErrorResponse. */
export function fromApi(parts: ResponseParts): CallToolResult {
  const text = parts.body === null ? "{}" : decoder.decode(parts.body);
  return jsonResult(text, parts.status !== 200);
}

/** A tool's own answer (explain, calendar_feed_url). */
export function fromValue(value: object): CallToolResult {
  return jsonResult(JSON.stringify(value), false);
}

/** A tool error with the ErrorResponse of `error` (the same bytes the API writes). */
export function fromError(error: ApiError): CallToolResult {
  return jsonResult(errorBody(error), true);
}
