/**
 * Body assembly from the prerendered files, by byte and line operations only: no
 * `JSON.parse` + `JSON.stringify` per request (docs/architecture.md, "Bytes").
 *
 * - Records: a record-lines file (`"[\n" + records.join(",\n") + "\n]\n"`: a lite month file, a Pro year
 *   file) is read as bytes once and kept as its records joined by `,` plus the offsets where records end
 *   ({@link RecordBytes}): its newlines dropped, checked line by line (line *i* is the record of its day).
 *   A run of consecutive days is then a view into it, no copy. JSON.stringify escapes every newline inside
 *   strings, so the only raw `\n` bytes of such a file are the separators.
 * - Day: the day-file envelope around the day's record (the bytes the generator wrote as day files).
 * - Range: the fixed prefix, one run of records per file it spans, and `]}`: byte-for-byte what
 *   `JSON.stringify` writes for the same object.
 * - Bulk: a year's records joined by `,` in `[` `]` is exactly the year file with its newlines removed;
 *   bulk bodies splice those arrays into `{"ok":true,"view":"pro",...}`: `years` ascending, each once
 *   (the endpoint makes them a set), `data` keys ascending (see {@link Assembler.bulk}).
 * - `lang=en`: a month's records in English are made once from its record bytes (../represent/english-bytes.ts
 *   `EnglishRewriter`, walked as bytes: each label's English written in, the rest copied) and kept like the
 *   files, so an English range is runs of English records, not a parse and a write of the whole body.
 *
 * The record files (lite months, Pro years, English months) are kept per data version in one cache bounded by
 * bytes (least recently used first; a new data version empties it); concurrent misses of one file share one read.
 * Finished bodies are kept by the data endpoint (`held-representations.ts`, per coding). A file whose shape is wrong
 * (line count, or a line that is not that day's record) counts as missing: better a 404 than a body with the
 * wrong days.
 */
import type { Lang } from "../../calendar/names.ts";
import { civilDate, dayNumber, daysInMonth, daysInYear, isoDate } from "../../calendar/time/day-number.ts";
import { dayFileBody, monthFilePath, type RecordBytes, yearFilePath, type View } from "../../schemas/files/layout.ts";
import { csvColumns, csvTable } from "../../schemas/csv.ts";
import { cutBytes } from "../http/byte-slab.ts";
import { EnglishRewriter } from "../represent/english-bytes.ts";
import { BoundedMap } from "./lru.ts";
import { isPromise } from "../http/maybe-promise.ts";
import { DataFileError, type Origin } from "./origin.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const COMMA = encoder.encode(",");
const RANGE_END = encoder.encode("]}");
const BULK_END = encoder.encode("}}");
const ARRAY_START = encoder.encode("[");
const ARRAY_END = encoder.encode("]");
const DAY_END = encoder.encode("}");

/**
 * Month file paths by view and month, made once: a path built per request is a new string whose hash the cache
 * lookup computes again every time; a kept one carries its hash (at most two views × the coverage's months).
 */
const MONTH_PATHS = new Map<number, string>();

/** {@link monthFilePath}, kept. */
function monthPathOf(view: View, y: number, m: number): string {
  const id = (y * 12 + m) * 2 + (view === "pro" ? 1 : 0);
  let path = MONTH_PATHS.get(id);
  if (path === undefined) {
    path = monthFilePath(view, y, m);
    MONTH_PATHS.set(id, path);
  }
  return path;
}

/** A record file and the day number of its first record. */
interface Holding {
  readonly file: RecordBytes;
  readonly firstDay: number;
}

/** {@link Holding} of a file, now or when it is read. */
function holding(file: RecordBytes | Promise<RecordBytes>, firstDay: number): Holding | Promise<Holding> {
  return isPromise(file) ? file.then((f) => ({ file: f, firstDay })) : { file, firstDay };
}

