/**
 * 五十日 (gotobi, ごとおび): the 5th, 10th, 15th, 20th, 25th and the last day of each month, when Japanese companies
 * settle payments, and where a 五十日 on a closed day moves (`roll`). Pure functions on civil dates.
 * Source: Weblio 辞書「五十日」 https://www.weblio.jp/content/%E4%BA%94%E5%8D%81%E6%97%A5 (毎月5日・10日・15日・20日・25日・月末日;
 * some count the 30th of a 31-day month instead of the 31st: we take the last day, as the API contract does).
 */
import { daysInMonth } from "../time/day-number.ts";
import type { GotobiRoll } from "../names.ts";

/** The fixed days of month that are 五十日 (the month's last day is one too). */
export const GOTOBI_DAYS = [5, 10, 15, 20, 25] as const;

/** Whether the civil date `y-m-d` is a 五十日: day 5, 10, 15, 20, 25, or the month's last day (28–31). */
export function isGotobi(y: number, m: number, d: number): boolean {
  return (GOTOBI_DAYS as readonly number[]).includes(d) || d === daysInMonth(y, m);
}

/** The 五十日 of a month, in date order (day of month: 5, 10, 15, 20, 25 and the last day). */
export function gotobiOfMonth(y: number, m: number): number[] {
  return [...GOTOBI_DAYS, daysInMonth(y, m)];
}

/** Where a 五十日 is settled: the settlement day (a day number; null when none is known) and whether it moved. */
export interface GotobiSettlement {
  readonly day: number | null;
  readonly moved: boolean;
}

/**
 * Where the 五十日 `day` (a day number) is settled on a calendar: the day itself when open; else the nearest open day
 * before it (`previous`: the usual payment term, pay before a day off) or after it (`next`: a period ending on a day off
 * ends the next day).
 * Source: docs/calendar.md §13.5 (支払日が休日の場合は前営業日; 民法 第142条 https://laws.e-gov.go.jp/law/129AC0000000089).
 * @param isClosed whether a day is closed, or null when its closure is not known (beyond the calendar's days): a walk
 *   that reaches such a day ends without a settlement day (`day: null`, `moved: true`).
 * @throws RangeError when the closure of the 五十日 itself is not known.
 */
export function gotobiSettlement(day: number, roll: GotobiRoll, isClosed: (day: number) => boolean | null): GotobiSettlement {
  const closed = isClosed(day);
  if (closed === null) throw new RangeError(`gotobi: the closure of day ${day} is not known`);
  if (!closed) return { day, moved: false };
  const step = roll === "previous" ? -1 : 1;
  for (let d = day + step; ; d += step) {
    const c = isClosed(d);
    if (c === null) return { day: null, moved: true };
    if (!c) return { day: d, moved: true };
  }
}
