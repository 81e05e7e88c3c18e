/**
 * The edge-rules handler: one portable Fetch-API function `(Request) => Promise<Response>` that
 * runs unchanged on Node (`node/serve.ts`) and on Cloudflare Workers. Web APIs only.
 *
 * Pipeline, and the order of checks of decisions.md §3 (the first failing check answers):
 *
 * 1. method    405 METHOD_NOT_ALLOWED (with `Allow`) for anything but GET, HEAD, OPTIONS
 * 2. route     404 NOT_FOUND for anything but the API paths (`route.ts`); OPTIONS → 204 preflight
 * 3. credential 403 AUTH_FAILED (`credential.ts`, `authenticate.ts`)
 * 4. parameters 400 (`params.ts`)
 * 5. plan      403 PLAN_REQUIRED / RANGE_TOO_LONG (`plan.ts`)
 * 6. coverage  404 OUT_OF_COVERAGE (the manifest's coverage years)
 * 7. rate limit 429 RATE_LIMITED with `Retry-After` (`rate-limit.ts`)
 * 8. conditional 304 Not Modified, decided before any data file is read (`conditional.ts`)
 * 9. body      200, assembled from the origin (`assemble.ts`) with the header rules of `headers.ts`
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
 * Health answers 503 when the manifest or the data is missing or invalid (`health.ts`): a state
 * of the node, not of the input. No input yields a 5xx. A data file that is missing or malformed
 * for an in-coverage request, or an origin that fails, is answered 404 OUT_OF_COVERAGE ("date or
 * data missing", interface §Errors) with `no-store`, and reported through `deps.onError`; nothing
 * internal leaks.
 */
import { Assembler, MissingData, type AssemblerOptions } from "./assemble.ts";
import { createAuthenticator } from "./authenticate.ts";
import { notModified } from "./conditional.ts";
import { clientIp, DEFAULT_IP_HEADERS, presentedCredential, type Caller } from "./credential.ts";
import { civilDate } from "../schemas/day-number.ts";
import { jstTimestamp } from "./dates.ts";
import { apiError, errorBody, errorStatus, type ApiError } from "./errors.ts";
import { canonicalKey, memoizedEtags, resourceKey } from "./etag.ts";
import { checkHealth, healthAnswer } from "./health.ts";
import { toResponse, type RequestLike, type ResponseParts } from "./exchange.ts";
import {
  ALLOWED_METHODS,
  baseHeaders,
  CACHE_NO_STORE,
  CACHE_PRIVATE,
  CACHE_PUBLIC,
  CONTENT_TYPE,
  type HeaderFields,
  setPreflightHeaders,
  setRateLimitHeaders,
  setRetryAfter,
  UPGRADE_INFO,
  VARY,
} from "./headers.ts";
import type { Manifest, Origin } from "./origin.ts";
import { validateParams, type ApiRequest, type View } from "./params.ts";
import { authorize, type Plan } from "./plan.ts";
import type { RateLimiter, RateLimitResult } from "./rate-limit.ts";
import { routeUrl } from "./route.ts";
import type { Sha256Hex, TokenStore } from "./token-store.ts";

/** Configuration of the handler. */
export interface HandlerConfig {
  /** The HealthResponse `service`. */
  readonly serviceName: string;
  /** The gateway proxy secret (`GW_PROXY_SECRET`); unset: gateway headers grant nothing. */
  readonly proxySecret?: string;
  /** Requests per minute per client, by plan (decisions.md §5: 60 / 600 / 6000). */
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
}

/**
 * A Fetch-API handler. `parts` is the same handler on the plain {@link RequestLike} /
 * {@link ResponseParts} shapes, for adapters that can skip building Fetch objects (node:http).
 */
export type Handler = ((request: Request) => Promise<Response>) & {
  readonly parts: (request: RequestLike) => Promise<ResponseParts>;
};

