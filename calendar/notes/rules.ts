/**
 * The rules of a day record (calendar/rules.ts): where almanacs differ on a note, a period or the
 * day's star, the values this folder's functions (and calendar/kyusei/stars.ts) take. Each value's
 * meaning and source is in the glossary's rules section (schemas/glossary/day-rules.ts) and
 * docs/calendar.md "The choices, in one table"; the functions cite theirs in one line each.
 */
import { KYUSEI_DAY_METHODS } from "../kyusei/stars.ts";
import { DAIMYO_LISTS } from "./kanshi-days.ts";
import { JIPPOU_GURE_DAYS } from "./periods.ts";
import { SHANICHI_RULES } from "./zassetsu.ts";

/** The day record's rules (calendar/rules.ts `RuleSpec`), the first value of each its default. */
export const DAY_RULES = [
  /** 大明日: `25` the 25-day list (tamo), `21` the 21-day list (When.exe's 仮名暦), docs/calendar.md §7.2. */
  { id: "daimyo", values: DAIMYO_LISTS, default: "25", answers: ["day"] },
  /** 社日: `noon` (a 癸 equinox day by its instant), `earlier` (the earlier 戊), `fifth` (the fifth 戊 from 立春, 立秋), docs/calendar.md §9. */
  { id: "shanichi", values: SHANICHI_RULES, default: "noon", answers: ["day"] },
  /** 十方暮: `10days` 甲申 … 癸巳, `mabi` without its 間日 丙戌 and 己丑, docs/calendar.md §7.3. */
  { id: "jippoukure", values: JIPPOU_GURE_DAYS, default: "10days", answers: ["day"] },
  /** 日家九星 閏: `koyomi8` (variant A), `tyme4ts`, `tamo`, `kogo_near`, docs/calendar.md §3. */
  { id: "kyusei_day", values: KYUSEI_DAY_METHODS, default: "koyomi8", answers: ["day"] },
] as const;

/** The day's part of each preset (calendar/rules.ts `PRESETS`). */
export const DAY_PRESETS = {
  /** 6tail's tyme4ts (github.com/6tail/tyme4ts): its day star (SolarDay.getNineStar). */
  tyme4ts: { kyusei_day: "tyme4ts" },
} as const;
