/**
 * A place's row in the place table (place-table.ts, which scripts/places/ writes with these functions):
 * the text the table keeps of a municipality, a ward or a city abroad, and how its place and every key
 * it is found by are read back from it. The 47 capitals have none: place-rows.ts makes them from
 * calendar/astronomy/places.ts.
 *
 * A row is two lines, each of fields by tab, trailing empty ones left out. Its Latin line:
 * - `en`: the English name abroad; in Japan the romanized name, each word's stem and suffix by a
 *   hyphen, a ward's city and ward by a space (`Kushiro-shi`, `Sapporo-shi Chuo-ku`);
 * - abroad the ASCII name where it is not `en`;
 * - the id where it is not the slug (`placeSlug`) of the ASCII name or of `en` (the derived id): where
 *   it is the derived id and more, only the more (`-us` for `paris-us`, `-tokyo` for `fuchu-shi-tokyo`);
 * - in Japan the local government code.
 *
 * Its Japanese line:
 * - the reading: abroad the katakana name (none for many); in Japan the hiragana, each word's stem and
 *   suffix by {@link STEM_MARK}, city and ward by a space (`くしろ|し`, `さっぽろ|し ちゅうおう|く`);
 * - abroad the other names (katakana or kanji) by comma; in Japan the name, city and ward by a space
 *   (`釧路市`, `札幌市 中央区`).
 *
 * Its meta line, shared by many rows, is the country, the zone, the kind and the prefecture (none abroad).
 * A city's keys from its Latin line have initials (keyInitial) below {@link JAPANESE_INITIALS}, those
 * from its Japanese line from there up (the script checks it), so a search reads the one line.
 */
import { type NamedPlace, type PlaceKind, placeSlug } from "./place.ts";

/** What rows share: a place's country, zone, kind and prefecture. */
export interface RowMeta {
  readonly country: string;
  readonly tz: string;
  readonly kind: Exclude<PlaceKind, "capital">;
  readonly prefecture: string | null;
}

/** A row: its Latin and its Japanese line. */
export type Row = readonly [latin: string, japanese: string];

/** Between a word's reading and the reading of its suffix (市 区 町 村). */
export const STEM_MARK = "|";

/** The first initial of the keys of a city's Japanese line (U+3000, the CJK symbols, kana and ideographs after it). */
export const JAPANESE_INITIALS = "\u3000";

/** The field of an id: "" for the derived id, what follows it where the id begins with it and a hyphen, else the id. */
function idField(id: string, derived: string): string {
  return id === derived ? "" : id.startsWith(`${derived}-`) ? id.slice(derived.length) : id;
}

/** An id from its field and the derived id. */
function idFrom(field: string, derived: string): string {
  return field === "" ? derived : field.startsWith("-") ? derived + field : field;
}

/** A line's fields (index them with `?? ""`: a line leaves trailing empty ones out). */
function fields(line: string): string[] {
  return line.split("\t");
}

function trimmed(values: string[]): string {
  while (values.at(-1) === "") values.pop();
  return values.join("\t");
}

/** A place's meta line. */
export function metaLine(place: NamedPlace): string {
  return [place.country, place.tz, place.kind, place.prefecture ?? ""].join("\t");
}

/** A meta line read back. */
export function readMeta(line: string): RowMeta {
  const f = fields(line);
  return { country: f[0]!, tz: f[1]!, kind: f[2] as RowMeta["kind"], prefecture: f[3] || null };
}

/**
 * A city's row.
 * @param ascii GeoNames' ASCII name. @param others the names only searched by.
 */
export function cityRow(place: NamedPlace, ascii: string, others: readonly string[]): Row {
  const otherAscii = ascii === place.en ? "" : ascii;
  const id = idField(place.id, placeSlug(otherAscii || place.en));
  return [trimmed([place.en, otherAscii, id]), trimmed([place.kana ?? "", others.join(",")])];
}

/**
 * A municipality's or ward's row.
 * @param words its name (a ward's city and ward), each word and its reading split at the suffix's:
 * `[["札幌市", "さっぽろ", "し"], ["中央区", "ちゅうおう", "く"]]`.
 */
