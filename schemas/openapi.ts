import { z } from "zod";
import { KanshiEnum, KyuseiEnum, LiteDay, NoteEntry, Period, ProDay } from "./day.ts";
import {
  CONNECTION_ERROR_CODES,
  CONNECTION_STATUSES,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_MAX_IDLE_MS,
  MAX_HEADER_BYTES,
  MAX_HEADER_FIELDS,
  MAX_URI_BYTES,
  REQUEST_TIMEOUT_MS,
} from "./connection-limits.ts";
import { ERROR_CODES, type ErrorCode } from "./error-codes.ts";
import { errorCodesForStatus, errorStatuses } from "./error-groups.ts";
import { HEALTH_REASONS } from "./health.ts";
import { DatePathParam, FnParam, FormatParam, TokenParam, ViewParam, YearsParam } from "./params.ts";
import { FUNCTIONS, type Fn } from "./vocabulary.ts";
import { CSV_CONTENT_TYPE } from "./csv.ts";
import { HEADER, VARY } from "./headers.ts";
import { CACHE_CONTROL, PLAN_NAMES, PLANS, type Plan } from "./plans.ts";
import { DEFAULT_COVERAGE } from "./coverage.ts";
import { IsoDate } from "./iso-date.ts";
import { GlossaryEntry, GlossaryResponse, NoteGlossaryEntry, Purpose, PURPOSES } from "./glossary/index.ts";
import { FIND_PARAMETERS, FindReason, FindResponse, MIN_SCORE } from "./find.ts";
import {
  FEED_MAX_YEARS,
  FEED_PATH,
  FEED_WINDOW_MONTHS,
  FeedIncludeParam,
  FeedLangParam,
  FeedNotesParam,
  FeedPurposeParam,
  FeedYearsParam,
} from "./feed.ts";
import { MCP_MAX_BATCH_MESSAGES, MCP_MAX_BODY_BYTES, MCP_MAX_JSON_DEPTH, MCP_PATH, MCP_TOOL_NAMES, JsonRpcErrorResponse } from "./mcp.ts";
import {
  BulkResponse,
  DayResponse,
  ErrorCodeEnum,
  ErrorResponse,
  HealthResponse,
  HealthUnavailableResponse,
  RangeResponse,
  RangeWindow,
} from "./responses.ts";

/**
 * The OpenAPI 3.1 document (API 仕様書) of the service, generated from the zod schemas: the
 * component schemas are `z.toJSONSchema` output (JSON Schema 2020-12, OpenAPI 3.1's dialect),
 * the rest is written here from docs/interface.md. The output is a plain
 * JSON value with no timestamps, so the same code always yields the same bytes.
 */

/** Options of buildOpenApiDocument. */
export interface OpenApiOptions {
  /** The service address ({base_url}); default `/` (relative to where the document is served). */
  serverUrl?: string;
  /** The generated coverage, named in the description; default DEFAULT_COVERAGE (schemas/coverage.ts). */
  coverage?: { from: number; to: number };
}

/** A JSON object. */
type Json = Record<string, unknown>;

/** The interface version the document describes. */
export const API_VERSION = "1.1.0";

/** Where component schemas live; `$ref` targets. */
const SCHEMA_REF = "#/components/schemas/";

/** The statuses a data operation (day, range, bulk) can answer; 503 DATA_UNAVAILABLE when a listed data file is missing or damaged. */
const DATA_STATUSES = [200, 304, 400, 403, 404, 405, 408, 414, 429, 431, 503] as const;

/** The calendar feed's statuses (its endpoint answers unreadable data as 404; its 503 is SERVICE_BUSY). */
const FEED_STATUSES = [200, 304, 400, 403, 404, 405, 408, 414, 429, 431, 503] as const;

/**
 * Every status each operation can answer, by operationId: the handler's (200, 304, 4xx, health's
 * 503) and the Node server's connection-level ones (400, 408, 414, 431). The conformance test
 * (test/edge-rules/openapi-conformance.test.ts) checks the handler against this table.
 */
export const OPERATION_STATUSES = {
  getHealth: [200, 400, 403, 405, 408, 414, 429, 431, 503],
  getDay: DATA_STATUSES,
  getRange: DATA_STATUSES,
  getBulk: DATA_STATUSES,
  getGlossary: DATA_STATUSES,
  getFind: DATA_STATUSES,
  getCalendarFeed: FEED_STATUSES,
  getLlmsTxt: DATA_STATUSES,
  postMcp: [200, 202, 400, 403, 405, 406, 408, 413, 414, 415, 429, 431],
  getQueryStyle: [200, 304, 400, 403, 404, 405, 408, 414, 429, 431, 503],
} as const satisfies Record<string, readonly number[]>;

/** An operation of the document. */
export type OperationId = keyof typeof OPERATION_STATUSES;

/** The credentials of a request, as OpenAPI security requirement objects (alternatives). */
const GATEWAY: Json = { GwApiKey: [], GwProxySecret: [] };
const BEARER: Json = { BearerToken: [] };
const TOKEN_QUERY: Json = { TokenQuery: [] };
const ANONYMOUS: Json = {};

/**
 * The accepted credentials of each operation: alternatives, any one suffices. Anonymous callers
 * get the lite view (health, day, range, query style); bulk needs a Pro credential (an anonymous
 * bulk request is 403 PLAN_REQUIRED). Checked against the handler by the conformance test.
 */
export const OPERATION_SECURITY: Readonly<Record<OperationId, readonly Json[]>> = {
  getHealth: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  getDay: [GATEWAY, BEARER, TOKEN_QUERY, ANONYMOUS],
  getRange: [GATEWAY, BEARER, TOKEN_QUERY, ANONYMOUS],
  getBulk: [GATEWAY, BEARER, TOKEN_QUERY],
  getGlossary: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  getFind: [GATEWAY, BEARER, TOKEN_QUERY, ANONYMOUS],
  getCalendarFeed: [ANONYMOUS, TOKEN_QUERY, BEARER, GATEWAY],
  getLlmsTxt: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  postMcp: [GATEWAY, BEARER, TOKEN_QUERY, ANONYMOUS],
  getQueryStyle: [GATEWAY, BEARER, TOKEN_QUERY, ANONYMOUS],
};

