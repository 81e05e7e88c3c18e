/** 十二直 (jūni-choku, the twelve day officers, 中段). */
import { JUNICHOKU, type Junichoku } from "../names.ts";
import { mod } from "../time/day-number.ts";
import { setsuMonthBranch } from "../solar-terms/setsu-month.ts";

/**
 * 十二直 index (0 = 建) of a day branch in 節月 k; the 節入り day repeats the previous day's officer automatically.
 * Source: docs/calendar.md §4 (koyomi8 rekicyuu_doc01; ja.wikipedia 十二直): (日支 − 節月支) mod 12, 建 when they are equal.
 */
export function junichokuIndex(dayBranch: number, setsuMonth: number): number {
  return mod(dayBranch - setsuMonthBranch(setsuMonth), 12);
}

/** The one-kanji name of a 十二直 index. */
export function junichokuName(index: number): Junichoku {
  return JUNICHOKU[index]!;
}
