/**
 * The feed's parameters (docs/interface.md#calendar-subscriptions): raw query values to a validated, canonical
 * {@link FeedRequest} or the 400 that names the parameter and the value; then the plan stage
 * (403) and the window (the coverage stage, 404). The docs/interface.md#errors order: 400, 403, 404.
 */
import { isoDate } from "../../calendar/time/day-number.ts";
import {
  FEED_DAY_PARAMS,
  FEED_ITEM_NAMES,
  FEED_ITEMS,
  FEED_LIVES,
  FEED_MAX_YEARS,
  FEED_PLACE_ITEMS,
  FEED_PRO_ITEMS,
  FEED_YEARS_PATTERN,
  type FeedItem,
  type FeedLang,
  type FeedLife,
} from "../../schemas/feed.ts";
import { FEED_LANG } from "../../schemas/endpoints/calendar-feed.ts";
import type { Purpose } from "../../schemas/glossary/purposes.ts";
import type { Plan } from "../../schemas/plans.ts";
import { PLANS } from "../../schemas/plans.ts";
import { apiError } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";
import {
  checkParam,
  checkRules,
  invalidParameter,
  isApiError,
  type PlaceChoice,
  placeChoice,
  queryValue,
  readPlaceInZone,
} from "../routing/parameters.ts";
import { pointKey } from "../http/canonical-key.ts";
import { DEFAULT_PLACE_ID } from "../../calendar/astronomy/places.ts";
import { RULES_PARAM, rulePairs } from "../../schemas/rules.ts";
import { isDefaultFor, type RuleAnswer, type Rules } from "../../calendar/rules.ts";
import { outOfCoverageMessage } from "../routing/coverage.ts";
import { parseMinScore } from "../find/min-score.ts";
import { parsePurpose } from "../find/purpose-param.ts";
import { entryAt, FIELDS } from "../find/vocabulary.ts";
import { checkFeedDate } from "../life/feed-dates.ts";
import { clipToCoverage, type DaySpan, rollingWindow, yearsWindow } from "./window.ts";

/** A validated feed request, every list in canonical order (so equal feeds get equal keys). */
export interface FeedRequest {
  /** In FEED_ITEMS order, no duplicates. */
  readonly include: readonly FeedItem[];
  /** Note ids in notes-table order, no duplicates (Pro). */
  readonly notes: readonly string[];
  /** (Pro) */
  readonly purpose: Purpose | null;
  /** With a purpose: the lowest score an event's day may have (`min_score`, default 1). */
  readonly minScore: number;
  /** The `years` asked for, or `null` for the rolling default. */
  readonly years: { readonly from: number; readonly to: number } | null;
  readonly lang: FeedLang;
  /**
   * `rules=` (docs/interface.md#schools-rules), every rule applied. The day rules decide the notes and periods of the
   * records, so a feed of notes (`notes`, `zassetsu`) or of a purpose follows them ({@link feedDayRules}); a memorial feed
   * follows the memorial rules; the others ignore them.
   */
  readonly rules: Rules;
  /**
   * A life feed (`memorial`, `lunar_birthday`): which, and its date as sent, read against the 旧暦 table when the feed
   * is built (as GET /gw/memorial reads its death). `null`: a feed of the calendar's days (include, notes, purpose).
   */
  readonly life: { readonly kind: FeedLife; readonly date: string } | null;
  /**
   * `place`, `elev` and `tz` (docs/interface.md#places, read as the day bodies read them), the place of `sun`: a
   * capital's id or `null` (the default place, Tokyo) on Japan's clock, whose times are the prerendered ones, or a point
   * in its zone (a catalogue place's, a capital's NAOJ point in a zone other than Japan's), computed. Only a feed with
   * an item of FEED_PLACE_ITEMS reads it ({@link readsPlace}); the others check it and ignore it.
   */
  readonly place: PlaceChoice;
}

