/**
 * The edge-rules handler: one portable Fetch-API function `(Request) => Promise<Response>` that
 * runs unchanged on Node (`node/serve.ts`) and on Cloudflare Workers. Web APIs only.
 *
 * Pipeline, and the order of checks of docs/interface.md#errors (the first failing check answers):
 *
 * 1. method    405 METHOD_NOT_ALLOWED (with `Allow`) for anything but GET, HEAD, OPTIONS; `/mcp`
 *              is the one POST path, with its own stages (`mcp/endpoint.ts`)
 * 2. route     404 NOT_FOUND for anything but the API paths (`route.ts`) and the pages
 *              (`pages/`: HTML for people, their own 404); OPTIONS → 204 preflight
 * 3. credential 403 AUTH_FAILED (`credential.ts`, `authenticate.ts`)
 * 4. parameters 400 (the endpoint's `parse`; `gw.php` without a known `fn`: FN_REQUIRED, UNKNOWN_FN)
 * 5. plan      403 PLAN_REQUIRED / RANGE_TOO_LONG (the endpoint's `authorize`, `plan.ts`)
 * 6. coverage  404 OUT_OF_COVERAGE (the endpoint's `coverage`, against the manifest's coverage years)
 * 7. rate limit 429 RATE_LIMITED with `Retry-After` (`rate-limit.ts`)
 * 8. conditional 304 Not Modified, decided before any data file is read (`conditional.ts`)
 * 9. body      200, the endpoint's `answer` (`body-stages.ts` for bodies held as representations)
 *
 * Each stage is a function with typed input and output: `routeUrl` (route.ts: the contract table
 * of schemas/endpoints/index.ts), `authenticate` (authenticate.ts), {@link resolve} (the endpoint's
 * `parse` → `authorize` → `coverage`), `take` (the limiter), then the endpoint's `answer`; every
 * error response is built in `respond.ts`. This file is the order of the stages and the wiring;
 * what an endpoint does is its module's (docs/architecture.md#endpoints).
 *
 * Rate limiting counts every request that reaches the service, errors included: a request that
 * fails an earlier check is still counted against its client's bucket and still carries the
 * RateLimit fields, but keeps its own error (the order above). Failed authentications are the
 * exception that makes guessing slow: they are counted in a separate per-IP bucket
 * (`authfail:<ip>`, the lite limit), and once that bucket is empty every request from the IP that
 * presents a credential is answered 429 *before* the credential is looked up, so a correct guess
 * cannot be told apart from a wrong one at speed.
 *
 * Bucket keys: `token:<sha256>` for a valid token, `gw:<sha256 of X-Gw-API-Key>` for a verified
 * gateway request, else `ip:<address>`; requests that fail before the credential stage (405,
 * 404) and CORS preflights are keyed by IP. Preflights only query the bucket (cost 0): browsers
 * send them on their own, and they read no data.
 *
 * Health answers 503 when the manifest or the data is missing or invalid (`endpoints/health.ts`):
 * a state of the node, not of the input. No input yields a 5xx. A data file that is missing,
 * malformed or not what the manifest lists for an in-coverage request, or an origin that fails,
 * is likewise the node's state: 503 DATA_UNAVAILABLE (docs/interface.md#errors) with
 * `no-store`, reported through `deps.onError`; nothing internal leaks. An exception that escapes
 * an endpoint anyway is a fault of the service: 500 INTERNAL ({@link recover}), reported the same way.
 *
 * Work done once. Stages 2 and 4–6 are a pure function of the URL, the caller's plan and the
 * manifest, so they are remembered: a URL's route (for URLs without a `token` query parameter:
 * no clear token is ever kept), and per plan the outcome of a data request that passed them (its
 * canonical request, view and resource key) with the manifest object it was checked against;
 * bounded by count, and once full a URL is kept on its second request (`lru.ts` `SeenFilter`: a
 * one-off URL evicts nothing). A repeated request does stages 1, 3 and 7–9 only, while the origin
 * returns the same manifest. A new URL passes stages 4–6 without a promise when the manifest is at hand. Each stage answers synchronously when it can (an in-memory limiter, a token
 * found without I/O, a current manifest, a held representation: `held-representations.ts`), so a
 * request served from memory takes no promise hop and `parts` returns the parts themselves.
 */
