/**
 * The finder's parameters (docs/interface.md#day-finder): raw query values to a validated, normalized
 * {@link FindRequest}, or the 400 that names the parameter and the value. Plan checks (403) are
 * {@link authorizeFind}'s, after every parameter is known to be valid (docs/interface.md#errors order).
 */
import type { Purpose } from "../../schemas/glossary/purposes.ts";
import type { FindScan, PlanRules } from "../../schemas/plans.ts";
import { apiError } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";
import { checkSpan, invalidParameter, isApiError, queryValue } from "../routing/parameters.ts";
import { parseBusinessRules, rulesKey, WEEKDAY_IDS } from "../business/rules.ts";
import { BUSINESS_CALENDARS, type View } from "../../calendar/names.ts";
import { DEFAULT_RULES, isDefaultFor, type Rules } from "../../calendar/rules.ts";
import { noteMask, type FindConditions } from "./conditions.ts";
import { type ValueField } from "./day-bits.ts";
import { parseMinScore } from "./min-score.ts";
import { parsePurpose } from "./purpose-param.ts";
import { parseTarget } from "./target.ts";
import type { FindTarget } from "../../schemas/find.ts";
import { entryAt, FIELDS, type FieldName } from "./vocabulary.ts";

/** Any-of list parameters on a day's single value: parameter → field. Lite first, then Pro. */
const VALUE_PARAMS = [
  ["rokuyou", "rokuyou", "lite"],
  ["weekday", "weekday", "lite"],
  ["sekki", "sekki", "lite"],
  ["moonmark", "moonmark", "lite"],
  ["junichoku", "junichoku", "pro"],
  ["shuku28", "shuku28", "pro"],
  ["kyusei", "kyusei", "pro"],
  ["eto", "eto", "pro"],
  ["shuku27", "shuku27", "pro"],
  ["tide", "tide", "pro"],
] as const satisfies readonly (readonly [string, ValueField & FieldName, "lite" | "pro"])[];

/** Note list parameters: `notes` (all of), `any_notes`, `not_notes` (Pro). */
const NOTE_PARAMS = ["notes", "any_notes", "not_notes"] as const;

/** Default and largest `limit` (docs/interface.md#day-finder; the plan may allow less: schemas/plans.ts). */
export const DEFAULT_LIMIT = 31;
export const MAX_LIMIT = 366;

/** A validated find request. */
export interface FindRequest {
  readonly start: string;
  readonly end: string;
  readonly startDay: number;
  readonly endDay: number;
  /** With `memorial` or `near`: the day the window ends on (the span is its window, narrowed by start/end). */
  readonly target: FindTarget | null;
  readonly conditions: FindConditions;
  readonly purpose: Purpose | null;
  /** With a purpose: the lowest score a returned day may have (`min_score`, default 1). */
  readonly minScore: number;
  readonly order: "date" | "score";
  readonly limit: number;
  /** The Pro parameters present, in parameter order (for the plan check). */
  readonly proParams: readonly string[];
  /**
   * The conditions as ids, keys in parameter order (the response's `query`, and the request's
   * canonical form: two requests with the same normalized query get the same bytes).
   */
  readonly query: Readonly<Record<string, string | number | boolean | readonly string[]>>;
}

/** A comma-separated list of ids or labels in `field`: indices (deduplicated, in the order given), or the error naming the first unknown value. */
function namedList(parameter: string, raw: string, field: FieldName): number[] | ApiError {
  const out: number[] = [];
  for (const name of raw.split(",")) {
    const index = FIELDS[field].byName.get(name);
    if (index === undefined)
      return invalidParameter(
        parameter,
        name,
        `${parameter}: unknown value ${JSON.stringify(name)}; use the ids or labels of the glossary's ${field}`,
      );
    if (!out.includes(index)) out.push(index);
  }
  return out;
}

/** A find request being read, parameter by parameter: its normalized query (in the response's order), conditions and Pro parameters. */
interface FindDraft {
  readonly query: Record<string, string | number | boolean | readonly string[]>;
  readonly values: Partial<Record<ValueField, readonly number[]>>;
  readonly proParams: string[];
  readonly conditions: { -readonly [K in keyof FindConditions]: FindConditions[K] };
}

/**
 * Parses and normalizes the parameters of a find request, in the order their errors are checked
 * (and the normalized query lists them: its key is the body's canonical key).
 */
