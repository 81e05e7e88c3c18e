/**
 * `POST /mcp`: the MCP server over Streamable HTTP (MCP 2025-11-25 "Transports"), stateless (no
 * `Mcp-Session-Id`) with JSON responses, through the SDK's web-standard transport, so the same
 * code runs on Node and in workerd.
 *
 * 1. method: POST; OPTIONS is a CORS preflight; anything else 405 with `Allow: POST, OPTIONS`
 *    (a GET must not open an event stream that never ends; there is no session to DELETE);
 * 2. credential: as the JSON API (Authorization: Bearer, gateway headers, `?token=`): a bad one is
 *    403 AUTH_FAILED before any message is read;
 * 3. body: at most {@link MCP_MAX_BODY_BYTES} (else 413), nested at most {@link MCP_MAX_JSON_DEPTH}
 *    deep and at most {@link MCP_MAX_BATCH_MESSAGES} messages (else 400), JSON-RPC errors counted
 *    as one request (429 instead when the bucket is empty);
 * 4. rate limit: every JSON-RPC message counts as one request, a POST at least one, whatever it
 *    holds (malformed JSON, errors). A tool call is counted when it runs, at the cost of the API
 *    request it is (docs/interface.md#rate-limits); refused for that cost (429), it still costs one;
 *    the other messages before the transport, and the POST is 429 when the bucket cannot pay for
 *    them or is empty. A tool call the transport refused before it ran is counted afterwards. A
 *    request that repeats an id of its batch is not run: answered -32600, it costs nothing;
 * 5. the SDK transport answers (406, 415, 400 for what is not MCP), with our CORS, RateLimit and
 *    `Cache-Control: no-store` headers; an answer of 1 KiB or more in the coding the client
 *    accepts (br, gzip: `content-coding.ts`), as every answer of the service. `X-RateLimit-Cost`
 *    is every unit the POST took: its messages' own charge and what each tool call's requests took
 *    as the pipeline states it (never a cost of this module's), so Remaining moves by exactly it.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import {
  MCP_CORS_HEADERS,
  MCP_MAX_BATCH_MESSAGES,
  MCP_MAX_BODY_BYTES,
  MCP_MAX_JSON_DEPTH,
  MCP_METHODS,
  MCP_PATH,
} from "../../schemas/mcp.ts";
import { BodyIncomplete, BodyTooLarge, readBody } from "../http/request-body.ts";
import { compressible, createNegotiator, MIN_COMPRESSED_BYTES, type Compressor, type ContentCoding } from "../http/content-coding.ts";
import { apiError } from "../errors/errors.ts";
import type { RequestLike, ResponseParts } from "../http/exchange.ts";
import {
  baseHeaders,
  CACHE_NO_STORE,
  CORS_ALLOW_HEADERS,
  CORS_MAX_AGE,
  setRateLimitHeaders,
  VARY_CODING,
  type HeaderFields,
} from "../http/headers.ts";
import type { Caller } from "../access/credential.ts";
import type { RateLimitResult } from "../access/rate-limit.ts";
import { errorReply, tooManyRequests } from "../http/respond.ts";
import { createToolContext, originOf, queryTokenOf, type McpPipeline, type ToolContext } from "./context.ts";
import { isToolCallRequest, jsonDepth, messagesOf, repeatedIds, type RepeatedId } from "./messages.ts";
import { createMcpServer } from "./server.ts";

/** `Allow` on /mcp. */
export const MCP_ALLOW = MCP_METHODS.join(", ");

/** Whether an absolute URL's path is exactly `/mcp` (any query). */
export function isMcpUrl(url: string): boolean {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  if (start === -1 || url.charCodeAt(start + 1) !== 0x6d /* m */) return false;
  const q = url.indexOf("?", start);
  return url.slice(start, q === -1 ? undefined : q) === MCP_PATH;
}

/** JSON-RPC 2.0 §5.1: "-32600 Invalid Request: The JSON sent is not a valid Request object." */
const INVALID_REQUEST = -32600;