import { timerTurn, type YieldTurn } from "./feed/yield.ts";
import { Assembler, type AssemblerOptions } from "./origin/assemble.ts";
import { createAuthenticator, type AuthOutcome } from "./access/authenticate.ts";
import { createBodyAnswerer, type BodyAnswerer } from "./represent/body-stages.ts";
import { EnglishRewriter } from "./represent/english-bytes.ts";
import { invalidParameter, isApiError } from "./routing/parameters.ts";
import type { Compressor } from "./http/content-coding.ts";
import { sharedStates, type CoreServices, type Report } from "./core.ts";
import { outOfCoverage } from "./routing/coverage.ts";
import { clientIp, DEFAULT_IP_HEADERS, presentedCredential, type Caller } from "./access/credential.ts";
import type { AnyEndpoint, RoutedRequest } from "./endpoint.ts";
import { endpointTable } from "./endpoints/index.ts";
import { KyurekiTables } from "./wareki/table.ts";
import { SetsuFiles } from "./birth/setsu-files.ts";
import { createPageEndpoint } from "./pages/answer.ts";
import { apiError, INTERNAL_MESSAGE } from "./errors/errors.ts";
import { type ApiError } from "./errors/api-error.ts";
import { resourceKey } from "./http/etag.ts";
import { toResponse, type RequestLike, type ResponseParts } from "./http/exchange.ts";
import { BoundedMap, SeenFilter } from "./origin/lru.ts";
import { isPromise, type MaybePromise } from "./http/maybe-promise.ts";
import type { ManifestHead, Origin } from "./origin/origin.ts";
import type { Plan } from "./access/plan.ts";
import type { RateLimiter, RateLimitResult } from "./access/rate-limit.ts";
import { errorReply, methodNotAllowed, preflight, tooManyRequests } from "./http/respond.ts";
import { routeTarget, targetOf } from "./errors/hint-requests.ts";
import type { HintContext } from "./errors/hints.ts";
import { exactPath, routeUrl } from "./routing/route.ts";
import type { Sha256Base64url, Sha256Hex, TokenStore } from "./access/token-store.ts";
import { ALLOWED_METHODS } from "../schemas/headers.ts";
import { QUERY_STYLE_PATH } from "../schemas/endpoint.ts";
import { CONTRACTS, ENDPOINT_CONTRACTS, FUNCTIONS, type ApiEndpointId } from "../schemas/endpoints/index.ts";
import { createToolContext, originOf, type McpPipeline, type ToolContext } from "./mcp/context.ts";
import { createMcpEndpoint, isMcpUrl } from "./mcp/endpoint.ts";
import type { View } from "../calendar/names.ts";

/** Configuration of the handler. */
export interface HandlerConfig {
  /** The HealthResponse `service`. */
  readonly serviceName: string;
  /** The gateway proxy secret (`GW_PROXY_SECRET`); unset: gateway headers grant nothing. */
  readonly proxySecret?: string;
  /** Requests per minute per client, by plan (defaults: schemas/plans.ts `DEFAULT_RATE_LIMITS`). */
  readonly rateLimits: Readonly<Record<Plan, number>>;
  /**
   * Request headers trusted to name the client IP, first present wins (`X-Forwarded-For`: its
   * first entry). Default `CF-Connecting-IP`, `X-Forwarded-For`. Use `[]` when clients reach the
   * handler directly (the headers are then client-controlled) and pass `clientAddress`.
   */
  readonly ipHeaders?: readonly string[];
}

