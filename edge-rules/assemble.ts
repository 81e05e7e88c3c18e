/**
 * Body assembly from the prerendered files, by string and line operations only: no
 * `JSON.parse` + `JSON.stringify` per request (docs/architecture.md, "Bytes").
 *
 * - Day: the day file is the exact body.
 * - Range: month "record line" files are `"[\n" + records.join(",\n") + "\n]\n"`, so line *i*
 *   is day *i* of the month. A range body is the fixed prefix, the sliced records joined by
 *   `,`, and `]}`: byte-for-byte what `JSON.stringify` writes for the same object.
 * - Bulk: a year file with its newlines removed is exactly `"[" + records.join(",") + "]"`
 *   (JSON.stringify escapes every newline inside strings, so the only raw `\n` bytes are the
 *   separators). Bulk bodies splice those arrays into `{"ok":true,"view":"pro",...}`: `years`
 *   ascending, each once (the endpoint makes them a set), `data` keys ascending (see {@link Assembler.bulk}).
 *
 * Everything is bytes: a month file is encoded once into its records joined by `,` plus the
 * offsets where records end, so a range is a handful of copies (one run of days per month), not
 * a string join and a 200 KiB encode per request. Month records and compacted year bytes are
 * cached per (data version, file) in bounded maps; finished bodies are kept by the data endpoint
 * (`representations.ts`, per coding). A file whose shape
 * is wrong (line count, or a line that is not that day's record) counts as missing: better a 404
 * than a body with the wrong days.
 */
import type { Lang } from "../schemas/vocabulary.ts";
import { civilDate, isoDate } from "../schemas/day-number.ts";
import { dayFilePath, monthFilePath, splitMonthFile, splitYearFile, yearFilePath, type View } from "../schemas/layout.ts";
import { csvColumns, csvTable } from "../schemas/csv.ts";
import { BoundedMap } from "./lru.ts";
import { DataFileError, type Origin } from "./origin.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const COMMA = encoder.encode(",");
const RANGE_END = encoder.encode("]}");
const BULK_END = encoder.encode("}}");

/** Sizes of the assembly caches. */
export interface AssemblerOptions {
  /** Month files kept split into records (lite and pro each count). Default 96. */
  readonly maxMonthFiles?: number;
  /** Year files kept compacted as bytes. Default 24. */
  readonly maxYearFiles?: number;
  /** Bytes of finished bodies kept, in every coding, by the data endpoint (`representations.ts`). Default 64 MiB. */
  readonly maxBodyBytes?: number;
}

/** Thrown inside assembly when a file is missing or malformed; the handler answers 503 DATA_UNAVAILABLE. */
export class MissingData extends DataFileError {
  override readonly name = "MissingData";
  /** @param year the bulk year whose file is missing, when that is what failed. */
  constructor(
    path: string,
    readonly year?: number,
  ) {
    super(path, `missing or malformed data file: ${path}`);
  }
}

/** A record-line file as bytes: the records joined by `,`, and where each record ends. */
export interface RecordBytes {
  /** `r1,r2,...,rn` in UTF-8. */
  readonly bytes: Uint8Array;
  /** `ends[i]`: the offset just past record `i` (record `i + 1` starts after the comma there). */
  readonly ends: Uint32Array;
}

/** The records as {@link RecordBytes} (each encoded once). */
export function recordBytes(records: readonly string[]): RecordBytes {
  const parts = records.map((r) => encoder.encode(r));
  let length = Math.max(0, parts.length - 1);
  for (const p of parts) length += p.length;
  const bytes = new Uint8Array(length);
  const ends = new Uint32Array(parts.length);
  let at = 0;
  parts.forEach((p, i) => {
    if (i > 0) bytes[at++] = 0x2c; // ","
    bytes.set(p, at);
    at += p.length;
    ends[i] = at;
  });
  return { bytes, ends };
}

/** Records `first..last` (0-based, both included) joined by `,`: a view, no copy. */
export function recordRun(file: RecordBytes, first: number, last: number): Uint8Array {
  return file.bytes.subarray(first === 0 ? 0 : (file.ends[first - 1] as number) + 1, file.ends[last]);
}

/** The chunks as one array. */
export function concat(chunks: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const c of chunks) length += c.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}

/** A body's JSON as parsed for its CSV: the day records sit under `day`, `days` or `data` (by year). */
interface DataBody {
  readonly day?: Record<string, unknown>;
  readonly days?: Record<string, unknown>[];
  readonly data?: Record<string, Record<string, unknown>[]>;
}

/**
 * The CSV of a day, range or bulk JSON body (docs/interface.md#csv): its records, in the columns
 * of `view`. Parsed once per representation; the representation is then held.
 */
export function csvOfRecords(json: Uint8Array, view: View, lang: Lang = "ja"): Uint8Array {
  const body = JSON.parse(decoder.decode(json)) as DataBody;
  const rows = body.day ? [body.day] : (body.days ?? Object.values(body.data ?? {}).flat());
  return encoder.encode(csvTable(csvColumns(view), rows, lang));
}

