/**
 * The small Markdown subset the OpenAPI document's descriptions use, to HTML: paragraphs,
 * pipe tables, `**bold**` and `` `code` ``. Everything else is escaped text (no raw HTML ever
 * passes through), so a description cannot inject markup into the API reference page.
 */
import { esc } from "./html.ts";

/** Inline Markdown: escaped text with `code` and **bold**. */
export function inline(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith("`") && part.endsWith("`") && part.length > 1
        ? `<code>${esc(part.slice(1, -1))}</code>`
        : esc(part).replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>"),
    )
    .join("");
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
export function markdown(text: string): string {
  const out: string[] = [];
  const blocks = text.split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block.split("\n").filter((l) => l.trim() !== "");
    if (lines.length === 0) continue;
    if (lines.length >= 2 && lines.every((l) => l.trim().startsWith("|")) && /^\|?\s*-/.test(lines[1]!.trim())) {
      const head = cells(lines[0]!)
        .map((c) => `<th scope="col">${inline(c)}</th>`)
        .join("");
      const body = lines
        .slice(2)
        .map(
          (l) =>
            `<tr>${cells(l)
              .map((c) => `<td>${inline(c)}</td>`)
              .join("")}</tr>`,
        )
        .join("\n");
      out.push(
        `<div class="scroll" tabindex="0" role="region" aria-label="table"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`,
      );
    } else {
      out.push(`<p>${lines.map(inline).join("<br>")}</p>`);
    }
  }
  return out.join("\n");
}