/** What the handler depends on; everything is injected. */
export interface HandlerDeps {
  readonly origin: Origin;
  readonly tokens: TokenStore;
  readonly limiter: RateLimiter;
  /** Current time in milliseconds since the epoch. */
  readonly clock: () => number;
  readonly config: HandlerConfig;
  /** The client address when no trusted header names it (e.g. the socket's remote address). */
  readonly clientAddress?: (request: RequestLike) => string | null | undefined;
  /** Told about server-side failures (origin, token store, limiter); never about client errors. */
  readonly onError?: (error: unknown, request: RequestLike) => void;
  /** Sizes of the assembly caches. */
  readonly assembler?: AssemblerOptions;
  /**
   * SHA-256 (lowercase hex) for token and gateway-key lookups. Default: Web Crypto. The Node
   * server passes `node:crypto`'s synchronous hash (a Web Crypto digest is an asynchronous job
   * that cost a quarter of a token request's time).
   */
  readonly sha256Hex?: Sha256Hex;
  /** The same digest as unpadded base64url, synchronously: the ETags' spelling (the Node server: `node:crypto`). */
  readonly sha256Base64url?: Sha256Base64url;
  /**
   * Compresses bodies (data, feeds, pages) for the codings a client accepts (`content-coding.ts`). The Node
   * server passes `node:zlib` (brotli, gzip); without one every body is sent as identity (on
   * Workers the platform compresses).
   */
  readonly compressor?: Compressor;
  /**
   * Hands the event loop back between slices of a feed or a heavy body (`feed/yield.ts`). Default: a
   * zero-delay timer; the Node server passes `setImmediate`.
   */
  readonly yieldTurn?: YieldTurn;
}

/**
 * A Fetch-API handler. `parts` is the same handler on the plain {@link RequestLike} /
 * {@link ResponseParts} shapes, for adapters that can skip building Fetch objects (node:http);
 * it returns the parts themselves, not a promise, when the answer was built from memory.
 */
export type Handler = ((request: Request) => Promise<Response>) & {
  readonly parts: (request: RequestLike) => MaybePromise<ResponseParts>;
  /** The MCP tools' access for the caller of `request` (its credential and client): `npm run mcp` (node/mcp-stdio.ts). */
  readonly toolContext: (request: RequestLike, publicBase?: string) => ToolContext;
};

const ALLOWED: ReadonlySet<string> = new Set(ALLOWED_METHODS);
const FN_LIST = FUNCTIONS.join(", ");
const NOT_FOUND_MESSAGE = `no such path: see ${CONTRACTS.filter((c) => c.fn !== null)
  .map((c) => c.path)
  .join(", ")} and ${QUERY_STYLE_PATH}?fn=...`;

/** The JSON 404 of a path the service does not have. */
const notFound = (): ApiError => apiError("NOT_FOUND", NOT_FOUND_MESSAGE);

/** The 403 of a credential that is unknown, revoked or expired. */
const authFailed = (): ApiError => apiError("AUTH_FAILED", "authentication failed: unknown, revoked or expired credential");

/** URLs whose route (and per plan, stage 4–6 outcome) is remembered (see the module comment). */
const REMEMBERED_URLS = 4096;
/** Longer URLs are not remembered (the memory is bounded by count; real API URLs are short). */
const MAX_REMEMBERED_URL = 512;

/** What is known about a URL: its route, and per plan the outcome of stages 4–6. */
interface KnownUrl {
  readonly routed: RoutedRequest;
  readonly byPlan: Partial<Record<Plan, Resolved>>;
}

/** Stages 4–6 passed: the endpoint, its validated request and view, the manifest checked against. */
interface Resolved {
  readonly endpoint: AnyEndpoint;
  readonly request: unknown;
  readonly view: View;
  /** The manifest the coverage was checked against (the outcome holds while the origin returns this object); `null` without a coverage stage. */
  readonly manifest: ManifestHead | null;
  /** `etag.ts` `resourceKey` of the body (empty without a manifest). */
  readonly resource: string;
}

/** Stages 4–6 decided: the request to answer, or the error to answer with (after the rate limit). */
type Resolution = { readonly error: ApiError } | Resolved;

/** One request on its way through the pipeline (one object: the stages below take it, no closure per request). */
interface Exchange {
  readonly request: RequestLike;
  readonly now: number;
  readonly head: boolean;
  readonly ip: string;
  readonly ipKey: string;
  readonly known: KnownUrl;
  /** Whether {@link known} is kept in the memory (its outcomes may be remembered). */
  readonly remembered: boolean;
}

