/**
 * Hints (docs/interface.md#hints): every error body says how to recover — one line to read, and where one
 * exists the request to send instead, which a program follows as it stands (a GET target on the same
 * server, with the failed request's credential). One rule per error code, in {@link HINT_RULES}, which
 * `errors.ts` walks for every error it writes; no endpoint spells a hint.
 *
 * A rule reads the error (its fields) and the request that failed (its target, through the router), and
 * proposes candidates; the handler's `passes` keeps those that pass the checks that refused the request
 * (stages 4–6 for the caller's plan, handler.ts), so a hint's request answers rather than fails again.
 * Without a target (an error of the connection, or of an MCP tool's own arguments) a rule says what to do.
 */
import { FIND_PARAMETERS } from "../../schemas/find.ts";
import { FEED_MAX_EVENTS, FEED_MAX_YEARS, FEED_YEARS_PATTERN } from "../../schemas/feed.ts";
import { jstDayOfInstant, isoDate, parseIsoDate, civilDate } from "../../calendar/time/day-number.ts";
import { jstMinuteText } from "../../calendar/time/jst-text.ts";
import { CONTRACTS, ENDPOINT_CONTRACTS, FUNCTIONS, MCP_TOOLS } from "../../schemas/endpoints/index.ts";
import { LIFE_DATE_PARAMS } from "../../schemas/endpoints/life.ts";
import { ERROR_CODES, type ErrorCode } from "../../schemas/error-codes.ts";
import { MCP_PATH } from "../../schemas/mcp.ts";
import { PAGE_URLS } from "../../schemas/pages/pages.ts";
import { PLANS, type Plan } from "../../schemas/plans.ts";
import { PLACES_PATH } from "../../schemas/parameters.ts";
import { QUERY_STYLE_PATH } from "../../schemas/endpoint.ts";
import type { ErrorHint } from "../../schemas/responses.ts";
import { VIEWS } from "../../calendar/names.ts";
import { warekiTarget, type Outside } from "../routing/outside.ts";
import { WAREKI_FIRST_DATE, WAREKI_LAST_DATE } from "../../calendar/wareki/coverage.ts";
import { ENGINE_YEARS } from "../../calendar/coverage.ts";
import { PLACES } from "../../calendar/astronomy/places.ts";
import type { ApiError } from "./api-error.ts";
import type { RequestLike } from "../http/exchange.ts";
import { dateCorrection, datetimeCorrection, enumValues, integerRange, monthOf, nearest, SentRequest, targetOf } from "./hint-requests.ts";

/** An error body's `hint` (schemas/responses.ts ErrorHint). */
export type Hint = ErrorHint;

/** What an error's hint is made from besides the error: the request that failed, as far as it is known. */
export interface HintContext {
  /** The failed request's target, path and query as sent, without `token`; absent when not known. */
  readonly target?: string | null;
  /** The target as it should have been written (MALFORMED_REQUEST: its raw bytes percent-encoded). */
  readonly rewritten?: string;
  /** The caller's plan (PLAN_REQUIRED: what the Lite request may hold; RANGE_TOO_LONG of a feed). */
  readonly plan?: Plan;
  /** The request time, ms since the epoch: today's date where one is missing. */
  readonly now?: number;
  /** Seconds until the request may be sent again (429, 503 SERVICE_BUSY: Retry-After). */
  readonly retryAfter?: number;
  /** Whether a candidate target passes the checks that refused the request; absent: every candidate is taken. */
  readonly passes?: (target: string) => boolean;
  /** An MCP tool's refusal of its own arguments: the tool and the arguments as sent (no target). */
  readonly tool?: { readonly name: string; readonly args: Readonly<Record<string, unknown>> };
}

/** The hint context of a request answered after its stages 4–6 (a body's error): its target and time. */
export function requestHints(request: RequestLike, now?: number): HintContext {
  return now === undefined ? { target: targetOf(request.url) } : { target: targetOf(request.url), now };
}

/** What a rule is given. */
interface RuleInput {
  readonly error: ApiError;
  readonly ctx: HintContext;
  /** The request that failed, `null` when not known. */
  readonly sent: SentRequest | null;
  /** The candidates that pass, in order, each once, never the request sent itself. */
  readonly accept: (candidates: readonly (string | null | undefined)[]) => string[];
}

