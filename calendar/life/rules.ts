/**
 * The rules of the calendar of a life (calendar/rules.ts): where the published 早見表 differ on a memorial day or
 * a year of life, the values this folder's functions take. Each value's meaning and source is in the glossary's
 * rules section (schemas/glossary/life-rules.ts) and docs/calendar.md §18–§19.
 */
import { CHUIN_COUNTS, LEAP_DEATH_DAYS, MONTH_END_RULES, NENKI_SETS } from "./memorial.ts";
import { OLD_DEATH_RULES } from "./old-style.ts";

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
