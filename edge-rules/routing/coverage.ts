/**
 * The coverage stage (docs/interface.md#errors, 404 OUT_OF_COVERAGE): a request may only name
 * dates and years inside the generated coverage (the manifest's `coverage` years). Pure
 * functions; each endpoint's `coverage` applies them to its own dates.
 *
 * The error carries `coverage` (the years served, as health reports them) and a message naming
 * them; for a day (or a year) before 1873, the first year any tree can cover (schemas/coverage.ts
 * ENGINE_YEARS), it gives the `/gw/wareki/YYYY-MM-DD` URL of that day (a year's first day), which converts dates
 * from 445-01-25 on.
 */
import { ENGINE_YEARS } from "../../calendar/coverage.ts";
import { civilDate, isoDate } from "../../calendar/time/day-number.ts";
import { WAREKI_FIRST_DATE } from "../../calendar/wareki/coverage.ts";
import type { ManifestHead } from "../../schemas/files/layout.ts";
import { apiError } from "../errors/errors.ts";
import { type ApiError, type ErrorFields } from "../errors/api-error.ts";
import { warekiTarget, type Outside } from "./outside.ts";

/** Whether a Gregorian year lies in the manifest's coverage. */
export const yearInCoverage = (year: number, m: ManifestHead): boolean => year >= m.coverage.from && year <= m.coverage.to;

/** Whether a day number's year lies in the manifest's coverage. */
export const dayInCoverage = (day: number, m: ManifestHead): boolean => yearInCoverage(civilDate(day).y, m);

/** The message of an OUT_OF_COVERAGE error for `outside` against the coverage served. */
export function outOfCoverageMessage(coverage: { readonly from: number; readonly to: number }, outside?: Outside): string {
  const served = `this server's day data covers ${coverage.from}-01-01 to ${coverage.to}-12-31 (the years ${coverage.from}–${coverage.to}, as /gw/health reports)`;
  if (outside === undefined) return `outside the data coverage: ${served}`;
  const named = "day" in outside ? isoDate(outside.day) : `year ${outside.year}`;
  const year = "day" in outside ? civilDate(outside.day).y : outside.year;
  if (year >= ENGINE_YEARS.from) return `${named} is outside the data coverage: ${served}`;
  const before = `${named} is outside the data coverage: ${served}; day data starts in ${ENGINE_YEARS.from}, when Japan adopted the Gregorian calendar`;
  const wareki = warekiTarget(outside);
  if (wareki === null) return `${before}, and no 旧暦 table reaches before ${WAREKI_FIRST_DATE}`;
  return `${before}. ${wareki} converts ${"day" in outside ? "it" : "its first day"} (any date from ${WAREKI_FIRST_DATE} on) to its 和暦 era, 旧暦 date and 干支`;
}

/**
 * The OUT_OF_COVERAGE error naming the request (its date, range or year) and the `coverage`
 * served. With `m` `null` ("data unavailable": no readable manifest) it answers a node without data.
 */
export function outOfCoverage(m: ManifestHead | null, fields?: ErrorFields, outside?: Outside): ApiError {
  if (m === null) return apiError("OUT_OF_COVERAGE", "data unavailable", fields);
  const coverage = { from: m.coverage.from, to: m.coverage.to };
  const named = outside === undefined && fields?.year !== undefined ? { year: fields.year } : outside;
  const error = apiError("OUT_OF_COVERAGE", outOfCoverageMessage(coverage, named), { ...fields, coverage });
  return named === undefined ? error : { ...error, outside: named };
}

/** `null` when every day lies in the coverage, else the OUT_OF_COVERAGE error with `fields`, naming the first day outside. */
export function checkDays(days: readonly number[], m: ManifestHead | null, fields?: ErrorFields): ApiError | null {
  if (m === null) return outOfCoverage(m, fields);
  const outside = days.find((d) => !dayInCoverage(d, m));
  return outside === undefined ? null : outOfCoverage(m, fields, { day: outside });
}
