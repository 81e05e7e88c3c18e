/**
 * The parameters many endpoints share, checked the same way everywhere (docs/interface.md#errors):
 * `view` (INVALID_VIEW), `format`, `lang`, `place` (INVALID_PARAMETER), a date (`*_REQUIRED`,
 * INVALID_DATE). A parameter with its 400s in its contract (schemas/parameters.ts `CheckedParam`)
 * is checked by its zod schema through {@link checkParam}: its accepted form and its default are
 * spelled once, and its value comes out typed as the schema's output.
 */
import type { z } from "zod";
import { parseIsoDate } from "../../calendar/time/day-number.ts";
import { FORMAT, LANG, PLACE, VIEW, type CheckedParam, type Format, type ParamError } from "../../schemas/parameters.ts";
import { RULES_ACCEPTED, RULES_PARAM, readRules } from "../../schemas/rules.ts";
import { applyRules, type RuleChoices, type Rules } from "../../calendar/rules.ts";
import { DEFAULT_PLACE_ID } from "../../calendar/astronomy/places.ts";
import type { View, Lang } from "../../calendar/names.ts";
import { apiError } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";
import type { RoutedRequest } from "./routed-request.ts";

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

/** A parameter's 400 (INVALID_PARAMETER names the parameter and the value it had; the other codes name nothing). */
function paramError(spec: CheckedParam, error: ParamError, value: string): ApiError {
  return error.code === "INVALID_PARAMETER" ? invalidParameter(spec.name, value, error.message) : apiError(error.code, error.message);
}

/**
 * A parameter as sent, checked by its contract's schema: the schema's output, the spec's `absent`
 * value when not sent (its default, or `null`; a required parameter's absence is its 400), or its
 * 400 (schemas/parameters.ts `ParamErrors`, docs/interface.md#errors).
 */
export function checkParam<S extends z.ZodType>(
  spec: CheckedParam<S> & { readonly errors: { readonly required: ParamError } },
  raw: string | null,
): z.output<S> | ApiError;
export function checkParam<S extends z.ZodType, A>(spec: CheckedParam<S, A>, raw: string | null): z.output<S> | A | ApiError;
export function checkParam<S extends z.ZodType, A>(spec: CheckedParam<S, A>, raw: string | null): z.output<S> | A | ApiError {
  if (raw === null) return spec.errors.required ? paramError(spec, spec.errors.required, "") : spec.absent;
  const parsed = spec.schema.safeParse(raw);
  return parsed.success ? parsed.data : paramError(spec, spec.errors.invalid, raw);
}

/** `view`: the requested view, `null` when none was sent (an empty `view=` is an invalid view: route.ts keeps it). */
export function parseView(routed: RoutedRequest): View | null | ApiError {
  return checkParam(VIEW, routed.view);
}

/** `format`: json (default) or csv. */
export function parseFormat(routed: RoutedRequest): Format | ApiError {
  return checkParam(FORMAT, routed.format);
}

/** `lang`: ja (default) or en (docs/interface.md#english-labels). */
export function parseLang(routed: RoutedRequest): Lang | ApiError {
  return checkParam(LANG, queryValue(routed.query, "lang"));
}

/**
 * `place`: a place id other than the default, `null` for the default place (absent, or named:
 * both give the same bytes and ETag), or 400 INVALID_PARAMETER.
 */
function parsePlace(routed: RoutedRequest): string | null | ApiError {
  const place = checkParam(PLACE, queryValue(routed.query, "place"));
  return place === DEFAULT_PLACE_ID ? null : place;
}

/** `view` then `format`, the order every data endpoint checks them in. */
export function parseViewAndFormat(routed: RoutedRequest): { view: View | null; format: Format } | ApiError {
  const view = parseView(routed);
  if (isApiError(view)) return view;
  const format = parseFormat(routed);
  if (isApiError(format)) return format;
  return { view, format };
}

