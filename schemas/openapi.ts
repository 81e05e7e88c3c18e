import { z } from "zod";
import { KanshiEnum, KyuseiEnum, LiteDay, NoteEntry, Period, ProDay } from "./day.ts";
import { ERROR_CODES } from "./error-codes.ts";
import { errorCodesForStatus } from "./error-groups.ts";
import { DatePathParam, FnParam, TokenParam, ViewParam, YearsParam } from "./params.ts";
import { HEADER, VARY } from "./headers.ts";
import { CACHE_CONTROL, PLAN_NAMES, PLANS, type Plan } from "./plans.ts";
import { DEFAULT_COVERAGE } from "./coverage.ts";
import { IsoDate } from "./iso-date.ts";
import { BulkResponse, DayResponse, ErrorCodeEnum, ErrorResponse, HealthResponse, RangeResponse, RangeWindow } from "./responses.ts";

/**
 * The OpenAPI 3.1 document (API 仕様書) of the service, generated from the zod schemas: the
 * component schemas are `z.toJSONSchema` output (JSON Schema 2020-12, OpenAPI 3.1's dialect),
 * the rest is written here from the interface and decisions.md §2–§5. The output is a plain
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
export const API_VERSION = "1.0.1";

/** Where component schemas live; `$ref` targets. */
const SCHEMA_REF = "#/components/schemas/";

/** The response statuses of every data operation, in order. */
const DATA_STATUSES = ["200", "304", "400", "403", "404", "405", "429"] as const;

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
  ["DayResponse", DayResponse],
  ["RangeWindow", RangeWindow],
  ["RangeResponse", RangeResponse],
  ["BulkResponse", BulkResponse],
  ["ErrorCode", ErrorCodeEnum],
  ["ErrorResponse", ErrorResponse],
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

/** `components.headers`: the response headers of decisions.md §4 and §5. */
function componentHeaders(): Json {
  const text = (description: string, schema: Json = { type: "string" }): Json => ({ description, schema });
  return {
    ETag: text('Strong entity tag of the body (a content hash, quoted), changes whenever the body\'s bytes change; send it back in If-None-Match.', { type: "string", pattern: '^"[^"]+"$' }),
    "Content-Encoding": text("`br` or `gzip` when the body is sent compressed, as the request's Accept-Encoding allows (RFC 9110 §12.5.3); absent for an uncompressed body."),
    "Last-Modified": text("HTTP-date of the data version (the calendar rules' release); used with If-Modified-Since when If-None-Match is absent."),
    "Cache-Control": text(`Cache policy: public lite data \`${CACHE_CONTROL.public}\`; credentialed data \`${CACHE_CONTROL.private}\`; health and errors \`${CACHE_CONTROL.noStore}\`.`),
    Vary: text(`\`${VARY}\` on every data response and 304: the body depends on the credential, and its content coding on Accept-Encoding, so a shared cache keys on these request headers.`),
    "X-Upgrade-Info": text("Upgrade hint on lite data responses only, naming what Pro adds."),
    "RateLimit-Limit": text(`Requests allowed per minute for this client's plan (defaults: ${PLAN_NAMES.map((p) => `${p} ${PLANS[p].ratePerMinute}`).join(", ")}).`, { type: "integer", minimum: 0 }),
    "RateLimit-Remaining": text("Requests left in the current window.", { type: "integer", minimum: 0 }),
    "RateLimit-Reset": text("Seconds until the current window resets.", { type: "integer", minimum: 0 }),
    "Retry-After": { ...text("Whole seconds to wait before retrying.", { type: "integer", minimum: 1 }), required: true },
    Allow: { ...text("The methods the path allows: `GET, HEAD, OPTIONS`."), required: true },
    "Access-Control-Allow-Origin": text("`*`: any origin may read the response (CORS)."),
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
  400: "Bad Request: invalid parameters",
  403: "Forbidden: authentication failure or plan limit",
  404: "Not Found: no such path, or date/year outside the data coverage",
  405: "Method Not Allowed: only GET, HEAD and OPTIONS",
  429: "Too Many Requests: over the plan's rate limit",
};

/** Component names of the error responses by status. */
const ERROR_RESPONSE_NAME: Readonly<Record<number, string>> = {
  400: "BadRequest",
  403: "Forbidden",
  404: "NotFound",
  405: "MethodNotAllowed",
  429: "TooManyRequests",
};

/** One error response: ErrorResponse narrowed to the codes of its status, codes listed in the description. */
function errorResponse(status: number): Json {
  const codes = errorCodesForStatus(status);
  const list = codes.map((code) => `- \`${code}\`: ${ERROR_CODES[code].when}`).join("\n");
  const headers: Json = { "Cache-Control": ref("headers", "Cache-Control"), ...rateLimitHeaders() };
  if (status === 429) headers["Retry-After"] = ref("headers", "Retry-After");
  if (status === 405) headers["Allow"] = ref("headers", "Allow");
  headers["Access-Control-Allow-Origin"] = ref("headers", "Access-Control-Allow-Origin");
  return {
    description: `${STATUS_TEXT[status]}. Error codes (\`code\`):\n${list}`,
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
      description: "Not Modified: If-None-Match matches the ETag (or, without If-None-Match, the data is not newer than If-Modified-Since). No body.",
      headers: { ...cacheHeaders(), ...rateLimitHeaders() },
    },
  };
  for (const status of [400, 403, 404, 405, 429]) out[ERROR_RESPONSE_NAME[status]!] = errorResponse(status);
  return out;
}

