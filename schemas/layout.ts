/**
 * Where the generator writes each prerendered file and where the edge layer reads it: the one
 * contract between the two (docs/architecture.md, "Generated tree"). Paths are relative to the
 * generated root (`public/`) and use `/`.
 */

/** The two data views. `lite` files are public; `pro` files are served only by the edge layer. */
export type View = "lite" | "pro";

/** The manifest: data version, coverage and per-file hashes. */
export const MANIFEST_PATH = "manifest.json";

/** The OpenAPI document. */
export const OPENAPI_PATH = "openapi.json";

/** The glossary (interface 1.1 §1): exact body of `GET /gw/glossary`, in the public lite tree. */
export const GLOSSARY_PATH = "lite/gw/glossary.json";

/** The directory a plain CDN serves as its root: the lite tree, never the pro one. */
export const PUBLIC_LITE_ROOT = "lite";

/** Day file: exact body of `GET /gw/day/{iso}` in that view. `iso` is YYYY-MM-DD. */
export function dayFilePath(view: View, iso: string): string {
  return `${view}/gw/day/${iso}.json`;
}

/** Month file: every record of the month, one per line. `yearMonth` is YYYY-MM. */
export function monthFilePath(view: View, yearMonth: string): string {
  return `${view}/gw/month/${yearMonth}.json`;
}

/** Year file: every ProDay of the year, one per line (bulk). */
export function yearFilePath(year: number): string {
  return `pro/gw/year/${year}.json`;
}

/**
 * A JSON array with one record per line: `[\n` + records joined by `,\n` + `\n]\n`.
 * Line i (1-based) holds record i followed by `,` except the last, so a reader can slice
 * records by lines without parsing JSON (see `recordLines`).
 */
export function recordLinesFile(records: readonly string[]): string {
  return `[\n${records.join(",\n")}\n]\n`;
}

/**
 * The records of a record-lines file, as JSON texts (inverse of `recordLinesFile`).
 * @returns the records, or `null` if the text is not in that form.
 */
export function recordLines(file: string): string[] | null {
  if (!file.startsWith("[\n") || !file.endsWith("\n]\n")) return null;
  const body = file.slice(2, -3);
  if (body === "") return [];
  return body.split(",\n");
}

/** The body of a day file: `{"ok":true,"view":V,"date":D,"day":R}` with R the record's JSON. */
export function dayFileBody(view: View, iso: string, recordJson: string): string {
  return `{"ok":true,"view":"${view}","date":"${iso}","day":${recordJson}}`;
}
