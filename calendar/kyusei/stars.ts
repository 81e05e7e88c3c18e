/**
 * 九星 (kyūsei, the nine stars) of a 立春 year (年家九星), a 節月 (月家九星) and a day (日家九星).
 * Star indices run 0 = 一白水星 … 8 = 九紫火星 into KYUSEI (star number − 1).
 */
import { KYUSEI, type Kyusei } from "../names.ts";
import { branchOf } from "../cycles/kanshi.ts";
import { dayKanshiIndex, yearKanshiIndex } from "../cycles/pillars.ts";
import { mod } from "../time/day-number.ts";

/** The full star name of a star index (一白水星). */
export function kyuseiName(starIndex: number): Kyusei {
  return KYUSEI[starIndex]!;
}

/** A solstice: the JST day holding the instant, and its longitude (90 = 夏至, 270 = 冬至). */
export interface Solstice {
  readonly day: number;
  readonly longitude: number;
}

/** One effective switch of the day-star sequence: from `day` on, the stars step up (陽遁) or down (陰遁) from `star`. */
export interface KyuseiSwitch {
  /** Day number of the first day of the new run. */
  readonly day: number;
  /** True for 陽遁 (一白 → 二黒 → …), false for 陰遁 (九紫 → 八白 → …). */
  readonly ascending: boolean;
  /** Star index on `day`. */
  readonly star: number;
  /** True for a 閏 switch at a 甲午 (the star of the previous day repeats: 三碧 or 七赤). */
  readonly leap: boolean;
}

/** The star index `offset` days into a run. */
function starAt(run: KyuseiSwitch, offset: number): number {
  return mod(run.ascending ? run.star + offset : run.star - offset, 9);
}

/**
 * The 甲子 that starts the 遁 of a solstice: the preceding 甲子 when the solstice day is 甲子 … 癸巳 (0–29), else the following one.
 * Source: docs/calendar.md §3 variant A (koyomi8.com/sub/9sei.htm), chosen in docs/calendar.md#the-choices-in-one-table.
 */
export function kasshiOfSolstice(solsticeDay: number): number {
  const k = dayKanshiIndex(solsticeDay);
  return k <= 29 ? solsticeDay - k : solsticeDay + 60 - k;
}

/**
 * The 閏 methods of 日家九星 (rule `kyusei_day`, calendar/notes/rules.ts), the first the default:
 * `koyomi8` こよみのページ (variant A), `tyme4ts` 6tail's tyme4ts, `tamo` tsupo's tamo, `kogo_near`
 * the 甲午 switch only when a solstice is within a day of 甲午. Each method's source is at its function.
 */
export const KYUSEI_DAY_METHODS = ["koyomi8", "tyme4ts", "tamo", "kogo_near"] as const;
export type KyuseiDayMethod = (typeof KYUSEI_DAY_METHODS)[number];

/** The 陽遁 run from a 冬至 甲子 (一白, ascending) or the 陰遁 run from a 夏至 甲子 (九紫, descending). */
function solsticeRun(s: Solstice): KyuseiSwitch {
  const ascending = s.longitude === 270;
  return { day: kasshiOfSolstice(s.day), ascending, star: ascending ? 0 : 8, leap: false };
}

/**
 * The effective switches of 日家九星 around a run of solstices (ascending, alternating 夏至/冬至), by
 * one of the 閏 methods ({@link KYUSEI_DAY_METHODS}; the default `koyomi8`).
 * @throws if the solstices do not alternate or (koyomi8) two starting 甲子 are neither 180 nor 240 days apart.
 */
export function kyuseiSwitches(solstices: readonly Solstice[], method: KyuseiDayMethod = "koyomi8"): KyuseiSwitch[] {
  solstices.forEach((s, i) => {
    if (s.longitude !== 90 && s.longitude !== 270) throw new RangeError(`kyuseiSwitches: ${s.longitude}° is not a solstice`);
    if (i > 0 && solstices[i - 1]!.longitude === s.longitude) throw new Error(`kyuseiSwitches: solstices do not alternate at day ${s.day}`);
  });
  switch (method) {
    case "koyomi8":
      return koyomi8Switches(solstices);
    case "tyme4ts":
      return tyme4tsSwitches(solstices);
    case "tamo":
      return tamoSwitches(solstices);
    case "kogo_near":
      return kogoNearSwitches(solstices);
  }
}

/**
 * こよみのページ (variant A): 陽遁 from the 冬至 甲子 with 一白, 陰遁 from the 夏至 甲子 with 九紫; when
 * two such 甲子 are 240 days apart, the first 210 days continue the old 遁 and the new one starts at
 * the 甲午 with the previous day's star repeated (閏), running on through the next 甲子 without a switch there.
 * Source: docs/calendar.md §3 variant A (koyomi8.com/sub/9sei.htm), docs/calendar.md#the-choices-in-one-table (2020-06-20 甲午 三碧 陰遁 閏).
 */
