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
 *   in the requested order (duplicates removed), `data` keys ascending (see {@link Assembler.bulk}).
 *
 * Split month lines and compacted year bytes are cached per (data version, file) in bounded
 * maps. A file whose shape is wrong (line count, or a line that is not that day's record)
 * counts as missing: better a 404 than a body with the wrong days.
 */
import { civilDate, dayNumber, daysInMonth, daysInYear, isoDate } from "../schemas/day-number.ts";
import { BoundedMap } from "./lru.ts";
import { originPaths, type Origin } from "./origin.ts";
import type { View } from "./params.ts";

const encoder = new TextEncoder();

/** Sizes of the assembly caches. */
export interface AssemblerOptions {
  /** Month files kept split into records (lite and pro each count). Default 96. */
  readonly maxMonthFiles?: number;
  /** Year files kept compacted as bytes. Default 24. */
  readonly maxYearFiles?: number;
}

/** Thrown inside assembly when a file is missing or malformed; the handler answers 404. */
export class MissingData extends Error {
  /** @param year the bulk year whose file is missing, when that is what failed. */
  constructor(
    readonly path: string,
    readonly year?: number,
  ) {
    super(`missing or malformed data file: ${path}`);
    this.name = "MissingData";
  }
}

/**
 * Splits a record-line file into its records, checking that there is one line per day and that
 * line *i* is the record of the *i*-th day (`{"iso":"YYYY-MM-DD"` prefix).
 * @param firstDay day number of the first record. @returns the records, or `null` if malformed.
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

/** Reads the generated files and assembles day, range and bulk bodies as UTF-8 bytes. */
export class Assembler {
  readonly #origin: Origin;
  readonly #months: BoundedMap<string, readonly string[]>;
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

  /** The records of one month file (cached). */
  async monthRecords(dataVersion: string, view: View, y: number, m: number): Promise<readonly string[]> {
    const path = originPaths.month(view, y, m);
    const key = `${dataVersion}\n${path}`;
    const cached = this.#months.get(key);
    if (cached) return cached;
    const records = splitRecordLines(await this.#text(path), dayNumber(y, m, 1), daysInMonth(y, m));
    if (records === null) throw new MissingData(path);
    this.#months.set(key, records);
    return records;
  }

  /** One year as the compact JSON array `[r1,r2,...]`, as bytes (cached). */
  async yearArray(dataVersion: string, y: number): Promise<Uint8Array> {
    const path = originPaths.year(y);
    const key = `${dataVersion}\n${path}`;
    const cached = this.#years.get(key);
    if (cached) return cached;
    const text = await this.#origin.read(path);
    if (text === null) throw new MissingData(path, y);
    const records = splitRecordLines(text, dayNumber(y, 1, 1), daysInYear(y));
    if (records === null) throw new MissingData(path, y);
    const bytes = encoder.encode(text.replaceAll("\n", ""));
    this.#years.set(key, bytes);
    return bytes;
  }

  /** The day body: the day file's bytes. */
  async day(view: View, date: string): Promise<Uint8Array> {
    return encoder.encode(await this.#text(originPaths.day(view, date)));
  }

  /** The range body for days `startDay..endDay` (both included). */
  async range(dataVersion: string, view: View, startDay: number, endDay: number): Promise<Uint8Array> {
    const parts: string[] = [];
    let day = startDay;
    while (day <= endDay) {
      const { y, m, d } = civilDate(day);
      const records = await this.monthRecords(dataVersion, view, y, m);
      const last = Math.min(records.length, d + (endDay - day));
      for (let i = d; i <= last; i++) parts.push(records[i - 1] as string);
      day += last - d + 1;
    }
    const head =
      `{"ok":true,"view":${JSON.stringify(view)},"range":{"start":${JSON.stringify(isoDate(startDay))},` +
      `"end":${JSON.stringify(isoDate(endDay))},"tz":"Asia/Tokyo"},"count":${parts.length},"days":[`;
    return encoder.encode(`${head}${parts.join(",")}]}`);
  }

  /**
   * The bulk body for `years` (request order, duplicates removed). `years` keeps the request
   * order; the `data` keys are ascending, exactly as `JSON.stringify` writes an object whose keys
   * are integer-like (so the body equals `JSON.stringify` of the same object).
   */
  async bulk(dataVersion: string, years: readonly number[]): Promise<Uint8Array> {
    const ascending = [...years].sort((a, b) => a - b);
    const arrays: Uint8Array[] = [];
    for (const y of ascending) arrays.push(await this.yearArray(dataVersion, y));
    const chunks: Uint8Array[] = [encoder.encode(`{"ok":true,"view":"pro","years":[${years.join(",")}],"data":{`)];
    ascending.forEach((y, i) => {
      chunks.push(encoder.encode(`${i === 0 ? "" : ","}"${y}":`), arrays[i] as Uint8Array);
    });
    chunks.push(encoder.encode("}}"));
    let length = 0;
    for (const c of chunks) length += c.length;
    const body = new Uint8Array(length);
    let offset = 0;
    for (const c of chunks) {
      body.set(c, offset);
      offset += c.length;
    }
    return body;
  }
}
