/**
 * The year ranges (対象期間) of the project, each named once with why it is what it is.
 * Years are Gregorian, both ends inclusive; days are JST civil days.
 */
import { z } from "zod";

/** A span of Gregorian years, both inclusive (`from <= to`). */
export const Coverage = z
  .object({ from: z.number().int(), to: z.number().int() })
  .refine((c) => c.from <= c.to, "coverage.from is after coverage.to");
export type Coverage = z.infer<typeof Coverage>;

/**
 * The years the generator may cover (`--from`/`--to`), 1873–2100:
 * - 1873: Japan adopted the Gregorian calendar on 1873-01-01 (明治6年); before it the civil year
 *   was the lunar one, so `nengo` (and the holidays, which start 1948) would need other rules;
 * - 2100: the span over which every rule is checked (solar terms and moon phases near JST
 *   midnight re-solved or checked against the full VSOP87B and ELP/MPP02 series, the 日家九星
 *   switches, every note) — the suite sweeps every day of 1873–2100.
 */
export const ENGINE_YEARS: Coverage = { from: 1873, to: 2100 };

/** The coverage generated and served by default: the whole engine range 1873–2100 (docs/interface.md "Data coverage"). */
export const DEFAULT_COVERAGE: Coverage = { from: 1873, to: 2100 };

/** Whether `c` is a coverage the generator accepts: integer years within {@link ENGINE_YEARS}, from ≤ to. */
export function isEngineCoverage(c: Coverage): boolean {
  return Number.isInteger(c.from) && Number.isInteger(c.to) && ENGINE_YEARS.from <= c.from && c.from <= c.to && c.to <= ENGINE_YEARS.to;
}