/** Component schemas: name → zod schema, in document order. */
const COMPONENT_SCHEMAS: readonly [string, z.ZodType][] = [
  ["IsoDate", IsoDate],
  ["Kanshi", KanshiEnum],
  ["Kyusei", KyuseiEnum],
  ["LiteDay", LiteDay],
  ["ProDay", ProDay],
  ["NoteEntry", NoteEntry],
  ["Period", Period],
  ["HealthResponse", HealthResponse],
  ["HealthUnavailableResponse", HealthUnavailableResponse],
  ["DayResponse", DayResponse],
  ["RangeWindow", RangeWindow],
  ["RangeResponse", RangeResponse],
  ["BulkResponse", BulkResponse],
  ["FindReason", FindReason],
  ["FindResponse", FindResponse],
  ["ErrorCode", ErrorCodeEnum],
  ["ErrorResponse", ErrorResponse],
  ["GlossaryEntry", GlossaryEntry],
  ["NoteGlossaryEntry", NoteGlossaryEntry],
  ["Purpose", Purpose],
  ["GlossaryResponse", GlossaryResponse],
  ["JsonRpcError", JsonRpcErrorResponse],
];

/** A `$ref` to a component. */
function ref(kind: "schemas" | "responses" | "parameters" | "headers", name: string): Json {
  return { $ref: `#/components/${kind}/${name}` };
}

/** A standalone JSON Schema of a zod schema, without the `$schema` keyword. */
function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12" }) as Json;
  return rest;
}

/** `components.schemas`: every component, cross-referenced by `$ref`. */
function componentSchemas(): Json {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of COMPONENT_SCHEMAS) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { target: "draft-2020-12", uri: (id) => `${SCHEMA_REF}${id}` });
  const out: Json = {};
  for (const [id] of COMPONENT_SCHEMAS) {
    const { $schema: _dialect, $id: _id, ...rest } = schemas[id] as Json;
    out[id] = rest;
  }
  return out;
}

/** `components.headers`: the response headers (docs/interface.md#caching-and-conditional-requests, #rate-limits, #cors-and-methods). */
function componentHeaders(): Json {
  const text = (description: string, schema: Json = { type: "string" }): Json => ({ description, schema });
  return {
    ETag: text(
      "Strong entity tag of the body (a content hash, quoted), changes whenever the body's bytes change; send it back in If-None-Match.",
      { type: "string", pattern: '^"[^"]+"$' },
    ),
    "Content-Encoding": text(
      "`br` or `gzip` when the body is sent compressed, as the request's Accept-Encoding allows (RFC 9110 §12.5.3); absent for an uncompressed body.",
    ),
    "Last-Modified": text(
      "HTTP-date of the data version (the calendar rules' release); used with If-Modified-Since when If-None-Match is absent.",
    ),
    "Cache-Control": text(
      `Cache policy: public lite data \`${CACHE_CONTROL.public}\`; credentialed data \`${CACHE_CONTROL.private}\`; health and errors \`${CACHE_CONTROL.noStore}\`.`,
    ),
    Vary: text(
      `\`${VARY}\` on every data 200 and 304, public ones too: the body depends on the credential (a shared cache must not hand an anonymous lite body to a Pro caller), and its content coding on Accept-Encoding.`,
      { type: "string", const: VARY },
    ),
    "X-Upgrade-Info": text("Upgrade hint on lite data responses only, naming what Pro adds."),
    "RateLimit-Limit": text(
      `Requests allowed per minute for this client's plan (defaults: ${PLAN_NAMES.map((p) => `${p} ${PLANS[p].ratePerMinute}`).join(", ")}). On every response of the handler; not on the connection-level errors (MALFORMED_REQUEST, INVALID_HOST, 408, 414, 431), which are never counted.`,
      { type: "integer", minimum: 0 },
    ),
    "RateLimit-Remaining": text("Requests left before the limit (a token bucket refilled continuously at the limit per minute).", {
      type: "integer",
      minimum: 0,
    }),
    "RateLimit-Reset": text("Seconds until the bucket is full again; on a 429 it equals Retry-After.", { type: "integer", minimum: 0 }),
    "Retry-After": { ...text("Whole seconds to wait before retrying.", { type: "integer", minimum: 1 }), required: true },
    Allow: { ...text("The methods the path allows: `GET, HEAD, OPTIONS` (`POST, OPTIONS` on /mcp)."), required: true },
    "Access-Control-Allow-Origin": text("`*`: any origin may read the response (CORS)."),
    Connection: {
      ...text("`close`: the server closes the connection after this answer.", { type: "string", const: "close" }),
      required: true,
    },
  };
}

/** The rate-limit headers, carried by every response. */
function rateLimitHeaders(): Json {
  return {
    "RateLimit-Limit": ref("headers", "RateLimit-Limit"),
    "RateLimit-Remaining": ref("headers", "RateLimit-Remaining"),
    "RateLimit-Reset": ref("headers", "RateLimit-Reset"),
  };
}

/** The headers of a data 200 and of a 304. */
function cacheHeaders(): Json {
  return {
    ETag: ref("headers", "ETag"),
    "Last-Modified": ref("headers", "Last-Modified"),
    "Cache-Control": ref("headers", "Cache-Control"),
    Vary: ref("headers", "Vary"),
  };
}

/** Human names of the error statuses. */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: "Bad Request: invalid parameters, or (Node server, before the handler) a malformed request or Host (raw non-ASCII bytes in the target: percent-encode them as UTF-8)",
  403: "Forbidden: authentication failure or plan limit",
  404: "Not Found: no such path, or date/year outside the data coverage",
  405: "Method Not Allowed: only GET, HEAD and OPTIONS (on /mcp: POST and OPTIONS)",
  408: `Request Timeout (Node server): the headers did not arrive within ${HEADERS_TIMEOUT_MS / 1000} s or the request (body included) within ${REQUEST_TIMEOUT_MS / 1000} s`,
  414: `URI Too Long (Node server): the request target is over ${MAX_URI_BYTES} bytes`,
  429: "Too Many Requests: over the plan's rate limit",
  431: `Request Header Fields Too Large (Node server): request line and headers over ${MAX_HEADER_BYTES} bytes, or more than ${MAX_HEADER_FIELDS} fields`,
  503: "Service Unavailable: the node's state (a data file missing or damaged) or load (too many calendar feeds being built); retry later or elsewhere",
};

/** Component names of the error responses by status. */
const ERROR_RESPONSE_NAME: Readonly<Record<number, string>> = {
  400: "BadRequest",
  403: "Forbidden",
  404: "NotFound",
  405: "MethodNotAllowed",
  408: "RequestTimeout",
  414: "UriTooLong",
  429: "TooManyRequests",
  431: "HeadersTooLarge",
};

