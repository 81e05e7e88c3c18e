/**
 * The coverage stage (docs/interface.md#errors, 404 OUT_OF_COVERAGE): a request may only name
 * dates and years inside the generated coverage (the manifest's `coverage` years). Pure
 * functions; each endpoint's `coverage` applies them to its own dates.
 */
import { civilDate } from "../schemas/day-number.ts";
import type { ManifestHead } from "../schemas/layout.ts";
import { apiError, type ApiError, type ErrorFields } from "./errors.ts";

/** Whether a Gregorian year lies in the manifest's coverage. */
export const yearInCoverage = (year: number, m: ManifestHead): boolean => year >= m.coverage.from && year <= m.coverage.to;

/** Whether a day number's year lies in the manifest's coverage. */
export const dayInCoverage = (day: number, m: ManifestHead): boolean => yearInCoverage(civilDate(day).y, m);

/**
 * The OUT_OF_COVERAGE error naming the request (its date, range or year). With `m` `null`
 * ("data unavailable": no readable manifest) it answers a node without data.
 */
export function outOfCoverage(m: ManifestHead | null, fields?: ErrorFields): ApiError {
  return apiError("OUT_OF_COVERAGE", m ? `outside the data coverage ${m.coverage.from}-${m.coverage.to}` : "data unavailable", fields);
}

/** `null` when every day lies in the coverage, else the OUT_OF_COVERAGE error with `fields`. */
export function checkDays(days: readonly number[], m: ManifestHead | null, fields?: ErrorFields): ApiError | null {
  return m !== null && days.every((d) => dayInCoverage(d, m)) ? null : outOfCoverage(m, fields);
}
