/**
 * The places of the `sun` and `moon` times: the 47 prefectural capitals (都道府県庁所在地), as
 * NAOJ's 各地のこよみ (国立天文台 暦計算室, eco.mtk.nao.ac.jp/koyomi/dni/) lists them, one per
 * prefecture, by the city's romanized name. docs/calendar.md §15 states the conventions.
 *
 * Coordinates are geodetic (世界測地系, JGD2011/WGS84), degrees, north and east positive; every
 * place is taken at sea level (elevation 0 m), as NAOJ computes them.
 *
 * Every row is NAOJ's own point for the place (origin `naoj`), the point its times are computed
 * for; test/reference/naoj_places.csv names the source of each.
 * - `tokyo` is the site of the old Tokyo Astronomical Observatory's great meridian instrument,
 *   港区麻布台2-1 (35.6581° N, 139.7414° E), the point of 理科年表's and 各地のこよみ's Tokyo
 *   times (理科年表, 暦部 「各地の日出入」, and its explanation on official.rikanenpyo.jp/posts/6105).
 * - The other 46 are "a point in the prefectural capital whose longitude and latitude are both
 *   whole arc-minutes" (理科年表, same page), as 各地のこよみ prints them on each place's page.
 *   They lie within 3′ of the prefectural office (most within 1′), so they are not the office's
 *   position rounded: 那覇, for one, is 127°40′ E where the office rounds to 127°41′.
 *
 * `office` (the prefectural office's position rounded to the arc-minute) is kept for a place whose
 * NAOJ point is not known; no row uses it now.
 */

/** Where a place's coordinates come from: NAOJ's own point, or the prefectural office's. */
export type PlaceOrigin = "naoj" | "office";

/** One prefectural capital. */
export interface Place {
  /** Stable id: the city's romanized name, lower case (`sapporo` … `naha`). */
  readonly id: string;
  /** JIS X 0401 prefecture code, `01` … `47`. */
  readonly code: string;
  /** The city's name in Japanese, as 各地のこよみ names the place. */
  readonly name: string;
  /** The prefecture's name. */
  readonly prefecture: string;
  /** Geodetic latitude, degrees north. */
  readonly latitude: number;
  /** Geodetic longitude, degrees east. */
  readonly longitude: number;
  /** Where the coordinates come from (see the file header). */
  readonly origin: PlaceOrigin;
}

/** Degrees and whole arc-minutes as decimal degrees. */
function arcmin(degrees: number, minutes: number): number {
  return degrees + minutes / 60;
}