/** A range body up to its first record: `…,"days":[`. */
export function rangeHead(view: View, startDay: number, endDay: number): string {
  return (
    `{"ok":true,"view":${JSON.stringify(view)},"range":{"start":${JSON.stringify(isoDate(startDay))},` +
    `"end":${JSON.stringify(isoDate(endDay))},"tz":"Asia/Tokyo"},"count":${endDay - startDay + 1},"days":[`
  );
}

/** A bulk body up to its first year: `…,"data":{`. */
export function bulkHead(years: readonly number[]): string {
  return `{"ok":true,"view":"pro","years":[${years.join(",")}],"data":{`;
}

/**
 * Reads the generated files and assembles day, range, bulk and glossary bodies (and their CSV)
 * as UTF-8 bytes, from month and year files kept in bounded caches.
 */
export class Assembler {
  readonly #origin: Origin;
  readonly #months: BoundedMap<string, RecordBytes>;
  readonly #years: BoundedMap<string, Uint8Array>;

  constructor(origin: Origin, options: AssemblerOptions = {}) {
    this.#origin = origin;
    this.#months = new BoundedMap(options.maxMonthFiles ?? 96);
    this.#years = new BoundedMap(options.maxYearFiles ?? 24);
  }

  async #text(path: string): Promise<string> {
    const text = await this.#origin.read(path);
    if (text === null) throw new MissingData(path);
    return text;
  }

  /** A generated file's text, byte for byte (the glossary, llms.txt). */
  async file(path: string): Promise<Uint8Array> {
    return encoder.encode(await this.#text(path));
  }

  /** The records of one month file, as bytes (cached). */
  async monthRecords(dataVersion: string, view: View, y: number, m: number): Promise<RecordBytes> {
    const path = monthFilePath(view, y, m);
    const key = `${dataVersion}\n${path}`;
    const cached = this.#months.get(key);
    if (cached) return cached;
    const records = splitMonthFile(await this.#text(path), y, m);
    if (records === null) throw new MissingData(path);
    const file = recordBytes(records);
    this.#months.set(key, file);
    return file;
  }

  /** The record of day number `day` in `view`, as bytes (a view into the cached month). */
  async record(dataVersion: string, view: View, day: number): Promise<Uint8Array> {
    const { y, m, d } = civilDate(day);
    return recordRun(await this.monthRecords(dataVersion, view, y, m), d - 1, d - 1);
  }

  /** One year as the compact JSON array `[r1,r2,...]`, as bytes (cached). */
  async yearArray(dataVersion: string, y: number): Promise<Uint8Array> {
    const path = yearFilePath(y);
    const key = `${dataVersion}\n${path}`;
    const cached = this.#years.get(key);
    if (cached) return cached;
    const text = await this.#origin.read(path);
    if (text === null) throw new MissingData(path, y);
    const records = splitYearFile(text, y);
    if (records === null) throw new MissingData(path, y);
    const bytes = encoder.encode(text.replaceAll("\n", ""));
    this.#years.set(key, bytes);
    return bytes;
  }

  /** The day body: the day file's bytes. */
  async day(view: View, date: string): Promise<Uint8Array> {
    return encoder.encode(await this.#text(dayFilePath(view, date)));
  }

  /** The range body for days `startDay..endDay` (both included). */
  async range(dataVersion: string, view: View, startDay: number, endDay: number): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [encoder.encode(rangeHead(view, startDay, endDay))];
    let day = startDay;
    while (day <= endDay) {
      const { y, m, d } = civilDate(day);
      const month = await this.monthRecords(dataVersion, view, y, m);
      const last = Math.min(month.ends.length, d + (endDay - day));
      if (day !== startDay) chunks.push(COMMA);
      chunks.push(recordRun(month, d - 1, last - 1)); // days d..last of this month
      day += last - d + 1;
    }
    chunks.push(RANGE_END);
    return concat(chunks);
  }

  /**
   * The bulk body for `years` (ascending, each once: endpoints/bulk.ts). `years` keeps the given
   * order; the `data` keys are ascending, exactly as `JSON.stringify` writes an object whose keys
   * are integer-like (so the body equals `JSON.stringify` of the same object).
   */
  async bulk(dataVersion: string, years: readonly number[]): Promise<Uint8Array> {
    const ascending = [...years].sort((a, b) => a - b);
    const arrays: Uint8Array[] = [];
    for (const y of ascending) arrays.push(await this.yearArray(dataVersion, y));
    const chunks: Uint8Array[] = [encoder.encode(bulkHead(years))];
    ascending.forEach((y, i) => {
      chunks.push(encoder.encode(`${i === 0 ? "" : ","}"${y}":`), arrays[i] as Uint8Array);
    });
    chunks.push(BULK_END);
    return concat(chunks);
  }
}
