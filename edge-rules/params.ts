/**
 * Parameters: turns a {@link RoutedRequest} into a validated, canonical {@link ApiRequest}, or a
 * 400 error (decisions.md §3). Checks, in this order: fn (FN_REQUIRED, UNKNOWN_FN), view
 * (INVALID_VIEW), then the function's own parameters.
 */
import { apiError, type ApiError } from "./errors.ts";
import { parseIsoDate } from "../schemas/day-number.ts";
import type { RoutedRequest } from "./route.ts";

/** A data view level. */
export type View = "lite" | "pro";

/** The four functions of the service. */
export type FnName = "health" | "day" | "range" | "bulk" | "glossary";

/** A validated request. `view` is the requested view, `null` when the caller sent none. */
export type ApiRequest =
  | { readonly fn: "health"; readonly view: View | null }
  | { readonly fn: "day"; readonly view: View | null; readonly date: string; readonly day: number }
  | {
      readonly fn: "range";
      readonly view: View | null;
      readonly start: string;
      readonly end: string;
      readonly startDay: number;
      readonly endDay: number;
    }
  | { readonly fn: "bulk"; readonly view: View | null; readonly years: readonly number[] }
  | { readonly fn: "glossary"; readonly view: View | null };

/** The `years` parameter pattern from the interface. */
export const YEARS_PATTERN = /^[0-9]{4}(,[0-9]{4})*$/;

const FNS: ReadonlySet<string> = new Set<FnName>(["health", "day", "range", "bulk", "glossary"]);

/** Result of validation. */
export type ParamsResult = { ok: true; request: ApiRequest } | { ok: false; error: ApiError };

const fail = (error: ApiError): ParamsResult => ({ ok: false, error });

/**
 * Validates the parameters of a routed request.
 * @param coverageYears how many years the generated coverage holds (a bulk request naming more
 *   distinct years than that is INVALID_YEARS); `null` when unknown (not checked then).
 */
export function validateParams(routed: RoutedRequest, coverageYears: number | null): ParamsResult {
  const fn = routed.fn;
  if (fn === null) return fail(apiError("FN_REQUIRED", "fn is required: one of health, day, range, bulk, glossary"));
  if (!FNS.has(fn)) return fail(apiError("UNKNOWN_FN", "unknown fn: use one of health, day, range, bulk, glossary"));

  let view: View | null = null;
  if (routed.view !== null) {
    if (routed.view !== "lite" && routed.view !== "pro") {
      return fail(apiError("INVALID_VIEW", "view must be lite or pro"));
    }
    view = routed.view;
  }

  switch (fn as FnName) {
    case "health":
      return { ok: true, request: { fn: "health", view } };

    case "glossary":
      return { ok: true, request: { fn: "glossary", view } };

    case "day": {
      if (routed.date === null) {
        return fail(apiError("DATE_REQUIRED", "date is required: a date in YYYY-MM-DD"));
      }
      const day = parseIsoDate(routed.date);
      if (day === null) {
        return fail(apiError("INVALID_DATE", "date must be an existing day in YYYY-MM-DD", { date: routed.date }));
      }
      return { ok: true, request: { fn: "day", view, date: routed.date, day } };
    }

    case "range": {
      if (routed.start === null) return fail(apiError("START_REQUIRED", "start is required: a date in YYYY-MM-DD"));
      if (routed.end === null) return fail(apiError("END_REQUIRED", "end is required: a date in YYYY-MM-DD"));
      const startDay = parseIsoDate(routed.start);
      const endDay = parseIsoDate(routed.end);
      if (startDay === null || endDay === null) {
        return fail(
          apiError("INVALID_DATE", "start and end must be existing days in YYYY-MM-DD", {
            start: routed.start,
            end: routed.end,
          }),
        );
      }
      if (startDay > endDay) {
        return fail(apiError("RANGE_REVERSED", "start is after end", { start: routed.start, end: routed.end }));
      }
      return { ok: true, request: { fn: "range", view, start: routed.start, end: routed.end, startDay, endDay } };
    }

    case "bulk": {
      if (routed.years === null) {
        return fail(apiError("YEARS_REQUIRED", "years is required: comma-separated four-digit years"));
      }
      if (!YEARS_PATTERN.test(routed.years)) {
        return fail(apiError("INVALID_YEARS", "years must be comma-separated four-digit years (2025 or 2024,2025)"));
      }
      // Years in the order requested, duplicates removed (docs/architecture.md, bulk body).
      const years = [...new Set(routed.years.split(",").map(Number))];
      if (coverageYears !== null && years.length > coverageYears) {
        return fail(apiError("INVALID_YEARS", `years names more years than the coverage holds (${coverageYears})`));
      }
      return { ok: true, request: { fn: "bulk", view, years } };
    }
  }
}
