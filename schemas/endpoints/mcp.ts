/**
 * `POST /mcp` (docs/interface.md#ai-access-mcp-and-llmstxt): the Model Context Protocol server
 * (Streamable HTTP). Its tools are the other endpoints' (their `tool`); the edge layer runs each
 * as the API request it stands for.
 */
import type { EndpointContract } from "../endpoint.ts";
import { MCP_MAX_BATCH_MESSAGES, MCP_MAX_BODY_BYTES, MCP_MAX_JSON_DEPTH, MCP_PATH } from "../mcp.ts";
import { ANONYMOUS, BEARER, GATEWAY, operationResponses, rateLimitHeaders, ref, TOKEN_QUERY, type Json } from "../openapi-objects.ts";

/** The responses of `POST /mcp`: JSON-RPC answers, the transport's errors, and the API's own (403, 405, 429, connection). */
function mcpResponses(): Json {
  const headers = {
    "Cache-Control": ref("headers", "Cache-Control"),
    ...rateLimitHeaders(),
    "Access-Control-Allow-Origin": ref("headers", "Access-Control-Allow-Origin"),
  };
  const rpcError = (description: string): Json => ({
    description,
    headers,
    content: { "application/json": { schema: ref("schemas", "JsonRpcError") } },
  });
  const out = operationResponses(mcp.statuses, {});
  out[200] = {
    description:
      "The JSON-RPC answer (or an array of them for a batch); a failed tool call is a result with isError true carrying the API's ErrorResponse.",
    headers,
    content: { "application/json": { schema: { type: ["object", "array"] } } },
  };
  out[202] = { description: "Accepted: the POST held only notifications (no body).", headers };
  out[400] = {
    description: `Bad Request: the body is not JSON or not JSON-RPC, nests deeper than ${MCP_MAX_JSON_DEPTH} levels or is a batch of more than ${MCP_MAX_BATCH_MESSAGES} messages (a JSON-RPC error), or (Node server, before the handler) a malformed request or Host (an ErrorResponse).`,
    headers,
    content: { "application/json": { schema: { oneOf: [ref("schemas", "JsonRpcError"), ref("schemas", "ErrorResponse")] } } },
  };
  out[406] = rpcError("Not Acceptable: Accept must list both application/json and text/event-stream.");
  out[413] = rpcError(`Content Too Large: the body is over ${MCP_MAX_BODY_BYTES} bytes.`);
  out[415] = rpcError("Unsupported Media Type: Content-Type must be application/json.");
  return out;
}

export const mcp: EndpointContract = {
  name: "mcp",
  method: "POST",
  path: MCP_PATH,
  fn: null,
  operationId: "postMcp",
  tag: "ai",
  summary: "MCP server (Streamable HTTP)",
  description: (contracts) =>
    `A Model Context Protocol server (Streamable HTTP, protocol 2025-11-25): stateless (no Mcp-Session-Id), one JSON answer per POST. Tools: ${contracts.flatMap((c) => (c.tool ? [c.tool.name] : [])).join(", ")}; each runs the JSON API request it stands for with the caller's credential, so plans and errors are the API's (a tool error carries the ErrorResponse). Every JSON-RPC message counts as one request against the rate limit (a tool call when it runs), a POST at least one whatever it holds; with the bucket empty every POST is 429. A batch holds at most ${MCP_MAX_BATCH_MESSAGES} messages. GET and DELETE are 405 (no event stream, no session). Send \`Accept: application/json, text/event-stream\` and \`Content-Type: application/json\`.`,
  parameters: [],
  security: [GATEWAY, BEARER, TOKEN_QUERY, ANONYMOUS],
  statuses: [200, 202, 400, 403, 405, 406, 408, 413, 414, 415, 429, 431],
  requestBody: {
    required: true,
    content: {
      "application/json": {
        schema: { description: "a JSON-RPC 2.0 request or notification, or a batch of them", type: ["object", "array"] },
      },
    },
  },
  responses: mcpResponses,
  example: (y) =>
    `POST ${MCP_PATH} with {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_day","arguments":{"date":"${y}-01-01"}}}`,
  testRequest: "/mcp",
};
