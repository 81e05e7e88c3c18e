import { API_VERSION } from "./service.ts";
import { z } from "zod";
import { KanshiEnum, KyuseiEnum, LiteDay, NoteEntry, Period, ProDay } from "./day.ts";
import {
  CONNECTION_STATUSES,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_MAX_IDLE_MS,
  MAX_HEADER_BYTES,
  MAX_HEADER_FIELDS,
  MAX_URI_BYTES,
  REQUEST_TIMEOUT_MS,
} from "./connection-limits.ts";
import { CONNECTION_ERROR_CODES, ERROR_CODES, type ErrorCode } from "./error-codes.ts";
import { errorCodesForStatus, errorStatuses } from "./error-groups.ts";
import { HEALTH_REASONS } from "./health.ts";
import { HEADER, VARY } from "./headers.ts";
import { CACHE_CONTROL, DAY_WEIGHT_PER_UNIT, gatewaySubscriptionsOf, PLAN_NAMES, PLANS, type Plan } from "./plans.ts";
import { TOKEN_PLANS } from "./token-record.ts";
import { DEFAULT_COVERAGE } from "./coverage.ts";
import { IsoDate } from "./iso-date.ts";
import { GlossaryEntry, GlossaryResponse, NoteGlossaryEntry, Purpose } from "./glossary/index.ts";
import { FindReason, FindResponse } from "./find.ts";
import { JsonRpcErrorResponse } from "./mcp.ts";
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
import { QUERY_STYLE_PATH, type EndpointContract } from "./endpoint.ts";
import { CONTRACTS, FUNCTIONS } from "./endpoints/index.ts";
import {
  ANONYMOUS,
  BEARER,
  cacheHeaders,
  dataOk,
  ERROR_RESPONSE_NAME,
  FORMAT_CONTENT,
  GATEWAY,
  operationResponses,
  rateLimitHeaders,
  ref,
  TOKEN_QUERY,
  type Json,
} from "./openapi-objects.ts";
import { CONDITIONAL, FORMAT, param, parameterObject, TOKEN, VIEW, type ParamSpec } from "./parameters.ts";

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

/** The interface version the document describes (schemas/service.ts). */
export { API_VERSION };

/** Where component schemas live; `$ref` targets. */
const SCHEMA_REF = "#/components/schemas/";

/** The `gw.php` functions' contracts, in table order. */
const QUERY_STYLE = CONTRACTS.filter((c) => c.fn !== null);

/**
 * The pretty operation each `gw.php` function answers as (docs/interface.md#endpoints: the two
 * styles give the same answer), by function.
 */
export const QUERY_STYLE_OPERATIONS: Readonly<Record<string, string>> = Object.fromEntries(
  QUERY_STYLE.map((c): [string, string] => [c.fn!, c.operationId]),
);

/**
 * Every status each operation can answer, by operationId: the handler's (200, 304, 4xx, health's
 * 503) and the Node server's connection-level ones (400, 408, 414, 431), from the endpoint
 * contracts; `gw.php` answers the union of its functions'. The conformance test
 * (test/edge-rules/openapi-conformance.test.ts) checks the handler against this table.
 */
export const OPERATION_STATUSES: Readonly<Record<string, readonly number[]>> = {
  ...Object.fromEntries(CONTRACTS.map((c) => [c.operationId, c.statuses])),
  getQueryStyle: [...new Set(QUERY_STYLE.flatMap((c) => c.statuses))].sort((a, b) => a - b),
};

/** An operation of the document. */
export type OperationId = string;

/**
 * The accepted credentials of each operation: alternatives, any one suffices (from the contracts;
 * `gw.php` accepts every credential and anonymous callers). Checked against the handler by the
 * conformance test.
 */