/** Whether the feed's events depend on its place (`include=sun`). */
export function readsPlace(request: FeedRequest): boolean {
  return request.include.some((item) => FEED_PLACE_ITEMS.includes(item));
}

/**
 * Whether the feed's events read what a day rule decides: the notes of the records (`notes`, `include=zassetsu`: 社日
 * is a seasonal note) or the finder's signs (`purpose`: notes, periods). The others (holiday, rokuyou, sekki, moon,
 * kou72, eho: 節分 and the 恵方, which no rule moves) read nothing a rule changes, and name no rules.
 */
export function followsDayRules(request: FeedRequest): boolean {
  return request.notes.length > 0 || request.purpose !== null || request.include.includes("zassetsu");
}

/** The day rules the feed's records are computed under, or `null`: the prerendered records (every day rule at its default, or a feed that reads none). */
export function feedDayRules(request: FeedRequest): Rules | null {
  return followsDayRules(request) && !isDefaultFor("day", request.rules) ? request.rules : null;
}

/** The rules a feed's events follow: the day rules ({@link followsDayRules}), a memorial feed's memorial rules, or none. */
export function feedRuleAnswer(request: FeedRequest): RuleAnswer | null {
  if (request.life !== null) return request.life.kind === "memorial" ? "memorial" : null;
  return followsDayRules(request) ? "day" : null;
}

/** `id:value` of each rule the feed follows ({@link feedRuleAnswer}), in registry order; with `changedOnly`, those not at their default. */
export function feedRulePairs(request: FeedRequest, changedOnly = false): string[] {
  const answer = feedRuleAnswer(request);
  return answer === null ? [] : rulePairs(answer, request.rules, changedOnly);
}

/**
 * `memorial` or `lunar_birthday`, alone: a life feed takes neither the other nor a day feed's parameters (its title,
 * rules and key are one person's days); its date is checked as far as it can be without the 旧暦 table.
 */
function parseLife(q: URLSearchParams): FeedRequest["life"] | ApiError {
  const asked = FEED_LIVES.flatMap((kind) => {
    const date = queryValue(q, kind);
    return date === null ? [] : [{ kind, date }];
  });
  const life = asked[0];
  if (life === undefined) return null;
  const other = asked[1];
  if (other !== undefined)
    return invalidParameter(other.kind, other.date, `${FEED_LIVES.join(" and ")} are two feeds: subscribe to each on its own`);
  const day = FEED_DAY_PARAMS.find((name) => queryValue(q, name) !== null);
  if (day !== undefined)
    return invalidParameter(
      day,
      queryValue(q, day)!,
      `${day} makes a feed of the calendar's days; a ${life.kind} feed takes none of ${FEED_DAY_PARAMS.join(", ")}: subscribe to each on its own`,
    );
  return checkFeedDate(life.kind, life.date) ?? life;
}

/** `include`: the items named (by id or by their Japanese label), or 400 naming the first unknown one. */
function parseInclude(text: string | null): Set<FeedItem> | ApiError {
  const include = new Set<FeedItem>();
  for (const name of text === null ? [] : text.split(",")) {
    const item = FEED_ITEMS.find((i) => i === name || FEED_ITEM_NAMES[i].label === name);
    if (item === undefined)
      return invalidParameter("include", name, `include: unknown item ${JSON.stringify(name)}; use ${FEED_ITEMS.join(", ")}`);
    include.add(item);
  }
  return include;
}

/** `notes`: the glossary indexes of the notes named (by id or label), or 400 naming the first unknown one. */
function parseNotes(text: string | null): Set<number> | ApiError {
  const notes = new Set<number>();
  for (const name of text === null ? [] : text.split(",")) {
    const index = FIELDS.notes.byName.get(name);
    if (index === undefined)
      return invalidParameter("notes", name, `notes: unknown value ${JSON.stringify(name)}; use the ids or labels of the glossary's notes`);
    notes.add(index);
  }
  return notes;
}

