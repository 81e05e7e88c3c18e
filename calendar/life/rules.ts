/**
 * The rules of the memorial days (calendar/rules.ts `RuleSpec`): where the published pages differ on a
 * count, the values calendar/life/memorial.ts takes, the first value of each its default
 * (docs/calendar.md §18). Not yet in the registry: calendar/rules.ts lists them when the memorial
 * answer joins `RULE_ANSWERS` with its endpoint.
 */
import { CHUIN_COUNTS, LEAP_DEATH_DAYS, MONTH_END_RULES } from "./memorial.ts";

/** The memorial days' rules, the first value of each its default. */
export const MEMORIAL_RULES = [
  /** 中陰: `day` the day of death as day 1, `eve` each day's 逮夜 (the day before; 関西), yeohoo.com (葬儀大事典). */
  { id: "chuin", values: CHUIN_COUNTS, default: "day", answers: ["memorial"] },
  /** A 29 February death in a common year: `feb28` or `mar1`, shimadayahonten.com, osohshiki.jp. */
  { id: "leap_death_day", values: LEAP_DEATH_DAYS, default: "feb28", answers: ["memorial"] },
  /** 月命日 past the month's end: `last` the month's last day, `skip` none that month, nana7chan.com, chigai-hikaku.com. */
  { id: "month_end", values: MONTH_END_RULES, default: "last", answers: ["memorial"] },
] as const;
