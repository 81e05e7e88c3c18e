/**
 * The OpenAPI document against the handler's behaviour (the document is the contract a generated
 * client trusts):
 *
 * - fuzz: requests generated from each operation's documented parameters and security schemes
 *   plus hostile values (fast-check, bounded in count and time) go through the handler; every
 *   status is one the operation documents, every body validates against the documented schema
 *   of that status (ajv, JSON Schema 2020-12), and the documented headers are there;
 * - the status table: every documented status of every operation is produced by a request;
 * - the security table: every documented alternative works as declared (the scheme's `in` and
 *   `name` are what the handler reads), and bulk, which lists no anonymous alternative, refuses
 *   anonymous callers;
 * - the connection statuses (400 / 408 / 414 / 431) from the Node server validate against the
 *   document too.
 */
import { connect } from "node:net";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../edge-rules/node/serve.ts";
import { CONNECTION_STATUSES } from "../../schemas/connection-limits.ts";
import { CONNECTION_ERROR_CODES } from "../../schemas/error-codes.ts";
import { RATE_LIMIT_HEADERS } from "../../schemas/headers.ts";
import { buildOpenApiDocument, OPERATION_SECURITY, OPERATION_STATUSES, type OperationId } from "../../schemas/openapi.ts";
import { FORMAT_CONTENT } from "../../schemas/openapi-objects.ts";
import { FEED_MAX_BUILDS, FEED_MAX_WAITING } from "../../schemas/feed.ts";
import { CONTRACTS } from "../../schemas/endpoints/index.ts";
import type { TestRequestOptions } from "../../schemas/endpoint.ts";
import { COVERAGE, FILES, FixtureOrigin, makeHandler as makeFixtureHandler, PROXY_SECRET, TOKENS } from "./fixtures.ts";
import { makeHandler } from "./valid-tree.ts";
import { writeFixtureTree } from "./node/tree.ts";
import { refResolver } from "../support/openapi-ref.ts";
import { getTestStatuses, QUERY_STYLE_CONTRACTS, queryStyleTarget } from "../support/endpoint-table.ts";

/** Per operation, a request the fixture tree answers with 200 for a Pro caller: each contract's `testRequest`. */
const TEST_REQUESTS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(CONTRACTS.map((c) => [c.operationId, c.testRequest])),
  getQueryStyle: "/gw.php?fn=day&date=2025-01-01",
};

/** A JSON value of the document. */
type Json = Record<string, any>;

const doc = buildOpenApiDocument({ coverage: COVERAGE }) as Json;

/** Follows a local `$ref` of the document. */
const resolve = refResolver(doc);

/** Every operation: its path template, method and resolved parameters. */
const OPERATIONS = Object.entries(doc.paths as Json).map(([path, item]) => {
  const [method, op] = Object.entries(item as Json)[0] as [string, Json];
  return {
    id: op.operationId as OperationId,
    method: method.toUpperCase(),
    path,
    op,
    parameters: ((op.parameters ?? []) as Json[]).map(resolve),
  };
});

/** A JSON-RPC POST to /mcp (postMcp) with a client's usual headers. */
function mcpInit(message: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: typeof message === "string" ? message : JSON.stringify(message),
  };
}
const MCP_LIST = { jsonrpc: "2.0", id: 1, method: "tools/list" };
const MCP_GET_DAY = { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "get_day", arguments: { date: "2025-01-01" } } };

/** The operation a request path belongs to (its template, with `{x}` as one segment). */
function operationOf(pathname: string): (typeof OPERATIONS)[number] | undefined {
  return OPERATIONS.find(({ path }) => new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+").replaceAll(".", "\\.")}$`).test(pathname));
}

// ajv-formats is CommonJS: its default export is the function under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv2020,
) => void;
// A referenced component compiled once, not inlined into each schema that names it (the same validation).
const ajv = new Ajv2020({ strict: false, allErrors: true, inlineRefs: false });
addFormats(ajv);
ajv.addSchema({ $id: "urn:koyomi:openapi", components: doc.components });
/** The compiled validators by schema text: most statuses of most operations document the same error body (36 of 243). */
const validatorsByText = new Map<string, ValidateFunction>();
/** Each operation's and status's validator, by `id status`. */
const validators = new Map<string, ValidateFunction | null>();

