/**
 * Periods (期間) a day falls in: the spans fixed by the 60-day cycle (天一天上, 八専, 十方暮,
 * 大犯土, 小犯土) and 土用, each as its whole span, both ends inclusive; plus 八専間日.
 */
import { PERIOD_NAMES, type PeriodName } from "../names.ts";
import { isoDate } from "../time/day-number.ts";
import { kanshiIndexOf } from "../cycles/kanshi.ts";
import type { DoyouSpan } from "./doyou.ts";

/** A period of the 60-day cycle: first and last 干支 index, both inclusive. */
export interface CyclePeriod {
  readonly name: Exclude<PeriodName, "doyou">;
  readonly first: number;
  readonly last: number;
}

/** The cycle periods (PERIOD_NAMES order without 土用). */
export const CYCLE_PERIODS: readonly CyclePeriod[] = [
  // 天一天上 癸巳..戊申 (29–44, 16 days). Source: takanohakusan.jp article 3732; Wikipedia 戊申 (docs/calendar.md §7.2).
  { name: "tenichi-tenjou", first: 29, last: 44 },
  // 八専 壬子..癸亥 (48–59, 12 days). Source: linderabell SENJITU; takanohakusan article 3732 (docs/calendar.md §7.2).
  { name: "hassen", first: 48, last: 59 },
  // 十方暮 甲申..癸巳 (20–29), all 10 days, no 間日 (docs/calendar.md#the-choices-in-one-table). Source: tamo checkEto; takanohakusan (docs/calendar.md §7.2).
  { name: "jippou-gure", first: 20, last: 29 },
  // 大犯土 庚午..丙子 (6–12, 7 days). Source: tamo; koyominote 大土 (docs/calendar.md §7.2).
  { name: "ootsuchi", first: 6, last: 12 },
  // 小犯土 戊寅..甲申 (14–20, 7 days). Source: tamo; koyominote 小土 (docs/calendar.md §7.2).
  { name: "kotsuchi", first: 14, last: 20 },
];

const CYCLE_PERIOD_BY_NAME = new Map(CYCLE_PERIODS.map((p) => [p.name as PeriodName, p]));

/** The days of 十方暮 (rule `jippoukure`, calendar/notes/rules.ts), the first the default: `10days` all ten, `mabi` without its 間日. */
export const JIPPOU_GURE_DAYS = ["10days", "mabi"] as const;
export type JippouGureDays = (typeof JIPPOU_GURE_DAYS)[number];

// 十方暮's 間日 丙戌 (22) and 己丑 (25), 相生 and 比和 among its 相剋 days. Source: ffortune.net/calen/calen/yomi99/yomi063.htm (間日); ja.wikipedia.org/wiki/十方暮 (本来は間日).
export const JIPPOU_GURE_MABI = ["丙戌", "己丑"] as const;
const JIPPOU_GURE_MABI_INDEX = JIPPOU_GURE_MABI.map(kanshiIndexOf);

/**
 * Whether a day of 干支 index `kanshiIndex` is a day of 十方暮 (甲申 … 癸巳): all ten (`10days`), or all but its 間日 丙戌 and 己丑 (`mabi`).
 * Source: 10days tamo checkEto, takanohakusan.jp; mabi ffortune.net yomi063 (docs/calendar.md §7.3).
 */
export function isJippouGureDay(kanshiIndex: number, days: JippouGureDays = "10days"): boolean {
  const { first, last } = CYCLE_PERIOD_BY_NAME.get("jippou-gure")!;
  if (kanshiIndex < first || kanshiIndex > last) return false;
  return days === "10days" || !JIPPOU_GURE_MABI_INDEX.includes(kanshiIndex);
}

// 八専間日 癸丑, 丙辰, 戊午, 壬戌 (inside 八専). Source: linderabell SENJITU; takanohakusan article 3732 (docs/calendar.md §7.2).
export const HASSEN_MABI = ["癸丑", "丙辰", "戊午", "壬戌"] as const;
const HASSEN_MABI_INDEX = HASSEN_MABI.map(kanshiIndexOf);

/** A period span in day numbers, both ends inclusive. */
export interface PeriodSpan {
  readonly name: PeriodName;
  readonly from: number;
  readonly to: number;
}

/** A period as emitted in a ProDay (schemas/day.ts `Period`): ISO dates of the whole span, both ends inclusive. */
export interface PeriodRecord {
  readonly name: PeriodName;
  readonly from: string;
  readonly to: string;
  readonly includes_end: true;
}

/**
 * The whole span of a cycle period around a day of 干支 index `kanshiIndex`, or null if the day is outside it.
 * Source: docs/calendar.md#the-choices-in-one-table (periods: the period's whole span, both ends inclusive).
 */
export function cyclePeriodSpan(period: CyclePeriod, day: number, kanshiIndex: number): PeriodSpan | null {
  if (kanshiIndex < period.first || kanshiIndex > period.last) return null;
  return { name: period.name, from: day - (kanshiIndex - period.first), to: day + (period.last - kanshiIndex) };
}

/**
 * 八専間日: 癸丑, 丙辰, 戊午, 壬戌 (all inside 八専).
 * Source: linderabell SENJITU; takanohakusan article 3732 (docs/calendar.md §7.2).
 */
export function isHassenMabi(kanshiIndex: number): boolean {
  return HASSEN_MABI_INDEX.includes(kanshiIndex);
}

/**
 * Every period a day falls in, in PERIOD_NAMES order (tenichi-tenjou, hassen, jippou-gure, doyou, ootsuchi, kotsuchi).
 * With `jippou` = `mabi` the 間日 of 十方暮 hold no 十方暮; its other days still give the whole span 甲申 … 癸巳.
 * @param doyou the 土用 span holding the day, if any.
 */
export function periodSpans(
  day: number,
  kanshiIndex: number,
  doyou: DoyouSpan | undefined,
  jippou: JippouGureDays = "10days",
): PeriodSpan[] {
  const out: PeriodSpan[] = [];
  for (const name of PERIOD_NAMES) {
    if (name === "doyou") {
      if (doyou) out.push({ name, from: doyou.from, to: doyou.to });
      continue;
    }
    if (name === "jippou-gure" && !isJippouGureDay(kanshiIndex, jippou)) continue;
    const span = cyclePeriodSpan(CYCLE_PERIOD_BY_NAME.get(name)!, day, kanshiIndex);
    if (span) out.push(span);
  }
  return out;
}

/** The ProDay form of a period span. */
export function periodRecord(span: PeriodSpan): PeriodRecord {
  return { name: span.name, from: isoDate(span.from), to: isoDate(span.to), includes_end: true };
}