const ALLOWED: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);
const NOT_FOUND_MESSAGE =
  "no such path: see /gw/health, /gw/day/{date}, /gw/range/{start}/{end}, /gw/bulk/{years} and /gw.php?fn=...";
const encoder = new TextEncoder();

type DataRequest = Exclude<ApiRequest, { fn: "health" }>;

/**
 * What one request has learnt so far (one object per request: the pipeline's helpers are
 * created once per handler and take it as an argument, instead of closures per request).
 */
interface RequestState {
  /** The client's rate-limit result, once taken. */
  rl?: RateLimitResult;
  ipKey?: string;
  /** The manifest once read; `null` when it could not be read. */
  manifest?: Manifest | null;
}

/** Builds the handler. */
export function createHandler(deps: HandlerDeps): Handler {
  const { origin, tokens, limiter, clock, config } = deps;
  const assembler = new Assembler(origin, deps.assembler);
  const etagOf = memoizedEtags();
  const ipHeaders = config.ipHeaders ?? DEFAULT_IP_HEADERS;
  const liteLimit = config.rateLimits.lite;

  const report = (error: unknown, request: RequestLike): void => {
    try {
      deps.onError?.(error, request);
    } catch {
      // a failing logger must not fail the request
    }
  };

  /** The limiter, failing open: an unavailable limiter must not take the paid API down. */
  const take = async (request: RequestLike, key: string, limit: number, now: number, cost: number): Promise<RateLimitResult> => {
    try {
      return await limiter.take(key, limit, now, cost);
    } catch (error) {
      report(error, request);
      return { allowed: true, limit, remaining: limit, resetSeconds: 0, retryAfterSeconds: 0 };
    }
  };

  /** The manifest, read at most once per request; `null` (reported) when it cannot be read. */
  const manifestOf = async (request: RequestLike, state: RequestState): Promise<Manifest | null> => {
    if (state.manifest === undefined) {
      try {
        state.manifest = checkedManifest(await origin.manifest());
      } catch (error) {
        report(error, request);
        state.manifest = null;
      }
    }
    return state.manifest;
  };

  const authenticate = createAuthenticator<RequestLike>({
    tokens,
    proxySecret: config.proxySecret,
    failureLimit: liteLimit,
    take,
    onLookupError: report,
    ...(deps.sha256Hex ? { sha256Hex: deps.sha256Hex } : {}),
  });

  const respond = (status: number, headers: HeaderFields, body: Uint8Array | null, head: boolean): ResponseParts => {
    if (body !== null) headers["content-length"] = String(body.length);
    return { status, headers, body: head ? null : body };
  };

  const errorResponse = (error: ApiError, rl: RateLimitResult, head: boolean, extra?: (h: HeaderFields) => void): ResponseParts => {
    const headers = baseHeaders();
    headers["content-type"] = CONTENT_TYPE;
    headers["cache-control"] = CACHE_NO_STORE;
    setRateLimitHeaders(headers, rl);
    extra?.(headers);
    return respond(errorStatus(error.code), headers, encoder.encode(errorBody(error)), head);
  };

  const tooMany = (rl: RateLimitResult, head: boolean): ResponseParts =>
    errorResponse(
      apiError("RATE_LIMITED", `rate limit exceeded (${rl.limit} requests per minute); retry after the Retry-After seconds`),
      rl,
      head,
      (h) => setRetryAfter(h, rl),
    );

  async function handle(request: RequestLike, state: RequestState): Promise<ResponseParts> {
    const now = clock();
    const method = request.method;
    const head = method === "HEAD";
    const ip = clientIp(request.headers, ipHeaders, deps.clientAddress?.(request));
    const ipKey = `ip:${ip}`;
    state.ipKey = ipKey;

    // 1. method
    if (!ALLOWED.has(method)) {
      const rl = (state.rl = await take(request, ipKey, liteLimit, now, 1));
      const error = apiError("METHOD_NOT_ALLOWED", `method ${method} is not allowed: use GET, HEAD or OPTIONS`);
      return errorResponse(error, rl, false, (h) => {
        h.allow = ALLOWED_METHODS;
      });
    }

    // 2. route
    const routed = routeUrl(request.url);
    if (routed === null) {
      const rl = (state.rl = await take(request, ipKey, liteLimit, now, 1));
      return errorResponse(apiError("NOT_FOUND", NOT_FOUND_MESSAGE), rl, head);
    }
    if (method === "OPTIONS") {
      const rl = (state.rl = await take(request, ipKey, liteLimit, now, 0));
      const headers = baseHeaders();
      setPreflightHeaders(headers);
      setRateLimitHeaders(headers, rl);
      return { status: 204, headers, body: null };
    }

    // 3. credential (failed authentications are limited per IP: authenticate.ts)
    const auth = await authenticate(presentedCredential(request.headers, routed.queryToken), ip, now, request);
    if (!auth.ok) {
      state.rl = auth.rl;
      if (auth.limited) return tooMany(auth.rl, head);
      return errorResponse(apiError("AUTH_FAILED", "authentication failed: unknown, revoked or expired credential"), auth.rl, head);
    }
    const caller: Caller = auth.caller;
    const clientKey = caller.clientKey ?? ipKey;
    const limit = config.rateLimits[caller.plan];

    // 4.–6. parameters, plan, coverage (the manifest is read only when needed)
    let outcome: { error: ApiError } | { request: ApiRequest; view: View };
    let coverageYears: number | null = null;
    if (routed.fn === "bulk") {
      const m = await manifestOf(request, state);
      if (m !== null) coverageYears = m.coverage.to - m.coverage.from + 1;
    }
    const params = validateParams(routed, coverageYears);
    if (!params.ok) {
      outcome = { error: params.error };
    } else {
      const plan = authorize(params.request, caller.plan);
      if (!plan.ok) {
        outcome = { error: plan.error };
      } else if (params.request.fn === "health") {
        outcome = { request: params.request, view: plan.view };
      } else {
        const coverageError = checkCoverage(params.request, await manifestOf(request, state));
        outcome = coverageError ? { error: coverageError } : { request: params.request, view: plan.view };
      }
    }

    // 7. rate limit: counted for every request that got this far
    const rl = (state.rl = await take(request, clientKey, limit, now, 1));
    if ("error" in outcome) return errorResponse(outcome.error, rl, head);
    if (!rl.allowed) return tooMany(rl, head);

    const { request: apiRequest, view } = outcome;
    if (apiRequest.fn === "health") {
      const verdict = await checkHealth(origin, await manifestOf(request, state));
      const answer = healthAnswer(verdict, { service: config.serviceName, time: jstTimestamp(now), view });
      const headers = baseHeaders();
      headers["content-type"] = CONTENT_TYPE;
      headers["cache-control"] = CACHE_NO_STORE;
      setRateLimitHeaders(headers, rl);
      return respond(answer.status, headers, encoder.encode(answer.body), head);
    }

    // 8. conditional request, before any data file is read
    const m = state.manifest as Manifest; // checkCoverage passed, so the manifest is loaded
    const resource = resourceKey(m.dataVersion, canonicalKey(apiRequest, view));
    const tag = etagOf(resource);
    const etag = typeof tag === "string" ? tag : await tag;
    const headers = baseHeaders();
    headers.etag = etag;
    headers["last-modified"] = m.lastModified;
    headers["cache-control"] = caller.anonymous ? CACHE_PUBLIC : CACHE_PRIVATE;
    headers.vary = VARY;
    setRateLimitHeaders(headers, rl);
    if (notModified(request.headers, etag, m.lastModified)) return { status: 304, headers, body: null };

    // 9. body
    let body: Uint8Array;
    try {
      const bytes = assembler.body(m.dataVersion, resource, apiRequest, view);
      body = bytes instanceof Uint8Array ? bytes : await bytes;
    } catch (error) {
      report(error, request);
      return errorResponse(dataMissing(apiRequest, error), rl, head);
    }
    headers["content-type"] = CONTENT_TYPE;
    if (view === "lite") headers["x-upgrade-info"] = UPGRADE_INFO;
    return respond(200, headers, body, head);
  }

  const parts = async (request: RequestLike): Promise<ResponseParts> => {
    const state: RequestState = {};
    try {
      return await handle(request, state);
    } catch (error) {
      // Unreachable by design; still never a 5xx, and nothing internal in the body.
      report(error, request);
      let rl = state.rl;
      if (rl === undefined) {
        rl = await take(request, state.ipKey ?? "ip:unknown", liteLimit, clock(), 0).catch(() => undefined);
      }
      return errorResponse(
        apiError("NOT_FOUND", "the request could not be answered"),
        rl ?? { allowed: true, limit: liteLimit, remaining: 0, resetSeconds: 60, retryAfterSeconds: 0 },
        request.method === "HEAD",
      );
    }
  };

  const handler = async (request: Request): Promise<Response> => toResponse(await parts(request));
  return Object.assign(handler, { parts });
}

