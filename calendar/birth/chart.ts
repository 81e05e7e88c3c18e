/**
 * A birth chart (docs/interface.md#birth-charts) from the calendar of its instant: the moment's
 * pillars, stars and surrounding 節 instants, with the 四柱推命 and 九星気学 rules of this directory
 * applied. Pure: the endpoint finds the moment(s) and the corrections, this assembles the answer.
 */
import {
  JIKKAN,
  JUNISHI,
  KANSHI_60,
  NISSHU,
  type Jikkan,
  type Juniun,
  type Junishi,
  type Kanshi,
  type Kyusei,
  type KyuseiPalace,
  type Sex,
  type Tsuhen,
} from "../names.ts";
import { keisha, starIndex } from "../kyusei/natal.ts";
import { hiddenStems, juniun, kubou, rulingHiddenStem, tsuhen, type Kubou } from "./stems.ts";
import { taiun, taiunForward, taiunStartAge, type Taiun } from "./taiun.ts";
import { MS_PER_DAY } from "../time/day-number.ts";

/** A 節 instant as the moment answer gives it (`jst`, `utc` to the minute). */
export interface SetsuInstant {
  readonly name: string;
  readonly jst: string;
  readonly utc: string;
}

/** What a birth chart takes from the calendar of a moment (the moment answer's fields). */
export interface MomentFacts {
  readonly pillars: { readonly year: Kanshi; readonly month: Kanshi; readonly day: Kanshi; readonly hour: Kanshi | null };
  readonly kyusei: { readonly year: Kyusei; readonly month: Kyusei };
  readonly setsu: { readonly previous: SetsuInstant; readonly next: SetsuInstant };
}

/** One pillar of the chart. */
export interface Pillar {
  readonly kanshi: Kanshi;
  readonly stem: Jikkan;
  readonly branch: Junishi;
  /** Every hidden stem of the branch, 余気 to 本気. */
  readonly zokan: readonly Jikkan[];
  /** The hidden stem that rules by the days since the 節 instant (人元司令). */
  readonly zokan_ruling: Jikkan;
  readonly tsuhen: Tsuhen | typeof NISSHU;
  readonly juniun: Juniun;
}

/** The chart's computed half (everything but `ok`, `input`, `at`, `corrections`, `setsu`, `boundary`). */
export interface ChartCore {
  readonly honmei: Kyusei;
  readonly getsumei: Kyusei;
  readonly keisha: KyuseiPalace | null;
  readonly pillars: { readonly year: Pillar; readonly month: Pillar; readonly day: Pillar; readonly hour: Pillar | null };
  readonly kubou: Kubou;
  readonly taiun: Taiun[] | null;
}

const stemOf = (k: Kanshi): number => KANSHI_60.indexOf(k) % 10;
const branchOf = (k: Kanshi): number => KANSHI_60.indexOf(k) % 12;

/** One pillar against the day stem, its 蔵干 ruling by `elapsedDays` since the 節 instant. */
function pillar(kanshi: Kanshi, dayStem: number, elapsedDays: number, own: boolean): Pillar {
  const stem = stemOf(kanshi);
  const branch = branchOf(kanshi);
  return {
    kanshi,
    stem: JIKKAN[stem]!,
    branch: JUNISHI[branch]!,
    zokan: hiddenStems(branch),
    zokan_ruling: rulingHiddenStem(branch, elapsedDays),
    tsuhen: own ? NISSHU : tsuhen(dayStem, stem),
    juniun: juniun(dayStem, branch),
  };
}

/**
 * The chart of a birth.
 * @param instant the birth instant (after the corrections), UTC ms: the 節 counts (蔵干, 大運) are from it.
 * @param calendar the moment at the instant: year and month pillars, 本命星 and 月命星, the 節 instants.
 * @param clock the moment at the local (solar) time, for the day and hour pillars; `calendar` when no longitude.
 * @param hasTime false for a date alone: no hour pillar.
 */
export function chartCore(instant: number, calendar: MomentFacts, clock: MomentFacts, hasTime: boolean, sex: Sex | null): ChartCore {
  const dayStem = stemOf(clock.pillars.day);
  const previous = Date.parse(calendar.setsu.previous.utc);
  const next = Date.parse(calendar.setsu.next.utc);
  const elapsedDays = (instant - previous) / MS_PER_DAY;
  const honmei = calendar.kyusei.year;
  const getsumei = calendar.kyusei.month;
  const forward = sex === null ? null : taiunForward(stemOf(calendar.pillars.year), sex);
  return {
    honmei,
    getsumei,
    keisha: keisha(starIndex(honmei), starIndex(getsumei), sex),
    pillars: {
      year: pillar(calendar.pillars.year, dayStem, elapsedDays, false),
      month: pillar(calendar.pillars.month, dayStem, elapsedDays, false),
      day: pillar(clock.pillars.day, dayStem, elapsedDays, true),
      hour: hasTime && clock.pillars.hour !== null ? pillar(clock.pillars.hour, dayStem, elapsedDays, false) : null,
    },
    kubou: kubou(KANSHI_60.indexOf(clock.pillars.day)),
    taiun:
      forward === null
        ? null
        : taiun(KANSHI_60.indexOf(calendar.pillars.month), forward, taiunStartAge(forward ? next - instant : instant - previous)),
  };
}
