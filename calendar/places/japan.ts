/**
 * Japan's places: the 47 prefectural capitals of calendar/astronomy/places.ts (their ids and NAOJ
 * points) and every municipality and ward of calendar/places/municipality-table.ts, with their ids,
 * romanized names, search keys and the words of their names. Read from the tables on first use, once.
 * These are the rules: the catalogue does not run them per request but reads their places from
 * place-table.ts and key-table.ts, which scripts/places-tables.ts writes with them (and
 * test/calendar/places/ checks against them).
 *
 * Ids and English names (romanize.ts): each word of the reading romanized, its suffix apart:
 * 市 `shi`, 区 `ku`, 町 `machi` or `cho`, 村 `mura` or `son` as the reading has it (釧路市 `kushiro-shi`,
 * "Kushiro-shi"); a designated city's ward carries its city (札幌市中央区 `sapporo-shi-chuo-ku`,
 * "Sapporo-shi Chuo-ku"). Where municipalities share an id (府中市 of 東京都 and of 広島県, 伊達市 of
 * 北海道 and of 福島県: 90 municipalities in 41 ids), each of them takes its prefecture's English name as well
 * (`fuchu-shi-tokyo`, `fuchu-shi-hiroshima`); where two of one prefecture still share it (江差町 and
 * 枝幸町 of 北海道, both えさしちょう), each takes its code too (`esashi-cho-hokkaido-013617`). A
 * municipality's id has a hyphen and a capital's none, so none is a capital's.
 */
import { PLACES } from "../astronomy/places.ts";
import { TIMEZONE } from "../names.ts";
import { MUNICIPALITY_ROWS, PREFECTURE_ROWS } from "./municipality-table.ts";
import { capitalPlace, type CataloguedPlace, type NamedPlace, placeSlug } from "./place.ts";
import { romanize } from "./romanize.ts";

/** Japan's one zone. */

/** The readings of the suffixes: 町 and 村 are read either way, as each municipality says. */
const SUFFIX_READINGS: Readonly<Record<string, readonly string[]>> = {
  市: ["し"],
  区: ["く"],
  町: ["まち", "ちょう"],
  村: ["むら", "そん"],
};

/** One prefecture of the table. */
interface Prefecture {
  readonly name: string;
  readonly kana: string;
  readonly en: string;
  /** 地方公共団体コード, 6 digits. */
  readonly code: string;
}

/** One word of a name (a municipality, or a designated city or its ward) split at its suffix. */
export interface Word {
  readonly name: string;
  readonly kana: string;
  /** The name and the reading without the suffix. */
  readonly stem: string;
  readonly stemKana: string;
  /** Romanized: the stem and the suffix (`kushiro`, `shi`). */
  readonly romanStem: string;
  readonly romanSuffix: string;
}

/** A word and its reading split at the suffix (the last character, 市 区 町 村). */
function word(name: string, kana: string): Word {
  const suffix = name.at(-1)!;
  const reading = SUFFIX_READINGS[suffix]?.find((r) => kana.endsWith(r) && kana.length > r.length);
  if (reading === undefined) throw new Error(`${name} (${kana}): no suffix 市 区 町 村 in its reading`);
  const stemKana = kana.slice(0, -reading.length);
  return { name, kana, stem: name.slice(0, -1), stemKana, romanStem: romanize(stemKana), romanSuffix: romanize(reading) };
}

/** `Kushiro-shi`: the romanized word with a capital. */
function englishWord(w: Word): string {
  return `${w.romanStem.charAt(0).toUpperCase()}${w.romanStem.slice(1)}-${w.romanSuffix}`;
}

/** Every name a word is found by: as written, its reading and its romanization, each with and without the suffix. */
function wordKeys(w: Word): string[] {
  return [w.name, w.stem, w.kana, w.stemKana, `${w.romanStem}-${w.romanSuffix}`, w.romanStem];
}

/** The lines of a tab-separated table, each split. */
function rows(table: string): string[][] {
  return table
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => line.split("\t"));
}

/** The prefectures by JIS code (`1` … `47`). */
function prefectures(): Map<string, Prefecture> {
  return new Map(
    rows(PREFECTURE_ROWS).map(([pid, name, kana, en, code]) => [pid!, { name: name!, kana: kana!, en: en!, code: code!.padStart(6, "0") }]),
  );
}

