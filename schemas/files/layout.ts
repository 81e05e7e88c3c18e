/**
 * The generated tree (生成ファイルの配置): where the generator writes each prerendered file, the
 * bytes of its envelope, and the manifest — the one contract between the generator, the Node
 * origin, the Workers origin and the test fixtures (docs/architecture.md, "Generated tree").
 * Paths are relative to the generated root (`public/`) and use `/`.
 */
import { z } from "zod";
import { Coverage } from "../coverage.ts";

export { Coverage } from "../coverage.ts";
import { dayNumber, daysInMonth, daysInYear, isoDate, isoMonth, pad2 } from "../../calendar/time/day-number.ts";
import type { View } from "../../calendar/names.ts";

export type { View } from "../../calendar/names.ts";

/** The manifest: data version, coverage and per-file hashes. */
export const MANIFEST_PATH = "manifest.json";

/**
 * The name of the previous tree beside a generated root named `base` (`.public-previous` beside
 * `public`): where `generate` moves the old tree during its swap. After a run killed between its
 * two renames it is the only complete tree; `ensure` renames it back, and the Node server reads
 * it meanwhile (generator/files/atomic-tree.ts).
 */
export function previousTreeName(base: string): string {
  return `.${base}-previous`;
}

/** The OpenAPI document. */
export const OPENAPI_PATH = "openapi.json";

/** The glossary (docs/glossary.md): exact body of `GET /gw/glossary`, in the public lite tree. */
export const GLOSSARY_PATH = "lite/gw/glossary.json";

/** The guide for language models (docs/interface.md#ai-access-mcp-and-llmstxt): exact body of `GET /llms.txt`, in the public lite tree. */
export const LLMS_PATH = "lite/llms.txt";

/**
 * The places catalogue (calendar/places/: code, not a file) as the edge answers from it (`GET /gw/places`, `place=<id>`,
 * `tz=auto`): never written nor served, but its text is hashed into the data version like the files the edge derives
 * (generator/files/places.ts), so a change of the catalogue moves every ETag with it.
 */
export const PLACES_CATALOGUE_PATH = "lite/gw/places.txt";

/** Its media type (RFC 2046 §4.1; UTF-8, RFC 3629). */
export const LLMS_CONTENT_TYPE = "text/plain; charset=utf-8";

/**
 * Cloudflare Workers static assets: what wrangler must not upload from the generated root
 * (gitignore syntax, read from the assets directory's root; see docs/deploy.md). Only what the
 * worker reads is uploaded: the manifest, the OpenAPI document and the lite and pro trees.
 */
export const ASSETS_IGNORE_PATH = ".assetsignore";
export const ASSETS_IGNORE = ["/*", `!/${MANIFEST_PATH}`, `!/${OPENAPI_PATH}`, "!/lite/", "!/pro/", ".*", ""].join("\n");

/** Day file: exact body of `GET /gw/day/{iso}` in that view. `iso` is YYYY-MM-DD. */
export function dayFilePath(view: View, iso: string): string {
  return `${view}/gw/day/${iso}.json`;
}

/** Month file: every record of the month, one per line (`y` 1000–9999, `m` 1–12). */
export function monthFilePath(view: View, y: number, m: number): string {
  return `${view}/gw/month/${isoMonth(y, m)}.json`;
}

/** Year file: every ProDay of the year, one per line (bulk). */
export function yearFilePath(y: number): string {
  return `pro/gw/year/${y}.json`;
}

/**
 * Solar-term instants of year `y` (schemas/feed.ts `SolarTermsFile`): every 5° crossing of the
 * Sun's longitude in that JST year, to the minute; read by the calendar feed. Lite data.
 */
export function solarTermsFilePath(y: number): string {
  return `lite/gw/solar-terms/${y}.json`;
}

/**
 * Instants of year `y` (schemas/instants.ts `InstantsResponse`): the exact body of
 * `GET /gw/instants/{y}`, every 節気, 朔弦望, 土用入り and eclipse of that JST year. Lite data.
 */
export function instantsFilePath(y: number): string {
  return `lite/gw/instants/${y}.json`;
}

/**
 * The 節 of the JST years just before and after the coverage (schemas/instants.ts `OuterSetsuFile`): not an
 * answer, what the moment and birth answers stand on in the coverage's first days (before its first 節, 小寒)
 * and its last (after its last, 大雪). Lite data.
 */