/** A JSON-RPC error answer of the transport level (JSON-RPC 2.0 §5.1; `id` null: no request identified). */
function jsonRpcError(status: number, code: number, message: string, rl: RateLimitResult): ResponseParts {
  // Refused with the bucket empty (a cut body), the POST took nothing: it says so.
  const headers = answerHeaders(rl.allowed ? rl : { ...rl, cost: 0 }, "application/json");
  const body = new TextEncoder().encode(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }));
  headers["content-length"] = String(body.length);
  return { status, headers, body };
}

/** A refused body's JSON-RPC error, or 429 when the bucket was empty (with the bucket empty every POST is 429). */
function refusedOr(status: number, code: number, message: string, rl: RateLimitResult): ResponseParts {
  return rl.allowed ? jsonRpcError(status, code, message, rl) : tooManyRequests(rl, false);
}

/** CORS, no-store, RateLimit and the content type of an /mcp answer. */
function answerHeaders(rl: RateLimitResult, contentType: string | null): HeaderFields {
  const headers = baseHeaders();
  if (contentType !== null) headers["content-type"] = contentType;
  headers["cache-control"] = CACHE_NO_STORE;
  setRateLimitHeaders(headers, rl);
  return headers;
}

/** 204 to a CORS preflight of /mcp: POST, with the MCP request headers. */
function mcpPreflight(rl: RateLimitResult): ResponseParts {
  const headers = baseHeaders();
  headers["access-control-allow-methods"] = MCP_ALLOW;
  headers["access-control-allow-headers"] = `${CORS_ALLOW_HEADERS}, ${MCP_CORS_HEADERS.join(", ")}`;
  headers["access-control-max-age"] = CORS_MAX_AGE;
  headers.allow = MCP_ALLOW;
  setRateLimitHeaders(headers, rl);
  return { status: 204, headers, body: null };
}

/** What the tools of one POST did: the calls that ran (each counted once) and the units their requests took. */
interface ToolTally {
  used: number;
  taken: number;
}

/** The tools' context for a POST, tallying in `tally` the calls that ran and the units they took. */
function countingContext(pipeline: McpPipeline, request: RequestLike, ip: string, tally: ToolTally): ToolContext {
  const ctx = createToolContext(pipeline, request, ip, originOf(request.url), (units) => (tally.taken += units));
  return {
    publicBase: ctx.publicBase,
    get: (target) => {
      tally.used++;
      return ctx.get(target);
    },
    count: () => {
      tally.used++;
      return ctx.count();
    },
  };
}

/** The body in the chosen coding when it is worth coding (a compressible type, at least MIN_COMPRESSED_BYTES), else identity. */
async function encoded(
  body: Uint8Array,
  contentType: string | null,
  coding: ContentCoding,
  compressor: Compressor | undefined,
): Promise<{ readonly body: Uint8Array; readonly coding: ContentCoding }> {
  if (coding === "identity" || compressor === undefined || body.length < MIN_COMPRESSED_BYTES) return { body, coding: "identity" };
  if (contentType === null || !compressible(contentType)) return { body, coding: "identity" };
  // Made per request and never held: the compressor's faster settings.
  return { body: await (compressor.compressFast ?? compressor.compress).call(compressor, coding, body), coding };
}

/** The JSON value of a body, or `undefined` when it is not JSON (the transport then answers -32700). */
function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * The MCP endpoint over the handler's stages: the numbered stages of the module comment, one
 * function each ({@link refusedMethod}, the pipeline's credential, {@link readMessages}, the
 * limit, {@link runTransport}, {@link payRefusedCalls}, {@link mcpAnswer}).
 * @param compressor the runtime's (`content-coding.ts`): an answer of at least MIN_COMPRESSED_BYTES
 *   is coded when the client accepts a coding (the MCP SDK client sends `Accept-Encoding`); none:
 *   identity (on Workers the platform compresses).
 */
