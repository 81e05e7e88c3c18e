/**
 * The business-day parameters (営業日, docs/calendar.md §13): `calendar` (national, bank,
 * government; default national), `closed` (more closed days: weekdays by id mon…sun or label 月…日, and/or dates
 * YYYY-MM-DD) and `open` (dates forced open), each list at most {@link MAX_LIST_ITEMS} items.
 * Raw query values to validated {@link BusinessRules}, or the 400 that names the parameter and
 * the value (the style of find/request.ts).
 */
import { BUSINESS_CALENDAR, MAX_BUSINESS_LIST_ITEMS } from "../../schemas/business-parameters.ts";
import { isoDate, parseIsoDate } from "../../calendar/time/day-number.ts";
import { YOUBI_ENTRIES } from "../../schemas/glossary/youbi.ts";
import type { BusinessCalendar } from "../../calendar/names.ts";
import type { ApiError } from "../errors/api-error.ts";
import { checkParam, invalidParameter, isApiError, queryValue } from "../routing/parameters.ts";
import { FIELDS } from "../find/vocabulary.ts";

/** Default calendar when `calendar` is absent or empty (its schema's default). */
export const DEFAULT_CALENDAR: BusinessCalendar = BUSINESS_CALENDAR.absent;

/** Most items a `closed` or `open` list may hold (schemas/business-parameters.ts). */
export const MAX_LIST_ITEMS = MAX_BUSINESS_LIST_ITEMS;

/** The weekday ids of `closed` (the glossary's youbi ids), index = YOUBI index (0 = mon … 6 = sun). */
export const WEEKDAY_IDS: readonly string[] = YOUBI_ENTRIES.map((entry) => entry.id);

/** A validated business-day request: the calendar and the caller's own closed and open days. */
export interface BusinessRules {
  readonly calendar: BusinessCalendar;
  /** Bit i set when weekday i (YOUBI index, 0 = Monday) is closed by `closed`. */
  readonly closedWeekdays: number;
  /** Day numbers closed by `closed` (reason `custom` when the calendar leaves them open). */
  readonly closedDates: ReadonlySet<number>;
  /** Day numbers forced open by `open` (open wins over every reason, `closed` included). */
  readonly openDates: ReadonlySet<number>;
}

/** The calendar alone, no custom days. */
export function calendarRules(calendar: BusinessCalendar = DEFAULT_CALENDAR): BusinessRules {
  return { calendar, closedWeekdays: 0, closedDates: new Set(), openDates: new Set() };
}

/** The items of a comma-separated list, or the error when it holds more than MAX_LIST_ITEMS. */
function items(parameter: string, raw: string): string[] | ApiError {
  const list = raw.split(",");
  if (list.length > MAX_LIST_ITEMS)
    return invalidParameter(parameter, raw, `${parameter}: at most ${MAX_LIST_ITEMS} items (got ${list.length})`);
  return list;
}

/** Parses `calendar`, `closed` and `open`; unknown parameters are the caller's business. */
export function parseBusinessRules(q: URLSearchParams): BusinessRules | ApiError {
  const calendar = checkParam(BUSINESS_CALENDAR, queryValue(q, "calendar"));
  if (isApiError(calendar)) return calendar;

  let closedWeekdays = 0;
  const closedDates = new Set<number>();
  const closedRaw = queryValue(q, "closed");
  if (closedRaw !== null) {
    const list = items("closed", closedRaw);
    if (!Array.isArray(list)) return list;
    for (const item of list) {
      // Weekdays by glossary id or label, as every list parameter takes them (the finder's vocabulary).
      const weekday = FIELDS.weekday.byName.get(item);
      if (weekday !== undefined) {
        closedWeekdays |= 1 << weekday;
        continue;
      }
      const day = parseIsoDate(item);
      if (day === null)
        return invalidParameter(
          "closed",
          item,
          `closed: ${JSON.stringify(item)} is neither a weekday (${WEEKDAY_IDS.join(", ")} or 月…日) nor a date YYYY-MM-DD`,
        );
      closedDates.add(day);
    }
  }

  const openDates = new Set<number>();
  const openRaw = queryValue(q, "open");
  if (openRaw !== null) {
    const list = items("open", openRaw);
    if (!Array.isArray(list)) return list;
    for (const item of list) {
      const day = parseIsoDate(item);
      if (day === null) return invalidParameter("open", item, `open: ${JSON.stringify(item)} is not a date YYYY-MM-DD`);
      openDates.add(day);
    }
  }
  return { calendar, closedWeekdays, closedDates, openDates };
}

/** The rules in canonical form, for a body's key: two spellings of the same rules get the same bytes. */
export function rulesKey(rules: BusinessRules): string {
  const days = (set: ReadonlySet<number>): string =>
    [...set]
      .sort((a, b) => a - b)
      .map(isoDate)
      .join(",");
  return `${rules.calendar}|${rules.closedWeekdays}|${days(rules.closedDates)}|${days(rules.openDates)}`;
}
