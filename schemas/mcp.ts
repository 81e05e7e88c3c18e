/**
 * AI access (docs/interface.md#ai-access-mcp-and-llmstxt): the Model Context Protocol (MCP) tools of `POST /mcp` and
 * `npm run mcp`, spelled once — names, descriptions written for a model, and input schemas built
 * from the same zod schemas and glossary ids as the JSON API. `tools/list` sends these schemas
 * as JSON Schema; edge-rules/mcp/ runs each tool as the JSON API request it stands for.
 */
import { z } from "zod";
import { IsoDate } from "./iso-date.ts";
import { ViewParam } from "./params.ts";
import { FIND_PARAMETERS, MIN_SCORE } from "./find.ts";
import { PLANS } from "./plans.ts";
import { GlossaryEntry, NoteGlossaryEntry, Purpose, PURPOSES, GLOSSARY_FIELDS, type GlossaryField } from "./glossary/index.ts";
import { JUNICHOKU_ENTRIES } from "./glossary/junichoku.ts";
import { KANSHI_ENTRIES } from "./glossary/kanshi.ts";
import { KYUSEI_ENTRIES } from "./glossary/kyusei.ts";
import { MOONMARK_ENTRIES } from "./glossary/moonmark.ts";
import { NOTE_ENTRIES } from "./glossary/notes.ts";
import { ROKUYOU_ENTRIES } from "./glossary/rokuyou.ts";
import { SEKKI_ENTRIES } from "./glossary/sekki.ts";
import { SHUKU28_ENTRIES } from "./glossary/shuku28.ts";
import { YOUBI_ENTRIES } from "./glossary/youbi.ts";

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

/** The ids of a glossary field's entries, as a non-empty tuple for `z.enum`. */
const ids = (entries: readonly { id: string }[]): [string, ...string[]] => entries.map((e) => e.id) as [string, ...string[]];

/** The glossary field whose ids each finder list parameter takes. */
const FIND_LIST_FIELD = {
  rokuyou: ROKUYOU_ENTRIES,
  weekday: YOUBI_ENTRIES,
  sekki: SEKKI_ENTRIES,
  moonmark: MOONMARK_ENTRIES,
  notes: NOTE_ENTRIES,
  any_notes: NOTE_ENTRIES,
  not_notes: NOTE_ENTRIES,
  junichoku: JUNICHOKU_ENTRIES,
  shuku28: SHUKU28_ENTRIES,
  kyusei: KYUSEI_ENTRIES,
  eto: KANSHI_ENTRIES,
} as const;

type FindParamName = (typeof FIND_PARAMETERS)[number]["name"];

/** The schema of one finder parameter as a tool argument (lists are arrays of glossary ids). */
function findArgument(name: FindParamName, doc: string, plan: "lite" | "pro"): z.ZodType {
  const text = `${doc}${plan === "pro" ? " (Pro)" : ""}`;
  switch (name) {
    case "start":
    case "end":
      return IsoDate.describe(text);
    case "holiday":
      return z.boolean().optional().describe(text);
    case "order":
      return z.enum(["date", "score"]).optional().describe(text);
    case "limit":
      return z.number().int().min(1).max(366).optional().describe(text);
    case "purpose":
      return z.enum(ids(PURPOSES)).optional().describe(text);
    case "min_score":
      return z.number().int().min(MIN_SCORE.lowest).max(MIN_SCORE.highest).optional().describe(text);
    default:
      return z
        .array(z.enum(ids(FIND_LIST_FIELD[name])))
        .min(1)
        .optional()
        .describe(`${text}; glossary ids (the Japanese labels work too)`);
  }
}

/** `find_days` arguments: the parameters of `/gw/find` (schemas/find.ts FIND_PARAMETERS), plus view. */
const findShape: Record<string, z.ZodType> = Object.fromEntries(FIND_PARAMETERS.map((p) => [p.name, findArgument(p.name, p.doc, p.plan)]));

const viewArgument = ViewParam.optional();

