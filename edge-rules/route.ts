/**
 * Routing: the pretty paths and the `gw.php` query style both become one {@link RoutedRequest}
 * (function name plus raw, still unvalidated parameters), so the two styles cannot drift apart.
 *
 * What is canonical (everything else is 404 NOT_FOUND; the handler serves the API, never the
 * generated tree, so `/lite/...`, `/pro/...`, `/manifest.json`, `/openapi.json` are all 404):
 *
 * | path                          | function | parameters from                           |
 * |-------------------------------|----------|-------------------------------------------|
 * | `/gw/health`                  | health   | query: view, token                        |
 * | `/gw/day[/{date}]`            | day      | path: date; query: view, token, format    |
 * | `/gw/range[/{start}[/{end}]]` | range    | path: start, end; query: view, token, format |
 * | `/gw/bulk[/{years}]`          | bulk     | path: years; query: view, token, format   |
 * | `/gw/glossary`                | glossary | query: view, token                        |
 * | `/gw/find`                    | find     | query: start, end, conditions (find/params.ts), view, token, format |
 * | `/gw/calendar.ics`            | calendar.ics | query: include, notes, purpose, years, lang, token (feed/params.ts) |
 * | `/gw.php`                     | `fn`     | query: fn, view, date, start, end, years, token, format |
 * | `/llms.txt`                   | llms     | query: view, token (a lite file; not a `gw.php` function) |
 *
 * - Paths are case-sensitive (`/GW/day/...` is 404) and matched exactly: no trailing slash
 *   after a complete path, no empty segment (`//`), no extra segment.
 * - A path segment may hold only `A-Z a-z 0-9 , . _ ~ -`. Percent-encoded path bytes (`%2F`,
 *   `%2e`, `%20`, ...) are never decoded: any `%` in the path is 404. Dot segments (`..`) are
 *   already resolved by the WHATWG URL parser that built `Request.url`, so they can only ever
 *   land on another canonical route (and are then treated as that route).
 * - A missing trailing parameter (`/gw/day`, `/gw/day/`, `/gw/range/2025-01-01`) routes to the
 *   function with that parameter absent, so it gets the same 400 `*_REQUIRED` as `gw.php`.
 * - Query values are decoded as usual (`URLSearchParams`); when a parameter repeats, the first
 *   occurrence counts. Unknown query parameters are ignored (cache busters stay harmless), and so
 *   are query parameters that the pretty path already carries (`/gw/day/X?date=Y` is day X).
 */

/** The feed's function name (its path is `/gw/calendar.ics`; it has no gw.php form). */
export const FEED_FN = "calendar.ics";

/** A request the router recognised as an API call (parameters not yet validated). */
export interface RoutedRequest {
  /** `pretty` for `/gw/...`, `query` for `/gw.php`. */
  readonly style: "pretty" | "query";
  /** The raw function name (`null` when `gw.php` has no `fn`, or an empty one). */
  readonly fn: string | null;
  readonly view: string | null;
  readonly date: string | null;
  readonly start: string | null;
  readonly end: string | null;
  readonly years: string | null;
  /** The `token` query parameter (a direct-access credential), `null` when absent. */
  readonly queryToken: string | null;
  /** The `format` query parameter (json or csv), `null` when absent. */
  readonly format: string | null;
  /** Every query parameter, for functions with parameters of their own (find). */
  readonly query: URLSearchParams;
}

/** Characters a pretty-path segment may hold. */
const SEGMENT = /^[A-Za-z0-9,._~-]*$/;

/** The guide for language models (docs/interface.md#ai-access-mcp-and-llmstxt; its file: schemas/layout.ts LLMS_PATH). */
export const LLMS_TXT_PATH = "/llms.txt";

/** The `gw.php` query-style endpoint. */
export const QUERY_STYLE_PATH = "/gw.php";

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
const PLAIN_URL = /^(https?:\/\/[A-Za-z0-9.:[\]-]+)(\/[A-Za-z0-9,._~/-]*)(?:\?([A-Za-z0-9!$%&()*+,./:;=?@_~-]*))?$/;
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

function routePath(path: string, q: URLSearchParams): RoutedRequest | null {
  const view = q.get("view");
  const queryToken = q.get("token");
  const format = nonEmpty(q.get("format"));

  if (path === QUERY_STYLE_PATH) {
    return {
      style: "query",
      fn: nonEmpty(q.get("fn")),
      view,
      date: nonEmpty(q.get("date")),
      start: nonEmpty(q.get("start")),
      end: nonEmpty(q.get("end")),
      years: nonEmpty(q.get("years")),
      queryToken,
      format,
      query: q,
    };
  }

  if (path === LLMS_TXT_PATH)
    return { style: "pretty", fn: "llms", view, date: null, start: null, end: null, years: null, queryToken, format: null, query: q };
  if (!path.startsWith("/gw/")) return null;
  const segments = path.slice("/gw/".length).split("/"); // the function name, then its arguments
  const args = segments.length - 1;
  for (let i = 1; i <= args; i++) {
    if (!SEGMENT.test(segments[i] as string)) return null;
    // An empty segment is only allowed as the very last one (`/gw/day/` = day without a date).
    if (segments[i] === "" && i < args) return null;
  }

  const fn = segments[0] as string;
  let date: string | null = null;
  let start: string | null = null;
  let end: string | null = null;
  let years: string | null = null;
  switch (fn) {
    case "health":
      if (args !== 0) return null;
      break;
    case "day":
      if (args > 1) return null;
      date = nonEmpty(segments[1]);
      break;
    case "range":
      if (args > 2 || (args === 2 && segments[1] === "")) return null;
      start = nonEmpty(segments[1]);
      end = nonEmpty(segments[2]);
      break;
    case "bulk":
      if (args > 1) return null;
      years = nonEmpty(segments[1]);
      break;
    case "glossary":
    case "find":
    case FEED_FN:
      if (args !== 0) return null;
      break;
    default:
      return null;
  }
  return { style: "pretty", fn, view, date, start, end, years, queryToken, format, query: q };
}