/** Whether a status is answered only at the connection (no RateLimit fields, `Connection: close`). */
const connectionOnly = (status: number): boolean => (CONNECTION_STATUSES as readonly number[]).includes(status);

/** 503's two responses: one per code, since the feed can answer only SERVICE_BUSY and the data operations only DATA_UNAVAILABLE. */
const UNAVAILABLE_RESPONSES: readonly { name: string; code: ErrorCode; text: string }[] = [
  {
    name: "ServiceBusy",
    code: "SERVICE_BUSY",
    text: "Service Unavailable (calendar feed only): too many feeds are being built; retry after Retry-After",
  },
  {
    name: "DataUnavailable",
    code: "DATA_UNAVAILABLE",
    text: "Service Unavailable: a data file of this node is missing or damaged (health names it); retry later or elsewhere",
  },
];

/** One error response: ErrorResponse narrowed to the codes of its status (or the given ones), codes listed in the description. */
function errorResponse(status: number, codes: readonly ErrorCode[] = errorCodesForStatus(status), text = STATUS_TEXT[status]): Json {
  const connection: readonly string[] = CONNECTION_ERROR_CODES;
  const list = codes.map((code) => `- \`${code}\`: ${ERROR_CODES[code].when}`).join("\n");
  const headers: Json = { "Cache-Control": ref("headers", "Cache-Control") };
  if (!connectionOnly(status)) Object.assign(headers, rateLimitHeaders());
  if (status === 429 || codes.includes("SERVICE_BUSY")) headers["Retry-After"] = ref("headers", "Retry-After");
  if (status === 405) headers["Allow"] = ref("headers", "Allow");
  if (connectionOnly(status)) headers["Connection"] = ref("headers", "Connection");
  headers["Access-Control-Allow-Origin"] = ref("headers", "Access-Control-Allow-Origin");
  const early = codes.filter((code) => connection.includes(code));
  const note =
    early.length === 0 || connectionOnly(status)
      ? ""
      : `\n\n${early.map((c) => `\`${c}\``).join(" and ")} are answered by the Node server before the handler: without RateLimit fields, with \`Connection: close\`.`;
  return {
    description: `${text}. Error codes (\`code\`):\n${list}${note}`,
    headers,
    content: {
      "application/json": {
        schema: { allOf: [ref("schemas", "ErrorResponse"), { properties: { code: { enum: codes } } }] },
      },
    },
  };
}

