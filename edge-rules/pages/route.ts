/**
 * Which page a URL path names (docs/interface.md#pages; the table of schemas/pages/pages.ts). Page paths are
 * never `/gw/` API paths: the handler asks here only when the API router found no route.
 *
 * - The pages' namespace is `/`, `/docs`, `/find`, `/business`, `/wareki`, `/birth`, `/memorial`, `/life`, `/openapi.json`,
 *   `/favicon.ico`, `/cal` and everything under `/cal/`, `/assets/`, `/docs/`, `/find/`, `/business/`, `/wareki/`, `/birth/`,
 *   `/memorial/`, `/life/`: a path
 *   there that names no page is the HTML 404.
 * - `/gw/…` and `/gw.php…` are the API's: never a page, always its JSON 404.
 * - Any other path is the HTML 404 too when the client asks for HTML (`Accept` names
 *   `text/html`: a browser's navigation); otherwise it stays the API's JSON 404 NOT_FOUND, so API
 *   clients keep one error format.
 * - Matching is exact and case-sensitive, like the API's: no trailing slash, no `index.html`.
 * - A month or day page exists only for a valid date inside the coverage.
 */
import type { Coverage } from "../../schemas/coverage.ts";
import { daysInMonth } from "../../calendar/time/day-number.ts";
import {
  ASSET_URL_PREFIX,
  ASSETS,
  assetFile,
  type AssetName,
  HTML_CONTENT_TYPE,
  monthPageFile,
  PAGE_FILES,
  PAGE_URLS,
} from "../../schemas/pages/pages.ts";
import { OPENAPI_PATH } from "../../schemas/files/layout.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import type { LifePageKind } from "./life-pages.ts";

/** What a page path resolves to. */
export type PageRoute =
  /** A file of the generated tree, served with its media type. */
  | { readonly kind: "file"; readonly file: string; readonly contentType: string }
  /**
   * A month page (`file`, the path the tree held it at, names its resource): not a file of the tree, rendered
   * from the lite month file of `y`-`m` (schemas/pages/month-page.ts), the bytes the generator used to write.
   */
  | { readonly kind: "month"; readonly file: string; readonly contentType: string; readonly y: number; readonly m: number }
  /** `/cal`: the current month (decided by the caller, who has the clock). */
  | { readonly kind: "current-month" }
  /** `/memorial`, `/life`: rendered per request from the API's answer (life-pages.ts), no file of the tree. */
  | { readonly kind: "life-page"; readonly page: LifePageKind }
  /** The HTML 404 page. */
  | { readonly kind: "not-found" };

/** First path segments that belong to the pages (the root is the empty segment). */
const PAGE_SEGMENTS: ReadonlySet<string> = new Set([
  "",
  "docs",
  "find",
  "business",
  "wareki",
  "birth",
  "memorial",
  "life",
  "cal",
  "assets",
  "openapi.json",
  "favicon.ico",
]);

/** First path segments of the API: always its JSON 404, whatever the client accepts. */
const API_SEGMENTS: ReadonlySet<string> = new Set(["gw", "gw.php"]);

const MONTH = /^\/cal\/([0-9]{4})\/(0[1-9]|1[0-2])$/;
const DAY = /^\/cal\/([0-9]{4})\/(0[1-9]|1[0-2])\/(0[1-9]|[12][0-9]|3[01])$/;

/** Whether `accept` (an `Accept` field value) names `text/html`. */
function wantsHtml(accept: string | null): boolean {
  return accept !== null && /(^|[,\s])text\/html\s*(;|,|$)/i.test(accept);
}

/**
 * The page of a path.
 * @param path the URL path (as the URL parser returns it: percent-encoded, dot segments resolved).
 * @param accept the request's `Accept` field, or null.
 * @returns the page, or `null` when the path is not a page path (the API's JSON 404 answers).
 */
export function routePage(path: string, accept: string | null, coverage: Coverage): PageRoute | null {
  // the root is the only page path with an empty first segment (`//x` is no page path)
  const first = path === "/" ? "" : path.split("/")[1] || "//";
  if (API_SEGMENTS.has(first)) return null;
  if (!PAGE_SEGMENTS.has(first)) return wantsHtml(accept) ? { kind: "not-found" } : null;
  const inCoverage = (y: number): boolean => coverage.from <= y && y <= coverage.to;
  const html = (file: string): PageRoute => ({ kind: "file", file, contentType: HTML_CONTENT_TYPE });
  switch (path) {
    case PAGE_URLS.index:
      return html(PAGE_FILES.index);
    case PAGE_URLS.docs:
      return html(PAGE_FILES.docs);
    case PAGE_URLS.find:
      return html(PAGE_FILES.find);
    case PAGE_URLS.business:
      return html(PAGE_FILES.business);
    // the converter's shell; with `?q=…` answer.ts has wareki-page.ts fill it in
    case PAGE_URLS.wareki:
      return html(PAGE_FILES.wareki);
    // the birth page's shell; with `?date=…` answer.ts has birth-page.ts fill it in
    case PAGE_URLS.birth:
      return html(PAGE_FILES.birth);
    case PAGE_URLS.memorial:
      return { kind: "life-page", page: "memorial" };
    case PAGE_URLS.life:
      return { kind: "life-page", page: "life" };
    case PAGE_URLS.openapi:
      return { kind: "file", file: OPENAPI_PATH, contentType: CONTENT_TYPE };
    case PAGE_URLS.calendar:
      return { kind: "current-month" };
    // browsers ask for /favicon.ico on their own (e.g. over a JSON answer): the SVG icon, not a JSON 404
    case PAGE_URLS.favicon:
      return { kind: "file", file: assetFile("favicon.svg"), contentType: ASSETS["favicon.svg"] };
  }
  if (path.startsWith(ASSET_URL_PREFIX)) {
    const name = path.slice(ASSET_URL_PREFIX.length);
    return Object.hasOwn(ASSETS, name)
      ? { kind: "file", file: assetFile(name as AssetName), contentType: ASSETS[name as AssetName] }
      : { kind: "not-found" };
  }
  const month = MONTH.exec(path);
  if (month !== null) {
    const y = Number(month[1]);
    const m = Number(month[2]);
    return inCoverage(y) ? { kind: "month", file: monthPageFile(y, m), contentType: HTML_CONTENT_TYPE, y, m } : { kind: "not-found" };
  }
  const day = DAY.exec(path);
  if (day !== null) {
    const y = Number(day[1]);
    const m = Number(day[2]);
    return inCoverage(y) && Number(day[3]) <= daysInMonth(y, m) ? html(PAGE_FILES.day) : { kind: "not-found" };
  }
  return { kind: "not-found" };
}
