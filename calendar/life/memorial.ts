/**
 * Memorial days (法要の日): the 中陰 days after a death, the 年忌 years, the 祥月命日 and the 月命日, as
 * day numbers (calendar/time/day-number.ts). Pure: the weekday, 六曜 and holiday of each day are the
 * day records' to join. Each rule cites the pages it follows; docs/calendar.md §18 is the long
 * form, with the published 早見表 the tests reproduce.
 */
import { civilDate, dayNumber, daysInMonth } from "../time/day-number.ts";

/**
 * How the 中陰 days are counted (rule `chuin`): `day`, the day of death as day 1 (初七日 = death + 6);
 * `eve`, each day's 逮夜, the day before, as where the count starts the day before the death (関西).
 * Source: yeohoo.com/sougi/a80.html, quoting 葬儀大事典 (鎌倉新書): 「関東では死亡した日から数えて七日目、関西では死亡した前日から数える場合が多い」.
 */
export const CHUIN_COUNTS = ["day", "eve"] as const;
export type ChuinCount = (typeof CHUIN_COUNTS)[number];

/**
 * A 29 February death's anniversary in a common year (rule `leap_death_day`): `feb28` (most), `mar1` (also named).
 * Source: shimadayahonten.com/sp/knowledge/after/meiniti29.html (2月28日 most, 3月1日 「間違いではありません」); osohshiki.jp/column/article/2189/ (2月28日).
 */
export const LEAP_DEATH_DAYS = ["feb28", "mar1"] as const;
export type LeapDeathDay = (typeof LEAP_DEATH_DAYS)[number];

/**
 * A 月命日 whose day the month lacks (a 31st in a 30-day month; 29–31 in February) (rule `month_end`):
 * `last`, the month's last day; `skip`, no 月命日 that month.
 * Source: nana7chan.com/passing-anniversary (5月31日 → 6月30日); shimadayahonten.com (30日までの月はその日); chigai-hikaku.com/?p=59529 (the month has none: fewer than 11 a year).
 */
export const MONTH_END_RULES = ["last", "skip"] as const;
export type MonthEndRule = (typeof MONTH_END_RULES)[number];

/**
 * Which 年忌 are listed (rule `nenki_set`): `all`, every one the tables list, the common set marked; `common`, only
 * the common set; `with25`, 二十五回忌 in place of 二十三回忌 and 二十七回忌, as some temples keep them.
 * Source: sogi.ne.jp/hyo/kaiki-hoyo.html (all, with 三十七回忌); jyoudoshinshu-syouenji.jp/menu/699646 and sairaiji.com/hp/?p=57 (二十五回忌).
 */
export const NENKI_SETS = ["all", "common", "with25"] as const;
export type NenkiSet = (typeof NENKI_SETS)[number];

/** One of the 中陰 days: its name, and its ordinal day counted with the day of death as day 1. */
export interface ChuinSpec {
  /** The id answers carry: `day-` and the ordinal. */
  readonly id: string;
  readonly name: string;
  /** Also called (三十五日, 四十九日). */
  readonly alias: string | null;
  /** The day's ordinal, the day of death being day 1. */
  readonly ordinal: number;
}

/**
 * The 中陰 days (the weekly memorials, 忌日) and 百箇日: days 7, 14 … 49 and 100, the day of death as day 1.
 * Source: okuribi.com 「四十九日までの数え方」 (初七日 +6 … 七七日 +48 日); hotarusou.com/kibiki.html (百か日 没後100日目); memoriae.jp/guide/words/sa/syonanuka.
 */
export const CHUIN: readonly ChuinSpec[] = [
  { id: "day-7", name: "初七日", alias: null, ordinal: 7 },
  { id: "day-14", name: "二七日", alias: null, ordinal: 14 },
  { id: "day-21", name: "三七日", alias: null, ordinal: 21 },
  { id: "day-28", name: "四七日", alias: null, ordinal: 28 },
  { id: "day-35", name: "五七日", alias: "三十五日", ordinal: 35 },
  { id: "day-42", name: "六七日", alias: null, ordinal: 42 },
  { id: "day-49", name: "七七日", alias: "四十九日", ordinal: 49 },
  { id: "day-100", name: "百箇日", alias: null, ordinal: 100 },
];

