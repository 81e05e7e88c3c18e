/**
 * The MCP server of the tools (MCP 2025-11-25, "Tools"): the SDK's low-level `Server` with our
 * `tools/list` and `tools/call` handlers, shared by the HTTP endpoint (a new server per POST:
 * a stateless transport serves one request) and `npm run mcp` (one server per process).
 *
 * The low-level server rather than `McpServer`: the tool list (JSON Schema of the zod schemas of
 * schemas/mcp.ts) is built once per process instead of once per request, and argument errors are
 * the API's own ErrorResponse (the API validates the values) instead of the SDK's message.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ErrorCode, ListToolsRequestSchema, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { z } from "zod";
import { MCP_TOOLS } from "../../schemas/endpoints/index.ts";
import { API_VERSION, SERVICE_NAME } from "../../schemas/service.ts";
import type { ToolContext } from "./context.ts";
import { RpcError, toolCallOf } from "./call-params.ts";
import { runTool } from "./tools.ts";

/** The server's name and version in `initialize` (the API version, schemas/service.ts). */
export const SERVER_INFO = { name: SERVICE_NAME, title: "Japanese calendar (暦) API", version: API_VERSION } as const;

/** What `initialize` tells the model about the server. */
export const INSTRUCTIONS =
  "Japanese auspicious-day calendar (暦). Every date is a JST civil day (YYYY-MM-DD). Use get_day for one date, get_range for consecutive days, find_days to search for days (rokuyou such as 大安, weekdays, holidays, notes, or a purpose such as wedding or moving), explain to look up what a term means, and calendar_feed_url for a calendar subscription link. Values are glossary ids (explain gives them). Errors carry the API's code and a hint: follow it — hint.call is the call to make instead (hint.request the same as an API request), after hint.retryAfter seconds when it gives them; where it has neither, hint.text says what to do (PLAN_REQUIRED: the user needs a Pro credential).";

/**
 * One schema validator for every server: the SDK builds an Ajv instance per `Server` otherwise
 * (≈0.2 ms each); it is only used for elicitation, which these tools never request.
 */
const VALIDATOR = new AjvJsonSchemaValidator();

/** A tool's input as JSON Schema (draft-07, what MCP clients read), built from its zod schema. */
function inputSchema(schema: z.ZodObject): Tool["inputSchema"] {
  return z.toJSONSchema(schema, { target: "draft-7", io: "input" }) as Tool["inputSchema"];
}

let toolList: Tool[] | null = null;

/** The `tools/list` answer, built once. */
export function listTools(): Tool[] {
  toolList ??= Object.values(MCP_TOOLS).map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: inputSchema(tool.input),
    annotations: { title: tool.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  }));
  return toolList;
}

/** A server whose tools act through `ctx`. */
export function createMcpServer(ctx: ToolContext): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator: VALIDATOR });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listTools() }));
  // tools/call is the fallback rather than a registered handler: the SDK validates a registered
  // tools/call before the handler runs, so a malformed call would neither be counted nor get a
  // readable error (call-params.ts). Every call that reaches here counts exactly once.
  server.fallbackRequestHandler = async (request) => {
    if (request.method !== "tools/call") throw new RpcError(ErrorCode.MethodNotFound, `Method not found: ${request.method.slice(0, 64)}`);
    const call = toolCallOf(request.params);
    if (call instanceof RpcError) {
      await ctx.count();
      throw call;
    }
    try {
      return await runTool(call.name, call.args, ctx);
    } catch {
      // A tool answers every failure of the input as a tool error (INVALID_PARAMETER, the API's
      // codes); what lands here is a fault of the service, answered -32603 without its message.
      throw new RpcError(ErrorCode.InternalError, `the ${call.name} call could not be answered`);
    }
  };
  return server;
}
