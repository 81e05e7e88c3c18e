/**
 * The rules of a birth chart and of a moment (calendar/rules.ts): where the schools of 四柱推命 and
 * 九星気学 differ, the values this folder's functions take. Each value's meaning and source is in the
 * glossary's rules section (schemas/glossary/rules.ts) and docs/calendar.md "The choices, in one table".
 */
import { ZI_CONVENTIONS } from "../names.ts";

/** The chart's rules (calendar/rules.ts `RuleSpec`), the first value of each its default. */
export const CHART_RULES = [
  /** 子の刻 (23:00–24:00): `early` the day turns at 00:00; `late` at 23:00 (docs/calendar.md §17). */
  { id: "zi", values: ZI_CONVENTIONS, default: "early", answers: ["moment", "birth"] },
] as const;

/** The chart's part of each preset (calendar/rules.ts `PRESETS`). */
export const CHART_PRESETS = {
  /** 6tail's tyme4ts (github.com/6tail/tyme4ts): 早子時, its default sect. */
  tyme4ts: { zi: "early" },
} as const;
