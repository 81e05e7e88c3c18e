/**
 * Place times files (各地の出入り時刻): the `sun` and `moon` times of every day of one year at every
 * place of calendar/astronomy/places.ts, written once by the generator beside the pro tree and read by the
 * edge for `place=` (docs/interface.md#places). A ProDay carries the default place's times
 * (`tokyo`) as its last two keys; for another place the edge swaps that tail for the place's
 * (see {@link skyFragment}), so a record for Osaka is the Tokyo record with Osaka's times.
 *
 * One file per year (not per place: the static-asset file budget, docs/deploy.md). Its first
 * line is the place ids in column order, comma-separated; then one line per day of the year, in
 * day order, holding {@link CHARS_PER_PLACE} characters per place: `HHMM` (JST, the record's
 * minute) of sunrise, sunset, moonrise and moonset, `----` for an event that does not happen that
 * day (the record's `null`). Every line ends with `\n`.
 *
 * The tree stores that text packed ({@link placeTimesPackedPath}, `YYYY.bin`; see {@link packPlaceTimes}): each
 * place's times change little from one day to the next, so each day is stored as its difference from a prediction
 * from the days before, about 4 bits a cell (7.4 MB for 1873–2100, against 62.8 MB of text and 21.6 MB at 11 bits a
 * cell, the packing before). The edge unpacks it back into the text ({@link unpackPlaceTimes}); the data version
 * hashes the text, not the packing (generator/files/manifest.ts), so a packing changes no ETag.
 */
import { daysInYear } from "../../calendar/time/day-number.ts";

/** Characters of one place's times on one day: four `HHMM` or `----`. */
export const CHARS_PER_PLACE = 16;

/** The path of the times of every place in year `y`, relative to the generated root. */
export function placeTimesFilePath(y: number): string {
  return `pro/gw/place/${y}.txt`;
}

/** The path of year `y`'s place times as the tree stores them, packed (see above). */
export function placeTimesPackedPath(y: number): string {
  return `pro/gw/place/${y}.bin`;
}

/** Whether `path` is a packed place times file: a storage form of the text file, left out of the data version. */
export function isPackedPlaceTimes(path: string): boolean {
  return /^pro\/gw\/place\/[0-9]{4}\.bin$/.test(path);
}

/** The first line of a packed file: the format (version 1, 11 bits a cell, had no such line). */
const PACKED_MAGIC = "koyomi-place-times-v2\n";
/** The value of `----` in a stream (a minute of the day is 0–1439). */
const NO_EVENT = -1;
const MINUTES_PER_DAY = 1440;
/** Per event (sunrise, sunset, moonrise, moonset): the daily step predicted without two days in a row, minutes. */
const DEFAULT_STEP = [0, 0, 50, 50] as const;
/** Per event: the remainder bits of the Rice code (the Sun's residuals are 0–2 minutes, the Moon's about 0–12). */
const RICE_BITS = [1, 1, 3, 3] as const;
/** A quotient this large is an escape: the minute follows in 11 plain bits. */
const ESCAPE_QUOTIENT = 8;
const MINUTE_BITS = 11;

/**
 * One stream's predictor: the next minute from the last two (a straight line), or the last one and the event's
 * usual daily step when there is no day before it (the first day, or after a day without the event).
 */