/** Stage 7's limiter, failing open. */
type Take = (request: RequestLike, key: string, limit: number, now: number, cost: number) => MaybePromise<RateLimitResult>;

/** A pipeline page answerer (pages/answer.ts). */
type PageAnswerer = ReturnType<typeof createPageEndpoint>;

/** What the stages of one handler share: built once by {@link wire}. */
interface Wiring {
  readonly deps: HandlerDeps;
  readonly ipHeaders: readonly string[];
  readonly liteLimit: number;
  readonly report: Report;
  readonly take: Take;
  readonly authenticate: ReturnType<typeof createAuthenticator<RequestLike>>;
  readonly core: CoreServices;
  /** Validators, 304, held representations per content coding, for the endpoints' bodies (body-stages.ts). */
  readonly bodies: BodyAnswerer;
  readonly endpoints: { readonly [Id in ApiEndpointId]: AnyEndpoint };
  readonly answerPage: PageAnswerer;
  readonly knownUrls: BoundedMap<string, KnownUrl>;
  /** The URLs asked for before: once {@link knownUrls} is full, a URL is kept on its second request. */
  readonly seenUrls: SeenFilter;
  /** The stages `POST /mcp` and its tools call back into (mcp/context.ts). */
  readonly pipeline: McpPipeline;
  /** `POST /mcp` (mcp/endpoint.ts). */
  readonly answerMcp: (request: RequestLike, ip: string) => Promise<ResponseParts>;
}

/** Builds the handler. */
export function createHandler(deps: HandlerDeps): Handler {
  const w = wire(deps);
  const parts = (request: RequestLike): MaybePromise<ResponseParts> => {
    let answered: MaybePromise<ResponseParts>;
    try {
      answered = handle(w, request);
    } catch (error) {
      return recover(w, error, request);
    }
    return isPromise(answered) ? answered.then(undefined, (error: unknown) => recover(w, error, request)) : answered;
  };
  const handler = async (request: Request): Promise<Response> => toResponse(await parts(request));
  const toolContext = (request: RequestLike, publicBase?: string): ToolContext =>
    createToolContext(w.pipeline, request, ipOf(w, request), publicBase ?? originOf(request.url));
  return Object.assign(handler, { parts, toolContext });
}

/** The handler's shared parts: the failing-open limiter, the authenticator, the core and the endpoint table, pages and MCP. */
function wire(deps: HandlerDeps): Wiring {
  const { origin, config } = deps;
  const report = reporter(deps.onError);
  const take = limiterStage(deps.limiter, report);
  // One rewriter of English months per handler: its buffer and learnt tables kept, shared with no other handler.
  const assembler = new Assembler(origin, { english: new EnglishRewriter(), ...deps.assembler });
  const core: CoreServices = {
    origin,
    assembler,
    yieldTurn: deps.yieldTurn ?? timerTurn,
    ...(deps.compressor ? { compressor: deps.compressor } : {}),
    serviceName: config.serviceName,
    report,
    readManifest: manifestReader(origin, report),
    shared: sharedStates(origin, assembler),
  };
  // The MCP tools' subrequests go through this handler's stages: the pipeline reads `w` when called.
  const pipeline = mcpPipeline(() => w, take);
  const w: Wiring = {
    deps,
    ipHeaders: config.ipHeaders ?? DEFAULT_IP_HEADERS,
    liteLimit: config.rateLimits.lite,
    report,
    take,
    authenticate: createAuthenticator<RequestLike>({
      tokens: deps.tokens,
      proxySecret: config.proxySecret,
      failureLimit: config.rateLimits.lite,
      take,
      onLookupError: report,
      ...(deps.sha256Hex ? { sha256Hex: deps.sha256Hex } : {}),
    }),
    core,
    bodies: createBodyAnswerer({
      ...(deps.assembler?.maxBodyBytes !== undefined ? { maxBytes: deps.assembler.maxBodyBytes } : {}),
      ...(deps.compressor ? { compressor: deps.compressor } : {}),
      ...(deps.sha256Hex ? { sha256Hex: deps.sha256Hex } : {}),
      ...(deps.sha256Base64url ? { sha256Base64url: deps.sha256Base64url } : {}),
      report,
    }),
    endpoints: endpointTable(core),
    // The converter and birth pages answer from the same 旧暦 table and 節 instants as their endpoints.
    answerPage: createPageEndpoint({
      origin,
      report,
      kyureki: core.shared(KyurekiTables),
      setsu: core.shared(SetsuFiles),
      // The birth page's chart is Pro: its credential goes through this stage, failures counted per IP as the API's.
      authenticate: (request, queryToken, now) =>
        w.authenticate(presentedCredential(request.headers, queryToken), ipOf(w, request), now, request),
      // The memorial and life pages answer through the API's own endpoints (read when asked: `w` is built by then).
      endpoint: (kind) => w.endpoints[kind],
      ...(deps.compressor ? { compressor: deps.compressor } : {}),
    }),
    knownUrls: new BoundedMap<string, KnownUrl>(REMEMBERED_URLS),
    seenUrls: new SeenFilter(8 * REMEMBERED_URLS),
    pipeline,
    answerMcp: createMcpEndpoint(pipeline, deps.compressor),
  };
  return w;
}

