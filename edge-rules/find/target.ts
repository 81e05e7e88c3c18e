/**
 * The finder's target day (docs/interface.md#day-finder): `memorial=<death>:<id>` (a 法要's day, 法要の日) or
 * `near=YYYY-MM-DD`, and `before=<days>`, the window searched: target − before … target, both included, since a 法要
 * is held on or before its day, never after. `start`/`end` given with a target narrow the window (so `start = next`
 * pages on); one outside it is a 400.
 */
import { CHUIN, NENKI, anniversary, weeklyMemorials } from "../../calendar/life/memorial.ts";
import { REFORM_DAY } from "../../calendar/wareki/calendars.ts";
import type { Rules } from "../../calendar/rules.ts";
import { isoDate, parseIsoDate } from "../../calendar/time/day-number.ts";
import { FIND_BEFORE } from "../../schemas/find.ts";
import type { FindTarget } from "../../schemas/find.ts";
import { apiError } from "../errors/errors.ts";
import type { ApiError } from "../errors/api-error.ts";
import { invalidParameter, isApiError, queryValue, type Span } from "../routing/parameters.ts";

/** The memorial ids `memorial=` takes: the 中陰 days and every 年忌 (nenki_set does not apply: the id is named). */
const MEMORIAL_IDS = [...CHUIN.map((c) => c.id), ...NENKI.map((n) => n.id)];

/** A target and its window, with the span the search runs over (the window, narrowed by start/end). */
export interface TargetSpan extends Span {
  readonly target: FindTarget;
  /** The normalized `memorial`/`near` and `before`, then `start`/`end` only where they narrow the window. */
  readonly query: Readonly<Record<string, string | number>>;
}

/** The day and answer of `memorial=<death>:<id>` under the memorial rules, or the 400 naming `memorial`. */
function memorialTarget(raw: string, rules: Rules): FindTarget | ApiError {
  const colon = raw.indexOf(":");
  if (colon < 0) return invalidParameter("memorial", raw, "memorial must be <death>:<id>, e.g. memorial=2024-01-10:year-2 (三回忌)");
  const deathText = raw.slice(0, colon);
  const id = raw.slice(colon + 1);
  const death = parseIsoDate(deathText);
  if (death === null) return invalidParameter("memorial", raw, `memorial: the death ${deathText} is not an existing day in YYYY-MM-DD`);
  // Before 1873 the 年忌 follow the 旧暦 (rule old_death): GET /gw/memorial/{death} reckons them; near= takes its day.
  if (death < REFORM_DAY)
    return invalidParameter(
      "memorial",
      raw,
      `memorial: a death before 1873-01-01 is reckoned in the 旧暦; ask GET /gw/memorial/${deathText} for the day, then search near=<that day>`,
    );
  const chuin = CHUIN.find((c) => c.id === id);
  if (chuin !== undefined) {
    // The calendar core's count (rule chuin: day of death as day 1, or each day's 逮夜).
    const day = weeklyMemorials(death, rules.chuin).find((m) => m.id === id)!.day;
    return { date: isoDate(day), id, label: chuin.name, death: deathText, rules: { chuin: rules.chuin } };
  }
  const nenki = NENKI.find((n) => n.id === id);
  if (nenki !== undefined) {
    const day = anniversary(death, nenki.years, rules.leap_death_day);
    return { date: isoDate(day), id, label: nenki.name, death: deathText, rules: { leap_death_day: rules.leap_death_day } };
  }
  return invalidParameter("memorial", raw, `memorial: unknown id ${JSON.stringify(id)}; use one of ${MEMORIAL_IDS.join(", ")}`);
}

/**
 * `memorial`, `near`, `before`, `start`, `end` of a finder request with a target; `null` when it has none (then
 * `before` is a 400: it has no day to count back from).
 */
export function parseTarget(q: URLSearchParams, rules: Rules): TargetSpan | ApiError | null {
  const memorial = queryValue(q, "memorial");
  const near = queryValue(q, "near");
  const beforeText = queryValue(q, "before");
  if (memorial === null && near === null) {
    if (beforeText !== null) return invalidParameter("before", beforeText, "before counts back from a target day: give memorial= or near=");
    return null;
  }
  if (memorial !== null && near !== null)
    return invalidParameter("near", near, "memorial and near each name the target day: give one of them");
  let target: FindTarget | ApiError;
  if (memorial !== null) target = memorialTarget(memorial, rules);
  else {
    target = parseIsoDate(near!) === null ? invalidParameter("near", near!, "near must be an existing day in YYYY-MM-DD") : { date: near! };
  }
  if (isApiError(target)) return target;
  let before: number = FIND_BEFORE.default;
  if (beforeText !== null) {
    if (!/^[0-9]{1,2}$/.test(beforeText) || Number(beforeText) > FIND_BEFORE.max)
      return invalidParameter("before", beforeText, `before must be a whole number of days from 0 to ${FIND_BEFORE.max}`);
    before = Number(beforeText);
  }
  const targetDay = parseIsoDate(target.date)!;
  const windowStart = targetDay - before;
  const query: Record<string, string | number> = memorial !== null ? { memorial } : { near: near! };
  query.before = before;
  const narrowed = narrow(q, windowStart, targetDay);
  if (isApiError(narrowed)) return narrowed;
  const { startDay, endDay } = narrowed;
  // Only the ends that narrow the window are kept, so every spelling of one window has one query (and key).
  const normalized = {
    ...(startDay > windowStart ? { start: isoDate(startDay) } : {}),
    ...(endDay < targetDay ? { end: isoDate(endDay) } : {}),
    ...query,
  };
  return { start: isoDate(startDay), end: isoDate(endDay), startDay, endDay, target, query: normalized };
}

/** The window `from..to` narrowed by `start`/`end`, or the 400 naming the one that leaves no day of it. */
function narrow(q: URLSearchParams, from: number, to: number): { startDay: number; endDay: number } | ApiError {
  const start = queryValue(q, "start");
  const end = queryValue(q, "end");
  const startDay = start === null ? from : parseIsoDate(start);
  const endDay = end === null ? to : parseIsoDate(end);
  if (startDay === null || endDay === null) {
    const given = { ...(start === null ? {} : { start }), ...(end === null ? {} : { end }) };
    return apiError("INVALID_DATE", "start and end must be existing days in YYYY-MM-DD", given);
  }
  const window = `${isoDate(from)}…${isoDate(to)}`;
  if (startDay > to)
    return invalidParameter(
      "start",
      start!,
      `start is after the target's window ${window}: with memorial= or near=, start and end narrow it`,
    );
  if (endDay < from)
    return invalidParameter("end", end!, `end is before the target's window ${window}: with memorial= or near=, start and end narrow it`);
  // Both given (a lone end is at least the window's start, a lone start at most its end).
  if (startDay > endDay) return apiError("RANGE_REVERSED", "start is after end", { start: start!, end: end! });
  return { startDay: Math.max(startDay, from), endDay: Math.min(endDay, to) };
}
