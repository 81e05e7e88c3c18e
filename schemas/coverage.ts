/**
 * The year ranges (対象期間) of the project, each named once with why it is what it is.
 * Years are Gregorian, both ends inclusive; days are JST civil days.
 */
import { z } from "zod";
import { ENGINE_YEARS, type YearSpan } from "../calendar/coverage.ts";

/** A span of Gregorian years, both inclusive (`from <= to`). */
export const Coverage = z
  .object({ from: z.number().int(), to: z.number().int() })
  .refine((c) => c.from <= c.to, "coverage.from is after coverage.to");
export type Coverage = z.infer<typeof Coverage>;
/** The calendar's span of years (calendar/coverage.ts `YearSpan`) is this shape, both ways: it cannot drift. */
const _coverageIsYearSpan: [YearSpan, Coverage] extends [Coverage, YearSpan] ? true : never = true;

/** The coverage generated and served by default: the whole engine range 1873–2100 (docs/interface.md "Data coverage"). */
export const DEFAULT_COVERAGE: Coverage = ENGINE_YEARS;

/** Whether `c` is a coverage the generator accepts: integer years within {@link ENGINE_YEARS}, from ≤ to. */
export function isEngineCoverage(c: Coverage): boolean {
  return Number.isInteger(c.from) && Number.isInteger(c.to) && ENGINE_YEARS.from <= c.from && c.from <= c.to && c.to <= ENGINE_YEARS.to;
}
