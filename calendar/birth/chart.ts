/**
 * A birth chart (docs/interface.md#birth-charts) from the calendar of its instant: the moment's
 * pillars, stars and surrounding 節 instants, with the 四柱推命 and 九星気学 rules of this directory
 * applied. Pure: the endpoint finds the moment(s) and the corrections, this assembles the answer.
 */
import {
  JIKKAN,
  JUNISHI,
  KYUSEI,
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
import { yearKyuseiIndex } from "../kyusei/stars.ts";
import { branchOf, kanshiIndexOf, kanshiName, stemOf } from "../cycles/kanshi.ts";
import { yearKanshiIndex } from "../cycles/pillars.ts";
import { hiddenStems, juniun, kubou, rulingHiddenStem, tsuhen, type Kubou, type ZokanTable } from "./stems.ts";
import {
  taiun,
  taiunCount,
  taiunForward,
  taiunStartAge,
  taiunStartWall,
  type TaiunAgeMethod,
  type Taiun,
  type TaiunCount,
} from "./taiun.ts";
import { civilDate, MS_PER_DAY } from "../time/day-number.ts";
import { civilDayOfInstant, civilOffsetMs } from "../time/civil-day.ts";
import { jstText } from "../time/jst-text.ts";

/**
 * When the chart's year pillar and 本命星 turn (rule `year_turn`): `risshun` at the 立春 instant, `jan1` at 00:00 of
 * 1 January on the civil clock. The month pillar and 月命星 turn at the 節 either way.
 */
export const YEAR_TURNS = ["risshun", "jan1"] as const;
export type YearTurn = (typeof YEAR_TURNS)[number];

/** The values of the chart's rules that chartCore reads (calendar/birth/rules.ts; `zi` is the moment's). */
export interface ChartRules {
  readonly zokan: ZokanTable;
  readonly taiun_age: TaiunAgeMethod;
  readonly year_turn: YearTurn;
}

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
  /** With a `taiun_age` other than `round`: the count to the first 大運 and when it starts (null without sex). */
  readonly taiun_start?: TaiunStart | null;
}

/** The start of the first 大運, counted (rule `taiun_age`), and its instant, `YYYY-MM-DDTHH:MM+09:00`. */
export interface TaiunStart extends TaiunCount {
  readonly at: string;
}

/** One pillar against the day stem, its 蔵干 by `table`, ruling by `elapsedDays` since the 節 instant. */
function pillar(kanshi: Kanshi, dayStem: number, elapsedDays: number, own: boolean, table: ZokanTable): Pillar {
  const index = kanshiIndexOf(kanshi);
  const stem = stemOf(index);
  const branch = branchOf(index);
  return {
    kanshi,
    stem: JIKKAN[stem]!,
    branch: JUNISHI[branch]!,
    zokan: hiddenStems(branch, table),
    zokan_ruling: rulingHiddenStem(branch, elapsedDays, table),
    tsuhen: own ? NISSHU : tsuhen(dayStem, stem),
    juniun: juniun(dayStem, branch),
  };
}

/**
 * The year pillar and 本命星 of a birth under `turn`: the moment's (the 立春 year) for `risshun`; for `jan1` those of the
 * civil year of the instant, which differs from the 立春 year from 1 January to the 立春 instant.
 * Source: `risshun` docs/calendar.md §0 (the year turns at 立春); `jan1` the year's 干支 of the civil year as NAOJ 暦要項 heads it.
 */
export function chartYear(instant: number, moment: MomentFacts, turn: YearTurn): { readonly year: Kanshi; readonly honmei: Kyusei } {
  const civilYear = civilDate(civilDayOfInstant(instant)).y;
  if (turn === "risshun" || kanshiName(yearKanshiIndex(civilYear)) === moment.pillars.year) {
    return { year: moment.pillars.year, honmei: moment.kyusei.year };
  }
  return { year: kanshiName(yearKanshiIndex(civilYear)), honmei: KYUSEI[yearKyuseiIndex(civilYear)]! };
}

/** The first 大運's start under a counting `method` other than `round`, from the birth instant and the time to the 節. */
function taiunStart(instant: number, msToSetsu: number, method: Exclude<TaiunAgeMethod, "round">): TaiunStart {
  const count = taiunCount(method, msToSetsu);
  // The calendar arithmetic is on the civil clock the birth was read on (JST; Tokyo mean time before 1888).
  const offset = civilOffsetMs(instant);
  const at = taiunStartWall(instant + offset, count) - offset;
  return { ...count, at: jstText(Math.floor(at / 60_000) * 60_000) };
}

/**
 * The chart of a birth.
 * @param instant the birth instant (after the corrections), UTC ms: the 節 counts (蔵干, 大運) are from it.
 * @param calendar the moment at the instant: year and month pillars, 本命星 and 月命星, the 節 instants.
 * @param clock the moment at the local (solar) time, for the day and hour pillars; `calendar` when no longitude.
 * @param hasTime false for a date alone: no hour pillar.
 * @param rules the chart's rules (calendar/birth/rules.ts): 蔵干 table, 大運 count, year turn.
 */
export function chartCore(
  instant: number,
  calendar: MomentFacts,
  clock: MomentFacts,
  hasTime: boolean,
  sex: Sex | null,
  rules: ChartRules,
): ChartCore {
  const dayStem = stemOf(kanshiIndexOf(clock.pillars.day));
  const previous = Date.parse(calendar.setsu.previous.utc);
  const next = Date.parse(calendar.setsu.next.utc);
  const elapsedDays = (instant - previous) / MS_PER_DAY;
  const { year, honmei } = chartYear(instant, calendar, rules.year_turn);
  const getsumei = calendar.kyusei.month;
  const forward = sex === null ? null : taiunForward(stemOf(kanshiIndexOf(year)), sex);
  const msToSetsu = forward ? next - instant : instant - previous;
  const table = rules.zokan;
  const method = rules.taiun_age;
  const core: ChartCore = {
    honmei,
    getsumei,
    keisha: keisha(starIndex(honmei), starIndex(getsumei), sex),
    pillars: {
      year: pillar(year, dayStem, elapsedDays, false, table),
      month: pillar(calendar.pillars.month, dayStem, elapsedDays, false, table),
      day: pillar(clock.pillars.day, dayStem, elapsedDays, true, table),
      hour: hasTime && clock.pillars.hour !== null ? pillar(clock.pillars.hour, dayStem, elapsedDays, false, table) : null,
    },
    kubou: kubou(kanshiIndexOf(clock.pillars.day)),
    taiun: null,
  };
  if (method === "round") {
    return {
      ...core,
      taiun: forward === null ? null : taiun(kanshiIndexOf(calendar.pillars.month), forward, taiunStartAge(msToSetsu)),
    };
  }
  const start = forward === null ? null : taiunStart(instant, msToSetsu, method);
  return {
    ...core,
    taiun: start === null ? null : taiun(kanshiIndexOf(calendar.pillars.month), forward!, start.years),
    taiun_start: start,
  };
}
