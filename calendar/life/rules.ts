/**
 * The rules of the calendar of a life (calendar/rules.ts): where the published 早見表 differ on a memorial day or
 * a year of life, the values this folder's functions take. Each value's meaning and source is in the glossary's
 * rules section (schemas/glossary/life-rules.ts) and docs/calendar.md §18–§19.
 */
import { CHUIN_COUNTS, LEAP_DEATH_DAYS, MONTH_END_RULES, NENKI_SETS } from "./memorial.ts";
import { KAZOE_TURNS } from "./ages.ts";
import { CHOUJU_AGES } from "./chouju.ts";
import { OLD_DEATH_RULES } from "./old-style.ts";
import { SHICHIGOSAN_AGES } from "./shichigosan.ts";
import { YAKU_37_RULES, YAKU_61_RULES, YAKU_CHILD_RULES } from "./yakudoshi.ts";

/** The memorial rules (calendar/rules.ts `RuleSpec`), the first value of each its default. */
export const MEMORIAL_RULES = [
  /** 中陰: `day` the day of death is day 1; `eve` each day's 逮夜, a day earlier (関西), memorial.ts. */
  { id: "chuin", values: CHUIN_COUNTS, default: "day", answers: ["memorial"] },
  /** 年忌: `all` every one listed, the common set marked; `common`; `with25` (二十五回忌 for 二十三 and 二十七), memorial.ts. */
  { id: "nenki_set", values: NENKI_SETS, default: "all", answers: ["memorial"] },
  /** A 29 February death in a common year: `feb28` or `mar1`, memorial.ts. */
  { id: "leap_death_day", values: LEAP_DEATH_DAYS, default: "feb28", answers: ["memorial"] },
  /** A 月命日 the month lacks: `last` its last day, `skip` none, memorial.ts. */
  { id: "month_end", values: MONTH_END_RULES, default: "last", answers: ["memorial"] },
  /** A death before 1873 from 1873 on: `wareki` the 旧暦 month and day numbers, `seireki` the Gregorian date, old-style.ts. */
  { id: "old_death", values: OLD_DEATH_RULES, default: "wareki", answers: ["memorial"] },
] as const;

/** The rules of a life's years (calendar/rules.ts `RuleSpec`), the first value of each its default. */
export const LIFE_RULES = [
  /** When 数え年, 厄年 and 年男・年女 turn: `jan1` (正月), `risshun` (立春), ages.ts. */
  { id: "kazoe_turn", values: KAZOE_TURNS, default: "jan1", answers: ["life"] },
  /** 61 as a 厄年: `full` with 前厄 and 後厄, `alone` the 本厄 only, `none`, yakudoshi.ts. */
  { id: "yaku_61", values: YAKU_61_RULES, default: "full", answers: ["life"] },
  /** Women's 37: `kept` or `none`, yakudoshi.ts. */
  { id: "yaku_37", values: YAKU_37_RULES, default: "kept", answers: ["life"] },
  /** A child's 厄年: `none`, or `kazoe4`, yakudoshi.ts. */
  { id: "yaku_child", values: YAKU_CHILD_RULES, default: "none", answers: ["life"] },
  /** 長寿祝い: `kazoe` (還暦 数え61), `man` (還暦 満60), `kazoe_nominal` (還暦 数え60), chouju.ts. */
  { id: "chouju_age", values: CHOUJU_AGES, default: "kazoe", answers: ["life"] },
  /** 七五三: `man` (the calendar year), `kazoe`, `man_school` (the school year), shichigosan.ts. */
  { id: "shichigosan_age", values: SHICHIGOSAN_AGES, default: "man", answers: ["life"] },
] as const;