/** Parses the feed's query. */
export function parseFeed(q: URLSearchParams): { ok: true; request: FeedRequest } | { ok: false; error: ApiError } {
  const fail = (error: ApiError) => ({ ok: false as const, error });

  const life = parseLife(q);
  if (isApiError(life)) return fail(life);

  const include = parseInclude(queryValue(q, "include"));
  if (isApiError(include)) return fail(include);

  const notes = parseNotes(queryValue(q, "notes"));
  if (isApiError(notes)) return fail(notes);

  const purposeParam = parsePurpose(queryValue(q, "purpose"));
  if (!purposeParam.ok) return fail(purposeParam.error);
  const purpose = purposeParam.purpose;

  const minScore = parseMinScore(queryValue(q, "min_score"), purpose !== null);
  if (typeof minScore !== "number") return fail(minScore);

  let years: FeedRequest["years"] = null;
  const yearsText = queryValue(q, "years");
  if (yearsText !== null) {
    const m = FEED_YEARS_PATTERN.exec(yearsText);
    const from = m ? Number(m[1]) : NaN;
    const to = m ? Number(m[2] ?? m[1]) : NaN;
    if (!m || from > to) return fail(apiError("INVALID_YEARS", "years must be YYYY or YYYY-YYYY (the first year not after the second)"));
    years = { from, to };
  }

  const lang = checkParam(FEED_LANG, queryValue(q, "lang"));
  if (isApiError(lang)) return fail(lang);

  const rules = checkRules(queryValue(q, RULES_PARAM.name));
  if (isApiError(rules)) return fail(rules);

  // Checked for every feed (a bad value is its 400 whether or not sun is asked for), read only by sun.
  const place = readPlaceInZone(q);
  if (isApiError(place)) return fail(place);

  if (life === null && include.size === 0 && notes.size === 0 && purpose === null) {
    return fail(
      apiError(
        "INVALID_PARAMETER",
        `a feed needs at least one of include (${FEED_ITEMS.join(", ")}), notes, purpose, ${FEED_LIVES.join(" or ")}`,
        {
          parameter: "include",
        },
      ),
    );
  }
  return {
    ok: true,
    request: {
      include: FEED_ITEMS.filter((i) => include.has(i)),
      notes: [...notes].sort((a, b) => a - b).map((i) => entryAt("notes", i).id),
      purpose,
      minScore,
      years,
      lang,
      rules,
      life,
      place: placeChoice(place, lang),
    },
  };
}

/**
 * The plan stage: a Pro item (`include=sun`), notes and purpose need a Pro plan (403 PLAN_REQUIRED); `years` over the
 * plan's span is 403 RANGE_TOO_LONG.
 */
export function authorizeFeed(request: FeedRequest, plan: Plan): ApiError | null {
  const pro = [
    ...request.include.filter((item) => FEED_PRO_ITEMS.includes(item)).map((item) => `include=${item}`),
    ...(request.notes.length > 0 ? ["notes"] : []),
    ...(request.purpose ? ["purpose"] : []),
  ];
  if (pro.length > 0 && !PLANS[plan].proFind)
    return apiError("PLAN_REQUIRED", `${pro.join(" and ")} ${pro.length === 1 ? "needs" : "need"} a Pro or Ultra plan`);
  const max = FEED_MAX_YEARS[plan];
  if (request.years && request.years.to - request.years.from + 1 > max) {
    const span = yearsWindow(request.years.from, request.years.to);
    return apiError(
      "RANGE_TOO_LONG",
      `years spans ${request.years.to - request.years.from + 1} years; this plan's feeds hold at most ${max}`,
      {
        start: isoDate(span.startDay),
        end: isoDate(span.endDay),
      },
    );
  }
  return null;
}