/** Validates the manifest fields the handler relies on; throws when they are unusable. */
function checkedManifest(m: Manifest): Manifest {
  const { dataVersion, lastModified, coverage } = m ?? ({} as Manifest);
  if (
    typeof dataVersion !== "string" ||
    dataVersion === "" ||
    typeof lastModified !== "string" ||
    !/^[\x20-\x7e]+$/.test(lastModified) ||
    !coverage ||
    !Number.isInteger(coverage.from) ||
    !Number.isInteger(coverage.to) ||
    coverage.from > coverage.to
  ) {
    throw new Error("manifest lacks dataVersion, lastModified or coverage");
  }
  return m;
}

const inCoverage = (year: number, m: Manifest): boolean => year >= m.coverage.from && year <= m.coverage.to;

/**
 * 404 OUT_OF_COVERAGE when a date or year lies outside the manifest's coverage years (or when the
 * manifest cannot be read: then no data can be served at all).
 */
function checkCoverage(request: DataRequest, m: Manifest | null): ApiError | null {
  switch (request.fn) {
    case "day":
      if (m && inCoverage(civilDate(request.day).y, m)) return null;
      return outOfCoverage(request, m);
    case "range":
      if (m && inCoverage(civilDate(request.startDay).y, m) && inCoverage(civilDate(request.endDay).y, m)) return null;
      return outOfCoverage(request, m);
    case "bulk": {
      const outside = m ? request.years.find((y) => !inCoverage(y, m)) : request.years[0];
      if (outside === undefined) return null;
      return apiError("OUT_OF_COVERAGE", coverageMessage(m), { year: outside });
    }
  }
}

function coverageMessage(m: Manifest | null): string {
  return m ? `outside the data coverage ${m.coverage.from}-${m.coverage.to}` : "data unavailable";
}

function outOfCoverage(request: DataRequest, m: Manifest | null): ApiError {
  switch (request.fn) {
    case "day":
      return apiError("OUT_OF_COVERAGE", coverageMessage(m), { date: request.date });
    case "range":
      return apiError("OUT_OF_COVERAGE", coverageMessage(m), { start: request.start, end: request.end });
    case "bulk":
      return apiError("OUT_OF_COVERAGE", coverageMessage(m), request.years[0] === undefined ? undefined : { year: request.years[0] });
  }
}

/** The 404 for data that should exist but could not be read (reported to `onError`). */
function dataMissing(request: DataRequest, error: unknown): ApiError {
  if (request.fn === "bulk" && error instanceof MissingData && error.year !== undefined) {
    return apiError("OUT_OF_COVERAGE", coverageMessage(null), { year: error.year });
  }
  return outOfCoverage(request, null);
}
