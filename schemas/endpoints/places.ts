/**
 * `GET /gw/places?q=` and `gw.php?fn=places&q=` (docs/interface.md#places): the places catalogue (calendar/places/) by
 * name — the ids `place=` takes on day, range, bulk, moment and birth — with the sources and licences of the rows given.
 */
import { z } from "zod";
import type { PlaceKind } from "../../calendar/places/place.ts";
import type { EndpointContract } from "../endpoint.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { checked, CONDITIONAL, invalidAs, param, PLACES_PATH, TOKEN } from "../parameters.ts";

/** The kinds of place (calendar/places/place.ts `PlaceKind`), in the catalogue's rank order. */
export const PLACE_KINDS = ["capital", "municipality", "ward", "city"] as const satisfies readonly PlaceKind[];

/** The most characters `q` may have. */
export const PLACES_QUERY_MAX = 100;

/** `limit`: how many places an answer lists. */
export const PLACES_LIMIT = { min: 1, max: 50, default: 10 } as const;

/** `q`: a place's name as people type it. */
export const PLACES_QUERY = checked(
  param(
    "PlacesQuery",
    "q",
    "query",
    z.string().min(1).max(PLACES_QUERY_MAX),
    `A place's name, or its beginning (at most ${PLACES_QUERY_MAX} characters): in Japanese with or without 市 区 町 村 (釧路, 釧路市, 中央区), its reading in hiragana or katakana (くしろ, ニューヨーク), or in Latin letters (Kushiro, New York, paris), or an id. Compared after folding: NFKC, lower case, katakana as hiragana, without spaces, hyphens, dots and apostrophes. Percent-encode it as UTF-8 (\`q=%E9%87%A7%E8%B7%AF\` is 釧路). Required; one that folds to nothing is 400 INVALID_PARAMETER.`,
    true,
  ),
  {
    required: invalidAs(`q is required: a place's name (釧路, くしろ, Kushiro, New York), at most ${PLACES_QUERY_MAX} characters`),
    invalid: invalidAs(`q must be a place's name of 1 to ${PLACES_QUERY_MAX} characters`),
  },
);

/** `limit`: the most places listed. */
export const PLACES_LIMIT_PARAM = param(
  "PlacesLimit",
  "limit",
  "query",
  z.int().min(PLACES_LIMIT.min).max(PLACES_LIMIT.max),
  `The most places listed, ${PLACES_LIMIT.min}–${PLACES_LIMIT.max} (default ${PLACES_LIMIT.default}).`,
);

/** One place of the catalogue as the answer lists it. */
export const PlaceItem = z
  .strictObject({
    id: z.string().describe("the place id: the value of place= (day, range, bulk, moment, birth)"),
    label: z.string().describe("the name in Japanese (札幌市中央区, 釧路市, ニューヨーク), or in English where the source has none"),
    kana: z.string().nullable().describe("the reading: hiragana in Japan, the katakana name abroad; null when none"),
    en: z.string().describe("the English or romanized name (Sapporo-shi Chuo-ku, Kushiro-shi, New York City)"),
    kind: z
      .enum(PLACE_KINDS)
      .describe(
        "capital: one of the 47 prefectural capitals at NAOJ's point (times prerendered); municipality: a 市, 町, 村 or one of Tokyo's 23 special wards, at its office; ward: a ward of a designated city, at its office; city: a city abroad (GeoNames)",
      ),
    prefecture: z.string().nullable().describe("the prefecture (北海道 … 沖縄県) in Japan; null abroad"),
    country: z.string().describe("ISO 3166-1 alpha-2 country code (JP, US …)"),
    latitude: z.number().min(-90).max(90).describe("degrees north (WGS84)"),
    longitude: z.number().min(-180).max(180).describe("degrees east (WGS84)"),
    tz: z.string().describe("the IANA time zone (Asia/Tokyo in Japan): what tz=auto takes"),
  })
  .describe("a place of the catalogue");

/** A source of the catalogue's rows, with its licence. */
export const PlaceSource = z
  .strictObject({
    id: z.enum(["naoj", "localgovjp", "geonames"]),
    name: z.string().describe("the source, as its licence asks to be credited"),
    url: z.string(),
    licence: z.string(),
    licence_url: z.string().nullable().describe("the licence's text; null when none is attached"),
    kinds: z.array(z.enum(PLACE_KINDS)).describe("the kinds of place it gives"),
    note: z.string().describe("what it gives, and what was changed from it"),
  })
  .describe("a source of the places listed");

export type PlaceSource = z.infer<typeof PlaceSource>;

/**
 * The catalogue's sources, in the order an answer lists them (docs/interface.md#places; their copies: the headers of
 * calendar/places/municipality-table.ts and place-table.ts, test/reference/README.md).
 */
export const PLACE_SOURCES: readonly PlaceSource[] = [
  {
    id: "naoj",
    name: "国立天文台 暦計算室 各地のこよみ (NAOJ)",
    url: "https://eco.mtk.nao.ac.jp/koyomi/dni/",
    licence: "none attached: the points are facts, cited as their source",
    licence_url: null,
    kinds: ["capital"],
    note: "the 47 prefectural capitals at NAOJ's points, the places of 各地のこよみ and 理科年表 (calendar/astronomy/places.ts)",
  },
  {
    id: "localgovjp",
    name: "code4fukui/localgovjp (the offices' positions: 国土地理院; the codes: J-LIS)",
    url: "https://github.com/code4fukui/localgovjp",
    licence: "CC0 1.0",
    licence_url: "https://creativecommons.org/publicdomain/zero/1.0/",
    kinds: ["capital", "municipality", "ward"],
    note: "every municipality and ward of Japan at its office (rounded to 4 decimals), with its reading; the capitals' readings",
  },
  {
    id: "geonames",
    name: "GeoNames, geonames.org",
    url: "https://www.geonames.org/",
    licence: "CC BY 4.0",
    licence_url: "https://creativecommons.org/licenses/by/4.0/",
    kinds: ["city"],
    note: "the cities abroad of 15,000 inhabitants or more and the national capitals (cities500); changed: selected and ordered, coordinates rounded to 4 decimals, Japanese names picked from the alternate names, ids added",
  },
];

