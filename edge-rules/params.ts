/**
 * Parameters: turns a {@link RoutedRequest} into a validated, canonical {@link ApiRequest}, or a
 * 400 error (docs/interface.md#errors). Checks, in this order: fn (FN_REQUIRED, UNKNOWN_FN), view
 * (INVALID_VIEW), then the function's own parameters.
 */
import { apiError, type ApiError } from "./errors.ts";
import { parseIsoDate } from "../schemas/day-number.ts";
import { FORMATS, type Format, YEARS_PATTERN } from "../schemas/params.ts";
import { FUNCTIONS, VIEWS, type Fn as FnName, type View } from "../schemas/vocabulary.ts";
import { parseFind, type FindRequest } from "./find/params.ts";
import type { RoutedRequest } from "./route.ts";

export type { FnName, View };

/** A validated request. `view` is the requested view, `null` when the caller sent none. */
export type ApiRequest =
  | { readonly fn: "health"; readonly view: View | null }
  | { readonly fn: "day"; readonly view: View | null; readonly format: Format; readonly date: string; readonly day: number }
  | {
      readonly fn: "range";
      readonly view: View | null;
      readonly format: Format;
      readonly start: string;
      readonly end: string;
      readonly startDay: number;
      readonly endDay: number;
    }
  | { readonly fn: "bulk"; readonly view: View | null; readonly format: Format; readonly years: readonly number[] }
  | { readonly fn: "glossary"; readonly view: View | null; readonly format: "json" }
  | { readonly fn: "find"; readonly view: View | null; readonly format: Format; readonly find: FindRequest }
  | { readonly fn: "llms"; readonly view: View | null; readonly format: "text" };

const FNS: ReadonlySet<string> = new Set<string>(FUNCTIONS);
const VIEW_SET: ReadonlySet<string> = new Set<string>(VIEWS);
const FN_LIST = FUNCTIONS.join(", ");
const FORMAT_SET: ReadonlySet<string> = new Set<string>(FORMATS);

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
  if (fn === null) return fail(apiError("FN_REQUIRED", `fn is required: one of ${FN_LIST}`));
  const llms = fn === "llms" && routed.style === "pretty"; // /llms.txt (route.ts), not a gw.php function
  if (!FNS.has(fn) && !llms) return fail(apiError("UNKNOWN_FN", `unknown fn: use one of ${FN_LIST}`));

  let view: View | null = null;
  if (routed.view !== null) {
    if (!VIEW_SET.has(routed.view)) return fail(apiError("INVALID_VIEW", `view must be ${VIEWS.join(" or ")}`));
    view = routed.view as View;
  }

  if (fn === "health") return { ok: true, request: { fn: "health", view } };
  if (llms) return { ok: true, request: { fn: "llms", view, format: "text" } };

  let format: Format = "json";
  if (routed.format !== null) {
    if (!FORMAT_SET.has(routed.format)) {
      return fail(apiError("INVALID_PARAMETER", `format must be ${FORMATS.join(" or ")}`, { parameter: "format", value: routed.format }));
    }
    format = routed.format as Format;
  }

  switch (fn as Exclude<FnName, "health">) {
    case "find": {
      const parsed = parseFind(routed.query);
      if (!parsed.ok) return fail(parsed.error);
      return { ok: true, request: { fn: "find", view, format, find: parsed.request } };
    }

    case "glossary":
      if (format !== "json")
        return fail(apiError("INVALID_PARAMETER", "the glossary is JSON only", { parameter: "format", value: format }));
      return { ok: true, request: { fn: "glossary", view, format } };

    case "day": {
      if (routed.date === null) {
        return fail(apiError("DATE_REQUIRED", "date is required: a date in YYYY-MM-DD"));
      }
      const day = parseIsoDate(routed.date);
      if (day === null) {
        return fail(apiError("INVALID_DATE", "date must be an existing day in YYYY-MM-DD", { date: routed.date }));
      }
      return { ok: true, request: { fn: "day", view, format, date: routed.date, day } };
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
      return { ok: true, request: { fn: "range", view, format, start: routed.start, end: routed.end, startDay, endDay } };
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
      return { ok: true, request: { fn: "bulk", view, format, years } };
    }
  }
}
