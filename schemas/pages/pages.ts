/**
 * Pages for people (ページ, docs/interface.md#pages): the page URLs, the files that hold them in the
 * generated tree, the static assets and the headers every page carries. The generator writes
 * the files (generator/pages/), the edge serves them (edge-rules/pages/): both read them here.
 *
 * | URL                | file in the generated tree            | |
 * |--------------------|---------------------------------------|-|
 * | `/`                | `lite/index.html`                      | landing, plans, subscription builder |
 * | `/docs`            | `lite/docs.html`                       | the API reference, from the OpenAPI document |
 * | `/openapi.json`    | `openapi.json`                         | the OpenAPI document itself |
 * | `/cal`             | (none)                                 | 302 to the current JST month's page, clamped to the coverage |
 * | `/cal/YYYY/MM`     | `lite/cal/YYYY/MM.html`                | month grid, prerendered, no script |
 * | `/cal/YYYY/MM/DD`  | `lite/day.html`                        | one shell for every day; `day.js` renders the day from the JSON API |
 * | `/find`            | `lite/find.html`                       | the finder form; `find.js` asks `/gw/find` |
 * | `/business`        | `lite/business.html`                   | the business-day form; `business.js` asks `/gw/business/…` and `/gw/long-weekends/…` |
 * | `/wareki`          | `lite/wareki.html`                     | the 和暦 converter; with `?q=…` the edge fills the answer into this shell ({@link WAREKI_SLOTS}) |
 * | `/birth`           | `lite/birth.html`                      | the birth chart form; with `?date=…` the edge fills the form and the chart into this shell ({@link BIRTH_SLOTS}) |
 * | `/memorial`        | (none)                                 | memorial days: the edge renders the form and, with `?death=…`, the API's answer ({@link MEMORIAL_PARAMS}) |
 * | `/life`            | (none)                                 | a life's years: the edge renders the form and, with `?born=…`, the API's answer ({@link LIFE_PARAMS}) |
 * | `/assets/NAME`     | `lite/assets/NAME`                     | {@link ASSETS}: the style sheet, the page scripts and the icon |
 * | `/favicon.ico`     | `lite/assets/favicon.svg`              | the icon, for browsers that ask before reading a page's `<link rel="icon">` |
 * | anything else      | `lite/404.html`, status 404            | also a month or day outside the coverage |
 */
import { isoMonth, pad2 } from "../../calendar/time/day-number.ts";

/** The page files (relative to the generated root), by page. */
export const PAGE_FILES = {
  index: "lite/index.html",
  docs: "lite/docs.html",
  day: "lite/day.html",
  find: "lite/find.html",
  business: "lite/business.html",
  wareki: "lite/wareki.html",
  birth: "lite/birth.html",
  notFound: "lite/404.html",
} as const;

/** The URL of each page that has one (the day and month pages are per date: {@link monthPageUrl}, {@link dayPageUrl}). */
export const PAGE_URLS = {
  index: "/",
  docs: "/docs",
  find: "/find",
  business: "/business",
  wareki: "/wareki",
  birth: "/birth",
  memorial: "/memorial",
  life: "/life",
  openapi: "/openapi.json",
  calendar: "/cal",
  favicon: "/favicon.ico",
} as const;

/** The file of the prerendered month page of `y`-`m` (`m` 1–12). */
export function monthPageFile(y: number, m: number): string {
  return `lite/cal/${y}/${pad2(m)}.html`;
}

/** The URL of a month page: `/cal/2026/05`. */
export function monthPageUrl(y: number, m: number): string {
  return `/cal/${isoMonth(y, m).replace("-", "/")}`;
}

/** The URL of a day page: `/cal/2026/05/05`. */
export function dayPageUrl(y: number, m: number, d: number): string {
  return `${monthPageUrl(y, m)}/${pad2(d)}`;
}

/**
 * The query parameters of the converter page `/wareki` (docs/interface.md#pages): `q`, a date in
 * YYYY-MM-DD or a 和暦 text (docs/wareki-text.md#writing-和暦-parser), and `calendar`, how a
 * YYYY-MM-DD is read (`gregorian`, the default, or `julian`, as the API's `calendar`).
 */
