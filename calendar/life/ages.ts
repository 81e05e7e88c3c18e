/**
 * Ages (年齢): 満年齢 by the law, 数え年 by the year of birth counted as 1, and the year a 数え age turns at (rule
 * `kazoe_turn`). Pure; the 立春 day and the 旧暦 year of a birth are the caller's to give. docs/calendar.md §19.
 */
import { civilDate } from "../time/day-number.ts";
import { REFORM_YEAR } from "../wareki/calendars.ts";

/**
 * When a 数え age (and a 厄年, and 年男・年女) turns (rule `kazoe_turn`): `jan1`, at 1 January (正月; the 旧暦 正月
 * while the 旧暦 was in force); `risshun`, at 立春 (those born on or before 節分 count in the year before).
 * Source: mamada-hachiman.jp/yakuyoke, tosyoji.sakura.ne.jp/yakudoshi.html (正月になると年を重ねる); myouken.or.jp and daijingu.net (立春, 節分まではその前年).
 */
export const KAZOE_TURNS = ["jan1", "risshun"] as const;
export type KazoeTurn = (typeof KAZOE_TURNS)[number];

/**
 * The year a birth's 数え age counts from (数え 1): the Gregorian year of birth; before 1873 the 旧暦 year of
 * birth (`kyurekiYear`); under `risshun`, the year before when the birth is before that year's 立春 day.
 * `risshunDay`: the day number of the birth year's 立春, needed under `risshun` only.
 * Source: docs/calendar.md §19 (数え年: 生まれた年を1歳とし、正月ごとに1歳を加える).
 */
export function kazoeYearOfBirth(birth: number, kyurekiYear: number, turn: KazoeTurn, risshunDay: number | null): number {
  const { y } = civilDate(birth);
  if (turn === "risshun") return risshunDay !== null && birth < risshunDay ? y - 1 : y;
  return y < REFORM_YEAR ? kyurekiYear : y;
}

/** The 数え age through most of `year` (from its 正月 or 立春): `year` − the 数え year of birth + 1. */
export function kazoeAge(kazoeYear: number, year: number): number {
  return year - kazoeYear + 1;
}

/**
 * The 満年齢 reached on the birthday in `year` (held from that day on): `year` − the year of birth.
 * Source: 年齢計算ニ関スル法律 (明治35年法律第50号), 民法第143条 (koyomi8.com/reki_doc/doc_0870.htm).
 */
export function manAgeInYear(birth: number, year: number): number {
  return year - civilDate(birth).y;
}

/**
 * 享年 (数え: the year of death − the year of birth + 1) and 満年齢 on day `death` (day numbers, JST civil days).
 * Source: 年齢計算ニ関スル法律 (満: a year older at the end of the day before the birthday); docs/calendar.md §18 (享年).
 */
export function ageAtDeath(birth: number, death: number): { readonly kazoe: number; readonly man: number } {
  const b = civilDate(birth);
  const d = civilDate(death);
  const man = d.y - b.y - (d.m < b.m || (d.m === b.m && d.d < b.d) ? 1 : 0);
  return { kazoe: kazoeAge(b.y, d.y), man };
}