/** A code's rule: the hint of one error. */
type HintRule = (input: RuleInput) => Hint;

/** A hint of `text`, with `request` when there is one. */
function hint(text: string, request?: string | null): Hint {
  return request === undefined || request === null ? { text } : { text, request };
}

/** Today in JST, `YYYY-MM-DD`. */
const today = (now: number): string => isoDate(jstDayOfInstant(now));

/** A list of values as a hint shows them: all of a short list, else the first ones. */
function shown(values: readonly string[]): string {
  return values.length <= 12 ? values.join(", ") : `${values.slice(0, 12).join(", ")}, … (${values.length} in all)`;
}

/** The finder's Pro conditions (a feed's `notes` and `purpose` have the same names), and what depends on them. */
const PRO_CONDITIONS = FIND_PARAMETERS.filter((p) => p.plan === "pro").map((p) => p.name as string);
/** The Lite conditions of the finder and the feed: with one of them left, a request without the Pro ones still asks something. */
const LITE_CONDITIONS = [
  ...FIND_PARAMETERS.filter((p) => p.plan === "lite" && !["start", "end", "order", "limit"].includes(p.name)).map((p) => p.name as string),
  "include",
];

/** The gw.php functions and the path parameters each takes (in gw.php: query parameters), most parameters first. */
const FUNCTION_PARAMETERS = CONTRACTS.filter((c) => c.fn !== null)
  .map((c) => ({ fn: c.fn!, params: c.parameters.filter((p) => p.in === "path").map((p) => p.name) }))
  .filter((f) => f.params.length > 0)
  .sort((a, b) => b.params.length - a.params.length);

/** The values a parameter of the request's endpoint accepts, from its contract or its MCP tool's argument. */
function acceptedValues(
  sent: SentRequest,
  name: string,
): { readonly values?: readonly string[]; readonly range?: { min: number; max: number } } {
  const contract = sent.contract;
  const spec = contract?.parameters.find((p) => p.name === name);
  const argument: unknown = contract?.tool?.input.shape[name];
  const values = (spec && enumValues(spec.schema)) ?? (argument === undefined ? null : enumValues(argument));
  if (values !== null) return { values };
  const range = (spec && integerRange(spec.schema)) ?? (argument === undefined ? null : integerRange(argument));
  return range === null ? {} : { range };
}

/** Whether a list item may be corrected: ASCII (an id; a label in Japanese is left as written, its list may take it) or the value the error named. */
const correctable = (item: string, named: string | undefined): boolean => item === named || /^[\x20-\x7e]*$/.test(item);

/** INVALID_PARAMETER of a request: the accepted values, the value corrected or the parameter left out. */
function invalidParameterHint({ error, sent, accept }: RuleInput, parameter: string, value: string | undefined): Hint {
  const accepted = sent === null ? {} : acceptedValues(sent, parameter);
  const takes = accepted.values
    ? `${parameter} takes ${shown(accepted.values)}`
    : accepted.range
      ? `${parameter} takes a whole number from ${accepted.range.min} to ${accepted.range.max}`
      : `${parameter} does not take ${JSON.stringify(value ?? "")} (${error.message})`;
  const raw = sent?.value(parameter) ?? null;
  if (sent === null || raw === null) return hint(takes);
  const candidates: (string | null)[] = [];
  const items = raw.split(",");
  if (accepted.values) {
    const values = accepted.values;
    const fixed = items.map((item) => (values.includes(item) || !correctable(item, value) ? item : nearest(item, values)));
    const kept = fixed.filter((item): item is string => item !== null);
    if (kept.length > 0) candidates.push(sent.with({ [parameter]: kept.join(",") }));
  } else if (accepted.range) {
    const n = Number(raw);
    if (Number.isFinite(n))
      candidates.push(sent.with({ [parameter]: String(Math.min(accepted.range.max, Math.max(accepted.range.min, Math.round(n)))) }));
  }
  if (value !== undefined && items.length > 1 && items.includes(value))
    candidates.push(sent.with({ [parameter]: items.filter((i) => i !== value).join(",") }));
  const spec = sent.contract?.parameters.find((p) => p.name === parameter);
  if (spec === undefined || (spec.in !== "path" && spec.required !== true)) candidates.push(sent.with({ [parameter]: null }));
  const [request] = accept(candidates);
  return hint(request === undefined ? takes : `${takes}: ${request}`, request);
}

