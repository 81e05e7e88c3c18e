/**
 * 九星盤 (the nine-star boards) of a year, a 節月 and a day: where 五黄 sits when the stars fly
 * from the centre star (五黄殺), the palace opposite (暗剣殺), and the branch opposite the
 * period's own branch (歳破, 月破, 日破). Star indices run 0 = 一白水星 … 8 = 九紫火星 (kyusei.ts).
 */
import { HOUI_8, type Houi, JUNISHI, type Kyusei, type Junishi } from "../names.ts";
import { mod } from "../time/day-number.ts";
import { kyuseiName, monthKyuseiIndex, yearKyuseiIndex } from "./stars.ts";
import { branchBearing, branchOf } from "../cycles/kanshi.ts";
import { dayKanshiIndex, yearKanshiIndex } from "../cycles/pillars.ts";
import { setsuMonthBranch } from "../solar-terms/setsu-month.ts";

/**
 * The flight (飛泊, 遁甲の経路): step k from the centre is the home palace (後天定位盤, 五黄 in the centre) of
 * star 五黄 + k — 中宮 → 乾 → 兌 → 艮 → 離 → 坎 → 坤 → 震 → 巽. Stars are indices (0 = 一白).
 * Source: docs/calendar.md §16.4 (kigaku.jpn.org 遁甲の経路; the 後天定位盤 with 五黄 in the centre).
 */
export function flightHome(step: number): number {
  return mod(4 + step, 9);
}

/** The direction of each star's home palace on the 後天定位盤 (一白 北 … 九紫 南; 五黄's, the centre: null). */
const HOME_DIRECTIONS: readonly (Houi | null)[] = ["北", "南西", "東", "南東", null, "北西", "西", "北東", "南"];

/** The directions in flight order: the star of the centre + k sits in FLIGHT[k] (null = the centre). */
export const FLIGHT: readonly (Houi | null)[] = Array.from({ length: 9 }, (_, k) => HOME_DIRECTIONS[flightHome(k)]!);

/** One board: the centre star, 五黄殺 and 暗剣殺 (null when 五黄 is in the centre), and the 破 branch. */
export interface BoardSide {
  readonly center: Kyusei;
  readonly gooh: Houi | null;
  readonly anken: Houi | null;
  readonly ha: Junishi;
}

/**
 * The star index at flight step `step` (0 = the centre) of the board whose centre is `centerStar`: the stars fly forwards,
 * one step up per palace (the centre star, then the next star at step 1 …).
 * Source: docs/calendar.md §16.4 (every board, year, month and day, flies in the same order; the 日盤 is not reversed in 陰遁).
 */
export function starAtStep(centerStar: number, step: number): number {
  return mod(centerStar + step, 9);
}

/**
 * The flight step (0 = the centre) where star `star` stands on the board whose centre is `centerStar`: the inverse of
 * starAtStep. Source: docs/calendar.md §16.4.
 */
export function stepOfStar(centerStar: number, star: number): number {
  return mod(star - centerStar, 9);
}

/**
 * The star index in a direction (null = the centre) of the board whose centre is `centerStar`, flying forwards.
 * Source: docs/calendar.md §16.4 (the flight order FLIGHT, starAtStep).
 */
export function starAt(centerStar: number, direction: Houi | null): number {
  return starAtStep(centerStar, FLIGHT.indexOf(direction));
}

/**
 * 五黄殺: the direction where 五黄 (index 4) lands, or null when it is the centre star.
 * Source: docs/calendar.md §16.4 (五黄殺 is the palace of 五黄 on the flown board).
 */
export function goohDirection(centerStar: number): Houi | null {
  return FLIGHT[stepOfStar(centerStar, 4)]!;
}

/**
 * 暗剣殺: the direction opposite 五黄殺, or null when 五黄 is the centre star.
 * Source: docs/calendar.md §16.4 (暗剣殺 is always opposite 五黄殺, 対冲).
 */
export function ankenDirection(centerStar: number): Houi | null {
  const gooh = goohDirection(centerStar);
  return gooh === null ? null : HOUI_8[(HOUI_8.indexOf(gooh) + 4) % 8]!;
}

/**
 * 破 (歳破, 月破, 日破): the branch opposite the period's branch (子 ↔ 午 …).
 * Source: docs/calendar.md §16.4 (歳破 is the branch opposite the year's, 対冲; 月破 and 日破 likewise).
 */
export function haBranch(branchIndex: number): Junishi {
  return JUNISHI[mod(branchIndex + 6, 12)]!;
}

/**
 * The palace of a board (one of the eight directions) a branch lies in: the direction nearest the branch's bearing, each
 * palace spanning 45° — 子 北, 丑寅 北東 (艮), 卯 東, 辰巳 南東 (巽), 午 南, 未申 南西 (坤), 酉 西, 戌亥 北西 (乾).
 * Source: docs/calendar.md §16 (the branches 30° apart from 子 = 北, the eight directions 45° apart; 丑寅 the 鬼門 艮).
 */
export function branchPalace(branchIndex: number): Houi {
  return HOUI_8[Math.round(branchBearing(branchIndex) / 45) % 8]!;
}

/**
 * One side of `kyusei_board`: the board of a centre star and of the period's branch.
 * Source: docs/calendar.md §16.4.
 */
export function boardSide(centerStar: number, branchIndex: number): BoardSide {
  return { center: kyuseiName(centerStar), gooh: goohDirection(centerStar), anken: ankenDirection(centerStar), ha: haBranch(branchIndex) };
}

/** `kyusei_board`: the year, 節月 and day boards. */
export interface KyuseiBoard {
  readonly year: BoardSide;
  readonly month: BoardSide;
  readonly day: BoardSide;
}

/**
 * The three boards of a day: the year board of its 立春 year, the month board of its 節月, the day board of its 日家九星
 * (centres as `kyusei_year`, `kyusei_month`, `kyusei`; 破 opposite the year's, the 節月's and the day's branch).
 * Source: docs/calendar.md §16.4 (centres: docs/calendar.md §3; branches: docs/calendar.md §2).
 */
export function kyuseiBoard(risshunYear: number, setsuMonth: number, dayStar: number, day: number): KyuseiBoard {
  return {
    year: boardSide(yearKyuseiIndex(risshunYear), branchOf(yearKanshiIndex(risshunYear))),
    month: boardSide(monthKyuseiIndex(risshunYear, setsuMonth), setsuMonthBranch(setsuMonth)),
    day: boardSide(dayStar, branchOf(dayKanshiIndex(day))),
  };
}
