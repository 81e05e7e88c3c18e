/**
 * The small Markdown subset the OpenAPI document's descriptions use, to HTML: paragraphs,
 * pipe tables, `**bold**` and `` `code` ``. Everything else is escaped text (no raw HTML ever
 * passes through), so a description cannot inject markup into the API reference page.
 */
import { html, join, type SafeHtml } from "./html.ts";

/** Text with its `**bold**` spans: split at them, the odd parts are the bold ones' text. */
function bold(text: string): SafeHtml {
  return join(text.split(/\*\*([^*]+)\*\*/).map((part, i) => (i % 2 === 1 ? html`<strong>${part}</strong>` : part)));
}

/** Inline Markdown: escaped text with `code` and **bold**. */
export function inline(text: string): SafeHtml {
  const parts = text.split(/(`[^`]*`)/);
  return join(
    parts.map((part) =>
      part.startsWith("`") && part.endsWith("`") && part.length > 1 ? html`<code>${part.slice(1, -1)}</code>` : bold(part),
    ),
  );
}

/** Cells of a pipe-table row. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((c) => c.trim());
}

/** Block Markdown: paragraphs (blank-line separated) and pipe tables. */
export function markdown(text: string): SafeHtml {
  const out: SafeHtml[] = [];
  const blocks = text.split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block.split("\n").filter((l) => l.trim() !== "");
    if (lines.length === 0) continue;
    if (lines.length >= 2 && lines.every((l) => l.trim().startsWith("|")) && /^\|?\s*-/.test(lines[1]!.trim())) {
      const head = cells(lines[0]!).map((c) => html`<th scope="col">${inline(c)}</th>`);
      const body = lines.slice(2).map((l) => html`<tr>${cells(l).map((c) => html`<td>${inline(c)}</td>`)}</tr>`);
      out.push(
        html`<div class="scroll" tabindex="0" role="region" aria-label="table"><table><thead><tr>${head}</tr></thead><tbody>${join(body, "\n")}</tbody></table></div>`,
      );
    } else {
      out.push(html`<p>${join(lines.map(inline), html`<br>`)}</p>`);
    }
  }
  return join(out, "\n");
}