/** Tells `onError` about a server-side failure; a failing logger does not fail the request. */
function reporter(onError: HandlerDeps["onError"]): Report {
  return (error, request) => {
    try {
      onError?.(error, request);
    } catch {
      // a failing logger must not fail the request
    }
  };
}

/** Stage 7, the limiter, failing open (reported): an unavailable limiter must not take the paid API down. */
function limiterStage(limiter: RateLimiter, report: Report): Take {
  const failOpen = (error: unknown, request: RequestLike, limit: number, cost: number): RateLimitResult => {
    report(error, request);
    return { allowed: true, limit, remaining: limit, resetSeconds: 0, retryAfterSeconds: 0, cost };
  };
  return (request, key, limit, now, cost) => {
    let result: MaybePromise<RateLimitResult>;
    try {
      result = limiter.take(key, limit, now, cost);
    } catch (error) {
      return failOpen(error, request, limit, cost);
    }
    return isPromise(result) ? result.then(undefined, (error: unknown) => failOpen(error, request, limit, cost)) : result;
  };
}

/** The manifest; `null` (reported) when it cannot be read. */
function manifestReader(origin: Origin, report: Report): CoreServices["readManifest"] {
  return async (request) => {
    try {
      return await origin.manifest();
    } catch (error) {
      report(error, request);
      return null;
    }
  };
}

/** The manifest when the origin has it at hand (no promise), else `undefined` (read again, and reported, by {@link resolve}). */
function manifestAtHand(origin: Origin): ManifestHead | undefined {
  let manifest: MaybePromise<ManifestHead>;
  try {
    manifest = origin.manifest();
  } catch {
    return undefined;
  }
  if (!isPromise(manifest)) return manifest;
  manifest.then(undefined, () => undefined);
  return undefined;
}

/** The stages `POST /mcp` and its tools use (mcp/context.ts): the credential, the limits, and a tool call's subrequest through {@link handle}. */
function mcpPipeline(wiring: () => Wiring, take: Take): McpPipeline {
  return {
    async caller(request, queryToken, ip, now) {
      const w = wiring();
      const auth = await w.authenticate(presentedCredential(request.headers, queryToken), ip, now, request);
      if (auth.ok) return auth.caller;
      if (auth.limited) return tooManyRequests(auth.rl, false);
      return errorReply(authFailed(), auth.rl, false);
    },
    take: async (request, caller, ip, now, cost) =>
      take(request, caller.clientKey ?? `ip:${ip}`, wiring().deps.config.rateLimits[caller.plan], now, cost),
    takeIp: async (request, ip, now, cost) => take(request, `ip:${ip}`, wiring().liteLimit, now, cost),
    handle: async (request, ip) => handle(wiring(), request, ip),
    clock: () => wiring().deps.clock(),
  };
}

