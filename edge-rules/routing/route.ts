/**
 * Routing: the pretty paths and the `gw.php` query style both become one {@link RoutedRequest}
 * (the endpoint plus its raw, still unvalidated parameters), so the two styles cannot drift
 * apart. The paths are the endpoint table's (schemas/endpoints/index.ts, each contract's
 * `path`, docs/interface.md#endpoints); `gw.php?fn=` names an endpoint by its contract's `fn`.
 *
 * What is canonical (everything else is 404 NOT_FOUND; the handler serves the API, never the
 * generated tree, so `/lite/...`, `/pro/...`, `/manifest.json` are all 404):
 *
 * - Paths are case-sensitive (`/GW/day/...` is 404) and matched exactly: no trailing slash
 *   after a complete path, no empty segment (`//`), no extra segment. Where two templates match
 *   (`/gw/business/count/...` and `/gw/business/{date}`), the one with more literal segments wins.
 * - A path segment may hold only `A-Z a-z 0-9 , . _ ~ - : +` (`:` and `+` for a date-time's time and offset,
 *   `/gw/birth/1990-05-05T14:30+09:00`; RFC 3986 pchar). Percent-encoded path bytes (`%2F`,
 *   `%2e`, `%20`, ...) are not decoded, so a `%` in the path is 404, except in a free segment (the `{at}` of moment
 *   and birth, {@link FREE_PARAMS}), which is decoded as browsers encode it (`14%3A30`). A path as sent with a dot
 *   segment (`/x/../`, `/./`, also written `%2e`) or a backslash is 404 too ({@link exactPath}):
 *   the WHATWG URL parser would resolve them into another path, which is not the one asked for.
 *   The Node server hands the handler the target as sent; a runtime that resolves them before
 *   the handler sees the URL (a `fetch` client, the Workers runtime) answers the resolved path.
 * - A missing trailing parameter (`/gw/day`, `/gw/day/`, `/gw/range/2025-01-01`) routes to the
 *   endpoint with that parameter absent, so it gets the same 400 `*_REQUIRED` as `gw.php`.
 * - Query values are decoded as usual (`URLSearchParams`); when a parameter repeats, the first
 *   occurrence counts. Unknown query parameters are ignored (cache busters stay harmless), and so
 *   are query parameters that the pretty path already carries (`/gw/day/X?date=Y` is day X).
 */
import { pathSegments, QUERY_STYLE_PATH, type EndpointContract, type PathSegment } from "../../schemas/endpoint.ts";
import { API_ENDPOINT_IDS, ENDPOINT_CONTRACTS, type ApiEndpointId } from "../../schemas/endpoints/index.ts";
import { LIFE_DATE_PARAMS } from "../../schemas/endpoints/life.ts";
import type { RoutedRequest } from "./routed-request.ts";

/**
 * Path parameters that take any text (percent-decoded), checked by their endpoint instead: a
 * date-time has `:` and `+` (`/gw/moment/1990-05-05T14:30+09:00`), a day of death or birth may be a 和暦 text
 * (`/gw/memorial/慶応元年閏5月1日`), and a wrong one (raw Japanese,
 * percent-encoded) deserves its endpoint's 400 saying why, not a 404.
 */
const FREE_PARAMS: ReadonlySet<string> = new Set(["at", ...LIFE_DATE_PARAMS]);

/** Percent-decoded text of a free segment (as sent where it is not valid UTF-8). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Characters a pretty-path segment may hold (the birth page links its chart's path only when they are all). */
export const SEGMENT = /^[A-Za-z0-9,._~:+-]*$/;

/** Empty values count as absent for required parameters (`?fn=day&date=` is DATE_REQUIRED). */
function nonEmpty(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === "" ? null : value;
}

/**
 * Routes a URL.
 * @returns the recognised API call, or `null` for 404 NOT_FOUND.
 */
export function route(url: URL): RoutedRequest | null {
  return routePath(url.pathname, url.searchParams);
}