/** The validator of the body schema an operation documents for a status (null: no body documented). */
function bodyValidator(id: OperationId, status: number): ValidateFunction | null {
  const key = `${id} ${status}`;
  if (!validators.has(key)) {
    const { op } = OPERATIONS.find((o) => o.id === id)!;
    const schema = resolve(op.responses[String(status)])?.content?.["application/json"]?.schema;
    // `#/components/...` refers to the document: point it at the registered copy.
    const text = schema === undefined ? null : JSON.stringify(schema).replaceAll('"#/components/', '"urn:koyomi:openapi#/components/');
    if (text !== null && !validatorsByText.has(text)) validatorsByText.set(text, ajv.compile(JSON.parse(text)));
    validators.set(key, text === null ? null : validatorsByText.get(text)!);
  }
  return validators.get(key)!;
}

/** The headers the document lists for an operation's status. */
function documentedHeaders(id: OperationId, status: number): Json {
  const { op } = OPERATIONS.find((o) => o.id === id)!;
  return resolve(op.responses[String(status)])?.headers ?? {};
}

/** Checks one answer against the document; returns a failure description or null. */
async function conforms(id: OperationId, method: string, res: Response): Promise<string | null> {
  const status = res.status;
  if (!(OPERATION_STATUSES[id] as readonly number[]).includes(status)) return `${id}: status ${status} is not documented`;
  if (!(String(status) in OPERATIONS.find((o) => o.id === id)!.op.responses)) return `${id}: ${status} missing from the responses`;
  const text = await res.text();
  let body: any = null;
  const content = resolve(OPERATIONS.find((o) => o.id === id)!.op.responses[String(status)])?.content;
  if (method !== "HEAD" && status !== 304 && (text !== "" || content !== undefined)) {
    const type = res.headers.get("content-type")?.split(";")[0] ?? "";
    if (type.startsWith("text/") || type === "application/atom+xml") {
      // /llms.txt, the feeds: the 200's content; format=csv: a representation under FORMAT_CONTENT
      const ok = resolve(OPERATIONS.find((o) => o.id === id)!.op.responses["200"]) ?? {};
      const documented = [content ?? {}, ...Object.values((ok[FORMAT_CONTENT] ?? {}) as Json)].flatMap((c) => Object.keys(c as Json));
      if (status !== 200 || !documented.includes(type)) return `${id} ${status}: a ${type} body where none is documented`;
      return null;
    }
    const validate = bodyValidator(id, status);
    if (validate === null) return `${id} ${status}: a body where none is documented`;
    try {
      body = JSON.parse(text);
    } catch {
      return `${id} ${status}: not JSON: ${text.slice(0, 80)}`;
    }
    if (!validate(body))
      return `${id} ${status}: body fails the documented schema: ${ajv.errorsText(validate.errors?.slice(0, 3))} — ${text.slice(0, 200)}`;
  } else if (text !== "") {
    return `${id} ${status}: a body on ${method} ${status}`;
  }
  // Documented as absent on the connection-level codes (never counted): the rate-limit fields; present there: Connection.
  const connection = (CONNECTION_ERROR_CODES as readonly string[]).includes(body?.code);
  for (const [name, header] of Object.entries(documentedHeaders(id, status))) {
    const h = resolve(header as Json);
    const value = res.headers.get(name);
    if (connection && (RATE_LIMIT_HEADERS as readonly string[]).includes(name)) {
      if (value !== null) return `${id} ${status}: ${name} on a connection-level error`;
      continue;
    }
    // X-Upgrade-Info: lite bodies only; the cache headers: not on fn=health through gw.php
    const healthOk = status === 200 && res.headers.get("cache-control") === "no-store";
    const conditional =
      name === "X-Upgrade-Info" ||
      name === "X-Rules" ||
      name === "Content-Encoding" ||
      (healthOk && ["ETag", "Last-Modified", "Vary"].includes(name));
    if (value === null && (h.required === true || !conditional)) return `${id} ${status}: documented header ${name} missing`;
    if (value !== null && h.schema?.const !== undefined && value !== h.schema.const)
      return `${id} ${status}: ${name} is ${value}, documented ${h.schema.const}`;
    if (value !== null && h.schema?.type === "integer" && !/^[0-9]+$/.test(value))
      return `${id} ${status}: ${name} is not an integer: ${value}`;
  }
  if (connection && res.headers.get("connection") !== "close") return `${id} ${status}: a connection-level error without Connection: close`;
  return null;
}