/** One 年忌 (a yearly memorial): its name, the years after the death, whether it is in the common set. */
export interface NenkiSpec {
  /** The id answers carry: `year-` and the whole years after the death. */
  readonly id: string;
  readonly name: string;
  /** Whole years after the death (一周忌 1, 三回忌 2: 回忌 counts the year of death as the first). */
  readonly years: number;
  /** In the set every general table lists (sogi.ne.jp, kawanami-k.com, lct.co.jp, kameizan.com). */
  readonly common: boolean;
}

/**
 * The 年忌 (年回忌), every one the published tables list. Common: 1, 3, 7, 13, 17, 23, 27, 33, 50, in all four
 * general tables; 二十五回忌 is kept 「地域によって」 (kameizan.com) and in place of 23 and 27 by some temples
 * (jyoudoshinshu-syouenji.jp/menu/699646, sairaiji.com/hp/?p=57); 三十七回忌 only in some (sogi.ne.jp, kameizan.com).
 * Source: sogi.ne.jp/hyo/kaiki-hoyo.html (満1…満49年目); kawanami-k.com/houyou/; hirarei.jp/anniversary (with 二十五).
 */
export const NENKI: readonly NenkiSpec[] = [
  { id: "year-1", name: "一周忌", years: 1, common: true },
  { id: "year-2", name: "三回忌", years: 2, common: true },
  { id: "year-6", name: "七回忌", years: 6, common: true },
  { id: "year-12", name: "十三回忌", years: 12, common: true },
  { id: "year-16", name: "十七回忌", years: 16, common: true },
  { id: "year-22", name: "二十三回忌", years: 22, common: true },
  { id: "year-24", name: "二十五回忌", years: 24, common: false },
  { id: "year-26", name: "二十七回忌", years: 26, common: true },
  { id: "year-32", name: "三十三回忌", years: 32, common: true },
  { id: "year-36", name: "三十七回忌", years: 36, common: false },
  { id: "year-49", name: "五十回忌", years: 49, common: true },
];

/** A memorial day: its id, name and day number. */
export interface MemorialDay {
  readonly id: string;
  readonly name: string;
  readonly day: number;
}

/**
 * The 中陰 days (weekly memorials) of a death on day number `death`: each on its ordinal day (death + ordinal − 1),
 * or its 逮夜, the day before, under `eve`. Source: okuribi.com (3月1日 → 初七日 3月7日, 四十九日 4月18日); yeohoo.com (関西).
 */
export function weeklyMemorials(death: number, count: ChuinCount = CHUIN_COUNTS[0]): MemorialDay[] {
  const shift = count === "eve" ? 1 : 0;
  return CHUIN.map((spec) => ({ id: spec.id, name: spec.name, day: death + spec.ordinal - 1 - shift }));
}

/**
 * The day of `month`/`day` in Gregorian `year`; a day the month lacks (29 February in a common year; a 旧暦 30th in
 * February) on the month's last day, or on 1 March for a 29 February death under `mar1`.
 * Source: osohshiki.jp/column/article/2189/ (閏年以外 2月28日); shimadayahonten.com/sp/knowledge/after/meiniti29.html (3月1日).
 */
export function sameDayIn(year: number, month: number, day: number, leapDay: LeapDeathDay = LEAP_DEATH_DAYS[0]): number {
  const last = daysInMonth(year, month);
  if (day <= last) return dayNumber(year, month, day);
  if (month === 2 && day === 29 && leapDay === "mar1") return dayNumber(year, 3, 1);
  return dayNumber(year, month, last);
}

/**
 * The day `years` whole years after `death` (from 1873: old-style.ts reads an earlier death), on the same month and
 * day ({@link sameDayIn}). Source: sogi.ne.jp/hyo/kaiki-hoyo.html (一周忌 満1年, 三回忌 満2年 … 五十回忌 満49年).
 */
export function anniversary(death: number, years: number, leapDay: LeapDeathDay = LEAP_DEATH_DAYS[0]): number {
  const { y, m, d } = civilDate(death);
  return sameDayIn(y + years, m, d, leapDay);
}

/**
 * The 年忌 a set keeps, in order. `with25` keeps the common set less 二十三回忌 and 二十七回忌, with 二十五回忌.
 * Source: jyoudoshinshu-syouenji.jp/menu/699646; sairaiji.com/hp/?p=57.
 */
export function nenkiOfSet(set: NenkiSet = NENKI_SETS[0]): readonly NenkiSpec[] {
  if (set === "all") return NENKI;
  if (set === "common") return NENKI.filter((spec) => spec.common);
  return NENKI.filter((spec) => (spec.common && spec.years !== 22 && spec.years !== 26) || spec.years === 24);
}