/** The capitals' ids, the ones a mistyped id is corrected to (the catalogue's others are found by the search). */
const CAPITAL_IDS: readonly string[] = PLACES.map((p) => p.id);

/** The search of the places catalogue for a name, in the style of the request that failed (`/gw/places?q=`, or gw.php's). */
function placesSearch(sent: SentRequest, name: string): string {
  const q = encodeURIComponent(name);
  return sent.routed?.style === "query" ? `${QUERY_STYLE_PATH}?fn=${ENDPOINT_CONTRACTS.places.fn!}&q=${q}` : `${PLACES_PATH}?q=${q}`;
}

/**
 * INVALID_PARAMETER of `place=` that is no point: the id in lower case, or the capital's within two edits (`Sapporo`,
 * `sapporp`), where one answers; else the search for the value, since the ids are the catalogue's (its answer lists
 * them); else the request without the place.
 */
function placeHint({ sent, accept }: RuleInput, value: string): Hint {
  const text = `place takes a place id of ${PLACES_PATH} (a capital: sapporo … naha; any municipality, ward or city: kushiro-shi, new-york-city) or a point lat,lon`;
  if (sent === null) return hint(text);
  const lower = value.toLowerCase();
  const near = lower !== value ? lower : nearest(value, CAPITAL_IDS);
  const search = placesSearch(sent, value);
  const [request] = accept([near === null ? null : sent.with({ place: near }), search, sent.with({ place: null, elev: null })]);
  if (request === undefined) return hint(text);
  return hint(request === search ? `${text}; find its id: ${request}` : `${text}: ${request}`, request);
}

/** INVALID_PARAMETER of an MCP tool's own arguments: the arguments it takes, and the call without an unknown one or with a near value. */
function toolArgumentHint(tool: NonNullable<HintContext["tool"]>, parameter: string, message: string): Hint {
  const contract = MCP_TOOLS[tool.name];
  if (contract === undefined) return hint(message);
  const shape = contract.input.shape as Record<string, unknown>;
  const takes = Object.keys(shape);
  const text = `the tool ${tool.name} takes ${takes.join(", ")}`;
  const args = { ...tool.args };
  if (!takes.includes(parameter)) delete args[parameter];
  else {
    const values = enumValues(shape[parameter]);
    const sent = args[parameter];
    const near = typeof sent === "string" && values !== null ? nearest(sent, values) : null;
    if (near === null) return hint(`${text}; ${parameter}: ${values ? `one of ${shown(values)}` : message}`);
    args[parameter] = near;
  }
  if (!contract.input.safeParse(args).success) return hint(text);
  const call = { name: tool.name, arguments: args };
  return { text: `${text}; call it as ${JSON.stringify(call)}`, call };
}

/** What an OUT_OF_COVERAGE error names outside the data, from its fields when it does not say. */
function outsideOf(error: ApiError): Outside | undefined {
  if (error.outside !== undefined) return error.outside;
  const f = error.fields;
  if (f?.year !== undefined) return { year: f.year };
  const coverage = f?.coverage;
  for (const text of [f?.date, f?.start, f?.end]) {
    const day = text === undefined ? null : parseIsoDate(text.slice(0, 10));
    if (day !== null && (coverage === undefined || civilDate(day).y < coverage.from || civilDate(day).y > coverage.to)) return { day };
  }
  return undefined;
}

/** The candidate paths of a 404: without trailing slashes, in lower case, without /lite or /pro and .json, and all of these. */
function nearPaths(target: string): string[] {
  const q = target.indexOf("?");
  const path = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? "" : target.slice(q);
  const trimmed = path.replace(/\/+$/, "");
  const lower = path.toLowerCase();
  const bare = path.replace(/^\/(?:lite|pro)(?=\/)/, "").replace(/\.json$/, "");
  const all = bare.toLowerCase().replace(/\/+$/, "");
  return [trimmed, lower, bare, all].filter((p) => p !== "" && p !== path).map((p) => p + query);
}

/** Whether a target is one the service answers: an API endpoint, or a page. */
function answered(target: string): boolean {
  const path = target.split("?")[0]!;
  return SentRequest.of(target).routed?.endpoint != null || (Object.values(PAGE_URLS) as string[]).includes(path);
}