export function createMcpEndpoint(
  pipeline: McpPipeline,
  compressor?: Compressor,
): (request: RequestLike, ip: string) => Promise<ResponseParts> {
  const negotiate = createNegotiator(compressor?.codings.map((c) => c.coding) ?? []);
  return async (request, ip) => {
    const now = pipeline.clock();
    const refused = await refusedMethod(pipeline, request, ip, now);
    if (refused !== null) return refused;
    const caller = await pipeline.caller(request, queryTokenOf(request.url), ip, now);
    if (!("plan" in caller)) return caller;
    const read = await readMessages(pipeline, request, caller, ip, now);
    if (!("messages" in read)) return read;
    const repeats = repeatedIds(read.messages);
    const run = repeats.length === 0 ? read : withoutRepeats(read, repeats);
    // Every message that runs costs one, a POST at least one; tool calls pay when they run (cost 0
    // is a query: an empty bucket refuses the POST even when only tool calls would pay). A repeated
    // id's request does not run and is not charged (issue 55): the client's mistake costs nothing.
    const toolCalls = run.messages.filter(isToolCallRequest).length;
    const least = Math.max(1, run.messages.length);
    const own = await pipeline.take(request, caller, ip, now, least - toolCalls);
    // Refused, the POST states the least it costs: one unit a message.
    if (!own.allowed) return tooManyRequests({ ...own, cost: least }, false);
    const tally: ToolTally = { used: 0, taken: 0 };
    const { response, body } = await runTransport(pipeline, request, ip, run, tally);
    let rl = own;
    if (toolCalls > 0) rl = await payRefusedCalls(pipeline, request, caller, ip, toolCalls - tally.used, tally);
    const answers = repeats.length === 0 ? body : withRepeatAnswers(response.status, body, repeats);
    // What the POST took in all: its messages' own charge and every unit its tool calls took.
    const cost = (own.cost ?? least - toolCalls) + tally.taken;
    const coding = negotiate(request.headers.get("accept-encoding"));
    return mcpAnswer(response.status, response.headers.get("content-type"), answers, { ...rl, cost }, coding, compressor);
  };
}

/** Stage 1: a preflight's 204, 405 for anything but POST, or `null` for a POST. */
async function refusedMethod(pipeline: McpPipeline, request: RequestLike, ip: string, now: number): Promise<ResponseParts | null> {
  const method = request.method;
  if (method === "OPTIONS") return mcpPreflight(await pipeline.takeIp(request, ip, now, 0));
  if (method === "POST") return null;
  const reply = errorReply(
    apiError(
      "METHOD_NOT_ALLOWED",
      `method ${method} is not allowed on /mcp: use POST (a stateless MCP server: no event stream, no session)`,
    ),
    await pipeline.takeIp(request, ip, now, 1),
    method === "HEAD",
  );
  (reply.headers as HeaderFields).allow = MCP_ALLOW;
  return reply;
}

/** A POST's body as read: its bytes, its JSON value (`undefined`: not JSON) and its messages. */
interface McpBody {
  readonly bytes: Uint8Array;
  readonly message: unknown;
  readonly messages: readonly unknown[];
}

/** Stage 3: the body within its limits (bytes, depth, batch size), or the refusal (counted as one request). */
async function readMessages(
  pipeline: McpPipeline,
  request: RequestLike,
  caller: Caller,
  ip: string,
  now: number,
): Promise<McpBody | ResponseParts> {
  const takeOne = (): Promise<RateLimitResult> => pipeline.take(request, caller, ip, now, 1);
  let bytes: Uint8Array;
  try {
    bytes = await readBody(request, MCP_MAX_BODY_BYTES);
  } catch (error) {
    // A cut or stalled body is the client's doing: answered (usually to nobody), never reported.
    if (error instanceof BodyIncomplete)
      return jsonRpcError(400, -32700, "Parse error: the request body ended before Content-Length bytes", await takeOne());
    if (!(error instanceof BodyTooLarge)) throw error;
    return refusedOr(413, -32000, `Payload too large: at most ${MCP_MAX_BODY_BYTES} bytes`, await takeOne());
  }
  if (jsonDepth(bytes) > MCP_MAX_JSON_DEPTH)
    return refusedOr(400, INVALID_REQUEST, `Invalid Request: JSON nested deeper than ${MCP_MAX_JSON_DEPTH} levels`, await takeOne());
  const message = parseJson(bytes);
  const messages = messagesOf(message);
  if (messages.length > MCP_MAX_BATCH_MESSAGES) {
    const error = `Invalid Request: a batch holds at most ${MCP_MAX_BATCH_MESSAGES} messages, this one ${messages.length}`;
    return refusedOr(400, INVALID_REQUEST, error, await takeOne());
  }
  return { bytes, message, messages };
}

