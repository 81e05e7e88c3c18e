/**
 * The parameters many endpoints share, checked the same way everywhere (docs/interface.md#errors):
 * `view` (INVALID_VIEW), `format` (INVALID_PARAMETER), a date (`*_REQUIRED`, INVALID_DATE). Each
 * returns the value or the 400.
 */
import { parseIsoDate } from "../schemas/day-number.ts";
import { FORMATS, type Format } from "../schemas/parameters.ts";
import { VIEWS, type View, LANGS, type Lang } from "../schemas/vocabulary.ts";
import { apiError, type ApiError } from "./errors.ts";
import type { RoutedRequest } from "./routed-request.ts";

const VIEW_SET: ReadonlySet<string> = new Set<string>(VIEWS);
const FORMAT_SET: ReadonlySet<string> = new Set<string>(FORMATS);

/** A query parameter's value, `null` when absent or empty (the first occurrence counts: route.ts). */
export function queryValue(q: URLSearchParams, name: string): string | null {
  const v = q.get(name);
  return v === null || v === "" ? null : v;
}

/** The 400 INVALID_PARAMETER naming the parameter and the value it had. */
export function invalidParameter(parameter: string, value: string, message: string): ApiError {
  return apiError("INVALID_PARAMETER", message, { parameter, value });
}

/** Whether a stage's outcome is its 400/403/404 rather than a value. */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === "object" && value !== null && "code" in value && "message" in value;
}

/** `view`: the requested view, `null` when none was sent. */
export function parseView(routed: RoutedRequest): View | null | ApiError {
  if (routed.view === null) return null;
  if (!VIEW_SET.has(routed.view)) return apiError("INVALID_VIEW", `view must be ${VIEWS.join(" or ")}`);
  return routed.view as View;
}

/** `format`: json (default) or csv. */
export function parseFormat(routed: RoutedRequest): Format | ApiError {
  if (routed.format === null) return "json";
  if (!FORMAT_SET.has(routed.format))
    return apiError("INVALID_PARAMETER", `format must be ${FORMATS.join(" or ")}`, { parameter: "format", value: routed.format });
  return routed.format as Format;
}

/** `lang`: ja (default) or en (docs/interface.md#english-labels). */
export function parseLang(routed: RoutedRequest): Lang | ApiError {
  const value = queryValue(routed.query, "lang");
  if (value === null) return "ja";
  return value === "ja" || value === "en" ? value : invalidParameter("lang", value, `lang must be ${LANGS.join(" or ")}`);
}

/** `view` then `format`, the order every data endpoint checks them in. */
export function parseViewAndFormat(routed: RoutedRequest): { view: View | null; format: Format } | ApiError {
  const view = parseView(routed);
  if (isApiError(view)) return view;
  const format = parseFormat(routed);
  if (isApiError(format)) return format;
  return { view, format };
}

/** A required date parameter: its day number, or DATE_REQUIRED-style / INVALID_DATE. */
export function parseDateParam(
  value: string | null,
  required: ApiError,
  invalid: () => ApiError,
): { readonly text: string; readonly day: number } | ApiError {
  if (value === null) return required;
  const day = parseIsoDate(value);
  return day === null ? invalid() : { text: value, day };
}

/** A span of days, both ends counted: `start` and `end` as sent and as day numbers. */
export interface Span {
  readonly start: string;
  readonly end: string;
  readonly startDay: number;
  readonly endDay: number;
}

/** The `{start}` and `{end}` path parameters (range, business count): START_REQUIRED, END_REQUIRED, INVALID_DATE, RANGE_REVERSED. */
export function parseSpan(routed: RoutedRequest): Span | ApiError {
  const start = routed.params["start"] ?? null;
  const end = routed.params["end"] ?? null;
  if (start === null) return apiError("START_REQUIRED", "start is required: a date in YYYY-MM-DD");
  if (end === null) return apiError("END_REQUIRED", "end is required: a date in YYYY-MM-DD");
  const startDay = parseIsoDate(start);
  const endDay = parseIsoDate(end);
  if (startDay === null || endDay === null)
    return apiError("INVALID_DATE", "start and end must be existing days in YYYY-MM-DD", { start, end });
  if (startDay > endDay) return apiError("RANGE_REVERSED", "start is after end", { start, end });
  return { start, end, startDay, endDay };
}