/** A text for a missing date, start or end, with the request that adds it. */
function requiredDateHint({ sent, ctx, accept }: RuleInput, names: readonly string[], what: string): Hint {
  if (sent === null || ctx.now === undefined) return hint(`${what} is required: YYYY-MM-DD`);
  const start = sent.value("start");
  const end = sent.value("end");
  const todayDay = jstDayOfInstant(ctx.now);
  const changes: Record<string, string> = {};
  for (const name of names) {
    if (name === "date") changes.date = today(ctx.now);
    if (name === "start") changes.start = monthOf(parseIsoDate(end ?? "") ?? todayDay).first;
    if (name === "end") changes.end = monthOf(parseIsoDate(changes.start ?? start ?? "") ?? todayDay).last;
  }
  const [request] = accept([sent.with(changes)]);
  const filled = Object.entries(changes)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
  return hint(
    request === undefined ? `${what} is required: YYYY-MM-DD` : `${what} is required (YYYY-MM-DD), e.g. ${filled}: ${request}`,
    request,
  );
}

/** The same request again, after `retryAfter` seconds (429, 503 SERVICE_BUSY). */
function retryHint({ sent, ctx }: RuleInput, why: string): Hint {
  const wait = ctx.retryAfter;
  const when = wait === undefined ? "after the Retry-After seconds" : `after ${wait} s`;
  // A POST to /mcp is retried as it was; `request` names GETs only.
  const again = sent !== null && !sent.target.startsWith(MCP_PATH) ? sent.target : undefined;
  const out: Hint =
    again === undefined ? { text: `${why}: send it again ${when}` } : { text: `${why}: send ${again} again ${when}`, request: again };
  return wait === undefined ? out : { ...out, retryAfter: wait };
}