export function parseFind(
  q: URLSearchParams,
  rules: Rules = DEFAULT_RULES,
): { ok: true; request: FindRequest } | { ok: false; error: ApiError } {
  const fail = (error: ApiError) => ({ ok: false as const, error });
  // A target (memorial=, near=) makes the window; else start and end are required.
  const targeted = parseTarget(q, rules);
  if (isApiError(targeted)) return fail(targeted);
  const span = targeted ?? checkSpan(queryValue(q, "start"), queryValue(q, "end"));
  if (isApiError(span)) return fail(span);
  const { start, end, startDay, endDay } = span;
  const values: FindDraft["values"] = {};
  const query = targeted === null ? { start, end } : { ...targeted.query };
  const draft: FindDraft = { query, values, proParams: [], conditions: { values } };
  const error = readValues(q, draft) ?? readFlags(q, draft) ?? readBusiness(q, draft) ?? readNotes(q, draft);
  if (error !== null) return fail(error);
  const ranking = readRanking(q, draft);
  if (isApiError(ranking)) return fail(ranking);
  const { conditions, proParams } = draft;
  const target = targeted?.target ?? null;
  return { ok: true, request: { start, end, startDay, endDay, target, conditions, ...ranking, proParams, query } };
}

/** The value lists (rokuyou, weekday, …, tide). */
function readValues(q: URLSearchParams, { query, values, proParams }: FindDraft): ApiError | null {
  for (const [parameter, field, plan] of VALUE_PARAMS) {
    const raw = queryValue(q, parameter);
    if (raw === null) continue;
    const list = namedList(parameter, raw, field);
    if (!Array.isArray(list)) return list;
    values[field] = list;
    query[parameter] = list.map((i) => entryAt(field, i).id);
    if (plan === "pro") proParams.push(parameter);
  }
  return null;
}

/** `holiday` and `gotobi`: true or false. */
function readFlags(q: URLSearchParams, { query, conditions }: FindDraft): ApiError | null {
  for (const flag of ["holiday", "gotobi"] as const) {
    const raw = queryValue(q, flag);
    if (raw === null) continue;
    if (raw !== "true" && raw !== "false") return invalidParameter(flag, raw, `${flag} must be true or false`);
    conditions[flag] = raw === "true";
    query[flag] = conditions[flag];
  }
  return null;
}

/** `business=` with `closed=` and `open=`, as on the business endpoints (their parser, their messages). */
function readBusiness(q: URLSearchParams, { query, conditions }: FindDraft): ApiError | null {
  const business = queryValue(q, "business");
  const closed = queryValue(q, "closed");
  const open = queryValue(q, "open");
  if (business === null) {
    if (closed !== null)
      return invalidParameter("closed", closed, "closed applies to a business calendar: give business=national, bank or government");
    if (open !== null)
      return invalidParameter("open", open, "open applies to a business calendar: give business=national, bank or government");
    return null;
  }
  if (!(BUSINESS_CALENDARS as readonly string[]).includes(business))
    return invalidParameter("business", business, `business must be one of ${BUSINESS_CALENDARS.join(", ")}`);
  const ruleQuery = new URLSearchParams({ calendar: business });
  if (closed !== null) ruleQuery.set("closed", closed);
  if (open !== null) ruleQuery.set("open", open);
  const rules = parseBusinessRules(ruleQuery);
  if (isApiError(rules)) return rules;
  conditions.business = rules;
  query.business = rules.calendar;
  const [, , closedDates, openDates] = rulesKey(rules).split("|");
  const closedDays = [
    ...WEEKDAY_IDS.filter((_, i) => ((rules.closedWeekdays >> i) & 1) !== 0),
    ...(closedDates === "" ? [] : closedDates!.split(",")),
  ];
  if (closedDays.length > 0) query.closed = closedDays;
  if (openDates !== "") query.open = openDates!.split(",");
  return null;
}

/** `notes`, `any_notes`, `not_notes` (Pro). */
function readNotes(q: URLSearchParams, { query, conditions, proParams }: FindDraft): ApiError | null {
  for (const parameter of NOTE_PARAMS) {
    const raw = queryValue(q, parameter);
    if (raw === null) continue;
    const list = namedList(parameter, raw, "notes");
    if (!Array.isArray(list)) return list;
    const mask = noteMask(list);
    if (parameter === "notes") conditions.notesAll = mask;
    else if (parameter === "any_notes") conditions.notesAny = mask;
    else conditions.notesNot = mask;
    query[parameter] = list.map((i) => entryAt("notes", i).id);
    proParams.push(parameter);
  }
  return null;
}