/** The day-file envelope's bytes (schemas/files/layout.ts `dayFileBody`) before and after the date, per view, made once. */
interface Envelope {
  readonly head: Uint8Array;
  /** From the date's closing quote to the record (the envelope's final "}" is {@link DAY_END}). */
  readonly mid: Uint8Array;
}

/** A character no ISO date has, marking where the date goes in the envelope. */
const DATE_MARK = "\u0000";
const ENVELOPES = new Map<View, Envelope>();

function envelopeOf(view: View): Envelope {
  let envelope = ENVELOPES.get(view);
  if (envelope === undefined) {
    const shell = dayFileBody(view, DATE_MARK, "");
    const at = shell.indexOf(DATE_MARK);
    envelope = { head: encoder.encode(shell.slice(0, at)), mid: encoder.encode(shell.slice(at + 1, -1)) };
    ENVELOPES.set(view, envelope);
  }
  return envelope;
}

/**
 * The day-file envelope around a record, cut from a slab (byte-slab.ts) and without a string: the envelope's bytes,
 * the date's characters (an ISO date is ASCII: its bytes are its characters), the record, "}".
 */
function dayEnvelope(view: View, date: string, record: Uint8Array): Uint8Array {
  const { head, mid } = envelopeOf(view);
  const body = cutBytes(head.length + date.length + mid.length + record.length + DAY_END.length);
  body.set(head);
  let at = head.length;
  for (let i = 0; i < date.length; i++) body[at++] = date.charCodeAt(i);
  body.set(mid, at);
  at += mid.length;
  body.set(record, at);
  body.set(DAY_END, at + record.length);
  return body;
}

/** Default bytes of record files kept: a handful of years, small enough for a Workers isolate (128 MB). */
export const DEFAULT_RECORD_BYTES = 24 * 1024 * 1024;

/** The assembly caches' sizes, and the rewriter of English months. */
export interface AssemblerOptions {
  /** The record files kept; default a {@link RecordCache} of {@link DEFAULT_RECORD_BYTES}. */
  readonly records?: RecordCache;
  /** Bytes of finished bodies kept, in every coding, by the data endpoint (`held-representations.ts`). Default 64 MiB. */
  readonly maxBodyBytes?: number;
  /** The rewriter of English months (the handler's, handler.ts); default one of its own (its buffer made on first use). */
  readonly english?: EnglishRewriter;
}

