/**
 * The places of the place table (place-table.ts; layout in place-layout.ts) by handle: a place's rank,
 * row, coordinates and id, each read where it lies without reading the rest, and its place made once,
 * when asked for. The capitals (handles 0 … 46) are calendar/astronomy/places.ts's, with the reading
 * and the code of their cities.
 */
import { PLACES } from "../astronomy/places.ts";
import {
  BAND_COUNT,
  CAPITAL_COUNT,
  CHUNK_MARK,
  COORDINATES_PER_CHUNK,
  LINES_PER_CHUNK,
  META_DIGITS,
  POSITION_DIGITS,
  UNITS_PER_DEGREE,
} from "./place-layout.ts";
import { decodeJapanese } from "./japanese-text.ts";
import { type RowMeta, readMeta, rowId, rowKeys, rowPlace } from "./place-row.ts";
import {
  BAND_STARTS,
  CAPITAL_ROWS,
  JAPAN_PLACES,
  JAPANESE_DICTIONARY,
  PLACE_COORDINATES,
  PLACE_JAPANESE_LINES,
  PLACE_LATIN_LINES,
  PLACE_META,
  PLACE_META_INDEXES,
  PLACE_POSITIONS,
} from "./place-table.ts";
import { capitalPlace, type NamedPlace } from "./place.ts";
import { fixedAt, fixedDigits, readSigned } from "./table-digits.ts";

/** How many places the catalogue holds; handles and ranks are 0 … count − 1. */
export function handleCount(): number {
  return CAPITAL_COUNT + PLACE_POSITIONS.length / POSITION_DIGITS;
}

/** The handle of a rank. */
export function handleOf(rank: number): number {
  return rank < CAPITAL_COUNT ? rank : CAPITAL_COUNT + fixedAt(PLACE_POSITIONS, rank - CAPITAL_COUNT, POSITION_DIGITS);
}

/** The rank of a handle: found in the column of positions, which no search needs but a tie of distances. */
export function rankOf(handle: number): number {
  if (handle < CAPITAL_COUNT) return handle;
  const digits = fixedDigits(handle - CAPITAL_COUNT, POSITION_DIGITS);
  for (let at = PLACE_POSITIONS.indexOf(digits); at !== -1; at = PLACE_POSITIONS.indexOf(digits, at + 1))
    if (at % POSITION_DIGITS === 0) return CAPITAL_COUNT + at / POSITION_DIGITS;
  throw new RangeError(`no handle ${handle}`);
}

/** Whether a rank is a place of Japan's (a capital, a municipality or a ward): they come first. */
export function isJapaneseRank(rank: number): boolean {
  return rank < JAPAN_PLACES;
}

/** Where each chunk of a column of lines begins (its first row's line), found once. */
function chunkStarts(column: string): Int32Array {
  const mark = `\n${CHUNK_MARK}\n`;
  const starts = new Int32Array(Math.ceil((handleCount() - CAPITAL_COUNT) / LINES_PER_CHUNK));
  for (let c = 0, at = column.indexOf(mark); c < starts.length; c++, at = column.indexOf(mark, at + 1)) starts[c] = at + mark.length;
  return starts;
}

let latinStarts: Int32Array | undefined;
let japaneseStarts: Int32Array | undefined;

/** Position p's line in a column of lines. */
function lineAt(column: string, starts: Int32Array, p: number): string {
  let start = starts[Math.floor(p / LINES_PER_CHUNK)]!;
  for (let i = p % LINES_PER_CHUNK; i > 0; i--) start = column.indexOf("\n", start) + 1;
  return column.slice(start, column.indexOf("\n", start));
}

/** A row's Latin line (place-row.ts). @param handle a handle past the capitals. */
export function latinLine(handle: number): string {
  latinStarts ??= chunkStarts(PLACE_LATIN_LINES);
  return lineAt(PLACE_LATIN_LINES, latinStarts, handle - CAPITAL_COUNT);
}

/** A row's Japanese line, read from its code (japanese-text.ts). @param handle a handle past the capitals. */
export function japaneseLine(handle: number): string {
  japaneseStarts ??= chunkStarts(PLACE_JAPANESE_LINES);
  return decodeJapanese(lineAt(PLACE_JAPANESE_LINES, japaneseStarts, handle - CAPITAL_COUNT), JAPANESE_DICTIONARY);
}

let metaLines: readonly string[] | undefined;
const metas: RowMeta[] = [];

/** A row's meta (place-row.ts). @param handle a handle past the capitals. */
export function metaOf(handle: number): RowMeta {
  const index = fixedAt(PLACE_META_INDEXES, handle - CAPITAL_COUNT, META_DIGITS);
  metaLines ??= PLACE_META.slice(1, -1).split("\n");
  return (metas[index] ??= readMeta(metaLines[index]!));
}