/** Values that are not what a parameter asks for. */
const HOSTILE = [
  "",
  " ",
  "%",
  "%00",
  "\u0000",
  "../../pro/gw/day/2025-01-01",
  "..",
  "/",
  "\\",
  "日本",
  "🎌",
  "<script>",
  "' OR 1=1 --",
  "null",
  "[]",
  "{}",
  "-1",
  "0",
  "1e999",
  "NaN",
  "2025-02-29",
  "2025-13-01",
  "0000-00-00",
  "9999-12-31",
  "2025-01-01T00:00:00Z",
  " 2025-01-01",
  "2025-01-01\n",
  "2024,2025,2026",
  "2024,,2025",
  ",2024",
  "lite,pro",
  "PRO",
  "Lite",
  "x".repeat(2_000),
];

/** An arbitrary value for a documented parameter: from its schema, or hostile. */
function arbValue(p: Json): fc.Arbitrary<string> {
  const schema = p.schema ?? {};
  let valid: fc.Arbitrary<string>;
  if (Array.isArray(schema.enum)) valid = fc.constantFrom(...(schema.enum as string[]));
  else if (schema.format === "date" || p.name === "date" || p.name === "start" || p.name === "end") {
    valid = fc
      .date({ min: new Date(Date.UTC(COVERAGE.from - 1, 6, 1)), max: new Date(Date.UTC(COVERAGE.to + 1, 5, 30)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  } else if (p.name === "years") {
    valid = fc
      .array(fc.integer({ min: COVERAGE.from - 2, max: COVERAGE.to + 2 }), { minLength: 1, maxLength: 4 })
      .map((ys) => ys.join(","));
  } else if (p.name === "token") valid = fc.constantFrom(TOKENS.pro, TOKENS.ultra, TOKENS.revoked, TOKENS.expired, TOKENS.unknown);
  else if (p.name === "If-None-Match") valid = fc.constantFrom("*", '"abc"', 'W/"x", "y"', "garbage");
  else if (p.name === "If-Modified-Since")
    valid = fc.constantFrom("Tue, 01 Apr 2025 00:00:00 GMT", "Mon, 01 Jan 2024 00:00:00 GMT", "yesterday");
  else valid = fc.string({ maxLength: 12 });
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );
}

/** Request header credentials: every documented alternative, right and wrong. */
const CREDENTIALS: Record<string, string>[] = [
  {},
  { authorization: `Bearer ${TOKENS.pro}` },
  { authorization: `Bearer ${TOKENS.ultra}` },
  { authorization: `Bearer ${TOKENS.revoked}` },
  { authorization: "Bearer" },
  { authorization: "Basic dXNlcjpwYXNz" },
  { "x-gw-api-key": "k1", "x-gw-proxy-secret": PROXY_SECRET, "x-gw-subscription": "PRO" },
  { "x-gw-api-key": "k1", "x-gw-proxy-secret": PROXY_SECRET, "x-gw-subscription": "BASIC" },
  { "x-gw-api-key": "k1", "x-gw-proxy-secret": PROXY_SECRET },
  { "x-gw-api-key": "k1", "x-gw-proxy-secret": "wrong", "x-gw-subscription": "ULTRA" },
  { "x-gw-api-key": "k1", "x-gw-subscription": "MEGA" },
];

/** One generated request: operation, method, URL path and headers. */
const arbRequest = fc
  .constantFrom(...OPERATIONS)
  .chain((operation) => {
    const params = operation.parameters.map((p) =>
      p.required === true ? arbValue(p).map((v) => [p, v] as const) : fc.option(arbValue(p), { freq: 2 }).map((v) => [p, v] as const),
    );
    return fc.tuple(
      fc.constant(operation),
      fc.tuple(...params),
      fc.constantFrom(...CREDENTIALS),
      fc.oneof(
        { weight: 10, arbitrary: fc.constant("GET") },
        { weight: 2, arbitrary: fc.constant("HEAD") },
        { weight: 1, arbitrary: fc.constantFrom("POST", "DELETE") },
      ),
    );
  })
  .map(([operation, values, credential, method]) => {
    let path = operation.path;
    const query: string[] = [];
    const headers: Record<string, string> = { ...credential };
    for (const [p, value] of values) {
      if (value === null) continue;
      if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(value));
      else if (p.in === "query") query.push(`${p.name}=${encodeURIComponent(value)}`);
      else if (p.in === "header" && /^[\t\x20-\x7e]*$/.test(value)) headers[(p.name as string).toLowerCase()] = value;
    }
    return { operation, method, target: query.length ? `${path}?${query.join("&")}` : path, headers };
  });

describe("fuzz: the handler answers only what the document says", () => {
  it("every status is documented for the operation, every body validates, documented headers are sent", async () => {
    const { handler } = makeHandler({ config: { rateLimits: { lite: 1e9, pro: 1e9, ultra: 1e9 } } });
    const seen = new Map<string, Set<number>>();
    await fc.assert(
      fc.asyncProperty(arbRequest, async ({ operation, method, target, headers }) => {
        const url = `http://x${target}`;
        // The path can stop matching its template (an encoded value is one segment, so only 404s move it).
        const id = operationOf(new URL(url).pathname)?.id ?? operation.id;
        const res = await handler(new Request(url, { method, headers }));
        if (!seen.has(id)) seen.set(id, new Set());
        seen.get(id)!.add(res.status);
        const failure = await conforms(id, method, res);
        expect(failure, `${method} ${target} ${JSON.stringify(headers)}`).toBeNull();
      }),
      // Runs by the operations' count, so each keeps its share as endpoints are added (150 each: 3,000 for 20).
      { numRuns: 150 * OPERATIONS.length, interruptAfterTimeLimit: 30_000, seed: 20261122 },
    );
    // The run reached every operation and more than one status on each.
    expect([...seen.keys()].sort()).toEqual(Object.keys(OPERATION_STATUSES).sort());
    for (const [id, statuses] of seen) expect(statuses.size, id).toBeGreaterThan(2);
  }, 60_000);
});

/** A request to the fixture handler, with the response checked against the document. */
async function probe(handler: (r: Request) => Promise<Response>, id: OperationId, target: string, init: RequestInit = {}): Promise<number> {
  const res = await handler(new Request(`http://x${target}`, init));
  const failure = await conforms(id, init.method ?? "GET", res);
  expect(failure, `${id} ${target}`).toBeNull();
  return res.status;
}

describe("the status table: each documented handler status of each operation happens", () => {
  const pro = { authorization: `Bearer ${TOKENS.pro}` };
  /** The request options of a contract's test request: a Pro token, an unknown one, or another method. */
  const initOf = (how: TestRequestOptions | undefined): RequestInit | undefined =>
    how === undefined
      ? undefined
      : how.method !== undefined
        ? { method: how.method }
        : { headers: { authorization: `Bearer ${how.as === "pro" ? TOKENS.pro : TOKENS.unknown}` } };
  /** Per operation: requests per status, each contract's `testStatuses` (the connection statuses are checked over sockets below). */
  const EXAMPLES: Record<OperationId, [number, string, RequestInit?][]> = {
    ...Object.fromEntries(
      CONTRACTS.flatMap((c) =>
        c.testStatuses
          ? [[c.operationId, c.testStatuses.map(([status, target, how]): [number, string, RequestInit?] => [status, target, initOf(how)])]]
          : [],
      ),
    ),
    postMcp: [
      [200, "/mcp", mcpInit(MCP_LIST)],
      [202, "/mcp", mcpInit({ jsonrpc: "2.0", method: "notifications/initialized" })],
      [400, "/mcp", mcpInit("{not json")],
      [403, "/mcp", mcpInit(MCP_LIST, { authorization: `Bearer ${TOKENS.revoked}` })],
      [405, "/mcp", { method: "GET", headers: { accept: "text/event-stream" } }],
      [406, "/mcp", mcpInit(MCP_LIST, { accept: "application/json" })],
      [413, "/mcp", mcpInit({ ...MCP_LIST, params: { pad: "x".repeat(70_000) } })],
      [415, "/mcp", mcpInit(MCP_LIST, { "content-type": "text/plain" })],
    ],
    getQueryStyle: [
      [200, "/gw.php?fn=range&start=2025-01-01&end=2025-01-03&view=pro", { headers: pro }],
      [200, "/gw.php?fn=health"],
      [400, "/gw.php"],
      [403, "/gw.php?fn=bulk&years=2025"],
      [404, "/gw.php?fn=day&date=2026-01-01"],
      [405, "/gw.php?fn=day&date=2025-01-01", { method: "PATCH" }],
      // every fn through gw.php, JSON and CSV: each body validates against the documented oneOf. The 200s of each
      // function's own status table (its contract's testStatuses, docs/architecture.md#endpoints), so a new function
      // is sent here without a line of its own; then a few more by hand.
      ...QUERY_STYLE_CONTRACTS.flatMap((c) =>
        getTestStatuses(c).flatMap(([status, target, how]): [number, string, RequestInit?][] =>
          status === 200 ? [[200, queryStyleTarget(c, target), initOf(how)]] : [],
        ),
      ),
      [200, "/gw.php?fn=find&start=2025-01-01&end=2025-03-31&purpose=wedding&order=score&limit=3", { headers: pro }],
      [200, "/gw.php?fn=range&start=2025-01-01&end=2025-01-03&format=csv"],
      [200, "/gw.php?fn=business_add&date=2025-01-01&days=-3"],
      [200, "/gw.php?fn=long_weekends&year=2025&closed=fri"],
      [200, "/gw.php?fn=wareki&date=1872-12-31"],
      [200, "/gw.php?fn=wareki_list&date=1873-01-01&calendar=julian"],
      [200, "/gw.php?fn=wareki_list&date=1873-01-01,1&format=csv"],
      [400, "/gw.php?fn=calendar.ics&include=holiday&years=2025"],
    ],
  };

  it("has examples for every operation of the document", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(Object.keys(OPERATION_STATUSES).sort());
  });

  for (const [id, examples] of Object.entries(EXAMPLES)) {
    it(`${id}: ${(OPERATION_STATUSES[id] as readonly number[]).join(", ")}`, async () => {
      const { handler } = makeHandler();
      const produced = new Set<number>();
      for (const [status, target, init] of examples) {
        expect(await probe(handler, id, target, init), `${id} ${target}`).toBe(status);
        produced.add(status);
      }
      // 304: the same request with the ETag it got
      if ((OPERATION_STATUSES[id] as readonly number[]).includes(304)) {
        const [, target, init] = examples[0]!;
        const etag = (await handler(new Request(`http://x${target}`, init))).headers.get("etag")!;
        const headers = { ...(init?.headers as Record<string, string> | undefined), "if-none-match": etag };
        produced.add(await probe(handler, id, target, { headers }));
      }
      // 429: a client over its limit
      const limited = makeHandler({ config: { rateLimits: { lite: 1, pro: 1, ultra: 1 } } });
      const [, target, init] = examples[0]!;
      await limited.handler(new Request(`http://x${target}`, init));
      produced.add(await probe(limited.handler, id, target, init));
      // 503 (data operations): the glossary of a tree that lacks it (data that should exist and cannot be read)
      if (id === "getGlossary" || id === "getLlmsTxt") {
        const bare = makeFixtureHandler({ origin: new FixtureOrigin(FILES), onError: () => {} });
        produced.add(await probe(bare.handler, id, id === "getGlossary" ? "/gw/glossary" : "/llms.txt"));
      }
      // 503 (feed): more distinct feeds at once than the build slots and the queue hold
      if (id === "getCalendarFeed") {
        const busy = makeHandler();
        const items = ["holiday", "rokuyou", "moon", "holiday,rokuyou", "rokuyou,moon", "holiday,moon", "holiday,rokuyou,moon"];
        const targets = items.flatMap((i) =>
          ["2024", "2025", "2024-2025"].flatMap((years) =>
            ["ja", "en"].map((lang) => `/gw/calendar.ics?include=${i}&years=${years}&lang=${lang}`),
          ),
        );
        expect(targets.length).toBeGreaterThan(2 * (FEED_MAX_BUILDS + FEED_MAX_WAITING));
        const statuses = await Promise.all(targets.map((target) => probe(busy.handler, id, target)));
        // Which ones are refused depends on timing; that some are, and every other is served, does not.
        expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
        expect(statuses.filter((s) => s !== 503 && s !== 200)).toEqual([]);
        produced.add(503);
      }
      // 404 (glossary, llms.txt, places): no manifest ("data unavailable"); 503 (health): the same node
      {
        const origin = new FixtureOrigin();
        origin.failManifest = true;
        const down = makeFixtureHandler({ origin, onError: () => {} });
        if (id === "getGlossary" || id === "getLlmsTxt")
          produced.add(await probe(down.handler, id, id === "getGlossary" ? "/gw/glossary" : "/llms.txt"));
        if (id === "searchPlaces") produced.add(await probe(down.handler, id, "/gw/places?q=kushiro"));
        if (id === "getChanges" || id === "getChangesFeed")
          produced.add(await probe(down.handler, id, id === "getChanges" ? "/gw/changes" : "/gw/changes.atom"));
        if (id === "getHealth" || id === "getQueryStyle")
          produced.add(await probe(down.handler, id, id === "getHealth" ? "/gw/health" : "/gw.php?fn=health"));
      }
      // 503 DATA_UNAVAILABLE (data operations): an origin whose reads fail
      if ((OPERATION_STATUSES[id] as readonly number[]).includes(503) && id !== "getHealth" && id !== "getCalendarFeed") {
        const origin = new FixtureOrigin();
        origin.failReads = true;
        const broken = makeFixtureHandler({ origin, onError: () => {} });
        const [, target, init] = examples[0]!;
        produced.add(await probe(broken.handler, id, target, init));
      }
      const expected = (OPERATION_STATUSES[id] as readonly number[]).filter((s) => !(CONNECTION_STATUSES as readonly number[]).includes(s));
      expect([...produced].sort((a, b) => a - b)).toEqual(expected);
    });
  }
});

