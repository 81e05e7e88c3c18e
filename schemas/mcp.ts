/**
 * AI access (docs/interface.md#ai-access-mcp-and-llmstxt): the limits and answers of `POST /mcp` and
 * `npm run mcp`. The tools themselves are the endpoints' (each contract's `tool` in
 * schemas/endpoints/; the table lists them as MCP_TOOLS); edge-rules/mcp/ runs each tool as the
 * JSON API request it stands for.
 */
import { z } from "zod";
import { GlossaryEntry, NoteGlossaryEntry, Purpose, GLOSSARY_FIELDS, type GlossaryField } from "./glossary/index.ts";

/** The MCP endpoint's path (Streamable HTTP, MCP 2025-11-25 "Transports"). */
export const MCP_PATH = "/mcp";

/** The methods `/mcp` answers: POST (JSON-RPC messages) and CORS preflights; GET and DELETE are 405 (stateless: no event stream, no session). */
export const MCP_METHODS = ["POST", "OPTIONS"] as const;

/** Request headers an MCP client sends beyond the API's (preflight `Access-Control-Allow-Headers` on /mcp). */
export const MCP_CORS_HEADERS = ["Content-Type", "Accept", "MCP-Protocol-Version"] as const;

/** Largest JSON-RPC body `/mcp` reads, in bytes (a tool call is a few hundred bytes). */
export const MCP_MAX_BODY_BYTES = 64 * 1024;

/**
 * Most JSON-RPC messages in one POST (a batch). MCP 2025-06-18 and later send one message per
 * POST; older clients batch a few. The bound keeps one request from buying many answers
 * (every message is counted, docs/interface.md#rate-limits).
 */
export const MCP_MAX_BATCH_MESSAGES = 16;

/** Deepest nesting of arrays and objects a POST body may have (a tool call needs 4). */
export const MCP_MAX_JSON_DEPTH = 32;

/** The calendar feed's contract, spelled once in schemas/feed.ts. */
import {
  FEED_PATH as CALENDAR_FEED_PATH,
  FEED_ITEMS as CALENDAR_INCLUDE,
  FEED_LANGS as CALENDAR_LANGS,
  FEED_MAX_YEARS,
  FEED_YEARS_PATTERN,
} from "./feed.ts";
export { CALENDAR_FEED_PATH, CALENDAR_INCLUDE, CALENDAR_LANGS, FEED_MAX_YEARS, FEED_YEARS_PATTERN };

/** One match of `explain`: the field and its entry exactly as the glossary holds it. */
export const ExplainMatch = z.strictObject({
  field: z.enum(GLOSSARY_FIELDS),
  entry: z.union([NoteGlossaryEntry, GlossaryEntry]),
});

/** `explain`'s answer: the glossary entries (and purposes) whose id, label, reading or English name is the term. */
export const ExplainResponse = z
  .strictObject({
    ok: z.literal(true),
    term: z.string(),
    matches: z.array(ExplainMatch),
    purposes: z.array(Purpose),
  })
  .describe("the glossary entries and purposes that match a term");
export type ExplainResponse = z.infer<typeof ExplainResponse>;

/** `calendar_feed_url`'s answer. */
export const CalendarFeedUrlResponse = z
  .strictObject({
    ok: z.literal(true),
    url: z.string().describe("the feed's https address (without the token)"),
    webcal: z.string().describe("the same as webcal:// (opens the calendar app's subscribe dialog)"),
    needs_token: z.boolean().describe("true when the feed needs a Pro token: the user appends &token=<their token>"),
  })
  .describe("a calendar subscription address");
export type CalendarFeedUrlResponse = z.infer<typeof CalendarFeedUrlResponse>;

/** A JSON-RPC 2.0 error answer of the transport (§5.1): wrong Accept (406), Content-Type (415), JSON (400) or size (413). */
export const JsonRpcErrorResponse = z
  .object({
    jsonrpc: z.literal("2.0"),
    error: z.object({ code: z.number().int(), message: z.string() }),
    id: z.union([z.string(), z.number(), z.null()]),
  })
  .describe("a JSON-RPC 2.0 error (MCP transport level)");

/** The glossary field of each value a term may be (re-exported for the explain tool). */
export type { GlossaryField };