/** The rule of every error code (schemas/error-codes.ts `hint` says each in words). */
export const HINT_RULES: { readonly [C in ErrorCode]: HintRule } = {
  FN_REQUIRED: ({ sent, accept }) => {
    const guesses = FUNCTION_PARAMETERS.filter((f) => sent !== null && f.params.every((p) => sent.value(p) !== null)).map((f) =>
      sent!.with({ fn: f.fn }),
    );
    const [request] = accept(guesses);
    const text = `gw.php needs fn, the function: one of ${FUNCTIONS.join(", ")}`;
    return hint(request === undefined ? text : `${text}; for these parameters: ${request}`, request);
  },
  UNKNOWN_FN: ({ sent, accept }) => {
    const fn = sent?.routed?.fn ?? "";
    const near = nearest(fn, FUNCTIONS);
    const [request] = accept([near === null ? null : sent!.with({ fn: near })]);
    const text = `fn is one of ${FUNCTIONS.join(", ")}`;
    return hint(request === undefined ? text : `${text}; did you mean fn=${near}: ${request}`, request);
  },
  INVALID_VIEW: ({ sent, accept }) => {
    const view = sent?.routed?.view ?? "";
    const lower = (VIEWS as readonly string[]).includes(view.toLowerCase()) ? view.toLowerCase() : null;
    const [request] = accept(sent === null ? [] : [lower === null ? null : sent.with({ view: lower }), sent.with({ view: null })]);
    const text = "view is lite or pro; without it the view follows the plan";
    return hint(request === undefined ? text : `${text}: ${request}`, request);
  },
  DATE_REQUIRED: (input) => requiredDateHint(input, ["date"], "date"),
  INVALID_DATE: ({ error, sent, accept }) => {
    const f = error.fields ?? {};
    const wrong = (["date", "start", "end"] as const).filter((name) => f[name] !== undefined && parseIsoDate(f[name]) === null);
    // `date` names the day of death or birth of memorial and life too (their path parameters `death`, `born`).
    const param = (name: string): string => (name === "date" ? (LIFE_DATE_PARAMS.find((p) => sent?.value(p) === f.date) ?? name) : name);
    const corrections = wrong.map((name) => ({ name: param(name), correction: dateCorrection(f[name]!) }));
    const text = "a date is YYYY-MM-DD: a month 01–12, a day within its month";
    if (sent === null || corrections.length === 0 || corrections.some((c) => c.correction === null)) return hint(text);
    // One wrong date: each day it may have meant; several: the first of each.
    const one = corrections.length === 1 ? corrections[0]! : null;
    const candidates = one
      ? one.correction!.values.map((v) => sent.with({ [one.name]: v }))
      : [sent.with(Object.fromEntries(corrections.map((c) => [c.name, c.correction!.values[0]!])))];
    const accepted = accept(candidates);
    if (accepted.length === 0) return hint(`${corrections.map((c) => c.correction!.why).join("; ")}: ${text}`);
    const meant = one ? one.correction!.values.filter((_, i) => accepted.includes(candidates[i]!)) : [];
    const did = one ? `did you mean ${meant.join(" or ")}` : "corrected";
    return hint(`${corrections.map((c) => c.correction!.why).join("; ")}; ${did}: ${accepted.join(" or ")}`, accepted[0]);
  },
  INVALID_DATETIME: ({ error, sent, ctx, accept }) => {
    const value = error.fields?.value ?? "";
    const text = "at is an ISO 8601 date-time, YYYY-MM-DDTHH:MM with an offset (+09:00) or none (Japan's clock)";
    if (sent === null) return hint(text);
    if (value === "") {
      const [request] = accept([ctx.now === undefined ? null : sent.with({ at: jstMinuteText(ctx.now) })]);
      return hint(request === undefined ? `${text} is required` : `${text} is required; now: ${request}`, request);
    }
    const correction = datetimeCorrection(value);
    const accepted = accept(correction === null ? [] : correction.values.map((v) => sent.with({ at: v })));
    if (accepted.length === 0) return hint(text);
    return hint(`${correction!.why}: ${accepted.join(" or ")}`, accepted[0]);
  },
  START_REQUIRED: (input) => requiredDateHint(input, input.sent?.value("end") == null ? ["start", "end"] : ["start"], "start"),
  END_REQUIRED: (input) => requiredDateHint(input, ["end"], "end"),
  RANGE_REVERSED: ({ error, sent, accept }) => {
    const { start, end } = error.fields ?? {};
    const [request] = accept(sent === null || start === undefined || end === undefined ? [] : [sent.with({ start: end, end: start })]);
    return hint(request === undefined ? "start must not be after end" : `start must not be after end; swapped: ${request}`, request);
  },
  YEARS_REQUIRED: ({ sent, ctx, accept }) => {
    const year = ctx.now === undefined ? null : String(civilDate(jstDayOfInstant(ctx.now)).y);
    const [request] = accept(sent === null || year === null ? [] : [sent.with({ years: year })]);
    const text = "years is required: comma-separated four-digit years (bulk needs a Pro or Ultra plan)";
    return hint(request === undefined ? text : `${text}; this year: ${request}`, request);
  },
  INVALID_YEARS: ({ sent, accept }) => {
    const raw = sent?.value("years") ?? "";
    const years = raw.match(/[0-9]{4}/g) ?? [];
    const feed = sent?.routed?.endpoint === "calendarFeed";
    const sorted = [...years].sort();
    const candidates =
      sent === null || years.length === 0
        ? []
        : feed
          ? [sent.with({ years: sorted.length > 1 ? `${sorted[0]}-${sorted[sorted.length - 1]}` : sorted[0]! })]
          : [sent.with({ years: years.join(",") }), sent.with({ years: years[0]! })];
    const [request] = accept(candidates);
    const text = feed ? "years is YYYY or YYYY-YYYY, the first year not after the second" : "years are four-digit years, comma-separated";
    return hint(request === undefined ? text : `${text}: ${request}`, request);
  },
  INVALID_PARAMETER: (input) => {
    const { parameter, value } = input.error.fields ?? {};
    if (parameter === undefined) return hint(input.error.message);
    if (input.ctx.tool !== undefined) return toolArgumentHint(input.ctx.tool, parameter, input.error.message);
    if (parameter === "place" && value !== undefined && !value.includes(",")) return placeHint(input, value);
    return invalidParameterHint(input, parameter, value);
  },
  FEED_TOO_LARGE: ({ sent, accept }) => {
    const text = `a feed holds at most ${FEED_MAX_EVENTS.toLocaleString("en")} events: ask for fewer years, items or notes`;
    if (sent === null) return hint(text);
    const years = FEED_YEARS_PATTERN.exec(sent.value("years") ?? "");
    const candidates =
      years !== null && years[2] !== undefined && years[2] !== years[1]
        ? [sent.with({ years: years[1]! })]
        : sent.value("notes") !== null
          ? [sent.with({ notes: null })]
          : [sent.with({ purpose: null, min_score: null })];
    const [request] = accept(candidates);
    return hint(request === undefined ? text : `${text}; one year: ${request}`, request);
  },
  MALFORMED_REQUEST: ({ ctx }) =>
    ctx.rewritten === undefined
      ? hint("send a valid HTTP/1.1 request: one request line (method, target, HTTP/1.1), header fields name: value, the whole body")
      : hint(`percent-encode the target's non-ASCII bytes as UTF-8: ${ctx.rewritten}`, ctx.rewritten),
  INVALID_HOST: () => hint("send one Host header field, host or host:port"),
  AUTH_FAILED: () =>
    hint(
      "the credential is unknown, revoked or expired: check it (GET /gw/health with it answers 200 when it is accepted); without a credential the request answers in the Lite view",
    ),
  PLAN_REQUIRED: ({ sent, ctx, accept }) => {
    const rules = PLANS[ctx.plan ?? "lite"];
    if (sent === null) return hint("this needs a Pro or Ultra plan: send a Pro token (Authorization: Bearer <token>)");
    const needs: string[] = [];
    const changes: Record<string, string | null> = {};
    if (sent.routed?.view === "pro") {
      needs.push("view=pro");
      changes.view = null;
    }
    const limit = Number(sent.value("limit") ?? 0);
    if (limit > rules.maxFindLimit) {
      needs.push(`limit=${limit} (Lite pages hold ${rules.maxFindLimit})`);
      changes.limit = String(rules.maxFindLimit);
    }
    const pro = PRO_CONDITIONS.filter((name) => sent.value(name) !== null);
    if (pro.length > 0) {
      needs.push(pro.join(", "));
      for (const name of [...pro, "min_score"]) changes[name] = null;
      if (sent.value("order") === "score") changes.order = null;
    }
    let request: string | undefined;
    let also = "";
    const endpoint = sent.routed?.endpoint;
    if (endpoint === "bulk") {
      needs.push("bulk");
      const year = (sent.value("years") ?? "").slice(0, 4);
      [request] = accept([sent.as("range", { start: `${year}-01-01`, end: `${year}-01-31` })]);
      also = " (a year is 12 ranges of a month)";
    } else if (endpoint === "birth") {
      needs.push("a birth chart");
      const at = sent.value("at");
      [request] = accept([at === null ? null : sent.as("moment", { at })]);
      also = " (the pillars of the moment)";
    } else if (pro.length === 0 || LITE_CONDITIONS.some((name) => sent.value(name) !== null)) {
      // Without its Pro conditions a request must still ask something, else it is no request of the user's.
      [request] = accept([sent.with(changes)]);
      if (pro.length > 0) also = ` (without ${pro.join(", ")})`;
    }
    const text = `${needs.length > 0 ? needs.join(" and ") : "this"} needs a Pro or Ultra plan: send a Pro token (Authorization: Bearer <token>)`;
    return hint(request === undefined ? text : `${text}; on Lite${also}: ${request}`, request);
  },
  RANGE_TOO_LONG: ({ error, sent, ctx, accept }) => {
    const f = error.fields ?? {};
    const startDay = f.start === undefined ? null : parseIsoDate(f.start);
    const endDay = f.end === undefined ? null : parseIsoDate(f.end);
    if (sent !== null && f.maxDays !== undefined && startDay !== null && endDay !== null) {
      const days = endDay - startDay + 1;
      const parts = Math.ceil(days / f.maxDays);
      const [request] = accept([sent.with({ end: isoDate(startDay + f.maxDays - 1) })]);
      const text = `${days} days are ${parts} requests of at most ${f.maxDays} days`;
      return hint(request === undefined ? text : `${text}: the first ${request}, the next from ${isoDate(startDay + f.maxDays)}`, request);
    }
    if (sent !== null && f.maxDays !== undefined && f.days !== undefined) {
      const parts = Math.ceil(Math.abs(f.days) / f.maxDays);
      const [request] = accept([sent.with({ days: String(Math.sign(f.days) * f.maxDays) })]);
      const text = `count at most ${f.maxDays} business days a request: ${parts} requests, each from the day the one before answered`;
      return hint(request === undefined ? text : `${text}; the first: ${request}`, request);
    }
    const years = FEED_YEARS_PATTERN.exec(sent?.value("years") ?? "");
    if (sent !== null && years !== null) {
      const max = FEED_MAX_YEARS[ctx.plan ?? "lite"];
      const [from, to] = [Number(years[1]), Number(years[2] ?? years[1])];
      const last = from + max - 1;
      const [request] = accept([sent.with({ years: max === 1 ? String(from) : `${from}-${last}` })]);
      const text = `this plan's feeds hold at most ${max} years: ${Math.ceil((to - from + 1) / max)} feeds`;
      return hint(request === undefined ? text : `${text}, the first ${request}`, request);
    }
    return hint("ask for fewer days: the plan's limit is maxDays");
  },
  OUT_OF_COVERAGE: ({ error, sent, accept }) => {
    const coverage = error.fields?.coverage;
    const outside = outsideOf(error);
    const wareki = outside === undefined ? null : warekiTarget(outside);
    const [request] = accept([wareki]);
    if (request !== undefined)
      return hint(
        `day data starts in ${ENGINE_YEARS.from}: ${request} converts ${"day" in outside! ? "the day" : "the year's first day"} to its 和暦 era, 旧暦 date and 干支`,
        request,
      );
    if (coverage !== undefined)
      return hint(`this server's day data covers ${coverage.from}-01-01 to ${coverage.to}-12-31 (GET /gw/health): ask for days inside it`);
    const endpoint = sent?.routed?.endpoint;
    if (endpoint === "wareki" || endpoint === "warekiList")
      return hint(`the 和暦 conversions reach ${WAREKI_FIRST_DATE} to ${WAREKI_LAST_DATE}`);
    // Named days without the coverage beside them: an answer that runs past it (business add's nth day).
    if (error.fields !== undefined && Object.keys(error.fields).length > 0)
      return hint("the answer lies outside this server's day data (GET /gw/health names the years served): ask for days inside it");
    return hint("this server has no readable data now (GET /gw/health says why): retry later or on another node");
  },
  NOT_FOUND: ({ sent, accept }) => {
    const [request] = sent === null ? [] : accept(nearPaths(sent.target).filter(answered));
    const text = "no such path: the API's paths are listed at /docs (and /openapi.json)";
    return hint(request === undefined ? text : `${text}; did you mean ${request}`, request);
  },
  METHOD_NOT_ALLOWED: ({ sent }) =>
    sent === null || sent.target.startsWith(MCP_PATH)
      ? hint(`${MCP_PATH} answers POST: JSON-RPC with Content-Type: application/json and Accept: application/json, text/event-stream`)
      : hint(`this path answers GET, HEAD and OPTIONS: GET ${sent.target}`, sent.target),
  REQUEST_TIMEOUT: () => hint("send the header fields and the whole body promptly, then retry"),
  URI_TOO_LONG: () => hint("send a shorter request target: split a list over several requests"),
  RATE_LIMITED: (input) => retryHint(input, "over the plan's rate"),
  HEADERS_TOO_LARGE: () => hint("send fewer and shorter header fields"),
  INTERNAL: () => hint("a fault of the service, reported to the operator, not of the request: retry later"),
  SERVICE_BUSY: (input) => retryHint(input, "calendar feeds are being built"),
  DATA_UNAVAILABLE: () =>
    hint(
      "a data file of this server is missing or damaged, not a fault of the request: retry later or on another node (GET /gw/health names the file)",
    ),
};

/**
 * The hint of an error: its code's rule over the request that failed. A rule that throws (a case it does
 * not foresee) gives its code's words instead: a hint must never cost the error its answer.
 */
export function hintFor(error: ApiError, ctx: HintContext = {}): Hint {
  const sent = ctx.target === undefined || ctx.target === null ? null : SentRequest.of(ctx.target);
  const accept = (candidates: readonly (string | null | undefined)[]): string[] => {
    const out: string[] = [];
    for (const c of candidates)
      if (typeof c === "string" && c !== ctx.target && !out.includes(c) && (ctx.passes === undefined || ctx.passes(c))) out.push(c);
    return out;
  };
  try {
    return HINT_RULES[error.code]({ error, ctx, sent, accept });
  } catch {
    return { text: ERROR_CODES[error.code].hint };
  }
}
