/**
 * 五十日 (gotobi, ごとおび): the 5th, 10th, 15th, 20th, 25th and the last day of each month, when Japanese companies
 * settle payments, and where a 五十日 on a closed day moves (`roll`). Pure functions on civil dates.
 * Source: Weblio 辞書「五十日」 https://www.weblio.jp/content/%E4%BA%94%E5%8D%81%E6%97%A5 (毎月5日・10日・15日・20日・25日・月末日;
 * some count the 30th of a 31-day month instead of the 31st: we take the last day, as the API contract does).
 */
import { daysInMonth } from "../time/day-number.ts";

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
