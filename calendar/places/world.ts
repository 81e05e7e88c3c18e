/**
 * The world's cities of calendar/places/world-table.ts (GeoNames, CC BY 4.0), most populous first:
 * the columns read on first use, once; a city's place object made when it is asked for.
 *
 * A city's Japanese name is a guess from GeoNames' alternate names, which carry no language tags:
 * the first one (in GeoNames' order, which is by code point) written in katakana only, ー and ・
 * allowed, is its `label` and `kana` (New York City: ニューヨーク); up to two more names in katakana or
 * kanji (マンハッタン, 紐約) are only searched by. Kanji names are often Chinese (北京, 伦敦), and a
 * katakana name may be a district's; a city with no katakana name is labelled by its English name.
 * `code` is null abroad: the table does not keep GeoNames' ids.
 */
import { type NamedPlace, placeSlug } from "./place.ts";
import {
  WORLD_ASCII_NAMES,
  WORLD_COUNTRIES,
  WORLD_IDS,
  WORLD_KANA,
  WORLD_LATITUDES,
  WORLD_LONGITUDES,
  WORLD_NAMES,
  WORLD_OTHER_NAMES,
  WORLD_ZONE_INDEXES,
  WORLD_ZONES,
} from "./world-table.ts";

/** The table's columns, line i of each city i. */
interface Columns {
  readonly names: readonly string[];
  /** ASCII names, "" where it is the name. */
  readonly ascii: readonly string[];
  /** Ids, "" where it is the ASCII name's slug. */
  readonly ids: readonly string[];
  readonly kana: readonly string[];
  readonly others: readonly string[];
  readonly countries: readonly string[];
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  readonly zoneIndexes: readonly string[];
  readonly zones: readonly string[];
}

/** A column's lines (its text starts and ends with a line break). */
function lines(column: string): string[] {
  return column.slice(1, -1).split("\n");
}

/** A column of numbers. */
function numbers(column: string): Float64Array {
  const texts = lines(column);
  const out = new Float64Array(texts.length);
  for (let i = 0; i < texts.length; i++) out[i] = Number(texts[i]);
  return out;
}

let columns: Columns | undefined;

function table(): Columns {
  columns ??= {
    names: lines(WORLD_NAMES),
    ascii: lines(WORLD_ASCII_NAMES),
    ids: lines(WORLD_IDS),
    kana: lines(WORLD_KANA),
    others: lines(WORLD_OTHER_NAMES),
    countries: lines(WORLD_COUNTRIES),
    latitudes: numbers(WORLD_LATITUDES),
    longitudes: numbers(WORLD_LONGITUDES),
    zoneIndexes: lines(WORLD_ZONE_INDEXES),
    zones: lines(WORLD_ZONES),
  };
  return columns;
}

/** How many cities the table holds. */
export function worldCount(): number {
  return table().names.length;
}

/** City i's id. */
function idOf(c: Columns, i: number): string {
  return c.ids[i] || placeSlug(c.ascii[i] || c.names[i]!);
}

/**
 * The names city i is found by: its name, its ASCII name, its katakana name, its other katakana or
 * kanji names, and its id where that is not the ASCII name's slug (`paris-us`).
 */
export function worldKeys(i: number): string[] {
  const c = table();
  const keys = [c.names[i]!];
  for (const key of [c.ascii[i]!, c.kana[i]!, c.ids[i]!]) if (key !== "") keys.push(key);
  if (c.others[i] !== "") keys.push(...c.others[i]!.split(","));
  return keys;
}

/** The cities' latitudes and longitudes (degrees north and east), in table order. */
export function worldCoordinates(): { readonly latitudes: Float64Array; readonly longitudes: Float64Array } {
  return table();
}

const made: NamedPlace[] = [];

/** City i as a place. */
export function worldPlace(i: number): NamedPlace {
  const cached = made[i];
  if (cached !== undefined) return cached;
  const c = table();
  const kana = c.kana[i] || null;
  const place: NamedPlace = {
    id: idOf(c, i),
    label: kana ?? c.names[i]!,
    kana,
    en: c.names[i]!,
    kind: "city",
    prefecture: null,
    country: c.countries[i]!,
    latitude: c.latitudes[i]!,
    longitude: c.longitudes[i]!,
    tz: c.zones[Number(c.zoneIndexes[i])]!,
    code: null,
  };
  made[i] = place;
  return place;
}

let byId: Map<string, number> | undefined;

/** The index of the city with an id, or −1. */
export function worldIndexOf(id: string): number {
  if (byId === undefined) {
    const c = table();
    byId = new Map(c.names.map((_, i) => [idOf(c, i), i]));
  }
  return byId.get(id) ?? -1;
}