/** The batch without the requests that repeat an id (they are answered by {@link withRepeatAnswers}, not run). */
function withoutRepeats(read: McpBody, repeats: readonly RepeatedId[]): McpBody {
  const skipped = new Set(repeats.map((r) => r.index));
  const messages = read.messages.filter((_, i) => !skipped.has(i));
  return { bytes: read.bytes, message: messages, messages };
}

/**
 * The transport's answers with one -32600 per repeated id after them (JSON-RPC 2.0 §6: a batch's
 * answers in any order; after, so a client reading in order takes the earlier request's own
 * answer first), or its answer as is when it refused the POST (nothing ran).
 */
function withRepeatAnswers(status: number, body: Uint8Array, repeats: readonly RepeatedId[]): Uint8Array {
  if (status !== 200) return body;
  const answered: unknown = JSON.parse(new TextDecoder().decode(body));
  const errors = repeats.map(({ id }) => ({
    jsonrpc: "2.0",
    id,
    error: {
      code: INVALID_REQUEST,
      message: `Invalid Request: id ${JSON.stringify(id)} is already the id of an earlier request of this batch: not run`,
    },
  }));
  return new TextEncoder().encode(JSON.stringify([answered, ...errors].flat()));
}

/** Stage 5: the SDK transport's answer; `tally` counts the tool calls that ran and the units they took. */
async function runTransport(
  pipeline: McpPipeline,
  request: RequestLike,
  ip: string,
  { bytes, message }: McpBody,
  tally: ToolTally,
): Promise<{ readonly response: Response; readonly body: Uint8Array }> {
  const headers: Record<string, string> = {};
  for (const name of ["accept", "content-type", "mcp-protocol-version"]) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const fetchRequest = new Request(request.url, { method: "POST", headers, body: bytes as Uint8Array<ArrayBuffer> });
  const server = createMcpServer(countingContext(pipeline, request, ip, tally));
  let response: Response;
  try {
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    response = await transport.handleRequest(fetchRequest, message === undefined ? undefined : { parsedBody: message });
  } finally {
    await server.close();
  }
  return { response, body: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * Tool calls the transport refused before they ran (406, 415, an invalid message) still cost one
 * each, taken one at a time so a bucket that can pay for some is emptied (added to `tally.taken`);
 * the bucket as it is then.
 */
async function payRefusedCalls(
  pipeline: McpPipeline,
  request: RequestLike,
  caller: Caller,
  ip: string,
  refused: number,
  tally: ToolTally,
): Promise<RateLimitResult> {
  let rl = await pipeline.take(request, caller, ip, pipeline.clock(), 0);
  for (let i = 0; i < Math.max(0, refused); i++) {
    rl = await pipeline.take(request, caller, ip, pipeline.clock(), 1);
    if (rl.allowed) tally.taken += rl.cost ?? 1;
  }
  return rl;
}

/** The transport's answer with our headers (CORS, no-store, RateLimit), coded when worth it. */
async function mcpAnswer(
  status: number,
  contentType: string | null,
  body: Uint8Array,
  rl: RateLimitResult,
  coding: ContentCoding,
  compressor: Compressor | undefined,
): Promise<ResponseParts> {
  const out = answerHeaders(rl, contentType);
  const coded = await encoded(body, contentType, coding, compressor);
  if (coded.coding !== "identity") out["content-encoding"] = coded.coding;
  if (contentType !== null && compressible(contentType)) out.vary = VARY_CODING;
  out["content-length"] = String(coded.body.length);
  return { status, headers: out, body: coded.body.length === 0 ? null : coded.body };
}
