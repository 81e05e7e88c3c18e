/**
 * Places by name: a query matches a place when its search spelling (search-text.ts) is one of the
 * place's keys (exact) or begins one (prefix). Exact matches come first, then prefix matches; within
 * each, the catalogue's rank (catalogue.ts: the capitals, the municipalities and wards by code, the
 * cities abroad by population). Keys: in Japan the name as written, without its 市 区 町 村, the
 * reading and the romanized name, each with and without the suffix (a ward also without its city:
 * 中央区, 中央), and the id; abroad the name, the ASCII name, the katakana name, up to two more
 * katakana or kanji names, and an id that is not the ASCII name's slug.
 *
 * The index is built on the first search, once, without sorting: every folded key in a bucket by
 * its first character (UTF-16 unit), in rank order, so that a search reads one bucket through and its matches
 * come out best first.
 */
import { placeAt, placeCount, placeKeys } from "./catalogue.ts";
import type { NamedPlace } from "./place.ts";
import { foldedName, searchText } from "./search-text.ts";

/** The keys that begin with one character, and the rank of each key's place; ascending ranks. */
interface Bucket {
  readonly keys: string[];
  readonly ranks: number[];
}

let index: Map<number, Bucket> | undefined;

/** Every place's folded keys (each once per place) in buckets by their first UTF-16 unit. */
function buildIndex(): Map<number, Bucket> {
  const buckets = new Map<number, Bucket>();
  const count = placeCount();
  const folded: string[] = [];
  for (let rank = 0; rank < count; rank++) {
    folded.length = 0;
    for (const key of placeKeys(rank)) {
      const text = foldedName(key);
      if (text === "" || folded.includes(text)) continue;
      folded.push(text);
      const first = text.charCodeAt(0);
      let bucket = buckets.get(first);
      if (bucket === undefined) buckets.set(first, (bucket = { keys: [], ranks: [] }));
      bucket.keys.push(text);
      bucket.ranks.push(rank);
    }
  }
  return buckets;
}

/**
 * The places whose keys the query is, then those whose keys it begins, best first, each once.
 * @param query a name as typed: Japanese with or without 市 区 町 村, its reading in kana, or Latin letters.
 * @param limit the most places to return (the caller caps it).
 * @returns at most `limit` places; none for a query empty after folding.
 */
export function searchPlaces(query: string, limit: number): NamedPlace[] {
  const text = searchText(query);
  if (text === "" || limit <= 0) return [];
  index ??= buildIndex();
  const bucket = index.get(text.charCodeAt(0));
  if (bucket === undefined) return [];
  const exact: number[] = [];
  const prefix: number[] = [];
  const { keys, ranks } = bucket;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (!key.startsWith(text)) continue;
    const list = key.length === text.length ? exact : prefix;
    if (list.at(-1) !== ranks[i]) list.push(ranks[i]!);
  }
  const found = new Set(exact);
  for (const rank of prefix) {
    if (found.size >= limit) break;
    found.add(rank);
  }
  return [...found].slice(0, limit).map(placeAt);
}
