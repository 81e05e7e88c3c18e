/**
 * What a request named outside the day data (docs/interface.md#errors, 404 OUT_OF_COVERAGE), and the
 * `/gw/wareki/YYYY-MM-DD` that answers it instead. Shared by the coverage stage (coverage.ts, the message)
 * and the error's hint (../errors/hints.ts); it imports neither, so errors, hints and coverage form no cycle.
 */
import { ENGINE_YEARS } from "../../calendar/coverage.ts";
import { civilDate, dayNumber, isoDate, JDN_OF_DAY_ZERO } from "../../calendar/time/day-number.ts";
import { inWarekiCoverage } from "../../calendar/wareki/coverage.ts";

/** What the request named outside the coverage: a day (its day number) or a year. */
export type Outside = { readonly day: number } | { readonly year: number };

/** The day a conversion of `outside` starts from: the day itself, or a year's first day (the conversion is by day). */
const firstDayOf = (outside: Outside): number => ("day" in outside ? outside.day : dayNumber(outside.year, 1, 1));

/**
 * The `/gw/wareki/YYYY-MM-DD` that converts what lies outside the day data instead: for a day (a year: its
 * first day) before 1873, the first year any tree can cover (schemas/coverage.ts ENGINE_YEARS), from
 * 445-01-25 on; `null` otherwise. The message names it, and it is the error's hint (hints.ts).
 */
export function warekiTarget(outside: Outside): string | null {
  const year = "day" in outside ? civilDate(outside.day).y : outside.year;
  const day = firstDayOf(outside);
  return year < ENGINE_YEARS.from && inWarekiCoverage(day + JDN_OF_DAY_ZERO) ? `/gw/wareki/${isoDate(day)}` : null;
}
