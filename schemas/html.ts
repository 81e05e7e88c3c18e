/**
 * HTML text for the pages (docs/interface.md#pages), shared by the generator, which writes the
 * pages (generator/pages/html.ts), and the edge, which renders the converter page's answer per
 * request (edge-rules/pages/wareki-page.ts): the same escaping and the same bilingual markup on
 * both sides. Pure functions.
 */

const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML element content and double-quoted attribute values. */
export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

/** Japanese text with its English beside it: `日本語 <span lang="en" class="en">English</span>`. */
export function ja(jaText: string, enText: string): string {
  return `${esc(jaText)} <span lang="en" class="en">${esc(enText)}</span>`;
}