describe("the security table: each documented alternative is what the handler accepts", () => {
  const schemes = doc.components.securitySchemes as Json;

  /** Request parts that present a valid Pro credential through one scheme, built from the document's declaration. */
  function present(scheme: string, target: string): { target: string; headers: Record<string, string> } {
    const s = schemes[scheme] as Json;
    if (s.type === "http" && s.scheme === "bearer") return { target, headers: { authorization: `Bearer ${TOKENS.pro}` } };
    if (s.in === "query") return { target: `${target}${target.includes("?") ? "&" : "?"}${s.name}=${TOKENS.pro}`, headers: {} };
    if (scheme === "GwApiKey") return { target, headers: { [s.name]: "consumer-key", "x-gw-subscription": "PRO" } };
    if (scheme === "GwProxySecret") return { target, headers: { [s.name]: PROXY_SECRET } };
    throw new Error(`unknown scheme ${scheme}`);
  }

  /** Whether a JSON schema of the document has a `view` property, itself or in one of its alternatives. */
  const schemaNamesView = (node: Json): boolean => {
    const schema = resolve(node);
    return schema.properties?.view !== undefined || ["oneOf", "anyOf", "allOf"].some((k) => (schema[k] ?? []).some(schemaNamesView));
  };
  /** Whether an operation's documented 200 is a JSON body that names a view (derived, so a new operation needs no line here). */
  const namesView = (id: OperationId): boolean => {
    const schema = resolve(OPERATIONS.find((o) => o.id === id)!.op.responses["200"])?.content?.["application/json"]?.schema;
    return schema !== undefined && schemaNamesView(schema);
  };

  /** The request of an operation (postMcp: a tools/call of get_day) with these credentials. */
  const requestOf = (id: OperationId, target: string, headers: Record<string, string>): Request =>
    new Request(`http://x${target}`, id === "postMcp" ? mcpInit(MCP_GET_DAY, headers) : { headers });

  for (const { id, op } of OPERATIONS) {
    it(`${id}: ${JSON.stringify(op.security)}`, async () => {
      expect(TEST_REQUESTS[id], `${id}: its contract's testRequest`).toBeDefined();
      expect(op.security).toEqual([...OPERATION_SECURITY[id]!]);
      const { handler } = makeHandler();
      for (const requirement of op.security as Json[]) {
        let target = TEST_REQUESTS[id]!;
        const headers: Record<string, string> = {};
        for (const scheme of Object.keys(requirement)) {
          const part = present(scheme, target);
          target = part.target;
          Object.assign(headers, part.headers);
        }
        const res = await handler(requestOf(id, target, headers));
        const label = `${id} ${JSON.stringify(requirement)}`;
        expect(res.status, label).toBe(200);
        // a credential alternative gives the Pro view, the anonymous one the lite view, where the answer names a view: its
        // documented 200 body has `view` (the glossary, the business days, the feeds, /llms.txt are one body for every
        // caller and name none), and /mcp's tools/call of get_day answers a day
        if (id !== "postMcp" && !namesView(id)) continue;
        const body = await res.json();
        const view = id === "postMcp" ? body.result.structuredContent.view : body.view;
        expect(view, label).toBe(Object.keys(requirement).length === 0 ? "lite" : "pro");
      }
      const anonymousListed = (op.security as Json[]).some((r) => Object.keys(r).length === 0);
      const anonymous = await handler(requestOf(id, TEST_REQUESTS[id]!, {}));
      expect(anonymous.status === 200, `${id} anonymous`).toBe(anonymousListed);
      // The gateway key alone is not a documented alternative: with a proxy secret configured it is refused.
      const keyOnly = await handler(requestOf(id, TEST_REQUESTS[id]!, present("GwApiKey", "").headers));
      expect(keyOnly.status, `${id} key without secret`).toBe(403);
    });
  }
});