/**
 * An absolute URL whose path and query the WHATWG URL parser returns unchanged: `http(s)://`,
 * a host (and port), a path of segment characters and `/`, and an optional query of characters
 * the parser neither encodes nor strips (no `%` in the path, no `\`, space, quote, `#`, `'`,
 * non-ASCII). Dot segments are excluded separately ({@link DOT_SEGMENT}).
 */
const PLAIN_URL = /^(https?:\/\/[A-Za-z0-9.:[\]-]+)(\/[A-Za-z0-9,._~:+/-]*)(?:\?([A-Za-z0-9!$%&()*+,./:;=?@_~-]*))?$/;
/** A `.` or `..` segment, which the URL parser resolves. */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
/** Origins (`scheme://host:port`) the URL parser accepted; bounded, cleared when full. */
const knownOrigins = new Set<string>();
/** The origin accepted last (a server sees one origin: a string compare, no hashing). */
let lastOrigin = "";

/** Whether `new URL(origin)` accepts the origin (memoised). */
function validOrigin(origin: string): boolean {
  if (origin === lastOrigin) return true;
  if (!knownOrigins.has(origin)) {
    try {
      new URL(origin);
    } catch {
      return false;
    }
    if (knownOrigins.size >= 64) knownOrigins.clear();
    knownOrigins.add(origin);
  }
  lastOrigin = origin;
  return true;
}

/**
 * {@link route} on an absolute URL string: the same answer as `route(new URL(url))`, but a
 * plain URL ({@link PLAIN_URL}: every API request a client normally sends) is split without
 * building a `URL`. Anything else goes through `new URL` (and throws where it throws).
 */
export function routeUrl(url: string): RoutedRequest | null {
  const m = PLAIN_URL.exec(url);
  if (m !== null) {
    const path = m[2] as string;
    const query = m[3] ?? "";
    // URLSearchParams drops a leading "?" that url.searchParams keeps: leave those to URL.
    if (!DOT_SEGMENT.test(path) && !query.startsWith("?") && validOrigin(m[1] as string)) {
      return routePath(path, new URLSearchParams(query));
    }
  }
  return route(new URL(url));
}

