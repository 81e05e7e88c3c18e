/**
 * The places of the `sun` and `moon` times (`place=`), for the glossary's `places` array: every
 * capital of PLACES (calendar/astronomy/places.ts) with its coordinates and origin read from there (never
 * copied), and its reading and English name from a table keyed by place id, so a place without
 * text fails the type check. docs/calendar.md §15.
 */
import { z } from "zod";
import { DEFAULT_PLACE_ID, PLACES, type PlaceId } from "../../calendar/astronomy/places.ts";
import { GlossaryId, Kana } from "./entry.ts";

/** One place of the glossary. */
export const PlaceGlossaryEntry = z
  .strictObject({
    // Published in the OpenAPI schema as it was written (a file path of its day): kept byte-identical.
    id: GlossaryId.describe("the `place=` value (schemas/places.ts)"),
    label: z.string().min(1).describe("the city's name in Japanese, as NAOJ's 各地のこよみ names it"),
    kana: Kana.describe("the city's name in hiragana"),
    en: z.string().min(1).describe("the city's name in English"),
    prefecture: z.string().min(1).describe("the prefecture whose capital it is"),
    latitude: z.number().min(-90).max(90).describe("geodetic latitude, degrees north (sea level)"),
    longitude: z.number().min(-180).max(180).describe("geodetic longitude, degrees east"),
    origin: z.enum(["naoj", "office"]).describe("naoj: NAOJ's own point; office: the prefectural office rounded to the arc-minute"),
    note: z
      .string()
      .min(1)
      .regex(/^[^\n\r]+$/, "one line")
      .describe("what the point is, in one line"),
  })
  .describe("a place whose sun and moon times the day records can give");

/** A glossary place. */
export type PlaceGlossaryEntry = z.infer<typeof PlaceGlossaryEntry>;

/** A place's reading and English name. */
type PlaceText = readonly [kana: string, en: string];

// prettier-ignore
const TEXTS: Record<PlaceId, PlaceText> = {
  sapporo: ["さっぽろ", "Sapporo"], aomori: ["あおもり", "Aomori"], morioka: ["もりおか", "Morioka"], sendai: ["せんだい", "Sendai"],
  akita: ["あきた", "Akita"], yamagata: ["やまがた", "Yamagata"], fukushima: ["ふくしま", "Fukushima"], mito: ["みと", "Mito"],
  utsunomiya: ["うつのみや", "Utsunomiya"], maebashi: ["まえばし", "Maebashi"], saitama: ["さいたま", "Saitama"], chiba: ["ちば", "Chiba"],
  tokyo: ["とうきょう", "Tokyo"], yokohama: ["よこはま", "Yokohama"], niigata: ["にいがた", "Niigata"], toyama: ["とやま", "Toyama"],
  kanazawa: ["かなざわ", "Kanazawa"], fukui: ["ふくい", "Fukui"], kofu: ["こうふ", "Kofu"], nagano: ["ながの", "Nagano"],
  gifu: ["ぎふ", "Gifu"], shizuoka: ["しずおか", "Shizuoka"], nagoya: ["なごや", "Nagoya"], tsu: ["つ", "Tsu"],
  otsu: ["おおつ", "Otsu"], kyoto: ["きょうと", "Kyoto"], osaka: ["おおさか", "Osaka"], kobe: ["こうべ", "Kobe"],
  nara: ["なら", "Nara"], wakayama: ["わかやま", "Wakayama"], tottori: ["とっとり", "Tottori"], matsue: ["まつえ", "Matsue"],
  okayama: ["おかやま", "Okayama"], hiroshima: ["ひろしま", "Hiroshima"], yamaguchi: ["やまぐち", "Yamaguchi"], tokushima: ["とくしま", "Tokushima"],
  takamatsu: ["たかまつ", "Takamatsu"], matsuyama: ["まつやま", "Matsuyama"], kochi: ["こうち", "Kochi"], fukuoka: ["ふくおか", "Fukuoka"],
  saga: ["さが", "Saga"], nagasaki: ["ながさき", "Nagasaki"], kumamoto: ["くまもと", "Kumamoto"], oita: ["おおいた", "Oita"],
  miyazaki: ["みやざき", "Miyazaki"], kagoshima: ["かごしま", "Kagoshima"], naha: ["なは", "Naha"],
};

/** What a place's point is, from its origin. */
function noteOf(id: string, origin: "naoj" | "office", prefecture: string, name: string): string {
  if (id === DEFAULT_PLACE_ID)
    return "NAOJ's Tokyo point: the site of the old Tokyo Astronomical Observatory's great meridian instrument, 港区麻布台2-1 (理科年表 各地の日出入, 各地のこよみ)";
  return origin === "naoj"
    ? `NAOJ's point in ${name} (${prefecture}), at whole arc-minutes, as 各地のこよみ prints it (理科年表 各地の日出入)`
    : `the ${prefecture} government office rounded to the whole arc-minute, standing in for NAOJ's arc-minute point in ${name} (within about 2′)`;
}

/** The 47 places in PLACES order (JIS prefecture code, 札幌 first). */
export const PLACE_ENTRIES: PlaceGlossaryEntry[] = PLACES.map((place) => {
  const [kana, en] = TEXTS[place.id];
  return {
    id: place.id,
    label: place.name,
    kana,
    en,
    prefecture: place.prefecture,
    latitude: place.latitude,
    longitude: place.longitude,
    origin: place.origin,
    note: noteOf(place.id, place.origin, place.prefecture, place.name),
  };
});