/** `components.responses`: 304 and one response per error status. */
function componentResponses(): Json {
  const out: Json = {
    NotModified: {
      description:
        "Not Modified: If-None-Match matches the ETag (or, without If-None-Match, the data is not newer than If-Modified-Since). No body.",
      headers: { ...cacheHeaders(), ...rateLimitHeaders() },
    },
  };
  for (const status of errorStatuses()) if (status !== 503) out[ERROR_RESPONSE_NAME[status]!] = errorResponse(status);
  for (const { name, code, text } of UNAVAILABLE_RESPONSES) out[name] = errorResponse(503, [code], text);
  out["ServiceUnavailable"] = {
    description: `Service Unavailable (health only): the node cannot serve data; \`reason\` says why:\n${Object.entries(HEALTH_REASONS)
      .map(([reason, when]) => `- \`${reason}\`: ${when}`)
      .join("\n")}`,
    headers: {
      "Cache-Control": ref("headers", "Cache-Control"),
      ...rateLimitHeaders(),
      "Access-Control-Allow-Origin": ref("headers", "Access-Control-Allow-Origin"),
    },
    content: { "application/json": { schema: ref("schemas", "HealthUnavailableResponse") } },
  };
  // gw.php answers both: fn=health's 503, and DATA_UNAVAILABLE for the data functions.
  const data = out["DataUnavailable"] as Json;
  out["QueryStyleUnavailable"] = {
    description:
      "Service Unavailable: `fn=health` as `/gw/health` (HealthUnavailableResponse), or a data function's DATA_UNAVAILABLE (ErrorResponse)",
    headers: data.headers,
    content: {
      "application/json": {
        schema: { oneOf: [ref("schemas", "HealthUnavailableResponse"), ((data.content as Json)["application/json"] as Json).schema] },
      },
    },
  };
  return out;
}

/** A parameter object with a zod-generated schema. */
function parameter(
  name: string,
  where: "path" | "query" | "header",
  schema: z.ZodType | Json,
  description: string,
  required = where === "path",
): Json {
  const json = schema instanceof z.ZodType ? jsonSchema(schema) : schema;
  return { name, in: where, required, description, schema: json };
}

/** The JSON Schema of `min_score` (finder and feed). */
function minScoreSchema(): Json {
  return { type: "integer", minimum: MIN_SCORE.lowest, maximum: MIN_SCORE.highest, default: MIN_SCORE.default };
}

/** The JSON Schema of a finder parameter's value. */
function findParameterSchema(name: (typeof FIND_PARAMETERS)[number]["name"]): Json {
  switch (name) {
    case "start":
    case "end":
      return jsonSchema(DatePathParam);
    case "holiday":
      return { type: "string", enum: ["true", "false"] };
    case "order":
      return { type: "string", enum: ["date", "score"], default: "date" };
    case "limit":
      return { type: "integer", minimum: 1, maximum: 366, default: 31 };
    case "purpose":
      return { type: "string", enum: PURPOSES.map((p) => p.id) };
    case "min_score":
      return minScoreSchema();
    default:
      return { type: "string", description: "comma-separated glossary ids or labels" };
  }
}

/**
 * A find answer exactly as the service gives it for
 * `/gw/find?start=2025-03-01&end=2025-05-31&weekday=sat,sun&purpose=wedding&order=score&limit=1`
 * (test/edge-rules/find.test.ts asks the handler the same and compares).
 */
export const EXAMPLE_FIND_QUERY = "start=2025-03-01&end=2025-05-31&weekday=sat,sun&purpose=wedding&order=score&limit=1";
export const EXAMPLE_FIND_RESPONSE = {
  ok: true,
  view: "pro",
  query: { start: "2025-03-01", end: "2025-05-31", weekday: ["sat", "sun"], purpose: "wedding", min_score: 1, order: "score", limit: 1 },
  range: { start: "2025-03-01", end: "2025-05-31", tz: "Asia/Tokyo" },
  total: 5,
  count: 1,
  next: null,
  days: [
    {
      iso: "2025-03-15",
      score: 6,
      reasons: [
        { field: "rokuyou", id: "taian", label: "大安", effect: "+" },
        { field: "notes", id: "ten-on", label: "天恩日", effect: "+" },
        { field: "junichoku", id: "sadan", label: "定", effect: "+" },
        { field: "shuku28", id: "jo-girl", label: "女", effect: "-" },
      ],
      day: {
        iso: "2025-03-15",
        y: 2025,
        m: 3,
        d: 15,
        youbi: "土",
        rokuyou: "大安",
        kyureki: "2月16日",
        sekki: "",
        moonmark: "",
        nengo: "令和7年",
        eto: "癸未",
        eto_month: "己卯",
        eto_year: "乙巳",
        kyusei: "八白土星",
        kyusei_month: "一白水星",
        kyusei_year: "二黒土星",
        junichoku: "定",
        shuku28: "女",
        kou72: "菜虫化蝶",
        notes_arr: [
          { id: "ten-on", label: "天恩日", kind: "lucky" },
          { id: "chiimi", label: "血忌日", kind: "unlucky" },
        ],
        periods: [{ name: "kotsuchi", from: "2025-03-10", to: "2025-03-16", includes_end: true }],
      },
    },
  ],
} as const;

/** `components.parameters`: every parameter of the interface. */
function componentParameters(): Json {
  return {
    DatePath: parameter("date", "path", DatePathParam, "The date, YYYY-MM-DD (an impossible date such as 2025-02-29 is 400 INVALID_DATE)."),
    StartPath: parameter("start", "path", DatePathParam, "First day of the range, YYYY-MM-DD (inclusive)."),
    EndPath: parameter("end", "path", DatePathParam, "Last day of the range, YYYY-MM-DD (inclusive)."),
    YearsPath: parameter("years", "path", YearsParam, "Comma-separated four-digit years."),
    Fn: parameter(
      "fn",
      "query",
      FnParam,
      `The function: ${FUNCTIONS.map((fn) => `\`${fn}\``).join(", ")}; each answers as its pretty path (the operation's description lists them). Without fn: 400 FN_REQUIRED; any other value: 400 UNKNOWN_FN.`,
      true,
    ),
    View: parameter(
      "view",
      "query",
      ViewParam,
      "Data view level, lite or pro. Without it the view follows the plan; pro needs a Pro plan (else 403 PLAN_REQUIRED).",
    ),
    ...Object.fromEntries(
      FIND_PARAMETERS.map((p) => [
        `Find_${p.name}`,
        parameter(
          p.name,
          "query",
          findParameterSchema(p.name),
          `${p.doc}${p.plan === "pro" ? " (Pro)" : ""}.`,
          p.name === "start" || p.name === "end",
        ),
      ]),
    ),
    Feed_include: parameter(
      "include",
      "query",
      FeedIncludeParam,
      "Lite items, comma-separated (ids, or the labels 祝日, 六曜, 二十四節気, 雑節, 朔望, 七十二候). At least one of include, notes and purpose.",
    ),
    Feed_notes: parameter(
      "notes",
      "query",
      FeedNotesParam,
      "Pro: comma-separated note ids or labels; one event per note on each day that has it.",
    ),
    Feed_purpose: parameter(
      "purpose",
      "query",
      FeedPurposeParam,
      "Pro: a purpose id or label; the days `/gw/find` returns for it, one event each, with the score in the summary.",
    ),
    Feed_min_score: parameter(
      "min_score",
      "query",
      minScoreSchema(),
      `Pro, with purpose: only days scoring at least this, ${MIN_SCORE.lowest} to ${MIN_SCORE.highest} (default ${MIN_SCORE.default}: good days only).`,
    ),
    Feed_years: parameter(
      "years",
      "query",
      FeedYearsParam,
      `YYYY or YYYY-YYYY: at most ${FEED_MAX_YEARS.lite} years on Lite, ${FEED_MAX_YEARS.pro} on Pro (else 403 RANGE_TOO_LONG). Default: a rolling window from the first day of the previous JST month through ${FEED_WINDOW_MONTHS.after} months ahead, clipped to the coverage.`,
    ),
    Feed_lang: parameter(
      "lang",
      "query",
      FeedLangParam,
      "Language of SUMMARY and DESCRIPTION: ja (default) or en (the glossary's English).",
    ),
    Format: parameter(
      "format",
      "query",
      FormatParam,
      "Body format: `json` (default) or `csv` — RFC 4180 with a UTF-8 BOM, CRLF, a header row of the record's fields in schema order, notes and periods joined by `・`, and `Content-Disposition: attachment`. Errors stay JSON.",
    ),
    Token: parameter(
      "token",
      "query",
      TokenParam,
      "Pro direct-access credential (same as `Authorization: Bearer`; the header wins when both are sent).",
    ),
    IfNoneMatch: parameter("If-None-Match", "header", { type: "string" }, "ETag(s) of a cached copy; a match answers 304."),
    IfModifiedSince: parameter(
      "If-Modified-Since",
      "header",
      { type: "string" },
      "HTTP-date of a cached copy; used only without If-None-Match.",
    ),
  };
}

/** `components.securitySchemes`: the credentials (docs/interface.md#plans-and-credentials). */
function securitySchemes(): Json {
  return {
    GwApiKey: {
      type: "apiKey",
      in: "header",
      name: HEADER.apiKey,
      description: `Gateway subscription key, added by the gateway platform. The plan comes from \`${HEADER.subscription}\` (BASIC = lite, PRO = pro, ULTRA or MEGA = ultra; missing = BASIC), trusted only when the service has a proxy secret configured.`,
    },
    GwProxySecret: {
      type: "apiKey",
      in: "header",
      name: HEADER.proxySecret,
      description: "Optional internal validation: set by the platform proxy and verified by the server (a mismatch is 403 AUTH_FAILED).",
    },
    BearerToken: {
      type: "http",
      scheme: "bearer",
      description:
        "Direct access (Pro and above): `Authorization: Bearer <ACCESS_TOKEN>`. An unknown, revoked or expired token is 403 AUTH_FAILED.",
    },
    TokenQuery: {
      type: "apiKey",
      in: "query",
      name: "token",
      description: "Direct access (Pro and above): `?token=<ACCESS_TOKEN>`; the Authorization header wins when both are sent.",
    },
  };
}

/**
 * The responses of an operation, one per status of {@link OPERATION_STATUSES}: the given 200,
 * 304 Not Modified, health's 503, and the error responses.
 */
