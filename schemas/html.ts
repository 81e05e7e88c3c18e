/**
 * HTML text for the pages (docs/interface.md#pages), shared by the generator, which writes the
 * pages (generator/pages/), and the edge, which renders the month pages (schemas/month-page.ts) and
 * the converter page's answer (edge-rules/pages/wareki-page.ts) per request: the same escaping, the
 * same bilingual markup and the same document shell on both sides (lang, charset, viewport, the one
 * style sheet, optional page scripts as same-origin modules: the pages' CSP allows no inline script
 * or style; the site navigation and the footer). Pure functions; the same input gives the same bytes.
 */
import { ASSET_URL_PREFIX, type AssetName, PAGE_URLS } from "./pages.ts";

const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML element content and double-quoted attribute values. */
export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

/** Japanese text with its English beside it: `日本語 <span lang="en" class="en">English</span>`. */
export function ja(jaText: string, enText: string): string {
  return `${esc(jaText)} <span lang="en" class="en">${esc(enText)}</span>`;
}

/** An asset's URL (`/assets/style.css`). */
export function assetUrl(name: AssetName): string {
  return `${ASSET_URL_PREFIX}${name}`;
}

/** What a page puts into the shell. */
export interface PageParts {
  /** The document title (text, escaped here). */
  readonly title: string;
  /** One-line description for `<meta name="description">`. */
  readonly description: string;
  /** The `<main>` content (HTML). */
  readonly main: string;
  /** Page scripts (ES modules from /assets/). */
  readonly scripts?: readonly AssetName[];
  /** Which navigation entry is the current page. */
  readonly current?: "index" | "cal" | "find" | "business" | "wareki" | "birth" | "docs";
  /** Extra class on `<body>` (page kind, for the style sheet). */
  readonly bodyClass?: string;
  /** The coverage years, on `<body data-coverage-from data-coverage-to>` for jst-month.js; absent when the page needs none. */
  readonly coverage?: { readonly from: number; readonly to: number };
}

/** The navigation entries: URL key, Japanese, English. */
function nav(current: PageParts["current"]): string {
  const items: [PageParts["current"], string, string, string][] = [
    ["index", PAGE_URLS.index, "ホーム", "Home"],
    ["cal", PAGE_URLS.calendar, "カレンダー", "Calendar"],
    ["find", PAGE_URLS.find, "日を探す", "Find a day"],
    ["business", PAGE_URLS.business, "営業日", "Business days"],
    ["wareki", PAGE_URLS.wareki, "和暦変換", "Wareki converter"],
    ["birth", PAGE_URLS.birth, "命式", "Birth chart"],
    ["docs", PAGE_URLS.docs, "API リファレンス", "API reference"],
  ];
  const links = items
    .map(([key, href, j, e]) => `<li><a href="${esc(href)}"${key === current ? ' aria-current="page"' : ""}>${ja(j, e)}</a></li>`)
    .join("");
  return `<nav class="site" aria-label="サイト Site"><ul>${links}</ul></nav>`;
}

/** The whole document. */
export function page(parts: PageParts): string {
  const scripts = (parts.scripts ?? []).map((s) => `<script type="module" src="${assetUrl(s)}"></script>`).join("\n");
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(parts.title)}</title>
<meta name="description" content="${esc(parts.description)}">
<link rel="icon" href="${assetUrl("favicon.svg")}" type="image/svg+xml">
<link rel="stylesheet" href="${assetUrl("style.css")}">
${scripts}${scripts ? "\n" : ""}</head>
<body${parts.bodyClass ? ` class="${esc(parts.bodyClass)}"` : ""}${parts.coverage ? ` data-coverage-from="${parts.coverage.from}" data-coverage-to="${parts.coverage.to}"` : ""}>
<header class="site"><a class="brand" href="/">暦 API <span lang="en" class="en">Koyomi API</span></a>
${nav(parts.current)}</header>
<main>
${parts.main}
</main>
<footer class="site"><p>暦 API — 日本の暦の JSON API。日付はすべて日本時間（JST）。 <span lang="en">Japanese calendar data as JSON; every date is a JST civil day.</span> <a href="/docs">API</a> · <a href="/openapi.json">OpenAPI</a></p></footer>
</body>
</html>
`;
}
