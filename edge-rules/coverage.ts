/**
 * The coverage stage (docs/interface.md#errors, 404 OUT_OF_COVERAGE): a data request may only name dates
 * and years inside the generated coverage (the manifest's `coverage` years). Pure functions.
 */
import { civilDate } from "../schemas/day-number.ts";
import type { ManifestHead } from "../schemas/layout.ts";
import { apiError, type ApiError, type ErrorFields } from "./errors.ts";
import type { ApiRequest } from "./params.ts";

/** An {@link ApiRequest} that reads data (every function but health). */
export type DataRequest = Exclude<ApiRequest, { fn: "health" }>;

const inCoverage = (year: number, m: ManifestHead): boolean => year >= m.coverage.from && year <= m.coverage.to;

/**
 * 404 OUT_OF_COVERAGE when a date or year lies outside the coverage, or when there is no
 * manifest (`null`: no data can be served at all); `null` when the request is inside.
 */
export function checkCoverage(request: DataRequest, m: ManifestHead | null): ApiError | null {
  switch (request.fn) {
    case "day":
      return m && inCoverage(civilDate(request.day).y, m) ? null : outOfCoverage(request, m);
    case "range":
      return m && inCoverage(civilDate(request.startDay).y, m) && inCoverage(civilDate(request.endDay).y, m)
        ? null
        : outOfCoverage(request, m);
    case "find":
      return m && inCoverage(civilDate(request.find.startDay).y, m) && inCoverage(civilDate(request.find.endDay).y, m)
        ? null
        : outOfCoverage(request, m);
    case "bulk": {
      const outside = m ? request.years.find((y) => !inCoverage(y, m)) : request.years[0];
      return outside === undefined ? null : apiError("OUT_OF_COVERAGE", coverageMessage(m), { year: outside });
    }
    case "glossary": // no date: only the data must be there
    case "llms":
      return m ? null : outOfCoverage(request, m);
  }
}

function coverageMessage(m: ManifestHead | null): string {
  return m ? `outside the data coverage ${m.coverage.from}-${m.coverage.to}` : "data unavailable";
}

/**
 * The OUT_OF_COVERAGE error naming the request's date, range or first year. With `m` `null`
 * ("data unavailable": no readable manifest) it answers a node without data.
 */
export function outOfCoverage(request: DataRequest, m: ManifestHead | null, year?: number): ApiError {
  return apiError("OUT_OF_COVERAGE", coverageMessage(m), requestFields(request, year));
}

/**
 * The 503 DATA_UNAVAILABLE error of an in-coverage request whose data file is missing or does
 * not match the manifest (docs/interface.md#errors), naming the request like {@link outOfCoverage}.
 */
export function dataUnavailable(request: DataRequest, year?: number): ApiError {
  return apiError(
    "DATA_UNAVAILABLE",
    "data unavailable: a data file of this server is missing or damaged; try again later",
    requestFields(request, year),
  );
}

/** The ErrorResponse fields that name a data request: its date, range or (first) year. */
function requestFields(request: DataRequest, year?: number): ErrorFields | undefined {
  switch (request.fn) {
    case "day":
      return { date: request.date };
    case "range":
      return { start: request.start, end: request.end };
    case "find":
      return { start: request.find.start, end: request.find.end };
    case "bulk": {
      const named = year ?? request.years[0];
      return named === undefined ? undefined : { year: named };
    }
    case "glossary":
    case "llms":
      return undefined;
  }
}