function operationResponses(operationId: OperationId, ok: Json): Json {
  const out: Json = {};
  for (const status of OPERATION_STATUSES[operationId]) {
    if (status === 200) out[status] = ok;
    else if (status === 304) out[status] = ref("responses", "NotModified");
    else if (status === 503)
      out[status] = ref(
        "responses",
        operationId === "getHealth"
          ? "ServiceUnavailable"
          : operationId === "getQueryStyle"
            ? "QueryStyleUnavailable"
            : operationId === "getCalendarFeed"
              ? "ServiceBusy"
              : "DataUnavailable",
      );
    else out[status] = ref("responses", ERROR_RESPONSE_NAME[status]!);
  }
  return out;
}

/**
 * Where a 200 documents the representations that `format` selects besides JSON: `format` value →
 * a Content map (media type → Media Type Object). Not in `content`: a generated client
 * (openapi-typescript + openapi-fetch) types `data` as the union of every media type listed
 * there, so a CSV entry would make `data` `string | …` for every JSON caller (docs/interface.md
 * §CSV). Generators ignore `x-` keys; the conformance test reads this one.
 */
export const FORMAT_CONTENT = "x-format-content";

/** The CSV representation of a data 200 (`format=csv`), as a Content map. */
function csvContent(): Json {
  return {
    [CSV_CONTENT_TYPE.split(";")[0]!]: {
      schema: {
        type: "string",
        contentMediaType: "text/csv",
        description: "RFC 4180, UTF-8 with BOM, CRLF; a header row of the record's fields in schema order",
      },
    },
  };
}

/**
 * A data 200: the JSON body schema (CSV with format=csv under {@link FORMAT_CONTENT}), the
 * caching and RateLimit headers.
 * @param upgradeInfo whether the 200 can carry X-Upgrade-Info (lite data views; not the glossary).
 * @param csv whether `format=csv` applies.
 */
function dataOk(schemaName: string | Json, description: string, example?: Json, upgradeInfo = true, csv = true): Json {
  const schema = typeof schemaName === "string" ? ref("schemas", schemaName) : schemaName;
  const media: Json = { schema };
  if (example) media["examples"] = example;
  return {
    description: csv
      ? `${description} JSON by default; \`format=csv\` answers \`${CSV_CONTENT_TYPE}\` instead (\`${FORMAT_CONTENT}\`).`
      : description,
    headers: {
      ...cacheHeaders(),
      "Content-Encoding": ref("headers", "Content-Encoding"),
      ...(upgradeInfo ? { "X-Upgrade-Info": ref("headers", "X-Upgrade-Info") } : {}),
      ...rateLimitHeaders(),
      "Access-Control-Allow-Origin": ref("headers", "Access-Control-Allow-Origin"),
    },
    content: { "application/json": media },
    ...(csv ? { [FORMAT_CONTENT]: { csv: csvContent() } } : {}),
  };
}

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
  const out = operationResponses("postMcp", {});
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

/** A lite day, as in the generated files (2025-01-01, 元日). */
export const EXAMPLE_LITE_DAY_RESPONSE = {
  ok: true,
  view: "lite",
  date: "2025-01-01",
  day: {
    iso: "2025-01-01",
    y: 2025,
    m: 1,
    d: 1,
    youbi: "水",
    holiday: "元日",
    rokuyou: "先勝",
    kyureki: "12月2日",
    sekki: "",
    moonmark: "",
  },
} as const;

/**
 * The start of a feed exactly as a calendar app receives it (`/gw/calendar.ics?include=holiday&years=2025`:
 * the calendar's properties and its first event; test/edge-rules/feed/calendar-feed.test.ts compares).
 */
export const EXAMPLE_FEED_QUERY = "include=holiday&years=2025";
export const EXAMPLE_FEED_LINES = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//koyomi-api//calendar feed 1.1//JA",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
  "X-WR-CALNAME:暦 祝日",
  "NAME:暦 祝日",
  "X-WR-CALDESC:祝日（2025-01-01〜2025-12-31、日本時間の終日予定",
  " ）",
  "DESCRIPTION:祝日（2025-01-01〜2025-12-31、日本時間の終日予定",
  " ）",
  "X-WR-TIMEZONE:Asia/Tokyo",
  "REFRESH-INTERVAL;VALUE=DURATION:P1D",
  "X-PUBLISHED-TTL:P1D",
  "BEGIN:VEVENT",
  "UID:koyomi-holiday-e58583e697a5-20250101",
  "DTSTAMP:20261123T000000Z",
  "DTSTART;VALUE=DATE:20250101",
  "DTEND;VALUE=DATE:20250102",
  "SUMMARY:元日",
  "DESCRIPTION:国民の祝日（振替休日・国民の休日を含む）",
  "TRANSP:TRANSPARENT",
  "END:VEVENT",
  "…",
  "END:VCALENDAR",
] as const;
const EXAMPLE_FEED = EXAMPLE_FEED_LINES.join("\r\n");

/** The conditional-request header parameters. */
function conditionalParameters(): Json[] {
  return [ref("parameters", "IfNoneMatch"), ref("parameters", "IfModifiedSince")];
}

/** `paths`: the pretty paths, then the query style derived from them. */
function paths(): Json {
  const pretty = prettyPaths();
  return { ...pretty, "/gw.php": { get: queryStyleOperation(pretty) } };
}

