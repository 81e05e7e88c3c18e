/**
 * HTML text for the pages (docs/interface.md#pages), shared by the generator, which writes the
 * pages (generator/pages/), and the edge, which renders the month pages (schemas/pages/month-page.ts) and
 * the converter's, the birth chart's, the memorial and the life pages (edge-rules/pages/) per request: the same escaping, the
 * same bilingual markup and the same document shell on both sides (lang, charset, viewport, the one
 * style sheet, optional page scripts as same-origin modules: the pages' CSP allows no inline script
 * or style; the site navigation and the footer). Pure functions; the same input gives the same bytes.
 *
 * Every page is written with the {@link html} tagged template, which escapes every value put into it
 * unless the value is HTML already ({@link SafeHtml}: made by `html`, or by {@link raw} for the few
 * deliberate cases). Escaping is thus the default and cannot be forgotten at one call: a value read
 * from a request, a record or the OpenAPI document never becomes markup by omission. This module is the
 * only place that escapes.
 */
import { ASSET_URL_PREFIX, type AssetName, PAGE_URLS } from "./pages.ts";

const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text escaped for HTML element content and double-quoted attribute values. */
const escapeText = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);

/**
 * HTML text that is markup already: inserted as is by {@link html}. Only `html`, {@link join} and
 * {@link raw} make one (the class itself is not exported, so no other module can).
 */
class SafeHtml {
  readonly #text: string;
  constructor(text: string) {
    this.#text = text;
  }
  /** The HTML text. */
  toString(): string {
    return this.#text;
  }
}
export type { SafeHtml };

/**
 * What may be put into {@link html}: HTML (inserted as is), text or a number (escaped), nothing (a boolean,
 * `null` or `undefined`: no text, for `${cond && html`…`}`), or a list of these (concatenated).
 */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

/** The HTML text of a value: a SafeHtml as is, a list item by item, nothing as nothing, anything else escaped as text. */
function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join("");
  if (typeof value === "boolean" || value === null || value === undefined) return "";
  return escapeText(String(value));
}

/** The tagged template of every page: the literal parts are markup, every value is escaped unless it is HTML already. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let text = strings[0]!;
  for (let i = 0; i < values.length; i++) text += render(values[i]) + strings[i + 1]!;
  return new SafeHtml(text);
}

/** Values joined by `separator` (each escaped unless HTML, as in {@link html}). */
export function join(values: readonly HtmlValue[], separator: HtmlValue = ""): SafeHtml {
  return new SafeHtml(values.map(render).join(render(separator)));
}

/**
 * Text trusted as HTML, inserted unescaped: only for markup this project wrote (a generated page shell read back
 * from the tree, a shell's slot marker). Never for a value from a request or a record.
 */
export function raw(trusted: string): SafeHtml {
  return new SafeHtml(trusted);
}

/** Japanese text with its English beside it: `日本語 <span lang="en" class="en">English</span>`. */
export function ja(jaText: string, enText: string): SafeHtml {
  return html`${jaText} <span lang="en" class="en">${enText}</span>`;
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
  /** The `<main>` content. */
  readonly main: SafeHtml;
  /** Page scripts (ES modules from /assets/). */
  readonly scripts?: readonly AssetName[];
  /** Which navigation entry is the current page. */
  readonly current?: "index" | "cal" | "find" | "business" | "wareki" | "birth" | "memorial" | "life" | "docs";
  /** Extra class on `<body>` (page kind, for the style sheet). */
  readonly bodyClass?: string;
  /** The coverage years, on `<body data-coverage-from data-coverage-to>` for jst-month.js; absent when the page needs none. */
  readonly coverage?: { readonly from: number; readonly to: number };
}

/** The navigation entries: URL key, Japanese, English. */
function nav(current: PageParts["current"]): SafeHtml {
  const items: [PageParts["current"], string, string, string][] = [
    ["index", PAGE_URLS.index, "ホーム", "Home"],
    ["cal", PAGE_URLS.calendar, "カレンダー", "Calendar"],
    ["find", PAGE_URLS.find, "日を探す", "Find a day"],
    ["business", PAGE_URLS.business, "営業日", "Business days"],
    ["wareki", PAGE_URLS.wareki, "和暦変換", "Wareki converter"],
    ["birth", PAGE_URLS.birth, "命式", "Birth chart"],
    ["memorial", PAGE_URLS.memorial, "法要の日", "Memorials"],
    ["life", PAGE_URLS.life, "年齢・厄年", "Ages"],
    ["docs", PAGE_URLS.docs, "API リファレンス", "API reference"],
  ];
  const links = items.map(
    ([key, href, j, e]) => html`<li><a href="${href}"${key === current && html` aria-current="page"`}>${ja(j, e)}</a></li>`,
  );
  return html`<nav class="site" aria-label="サイト Site"><ul>${links}</ul></nav>`;
}

/** The whole document, as the text of its file (or of its answer). */
export function page(parts: PageParts): string {
  const scripts = (parts.scripts ?? []).map((s) => html`<script type="module" src="${assetUrl(s)}"></script>\n`);
  const { bodyClass, coverage } = parts;
  return html`<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${parts.title}</title>
<meta name="description" content="${parts.description}">
<link rel="icon" href="${assetUrl("favicon.svg")}" type="image/svg+xml">
<link rel="stylesheet" href="${assetUrl("style.css")}">
${scripts}</head>
<body${bodyClass && html` class="${bodyClass}"`}${coverage && html` data-coverage-from="${coverage.from}" data-coverage-to="${coverage.to}"`}>
<header class="site"><a class="brand" href="/">暦 API <span lang="en" class="en">Koyomi API</span></a>
${nav(parts.current)}</header>
<main>
${parts.main}
</main>
<footer class="site"><p>暦 API — 日本の暦の JSON API。日付はすべて日本時間（JST）。 <span lang="en">Japanese calendar data as JSON; every date is a JST civil day.</span> <a href="/docs">API</a> · <a href="/openapi.json">OpenAPI</a></p></footer>
</body>
</html>
`.toString();
}
