/**
 * The tools of schemas/mcp.ts, each a thin call into the JSON API: `get_day`, `get_range` and
 * `find_days` are the API requests themselves (`gw.php?fn=day`, `gw.php?fn=range`, `/gw/find`:
 * the same bytes as the pretty paths), `explain` reads `/gw/glossary`, and
 * `calendar_feed_url` builds an address (counted as one request). Every call goes through the
 * handler pipeline with the caller's credential, so plans, limits and errors are the API's.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { GlossaryResponse } from "../../schemas/glossary/index.ts";
import type { ApiError } from "../errors.ts";
import type { ResponseParts } from "../exchange.ts";
import { MCP_TOOLS, type McpToolName } from "../../schemas/mcp.ts";
import { toQuery, fromZodError } from "./arguments.ts";
import type { ToolContext } from "./context.ts";
import { explainTerm } from "./explain.ts";
import { calendarFeedUrl } from "./feed-url.ts";
import { fromApi, fromError, fromValue } from "./tool-result.ts";

const decoder = new TextDecoder();

/** `key=value&…` of query parameters (values URL-encoded, commas kept as the API's list separator). */
function queryString(params: ReadonlyMap<string, string>): string {
  return [...params].map(([k, v]) => `${k}=${v.split(",").map(encodeURIComponent).join(",")}`).join("&");
}

/** The API target of a data tool, or the argument error. */
function apiTarget(name: "get_day" | "get_range" | "find_days", args: Record<string, unknown>): string | ApiError {
  const params = toQuery(args, MCP_TOOLS[name].input);
  if (!(params instanceof Map)) return params;
  if (name === "find_days") return `/gw/find?${queryString(params)}`;
  const fn = name === "get_day" ? "day" : "range";
  return `/gw.php?${queryString(new Map([["fn", fn], ...params]))}`;
}

/** The last glossary read, by ETag: parsed once per data version. */
let glossaryCache: { readonly etag: string; readonly glossary: GlossaryResponse } | null = null;

/** The glossary of an API answer (a generated, validated file: parsed, not re-validated). */
function glossaryOf(answer: ResponseParts & { body: Uint8Array }): GlossaryResponse {
  const etag = answer.headers.etag ?? "";
  if (glossaryCache !== null && etag !== "" && glossaryCache.etag === etag) return glossaryCache.glossary;
  const glossary = JSON.parse(decoder.decode(answer.body)) as GlossaryResponse;
  glossaryCache = { etag, glossary };
  return glossary;
}

/**
 * A tool's own answer (or argument error), counted as one request like the API call it replaces:
 * when the caller is over the limit, the API's 429 instead.
 */
async function counted(ctx: ToolContext, answer: () => CallToolResult): Promise<CallToolResult> {
  const refused = await ctx.count();
  return refused === null ? answer() : fromApi(refused);
}

/** Runs a tool for a caller: exactly one request counted against the caller's limit. */
export async function runTool(name: McpToolName, args: Record<string, unknown>, ctx: ToolContext): Promise<CallToolResult> {
  switch (name) {
    case "get_day":
    case "get_range":
    case "find_days": {
      const target = apiTarget(name, args);
      return typeof target === "string" ? fromApi(await ctx.get(target)) : counted(ctx, () => fromError(target));
    }
    case "explain": {
      const parsed = MCP_TOOLS.explain.input.safeParse(args);
      if (!parsed.success) return counted(ctx, () => fromError(fromZodError(parsed.error, args)));
      const answer = await ctx.get(MCP_TOOLS.explain.target);
      if (answer.status !== 200 || answer.body === null) return fromApi(answer);
      return fromValue(explainTerm(glossaryOf(answer as ResponseParts & { body: Uint8Array }), parsed.data.term, parsed.data.field));
    }
    case "calendar_feed_url": {
      const answer = calendarFeedUrl(ctx.publicBase, args);
      return counted(ctx, () => ("code" in answer ? fromError(answer) : fromValue(answer)));
    }
  }
}