/** The 47 prefectural capitals in JIS prefecture-code order (北海道 01 … 沖縄県 47). */
export const PLACES = [
  { id: "sapporo", code: "01", name: "札幌", prefecture: "北海道", latitude: arcmin(43, 4), longitude: arcmin(141, 21), origin: "naoj" },
  { id: "aomori", code: "02", name: "青森", prefecture: "青森県", latitude: arcmin(40, 49), longitude: arcmin(140, 44), origin: "naoj" },
  { id: "morioka", code: "03", name: "盛岡", prefecture: "岩手県", latitude: arcmin(39, 42), longitude: arcmin(141, 9), origin: "naoj" },
  { id: "sendai", code: "04", name: "仙台", prefecture: "宮城県", latitude: arcmin(38, 16), longitude: arcmin(140, 52), origin: "naoj" },
  { id: "akita", code: "05", name: "秋田", prefecture: "秋田県", latitude: arcmin(39, 43), longitude: arcmin(140, 7), origin: "naoj" },
  {
    id: "yamagata",
    code: "06",
    name: "山形",
    prefecture: "山形県",
    latitude: arcmin(38, 15),
    longitude: arcmin(140, 21),
    origin: "naoj",
  },
  {
    id: "fukushima",
    code: "07",
    name: "福島",
    prefecture: "福島県",
    latitude: arcmin(37, 45),
    longitude: arcmin(140, 28),
    origin: "naoj",
  },
  { id: "mito", code: "08", name: "水戸", prefecture: "茨城県", latitude: arcmin(36, 22), longitude: arcmin(140, 29), origin: "naoj" },
  {
    id: "utsunomiya",
    code: "09",
    name: "宇都宮",
    prefecture: "栃木県",
    latitude: arcmin(36, 34),
    longitude: arcmin(139, 53),
    origin: "naoj",
  },
  { id: "maebashi", code: "10", name: "前橋", prefecture: "群馬県", latitude: arcmin(36, 23), longitude: arcmin(139, 4), origin: "naoj" },
  {
    id: "saitama",
    code: "11",
    name: "さいたま",
    prefecture: "埼玉県",
    latitude: arcmin(35, 51),
    longitude: arcmin(139, 39),
    origin: "naoj",
  },
  { id: "chiba", code: "12", name: "千葉", prefecture: "千葉県", latitude: arcmin(35, 36), longitude: arcmin(140, 7), origin: "naoj" },
  { id: "tokyo", code: "13", name: "東京", prefecture: "東京都", latitude: 35.6581, longitude: 139.7414, origin: "naoj" },
  {
    id: "yokohama",
    code: "14",
    name: "横浜",
    prefecture: "神奈川県",
    latitude: arcmin(35, 27),
    longitude: arcmin(139, 39),
    origin: "naoj",
  },
  { id: "niigata", code: "15", name: "新潟", prefecture: "新潟県", latitude: arcmin(37, 55), longitude: arcmin(139, 2), origin: "naoj" },
  { id: "toyama", code: "16", name: "富山", prefecture: "富山県", latitude: arcmin(36, 41), longitude: arcmin(137, 13), origin: "naoj" },
  {
    id: "kanazawa",
    code: "17",
    name: "金沢",
    prefecture: "石川県",
    latitude: arcmin(36, 34),
    longitude: arcmin(136, 39),
    origin: "naoj",
  },
  { id: "fukui", code: "18", name: "福井", prefecture: "福井県", latitude: arcmin(36, 4), longitude: arcmin(136, 13), origin: "naoj" },
  { id: "kofu", code: "19", name: "甲府", prefecture: "山梨県", latitude: arcmin(35, 40), longitude: arcmin(138, 34), origin: "naoj" },
  { id: "nagano", code: "20", name: "長野", prefecture: "長野県", latitude: arcmin(36, 39), longitude: arcmin(138, 11), origin: "naoj" },
  { id: "gifu", code: "21", name: "岐阜", prefecture: "岐阜県", latitude: arcmin(35, 25), longitude: arcmin(136, 46), origin: "naoj" },
  {
    id: "shizuoka",
    code: "22",
    name: "静岡",
    prefecture: "静岡県",
    latitude: arcmin(34, 58),
    longitude: arcmin(138, 23),
    origin: "naoj",
  },
  {
    id: "nagoya",
    code: "23",
    name: "名古屋",
    prefecture: "愛知県",
    latitude: arcmin(35, 10),
    longitude: arcmin(136, 55),
    origin: "naoj",
  },
  { id: "tsu", code: "24", name: "津", prefecture: "三重県", latitude: arcmin(34, 44), longitude: arcmin(136, 31), origin: "naoj" },
  { id: "otsu", code: "25", name: "大津", prefecture: "滋賀県", latitude: arcmin(35, 0), longitude: arcmin(135, 52), origin: "naoj" },
  { id: "kyoto", code: "26", name: "京都", prefecture: "京都府", latitude: arcmin(35, 1), longitude: arcmin(135, 45), origin: "naoj" },
  { id: "osaka", code: "27", name: "大阪", prefecture: "大阪府", latitude: arcmin(34, 41), longitude: arcmin(135, 29), origin: "naoj" },
  { id: "kobe", code: "28", name: "神戸", prefecture: "兵庫県", latitude: arcmin(34, 41), longitude: arcmin(135, 11), origin: "naoj" },
  { id: "nara", code: "29", name: "奈良", prefecture: "奈良県", latitude: arcmin(34, 41), longitude: arcmin(135, 50), origin: "naoj" },
  {
    id: "wakayama",
    code: "30",
    name: "和歌山",
    prefecture: "和歌山県",
    latitude: arcmin(34, 14),
    longitude: arcmin(135, 10),
    origin: "naoj",
  },
  { id: "tottori", code: "31", name: "鳥取", prefecture: "鳥取県", latitude: arcmin(35, 30), longitude: arcmin(134, 14), origin: "naoj" },
  { id: "matsue", code: "32", name: "松江", prefecture: "島根県", latitude: arcmin(35, 28), longitude: arcmin(133, 3), origin: "naoj" },
  { id: "okayama", code: "33", name: "岡山", prefecture: "岡山県", latitude: arcmin(34, 40), longitude: arcmin(133, 56), origin: "naoj" },
  {
    id: "hiroshima",
    code: "34",
    name: "広島",
    prefecture: "広島県",
    latitude: arcmin(34, 23),
    longitude: arcmin(132, 27),
    origin: "naoj",
  },
  {
    id: "yamaguchi",
    code: "35",
    name: "山口",
    prefecture: "山口県",
    latitude: arcmin(34, 11),
    longitude: arcmin(131, 28),
    origin: "naoj",
  },
  {
    id: "tokushima",
    code: "36",
    name: "徳島",
    prefecture: "徳島県",
    latitude: arcmin(34, 4),
    longitude: arcmin(134, 33),
    origin: "naoj",
  },
  {
    id: "takamatsu",
    code: "37",
    name: "高松",
    prefecture: "香川県",
    latitude: arcmin(34, 21),
    longitude: arcmin(134, 3),
    origin: "naoj",
  },
  {
    id: "matsuyama",
    code: "38",
    name: "松山",
    prefecture: "愛媛県",
    latitude: arcmin(33, 50),
    longitude: arcmin(132, 46),
    origin: "naoj",
  },
  { id: "kochi", code: "39", name: "高知", prefecture: "高知県", latitude: arcmin(33, 33), longitude: arcmin(133, 32), origin: "naoj" },
  { id: "fukuoka", code: "40", name: "福岡", prefecture: "福岡県", latitude: arcmin(33, 35), longitude: arcmin(130, 24), origin: "naoj" },
  { id: "saga", code: "41", name: "佐賀", prefecture: "佐賀県", latitude: arcmin(33, 15), longitude: arcmin(130, 18), origin: "naoj" },
  {
    id: "nagasaki",
    code: "42",
    name: "長崎",
    prefecture: "長崎県",
    latitude: arcmin(32, 45),
    longitude: arcmin(129, 52),
    origin: "naoj",
  },
  {
    id: "kumamoto",
    code: "43",
    name: "熊本",
    prefecture: "熊本県",
    latitude: arcmin(32, 48),
    longitude: arcmin(130, 43),
    origin: "naoj",
  },
  { id: "oita", code: "44", name: "大分", prefecture: "大分県", latitude: arcmin(33, 14), longitude: arcmin(131, 37), origin: "naoj" },
  {
    id: "miyazaki",
    code: "45",
    name: "宮崎",
    prefecture: "宮崎県",
    latitude: arcmin(31, 54),
    longitude: arcmin(131, 25),
    origin: "naoj",
  },
  {
    id: "kagoshima",
    code: "46",
    name: "鹿児島",
    prefecture: "鹿児島県",
    latitude: arcmin(31, 36),
    longitude: arcmin(130, 33),
    origin: "naoj",
  },
  { id: "naha", code: "47", name: "那覇", prefecture: "沖縄県", latitude: arcmin(26, 13), longitude: arcmin(127, 40), origin: "naoj" },
] as const satisfies readonly Place[];

/** A place id (`sapporo` … `naha`): tables keyed by it must have a row for every place. */
export type PlaceId = (typeof PLACES)[number]["id"];

/** The place used when none is asked for: NAOJ's Tokyo reference point. */
export const DEFAULT_PLACE_ID = "tokyo";

const BY_ID = new Map<string, Place>(PLACES.map((place) => [place.id, place]));

/** The default place itself (NAOJ's Tokyo point). */
export const DEFAULT_PLACE: Place = BY_ID.get(DEFAULT_PLACE_ID)!;

/**
 * The place with an id.
 * @param id a place id such as `tokyo`.
 * @returns the place, or `undefined` for an unknown id.
 */
export function placeById(id: string): Place | undefined {
  return BY_ID.get(id);
}
