/**
 * The tools of the endpoint table (each contract's `tool`, schemas/endpoints/), each a thin call
 * into the JSON API: a tool is its endpoint's request itself (`gw.php?fn=<fn>` with the arguments
 * as query parameters: the same bytes as the pretty path), except `explain`, which reads
 * `/gw/glossary` and picks the term, and `calendar_feed_url`, which builds an address (counted
 * as one request). Every call goes through the
 * handler pipeline with the caller's credential, so plans, limits (the request's cost) and errors are the API's.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { GlossaryField, GlossaryResponse } from "../../schemas/glossary/index.ts";
import type { ApiError } from "../errors/api-error.ts";
import type { ResponseParts } from "../http/exchange.ts";
import { CONTRACTS, MCP_TOOLS, type McpToolName } from "../../schemas/endpoints/index.ts";
import { QUERY_STYLE_PATH } from "../../schemas/endpoint.ts";
import { toQuery, fromZodError, unencodableArgument } from "./arguments.ts";
import type { ToolContext } from "./context.ts";
import { explainTerm } from "./explain.ts";
import { calendarFeedUrl } from "./feed-url.ts";
import { fromApi, fromError, fromValue, type ToolCall } from "./tool-result.ts";

const decoder = new TextDecoder();

/** `key=value&…` of query parameters (values URL-encoded, commas kept as the API's list separator). */
function queryString(params: ReadonlyMap<string, string>): string {
  return [...params].map(([k, v]) => `${k}=${v.split(",").map(encodeURIComponent).join(",")}`).join("&");
}

/** The `gw.php` function of each tool whose endpoint has one. */
const TOOL_FN: ReadonlyMap<string, string> = new Map(CONTRACTS.flatMap((c) => (c.tool && c.fn !== null ? [[c.tool.name, c.fn]] : [])));

/** The API target of a tool that is its endpoint's request, or the argument error. */
function apiTarget(name: McpToolName, fn: string, args: Record<string, unknown>): string | ApiError {
  const params = toQuery(args, MCP_TOOLS[name]!.input);
  if (!(params instanceof Map)) return params;
  return `${QUERY_STYLE_PATH}?${queryString(new Map([["fn", fn], ...params]))}`;
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
async function counted(ctx: ToolContext, call: ToolCall, answer: () => CallToolResult): Promise<CallToolResult> {
  const refused = await ctx.count();
  return refused === null ? answer() : fromApi(refused, call);
}

/** Runs a tool for a caller: counted once against the caller's limit, at its API request's cost (one for a tool's own answer or an argument error). */
export async function runTool(name: McpToolName, args: Record<string, unknown>, ctx: ToolContext): Promise<CallToolResult> {
  const call: ToolCall = { name, args };
  // A string that is no text cannot be looked up, put in a URL or answered: refused in every tool.
  const unencodable = unencodableArgument(args);
  if (unencodable !== null) return counted(ctx, call, () => fromError(unencodable, call));
  if (name === "explain") {
    const tool = MCP_TOOLS["explain"]!;
    const parsed = tool.input.safeParse(args);
    if (!parsed.success) return counted(ctx, call, () => fromError(fromZodError(parsed.error, args), call));
    const answer = await ctx.get(tool.target);
    if (answer.status !== 200 || answer.body === null) return fromApi(answer, call);
    const { term, field } = parsed.data as { term: string; field?: GlossaryField };
    return fromValue(explainTerm(glossaryOf(answer as ResponseParts & { body: Uint8Array }), term, field));
  }
  if (name === "calendar_feed_url") {
    const answer = calendarFeedUrl(ctx.publicBase, args);
    return counted(ctx, call, () => ("code" in answer ? fromError(answer, call) : fromValue(answer)));
  }
  // Every other tool is its endpoint's request (call-params.ts lets only the table's tools through).
  const fn = TOOL_FN.get(name);
  if (fn === undefined) throw new Error(`MCP tool ${name} has no gw.php function`);
  const target = apiTarget(name, fn, args);
  return typeof target === "string" ? fromApi(await ctx.get(target), call) : counted(ctx, call, () => fromError(target, call));
}