/** The sources of the rows of these kinds, in {@link PLACE_SOURCES} order. */
export function sourcesOf(kinds: ReadonlySet<string>): PlaceSource[] {
  return PLACE_SOURCES.filter((s) => s.kinds.some((k) => kinds.has(k)));
}

/** The answer of `GET /gw/places`. */
export const PlacesResponse = z
  .strictObject({
    ok: z.literal(true),
    query: z.string().describe("q as searched: folded (NFKC, lower case, katakana as hiragana, without spaces and punctuation)"),
    places: z
      .array(PlaceItem)
      .describe(
        "the places whose name, reading, romanized or English name or id is q, then those it begins, each in the catalogue's order (the capitals, Japan's municipalities and wards by code, the cities abroad by population); at most limit",
      ),
    sources: z
      .array(PlaceSource)
      .describe("the sources of the places listed (only theirs), with their licences: credit them where you show the places"),
  })
  .describe("places by name, best first, and their sources");

/** The request of the reference page's example. */
export const EXAMPLE_PLACES_PATH = "/gw/places?q=kushiro&limit=2";

/** The whole answer for {@link EXAMPLE_PLACES_PATH}, exactly as the service gives it (the /docs page test compares). */
export const EXAMPLE_PLACES = {
  ok: true,
  query: "kushiro",
  places: [
    {
      id: "kushiro-shi",
      label: "釧路市",
      kana: "くしろし",
      en: "Kushiro-shi",
      kind: "municipality",
      prefecture: "北海道",
      country: "JP",
      latitude: 42.9849,
      longitude: 144.3817,
      tz: "Asia/Tokyo",
    },
    {
      id: "kushiro-cho",
      label: "釧路町",
      kana: "くしろちょう",
      en: "Kushiro-cho",
      kind: "municipality",
      prefecture: "北海道",
      country: "JP",
      latitude: 42.9962,
      longitude: 144.4661,
      tz: "Asia/Tokyo",
    },
  ],
  sources: [PLACE_SOURCES[1]!],
} as const;

export const places: EndpointContract = {
  name: "places",
  method: "GET",
  path: PLACES_PATH,
  fn: "places",
  operationId: "searchPlaces",
  tag: "calendar",
  summary: "Places by name: the ids of place=",
  description: `The places catalogue by name: the 47 prefectural capitals (NAOJ's points), every municipality and ward of Japan (at its office) and the cities abroad of 15,000 inhabitants or more (GeoNames), each with its id — the value \`place=\` takes on day, range, bulk, moment and birth —, names, kind, prefecture, country, coordinates and time zone (what \`tz=auto\` takes); best first (exact names, then names q begins; the capitals, then Japan's places by code, then the cities by population), at most \`limit\` (${PLACES_LIMIT.default}). \`sources\` lists the sources of the places given with their licences (GeoNames: CC BY 4.0, credit "GeoNames, geonames.org"). Lite, no credential. Same result as \`gw.php?fn=places\`.`,
  parameters: [PLACES_QUERY, PLACES_LIMIT_PARAM, TOKEN, ...CONDITIONAL],
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  // No 503: nothing is read from the data (the catalogue is code); 404 only without a readable manifest (no data version).
  statuses: DATA_STATUSES.filter((s) => s !== 503),
  schemas: [
    ["PlacesResponse", PlacesResponse],
    ["PlaceItem", PlaceItem],
    ["PlaceSource", PlaceSource],
  ],
  responses: () => operationResponses(places.statuses, dataOk("PlacesResponse", "The places.", undefined, false, false)),
  example: () => `GET ${PLACES_PATH}?q=kushiro`,
  docExample: () => ({ request: EXAMPLE_PLACES_PATH, response: EXAMPLE_PLACES }),
  testRequest: `${PLACES_PATH}?q=kushiro`,
  testStatuses: [
    [200, `${PLACES_PATH}?q=%E9%87%A7%E8%B7%AF&limit=3`],
    [400, `${PLACES_PATH}?q=`],
    [403, `${PLACES_PATH}?q=kushiro`, { as: "unknown" }],
    [405, `${PLACES_PATH}?q=kushiro`, { method: "POST" }],
  ],
  tool: {
    name: "find_place",
    title: "Find a place (its id for place=)",
    description:
      'Places by name — the 47 prefectural capitals, every municipality and ward of Japan, cities abroad of 15,000 or more — with the id that place= takes on get_day, get_range, moment and birth_chart, the names, kind, prefecture, country, coordinates and IANA time zone (what tz="auto" takes), best first; sources names each source and its licence (credit GeoNames for cities abroad). q: a name in Japanese (釧路, 中央区), kana (くしろ, ニューヨーク) or Latin letters (Kushiro, New York), or its beginning. Same answer as GET /gw/places. Example: {"q":"釧路"}.',
    input: z.strictObject({
      q: z.string().min(1).max(PLACES_QUERY_MAX).describe("a place's name or its beginning: 釧路, くしろ, Kushiro, New York, ニューヨーク"),
      limit: z.int().min(PLACES_LIMIT.min).max(PLACES_LIMIT.max).optional().describe(`the most places (default ${PLACES_LIMIT.default})`),
    }),
  },
};
