/**
 * The day a life feed names (`memorial=`, `lunar_birthday=`: docs/interface.md#calendar-subscriptions), read as
 * GET /gw/memorial/{death} reads its death: an ISO date on the Gregorian calendar, else a 和暦 text against the 旧暦
 * table. Every refusal is 400 INVALID_PARAMETER naming the parameter: the date is the caller's input, not the feed's window.
 */
import { parseIsoDate } from "../../calendar/time/day-number.ts";
import { parseWareki } from "../../calendar/wareki/parse.ts";
import type { KyurekiMonths } from "../../calendar/wareki/months-table.ts";
import { FEED_LIFE_DATES } from "../../schemas/feed.ts";
import type { ApiError } from "../errors/api-error.ts";
import { invalidParameter } from "../routing/parameters.ts";
import { convertIsoDate, convertText, type WarekiRecord } from "../wareki/convert.ts";

const FIRST_DAY = parseIsoDate(FEED_LIFE_DATES.from)!;
const LAST_DAY = parseIsoDate(FEED_LIFE_DATES.to)!;
const SPAN = `dates run from ${FEED_LIFE_DATES.from} to ${FEED_LIFE_DATES.to}, the 旧暦 table's days`;

/**
 * What can be refused without the table (the parse stage, before the plan and coverage stages): an ISO date that
 * does not exist or lies outside the table, a text the 和暦 parser does not understand. `null`: maybe a day.
 */
export function checkFeedDate(parameter: string, text: string): ApiError | null {
  const iso = parseIsoDate(text);
  if (iso === null && /^[0-9]{1,4}-[0-9]{1,2}-[0-9]{1,2}$/.test(text))
    return invalidParameter(parameter, text, `${parameter}: ${text} is not an existing day in YYYY-MM-DD (or write a 和暦 date)`);
  if (iso !== null) return iso < FIRST_DAY || iso > LAST_DAY ? invalidParameter(parameter, text, `${parameter}: ${text}: ${SPAN}`) : null;
  const parsed = parseWareki(text);
  return parsed.ok ? null : invalidParameter(parameter, text, `${parameter}: ${text}: ${parsed.reason}`);
}

/** The day a checked text names (a 和暦 text may still name none: no such month or day, an era year past its end). */
export function readFeedDate(table: KyurekiMonths, parameter: string, text: string): WarekiRecord | ApiError {
  const read = parseIsoDate(text) !== null ? convertIsoDate(table, text, "gregorian") : convertText(table, text);
  if (read.ok) return read;
  return invalidParameter(parameter, text, `${parameter}: ${read.code === "OUT_OF_COVERAGE" ? `${text}: ${SPAN}` : read.error}`);
}