/** `purpose` (Pro), `min_score`, `order`, `limit`. */
function readRanking(
  q: URLSearchParams,
  { query, proParams }: FindDraft,
): Pick<FindRequest, "purpose" | "minScore" | "order" | "limit"> | ApiError {
  const purposeParam = parsePurpose(queryValue(q, "purpose"));
  if (!purposeParam.ok) return purposeParam.error;
  const purpose = purposeParam.purpose;
  if (purpose !== null) {
    query.purpose = purpose.id;
    proParams.push("purpose");
  }
  const minScore = parseMinScore(queryValue(q, "min_score"), purpose !== null);
  if (typeof minScore !== "number") return minScore;
  if (purpose !== null) query.min_score = minScore;

  const order = queryValue(q, "order") ?? "date";
  if (order !== "date" && order !== "score") return invalidParameter("order", order, "order must be date or score");
  if (order === "score" && purpose === null)
    return invalidParameter("order", order, "order=score ranks by a purpose's score: give a purpose");
  query.order = order;

  const limitText = queryValue(q, "limit");
  let limit = DEFAULT_LIMIT;
  if (limitText !== null) {
    if (!/^[1-9][0-9]{0,2}$/.test(limitText) || Number(limitText) > MAX_LIMIT) {
      return invalidParameter("limit", limitText, `limit must be a whole number from 1 to ${MAX_LIMIT} (31 on Lite)`);
    }
    limit = Number(limitText);
  }
  query.limit = limit;
  return { purpose, minScore, order, limit };
}

/**
 * The plan stage of a find request: Pro conditions without a Pro plan are 403 PLAN_REQUIRED, a
 * span longer than the plan searches is 403 RANGE_TOO_LONG with `maxDays`, and a `limit` above
 * the plan's page is 403 PLAN_REQUIRED.
 */
export function authorizeFind(request: FindRequest, rules: PlanRules): ApiError | null {
  if (!rules.proFind && request.proParams.length > 0) {
    return apiError(
      "PLAN_REQUIRED",
      `${request.proParams.join(", ")} ${request.proParams.length === 1 ? "needs" : "need"} a Pro or Ultra plan`,
    );
  }
  const days = request.endDay - request.startDay + 1;
  if (rules.maxFindDays !== null && days > rules.maxFindDays) {
    return apiError("RANGE_TOO_LONG", `the span is ${days} days; this plan searches at most ${rules.maxFindDays}`, {
      start: request.start,
      end: request.end,
      maxDays: rules.maxFindDays,
    });
  }
  if (request.limit > rules.maxFindLimit) return apiError("PLAN_REQUIRED", `limit above ${rules.maxFindLimit} needs a Pro or Ultra plan`);
  return null;
}

/**
 * Whether a find's search reads a value a day rule decides (docs/interface.md#schools-rules: the day 九星, the notes,
 * the periods): `kyusei`, `notes`, `any_notes`, `not_notes`, or a purpose (its signs include notes and periods). Under
 * non-default day rules such a search runs over the span's days computed under them (ruled-index.ts).
 */
export function readsDayRules(request: FindRequest): boolean {
  const { conditions } = request;
  return (
    request.purpose !== null ||
    conditions.values.kyusei !== undefined ||
    conditions.notesAll !== undefined ||
    conditions.notesAny !== undefined ||
    conditions.notesNot !== undefined
  );
}

/**
 * What a find examines (schemas/plans.ts findCost): its span's days, its purpose's signs, and under non-default day
 * rules the days it computes: its span's when its search reads them ({@link readsDayRules}), and a Pro page's records
 * (`limit`, the most a page holds).
 */
export function findScan(request: FindRequest, view: View = "lite", rules: Rules = DEFAULT_RULES): FindScan {
  const signs =
    request.purpose === null ? 0 : Object.keys(request.purpose.favourable).length + Object.keys(request.purpose.unfavourable).length;
  const spanDays = request.endDay - request.startDay + 1;
  const variant = !isDefaultFor("day", rules);
  const ruledDays = variant ? (readsDayRules(request) ? spanDays : 0) + (view === "pro" ? request.limit : 0) : 0;
  return { spanDays, signs, ruledDays };
}
