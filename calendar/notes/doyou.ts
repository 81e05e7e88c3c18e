/**
 * 土用 (doyō): the four spans before each 立, and their 間日.
 * The 土用入り instants (27°, 117°, 207°, 297°) come from the almanac (`doyouEntries`).
 */
import type { SolarCrossing } from "../astronomy/solar-longitude.ts";
import { branchIndexOf, branchOf } from "../cycles/kanshi.ts";

/** The four 土用, named by the season they end. */
export type DoyouSeason = "spring" | "summer" | "autumn" | "winter";

/** One 土用 span, both ends inclusive (JST day numbers). */
export interface DoyouSpan {
  readonly season: DoyouSeason;
  /** 土用入り: the JST day holding the instant the sun reaches the starting longitude. */
  readonly from: number;
  /** The day before the following 立 (立夏, 立秋, 立冬, 立春). */
  readonly to: number;
}

/** A 土用入り: the starting longitude, its instant and its JST day. */
export type DoyouEntry = SolarCrossing;

// Source: koyomi8 rekicyuu_doc02 (視太陽が黄経27,117,207,297°を通過する日を土用入り); NAOJ 暦要項 (docs/calendar.md §8).
export const DOYOU_START: Readonly<Record<number, { season: DoyouSeason; end: number }>> = {
  27: { season: "spring", end: 45 }, // 春土用 until the day before 立夏
  117: { season: "summer", end: 135 }, // 夏土用 until the day before 立秋
  207: { season: "autumn", end: 225 }, // 秋土用 until the day before 立冬
  297: { season: "winter", end: 315 }, // 冬土用 until the day before 立春
} satisfies Record<(typeof DOYOU_LONGITUDES)[number], { season: DoyouSeason; end: number }>;

// Source: docs/calendar.md §8 間日 table (冬 寅卯巳, 春 巳午酉, 夏 卯辰申, 秋 未酉亥; yakumoin.info 2022 agrees).
export const DOYOU_MABI: Readonly<Record<DoyouSeason, string>> = { winter: "寅卯巳", spring: "巳午酉", summer: "卯辰申", autumn: "未酉亥" };

const MABI_MASK: Readonly<Record<DoyouSeason, number>> = Object.fromEntries(
  Object.entries(DOYOU_MABI).map(([season, branches]) => [season, [...branches].reduce((m, b) => m | (1 << branchIndexOf(b)), 0)]),
) as Record<DoyouSeason, number>;

/**
 * The whole 土用 spans: from each 土用入り day to the day before the next 立 (45/135/225/315°) crossing; entries whose 立 lies past the crossings are dropped.
 * Source: koyomi8 rekicyuu_doc02; NAOJ 暦要項 (docs/calendar.md §8: 土用 runs to the day before 立夏 / 立秋 / 立冬 / 立春).
 */
export function doyouSpansOf(entries: readonly DoyouEntry[], crossings: readonly SolarCrossing[]): DoyouSpan[] {
  const out: DoyouSpan[] = [];
  let i = 0;
  for (const entry of entries) {
    const start = DOYOU_START[entry.longitude];
    if (!start) throw new RangeError(`doyouSpansOf: ${entry.longitude}° is not a 土用入り longitude`);
    while (i < crossings.length && crossings[i]!.utcMs <= entry.utcMs) i++;
    const end = crossings.slice(i, i + 6).find((c) => c.longitude === start.end);
    if (end) out.push({ season: start.season, from: entry.day, to: end.day - 1 });
  }
  return out;
}

/**
 * 土用間日: inside a 土用, the days of the season's three branches.
 * Source: docs/calendar.md §8 間日 table.
 */
export function isDoyouMabi(season: DoyouSeason, kanshiIndex: number): boolean {
  return (MABI_MASK[season] & (1 << branchOf(kanshiIndex))) !== 0;
}

/** 土用入り: the Sun at 297°, 27°, 117° and 207° (18 days before each 立春, 立夏, 立秋, 立冬). */
export const DOYOU_NAME = "土用入り";
export const DOYOU_LONGITUDES = [297, 27, 117, 207] as const;