describe("the connection statuses on the Node server validate against each operation's document", () => {
  let tree: Awaited<ReturnType<typeof writeFixtureTree>>;
  let server: RunningServer;
  beforeAll(async () => {
    tree = await writeFixtureTree();
    server = await startServer({
      port: 0,
      dataDir: tree.dataDir,
      tokensFile: tree.tokensFile,
      timeouts: { headersMs: 300, requestMs: 1_000, keepAliveMs: 1_000, checkIntervalMs: 50 },
      onError: () => {},
    });
  });
  afterAll(async () => {
    await server?.close(100);
    await tree?.cleanup();
  });

  /** Sends raw bytes, returns the first answer as a Fetch Response. */
  function raw(data: string): Promise<Response> {
    return new Promise((done) => {
      const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
      let text = "";
      socket.on("data", (c: Buffer) => (text += c.toString("latin1")));
      socket.on("error", () => {});
      socket.on("close", () => {
        const end = text.indexOf("\r\n\r\n");
        const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
        const headers = new Headers(lines.map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1).trim()] as [string, string]));
        done(new Response(Buffer.from(text.slice(end + 4), "latin1"), { status: Number(statusLine!.split(" ")[1]), headers }));
      });
      socket.write(data);
    });
  }

  it("has a path for every operation of the document", () => {
    expect(Object.keys(TEST_REQUESTS).sort()).toEqual(Object.keys(OPERATION_STATUSES).sort());
  });

  for (const [id, path] of Object.entries(TEST_REQUESTS)) {
    it(`${id}: 400 INVALID_HOST, 414, 431, 408`, async () => {
      const sep = path.includes("?") ? "&" : "?";
      const cases: [number, string][] = [
        [400, `GET ${path} HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n`],
        [414, `GET ${path}${sep}x=${"a".repeat(9_000)} HTTP/1.1\r\nHost: a\r\n\r\n`],
        [431, `GET ${path} HTTP/1.1\r\nHost: a\r\nX-Big: ${"b".repeat(17_000)}\r\n\r\n`],
        [408, `GET ${path} HTTP/1.1\r\nHost: a\r\n`],
      ];
      for (const [status, data] of cases) {
        const res = await raw(data);
        expect(res.status, `${id} ${status}`).toBe(status);
        expect(await conforms(id, "GET", res), `${id} ${status}`).toBeNull();
      }
    });
  }
});