/** The options of the day bodies (day, range, bulk), checked in this order: view, format, place, lang. */
export interface DayOptions {
  readonly view: View | null;
  readonly format: Format;
  /** A place id, or `null` for the default place (the Pro fields sun and moon). */
  readonly place: string | null;
  /** The labels' language (schemas/english.ts). */
  readonly lang: Lang;
  /** `rules=` (docs/interface.md#schools-rules): the day rules of the Pro records. */
  readonly rules: Rules;
}

/** {@link DayOptions}, or the 400 of the first that fails. */
export function parseDayOptions(routed: RoutedRequest): DayOptions | ApiError {
  const common = parseViewAndFormat(routed);
  if (isApiError(common)) return common;
  const place = parsePlace(routed);
  if (isApiError(place)) return place;
  const lang = parseLang(routed);
  if (isApiError(lang)) return lang;
  const rules = parseRules(routed);
  if (isApiError(rules)) return rules;
  return { view: common.view, format: common.format, place, lang, rules };
}

/**
 * A request that has `lang` and other parameters: `lang` is checked first (its 400 wins over the others'),
 * then `rest` parses the others.
 */
export function withLang<R extends { readonly lang: Lang }>(routed: RoutedRequest, rest: () => Omit<R, "lang"> | ApiError): R | ApiError {
  const lang = parseLang(routed);
  if (isApiError(lang)) return lang;
  const parsed = rest();
  return isApiError(parsed) ? parsed : ({ ...parsed, lang } as R);
}

/** The `date` path parameter of the endpoints about one day: 400 DATE_REQUIRED or INVALID_DATE (naming the date sent). */
export function parseDatePath(routed: RoutedRequest): { readonly text: string; readonly day: number } | ApiError {
  const value = routed.params["date"] ?? null;
  return parseDateParam(value, apiError("DATE_REQUIRED", "date is required: a date in YYYY-MM-DD"), () =>
    apiError("INVALID_DATE", "date must be an existing day in YYYY-MM-DD", { date: value! }),
  );
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

/** The `{start}` and `{end}` path parameters (range, business count): {@link checkSpan}. */
export function parseSpan(routed: RoutedRequest): Span | ApiError {
  return checkSpan(routed.params["start"] ?? null, routed.params["end"] ?? null);
}

/** A span as sent (path parameters, or the finder's query): START_REQUIRED, END_REQUIRED, INVALID_DATE, RANGE_REVERSED. */
export function checkSpan(start: string | null, end: string | null): Span | ApiError {
  if (start === null) return apiError("START_REQUIRED", "start is required: a date in YYYY-MM-DD");
  if (end === null) return apiError("END_REQUIRED", "end is required: a date in YYYY-MM-DD");
  const startDay = parseIsoDate(start);
  const endDay = parseIsoDate(end);
  if (startDay === null || endDay === null)
    return apiError("INVALID_DATE", "start and end must be existing days in YYYY-MM-DD", { start, end });
  if (startDay > endDay) return apiError("RANGE_REVERSED", "start is after end", { start, end });
  return { start, end, startDay, endDay };
}

/**
 * `rules` (docs/interface.md#schools-rules): the rules of the answer, every rule at its default unless the text
 * chooses otherwise, `after` (a shorthand such as `zi=`, already checked) applied last; or 400
 * INVALID_PARAMETER naming the first unknown preset, rule or value and listing the valid ones.
 */
export function parseRules(routed: RoutedRequest, after: RuleChoices = {}): Rules | ApiError {
  return checkRules(queryValue(routed.query, RULES_PARAM.name), after);
}

/** {@link parseRules} of a value as sent (`null`: not sent), for the callers that are not a routed request (the birth form). */
export function checkRules(raw: string | null, after: RuleChoices = {}): Rules | ApiError {
  const choices = readRules(raw ?? RULES_PARAM.absent);
  if ("reason" in choices) return invalidParameter(RULES_PARAM.name, raw!, `rules: ${choices.reason}; ${RULES_ACCEPTED}`);
  return applyRules(...choices, after);
}