export const WAREKI_PARAMS = { q: "q", calendar: "calendar" } as const;

/**
 * The slots of the converter page's shell (`lite/wareki.html`), in the order they appear in it,
 * each exactly once. The shell as written is the query-less page (an empty field, Gregorian
 * checked, no answer); for a request with `q` the edge (edge-rules/pages/wareki-page.ts) replaces
 * each slot: the field's value, the checked calendar, and the answer in place of the comment.
 */
export const WAREKI_SLOTS = {
  /** The text field's name and (empty) value. */
  query: `name="${WAREKI_PARAMS.q}" value=""`,
  /** The Gregorian choice, checked. */
  gregorian: 'value="gregorian" checked',
  /** The Julian choice. */
  julian: 'value="julian"',
  /** Where the answer goes. */
  answer: "<!--wareki-answer-->",
} as const;

/**
 * The query parameters of the birth-chart page `/birth` (docs/interface.md#pages): the form's fields, each
 * the API's parameter of the same meaning (`date` and `time` make the API's `at`; `place` also takes a place's
 * name, which the page resolves to an id of the catalogue before asking).
 */
export const BIRTH_PARAMS = {
  date: "date",
  time: "time",
  place: "place",
  tz: "tz",
  sex: "sex",
  longitude: "longitude",
  solar: "solar",
  dst: "dst",
  zi: "zi",
  rules: "rules",
} as const;

/**
 * The slots of the birth page's shell (`lite/birth.html`), in order, each exactly once: the form (written
 * between the two markers with empty fields; the edge writes it again with the request's values) and the answer.
 */
export const BIRTH_SLOTS = { formStart: "<!--birth-form-->", formEnd: "<!--/birth-form-->", answer: "<!--birth-answer-->" } as const;

/**
 * The query parameters of the memorial page `/memorial` besides the rules (each rule's id is its own field, its
 * values the registry's: calendar/life/rules.ts `MEMORIAL_RULES`): the API's `death`, `birth` and `year`, and a
 * 和暦 text beside each date (a date input takes no 和暦; the text wins when given).
 */
export const MEMORIAL_PARAMS = {
  death: "death",
  deathText: "death_text",
  birth: "birth",
  birthText: "birth_text",
  year: "year",
} as const;

/** The query parameters of the life page `/life` besides the rules (calendar/life/rules.ts `LIFE_RULES`), as {@link MEMORIAL_PARAMS}. */
export const LIFE_PARAMS = { born: "born", bornText: "born_text", sex: "sex", years: "years" } as const;

/** The directory of the static assets in the generated tree, and their URL prefix. */
export const ASSET_DIR = "lite/assets";
export const ASSET_URL_PREFIX = "/assets/";

/**
 * The static assets, by file name, with their media types (RFC 9110 §8.3; `text/javascript` per
 * RFC 9239). Only these names are served under `/assets/`.
 */
export const ASSETS = {
  "style.css": "text/css; charset=utf-8",
  "day.js": "text/javascript; charset=utf-8",
  "find.js": "text/javascript; charset=utf-8",
  "business.js": "text/javascript; charset=utf-8",
  "subscribe.js": "text/javascript; charset=utf-8",
  "token.js": "text/javascript; charset=utf-8",
  "glossary.js": "text/javascript; charset=utf-8",
  "jst-month.js": "text/javascript; charset=utf-8",
  "api-errors.js": "text/javascript; charset=utf-8",
  "favicon.svg": "image/svg+xml",
} as const;

/** An asset's file name. */
export type AssetName = keyof typeof ASSETS;

/** An asset's file in the generated tree. */
export function assetFile(name: AssetName): string {
  return `${ASSET_DIR}/${name}`;
}

/** The media type of every page (WHATWG HTML §16.1 `text/html`, UTF-8 as the pages declare). */
export const HTML_CONTENT_TYPE = "text/html; charset=utf-8";

/**
 * The Content-Security-Policy of every page and asset (CSP Level 3): everything from this
 * origin only, no inline script or style, no plugins, no framing, forms post nowhere else.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** `Referrer-Policy` of the pages: the token-free page URLs are still nobody else's business. */
export const PAGE_REFERRER_POLICY = "no-referrer";
