/**
 * The catalogue of places: Japan's (japan.ts) and the world's cities (world.ts) in one rank order —
 * the 47 capitals, the municipalities and wards by code, the cities abroad by population — each
 * place by its rank or its id. Ids are unique across the catalogue (scripts/places-tables.ts chooses
 * the world's clear of Japan's). Nothing is read before it is asked for, and Japan's ids are looked
 * up without reading the world table.
 */
import { japanPlaces } from "./japan.ts";
import type { NamedPlace } from "./place.ts";
import { worldCount, worldIndexOf, worldKeys, worldPlace } from "./world.ts";

/** How many places the catalogue holds (ranks are 0 … count − 1). */
export function placeCount(): number {
  return japanPlaces().length + worldCount();
}

/** The place of a rank. */
export function placeAt(rank: number): NamedPlace {
  const japan = japanPlaces();
  return rank < japan.length ? japan[rank]!.place : worldPlace(rank - japan.length);
}

/** The names the place of a rank is found by, as written (search.ts folds them). */
export function placeKeys(rank: number): readonly string[] {
  const japan = japanPlaces();
  return rank < japan.length ? japan[rank]!.keys : worldKeys(rank - japan.length);
}

let japanById: ReadonlyMap<string, NamedPlace> | undefined;

/**
 * The place with an id (`sapporo`, `kushiro-shi`, `sapporo-shi-chuo-ku`, `new-york-city`).
 * @returns the place, or null for an unknown id.
 */
export function placeById(id: string): NamedPlace | null {
  japanById ??= new Map(japanPlaces().map(({ place }) => [place.id, place]));
  const japanese = japanById.get(id);
  if (japanese !== undefined) return japanese;
  const i = worldIndexOf(id);
  return i === -1 ? null : worldPlace(i);
}
