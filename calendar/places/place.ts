/**
 * A named place of the catalogue (地名): a prefectural capital, a Japanese municipality (市区町村) or
 * ward (区), or a city abroad; what every one of them carries, and the shape of its id.
 */
import type { Place } from "../astronomy/places.ts";
import { TIMEZONE } from "../names.ts";

/**
 * What a place is.
 * - `capital`: one of the 47 prefectural capitals (都道府県庁所在地) of calendar/astronomy/places.ts, at
 *   NAOJ's point, with that file's id (`sapporo` … `naha`): the places whose times are prerendered.
 * - `municipality`: a 市, 町 or 村, or one of Tokyo's 23 special wards (特別区), at its office.
 * - `ward`: a ward (行政区) of a designated city (政令指定都市), at its office.
 * - `city`: a city abroad (GeoNames), national capitals included.
 */
export type PlaceKind = "capital" | "municipality" | "ward" | "city";

/** One place. */
export interface NamedPlace {
  /** Stable id, a lower-case ASCII slug ({@link PLACE_ID_PATTERN}). */
  readonly id: string;
  /** The name in Japanese as written (札幌市中央区, 釧路市, ニューヨーク), or the English name when there is none. */
  readonly label: string;
  /** The reading: hiragana for Japan (さっぽろしちゅうおうく), the katakana name abroad, null when none. */
  readonly kana: string | null;
  /** The English or romanized name (Sapporo-shi Chuo-ku, Kushiro-shi, New York City). */
  readonly en: string;
  readonly kind: PlaceKind;
  /** The prefecture (北海道 … 沖縄県) in Japan; null abroad. */
  readonly prefecture: string | null;
  /** ISO 3166-1 alpha-2 country code (JP, US …). */
  readonly country: string;
  /** Geodetic latitude, degrees north (WGS84), to 4 decimals (about 11 m). */
  readonly latitude: number;
  /** Geodetic longitude, degrees east (WGS84), to 4 decimals. */
  readonly longitude: number;
  /** The IANA time zone (Asia/Tokyo in Japan). */
  readonly tz: string;
  /**
   * In Japan the 6-digit 全国地方公共団体コード (local government code, check digit included) of the
   * municipality or ward, of the capital's city, or of 東京都 for `tokyo`; null abroad.
   */
  readonly code: string | null;
}

/** A place with the names it is found by (written as the source writes them; search normalizes them). */
export interface CataloguedPlace {
  readonly place: NamedPlace;
  readonly keys: readonly string[];
}

/** The shape of every id: lower-case ASCII letters and digits in words joined by single hyphens. */
export const PLACE_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A text as an id: lower case, every run of characters other than ASCII letters and digits one `-`,
 * none at either end (`New York City` → `new-york-city`, `St. John's` → `st-john-s`). Meant for ASCII
 * text: a letter outside ASCII is a separator (`Zürich` → `z-rich`), so callers pass an ASCII name.
 */
export function placeSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * A prefectural capital as a catalogue place: NAOJ's point, not rounded (calendar/astronomy/places.ts), with the
 * reading and the local government code of its city (東京: 東京都's), on Japan's zone.
 */
export function capitalPlace(capital: Place, kana: string, code: string): NamedPlace {
  return {
    id: capital.id,
    label: capital.name,
    kana,
    en: `${capital.id.charAt(0).toUpperCase()}${capital.id.slice(1)}`,
    kind: "capital",
    prefecture: capital.prefecture,
    country: "JP",
    latitude: capital.latitude,
    longitude: capital.longitude,
    tz: TIMEZONE,
    code,
  };
}