/** A parameter object with a zod-generated schema. */
function parameter(name: string, where: "path" | "query" | "header", schema: z.ZodType | Json, description: string, required = where === "path"): Json {
  const json = schema instanceof z.ZodType ? jsonSchema(schema) : schema;
  return { name, in: where, required, description, schema: json };
}

/** `components.parameters`: every parameter of the interface. */
function componentParameters(): Json {
  return {
    DatePath: parameter("date", "path", DatePathParam, "The date, YYYY-MM-DD (an impossible date such as 2025-02-29 is 400 INVALID_DATE)."),
    StartPath: parameter("start", "path", DatePathParam, "First day of the range, YYYY-MM-DD (inclusive)."),
    EndPath: parameter("end", "path", DatePathParam, "Last day of the range, YYYY-MM-DD (inclusive)."),
    YearsPath: parameter("years", "path", YearsParam, "Comma-separated four-digit years."),
    Fn: parameter("fn", "query", FnParam, "The function: health, day, range or bulk.", true),
    View: parameter("view", "query", ViewParam, "Data view level, lite or pro. Without it the view follows the plan; pro needs a Pro plan (else 403 PLAN_REQUIRED)."),
    DateQuery: parameter("date", "query", DatePathParam, "The date, YYYY-MM-DD; required when fn=day."),
    StartQuery: parameter("start", "query", DatePathParam, "First day of the range, YYYY-MM-DD; required when fn=range."),
    EndQuery: parameter("end", "query", DatePathParam, "Last day of the range, YYYY-MM-DD; required when fn=range."),
    YearsQuery: parameter("years", "query", YearsParam, "Comma-separated four-digit years; required when fn=bulk."),
    Token: parameter("token", "query", TokenParam, "Pro direct-access credential (same as `Authorization: Bearer`; the header wins when both are sent)."),
    IfNoneMatch: parameter("If-None-Match", "header", { type: "string" }, "ETag(s) of a cached copy; a match answers 304."),
    IfModifiedSince: parameter("If-Modified-Since", "header", { type: "string" }, "HTTP-date of a cached copy; used only without If-None-Match."),
  };
}

/** `components.securitySchemes`: the credentials of interface "Authentication" and decisions.md §2. */
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
      description: "Direct access (Pro and above): `Authorization: Bearer <ACCESS_TOKEN>`. An unknown, revoked or expired token is 403 AUTH_FAILED.",
    },
    TokenQuery: {
      type: "apiKey",
      in: "query",
      name: "token",
      description: "Direct access (Pro and above): `?token=<ACCESS_TOKEN>`; the Authorization header wins when both are sent.",
    },
  };
}

/** The responses of a data operation: 200 with `schemaName`, then 304 and the errors. */
function dataResponses(schemaName: string | Json, description: string, example?: Json): Json {
  const schema = typeof schemaName === "string" ? ref("schemas", schemaName) : schemaName;
  const media: Json = { schema };
  if (example) media["examples"] = example;
  const out: Json = {};
  for (const status of DATA_STATUSES) {
    if (status === "200") {
      out[status] = {
        description,
        headers: {
          ...cacheHeaders(),
          "Content-Encoding": ref("headers", "Content-Encoding"),
          "X-Upgrade-Info": ref("headers", "X-Upgrade-Info"),
          ...rateLimitHeaders(),
          "Access-Control-Allow-Origin": ref("headers", "Access-Control-Allow-Origin"),
        },
        content: { "application/json": media },
      };
    } else if (status === "304") {
      out[status] = ref("responses", "NotModified");
    } else {
      out[status] = ref("responses", ERROR_RESPONSE_NAME[Number(status)]!);
    }
  }
  return out;
}