/** The client IP of a request (trusted headers, else the adapter's address). */
function ipOf(w: Wiring, request: RequestLike): string {
  return clientIp(request.headers, w.ipHeaders, w.deps.clientAddress?.(request));
}

/**
 * Stages 1–3 of the module comment, first failing stage answers; then {@link afterCredential}.
 * @param knownIp the client IP when already known (an MCP tool's subrequest is its POST's client).
 */
function handle(w: Wiring, request: RequestLike, knownIp?: string): MaybePromise<ResponseParts> {
  const now = w.deps.clock();
  const method = request.method;
  const head = method === "HEAD";
  const ip = knownIp ?? ipOf(w, request);
  const ipKey = `ip:${ip}`;

  // /mcp answers POST (its own module: method, credential, limits, then the MCP transport)
  if (isMcpUrl(request.url)) return w.answerMcp(request, ip);

  // 1. method
  if (!ALLOWED.has(method))
    return then(w.take(request, ipKey, w.liteLimit, now, 1), (rl) => methodNotAllowed(method, rl, { target: targetOf(request.url) }));

  // 2. route (a preflight is answered here: it only queries the bucket)
  const url = request.url;
  let known = w.knownUrls.get(url);
  let remembered = true;
  if (known === undefined) {
    // A path with a dot segment or a backslash as sent is not a path of the service (route.ts).
    if (!exactPath(url))
      return then(w.take(request, ipKey, w.liteLimit, now, 1), (rl) => errorReply(notFound(), rl, head, { target: targetOf(url) }));
    const routed = routeUrl(url);
    if (routed === null) return then(w.take(request, ipKey, w.liteLimit, now, 1), (rl) => pageOrNotFound(w, request, rl, now));
    known = { routed, byPlan: {} };
    // Never keep a clear token; once the memory is full, only a URL asked for before (a one-off URL evicts nothing).
    remembered =
      routed.queryToken === null && url.length <= MAX_REMEMBERED_URL && (w.seenUrls.seen(url) || w.knownUrls.size < REMEMBERED_URLS);
    if (remembered) w.knownUrls.set(url, known);
  }
  if (method === "OPTIONS") return then(w.take(request, ipKey, w.liteLimit, now, 0), preflight);

  // 3. credential (failed authentications are limited per IP: authenticate.ts)
  const ex: Exchange = { request, now, head, ip, ipKey, known, remembered };
  const auth = w.authenticate(presentedCredential(request.headers, known.routed.queryToken), ip, now, request);
  return isPromise(auth) ? auth.then((outcome) => afterCredential(w, ex, outcome)) : afterCredential(w, ex, auth);
}

/** Not an API path: a page for people (pages/), or the JSON 404. */
async function pageOrNotFound(w: Wiring, request: RequestLike, rl: RateLimitResult, now: number): Promise<ResponseParts> {
  const page = request.method === "OPTIONS" ? null : await w.answerPage(request, rl, now);
  return page ?? errorReply(notFound(), rl, request.method === "HEAD", { target: targetOf(request.url) });
}

/** Stages 4–6 after the credential stage, then {@link afterResolution}. */
function afterCredential(w: Wiring, ex: Exchange, auth: AuthOutcome): MaybePromise<ResponseParts> {
  if (!auth.ok) {
    if (auth.limited) return tooManyRequests(auth.rl, ex.head, { target: targetOf(ex.request.url) });
    return errorReply(authFailed(), auth.rl, ex.head);
  }
  const caller = auth.caller;
  // 4.–6. parameters, plan, coverage
  const resolution = resolveFor(w, ex, caller.plan);
  if (isPromise(resolution)) return resolution.then((resolved) => afterResolution(w, ex, caller, resolved));
  return afterResolution(w, ex, caller, resolution);
}

