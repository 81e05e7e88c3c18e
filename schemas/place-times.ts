/**
 * Place times files (各地の出入り時刻): the `sun` and `moon` times of every day of one year at every
 * place of schemas/places.ts, written once by the generator beside the pro tree and read by the
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
 * The tree stores that text packed ({@link placeTimesPackedPath}, `YYYY.bin`, 35 % of its bytes: 62.8 MB of
 * text for 1873–2100 would be 42 % of the 150 MB a tree may take): the same first line, then every cell of
 * every day line, in order, as an 11-bit number big-endian in a run of bits (the minute of the day 0–1439, or
 * 2047 for `----`), the last byte padded with zero bits. The edge unpacks it back into the text
 * ({@link unpackPlaceTimes}); the data version hashes the text, not the packing (generator/files/manifest.ts).
 */
import { daysInYear } from "./day-number.ts";

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

/** Bits of one packed cell, and the cell value of `----`. */
const CELL_BITS = 11;
const NO_EVENT = 2047;

/**
 * Packs the text of a place times file (as {@link placeTimesFile} writes it).
 * @throws RangeError when the text is not a place times file.
 */
export function packPlaceTimes(text: string): Uint8Array {
  const headEnd = text.indexOf("\n");
  const lines = text.slice(headEnd + 1).split("\n");
  if (headEnd < 1 || lines.pop() !== "") throw new RangeError("place times: not a place times file");
  const head = new TextEncoder().encode(text.slice(0, headEnd + 1));
  const cells = lines.join("");
  if (cells.length % 4 !== 0) throw new RangeError("place times: a line is not whole cells");
  const count = cells.length / 4;
  const out = new Uint8Array(head.length + Math.ceil((count * CELL_BITS) / 8));
  out.set(head);
  let at = head.length;
  let acc = 0; // bits not yet written, `held` of them
  let held = 0;
  for (let i = 0; i < count; i++) {
    const cell = cells.slice(i * 4, i * 4 + 4);
    const value = cell === "----" ? NO_EVENT : /^[0-9]{4}$/.test(cell) ? Number(cell.slice(0, 2)) * 60 + Number(cell.slice(2)) : -1;
    if (value < 0 || (value > 1439 && value !== NO_EVENT) || Number(cell.slice(2)) > 59) {
      throw new RangeError(`place times: ${cell} is not HHMM`);
    }
    acc = (acc << CELL_BITS) | value;
    held += CELL_BITS;
    while (held >= 8) {
      held -= 8;
      out[at++] = (acc >> held) & 0xff;
    }
    acc &= (1 << held) - 1;
  }
  if (held > 0) out[at] = (acc << (8 - held)) & 0xff;
  return out;
}

/**
 * The text of a packed place times file of year `y` (the bytes {@link placeTimesFile} wrote).
 * @returns the text, or `null` when the bytes are not a packed file of that year (a malformed file counts as missing).
 */
export function unpackPlaceTimes(bytes: Uint8Array, y: number): string | null {
  const headEnd = bytes.indexOf(10);
  if (headEnd < 1) return null;
  const head = new TextDecoder().decode(bytes.subarray(0, headEnd + 1));
  const places = head.split(",").length;
  const perLine = places * 4;
  const count = daysInYear(y) * perLine;
  if (bytes.length !== headEnd + 1 + Math.ceil((count * CELL_BITS) / 8)) return null;
  const parts: string[] = [head];
  let line = "";
  let at = headEnd + 1;
  let acc = 0; // bits read but not yet used, `held` of them
  let held = 0;
  for (let i = 0; i < count; i++) {
    while (held < CELL_BITS) {
      acc = ((acc << 8) | bytes[at++]!) & 0xffffff;
      held += 8;
    }
    held -= CELL_BITS;
    const value = (acc >> held) & NO_EVENT;
    if (value === NO_EVENT) line += "----";
    else if (value > 1439) return null;
    else line += `${String(Math.floor(value / 60)).padStart(2, "0")}${String(value % 60).padStart(2, "0")}`;
    if ((i + 1) % perLine === 0) {
      parts.push(line, "\n");
      line = "";
    }
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
