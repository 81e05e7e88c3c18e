/**
 * Places by name (calendar/places/search.ts): every municipality and ward by its name, its name
 * without 市 区 町 村 and its reading, exact matches before prefix matches, each tier in the
 * catalogue's rank; the world's cities by their English and katakana names; and the same answers as
 * reading every place's keys, for texts that are the key table's sections and texts that are not.
 */
import { describe, expect, it } from "vitest";
import { placeAt, placeCount, placeKeys } from "../../../calendar/places/catalogue.ts";
import { japanPlaces } from "../../../calendar/places/japan.ts";
import { searchPlaces } from "../../../calendar/places/search.ts";
import { foldedName, searchText } from "../../../calendar/places/search-text.ts";

const ids = (query: string, limit = 10): string[] => searchPlaces(query, limit).map((p) => p.id);

/** For each folded key, the ranks of the places that have it (ascending). */
const holders = new Map<string, number[]>();
for (let rank = 0; rank < placeCount(); rank++)
  for (const key of new Set(placeKeys(rank).map(foldedName))) holders.set(key, [...(holders.get(key) ?? []), rank]);

describe("searchPlaces", () => {
  it("finds every municipality and ward behind its prefecture's name, as an address writes it (東京都中央区), and only that prefecture's places", () => {
    const misses: string[] = [];
    for (const { place } of japanPlaces()) {
      if (place.kind === "capital") continue;
      const found = searchPlaces(place.prefecture! + place.label, 10);
      if (!found.some((p) => p.id === place.id) || found.some((p) => p.prefecture !== place.prefecture))
        misses.push(`${place.prefecture!}${place.label} → ${found.map((p) => p.id).join(",")}`);
    }
    expect(misses).toEqual([]);
    expect(ids("東京都中央区")).toEqual(["chuo-ku"]);
    expect(ids("北海道釧路")).toEqual(["kushiro-shi", "kushiro-cho"]);
  });

  it("finds every municipality and ward by its name, its name without 市 区 町 村 and its reading, after only the places sharing that key", () => {
    const misses: string[] = [];
    japanPlaces().forEach(({ place }, rank) => {
      if (place.kind === "capital") return;
      const queries = [place.label, place.label.slice(0, -1), place.kana!];
      for (const query of queries) {
        const before = holders.get(searchText(query))!.filter((r) => r < rank).length;
        const found = searchPlaces(query, before + 1).map((p) => p.id);
        if (found[before] !== place.id) misses.push(`${query} → ${place.id} (at ${found.indexOf(place.id)}, expected ${before})`);
      }
    });
    expect(misses).toEqual([]);
  });

  it("finds Japanese places with or without 市, by reading and in Latin letters", () => {
    expect(ids("釧路")).toEqual(["kushiro-shi", "kushiro-cho"]);
    expect(ids("釧路市")).toEqual(["kushiro-shi"]);
    expect(ids("くしろ")).toEqual(["kushiro-shi", "kushiro-cho"]);
    expect(ids("クシロ")).toEqual(["kushiro-shi", "kushiro-cho"]);
    expect(ids("kushiro")).toEqual(["kushiro-shi", "kushiro-cho"]);
    expect(ids("Kushiro-shi")).toEqual(["kushiro-shi"]);
    expect(ids("石垣")).toEqual(["ishigaki-shi"]);
    expect(ids("いしがき")).toEqual(["ishigaki-shi"]);
    expect(ids("札幌", 3)).toEqual(["sapporo", "sapporo-shi", "sapporo-shi-chuo-ku"]);
    expect(ids("sapporo-shi-chuo-ku")).toEqual(["sapporo-shi-chuo-ku"]);
    expect(ids("fuchu-shi")).toEqual(["fuchu-shi-tokyo", "fuchu-shi-hiroshima"]);
  });

  it("finds every 中央区, Tokyo's special ward among the designated cities' wards, in code order", () => {
    const found = searchPlaces("中央区", 50);
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((p) => p.label.endsWith("中央区"))).toBe(true);
    expect(found.map((p) => p.id)).toContain("chuo-ku");
    expect(found.map((p) => p.id)).toContain("sapporo-shi-chuo-ku");
    const codes = found.map((p) => p.code!);
    expect(codes).toEqual([...codes].sort());
  });

  it("finds the world's cities by English, ASCII and katakana names", () => {
    expect(ids("New York", 1)).toEqual(["new-york-city"]);
    expect(ids("new york city", 1)).toEqual(["new-york-city"]);
    expect(ids("ニューヨーク", 1)).toEqual(["new-york-city"]);
    expect(ids("にゅーよーく", 1)).toEqual(["new-york-city"]);
    expect(ids("paris", 2)).toEqual(["paris", "paris-us"]);
    expect(ids("パリ", 1)).toEqual(["paris"]);
    expect(ids("Zurich", 1)).toEqual(["zurich"]);
    expect(ids("Zürich", 1)).toEqual(["zurich"]);
    expect(ids("北京", 1)).toEqual(["beijing"]);
    expect(ids("ロンドン", 1)).toEqual(["london"]);
  });

  it("puts exact matches first, then prefixes by rank, each place once, at most `limit`", () => {
    const found = searchPlaces("sa", 20);
    expect(found).toHaveLength(20);
    expect(new Set(found).size).toBe(20);
    expect(found.slice(0, 3).map((p) => p.id)).toEqual(["sapporo", "saitama", "saga"]);
    expect(searchPlaces("東京", 1).map((p) => p.id)).toEqual(["tokyo"]);
    expect(searchPlaces("s", 3)).toHaveLength(3);
    const ranks = new Map(Array.from({ length: placeCount() }, (_, r) => [placeAt(r), r]));
    const prefixRanks = searchPlaces("kawa", 30).map((p) => ranks.get(p)!);
    expect(prefixRanks).toEqual([...prefixRanks].sort((a, b) => a - b));
  });

  it("answers nothing for an empty query, a limit of 0, or a name no place has", () => {
    expect(searchPlaces("", 10)).toEqual([]);
    expect(searchPlaces(" ・- ", 10)).toEqual([]);
    expect(searchPlaces("釧路", 0)).toEqual([]);
    expect(searchPlaces("zzzzqqq", 10)).toEqual([]);
  });

  it("answers as reading every place's keys does, for whole keys and their prefixes in every script", () => {
    // Every folded key once, sorted, with the ranks that have it: exact matches by rank, then prefix matches by rank.
    const keys = [...holders.keys()].sort();
    const reference = (text: string, limit: number): number[] => {
      const exact = holders.get(text) ?? [];
      const prefix = new Set<number>();
      let [at, hi] = [0, keys.length];
      while (at < hi) {
        const mid = (at + hi) >>> 1;
        if (keys[mid]! <= text) at = mid + 1;
        else hi = mid;
      }
      for (; at < keys.length && keys[at]!.startsWith(text); at++) for (const rank of holders.get(keys[at]!)!) prefix.add(rank);
      const more = [...prefix].filter((rank) => !exact.includes(rank)).sort((a, b) => a - b);
      return [...exact, ...more].slice(0, limit);
    };
    const queries = new Set<string>();
    for (let rank = 0; rank < placeCount(); rank += 89)
      for (const key of placeKeys(rank)) for (const length of [1, 2, 3, 5, key.length]) queries.add(foldedName(key).slice(0, length));
    queries.delete("");
    const ranks = new Map(Array.from({ length: placeCount() }, (_, r) => [placeAt(r), r]));
    const wrong = [...queries].filter((q) => {
      const found = searchPlaces(q, 12).map((p) => ranks.get(p)!);
      return JSON.stringify(found) !== JSON.stringify(reference(q, 12));
    });
    expect(queries.size).toBeGreaterThan(1500);
    expect(wrong).toEqual([]);
  });

  it("indexes names that are already in NFKC, so building the index needs no NFKC", () => {
    const changed: string[] = [];
    for (let rank = 0; rank < placeCount(); rank++) for (const key of placeKeys(rank)) if (key.normalize("NFKC") !== key) changed.push(key);
    expect(changed).toEqual([]);
  });
});