/** A dot segment (`.`, `..`, or either written with `%2e`) or a backslash in a path. */
const NOT_EXACT = /\\|(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * Whether the path of an absolute URL, as sent, is one the URL parser keeps as it is: no dot
 * segment and no backslash (docs/interface.md#endpoints: paths are exact; anything else is 404).
 */
export function exactPath(url: string): boolean {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  if (start === -1) return true;
  let end = url.length;
  for (const stop of ["?", "#"]) {
    const at = url.indexOf(stop, start);
    if (at !== -1 && at < end) end = at;
  }
  return !NOT_EXACT.test(url.slice(start, end));
}

/** An endpoint's path template, split. */
interface Template {
  readonly id: ApiEndpointId;
  readonly contract: EndpointContract;
  readonly segments: readonly PathSegment[];
  /** How many of its segments are literals (the more specific template wins). */
  readonly literals: number;
}

const TEMPLATES: readonly Template[] = API_ENDPOINT_IDS.map((id) => {
  const contract = ENDPOINT_CONTRACTS[id];
  const segments = pathSegments(contract.path);
  return { id, contract, segments, literals: segments.filter((s) => "literal" in s).length };
});

/** A template's first two segments as `a/b` when both are literals (`gw/day`), else `null`. */
function literalPrefix(t: Template): string | null {
  const [a, b] = t.segments;
  return a !== undefined && b !== undefined && "literal" in a && "literal" in b ? `${a.literal}/${b.literal}` : null;
}

/** The templates of two or more segments that do not begin with two literals: a candidate for any such path. */
const OPEN_TEMPLATES: readonly Template[] = TEMPLATES.filter((t) => t.segments.length >= 2 && literalPrefix(t) === null);

/**
 * The templates a path of two or more segments can match, by its first two (`gw/day`): those that begin with these
 * two literals, and {@link OPEN_TEMPLATES}, in {@link TEMPLATES} order (so ties go as before). A new URL then tries a
 * template or four, not every one; a prefix no template begins with has only the open ones.
 */
const BY_PREFIX: ReadonlyMap<string, readonly Template[]> = new Map(
  [...new Set(TEMPLATES.map(literalPrefix))]
    .filter((key) => key !== null)
    .map((key) => [key, TEMPLATES.filter((t) => literalPrefix(t) === key || OPEN_TEMPLATES.includes(t))]),
);

/** The endpoints by `gw.php` function name. */
const BY_FN: ReadonlyMap<string, Template> = new Map(TEMPLATES.flatMap((t) => (t.contract.fn === null ? [] : [[t.contract.fn, t]])));

/** The path parameters of a template matched by `segments`, or `null` when it does not match. */
function match(template: Template, segments: readonly string[]): Record<string, string | null> | null {
  const t = template.segments;
  if (segments.length > t.length) return null;
  // The literals first: most templates fail there, before any parameter object is made (every new URL tries them all).
  for (let i = 0; i < t.length; i++) {
    const want = t[i]!;
    if ("literal" in want && segments[i] !== want.literal) return null;
  }
  const params: Record<string, string | null> = {};
  for (let i = 0; i < t.length; i++) {
    const want = t[i]!;
    const got = segments[i];
    if ("literal" in want) continue;
    if (got !== undefined && FREE_PARAMS.has(want.param)) {
      if (got === "" && i < segments.length - 1) return null;
      params[want.param] = nonEmpty(decodeSegment(got));
      continue;
    }
    if (got !== undefined) {
      if (!SEGMENT.test(got)) return null;
      // An empty segment is only allowed as the very last one (`/gw/day/` = day without a date).
      if (got === "" && i < segments.length - 1) return null;
    }
    params[want.param] = nonEmpty(got);
  }
  return params;
}

/** The routed request of an endpoint. */
function routed(
  style: RoutedRequest["style"],
  endpoint: ApiEndpointId | null,
  fn: string | null,
  params: Record<string, string | null>,
  q: URLSearchParams,
): RoutedRequest {
  return { style, fn, endpoint, params, view: q.get("view"), queryToken: q.get("token"), format: nonEmpty(q.get("format")), query: q };
}

/** A template's rank for a path of `count` segments (a module function: no closure per new URL). */
function score(t: Template, count: number): number {
  return t.literals * 2 + (t.segments.length === count ? 1 : 0);
}

function routePath(path: string, q: URLSearchParams): RoutedRequest | null {
  if (path === QUERY_STYLE_PATH) {
    const fn = nonEmpty(q.get("fn"));
    const template = fn === null ? null : (BY_FN.get(fn) ?? null);
    const params: Record<string, string | null> = {};
    if (template !== null) for (const p of template.contract.parameters) if (p.in === "path") params[p.name] = nonEmpty(q.get(p.name));
    return routed("query", template?.id ?? null, fn, params, q);
  }
  const segments = path.slice(1).split("/");
  // The template with the most literal segments wins; on a tie, one that leaves no parameter out
  // (`/gw/wareki` is the list, not `/gw/wareki/{date}` without its date).
  let best: Template | null = null;
  let bestParams: Record<string, string | null> | null = null;
  const candidates = segments.length < 2 ? TEMPLATES : (BY_PREFIX.get(`${segments[0]}/${segments[1]}`) ?? OPEN_TEMPLATES);
  for (const template of candidates) {
    if (best !== null && score(template, segments.length) <= score(best, segments.length)) continue;
    const params = match(template, segments);
    if (params !== null) {
      best = template;
      bestParams = params;
    }
  }
  if (best === null || bestParams === null) return null;
  return routed("pretty", best.id, best.contract.fn ?? best.contract.name, bestParams, q);
}
