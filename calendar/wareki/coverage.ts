/**
 * The days the 和暦 and 旧暦 conversions answer (docs/calendar.md §14): 旧暦 445年1月1日
 * (Gregorian 445-01-25) to the last day of the engine's coverage, 2100-12-31.
 */
import { ENGINE_YEARS } from "../coverage.ts";
import { dayNumber, isoDate, JDN_OF_DAY_ZERO } from "../time/day-number.ts";
import { HISTORICAL_KYUREKI } from "./kyureki-table.ts";

/** JDN of 旧暦 445年1月1日, the first day of the historical table. */
export const WAREKI_FIRST_JDN = HISTORICAL_KYUREKI.firstJdn;

/** JDN of 2100-12-31. */
export const WAREKI_LAST_JDN = dayNumber(ENGINE_YEARS.to, 12, 31) + JDN_OF_DAY_ZERO;

/** Whether a JDN lies in the conversions' coverage. */
export function inWarekiCoverage(jdn: number): boolean {
  return Number.isInteger(jdn) && jdn >= WAREKI_FIRST_JDN && jdn <= WAREKI_LAST_JDN;
}

/** The first day the 和暦 conversion answers, `YYYY-MM-DD` (Gregorian). */
export const WAREKI_FIRST_DATE = isoDate(WAREKI_FIRST_JDN - JDN_OF_DAY_ZERO);

/** The last day the 和暦 conversion answers, `YYYY-MM-DD`. */
export const WAREKI_LAST_DATE = isoDate(WAREKI_LAST_JDN - JDN_OF_DAY_ZERO);