/** The tools: name → title, description (for a model) and input schema. */
export const MCP_TOOLS = {
  get_day: {
    title: "One day of the Japanese calendar",
    description:
      'The Japanese almanac (暦) for one date in JST: weekday, national holiday, rokuyou (六曜), the old lunar date (旧暦), solar term, moon; with a Pro credential also eto (干支), kyusei (九星), junichoku (十二直), the 28 mansions, the 72 micro-seasons and the traditional notes (暦注). Returns the API\'s DayResponse of GET /gw/day/{date}. Example: {"date":"2026-01-01"}.',
    input: z.strictObject({ date: IsoDate.describe("the day, YYYY-MM-DD (JST)"), view: viewArgument }),
    target: "/gw/day/{date}",
  },
  get_range: {
    title: "Consecutive days of the Japanese calendar",
    description: `Every day from start to end (both inclusive), as GET /gw/range/{start}/{end} returns them: at most ${PLANS.lite.maxRangeDays} days without a Pro credential, ${PLANS.pro.maxRangeDays} with one. Use find_days instead to search for days with given properties. Example: {"start":"2026-03-01","end":"2026-03-07"}.`,
    input: z.strictObject({
      start: IsoDate.describe("first day, YYYY-MM-DD"),
      end: IsoDate.describe("last day, YYYY-MM-DD (inclusive)"),
      view: viewArgument,
    }),
    target: "/gw/range/{start}/{end}",
  },
  find_days: {
    title: "Find auspicious days",
    description: `Search a span for days matching every condition (AND; each list is any-of), e.g. 大安 weekends, or the good days for a purpose (wedding, registration, moving, …: excluded signs and the days bad for everything removed, the rest scored, only scores ≥ min_score (default 1) kept, reasons listed). Same answer as GET /gw/find. Lite conditions: rokuyou, weekday, sekki, moonmark, holiday, spans up to ${PLANS.lite.maxFindDays} days; notes, any_notes, not_notes, junichoku, shuku28, kyusei, eto and purpose need a Pro credential (else the error PLAN_REQUIRED). Values are glossary ids (use explain to look a term up). Page on with start = next. Example: {"start":"2026-06-01","end":"2026-06-30","rokuyou":["taian"],"weekday":["sat","sun"]}.`,
    input: z.strictObject({ ...findShape, view: viewArgument }),
    target: "/gw/find",
  },
  explain: {
    title: "Explain a calendar term",
    description:
      'What a value of the Japanese calendar means: its reading, English name, meaning (Japanese and English), the rule the service computes it by and the rule\'s source; purposes (wedding, moving, …) with their excluded and weighted signs. term is a glossary id or the Japanese label (大安, taian, 一粒万倍日, ichiryu-manbai, 結婚式, wedding); the kana reading or English name also match. field narrows the search to one glossary field. Answers from GET /gw/glossary. Example: {"term":"大安"}.',
    input: z.strictObject({
      term: z.string().min(1).describe("a glossary id or label (also matches a kana reading or English name, case-insensitively)"),
      field: z.enum(GLOSSARY_FIELDS).optional().describe("only this glossary field"),
    }),
    target: "/gw/glossary",
  },
  calendar_feed_url: {
    title: "Calendar subscription link",
    description: `The https address of an iCalendar feed (GET /gw/calendar.ics) that Google Calendar, Apple Calendar or Outlook can subscribe to, and its webcal:// form. Give at least one of include, notes or purpose. notes, purpose and more than ${FEED_MAX_YEARS.lite} years need a Pro token, which the user appends as &token=… themselves (never ask for it). Example: {"include":["holiday","rokuyou"]}.`,
    input: z.strictObject({
      include: z
        .array(z.enum(CALENDAR_INCLUDE))
        .min(1)
        .optional()
        .describe("items: holiday, rokuyou, sekki, zassetsu (seasonal notes), moon, kou72"),
      notes: z
        .array(z.enum(ids(NOTE_ENTRIES)))
        .min(1)
        .optional()
        .describe("days with any of these notes, one event per note (Pro)"),
      purpose: z.enum(ids(PURPOSES)).optional().describe("the days find_days returns for this purpose (Pro)"),
      min_score: z
        .number()
        .int()
        .min(MIN_SCORE.lowest)
        .max(MIN_SCORE.highest)
        .optional()
        .describe(
          `with purpose: only days scoring at least this (${MIN_SCORE.lowest}..${MIN_SCORE.highest}, default ${MIN_SCORE.default}: good days only)`,
        ),
      years: z
        .string()
        .regex(FEED_YEARS_PATTERN)
        .optional()
        .describe(
          `YYYY or YYYY-YYYY: at most ${FEED_MAX_YEARS.lite} years Lite, ${FEED_MAX_YEARS.pro} Pro; default a rolling window from last month through 12 months ahead`,
        ),
      lang: z.enum(CALENDAR_LANGS).optional().describe("ja (default) or en: the events' language"),
    }),
    target: CALENDAR_FEED_PATH,
  },
} as const satisfies Record<string, { title: string; description: string; input: z.ZodObject; target: string }>;

/** A tool name. */
export type McpToolName = keyof typeof MCP_TOOLS;
export const MCP_TOOL_NAMES = Object.keys(MCP_TOOLS) as McpToolName[];

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