/** Stages 4–6 for a plan: remembered for this URL and the current manifest, else {@link resolve}d (and remembered). */
function resolveFor(w: Wiring, ex: Exchange, plan: Plan): MaybePromise<Resolution> {
  const known = ex.known.byPlan[plan];
  const atHand = manifestAtHand(w.deps.origin);
  if (known !== undefined && atHand === known.manifest) return known;
  // With the manifest at hand (the usual case), without a promise; else once it is read (null and reported when it cannot be).
  const resolved = resolve(w, ex.known.routed, plan, ex.now, atHand);
  if (resolved !== MANIFEST_NEEDED) return remember(ex, plan, resolved);
  return w.core.readManifest(ex.request).then((manifest) => {
    const resolution = resolve(w, ex.known.routed, plan, ex.now, manifest);
    return remember(ex, plan, resolution === MANIFEST_NEEDED ? { error: outOfCoverage(null) } : resolution);
  });
}

/** Keeps a resolution for the URL and plan when it may be (a function, not a closure per request: tsx names every closure). */
function remember(ex: Exchange, plan: Plan, resolution: Resolution): Resolution {
  // A clock-dependent outcome (the feed's rolling window) is resolved every time.
  if (ex.remembered && "manifest" in resolution && resolution.manifest !== null && !resolution.endpoint.clockDependent)
    ex.known.byPlan[plan] = resolution;
  return resolution;
}

/** What {@link resolve} answers when a stage needs the manifest and it is not at hand. */
const MANIFEST_NEEDED = Symbol("manifest needed");

/**
 * The JSON endpoints (every one with a gw.php function) that offer no other format: their `format` is json or
 * absent, and any other is a 400 as on the endpoints that list their formats (docs/interface.md#errors).
 */
const JSON_ONLY: ReadonlyMap<string, string> = new Map(
  Object.entries(ENDPOINT_CONTRACTS).flatMap(([id, c]) =>
    c.fn !== null && !c.parameters.some((p) => p.name === "format") ? [[id, `${c.path} (fn=${c.fn})`] as const] : [],
  ),
);

/**
 * Stages 4–6 of the request's endpoint: parameters (400), plan (403), coverage (404). The manifest is used only
 * when a stage needs it (bulk's year count, and the coverage): `undefined` when it is not at hand, then
 * {@link MANIFEST_NEEDED} if a stage needs it (read it and call again: every stage is a pure function); `null` when
 * it cannot be read.
 */
function resolve(
  w: Wiring,
  routed: RoutedRequest,
  plan: Plan,
  now: number,
  manifest: ManifestHead | null | undefined,
): Resolution | typeof MANIFEST_NEEDED {
  if (routed.endpoint === null) {
    if (routed.fn === null) return { error: apiError("FN_REQUIRED", `fn is required: one of ${FN_LIST}`) };
    return { error: apiError("UNKNOWN_FN", `unknown fn: use one of ${FN_LIST}`) };
  }
  const endpoint = w.endpoints[routed.endpoint];
  const jsonOnly = JSON_ONLY.get(routed.endpoint);
  if (routed.format !== null && routed.format !== "json" && jsonOnly !== undefined)
    return { error: invalidParameter("format", routed.format, `${jsonOnly} answers JSON only: format=json, or none`) };
  if (endpoint.parseNeedsManifest && manifest === undefined) return MANIFEST_NEEDED;
  const parsed: unknown = endpoint.parse(routed, manifest ?? null);
  if (isApiError(parsed)) return { error: parsed };
  const view = endpoint.authorize(parsed, plan);
  if (isApiError(view)) return { error: view };
  if (endpoint.coverage === undefined) return { endpoint, request: parsed, view, manifest: null, resource: "" };
  if (manifest === undefined) return MANIFEST_NEEDED;
  const covered: unknown = endpoint.coverage(parsed, manifest, now);
  if (isApiError(covered)) return { error: covered };
  if (manifest === null) return { error: outOfCoverage(null) };
  return { endpoint, request: covered, view, manifest, resource: resourceKey(manifest.dataVersion, endpoint.key(covered, view)) };
}