/** What {@link RecordCache.stats} reports: record files answered from memory and read (or translated). */
export interface RecordCacheStats {
  readonly hits: number;
  readonly misses: number;
  /** Record files held, and their bytes, never above `maxBytes`. */
  readonly files: number;
  readonly bytes: number;
  readonly maxBytes: number;
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

const NEWLINE = 0x0a;
const RECORD_START = encoder.encode('{"iso":"');

/** Whether `bytes` at `at` hold `{"iso":"<iso>"`. */
function startsRecord(bytes: Uint8Array, at: number, iso: string): boolean {
  for (let k = 0; k < RECORD_START.length; k++) if (bytes[at + k] !== RECORD_START[k]) return false;
  at += RECORD_START.length;
  for (let k = 0; k < iso.length; k++) if (bytes[at + k] !== iso.charCodeAt(k)) return false;
  return bytes[at + iso.length] === 0x22; // the closing quote
}

/**
 * A record-lines file's bytes as {@link RecordBytes}, checked against the days it must hold (the bytes
 * version of schemas/files/layout.ts `splitRecordLines`): exactly `count` lines between `[` and `]`, line *i* the
 * record of day `firstDay + i` (it starts with `{"iso":"YYYY-MM-DD"` and ends with `}`).
 * @returns `null` when the file is not of that shape.
 */
export function recordLinesBytes(file: Uint8Array, firstDay: number, count: number): RecordBytes | null {
  const n = file.length;
  if (n < 5 || file[0] !== 0x5b || file[1] !== NEWLINE || file[n - 3] !== NEWLINE || file[n - 2] !== 0x5d || file[n - 1] !== NEWLINE) {
    return null;
  }
  const last = n - 3; // the newline before `]`
  const bytes = new Uint8Array(Math.max(0, last - 2 - (count - 1)));
  const ends = new Uint32Array(count);
  let at = 0;
  let from = 2;
  for (let i = 0; i < count; i++) {
    const newline = file.indexOf(NEWLINE, from);
    const end = i < count - 1 ? newline - 1 : newline; // a line but the last ends with `,`
    if (newline < 0 || (i < count - 1 ? newline >= last || file[end] !== 0x2c : newline !== last)) return null;
    if (end - from < 2 || file[end - 1] !== 0x7d || !startsRecord(file, from, isoDate(firstDay + i))) return null;
    if (i > 0) bytes[at++] = 0x2c;
    bytes.set(file.subarray(from, end), at);
    at += end - from;
    ends[i] = at;
    from = newline + 1;
  }
  return at === bytes.length ? { bytes, ends } : null;
}

/** Records `first..last` (0-based, both included) joined by `,`: a view, no copy. */
export function recordRun(file: RecordBytes, first: number, last: number): Uint8Array {
  return file.bytes.subarray(first === 0 ? 0 : (file.ends[first - 1] as number) + 1, file.ends[last]);
}

/** Records `first..last` of `file` as a file of their own (a view of the bytes, the offsets moved). */
function recordSlice(file: RecordBytes, first: number, last: number): RecordBytes {
  const start = first === 0 ? 0 : (file.ends[first - 1] as number) + 1;
  return { bytes: file.bytes.subarray(start, file.ends[last]), ends: file.ends.slice(first, last + 1).map((end) => end - start) };
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

/** A range body up to its first record: `…,"days":[`; `named`, the rules it names after its view (day-rules.ts), or "". */
export function rangeHead(view: View, startDay: number, endDay: number, named = ""): string {
  return (
    `{"ok":true,"view":${JSON.stringify(view)},${named === "" ? "" : `${named},`}"range":{"start":${JSON.stringify(isoDate(startDay))},` +
    `"end":${JSON.stringify(isoDate(endDay))},"tz":"Asia/Tokyo"},"count":${endDay - startDay + 1},"days":[`
  );
}

/** A bulk body up to its first year: `…,"data":{`; `named`, the rules it names (day-rules.ts), or "". */
export function bulkHead(years: readonly number[], named = ""): string {
  return `{"ok":true,"view":"pro",${named === "" ? "" : `${named},`}"years":[${years.join(",")}],"data":{`;
}

/**
 * The record files of one data version (lite months, Pro years, months in English) by key, bounded by bytes
 * (least recently used first); a new data version empties it. Concurrent misses of one key share one making.
 */
export class RecordCache {
  readonly #files: BoundedMap<string, RecordBytes>;
  readonly #loading = new Map<string, Promise<RecordBytes>>();
  #version = "";
  #hits = 0;
  #misses = 0;

  /** @param maxBytes bytes of records kept (each file's bytes, offsets and key). */
  constructor(readonly maxBytes: number = DEFAULT_RECORD_BYTES) {
    this.#files = new BoundedMap(maxBytes, (file, key) => file.bytes.length + file.ends.byteLength + 2 * key.length);
  }

  /** Files answered from memory and made, and the size held. */
  stats(): RecordCacheStats {
    return { hits: this.#hits, misses: this.#misses, files: this.#files.size, bytes: this.#files.weight, maxBytes: this.maxBytes };
  }

  /** The file of `key` in `dataVersion`: held, else made by `make` (once, however many ask meanwhile) and kept. */
  get(dataVersion: string, key: string, make: () => Promise<RecordBytes>): RecordBytes | Promise<RecordBytes> {
    if (dataVersion !== this.#version) {
      // A regeneration: the files held belong to the old data version.
      this.#files.clear();
      this.#version = dataVersion;
    }
    const held = this.#files.get(key);
    if (held !== undefined) {
      this.#hits++;
      return held;
    }
    const keyed = `${dataVersion}\n${key}`;
    let loading = this.#loading.get(keyed);
    if (loading === undefined) {
      this.#misses++;
      loading = make()
        .then((file) => {
          if (this.#version === dataVersion) this.#files.set(key, file);
          return file;
        })
        .finally(() => this.#loading.delete(keyed));
      this.#loading.set(keyed, loading);
    }
    return loading;
  }
}

/**
 * Reads the generated files and assembles day, range, bulk and glossary bodies (and their CSV)
 * as UTF-8 bytes, from record files kept in a bounded cache.
 */
export class Assembler {
  readonly #origin: Origin;
  readonly #records: RecordCache;
  readonly #english: EnglishRewriter;

  constructor(origin: Origin, options: AssemblerOptions = {}) {
    this.#origin = origin;
    this.#records = options.records ?? new RecordCache();
    this.#english = options.english ?? new EnglishRewriter();
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

  /** A record-lines file of the tree, read as bytes and checked (`year`: the bulk year it serves, for the 503). */
  async #recordFile(path: string, firstDay: number, count: number, year?: number): Promise<RecordBytes> {
    // An origin may serve only binary files as bytes (origin.ts): then the text, encoded.
    let bytes = await this.#origin.bytes(path);
    if (bytes === null) {
      const text = await this.#origin.read(path);
      bytes = text === null ? null : encoder.encode(text);
    }
    const file = bytes === null ? null : recordLinesBytes(bytes, firstDay, count);
    if (file === null) throw new MissingData(path, year);
    return file;
  }

  /** A Pro year's records: the year file (also the bulk's array). */
  #year(dataVersion: string, y: number): RecordBytes | Promise<RecordBytes> {
    const path = yearFilePath(y);
    return this.#records.get(dataVersion, path, () => this.#recordFile(path, dayNumber(y, 1, 1), daysInYear(y), y));
  }

  /** The records of one month in Japanese: the lite month file, or the Pro year file's lines of that month. */
  async #month(dataVersion: string, view: View, y: number, m: number): Promise<RecordBytes> {
    if (view === "pro") {
      const first = dayNumber(y, m, 1) - dayNumber(y, 1, 1);
      return recordSlice(await this.#year(dataVersion, y), first, first + daysInMonth(y, m) - 1);
    }
    return this.#liteMonth(dataVersion, view, y, m);
  }

  /** A lite month file's records (held: no promise). */
  #liteMonth(dataVersion: string, view: View, y: number, m: number): RecordBytes | Promise<RecordBytes> {
    const path = monthPathOf(view, y, m);
    return this.#records.get(dataVersion, path, () => this.#recordFile(path, dayNumber(y, m, 1), daysInMonth(y, m)));
  }

  /** The records of one month in English (made from the Japanese ones, then kept). */
  #englishMonth(dataVersion: string, view: View, y: number, m: number): RecordBytes | Promise<RecordBytes> {
    const path = monthPathOf(view, y, m);
    return this.#records.get(dataVersion, `en\n${path}`, async () => {
      const month = await this.#month(dataVersion, view, y, m);
      const english = this.#english.records(month.bytes);
      if (english.ends.length !== month.ends.length) throw new MissingData(path);
      return english;
    });
  }

