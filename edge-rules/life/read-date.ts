/** A day of death or birth as written (ISO, Gregorian; or a 和暦 text as GET /gw/wareki?text= reads it), read against the 旧暦 table. */
import { JDN_OF_DAY_ZERO, parseIsoDate } from "../../calendar/time/day-number.ts";
import { WAREKI_FIRST_JDN } from "../../calendar/wareki/coverage.ts";
import type { KyurekiMonths } from "../../calendar/wareki/months-table.ts";
import { LIFE_DATES } from "../../schemas/endpoints/memorial.ts";
import type { ApiError } from "../errors/api-error.ts";
import { apiError } from "../errors/errors.ts";
import { convertIsoDate, convertText, type WarekiRecord } from "../wareki/convert.ts";

const FIRST_DAY = WAREKI_FIRST_JDN - JDN_OF_DAY_ZERO;

/** Whether an ISO date is after the table's last day (the endpoints' 404). */
export function afterLifeDates(text: string): boolean {
  const iso = parseIsoDate(text);
  return iso !== null && iso > parseIsoDate(LIFE_DATES.to)!;
}

/** Whether a text looks like an ISO date that names no day (`2026-02-30`): the endpoints' 400 before any table is read. */
export function impossibleIsoDate(text: string): boolean {
  return parseIsoDate(text) === null && /^[0-9]{1,4}-[0-9]{1,2}-[0-9]{1,2}$/.test(text);
}

/** The day written as `text`, or the 400 (INVALID_DATE: impossible, before 445-01-25) or 404 (after 2100) naming `what`. */
export function readLifeDate(table: KyurekiMonths, text: string, what: string): WarekiRecord | ApiError {
  const iso = parseIsoDate(text);
  if (iso !== null && iso < FIRST_DAY)
    return apiError("INVALID_DATE", `${what} ${text} is before ${LIFE_DATES.from}, the first day of the 旧暦 table`, { date: text });
  const read = iso !== null ? convertIsoDate(table, text, "gregorian") : convertText(table, text);
  if (read.ok) return read;
  const message = read.code === "OUT_OF_COVERAGE" ? `${what} ${text}: dates run from ${LIFE_DATES.from} to ${LIFE_DATES.to}` : read.error;
  return apiError(read.code, message, { date: text });
}