/** Stage 7, counted for every request that got this far; then {@link answer}. */
function afterResolution(w: Wiring, ex: Exchange, caller: Caller, resolution: Resolution): MaybePromise<ResponseParts> {
  const limit = w.deps.config.rateLimits[caller.plan];
  const rl = w.take(ex.request, caller.clientKey ?? ex.ipKey, limit, ex.now, costOf(resolution, limit));
  return isPromise(rl) ? rl.then((result) => answer(w, ex, caller, resolution, result)) : answer(w, ex, caller, resolution, rl);
}

/** The error of an earlier stage, 429, or stages 8–9: the endpoint's answer. */
function answer(w: Wiring, ex: Exchange, caller: Caller, resolution: Resolution, rl: RateLimitResult): MaybePromise<ResponseParts> {
  if ("error" in resolution) {
    const error = resolution.error;
    return then(refusalHints(w, ex, caller.plan), (hints) => errorReply(error, rl, ex.head, hints));
  }
  if (!rl.allowed) return tooManyRequests(rl, ex.head, { target: targetOf(ex.request.url) });
  const { endpoint, request, view, manifest, resource } = resolution;
  const client = caller.clientKey ?? ex.ipKey;
  const input = { request, view, manifest, resource, anonymous: caller.anonymous, rl, http: ex.request, now: ex.now, client };
  return endpoint.body ? w.bodies(input, endpoint.body) : endpoint.answer(input);
}

/**
 * The hint context of a request refused at stages 4–6 (hints.ts): its target, and `passes`, the same stages
 * for the caller's plan against the same manifest, so a hint names only a request that gets past them.
 */
function refusalHints(w: Wiring, ex: Exchange, plan: Plan): MaybePromise<HintContext> {
  const make = (manifest: ManifestHead | null): HintContext => ({
    target: targetOf(ex.request.url),
    plan,
    now: ex.now,
    passes(candidate) {
      const routed = routeTarget(candidate);
      if (routed === null) return false;
      const resolved = resolve(w, routed, plan, ex.now, manifest);
      return resolved !== MANIFEST_NEEDED && !("error" in resolved);
    },
  });
  const manifest = manifestAtHand(w.deps.origin);
  if (manifest !== undefined) return make(manifest);
  // Not at hand (an origin that always answers in a promise): read again, unreported (stage 6 reported a failure).
  return Promise.resolve()
    .then(() => w.deps.origin.manifest())
    .then(make, () => make(null));
}

/**
 * The answer when the pipeline threw, a fault of the service (unreachable by design): 500 INTERNAL,
 * `no-store` as every error, reported through `onError`. Not a 404, which a CDN may keep and no
 * operator's error rate shows.
 */
async function recover(w: Wiring, error: unknown, request: RequestLike): Promise<ResponseParts> {
  w.report(error, request);
  let rl: RateLimitResult | undefined;
  try {
    // The bucket as it is (a query): what the failed request took is not known.
    rl = await w.take(request, `ip:${clientIp(request.headers, w.ipHeaders, undefined)}`, w.liteLimit, w.deps.clock(), 0);
  } catch {
    // what failed (a clock, the request's fields) may fail here again: the 500 is still answered
  }
  return errorReply(
    apiError("INTERNAL", INTERNAL_MESSAGE),
    rl ?? { allowed: true, limit: w.liteLimit, remaining: 0, resetSeconds: 60, retryAfterSeconds: 0 },
    request.method === "HEAD",
  );
}

/**
 * What a request costs at stage 7 (docs/interface.md#rate-limits): its endpoint's `cost`, 1 for an
 * error of an earlier stage or an endpoint without one, and never more than the bucket holds (a
 * request that asks for more work than a minute of its plan pays a full bucket, so it can be served).
 */
function costOf(resolution: Resolution, limit: number): number {
  if ("error" in resolution || resolution.endpoint.cost === undefined) return 1;
  return Math.max(1, Math.min(Math.floor(limit), resolution.endpoint.cost(resolution.request, resolution.view)));
}

/** `next(value)`, now or when `value` is ready (for the rare stages; the common path passes no closure). */
function then<T, U>(value: MaybePromise<T>, next: (value: T) => MaybePromise<U>): MaybePromise<U> {
  return isPromise(value) ? value.then(next) : next(value);
}
