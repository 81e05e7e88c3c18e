/**
 * Places by name: a query matches a place when its search spelling (search-text.ts) is one of the
 * place's keys (exact) or begins one (prefix). Exact matches come first, then prefix matches; within
 * each, the catalogue's rank (catalogue.ts: the capitals, the municipalities and wards by code, the
 * cities abroad by population). Keys: in Japan the name as written, without its 市 区 町 村, the
 * reading and the romanized name, each with and without the suffix (a ward also without its city:
 * 中央区, 中央), and the id; abroad the name, the ASCII name, the katakana name, up to two more
 * katakana or kanji names, and an id that is not the ASCII name's slug.
 *
 * A search reads the key table's sections for its text (key-index.ts): a text that is a section's
 * prefix reads only the marks and ranks of that section and those below it; any other text, the keys
 * of its longest prefix's section, at most place-layout.ts `SECTION_PLACES` places. A section lists its
 * places by rank, so a search keeps the best as it goes and stops reading one once it has enough.
 */
import { EXACT, ID, PLAIN, hasSection, longestSection, readSection, section, sectionKeys, sectionsBelow } from "./key-index.ts";
import { PLACES } from "../astronomy/places.ts";
import { handleOf, placeOf } from "./place-rows.ts";
import type { NamedPlace } from "./place.ts";
import { searchText } from "./search-text.ts";

/** The best places so far: distinct ranks ascending, at most {@link size}, none of {@link excluded}. */
class Best {
  readonly ranks: number[] = [];

  constructor(
    readonly size: number,
    readonly excluded: readonly number[] = [],
  ) {}

  /** Whether a rank would be kept: with the ranks offered in ascending order, the first that is not ends the offers. */
  wants(rank: number): boolean {
    return this.ranks.length < this.size || rank < this.ranks.at(-1)!;
  }

  offer(rank: number): void {
    const { ranks } = this;
    if (!this.wants(rank)) return;
    let at = ranks.length;
    while (at > 0 && ranks[at - 1]! > rank) at--;
    if ((at > 0 && ranks[at - 1] === rank) || this.excluded.includes(rank)) return;
    ranks.splice(at, 0, rank);
    if (ranks.length > this.size) ranks.pop();
  }
}

/**
 * The places whose keys the query is, then those whose keys it begins, best first, each once. A query that begins
 * with a prefecture's name as written (東京都中央区, 北海道釧路市) is the rest of it, among that prefecture's places.
 * @param query a name as typed: Japanese with or without 市 区 町 村, its reading in kana, or Latin letters.
 * @param limit the most places to return (the caller caps it).
 * @returns at most `limit` places; none for a query empty after folding.
 */
export function searchPlaces(query: string, limit: number): NamedPlace[] {
  const text = searchText(query);
  // 東京都中央区, 北海道釧路市: an address's prefecture first, then the name, found within that prefecture.
  const prefecture = PREFECTURES.find((name) => text.length > name.length && text.startsWith(name));
  if (prefecture === undefined) return searchByName(text, limit);
  return searchByName(text.slice(prefecture.length), PREFECTURE_SEARCH_LIMIT)
    .filter((place) => place.prefecture === prefecture)
    .slice(0, Math.max(0, limit));
}

/** The 47 prefectures' names as written (北海道, 東京都, 大阪府, 青森県 …): the folded text keeps them. */
const PREFECTURES: readonly string[] = PLACES.map((place) => place.prefecture);

/** The places searched by name behind a prefecture, to keep those in it: more than share any name (中央区: 10). */
const PREFECTURE_SEARCH_LIMIT = 1000;

/** {@link searchPlaces} by the name alone, for a folded text. */
function searchByName(text: string, limit: number): NamedPlace[] {
  if (text === "" || limit <= 0) return [];
  const exact = new Best(limit);
  let prefix: Best;
  if (hasSection(text)) {
    // Its own section marks the places with a key that is the text; every other line, and every line below, begins one.
    const own = section(text);
    for (let i = 0; i < own.marks.length && exact.wants(own.ranks[i]!); i++) if (own.marks[i] === EXACT) exact.offer(own.ranks[i]!);
    prefix = new Best(limit - exact.ranks.length, exact.ranks);
    for (let i = 0; i < own.marks.length && prefix.wants(own.ranks[i]!); i++) if (own.marks[i] === PLAIN) prefix.offer(own.ranks[i]!);
    const offer = (rank: number, mark: number): boolean => {
      if (!prefix.wants(rank)) return false;
      if (mark !== ID) prefix.offer(rank);
      return true;
    };
    for (const below of sectionsBelow(text)) readSection(below, offer);
  } else {
    const at = longestSection(text);
    if (at === null) return [];
    const { keys, ranks } = sectionKeys(at);
    for (let i = 0; i < keys.length && exact.wants(ranks[i]!); i++) if (keys[i] === text) exact.offer(ranks[i]!);
    prefix = new Best(limit - exact.ranks.length, exact.ranks);
    for (let i = 0; i < keys.length && prefix.wants(ranks[i]!); i++) {
      if (keys[i]!.length > text.length && keys[i]!.startsWith(text)) prefix.offer(ranks[i]!);
    }
  }
  return [...exact.ranks, ...prefix.ranks].map((rank) => placeOf(handleOf(rank)));
}