/** The pretty paths (`/gw/...`, `/llms.txt`, `/mcp`). */
function prettyPaths(): Json {
  return {
    "/gw/health": {
      get: {
        operationId: "getHealth",
        tags: ["service"],
        summary: "Health",
        description:
          "Service health and the caller's effective view. Needs no credential (a credential that is sent is checked: a bad one is 403 AUTH_FAILED). 200 only when the manifest and the data are present and valid, with the data version and coverage; otherwise 503 with a reason, so a load balancer takes the node out of rotation. `view` is accepted as on the other functions. Never cached (`no-store`).",
        security: [...OPERATION_SECURITY.getHealth],
        parameters: [ref("parameters", "View"), ref("parameters", "Token")],
        responses: operationResponses("getHealth", {
          description: "Healthy: the manifest and the data are present and valid.",
          headers: {
            "Cache-Control": ref("headers", "Cache-Control"),
            ...rateLimitHeaders(),
            "Access-Control-Allow-Origin": ref("headers", "Access-Control-Allow-Origin"),
          },
          content: { "application/json": { schema: ref("schemas", "HealthResponse") } },
        }),
      },
    },
    "/gw/day/{date}": {
      get: {
        operationId: "getDay",
        tags: ["calendar"],
        summary: "One day",
        description: "One day: a LiteDay, or a ProDay when view is pro. Same result as `gw.php?fn=day`.",
        parameters: [
          ref("parameters", "DatePath"),
          ref("parameters", "View"),
          ref("parameters", "Format"),
          ref("parameters", "Token"),
          ...conditionalParameters(),
        ],
        security: [...OPERATION_SECURITY.getDay],
        responses: operationResponses(
          "getDay",
          dataOk("DayResponse", "The day.", { lite: { summary: "2025-01-01, lite", value: EXAMPLE_LITE_DAY_RESPONSE } }),
        ),
      },
    },
    "/gw/range/{start}/{end}": {
      get: {
        operationId: "getRange",
        tags: ["calendar"],
        summary: "Date range",
        description: `Every day from start to end, both inclusive: at most ${PLANS.lite.maxRangeDays} days on lite, ${PLANS.pro.maxRangeDays} on pro (else 403 RANGE_TOO_LONG with maxDays). Same result as \`gw.php?fn=range\`.`,
        parameters: [
          ref("parameters", "StartPath"),
          ref("parameters", "EndPath"),
          ref("parameters", "View"),
          ref("parameters", "Format"),
          ref("parameters", "Token"),
          ...conditionalParameters(),
        ],
        security: [...OPERATION_SECURITY.getRange],
        responses: operationResponses("getRange", dataOk("RangeResponse", "The days of the range.")),
      },
    },
    "/gw/bulk/{years}": {
      get: {
        operationId: "getBulk",
        tags: ["calendar"],
        summary: "Whole years (Pro)",
        description:
          "Every ProDay of each requested year. Pro and Ultra only (lite gets 403 PLAN_REQUIRED). Same result as `gw.php?fn=bulk`.",
        parameters: [ref("parameters", "YearsPath"), ref("parameters", "Format"), ref("parameters", "Token"), ...conditionalParameters()],
        security: [...OPERATION_SECURITY.getBulk],
        responses: operationResponses("getBulk", dataOk("BulkResponse", "The requested years.")),
      },
    },
    "/gw/glossary": {
      get: {
        operationId: "getGlossary",
        tags: ["glossary"],
        summary: "Glossary",
        description:
          "Every value a day record can hold, by field (youbi, rokuyou, moonmark, sekki, kou72, junichoku, shuku28, kyusei, kanshi, notes, periods): stable id, label, reading (kana, kana_alt), English name, meaning (summary_ja, summary_en), the project's rule and its source; and the finder's purposes with their exclusions and weights. Needs no credential (one that is sent is still checked). The same bytes as `gw.php?fn=glossary`; changes only with the data version.",
        security: [...OPERATION_SECURITY.getGlossary],
        parameters: [ref("parameters", "View"), ref("parameters", "Token"), ...conditionalParameters()],
        responses: operationResponses("getGlossary", dataOk("GlossaryResponse", "The glossary.", undefined, false, false)),
      },
    },
    "/gw/find": {
      get: {
        operationId: "getFind",
        tags: ["calendar"],
        summary: "Day finder",
        description:
          "Days between start and end that match every given condition (AND; each list is any-of; values are glossary ids or the exact Japanese labels, comma-separated). Lite conditions and up to 366 days for everyone; Pro conditions (notes, any_notes, not_notes, junichoku, shuku28, kyusei, eto, purpose) and the whole coverage need a Pro plan (403 PLAN_REQUIRED / RANGE_TOO_LONG). An unknown id is 400 INVALID_PARAMETER naming the parameter and the value. `total` counts every match of the span; page on with `start = next`. With a purpose, each day has `score` and `reasons`. Same result as `gw.php?fn=find`; `format=csv` gives the records (and `score`) as CSV.",
        parameters: [
          ...FIND_PARAMETERS.map((p) => ref("parameters", `Find_${p.name}`)),
          ref("parameters", "View"),
          ref("parameters", "Format"),
          ref("parameters", "Token"),
          ...conditionalParameters(),
        ],
        security: [...OPERATION_SECURITY.getFind],
        responses: operationResponses(
          "getFind",
          dataOk("FindResponse", "The matching days.", {
            wedding: {
              summary: "the best wedding Saturday or Sunday of spring 2025 (Pro)",
              value: EXAMPLE_FIND_RESPONSE,
            },
          }),
        ),
      },
    },
    [FEED_PATH]: {
      get: {
        operationId: "getCalendarFeed",
        tags: ["calendar"],
        summary: "Calendar subscription (iCalendar)",
        description:
          "An RFC 5545 feed for Google Calendar (Other calendars → From URL), Apple Calendar (webcal://) and Outlook (Subscribe from web): one all-day VEVENT per holiday, 六曜 day, 節気 (with its JST instant), 雑節, 新月/満月, 七十二候, requested note (Pro) or purpose day (Pro). UIDs are stable (item, value, date), DTSTAMP is the data's Last-Modified, lines are CRLF and folded at 75 octets. A Lite feed needs no credential; notes and purpose need a Pro token, given as `token` because calendar apps send no headers (403 PLAN_REQUIRED without it, 403 AUTH_FAILED for a bad one). Errors are JSON. No `gw.php` form.",
        parameters: [
          ...["include", "notes", "purpose", "min_score", "years", "lang"].map((n) => ref("parameters", `Feed_${n}`)),
          ref("parameters", "Token"),
          ...conditionalParameters(),
        ],
        security: [...OPERATION_SECURITY.getCalendarFeed],
        responses: operationResponses("getCalendarFeed", {
          description: "The calendar (text/calendar; UTF-8 without BOM, CRLF).",
          headers: {
            ...cacheHeaders(),
            "Content-Encoding": ref("headers", "Content-Encoding"),
            ...rateLimitHeaders(),
            "Access-Control-Allow-Origin": ref("headers", "Access-Control-Allow-Origin"),
          },
          content: { "text/calendar": { schema: { type: "string", description: "RFC 5545 VCALENDAR" }, example: EXAMPLE_FEED } },
        }),
      },
    },
    "/llms.txt": {
      get: {
        operationId: "getLlmsTxt",
        tags: ["ai"],
        summary: "Guide for language models",
        description:
          "A plain-text guide to the API for language models (llmstxt.org): what it answers, every endpoint with an example, the MCP tools, the plans and every vocabulary field with its glossary ids. Generated with the data (ETag, 304), needs no credential (one that is sent is still checked), names no token.",
        security: [...OPERATION_SECURITY.getLlmsTxt],
        parameters: [ref("parameters", "View"), ref("parameters", "Token"), ...conditionalParameters()],
        responses: operationResponses("getLlmsTxt", {
          ...dataOk("GlossaryResponse", "The guide, `text/plain; charset=utf-8`.", undefined, false, false),
          content: { "text/plain": { schema: { type: "string" } } },
        }),
      },
    },
    [MCP_PATH]: {
      post: {
        operationId: "postMcp",
        tags: ["ai"],
        summary: "MCP server (Streamable HTTP)",
        description: `A Model Context Protocol server (Streamable HTTP, protocol 2025-11-25): stateless (no Mcp-Session-Id), one JSON answer per POST. Tools: ${MCP_TOOL_NAMES.join(", ")}; each runs the JSON API request it stands for with the caller's credential, so plans and errors are the API's (a tool error carries the ErrorResponse). Every JSON-RPC message counts as one request against the rate limit (a tool call when it runs), a POST at least one whatever it holds; with the bucket empty every POST is 429. A batch holds at most ${MCP_MAX_BATCH_MESSAGES} messages. GET and DELETE are 405 (no event stream, no session). Send \`Accept: application/json, text/event-stream\` and \`Content-Type: application/json\`.`,
        security: [...OPERATION_SECURITY.postMcp],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { description: "a JSON-RPC 2.0 request or notification, or a batch of them", type: ["object", "array"] },
            },
          },
        },
        responses: mcpResponses(),
      },
    },
  };
}