/** A municipality or ward: its place without the id, the base of its id, its keys and its words. */
interface Municipality {
  readonly place: Omit<NamedPlace, "id">;
  readonly slug: string;
  readonly prefectureEn: string;
  readonly keys: readonly string[];
  readonly words: readonly Word[];
}

/** A place of Japan with the words of its name (a ward's city and ward; none for a capital). */
export interface JapanPlace extends CataloguedPlace {
  readonly words: readonly Word[];
}

/** One row of the municipality table. */
function municipality(row: readonly string[], prefecture: Prefecture): Municipality {
  const [code, , name, kana, latitude, longitude] = row as [string, string, string, string, string, string];
  const kanas = kana.split(" ");
  const words = name.split(" ").map((n, i) => word(n, kanas[i]!));
  const keys = words.length === 1 ? wordKeys(words[0]!) : [...joinedKeys(words), ...wordKeys(words[1]!)];
  return {
    place: {
      label: words.map((w) => w.name).join(""),
      kana: kanas.join(""),
      en: words.map(englishWord).join(" "),
      kind: words.length === 1 ? "municipality" : "ward",
      prefecture: prefecture.name,
      country: "JP",
      latitude: Number(latitude),
      longitude: Number(longitude),
      tz: TIMEZONE,
      code,
    },
    slug: words.map((w) => `${w.romanStem}-${w.romanSuffix}`).join("-"),
    prefectureEn: prefecture.en,
    keys,
    words,
  };
}

/** A ward's keys as one name with its city (札幌市中央区, 札幌市中央, and so on). */
function joinedKeys([city, ward]: readonly Word[]): string[] {
  const cityRoman = `${city!.romanStem}-${city!.romanSuffix}`;
  return [
    city!.name + ward!.name,
    city!.name + ward!.stem,
    city!.kana + ward!.kana,
    city!.kana + ward!.stemKana,
    `${cityRoman}-${ward!.romanStem}-${ward!.romanSuffix}`,
    `${cityRoman}-${ward!.romanStem}`,
  ];
}

/** The values that occur more than once. */
function sharedValues(values: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const v of values) (seen.has(v) ? shared : seen).add(v);
  return shared;
}

/** The municipalities and wards in code order, with their ids (see the module comment). */
function municipalities(byPid: ReadonlyMap<string, Prefecture>): JapanPlace[] {
  const all = rows(MUNICIPALITY_ROWS).map((row) => municipality(row, byPid.get(row[1]!)!));
  const shared = sharedValues(all.map((m) => m.slug));
  const withPrefecture = all.map((m) => (shared.has(m.slug) ? `${m.slug}-${placeSlug(m.prefectureEn)}` : m.slug));
  const stillShared = sharedValues(withPrefecture);
  return all.map((m, i) => {
    const id = stillShared.has(withPrefecture[i]!) ? `${withPrefecture[i]}-${m.place.code}` : withPrefecture[i]!;
    return { place: { id, ...m.place }, keys: [...m.keys, id], words: m.words };
  });
}

/**
 * The 47 capitals at NAOJ's points (not rounded). The reading and the code are the city's (札幌市:
 * さっぽろ, 011002); 東京 has no city, so they are 東京都's (とうきょう, 130001).
 */
function capitals(byPid: ReadonlyMap<string, Prefecture>, cities: readonly CataloguedPlace[]): JapanPlace[] {
  return PLACES.map((capital) => {
    const prefecture = byPid.get(String(Number(capital.code)))!;
    const city = cities.find(({ place }) => place.prefecture === capital.prefecture && place.label === `${capital.name}市`)?.place;
    const kana = city === undefined ? prefecture.kana.slice(0, -1) : city.kana!.slice(0, -1);
    const place = capitalPlace(capital, kana, city?.code ?? prefecture.code);
    return { place, keys: [capital.name, kana, capital.id], words: [] };
  });
}

let cache: readonly JapanPlace[] | undefined;

/** Japan's places in rank order: the capitals (JIS order), then the municipalities and wards (code order). */
export function japanPlaces(): readonly JapanPlace[] {
  if (cache === undefined) {
    const byPid = prefectures();
    const cities = municipalities(byPid);
    cache = [...capitals(byPid, cities), ...cities];
  }
  return cache;
}