export function japanRow(place: NamedPlace, words: readonly (readonly [name: string, stemReading: string, suffixReading: string])[]): Row {
  const id = idField(place.id, placeSlug(place.en));
  const reading = words.map(([, stem, suffix]) => `${stem}${STEM_MARK}${suffix}`).join(" ");
  return [trimmed([place.en, "", id, place.code!]), trimmed([reading, words.map(([name]) => name).join(" ")])];
}

/** The place of a row. @param latitude @param longitude degrees north and east. */
export function rowPlace(row: Row, meta: RowMeta, latitude: number, longitude: number): NamedPlace {
  const latin = fields(row[0]);
  const japanese = fields(row[1]);
  const en = latin[0]!;
  const japan = meta.kind !== "city";
  const reading = japanese[0] ?? "";
  const kana = japan ? reading.replace(/[| ]/g, "") : reading;
  return {
    id: idFrom(latin[2] ?? "", placeSlug(latin[1] || en)),
    label: japan ? japanese[1]!.replace(" ", "") : kana || en,
    kana: kana || null,
    en,
    kind: meta.kind,
    prefecture: meta.prefecture,
    country: meta.country,
    latitude,
    longitude,
    tz: meta.tz,
    code: japan ? latin[3]! : null,
  };
}

/** A row's id, from its Latin line. */
export function rowId(latin: string): string {
  const f = fields(latin);
  return idFrom(f[2] ?? "", placeSlug(f[1] || f[0]!));
}

/**
 * A row's keys as written, in the place's order (`kind`: a city's or not; a ward is told by its two words). Abroad: the name, then the ASCII name, the katakana
 * name and the id where the row has them, then the other names; given "" for its Japanese line, a
 * city's keys of its Latin line. In Japan as calendar/places/japan.ts gives them: of each word the
 * name, the name without its suffix, the reading, the reading without the suffix's, the romanized
 * name and its stem (a ward first as one word with its city, then alone), then the id.
 */
export function rowKeys(row: Row, kind: RowMeta["kind"]): string[] {
  const latin = fields(row[0]);
  const japanese = fields(row[1]);
  const en = latin[0]!;
  const ascii = latin[1] ?? "";
  const id = latin[2] ?? "";
  const reading = japanese[0] ?? "";
  const other = japanese[1] ?? "";
  if (kind === "city") {
    // The id is a key where the row writes it.
    const keys = [en];
    if (ascii !== "") keys.push(ascii);
    if (reading !== "") keys.push(reading);
    if (id !== "") keys.push(idFrom(id, placeSlug(ascii || en)));
    return other === "" ? keys : keys.concat(other.split(","));
  }
  const names = other.split(" ");
  const readings = reading.split(" ");
  const romans = en.split(" ");
  const keys: string[] = [];
  if (romans.length === 2) {
    const [city, ward] = [japanWord(names[0]!, readings[0]!, romans[0]!), japanWord(names[1]!, readings[1]!, romans[1]!)];
    const cityWard = [city.name + ward.name, city.name + ward.stem, city.reading + ward.reading, city.reading + ward.stemReading];
    keys.push(...cityWard, `${city.roman}-${ward.roman}`, `${city.roman}-${ward.romanStem}`);
  }
  const last = romans.length - 1;
  const word = japanWord(names[last]!, readings[last]!, romans[last]!);
  keys.push(word.name, word.stem, word.reading, word.stemReading, word.roman, word.romanStem, idFrom(id, placeSlug(en)));
  return keys;
}

/** One word of a Japanese row: its name, reading (stem and suffix by {@link STEM_MARK}) and romanized name. */
function japanWord(name: string, marked: string, roman: string) {
  const mark = marked.indexOf(STEM_MARK);
  return {
    name,
    stem: name.slice(0, -1),
    reading: marked.slice(0, mark) + marked.slice(mark + 1),
    stemReading: marked.slice(0, mark),
    roman: roman.toLowerCase(),
    romanStem: roman.slice(0, roman.lastIndexOf("-")).toLowerCase(),
  };
}