  /** The record file holding day `day` of `view` in `lang`, with the day number of its first record. */
  #holding(dataVersion: string, view: View, day: number, lang: Lang): Holding | Promise<Holding> {
    const { y, m } = civilDate(day);
    if (lang === "en") return holding(this.#englishMonth(dataVersion, view, y, m), dayNumber(y, m, 1));
    if (view === "pro") return holding(this.#year(dataVersion, y), dayNumber(y, 1, 1));
    // lite in Japanese: its month file (held: no promise, and none for the caller to wait on)
    return holding(this.#liteMonth(dataVersion, view, y, m), dayNumber(y, m, 1));
  }

  /** The records of one month file, as bytes (cached). */
  monthRecords(dataVersion: string, view: View, y: number, m: number): Promise<RecordBytes> {
    return this.#month(dataVersion, view, y, m);
  }

  /** The record of day number `day` in `view`, as bytes (a view into the cached file). */
  async record(dataVersion: string, view: View, day: number): Promise<Uint8Array> {
    const { file, firstDay } = await this.#holding(dataVersion, view, day, "ja");
    return recordRun(file, day - firstDay, day - firstDay);
  }

  /**
   * The day body of day number `day` (`date`, its YYYY-MM-DD) in `dataVersion`: the day-file envelope around the
   * day's record (`{"ok":true,"view":…,"date":…,"day":…}`), without a promise when its record file is held.
   */
  dayBody(dataVersion: string, view: View, date: string, day: number): Uint8Array | Promise<Uint8Array> {
    const held = this.#holding(dataVersion, view, day, "ja");
    if (isPromise(held)) return held.then((h) => dayEnvelope(view, date, recordRun(h.file, day - h.firstDay, day - h.firstDay)));
    return dayEnvelope(view, date, recordRun(held.file, day - held.firstDay, day - held.firstDay));
  }

  /** The runs of records of days `startDay..endDay` (both included), in `lang`: one per record file spanned (views, no copy). */
  runs(dataVersion: string, view: View, startDay: number, endDay: number, lang: Lang = "ja"): Promise<Uint8Array[]> {
    return this.#runs(dataVersion, view, startDay, endDay, lang);
  }

  async #runs(dataVersion: string, view: View, startDay: number, endDay: number, lang: Lang): Promise<Uint8Array[]> {
    const runs: Uint8Array[] = [];
    for (let day = startDay; day <= endDay;) {
      const { file, firstDay } = await this.#holding(dataVersion, view, day, lang);
      const first = day - firstDay;
      const last = Math.min(file.ends.length - 1, first + (endDay - day));
      runs.push(recordRun(file, first, last));
      day += last - first + 1;
    }
    return runs;
  }

  /** The range body for days `startDay..endDay` (both included), its records in `lang` (the head is the caller's to translate). */
  async range(dataVersion: string, view: View, startDay: number, endDay: number, lang: Lang = "ja"): Promise<Uint8Array> {
    const runs = await this.#runs(dataVersion, view, startDay, endDay, lang);
    const chunks: Uint8Array[] = [encoder.encode(rangeHead(view, startDay, endDay))];
    runs.forEach((run, i) => chunks.push(...(i === 0 ? [run] : [COMMA, run])));
    chunks.push(RANGE_END);
    return concat(chunks);
  }

  /**
   * The bulk body for `years` (ascending, each once: endpoints/bulk.ts), its records in `lang`. `years` keeps the
   * given order; the `data` keys are ascending, exactly as `JSON.stringify` writes an object whose keys are
   * integer-like (so the body equals `JSON.stringify` of the same object).
   */
  async bulk(dataVersion: string, years: readonly number[], lang: Lang = "ja"): Promise<Uint8Array> {
    const ascending = [...years].sort((a, b) => a - b);
    const chunks: Uint8Array[] = [encoder.encode(bulkHead(years))];
    for (const [i, y] of ascending.entries()) {
      // A year's file that fails throws MissingData naming the year (for the 503: endpoints/bulk.ts).
      const runs = await this.#runs(dataVersion, "pro", dayNumber(y, 1, 1), dayNumber(y, 12, 31), lang);
      chunks.push(encoder.encode(`${i === 0 ? "" : ","}"${y}":`), ARRAY_START);
      runs.forEach((run, k) => chunks.push(...(k === 0 ? [run] : [COMMA, run])));
      chunks.push(ARRAY_END);
    }
    chunks.push(BULK_END);
    return concat(chunks);
  }
}