export const OUTER_SETSU_PATH = "lite/gw/index/outer-setsu.json";

/**
 * The 旧暦 months of 445–2100 (docs/calendar.md §14; calendar/wareki/months-table.ts
 * `KyurekiTable` as one line of JSON): what the 和暦 conversions read, once per process or
 * isolate. The same bytes whatever the coverage. Lite data.
 */
export const KYUREKI_MONTHS_PATH = "lite/gw/index/kyureki-months.json";

/** A day file's path, read back: `{view}/gw/day/YYYY-MM-DD.json` (the digits only, not checked as a date). */
const DAY_FILE = /^(lite|pro)\/gw\/day\/([0-9]{4})-([0-9]{2})-([0-9]{2})\.json$/;

/**
 * The inverse of {@link dayFilePath}.
 * @returns view and civil date, or `null` when `path` is not a day file's path.
 */
export function parseDayFilePath(path: string): { view: View; y: number; m: number; d: number } | null {
  const match = DAY_FILE.exec(path);
  if (match === null) return null;
  return { view: match[1] as View, y: Number(match[2]), m: Number(match[3]), d: Number(match[4]) };
}

/**
 * A JSON array with one record per line: `[\n` + records joined by `,\n` + `\n]\n`.
 * Line i (1-based) holds record i followed by `,` except the last, so a reader can slice
 * records by lines without parsing JSON (see {@link splitRecordLines}).
 */
export function recordLinesFile(records: readonly string[]): string {
  return `[\n${records.join(",\n")}\n]\n`;
}

/** Records as bytes: the records joined by `,`, and where each record ends (a record-lines file without its lines). */
export interface RecordBytes {
  /** `r1,r2,...,rn` in UTF-8. */
  readonly bytes: Uint8Array;
  /** `ends[i]`: the offset just past record `i` (record `i + 1` starts after the comma there). */
  readonly ends: Uint32Array;
}

const encoder = new TextEncoder();

/** The records (JSON texts) as {@link RecordBytes} (each encoded once, into one buffer of the call's own). */
export function recordBytes(records: readonly string[]): RecordBytes {
  let chars = 0;
  for (const r of records) chars += r.length + 1;
  const buffer = new Uint8Array(chars * 3); // UTF-8: at most 3 bytes per UTF-16 unit
  const ends = new Uint32Array(records.length);
  let at = 0;
  records.forEach((r, i) => {
    if (i > 0) buffer[at++] = 0x2c; // ","
    at += encoder.encodeInto(r, buffer.subarray(at)).written;
    ends[i] = at;
  });
  return { bytes: buffer.slice(0, at), ends };
}

/**
 * The records of a record-lines file (inverse of {@link recordLinesFile}), checked against the
 * days they must hold: exactly `count` lines, line *i* the record of day `firstDay + i` (it
 * starts with `{"iso":"YYYY-MM-DD"` and ends with `}`). A file of the wrong shape counts as
 * missing: better a 404 than a body with the wrong days.
 * @param firstDay day number of the first record.
 * @returns the records as JSON texts, or `null` when the file is not of that shape.
 */
export function splitRecordLines(text: string, firstDay: number, count: number): string[] | null {
  if (!text.startsWith("[\n") || !text.endsWith("\n]\n")) return null;
  const lines = text.slice(2, -3).split("\n");
  if (lines.length !== count) return null;
  for (let i = 0; i < count; i++) {
    let line = lines[i] as string;
    if (i < count - 1) {
      if (!line.endsWith(",")) return null;
      line = line.slice(0, -1);
      lines[i] = line;
    }
    if (!line.startsWith(`{"iso":"${isoDate(firstDay + i)}"`) || !line.endsWith("}")) return null;
  }
  return lines;
}

/** The records of a month file (see {@link splitRecordLines}), or `null` when malformed. */
export function splitMonthFile(text: string, y: number, m: number): string[] | null {
  return splitRecordLines(text, dayNumber(y, m, 1), daysInMonth(y, m));
}

/** The records of a year file (every ProDay of year `y`), or `null` when malformed. */
export function splitYearFile(text: string, y: number): string[] | null {
  return splitRecordLines(text, dayNumber(y, 1, 1), daysInYear(y));
}

