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
 * | `/gw/day[/{date}]`            | day      | path: date; query: view, token            |
 * | `/gw/range[/{start}[/{end}]]` | range    | path: start, end; query: view, token      |
 * | `/gw/bulk[/{years}]`          | bulk     | path: years; query: view, token           |
 * | `/gw.php`                     | `fn`     | query: fn, view, date, start, end, years, token |
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
}

/** Characters a pretty-path segment may hold. */
const SEGMENT = /^[A-Za-z0-9,._~-]*$/;

/** The `gw.php` query-style endpoint. */
export const QUERY_STYLE_PATH = "/gw.php";

function first(params: URLSearchParams, name: string): string | null {
  return params.get(name);
}

/** Empty values count as absent for required parameters (`?fn=day&date=` is DATE_REQUIRED). */
function nonEmpty(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === "" ? null : value;
}

/**
 * Routes a URL.
 * @returns the recognised API call, or `null` for 404 NOT_FOUND.
 */
export function route(url: URL): RoutedRequest | null {
  const path = url.pathname;
  const q = url.searchParams;
  const common = { view: first(q, "view"), queryToken: first(q, "token") };

  if (path === QUERY_STYLE_PATH) {
    return {
      style: "query",
      fn: nonEmpty(first(q, "fn")),
      date: nonEmpty(first(q, "date")),
      start: nonEmpty(first(q, "start")),
      end: nonEmpty(first(q, "end")),
      years: nonEmpty(first(q, "years")),
      ...common,
    };
  }

  if (!path.startsWith("/gw/")) return null;
  const segments = path.slice("/gw/".length).split("/");
  const name = segments[0];
  const args = segments.slice(1);
  for (const segment of args) if (!SEGMENT.test(segment)) return null;
  // An empty segment is only allowed as the very last one (`/gw/day/` = day without a date).
  for (let i = 0; i < args.length - 1; i++) if (args[i] === "") return null;

  const none = { date: null, start: null, end: null, years: null };
  switch (name) {
    case "health":
      return args.length === 0 ? { style: "pretty", fn: "health", ...none, ...common } : null;
    case "day":
      return args.length <= 1 ? { style: "pretty", fn: "day", ...none, date: nonEmpty(args[0]), ...common } : null;
    case "range":
      if (args.length > 2 || (args.length === 2 && args[0] === "")) return null;
      return { style: "pretty", fn: "range", ...none, start: nonEmpty(args[0]), end: nonEmpty(args[1]), ...common };
    case "bulk":
      return args.length <= 1 ? { style: "pretty", fn: "bulk", ...none, years: nonEmpty(args[0]), ...common } : null;
    default:
      return null;
  }
}
