/**
 * The rules of a birth chart and of a moment (calendar/rules.ts): where the schools of 四柱推命 and
 * 九星気学 differ, the values this folder's functions take. Each value's meaning and source is in the
 * glossary's rules section (schemas/glossary/rules.ts) and docs/calendar.md "The choices, in one table".
 */
import { ZI_CONVENTIONS } from "../names.ts";
import { YEAR_TURNS } from "./chart.ts";
import { ZOKAN_TABLES } from "./stems.ts";
import { TAIUN_AGE_METHODS } from "./taiun.ts";

/** The chart's rules (calendar/rules.ts `RuleSpec`), the first value of each its default. */
export const CHART_RULES = [
  /** 子の刻 (23:00–24:00): `early` the day turns at 00:00; `late` at 23:00 (docs/calendar.md §17). */
  { id: "zi", values: ZI_CONVENTIONS, default: "early", answers: ["moment", "birth"] },
  /** 蔵干: `shirei` the 人元司令分野 table, ruling by days since the 節; `honki` the 本気・中気・余気 sets, the 本気 ruling (stems.ts). */
  { id: "zokan", values: ZOKAN_TABLES, default: "shirei", answers: ["birth"] },
  /** The first 大運's age: `round` days ÷ 3 to the nearest year; `exact` to the minute; `china95` to the day (taiun.ts). */
  { id: "taiun_age", values: TAIUN_AGE_METHODS, default: "round", answers: ["birth"] },
  /** The year pillar and 本命星 (and the 大運's direction by the year stem): `risshun` from 立春; `jan1` from 1 January (chart.ts). */
  { id: "year_turn", values: YEAR_TURNS, default: "risshun", answers: ["birth"] },
] as const;

/** The chart's part of each preset (calendar/rules.ts `PRESETS`). */
export const CHART_PRESETS = {
  /**
   * 6tail's tyme4ts 1.5.2 (github.com/6tail/tyme4ts): its default `DefaultEightCharProvider` turns the day at 23:00 (`late`;
   * its `LunarSect2EightCharProvider` is `early`), `EarthBranch.getHideHeavenStems`, `DefaultChildLimitProvider`, 立春.
   */
  tyme4ts: { zi: "late", zokan: "honki", taiun_age: "exact", year_turn: "risshun" },
} as const;