/** The coordinates of a chunk, latitude and longitude (degrees north and east) of each place in turn. */
const chunkCoordinates: Float64Array[] = [];

let coordinateStarts: Int32Array | undefined;

/** Chunk c's line of coordinates (place-table.ts `PLACE_COORDINATES`). */
function coordinateLine(c: number): string {
  if (coordinateStarts === undefined) {
    // The text begins with a line break; each line ends with one.
    coordinateStarts = new Int32Array(Math.ceil((handleCount() - CAPITAL_COUNT) / COORDINATES_PER_CHUNK) + 1);
    for (let i = 0, at = 1; i < coordinateStarts.length; i++, at = PLACE_COORDINATES.indexOf("\n", at) + 1) coordinateStarts[i] = at;
  }
  return PLACE_COORDINATES.slice(coordinateStarts[c], coordinateStarts[c + 1]! - 1);
}

/** The coordinates of the places of chunk c (place-table.ts `PLACE_COORDINATES`), read once. */
function coordinateChunk(c: number): Float64Array {
  let out = chunkCoordinates[c];
  if (out === undefined) {
    const units = new Int32Array(2 * COORDINATES_PER_CHUNK);
    const count = readSigned(coordinateLine(c), units);
    out = new Float64Array(count);
    // Each a sum of whole units, divided once: the double nearest the 4-decimal degrees the sources write.
    let lat = 0;
    let lon = 0;
    for (let i = 0; i < count; i += 2) {
      lat += units[i]!;
      lon += units[i + 1]!;
      out[i] = lat / UNITS_PER_DEGREE;
      out[i + 1] = lon / UNITS_PER_DEGREE;
    }
    chunkCoordinates[c] = out;
  }
  return out;
}

/**
 * The longitude (degrees east) of the place at position `COORDINATES_PER_CHUNK` × c, the first of chunk c,
 * which its chunk writes whole: read without reading the chunk.
 */
export function chunkFirstLongitude(c: number): number {
  const units = new Int32Array(2);
  readSigned(coordinateLine(c), units);
  return units[1]! / UNITS_PER_DEGREE;
}

/** A place's latitude (degrees north). */
export function latitudeOf(handle: number): number {
  if (handle < CAPITAL_COUNT) return PLACES[handle]!.latitude;
  const p = handle - CAPITAL_COUNT;
  return coordinateChunk(Math.floor(p / COORDINATES_PER_CHUNK))[2 * (p % COORDINATES_PER_CHUNK)]!;
}

/** A place's longitude (degrees east). */
export function longitudeOf(handle: number): number {
  if (handle < CAPITAL_COUNT) return PLACES[handle]!.longitude;
  const p = handle - CAPITAL_COUNT;
  return coordinateChunk(Math.floor(p / COORDINATES_PER_CHUNK))[2 * (p % COORDINATES_PER_CHUNK) + 1]!;
}

/** The handles of band b's places (place-layout.ts `latitudeBand`), by longitude: from, to (exclusive). */
export function bandHandles(band: number): readonly [number, number] {
  if (band < 0 || band >= BAND_COUNT) return [0, 0];
  return [CAPITAL_COUNT + fixedAt(BAND_STARTS, band, POSITION_DIGITS), CAPITAL_COUNT + fixedAt(BAND_STARTS, band + 1, POSITION_DIGITS)];
}

/** A capital's reading and code, from its city (place-table.ts `CAPITAL_ROWS`). */
function capitalAt(handle: number): NamedPlace {
  const [kana, code] = CAPITAL_ROWS.slice(1, -1).split("\n")[handle]!.split("\t");
  return capitalPlace(PLACES[handle]!, kana!, code!);
}

const made: NamedPlace[] = [];

/** A handle's place, made once. */
export function placeOf(handle: number): NamedPlace {
  let place = made[handle];
  if (place === undefined) {
    place =
      handle < CAPITAL_COUNT
        ? capitalAt(handle)
        : rowPlace([latinLine(handle), japaneseLine(handle)], metaOf(handle), latitudeOf(handle), longitudeOf(handle));
    made[handle] = place;
  }
  return place;
}

/** A handle's id, without making its place. */
export function idOf(handle: number): string {
  return handle < CAPITAL_COUNT ? PLACES[handle]!.id : rowId(latinLine(handle));
}

/** A handle's keys as written, in order (place-row.ts; a capital's name, reading and id). */
export function keysOf(handle: number): string[] {
  if (handle < CAPITAL_COUNT) {
    const { label, kana, id } = placeOf(handle);
    return [label, kana!, id];
  }
  return rowKeys([latinLine(handle), japaneseLine(handle)], metaOf(handle).kind);
}
