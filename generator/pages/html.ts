/**
 * The HTML every page shares (docs/interface.md#pages): the `html` template that escapes, the bilingual markup and
 * the document shell live in schemas/pages/html.ts, shared with the edge (which renders the month pages and the converter's
 * and the birth chart's answers).
 */
export { assetUrl, html, type HtmlValue, ja, join, page, type PageParts, raw, type SafeHtml } from "../../schemas/pages/html.ts";