/**
 * The pretty operation each `gw.php` function answers as (docs/interface.md#endpoints: the two
 * styles give the same answer). Keyed by every function of schemas/vocabulary.ts FUNCTIONS, which
 * is what the router accepts as `fn`; the calendar feed, /llms.txt and /mcp have no gw.php form.
 */
export const QUERY_STYLE_OPERATIONS = {
  health: "getHealth",
  day: "getDay",
  range: "getRange",
  bulk: "getBulk",
  glossary: "getGlossary",
  find: "getFind",
} as const satisfies Record<Fn, OperationId>;

/** The parameters `gw.php` has for every function (or most); listed once, not per function. */
const QUERY_STYLE_COMMON = ["Fn", "View", "Format", "Token", "IfNoneMatch", "IfModifiedSince"] as const;

/** One function's use of a parameter, for the merged `gw.php` parameter. */
interface ParameterUse {
  readonly fn: Fn;
  readonly required: boolean;
  readonly description: string;
  readonly schema: Json;
}

/** The object at a key path of a JSON object. */
const at = (node: Json, ...keys: string[]): Json => keys.reduce((inner: Json, key) => inner[key] as Json, node);

/** The pretty operation object of an operationId. */
function operationOf(pretty: Json, id: OperationId): Json {
  for (const item of Object.values(pretty) as Json[])
    for (const op of Object.values(item) as Json[]) if (op["operationId"] === id) return op;
  throw new Error(`no operation ${id}`);
}

/** The path of an operationId among the pretty paths. */
function pathOf(pretty: Json, id: OperationId): string {
  return Object.keys(pretty).find((path) => Object.values(pretty[path] as Json).some((op) => (op as Json)["operationId"] === id))!;
}

/** Follows a `#/components/parameters/...` reference to the parameter object. */
function parameterObject(parameters: Json, p: Json): Json {
  return typeof p["$ref"] === "string" ? (parameters[p["$ref"].split("/").pop()!] as Json) : p;
}

/**
 * The `gw.php` parameters of the functions, from their pretty operations: a path parameter
 * becomes a query parameter of the same name and schema, and a name several functions use (start,
 * end) is one parameter saying which function needs it. A parameter only one function uses, and
 * does not require, stays the pretty operation's own `$ref`.
 */
function queryStyleParameters(pretty: Json, parameters: Json): Json[] {
  const common = new Set<string>(QUERY_STYLE_COMMON.map((name) => `#/components/parameters/${name}`));
  const uses = new Map<string, ParameterUse[]>();
  const refs = new Map<string, Json>();
  for (const [fn, id] of Object.entries(QUERY_STYLE_OPERATIONS) as [Fn, OperationId][]) {
    for (const p of (operationOf(pretty, id)["parameters"] ?? []) as Json[]) {
      if (common.has(p["$ref"] as string)) continue;
      const object = parameterObject(parameters, p);
      const name = object["name"] as string;
      if (object["in"] === "query") refs.set(name, p);
      uses.set(name, [
        ...(uses.get(name) ?? []),
        { fn, required: object["required"] === true, description: object["description"] as string, schema: object["schema"] as Json },
      ]);
    }
  }
  return [...uses].map(([name, list]) => {
    const only = list.length === 1 && !list[0]!.required ? refs.get(name) : undefined;
    if (only !== undefined) return only;
    const schema = list[0]!.schema;
    // One query parameter has one schema: two functions that spell it differently are a bug here.
    for (const use of list)
      if (JSON.stringify(use.schema) !== JSON.stringify(schema))
        throw new Error(`gw.php parameter ${name}: fn=${use.fn} and fn=${list[0]!.fn} differ in schema`);
    const description = list.map((u) => `\`fn=${u.fn}\`${u.required ? " (required)" : ""}: ${u.description}`).join(" ");
    return { name, in: "query", required: false, description, schema };
  });
}

/**
 * The `gw.php` operation: every function of {@link QUERY_STYLE_OPERATIONS} through query
 * parameters, derived from the pretty operations so the two cannot drift (parameters, the 200
 * bodies as a oneOf, the CSV representation).
 */
