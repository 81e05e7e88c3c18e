/**
 * Test records for the schema suite, written by hand. The 2025-01-01 values follow docs/calendar.md
 * (2025-01-01 is 庚午, 参宿, in the 子 節月 of 甲辰; 旧暦 12月2日); the nine-star values
 * are illustrative only. The schemas check shape, value sets and structure, not these rules.
 */

/** 2025-01-01 (元日), lite view, in record key order. */
export const LITE_2025_01_01 = {
  iso: "2025-01-01",
  y: 2025,
  m: 1,
  d: 1,
  youbi: "水",
  holiday: "元日",
  holiday_status: "confirmed",
  rokuyou: "先勝",
  kyureki: "12月2日",
  sekki: "",
  moonmark: "",
};

/** 2025-01-02, lite view (no holiday key). */
export const LITE_2025_01_02 = {
  iso: "2025-01-02",
  y: 2025,
  m: 1,
  d: 2,
  youbi: "木",
  rokuyou: "友引",
  kyureki: "12月3日",
  sekki: "",
  moonmark: "",
};

/** 2025-01-01, pro view, in record key order. */
export const PRO_2025_01_01 = {
  ...LITE_2025_01_01,
  // 先勝: 午前吉・午後凶.
  rokuyou_hours: [
    { from: "00:00", to: "12:00", luck: "吉" },
    { from: "12:00", to: "24:00", luck: "凶" },
  ],
  nengo: "令和7年",
  eto: "庚午",
  eto_month: "丙子",
  eto_year: "甲辰",
  kyusei: "七赤金星",
  kyusei_month: "四緑木星",
  kyusei_year: "三碧木星",
  junichoku: "破",
  shuku28: "参",
  kou72: "雪下出麦",
  notes_arr: [
    { id: "daimyo", label: "大明日", kind: "lucky" },
    { id: "kamiyoshi", label: "神吉日", kind: "lucky" },
    { id: "chiimi", label: "血忌日", kind: "unlucky" },
    { id: "tenka", label: "天火日", kind: "unlucky" },
    { id: "rouzeki", label: "狼藉日", kind: "unlucky" },
  ],
  periods: [{ name: "ootsuchi", from: "2025-01-01", to: "2025-01-07", includes_end: true }],
  moon_age: 1.2,
  tide: "大潮",
  shuku27: "危",
  eho: { kan: "甲", direction: "東北東", degrees: 75 },
  hasshoujin: { taisai: "辰", daishogun: "子", taion: "寅", saikei: "辰", saiha: "戌", saisetsu: "未", ouban: "辰", hyoubi: "戌" },
  konjin: ["午", "未", "申", "酉"],
  kyusei_board: {
    year: { center: "三碧木星", gooh: "西", anken: "東", ha: "戌" },
    month: { center: "四緑木星", gooh: "北西", anken: "南東", ha: "午" },
    day: { center: "七赤金星", gooh: "東", anken: "西", ha: "子" },
  },
  sun: { rise: "06:51", set: "16:39" },
  moon: { rise: "08:06", set: "17:44" },
};

/** A deep copy of a fixture, to mutate in one test. */
export function copy<T>(value: T): T {
  return structuredClone(value);
}

/**
 * A ProDay on any date, for the range and bulk response tests (which check structure: every
 * day from start to end, counts): a copy of PRO_2025_01_01 with only iso, y, m and d changed
 * and periods emptied (a period must contain the day). Every other value is 2025-01-01's; no
 * calendar rule is computed, so the record is not a real almanac entry for any other date.
 */
export function proDayOn(iso: string): typeof PRO_2025_01_01 {
  return { ...copy(PRO_2025_01_01), iso, y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)), periods: [] };
}
