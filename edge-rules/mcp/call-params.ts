/**
 * The `params` of a `tools/call` request (MCP 2025-11-25 "Tools": `{ name, arguments? }`),
 * checked here rather than by the SDK, whose schema failures are multi-line zod dumps answered as
 * internal errors (-32603). A wrong shape is one line naming the field, as -32602 Invalid params.
 */
import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { MCP_TOOL_NAMES, type McpToolName } from "../../schemas/endpoints/index.ts";

/** A JSON-RPC error the SDK's protocol layer sends as is: `code` and a one-line `message`. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A tool call that can run: a known tool and its named arguments. */
export interface ToolCall {
  readonly name: McpToolName;
  readonly args: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const TOOLS = MCP_TOOL_NAMES.join(", ");

/**
 * The tool and arguments of `params`.
 * @returns the call, or an {@link RpcError} (Invalid params) saying in one line what is wrong.
 */
export function toolCallOf(params: unknown): ToolCall | RpcError {
  if (!isObject(params)) return new RpcError(ErrorCode.InvalidParams, `params: expected an object {"name": a tool, "arguments": {…}}`);
  const { name, arguments: args } = params;
  if (typeof name !== "string") return new RpcError(ErrorCode.InvalidParams, `name: expected a tool name, one of ${TOOLS}`);
  if (!MCP_TOOL_NAMES.includes(name)) {
    return new RpcError(ErrorCode.InvalidParams, `unknown tool ${JSON.stringify(name.slice(0, 64))}: use one of ${TOOLS}`);
  }
  if (args !== undefined && args !== null && !isObject(args)) {
    return new RpcError(
      ErrorCode.InvalidParams,
      `arguments: expected an object of named arguments (e.g. {"date": "2026-01-01"}), not ${Array.isArray(args) ? "a list" : typeof args}`,
    );
  }
  return { name, args: args ?? {} };
}
