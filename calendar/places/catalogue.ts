/**
 * The catalogue of places in one rank order — the 47 capitals, Japan's municipalities and wards by
 * code, the cities abroad by population — each place by its rank or its id. Ids are unique across the
 * catalogue (scripts/places/ chooses the world's clear of Japan's). The tables are read where asked
 * (place-rows.ts): a place by its id reads the ids of at most one section of the key table
 * (key-index.ts), not the rest.
 */
import { PLAIN, hasSection, longestSection, section } from "./key-index.ts";
import { handleCount, handleOf, idOf, keysOf, placeOf } from "./place-rows.ts";
import { type NamedPlace, PLACE_ID_PATTERN } from "./place.ts";

/** How many places the catalogue holds (ranks are 0 … count − 1). */
export function placeCount(): number {
  return handleCount();
}

/** The place of a rank. */
export function placeAt(rank: number): NamedPlace {
  return placeOf(handleOf(rank));
}

/** The names the place of a rank is found by, as written (search.ts folds them). */
export function placeKeys(rank: number): readonly string[] {
  return keysOf(handleOf(rank));
}

/** Per section, the ids of its lines' places, as far as they have been read. */
const sectionIds = new Map<string, string[]>();

/**
 * The place with an id (`sapporo`, `kushiro-shi`, `sapporo-shi-chuo-ku`, `new-york-city`).
 * @returns the place, or null for an unknown id.
 */
export function placeById(id: string): NamedPlace | null {
  if (!PLACE_ID_PATTERN.test(id)) return null;
  // Every place has a key, or an id line, that is its id without hyphens (scripts/places/catalogue-tables.ts):
  // in the section of that text if it has one, marked, else in the section of its longest prefix.
  const key = id.replaceAll("-", "");
  const own = hasSection(key);
  const at = own ? key : longestSection(key);
  if (at === null) return null;
  const { ranks, marks } = section(at);
  let ids = sectionIds.get(at);
  if (ids === undefined) sectionIds.set(at, (ids = []));
  for (let i = 0; i < ranks.length; i++) {
    if (own && marks[i] === PLAIN) continue;
    if ((ids[i] ??= idOf(handleOf(ranks[i]!))) === id) return placeOf(handleOf(ranks[i]!));
  }
  return null;
}
