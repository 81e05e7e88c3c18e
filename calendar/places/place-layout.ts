/**
 * The layout of the generated place and key tables (place-table.ts, key-table.ts), shared by the
 * script that writes them (scripts/places/catalogue-tables.ts) and the modules that read them
 * (place-rows.ts, key-index.ts, nearest.ts).
 *
 * Every place has a handle: the 47 capitals (calendar/astronomy/places.ts) their ranks, 0 … 46; every
 * other place {@link CAPITAL_COUNT} + its position in the place table, where the places lie by band of
 * latitude ({@link latitudeBand}), then by longitude, then by rank. The key table files the places
 * by the prefixes of their keys ({@link SECTION_PLACES}).
 */
import { PLACES } from "../astronomy/places.ts";

/** The capitals, whose handles are their ranks. */
export const CAPITAL_COUNT = PLACES.length;

/** Base-36 digits of an index in the meta lines, and of a position. */
export const META_DIGITS = 2;
export const POSITION_DIGITS = 3;

/**
 * Rows a chunk of lines holds, and places a chunk of coordinates. A column of rows is one text, a
 * line a row, with a line {@link CHUNK_MARK} before each chunk; a column of coordinates a line a chunk.
 * (One long text each: V8 hashes every short string literal it loads, a long one not.)
 */
export const LINES_PER_CHUNK = 16;
export const COORDINATES_PER_CHUNK = 32;
export const CHUNK_MARK = "~";

/** Coordinates are whole multiples of 10⁻⁴ degree (about 11 m). */
export const UNITS_PER_DEGREE = 10_000;

/** Bands of latitude: band b holds latitudes [b − 90, b − 89)° (90° N in band 179). */
export const BAND_COUNT = 180;

/** The band of a latitude (degrees north, −90 … 90). */
export function latitudeBand(latitude: number): number {
  return Math.min(BAND_COUNT - 1, Math.max(0, Math.floor(latitude) + 90));
}

/**
 * The key table's sections (key-table.ts): the places with keys of one initial, or where that would
 * be more than {@link SECTION_PLACES}, of one prefix, one character longer at each split. A section
 * begins with a line {@link SECTION_MARK} + its prefix; a place's line is its rank less the line
 * before's (base 36; the lines by rank), then {@link EXACT_MARK} where one of its keys is the prefix;
 * a line ending in {@link ID_MARK} is a place whose id without hyphens begins with the prefix and is no key.
 */
export const SECTION_PLACES = 512;
export const SECTION_MARK = "#";
export const EXACT_MARK = "=";
export const ID_MARK = "!";