/**
 * The coverage stage: the feed's days. Explicit years must lie in the coverage (404
 * OUT_OF_COVERAGE naming the first year outside); the rolling default is clipped to it, and
 * `span` is `null` when nothing is left (an empty, valid calendar: a subscription must not turn
 * into an error that disables it).
 * @param nowMs the request time (ms since the epoch): only the rolling window depends on it.
 */
export function feedWindow(
  request: FeedRequest,
  coverage: { readonly from: number; readonly to: number },
  nowMs: number,
): { ok: true; window: DaySpan; span: DaySpan | null } | { ok: false; error: ApiError } {
  if (request.years) {
    const { from, to } = request.years;
    const outside = from < coverage.from ? from : to > coverage.to ? Math.max(from, coverage.to + 1) : null;
    if (outside !== null)
      return {
        ok: false,
        error: apiError("OUT_OF_COVERAGE", outOfCoverageMessage(coverage, { year: outside }), {
          year: outside,
          coverage: { from: coverage.from, to: coverage.to },
        }),
      };
    const window = yearsWindow(from, to);
    return { ok: true, window, span: window };
  }
  const window = rollingWindow(nowMs);
  return { ok: true, window, span: clipToCoverage(window, coverage) };
}

/** Version of the feed's byte format: part of every feed key (so of its ETag); bump it when the writer's output changes for the same data. */
export const FEED_FORMAT = "calendar-ics/2";

/**
 * How each field of a feed request enters its key, in key order: a segment with its leading `|`, or `"implied"` when
 * another segment holds it. Typed over every field (as http/canonical-key.ts `KeySpec`), so a field added to
 * {@link FeedRequest} without a place in the key does not compile.
 */
type FeedKeyParts = { readonly [K in keyof FeedRequest]-?: "implied" | ((request: FeedRequest, window: DaySpan) => string) };

const FEED_KEY_PARTS: FeedKeyParts = {
  include: (r) => `|${r.include.join(",")}`,
  notes: (r) => `|${r.notes.join(",")}`,
  purpose: (r) => `|${r.purpose ? `${r.purpose.id}@${r.minScore}` : ""}`,
  // In the purpose's segment: only a purpose reads it.
  minScore: "implied",
  // The days the years (or the clock) give: the key names the days, not how they were asked.
  years: (_r, w) => `|${isoDate(w.startDay)}|${isoDate(w.endDay)}`,
  lang: (r) => `|${r.lang}`,
  // Those not at their default, for a feed that follows rules (its description names them all); nothing for the others.
  rules: (r) => (feedRuleAnswer(r) === null ? "" : `|rules=${feedRulePairs(r, true).join(",")}`),
  // The date as sent, encoded (a 和暦 text may hold `|`); nothing for a feed of the calendar's days (their keys of before).
  life: (r) => (r.life === null ? "" : `|${r.life.kind}=${encodeURIComponent(r.life.date)}`),
  // The place of sun as the day bodies key it (a capital's id, tokyo for the default; a point's `lat,lon,elev`, its id, zone
  // and the place its tz=auto zone is from); nothing for a feed without sun, which ignores it (its key of before).
  place: (r) => (readsPlace(r) ? `|place=${feedPlaceKey(r.place)}` : ""),
};

/** The key text of a feed's place: a capital's id (the default place's too), or a point's key (http/canonical-key.ts). */
export function feedPlaceKey(place: PlaceChoice): string {
  return place === null ? DEFAULT_PLACE_ID : typeof place === "string" ? place : pointKey(place);
}

/**
 * The canonical key of a feed (the ETag's and the body cache's): everything the bytes depend on but the data version.
 * A feed that follows rules ({@link feedRuleAnswer}) holds `|rules=` and those not at their default (a preset
 * and its pairs share a key); its description names them, so even at the defaults its key is not the one it had before
 * (the others' keys and bytes are).
 */
export function feedKey(request: FeedRequest, window: DaySpan): string {
  let key = FEED_FORMAT;
  for (const part of Object.values(FEED_KEY_PARTS)) if (part !== "implied") key += part(request, window);
  return key;
}