export const OPERATION_SECURITY: Readonly<Record<OperationId, readonly Json[]>> = {
  ...Object.fromEntries(CONTRACTS.map((c) => [c.operationId, c.security])),
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

/** `components.schemas`, built once per process: they depend on the code only (about a tenth of a second a build). */
let componentSchemasMemo: Json | undefined;

/** `components.schemas`: every component, cross-referenced by `$ref` (a copy of each caller's own to change). */
function componentSchemas(): Json {
  componentSchemasMemo ??= builtComponentSchemas();
  return structuredClone(componentSchemasMemo);
}

/** `components.schemas` built from the zod schemas (`z.toJSONSchema` over a registry of every component). */
function builtComponentSchemas(): Json {
  const registry = z.registry<{ id: string }>();
  const all = [...COMPONENT_SCHEMAS, ...CONTRACTS.flatMap((c) => c.schemas ?? [])];
  for (const [id, schema] of all) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { target: "draft-2020-12", uri: (id) => `${SCHEMA_REF}${id}` });
  const out: Json = {};
  for (const [id] of all) {
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
    "X-Rules": text(
      "On a Pro CSV answer of day, range and bulk: the day rules it applied, `id=value` joined by `, ` (`daimyo=25, shanichi=noon, …`), defaults included; a JSON body names them in `rules` (docs/interface.md#schools-rules).",
    ),
    "RateLimit-Limit": text(
      `Units allowed per minute for this client's plan, a unit being one cheap request (X-RateLimit-Cost; defaults: ${PLAN_NAMES.map((p) => `${p} ${PLANS[p].ratePerMinute}`).join(", ")}). On every response of the handler; not on the connection-level errors (MALFORMED_REQUEST, INVALID_HOST, 408, 414, 431), which are never counted.`,
      { type: "integer", minimum: 0 },
    ),
    "RateLimit-Remaining": text(
      "Units left in the bucket after this request (a token bucket refilled continuously at the limit per minute); it moves by the request's X-RateLimit-Cost.",
      { type: "integer", minimum: 0 },
    ),
    "X-RateLimit-Cost": text(
      `The units this request costs (on a 429: would have cost): 1 for most requests; a day-record answer (range, bulk, find) ⌈days × weight ÷ ${DAY_WEIGHT_PER_UNIT}⌉, weight 1 plus 1 each for Pro fields, lang=en, place and CSV; never more than RateLimit-Limit. The table of costs: docs/interface.md#rate-limits.`,
      { type: "integer", minimum: 0 },
    ),
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
  // 500 INTERNAL is a fault of the service, not a response of an operation's contract: no operation lists
  // it (the linter refuses a component no operation uses), the ErrorCode enum names it.
  for (const status of errorStatuses()) if (status !== 503 && status !== 500) out[ERROR_RESPONSE_NAME[status]!] = errorResponse(status);
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

/** `components.securitySchemes`: the credentials (docs/interface.md#plans-and-credentials). */
function securitySchemes(): Json {
  return {
    GwApiKey: {
      type: "apiKey",
      in: "header",
      name: HEADER.apiKey,
      description: `Gateway subscription key, added by the gateway platform. The plan comes from \`${HEADER.subscription}\` (${PLAN_NAMES.map((p) => `${gatewaySubscriptionsOf(p).join(" or ")} = ${p}`).join(", ")}; missing = BASIC), trusted only when the service has a proxy secret configured.`,
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

/** `fn`: the `gw.php` function, one of the table's. */
const FN = param(
  "Fn",
  "fn",
  "query",
  z.enum(FUNCTIONS as [string, ...string[]]).describe(`the function: ${FUNCTIONS.join(", ")}`),
  `The function: ${FUNCTIONS.map((fn) => `\`${fn}\``).join(", ")}; each answers as its pretty path (the operation's description lists them). Without fn: 400 FN_REQUIRED; any other value: 400 UNKNOWN_FN.`,
  true,
);

/** The parameters `gw.php` has for every function (or most); listed once, not per function. */
const QUERY_STYLE_COMMON: readonly ParamSpec[] = [FN, VIEW, FORMAT, TOKEN, ...CONDITIONAL];

/**
 * gw.php's one `format`: the common parameter, or, where a function spells its own (instants adds
 * ics), the common one whose schema is any of theirs.
 */
function queryStyleFormat(): Json {
  const own = QUERY_STYLE.flatMap((c) => c.parameters.filter((p) => p.name === FORMAT.name && p !== FORMAT));
  if (own.length === 0) return ref("parameters", FORMAT.component);
  const common = parameterObject(FORMAT);
  const schemas = [common["schema"] as Json, ...own.map((p) => parameterObject(p)["schema"] as Json)];
  return { ...common, schema: { anyOf: [...new Map(schemas.map((x) => [JSON.stringify(x), x])).values()] } };
}

/** `components.parameters`: every parameter an operation uses, under its component name. */
function componentParameters(): Json {
  const out: Json = {};
  const seen = new Map<string, ParamSpec>();
  for (const p of [FN, ...CONTRACTS.flatMap((c) => c.parameters)]) {
    const known = seen.get(p.component);
    // One component name, one parameter: two contracts spelling it differently are a bug.
    if (known !== undefined && known !== p) throw new Error(`parameter component ${p.component} is declared twice`);
    seen.set(p.component, p);
    out[p.component] = parameterObject(p);
  }
  return out;
}

/** The description of a contract's operation. */
const describe = (c: EndpointContract): string => (typeof c.description === "string" ? c.description : c.description(CONTRACTS));

/** The Operation Object of a contract. */
function operationOf(c: EndpointContract): Json {
  return {
    operationId: c.operationId,
    tags: [c.tag],
    summary: c.summary,
    description: describe(c),
    ...(c.parameters.length > 0 ? { parameters: c.parameters.map((p) => ref("parameters", p.component)) } : {}),
    security: [...c.security],
    ...(c.requestBody ? { requestBody: c.requestBody } : {}),
    responses: c.responses(),
  };
}

/** `paths`: the contracts' paths in table order, then `gw.php` derived from them. */
function paths(): Json {
  const out: Json = {};
  for (const c of CONTRACTS) out[c.path] = { ...(out[c.path] as Json | undefined), [c.method.toLowerCase()]: operationOf(c) };
  return { ...out, [QUERY_STYLE_PATH]: { get: queryStyleOperation() } };
}

/** One function's use of a parameter, for the merged `gw.php` parameter. */
interface ParameterUse {
  readonly fn: string;
  readonly required: boolean;
  readonly description: string;
  readonly schema: Json;
}

/**
 * The `gw.php` parameters of the functions, from their contracts: a path parameter becomes a
 * query parameter of the same name and schema, and a name several functions use (start, end) is
 * one parameter saying which function needs it (and takes what, when their schemas differ). A parameter only one function uses, and does not
 * require, stays that function's own `$ref`.
 */
function queryStyleParameters(): Json[] {
  const common = new Set(QUERY_STYLE_COMMON);
  // A function's own spelling of a common name (instants' format, which adds ics) is told by the
  // common parameter's description: an operation has one parameter of a name.
  const commonNames = new Set(QUERY_STYLE_COMMON.map((p) => p.name));
  const uses = new Map<string, ParameterUse[]>();
  const refs = new Map<string, Json>();
  for (const c of QUERY_STYLE) {
    for (const p of c.parameters) {
      if (common.has(p) || commonNames.has(p.name)) continue;
      const object = parameterObject(p);
      if (p.in === "query") refs.set(p.name, ref("parameters", p.component));
      uses.set(p.name, [
        ...(uses.get(p.name) ?? []),
        { fn: c.fn!, required: object["required"] === true, description: p.description, schema: object["schema"] as Json },
      ]);
    }
  }
  return [...uses].map(([name, list]) => {
    const only = list.length === 1 && !list[0]!.required ? refs.get(name) : undefined;
    if (only !== undefined) return only;
    // Functions that give a name different values (calendar: business days or wareki) make it one
    // parameter whose schema is any of theirs; its description says which function takes what.
    const distinct = [...new Map(list.map((u) => [JSON.stringify(u.schema), u.schema])).values()];
    const schema = distinct.length === 1 ? distinct[0]! : { anyOf: distinct };
    const description = list.map((u) => `\`fn=${u.fn}\`${u.required ? " (required)" : ""}: ${u.description}`).join(" ");
    return { name, in: "query", required: false, description, schema };
  });
}

/** The object at a key path of a JSON object. */
const at = (node: Json, ...keys: string[]): Json => keys.reduce((inner: Json, key) => inner[key] as Json, node);

/**
 * The `gw.php` operation: every function of the table through query parameters, derived from
 * the contracts so the two styles cannot drift (parameters, the 200 bodies as a oneOf, the CSV
 * representation).
 */
function queryStyleOperation(): Json {
  const okOf = (c: EndpointContract): Json => at(c.responses(), "200");
  const bodyOf = (c: EndpointContract): Json => at(okOf(c), "content", "application/json", "schema");
  const bodyName = (c: EndpointContract): string => (bodyOf(c)["$ref"] as string).split("/").pop()!;
  const csvFns = QUERY_STYLE.filter((c) => FORMAT_CONTENT in okOf(c)).map((c) => c.fn!);
  const functions = QUERY_STYLE.map((c) => `\`fn=${c.fn}\` is \`GET ${c.path}\` (${bodyName(c)})`).join("; ");
  // One alternative per body schema: two functions answering one schema would make every such body match two
  // alternatives, and a `oneOf` must match exactly one.
  const bodies = [...new Map(QUERY_STYLE.map((c) => [JSON.stringify(bodyOf(c)), bodyOf(c)])).values()];
  const ok = dataOk(
    { oneOf: bodies },
    `${QUERY_STYLE.map((c) => `${bodyName(c)} for fn=${c.fn}`).join(", ")} (health carries no ETag and is \`no-store\`).`,
    undefined,
    true,
    csvFns.length > 0,
  );
  if (csvFns.length > 0) ok["description"] = `${String(ok["description"])} CSV for ${csvFns.map((fn) => `fn=${fn}`).join(", ")}.`;
  // Listed anonymous-first: the same answer for every caller, no credential needed.
  const free = QUERY_STYLE.filter((c) => c.security[0] === ANONYMOUS).map((c) => `fn=${c.fn}`);
  return {
    operationId: "getQueryStyle",
    tags: ["calendar"],
    summary: "Query style",
    description: `Every function through query parameters, with the same answer as its pretty path: ${functions}. Each parameter below says which fn uses it. Without fn: 400 FN_REQUIRED; any other fn: 400 UNKNOWN_FN (${CONTRACTS.filter(
      (c) => c.fn === null,
    )
      .map((c) => c.path)
      .join(", ")} have no gw.php form). ${[free.slice(0, -1).join(", "), ...free.slice(-1)].join(" and ")} need no credential.`,
    parameters: [
      ref("parameters", "Fn"),
      ref("parameters", "View"),
      ...queryStyleParameters(),
      queryStyleFormat(),
      ref("parameters", "Token"),
      ...CONDITIONAL.map((p) => ref("parameters", p.component)),
    ],
    security: [...OPERATION_SECURITY["getQueryStyle"]!],
    responses: operationResponses(OPERATION_STATUSES["getQueryStyle"]!, ok, "QueryStyleUnavailable"),
  };
}

/** Who holds a plan, for the plan table: its gateway subscriptions, and a token of the plan (none: the free plan, no credential). */
function planCredentials(plan: Plan): string {
  const gateway = `gateway ${gatewaySubscriptionsOf(plan).join(" or ")}`;
  if (!(TOKEN_PLANS as readonly Plan[]).includes(plan)) return `none, or ${gateway}`;
  return `${gateway}, or ${/^[aeiou]/.test(plan) ? "an" : "a"} ${plan} token`;
}

/** The plan table of `info.description`, from schemas/plans.ts. */
function planTable(): string[] {
  const title = (p: Plan): string => (p === "lite" ? "Lite (free)" : `${p[0]!.toUpperCase()}${p.slice(1)}`);
  return [
    "| plan | credential | default view | view=pro | range max | bulk | rate limit |",
    "|---|---|---|---|---|---|---|",
    ...PLAN_NAMES.map((p) => {
      const r = PLANS[p];
      const allowed = (yes: boolean): string => (yes ? "yes" : "403 PLAN_REQUIRED");
      return `| ${title(p)} | ${planCredentials(p)} | ${r.defaultView} | ${allowed(r.proView)} | ${r.maxRangeDays} days | ${allowed(r.bulk)} | ${r.ratePerMinute}/min |`;
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
    `**Errors:** \`{ ok: false, error, code, ...offending fields, hint, docs }\`; see each error response for its codes. \`hint.text\` says how to recover; \`hint.request\`, where there is one, is the request to send instead (a GET target on this server, sent with the same credential; after \`hint.retryAfter\` seconds when given), and \`docs\` the code's entry on /docs. No input yields a 5xx; health answers 503 when the node's data is missing or invalid, and the calendar feed 503 SERVICE_BUSY (with Retry-After) when too many feeds are being built at once. The Node server answers malformed requests before the handler, with the same body and \`Connection: close\`: 400 MALFORMED_REQUEST or INVALID_HOST (Host missing in HTTP/1.1, repeated or invalid), 408 (headers within ${HEADERS_TIMEOUT_MS / 1000} s, whole request within ${REQUEST_TIMEOUT_MS / 1000} s), 414 (request target over ${MAX_URI_BYTES} bytes), 431 (request line and headers over ${MAX_HEADER_BYTES} bytes, or over ${MAX_HEADER_FIELDS} fields). Idle keep-alive connections are closed after ${KEEP_ALIVE_MAX_IDLE_MS / 1000} s.`,
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
