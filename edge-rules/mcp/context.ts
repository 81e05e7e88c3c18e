/**
 * What a tool may do: ask the JSON API (a GET through the whole handler pipeline, with the
 * caller's credential, counted and limited like any request), or count one request for a tool
 * that reads no data. The HTTP endpoint builds one per POST, `npm run mcp` one per process.
 */
import { HEADER } from "../../schemas/headers.ts";
import type { Caller } from "../access/credential.ts";
import type { HeaderReader, RequestLike, ResponseParts } from "../http/exchange.ts";
import type { RateLimitResult } from "../access/rate-limit.ts";
import { tooManyRequests } from "../http/respond.ts";

/** A tool's access to the API. */
export interface ToolContext {
  /**
   * The JSON API's answer to `GET target` (path and query, e.g. `/gw/find?start=…`) for this
   * caller: the exact status, headers and bytes the API gives.
   */
  get(target: string): Promise<ResponseParts>;
  /** Counts one request for this caller: `null` when allowed, else the API's error answer (429, 403). */
  count(): Promise<ResponseParts | null>;
  /** Where the service is reached from outside (`https://host`), for subscription links. */
  readonly publicBase: string;
}

/**
 * The only request headers a subrequest inherits: the credential (credential.ts). Everything else
 * stays with the POST: its `Accept-Encoding` is about the MCP answer, and a coded inner body is
 * not JSON a tool could read; validators would turn the inner answer into a 304. The client IP is
 * passed to the pipeline directly, so no IP header is needed.
 */
const FORWARDED: ReadonlySet<string> = new Set(
  [HEADER.authorization, HEADER.apiKey, HEADER.proxySecret, HEADER.subscription].map((h) => h.toLowerCase()),
);

/** The parent's credential headers ({@link FORWARDED}); every other field reads as absent. */
class ForwardedHeaders implements HeaderReader {
  constructor(private readonly parent: HeaderReader) {}
  get(name: string): string | null {
    return FORWARDED.has(name.toLowerCase()) ? this.parent.get(name) : null;
  }
}

/** `scheme://host[:port]` of an absolute URL. */
export function originOf(url: string): string {
  const start = url.indexOf("://") + 3;
  const slash = url.indexOf("/", start);
  return slash === -1 ? url : url.slice(0, slash);
}

/**
 * A GET of `target` on the parent's origin with the parent's credential headers and its `token`
 * query parameter (if any), and nothing else (identity coding, no validators): the request the
 * JSON API would get from this caller.
 */
export function subrequest(parent: RequestLike, target: string, queryToken: string | null): RequestLike {
  const token = queryToken === null ? "" : `${target.includes("?") ? "&" : "?"}token=${encodeURIComponent(queryToken)}`;
  return { method: "GET", url: originOf(parent.url) + target + token, headers: new ForwardedHeaders(parent.headers) };
}

/** The `token` query parameter of a URL, `null` when absent. */
export function queryTokenOf(url: string): string | null {
  const q = url.indexOf("?");
  return q === -1 ? null : new URLSearchParams(url.slice(q + 1)).get("token");
}

/** The handler stages the MCP endpoint and its tools use (handler.ts builds it). */
export interface McpPipeline {
  /** Stage 3, the credential: the verified caller, or the answer (403 AUTH_FAILED, 429). */
  caller(request: RequestLike, queryToken: string | null, ip: string, now: number): Promise<Caller | ResponseParts>;
  /** Stage 7 for a verified caller: takes `cost` from its bucket (0: only reads it). */
  take(request: RequestLike, caller: Caller, ip: string, now: number, cost: number): Promise<RateLimitResult>;
  /** Stage 7 by IP, for requests refused before the credential stage (405) and preflights. */
  takeIp(request: RequestLike, ip: string, now: number, cost: number): Promise<RateLimitResult>;
  /** The whole pipeline (every stage, counted) for a request. */
  handle(request: RequestLike, ip: string): Promise<ResponseParts>;
  readonly clock: () => number;
}

/**
 * The units a subrequest took, as the pipeline states them (`X-RateLimit-Cost`): its endpoint's cost,
 * 0 for an answer that took nothing (an error while the bucket could not pay; no limiter answer).
 * A 429 states what it would have cost and took nothing.
 */
function unitsTaken(answer: ResponseParts): number {
  if (answer.status === 429) return 0;
  const stated = Number(answer.headers["x-ratelimit-cost"]);
  return Number.isFinite(stated) ? stated : 0;
}

/**
 * The tools' access for the caller of `request`: API requests are subrequests of it (its
 * credential, its client IP), counted like any request.
 * @param publicBase where subscription links point (`scheme://host`).
 * @param charged told the units each request of a tool took from the caller's bucket (the POST's
 *   `X-RateLimit-Cost` adds them up: mcp/endpoint.ts).
 */
export function createToolContext(
  pipeline: McpPipeline,
  request: RequestLike,
  ip: string,
  publicBase: string,
  charged: (units: number) => void = () => {},
): ToolContext {
  const queryToken = queryTokenOf(request.url);
  return {
    publicBase,
    async get(target) {
      const answer = await pipeline.handle(subrequest(request, target, queryToken), ip);
      charged(unitsTaken(answer));
      // Refused for its cost (429), the call still costs one unit, as every message does: else a
      // batch of calls the bucket cannot pay would cost nothing and could be sent without end.
      if (answer.status === 429) {
        const caller = await pipeline.caller(request, queryToken, ip, pipeline.clock());
        if ("plan" in caller) {
          const rl = await pipeline.take(request, caller, ip, pipeline.clock(), 1);
          if (rl.allowed) charged(rl.cost ?? 1);
        }
      }
      return answer;
    },
    async count() {
      const now = pipeline.clock();
      const caller = await pipeline.caller(request, queryToken, ip, now);
      if (!("plan" in caller)) return caller;
      const rl = await pipeline.take(request, caller, ip, now, 1);
      if (!rl.allowed) return tooManyRequests(rl, false);
      charged(rl.cost ?? 1);
      return null;
    },
  };
}
