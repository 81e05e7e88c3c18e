/**
 * CSV (`format=csv`, docs/interface.md#csv): day records as an RFC 4180 table that spreadsheets open
 * as they are (Excel needs the UTF-8 byte-order mark to read UTF-8). One header row of the
 * record's field names in schema order, one row per day.
 */
import { LITE_FIELDS, PRO_FIELDS } from "./day.ts";
import { PERIOD_ENTRIES } from "./glossary/periods.ts";
import { HASSHOUJIN, type Lang, type View } from "../calendar/names.ts";

/** `Content-Type` of a CSV body (RFC 4180 §3, with the charset it is written in). */
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** U+FEFF, the byte-order mark that tells Excel the file is UTF-8. */
export const CSV_BOM = "\uFEFF";

/** RFC 4180 §2.1: "Each record is located on a separate line, delimited by a line break (CRLF)". */
export const CSV_EOL = "\r\n";

/** How several values of one cell are joined (notes_arr labels, period labels). */
export const CSV_LIST_SEPARATOR = "・";

/** The board keys of `kyusei_board`, each with the keys of one board. */
const BOARD_COLUMNS = ["year", "month", "day"].flatMap((board) => ["center", "gooh", "anken", "ha"].map((key) => `${board}.${key}`));

/**
 * The ProDay fields that hold an object, and the paths of their values: each is a column
 * `field.path` (`eho.kan`, `kyusei_board.year.gooh`, `sun.rise`), so a spreadsheet gets one value
 * per cell rather than JSON.
 */
const NESTED_COLUMNS: Readonly<Partial<Record<string, readonly string[]>>> = {
  eho: ["kan", "direction", "degrees"],
  hasshoujin: HASSHOUJIN.map((general) => general.key),
  kyusei_board: BOARD_COLUMNS,
  sun: ["rise", "set"],
  moon: ["rise", "set"],
};

/** The columns of a view's CSV, in schema order (object fields spread into `field.key` columns); `extra` (e.g. find's `score`) follow. */
export function csvColumns(view: View, extra: readonly string[] = []): string[] {
  const fields = view === "pro" ? PRO_FIELDS.flatMap((f) => NESTED_COLUMNS[f]?.map((path) => `${f}.${path}`) ?? [f]) : LITE_FIELDS;
  return [...fields, ...extra];
}

/** The value of a column in a record: a key, or a dotted path into an object field. */
function columnValue(row: object, column: string): unknown {
  let value: unknown = row;
  for (const key of column.split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Readonly<Record<string, unknown>>)[key];
  }
  return value;
}

/**
 * RFC 4180 §2.6–2.7: a field holding a comma, a double quote or a line break is enclosed in
 * double quotes, and a double quote inside it is written twice.
 */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Each period's label (大土, 八専, …) by its id (a period's `name` in the records), and its English for `lang=en`. */
const PERIOD_LABELS: Readonly<Record<Lang, ReadonlyMap<string, string>>> = {
  ja: new Map(PERIOD_ENTRIES.map((e) => [e.id, e.label])),
  en: new Map(PERIOD_ENTRIES.map((e) => [e.id, e.en])),
};

/** What a spreadsheet reads as the start of a formula (OWASP, "CSV Injection"): `=`, `+`, `-`, `@`, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that a spreadsheet would run as a formula, neutralised as OWASP's "CSV Injection" page
 * advises: a leading `'` (the cell is then shown as text, the `'` hidden). Only text: a number the
 * service writes as a number (`-1`) is a value, never a formula, and stays as it is.
 * Source: https://owasp.org/www-community/attacks/CSV_Injection
 */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A record value as cell text, in labels like every other column (docs/interface.md#csv): notes
 * by their `label`, periods by the glossary label of their `name` (an id), the spans of
 * `rokuyou_hours` as `from-to luck`, absent as empty; text
 * that starts like a formula {@link neutralised}.
 */
export function csvCell(value: unknown, lang: Lang = "ja"): string {
  if (typeof value === "number" || typeof value === "boolean") return value.toString();
  return neutralised(cellText(value, lang));
}

/** {@link csvCell} before neutralising. */
function cellText(value: unknown, lang: Lang): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) {
    return value
      .map((item: unknown) => {
        if (typeof item !== "object" || item === null) return String(item);
        const o = item as Record<string, unknown>;
        if (typeof o.label === "string") return o.label;
        // rokuyou_hours: a span as `00:00-12:00 吉` (its luck already in the answer's language).
        if (typeof o.from === "string" && typeof o.to === "string" && typeof o.luck === "string") return `${o.from}-${o.to} ${o.luck}`;
        return typeof o.name === "string" ? (PERIOD_LABELS[lang].get(o.name) ?? o.name) : "";
      })
      .join(CSV_LIST_SEPARATOR);
  }
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? "";
}

/** The CSV text (BOM, header row, one row per record, CRLF after every row) of records with `columns`. */
export function csvTable(columns: readonly string[], rows: readonly object[], lang: Lang = "ja"): string {
  const line = (cells: readonly string[]): string => cells.map(csvField).join(",") + CSV_EOL;
  let out = CSV_BOM + line(columns);
  for (const row of rows) out += line(columns.map((c) => csvCell(columnValue(row, c), lang)));
  return out;
}

/** A descriptive, ASCII download name: `koyomi-<what>-<view>.csv` (e.g. koyomi-range-2026-01-01_2026-01-31-pro.csv). */
export function csvFileName(what: string, view: View): string {
  return `koyomi-${what.replace(/[^A-Za-z0-9._-]/g, "_")}-${view}.csv`;
}
