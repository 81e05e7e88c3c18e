/** Reads tables out of the project's markdown documents (docs/interface.md), for doc-vs-code tests. */
import { readFileSync } from "node:fs";

/** The repository's docs/ directory. */
export const DOCS_DIR = new URL("../../docs/", import.meta.url);

/** A document of docs/ as text. */
export function readDoc(name: string): string {
  return readFileSync(new URL(name, DOCS_DIR), "utf8");
}

/** A markdown table: its header cells and its body rows (cells trimmed, the `|---|` line dropped). */
export interface MarkdownTable {
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** The cells of one table line `| a | b |` (an empty cell is ""). */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());
}

/**
 * The first table after the heading whose text starts with `heading` (e.g. "### `youbi`"),
 * before the next heading.
 * @throws Error when there is no such heading or no table under it (the test then fails).
 */
export function tableUnder(markdown: string, heading: string): MarkdownTable {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start < 0) throw new Error(`no heading ${heading}`);
  let i = start + 1;
  while (i < lines.length && !lines[i]!.startsWith("|")) {
    if (lines[i]!.startsWith("#")) throw new Error(`no table under ${heading}`);
    i++;
  }
  if (i >= lines.length) throw new Error(`no table under ${heading}`);
  const head = cells(lines[i]!);
  const rows: string[][] = [];
  for (i += 2; i < lines.length && lines[i]!.startsWith("|"); i++) rows.push(cells(lines[i]!));
  return { head, rows };
}

/** The cells of one column of a table, by its header text. */
export function column(table: MarkdownTable, name: string): string[] {
  const index = table.head.indexOf(name);
  if (index < 0) throw new Error(`no column ${name} in ${table.head.join(" | ")}`);
  return table.rows.map((row) => row[index] ?? "");
}