/** A lite day, as in the generated files (2025-01-01, 元日). */
export const EXAMPLE_LITE_DAY_RESPONSE = {
  ok: true,
  view: "lite",
  date: "2025-01-01",
  day: { iso: "2025-01-01", y: 2025, m: 1, d: 1, youbi: "水", holiday: "元日", rokuyou: "先勝", kyureki: "12月2日", sekki: "", moonmark: "" },
} as const;

/** The conditional-request header parameters. */
function conditionalParameters(): Json[] {
  return [ref("parameters", "IfNoneMatch"), ref("parameters", "IfModifiedSince")];
}

/** `paths`: the pretty paths and the query style. */
function paths(): Json {
  return {
    "/gw/health": {
      get: {
        operationId: "getHealth",
        tags: ["service"],
        summary: "Health",
        description: "Service health and the caller's effective view. Needs no credential.",
        security: [],
        responses: {
          "200": {
            description: "Healthy.",
            headers: { "Cache-Control": ref("headers", "Cache-Control"), ...rateLimitHeaders() },
            content: { "application/json": { schema: ref("schemas", "HealthResponse") } },
          },
        },
      },
    },
    "/gw/day/{date}": {
      get: {
        operationId: "getDay",
        tags: ["calendar"],
        summary: "One day",
        description: "One day: a LiteDay, or a ProDay when view is pro. Same result as `gw.php?fn=day`.",
        parameters: [ref("parameters", "DatePath"), ref("parameters", "View"), ref("parameters", "Token"), ...conditionalParameters()],
        responses: dataResponses("DayResponse", "The day.", { lite: { summary: "2025-01-01, lite", value: EXAMPLE_LITE_DAY_RESPONSE } }),
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
          ref("parameters", "Token"),
          ...conditionalParameters(),
        ],
        responses: dataResponses("RangeResponse", "The days of the range."),
      },
    },
    "/gw/bulk/{years}": {
      get: {
        operationId: "getBulk",
        tags: ["calendar"],
        summary: "Whole years (Pro)",
        description: "Every ProDay of each requested year. Pro and Ultra only (lite gets 403 PLAN_REQUIRED). Same result as `gw.php?fn=bulk`.",
        parameters: [ref("parameters", "YearsPath"), ref("parameters", "Token"), ...conditionalParameters()],
        responses: dataResponses("BulkResponse", "The requested years."),
      },
    },
    "/gw.php": {
      get: {
        operationId: "getQueryStyle",
        tags: ["calendar"],
        summary: "Query style",
        description: "Every function through query parameters: `fn` selects health, day, range or bulk; `date` is required for day, `start` and `end` for range, `years` for bulk. Without fn: 400 FN_REQUIRED. fn=health needs no credential.",
        parameters: [
          ref("parameters", "Fn"),
          ref("parameters", "View"),
          ref("parameters", "DateQuery"),
          ref("parameters", "StartQuery"),
          ref("parameters", "EndQuery"),
          ref("parameters", "YearsQuery"),
          ref("parameters", "Token"),
          ...conditionalParameters(),
        ],
        responses: dataResponses(
          {
            oneOf: [ref("schemas", "HealthResponse"), ref("schemas", "DayResponse"), ref("schemas", "RangeResponse"), ref("schemas", "BulkResponse")],
          },
          "HealthResponse for fn=health, DayResponse for day, RangeResponse for range, BulkResponse for bulk.",
        ),
      },
    },
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
    `**Credentials:** through the gateway platform, \`${HEADER.apiKey}\` (the declared default security requirement; \`${HEADER.proxySecret}\` is verified when configured); direct access with \`Authorization: Bearer <token>\` or \`?token=<token>\` (the header wins). Without a credential, day and range answer in the lite view; view=pro and bulk need a Pro plan. A bad credential is 403 AUTH_FAILED, never a silent downgrade. Health needs no credential.`,
    "",
    "**Caching:** every data 200 carries a strong ETag, Last-Modified and Cache-Control; If-None-Match (or, without it, If-Modified-Since) answers 304. Bodies may be sent br- or gzip-coded as Accept-Encoding allows (Vary names it). HEAD answers as GET without a body; OPTIONS answers CORS preflights with 204. Errors are `no-store`.",
    "",
    "**Errors:** `{ ok: false, error, code, ...offending fields }`; see each error response for its codes. No input yields a 5xx.",
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
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: options.serverUrl ?? "/", description: "the service address ({base_url})" }],
    security: [{ GwApiKey: [] }],
    tags: [
      { name: "service", description: "service status" },
      { name: "calendar", description: "calendar data" },
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