function koyomi8Switches(solstices: readonly Solstice[]): KyuseiSwitch[] {
  const bases = solstices.map(solsticeRun);
  const out: KyuseiSwitch[] = [];
  if (bases.length === 0) return out;
  out.push(bases[0]!);
  let run = bases[0]!;
  for (let i = 0; i + 1 < bases.length; i++) {
    const here = bases[i]!;
    const next = bases[i + 1]!;
    const gap = next.day - here.day;
    if (gap === 180) {
      out.push(next);
      run = next;
    } else if (gap === 240) {
      // 閏: the 甲午 210 days after `here` reverses the 遁, repeating the previous day's star.
      const leapDay = here.day + 210;
      const leap: KyuseiSwitch = { day: leapDay, ascending: next.ascending, star: starAt(run, leapDay - 1 - run.day), leap: true };
      if (starAt(leap, next.day - leapDay) !== next.star)
        throw new Error(`kyuseiSwitches: 閏 at day ${leapDay} does not reach the next 甲子 star`);
      out.push(leap);
      run = leap;
    } else {
      throw new Error(`kyuseiSwitches: starting 甲子 ${gap} days apart at day ${next.day}`);
    }
  }
  return out;
}

/**
 * tyme4ts: no 閏. 陽遁 from the 冬至 甲子 with 一白 up to the 夏至 甲子; from there 陰遁, counted back from
 * the next 冬至 甲子 so that its eve is 一白 (a 240-day half jumps at the 夏至 甲子). A 夏至 with no 冬至
 * after it in the run ends the schedule at the switch before it.
 * Source: github.com/6tail/tyme4ts lib/index.ts SolarDay.getNineStar (1.4.4 "优化日九星算法" to 1.5.2).
 */
function tyme4tsSwitches(solstices: readonly Solstice[]): KyuseiSwitch[] {
  const out: KyuseiSwitch[] = [];
  for (let i = 0; i < solstices.length; i++) {
    const run = solsticeRun(solstices[i]!);
    const nextWinter = solstices[i + 1];
    if (run.ascending) out.push(run);
    else if (nextWinter !== undefined) out.push({ ...run, star: mod(kasshiOfSolstice(nextWinter.day) - run.day - 1, 9) });
  }
  return out;
}

/**
 * tamo: the 冬至 alone: 陽遁 from its 甲子 with 一白, 陰遁 from 180 days later with 九紫, to the next 冬至 甲子 (no 閏).
 * Source: github.com/tsupo/tamo tamo_wareki.c kyusei() (陽遁開始: 冬至に最も近い甲子, 陰遁開始: 陽遁開始日の180日後).
 */
function tamoSwitches(solstices: readonly Solstice[]): KyuseiSwitch[] {
  const out: KyuseiSwitch[] = [];
  for (const s of solstices) {
    if (s.longitude !== 270) continue;
    const run = solsticeRun(s);
    out.push(run, { day: run.day + 180, ascending: false, star: 8, leap: false });
  }
  return out;
}

/** The 甲午 (干支 index 30) of the 60-day cycle. */
const KOGO = 30;

/**
 * 甲午 only near a solstice: a solstice on 癸巳, 甲午 or 乙未 switches at that 甲午 with 七赤 (陽遁) or 三碧
 * (陰遁), the 閏; any other switches at its nearest 甲子 with 一白 or 九紫.
 * Source: github.com/tsupo/tamo tamo_wareki.c, comment of kyusei() (冬至・夏至の前後1日以内に甲午がある場合…これを閏という).
 */
function kogoNearSwitches(solstices: readonly Solstice[]): KyuseiSwitch[] {
  return solstices.map((s) => {
    const run = solsticeRun(s);
    const k = dayKanshiIndex(s.day);
    if (Math.abs(k - KOGO) > 1) return { ...run, day: k < KOGO ? s.day - k : s.day + 60 - k };
    return { day: s.day - (k - KOGO), ascending: run.ascending, star: run.ascending ? 6 : 2, leap: true };
  });
}

/**
 * Day star index (日家九星) of a day under a switch schedule: the latest switch on or before the day, stepped by the days since.
 * Source: docs/calendar.md §3 (jingukan.co.jp kyusei; tamo_wareki.c): one step per day, up in 陽遁, down in 陰遁.
 * @throws RangeError if the day lies before the first switch.
 */
export function dayKyuseiIndex(switches: readonly KyuseiSwitch[], day: number): number {
  let lo = 0;
  let hi = switches.length - 1;
  if (hi < 0 || switches[0]!.day > day) throw new RangeError(`dayKyuseiIndex: day ${day} lies before the first switch`);
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (switches[mid]!.day <= day) lo = mid;
    else hi = mid - 1;
  }
  const run = switches[lo]!;
  return starAt(run, day - run.day);
}

/** 寅月 star number by (year branch mod 3): 子午卯酉 → 八白, 丑辰未戌 → 五黄, 寅申巳亥 → 二黒. */
const TORA_MONTH_STAR = [8, 5, 2] as const;

/**
 * Year star index (年家九星) of a 立春 year; the year stars always run backwards.
 * Source: docs/calendar.md §3 (Wikipedia formula via nadesiko; kaiun-do.me): star = 11 − (Y mod 9), minus 9 if > 9.
 */
export function yearKyuseiIndex(risshunYear: number): number {
  const star = 11 - mod(risshunYear, 9);
  return (star > 9 ? star - 9 : star) - 1;
}

/**
 * Month star index (月家九星) of 節月 k (1 = 寅月 … 12 = 丑月) of a 立春 year: the 寅月 star by the year branch, one lower each 節月.
 * Source: docs/calendar.md §3 (houi.nobody.jp/houis6.htm; koyomi8.com/sub/9sei.htm: 節切りの年月).
 */
export function monthKyuseiIndex(risshunYear: number, setsuMonth: number): number {
  const yearBranch = branchOf(yearKanshiIndex(risshunYear));
  const first = TORA_MONTH_STAR[yearBranch % 3]!;
  return mod(first - 1 - (setsuMonth - 1), 9);
}