/** The body of a day file: `{"ok":true,"view":V,"date":D,"day":R}` with R the record's JSON. */
export function dayFileBody(view: View, iso: string, recordJson: string): string {
  return `{"ok":true,"view":"${view}","date":"${iso}","day":${recordJson}}`;
}

/** A month file's path, read back: `{view}/gw/month/YYYY-MM.json` (the digits only, not checked as a month). */
const MONTH_FILE = /^(lite|pro)\/gw\/month\/([0-9]{4})-([0-9]{2})\.json$/;

/**
 * The inverse of {@link monthFilePath}.
 * @returns view, year and month, or `null` when `path` is not a month file's path.
 */
export function parseMonthFilePath(path: string): { view: View; y: number; m: number } | null {
  const match = MONTH_FILE.exec(path);
  if (match === null) return null;
  return { view: match[1] as View, y: Number(match[2]), m: Number(match[3]) };
}

/**
 * The Pro month file of month `m`, rebuilt from the year file's text (the same bytes the generator wrote as
 * `pro/gw/month/YYYY-MM.json`: the month's record lines), or `null` when the year file is not of its shape.
 */
export function proMonthFromYear(yearText: string, y: number, m: number): string | null {
  const records = splitYearFile(yearText, y);
  if (records === null) return null;
  const first = dayNumber(y, m, 1) - dayNumber(y, 1, 1);
  return recordLinesFile(records.slice(first, first + daysInMonth(y, m)));
}

/** The day file of day `d` of a month, rebuilt from the month file's records (same bytes as the generator's). */
export function dayFileFromMonth(view: View, y: number, m: number, d: number, records: readonly string[]): string {
  return dayFileBody(view, `${isoMonth(y, m)}-${pad2(d)}`, records[d - 1] as string);
}

/** One written file's hash and size. */
export const FileEntry = z.object({
  /** SHA-256 of the file's bytes, 64 lowercase hex digits. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Size in bytes. */
  size: z.number().int().nonnegative(),
});
export type FileEntry = z.infer<typeof FileEntry>;

/** The fields of the manifest that serving needs: what the edge layer reads and checks. */
export const ManifestHead = z.object({
  /** 16 hex digits: SHA-256 over the sorted (path, sha256) list; changes whenever any generated byte changes. */
  dataVersion: z.string().regex(/^[0-9a-f]{16}$/),
  /** HTTP-date (IMF-fixdate, ASCII) of the rules' release: the `Last-Modified` of every data 200. */
  lastModified: z.string().regex(/^[\x20-\x7e]+$/),
  /** The generated years: the coverage that is served. */
  coverage: Coverage,
  /** The last year whose holidays are all confirmed by a published 暦要項 (health's `holidays_confirmed_through`). */
  holidaysConfirmedThrough: z.number().int(),
});
export type ManifestHead = z.infer<typeof ManifestHead>;

/** `manifest.json` as the generator writes it (docs/architecture.md). */
export const Manifest = ManifestHead.extend({
  /** Says the file is generated and by what. */
  generated: z.string(),
  /** The service name (schemas/service.ts). */
  service: z.string(),
  /** SHA-256 of the code that decides the bytes (generator/version.ts `codeVersion`). */
  codeVersion: z.string(),
  /** The date the data was built for (`generate --build-date`), `YYYY-MM-DD`. */
  buildDate: z.string(),
  /** How many files `files` lists. */
  fileCount: z.number().int().nonnegative(),
  /** Their bytes in all. */
  totalBytes: z.number().int().nonnegative(),
  /** Every file but the manifest itself, by path relative to the root, sorted. */
  files: z.record(z.string(), FileEntry),
});
export type Manifest = z.infer<typeof Manifest>;

/**
 * The serving fields of a manifest text (the file list is not validated: the edge never needs it).
 * @throws Error with one readable line when the text is not JSON or lacks a usable head.
 */
export function parseManifestHead(text: string): ManifestHead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${MANIFEST_PATH} is not JSON`);
  }
  const parsed = ManifestHead.safeParse(value);
  if (!parsed.success) throw new Error(`${MANIFEST_PATH} lacks a usable dataVersion, lastModified or coverage`);
  return parsed.data;
}
