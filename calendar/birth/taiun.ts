/**
 * 大運 (taiun, the ten-year luck pillars) of a birth chart (docs/calendar.md §17): their direction by
 * the year stem and the sex, the age they start at by the time to the next 節 (forward) or from the
 * previous one (backward), three days a year (rule `taiun_age`: rounded to the year, or counted to the
 * minute), and eight pillars stepping from the month pillar.
 */
import { civilDate, dayNumber, daysInMonth, MS_PER_DAY, mod } from "../time/day-number.ts";
import { KANSHI_60, type Kanshi, type Sex } from "../names.ts";
import { isYangStem } from "../cycles/gogyo.ts";

/** How many 大運 an answer lists. */
export const TAIUN_COUNT = 8;

/** One 大運: the age it starts at and its kanshi. */
export interface Taiun {
  readonly from_age: number;
  readonly kanshi: Kanshi;
}

/**
 * Whether the 大運 run forward (順行): a yang year stem and a male, or a yin year stem and a female; else backward (逆行).
 * Source: 『淵海子平』「論大運」 (陽男陰女順行, 陰男陽女逆行).
 */
export function taiunForward(yearStem: number, sex: Sex): boolean {
  return isYangStem(yearStem) === (sex === "male");
}

/**
 * The age the first 大運 starts at: the days from the birth to the next 節 instant (forward) or from the previous
 * one (backward), three days a year, rounded to the nearest whole year (a remainder of 1.5 days or more counts a year).
 * Source: 『淵海子平』「論大運」 (三日為一歳), rounded to the year (rule `taiun_age` `round`; tyme4ts counts on to the minute: `exact`).
 */
export function taiunStartAge(msToSetsu: number): number {
  return Math.round(msToSetsu / MS_PER_DAY / 3);
}

/**
 * How the first 大運's start is counted from the time to the 節 (rule `taiun_age`): `round` the days over three, rounded
 * to the year; `exact` three days a year to the second (a day 4 months, 2 hours 10 days, 1 minute 2 hours); `china95`
 * the same in whole minutes, down to the day (元亨利貞's count).
 */
export const TAIUN_AGE_METHODS = ["round", "exact", "china95"] as const;
export type TaiunAgeMethod = (typeof TAIUN_AGE_METHODS)[number];

/** A start counted in years, months, days, hours and minutes of life from the birth (the 童限 before the first 大運). */
export interface TaiunCount {
  readonly years: number;
  readonly months: number;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

/**
 * The count of `exact`: the whole seconds to the 節 at three days a year, a remainder of 6 hours a month, of 12 minutes a day,
 * of 30 seconds an hour, a second 2 minutes.
 * Source: 『三命通會』卷二「論大運」 (三日折除為一歲; 多一時乃零一旬: a 時辰 is ten days); 6tail/tyme4ts `DefaultChildLimitProvider` (github.com/6tail/tyme4ts, lib/index.ts).
 */
export function exactCount(msToSetsu: number): TaiunCount {
  let s = Math.floor(Math.abs(msToSetsu) / 1000);
  const years = Math.floor(s / 259_200);
  s %= 259_200;
  const months = Math.floor(s / 21_600);
  s %= 21_600;
  const days = Math.floor(s / 720);
  s %= 720;
  const hours = Math.floor(s / 30);
  return { years, months, days, hours, minutes: (s % 30) * 2 };
}

/**
 * The count of `china95`: the whole minutes to the 節 at 4,320 a year, a remainder of 360 a month and of 12 a day; no hours.
 * Source: 元亨利貞 (china95.net)'s 起運 as 6tail/tyme4ts `China95ChildLimitProvider` implements it (github.com/6tail/tyme4ts, lib/index.ts; its CHANGELOG 1.0.4).
 */
export function china95Count(msToSetsu: number): TaiunCount {
  let m = Math.floor(Math.abs(msToSetsu) / 60_000);
  const years = Math.floor(m / 4_320);
  m %= 4_320;
  const months = Math.floor(m / 360);
  m %= 360;
  return { years, months, days: Math.floor(m / 12), hours: 0, minutes: 0 };
}

/** The count of a method other than `round` (which counts whole years only: {@link taiunStartAge}). */
export function taiunCount(method: Exclude<TaiunAgeMethod, "round">, msToSetsu: number): TaiunCount {
  return method === "exact" ? exactCount(msToSetsu) : china95Count(msToSetsu);
}

/**
 * When the first 大運 starts: the birth's wall-clock reading (ms, the reading as if UTC) plus `count`, the years and months
 * on the calendar (a day past the month's end runs into the next month: 31 January + 1 month = 3 March in a common year),
 * the days, hours and minutes carried over.
 * Source: 6tail/tyme4ts `AbstractChildLimitProvider.next` (github.com/6tail/tyme4ts, lib/index.ts).
 */
export function taiunStartWall(birthWallMs: number, count: TaiunCount): number {
  const day = Math.floor(birthWallMs / MS_PER_DAY);
  const timeOfDay = birthWallMs - day * MS_PER_DAY;
  const { y, m, d } = civilDate(day);
  const months = (y + count.years) * 12 + (m - 1) + count.months;
  let year = Math.floor(months / 12);
  let month = mod(months, 12) + 1;
  const later = timeOfDay + count.hours * 3_600_000 + count.minutes * 60_000;
  let date = d + count.days + Math.floor(later / MS_PER_DAY);
  while (date > daysInMonth(year, month)) {
    date -= daysInMonth(year, month);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return dayNumber(year, month, date) * MS_PER_DAY + (later % MS_PER_DAY);
}

/**
 * Eight 大運 from the month pillar: the first is the kanshi after it (forward) or before it (backward), each ten years.
 * Source: 『淵海子平』「論大運」 (大運は月柱より起こす).
 */
export function taiun(monthKanshi: number, forward: boolean, startAge: number): Taiun[] {
  return Array.from({ length: TAIUN_COUNT }, (_, i) => ({
    from_age: startAge + 10 * i,
    kanshi: KANSHI_60[mod(monthKanshi + (forward ? i + 1 : -(i + 1)), 60)]!,
  }));
}