function queryStyleOperation(pretty: Json): Json {
  const entries = Object.entries(QUERY_STYLE_OPERATIONS) as [Fn, OperationId][];
  const okOf = (id: OperationId): Json => at(operationOf(pretty, id), "responses", "200");
  const bodyOf = (id: OperationId): Json => at(okOf(id), "content", "application/json", "schema");
  const bodyName = (id: OperationId): string => (bodyOf(id)["$ref"] as string).split("/").pop()!;
  const csvFns = entries.filter(([, id]) => FORMAT_CONTENT in okOf(id)).map(([fn]) => fn);
  const functions = entries.map(([fn, id]) => `\`fn=${fn}\` is \`GET ${pathOf(pretty, id)}\` (${bodyName(id)})`).join("; ");
  const ok = dataOk(
    { oneOf: entries.map(([, id]) => bodyOf(id)) },
    `${entries.map(([fn, id]) => `${bodyName(id)} for fn=${fn}`).join(", ")} (health carries no ETag and is \`no-store\`).`,
    undefined,
    true,
    csvFns.length > 0,
  );
  if (csvFns.length > 0) ok["description"] = `${String(ok["description"])} CSV for ${csvFns.map((fn) => `fn=${fn}`).join(", ")}.`;
  return {
    operationId: "getQueryStyle",
    tags: ["calendar"],
    summary: "Query style",
    description: `Every function through query parameters, with the same answer as its pretty path: ${functions}. Each parameter below says which fn uses it. Without fn: 400 FN_REQUIRED; any other fn: 400 UNKNOWN_FN (the calendar feed, /llms.txt and /mcp have no gw.php form). fn=health and fn=glossary need no credential.`,
    parameters: [
      ref("parameters", "Fn"),
      ref("parameters", "View"),
      ...queryStyleParameters(pretty, componentParameters()),
      ref("parameters", "Format"),
      ref("parameters", "Token"),
      ...conditionalParameters(),
    ],
    security: [...OPERATION_SECURITY.getQueryStyle],
    responses: operationResponses("getQueryStyle", ok),
  };
}

/** Who holds each plan, for the plan table. */
const PLAN_CREDENTIALS: Readonly<Record<Plan, string>> = {
  lite: "none, or gateway BASIC",
  pro: "gateway PRO, or a pro token",
  ultra: "gateway ULTRA or MEGA, or an ultra token",
};

/** The plan table of `info.description`, from schemas/plans.ts. */
function planTable(): string[] {
  const title = (p: Plan): string => (p === "lite" ? "Lite (free)" : `${p[0]!.toUpperCase()}${p.slice(1)}`);
  return [
    "| plan | credential | default view | view=pro | range max | bulk | rate limit |",
    "|---|---|---|---|---|---|---|",
    ...PLAN_NAMES.map((p) => {
      const r = PLANS[p];
      const allowed = (yes: boolean): string => (yes ? "yes" : "403 PLAN_REQUIRED");
      return `| ${title(p)} | ${PLAN_CREDENTIALS[p]} | ${r.defaultView} | ${allowed(r.proView)} | ${r.maxRangeDays} days | ${allowed(r.bulk)} | ${r.ratePerMinute}/min |`;
    }),
  ];
}

/** `info.description`: plans, limits, coverage, caching (Markdown). */
function description(coverage: { from: number; to: number }): string {
  return [
    "Japanese auspicious-day calendar (暦): holidays, rokuyou (六曜), the old lunar date (旧暦), the 24 solar terms, the moon, eto (干支), kyusei (九星), junichoku (十二直), the 28 mansions (二十八宿), the 72 micro-seasons (七十二候), the era year and the traditional notes (暦注). Every date is in Asia/Tokyo (JST, UTC+9). Responses are JSON in UTF-8.",
    "",
    `**Coverage:** ${coverage.from}-01-01 to ${coverage.to}-12-31 (expanding over time). A date or year outside it is 404 OUT_OF_COVERAGE.`,
    "",
    "**Plans and views**",
    "",
    ...planTable(),
    "",
    "`view=lite` is always allowed; without `view` the view follows the plan. Range lengths count both ends. Rate limits are per client (token, else gateway key, else IP) per minute; every response carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset, and a 429 carries Retry-After.",
    "",
    `**Credentials** (each operation's \`security\` lists them as alternatives): through the gateway platform, \`${HEADER.apiKey}\` with \`${HEADER.proxySecret}\` (the key counts only when the service has a proxy secret configured and the secret matches; the plan comes from \`${HEADER.subscription}\`); direct access with \`Authorization: Bearer <token>\` or \`?token=<token>\` (the header wins); or none. Without a credential, health, day and range answer in the lite view; view=pro and bulk need a Pro plan (bulk lists no anonymous alternative). A bad credential is 403 AUTH_FAILED, never a silent downgrade.`,
    "",
    "**Caching:** every data 200 carries a strong ETag, Last-Modified and Cache-Control; If-None-Match (or, without it, If-Modified-Since) answers 304. Bodies may be sent br- or gzip-coded as Accept-Encoding allows (Vary names it). HEAD answers as GET without a body; OPTIONS answers CORS preflights with 204. Errors are `no-store`.",
    "",
    `**Errors:** \`{ ok: false, error, code, ...offending fields }\`; see each error response for its codes. No input yields a 5xx; health answers 503 when the node's data is missing or invalid, and the calendar feed 503 SERVICE_BUSY (with Retry-After) when too many feeds are being built at once. The Node server answers malformed requests before the handler, with the same body and \`Connection: close\`: 400 MALFORMED_REQUEST or INVALID_HOST (Host missing in HTTP/1.1, repeated or invalid), 408 (headers within ${HEADERS_TIMEOUT_MS / 1000} s, whole request within ${REQUEST_TIMEOUT_MS / 1000} s), 414 (request target over ${MAX_URI_BYTES} bytes), 431 (request line and headers over ${MAX_HEADER_BYTES} bytes, or over ${MAX_HEADER_FIELDS} fields). Idle keep-alive connections are closed after ${KEEP_ALIVE_MAX_IDLE_MS / 1000} s.`,
  ].join("\n");
}

/** The OpenAPI 3.1.0 document of the service. Deterministic: same input, same JSON. */
export function buildOpenApiDocument(options: OpenApiOptions = {}): Record<string, unknown> {
  const coverage = options.coverage ?? DEFAULT_COVERAGE;
  return {
    openapi: "3.1.0",
    info: {
      title: "Japanese Auspicious-Day Calendar API (koyomi-api)",
      version: API_VERSION,
      description: description(coverage),
      // The project's licence (LICENSE, package.json "license"); SPDX identifier per OpenAPI 3.1 §4.8.4.
      license: { name: "MIT", identifier: "MIT" },
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: options.serverUrl ?? "/", description: "the service address ({base_url})" }],
    security: [GATEWAY, BEARER, TOKEN_QUERY, ANONYMOUS],
    tags: [
      { name: "service", description: "service status" },
      { name: "calendar", description: "calendar data" },
      { name: "glossary", description: "what the values mean: readings, meanings, rules, sources (docs/glossary.md)" },
      { name: "ai", description: "for language models: the MCP server and /llms.txt" },
    ],
    paths: paths(),
    components: {
      schemas: componentSchemas(),
      responses: componentResponses(),
      parameters: componentParameters(),
      headers: componentHeaders(),
      securitySchemes: securitySchemes(),
    },
  };
}