class Predictor {
  #last = NO_EVENT;
  #before = NO_EVENT;
  #gap = 1;
  constructor(readonly step: number) {}
  /** The predicted minute (any integer; the residual is taken modulo a day), or NO_EVENT when nothing is known. */
  predict(): number {
    if (this.#last === NO_EVENT) return NO_EVENT;
    return this.#before !== NO_EVENT && this.#gap === 1 ? 2 * this.#last - this.#before : this.#last + this.#gap * this.step;
  }
  /** Takes the day's value (a minute or NO_EVENT). */
  push(value: number): void {
    if (value === NO_EVENT) {
      this.#gap++;
      return;
    }
    this.#before = this.#gap === 1 ? this.#last : NO_EVENT;
    this.#last = value;
    this.#gap = 1;
  }
}

/** `value − predicted` modulo a day, in −720..719. */
function residual(value: number, predicted: number): number {
  return ((((value - predicted) % MINUTES_PER_DAY) + MINUTES_PER_DAY + 720) % MINUTES_PER_DAY) - 720;
}

/** A growing run of bits, most significant first. */
class BitWriter {
  bytes = new Uint8Array(1 << 16);
  length = 0; // in bits
  write(value: number, bits: number): void {
    for (let i = bits - 1; i >= 0; i--) {
      if (this.length >> 3 >= this.bytes.length) {
        const grown = new Uint8Array(this.bytes.length * 2);
        grown.set(this.bytes);
        this.bytes = grown;
      }
      if ((value >> i) & 1) this.bytes[this.length >> 3]! |= 0x80 >> (this.length & 7);
      this.length++;
    }
  }
}

/** Reads a run of bits, most significant first; `null` past the end. */
class BitReader {
  at = 0; // in bits
  constructor(readonly bytes: Uint8Array) {}
  read(bits: number): number | null {
    if (this.at + bits > this.bytes.length * 8) return null;
    let value = 0;
    for (let i = 0; i < bits; i++, this.at++) value = (value << 1) | ((this.bytes[this.at >> 3]! >> (7 - (this.at & 7))) & 1);
    return value;
  }
}

/** The minute of a cell, or NO_EVENT. @throws RangeError when it is neither `HHMM` nor `----`. */
function cellValue(cell: string): number {
  if (cell === "----") return NO_EVENT;
  if (!/^([01][0-9]|2[0-3])[0-5][0-9]$/.test(cell)) throw new RangeError(`place times: ${cell} is not HHMM`);
  return Number(cell.slice(0, 2)) * 60 + Number(cell.slice(2));
}

/**
 * Packs the text of a place times file (as {@link placeTimesFile} writes it): {@link PACKED_MAGIC}, the text's
 * first line, then one stream per place and event (sunrise, sunset, moonrise, moonset), place by place in column
 * order, each day of the year in order. A day's symbol is 0 for `----`, else 1 + the zigzag of the minute's
 * residual from its stream's {@link Predictor}, in a Rice code (the quotient in unary, ones closed by a zero, then
 * {@link RICE_BITS} bits); a quotient of {@link ESCAPE_QUOTIENT} (no closing zero) is followed by the minute in 11
 * bits, as is every stream's first minute. The last byte is padded with zero bits. About 4 bits a cell against 32
 * in the text (the times change little from one day to the next).
 * @throws RangeError when the text is not a place times file.
 */
export function packPlaceTimes(text: string): Uint8Array {
  const headEnd = text.indexOf("\n");
  const lines = text.slice(headEnd + 1).split("\n");
  if (headEnd < 1 || lines.pop() !== "") throw new RangeError("place times: not a place times file");
  const placeIds = text.slice(0, headEnd).split(",");
  const width = placeIds.length * CHARS_PER_PLACE;
  if (lines.some((line) => line.length !== width)) throw new RangeError("place times: a line is not whole cells");
  const values = new Int16Array((lines.length * width) / 4);
  lines.forEach((line, day) => {
    for (let column = 0; column < width; column += 4) values[(day * width + column) / 4] = cellValue(line.slice(column, column + 4));
  });
  return packPlaceTimeValues(placeIds, values);
}

/** The minute of no event in {@link packPlaceTimeValues}. */
export const NO_TIME = NO_EVENT;

/**
 * {@link packPlaceTimes} of the times as minutes: `values[day * streams + place * 4 + event]` (streams = 4 × the
 * places; events sunrise, sunset, moonrise, moonset), a minute of the JST day or {@link NO_TIME}.
 */
export function packPlaceTimeValues(placeIds: readonly string[], values: Int16Array): Uint8Array {
  const streams = placeIds.length * 4;
  const days = values.length / streams;
  const bits = new BitWriter();
  for (let stream = 0; stream < streams; stream++) {
    const predictor = new Predictor(DEFAULT_STEP[stream % 4]!);
    const k = RICE_BITS[stream % 4]!;
    for (let day = 0; day < days; day++) {
      const value = values[day * streams + stream]!;
      const predicted = predictor.predict();
      predictor.push(value);
      if (value === NO_EVENT) {
        bits.write(0, k + 1); // quotient 0, remainder 0
        continue;
      }
      const r = predicted === NO_EVENT ? 0 : residual(value, predicted);
      const symbol = 1 + (r >= 0 ? 2 * r : -2 * r - 1);
      const quotient = predicted === NO_EVENT ? ESCAPE_QUOTIENT : Math.min(symbol >> k, ESCAPE_QUOTIENT);
      bits.write((1 << quotient) - 1, quotient);
      if (quotient === ESCAPE_QUOTIENT) bits.write(value, MINUTE_BITS);
      else bits.write(symbol & ((1 << k) - 1), k + 1); // the closing zero, then the remainder
    }
  }
  const head = new TextEncoder().encode(`${PACKED_MAGIC}${placeIds.join(",")}\n`);
  const out = new Uint8Array(head.length + Math.ceil(bits.length / 8));
  out.set(head);
  out.set(bits.bytes.subarray(0, Math.ceil(bits.length / 8)), head.length);
  return out;
}

/** `HHMM` of every minute of the day. */
const HHMM = Array.from(
  { length: MINUTES_PER_DAY },
  (_, m) => `${String(Math.floor(m / 60)).padStart(2, "0")}${String(m % 60).padStart(2, "0")}`,
);

/** The next minute of a stream (or NO_EVENT), `null` when the bits are not a packing. */
function readCell(bits: BitReader, predictor: Predictor, k: number): number | null {
  let quotient = 0;
  for (;;) {
    if (quotient === ESCAPE_QUOTIENT) {
      const value = bits.read(MINUTE_BITS);
      return value === null || value >= MINUTES_PER_DAY ? null : value;
    }
    const bit = bits.read(1);
    if (bit === null) return null;
    if (bit === 0) break;
    quotient++;
  }
  const remainder = bits.read(k);
  if (remainder === null) return null;
  const symbol = (quotient << k) | remainder;
  if (symbol === 0) return NO_EVENT;
  const predicted = predictor.predict();
  if (predicted === NO_EVENT) return null;
  const r = symbol & 1 ? (symbol - 1) / 2 : -symbol / 2;
  return (((predicted + r) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/**
 * The text of a packed place times file of year `y` (the bytes {@link placeTimesFile} wrote).
 * @returns the text, or `null` when the bytes are not a packed file of that year (a malformed file counts as missing).
 */
export function unpackPlaceTimes(bytes: Uint8Array, y: number): string | null {
  const magic = new TextEncoder().encode(PACKED_MAGIC);
  if (bytes.length < magic.length || magic.some((byte, i) => bytes[i] !== byte)) return null;
  const headEnd = bytes.indexOf(10, magic.length);
  if (headEnd < magic.length + 1) return null;
  const head = new TextDecoder().decode(bytes.subarray(magic.length, headEnd + 1));
  const streams = head.split(",").length * 4;
  const days = daysInYear(y);
  const values = new Int16Array(days * streams);
  const bits = new BitReader(bytes.subarray(headEnd + 1));
  for (let stream = 0; stream < streams; stream++) {
    const predictor = new Predictor(DEFAULT_STEP[stream % 4]!);
    for (let day = 0; day < days; day++) {
      const value = readCell(bits, predictor, RICE_BITS[stream % 4]!);
      if (value === null) return null;
      predictor.push(value);
      values[day * streams + stream] = value;
    }
  }
  if (Math.ceil(bits.at / 8) !== bits.bytes.length) return null;
  const parts: string[] = [head];
  for (let day = 0; day < days; day++) {
    let line = "";
    for (let stream = 0; stream < streams; stream++) {
      const value = values[day * streams + stream]!;
      line += value === NO_EVENT ? "----" : HHMM[value];
    }
    parts.push(line, "\n");
  }
  return parts.join("");
}

/** A time as the record holds it: "HH:MM" JST, or `null` for no event. */
export type RecordTime = string | null;

/** One day's four times at one place, in the order sunrise, sunset, moonrise, moonset. */
export type DayTimes = readonly [RecordTime, RecordTime, RecordTime, RecordTime];

/** The `HHMM` (or `----`) of a record time. */
function cell(time: RecordTime): string {
  if (time === null) return "----";
  if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(time)) throw new RangeError(`place times: ${JSON.stringify(time)} is not HH:MM`);
  return time.slice(0, 2) + time.slice(3);
}

/** The {@link CHARS_PER_PLACE} characters of one place's times on one day. */
export function placeTimesCell(times: DayTimes): string {
  return times.map(cell).join("");
}

/**
 * The file text of a year.
 * @param placeIds the places, in column order.
 * @param days one string per day of the year: the places' cells concatenated in column order.
 * @throws RangeError when the day count or a line's width is wrong.
 */
export function placeTimesFile(y: number, placeIds: readonly string[], days: readonly string[]): string {
  if (days.length !== daysInYear(y)) throw new RangeError(`place times: ${days.length} lines for the ${daysInYear(y)} days of ${y}`);
  const width = placeIds.length * CHARS_PER_PLACE;
  if (days.some((line) => line.length !== width)) throw new RangeError(`place times: a line of ${y} is not ${width} characters`);
  return `${placeIds.join(",")}\n${days.map((line) => `${line}\n`).join("")}`;
}

/** A read file: the text and where each place's column starts. */
export interface PlaceTimesYear {
  readonly text: string;
  /** Offset of the first day's line. */
  readonly body: number;
  /** Characters per day line, newline included. */
  readonly stride: number;
  /** Column of each place id (its cell's offset within a line). */
  readonly columns: ReadonlyMap<string, number>;
}

/** One day line's cells: four `HHMM` or `----` per place. */
const CELLS = /^(?:(?:[01][0-9]|2[0-3])[0-5][0-9]|----)+$/;

/**
 * Checks a file read back.
 * @returns the file with its columns, or `null` when it is not the year's (a malformed file
 *   counts as missing: better a 503 than times of the wrong days).
 */
export function parsePlaceTimesFile(text: string, y: number): PlaceTimesYear | null {
  const headEnd = text.indexOf("\n");
  if (headEnd < 1) return null;
  const ids = text.slice(0, headEnd).split(",");
  const stride = ids.length * CHARS_PER_PLACE + 1;
  const days = daysInYear(y);
  const body = headEnd + 1;
  if (text.length !== body + days * stride) return null;
  for (let i = 0; i < days; i++) {
    const at = body + i * stride;
    if (text.charCodeAt(at + stride - 1) !== 10 || !CELLS.test(text.slice(at, at + stride - 1))) return null;
  }
  return { text, body, stride, columns: new Map(ids.map((id, i) => [id, i * CHARS_PER_PLACE])) };
}

/** The JSON of one `HHMM` cell: `"HH:MM"` or `null`. */
function timeJson(text: string, at: number): string {
  return text.charCodeAt(at) === 45 /* - */ ? "null" : `"${text.slice(at, at + 2)}:${text.slice(at + 2, at + 4)}"`;
}

/**
 * A record's tail at a place on day `dayOfYear` (0-based): `"sun":{"rise":…,"set":…},"moon":{"rise":…,"set":…}`,
 * exactly what `JSON.stringify` writes for those two keys of a ProDay.
 * @returns the fragment, or `null` when the file has no column for the place.
 */
export function skyFragment(file: PlaceTimesYear, placeId: string, dayOfYear: number): string | null {
  const column = file.columns.get(placeId);
  if (column === undefined) return null;
  const at = file.body + dayOfYear * file.stride + column;
  const t = file.text;
  return `"sun":{"rise":${timeJson(t, at)},"set":${timeJson(t, at + 4)}},"moon":{"rise":${timeJson(t, at + 8)},"set":${timeJson(t, at + 12)}}`;
}
