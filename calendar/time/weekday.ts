/** 曜日 (youbi): the day of the week. */
import { YOUBI, type Youbi } from "../names.ts";

/**
 * ISO weekday index of a day number: 0 = Monday … 6 = Sunday.
 * Source: 1970-01-01 (day 0) was a Thursday (ISO index 3).
 */
export function isoWeekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** The 曜日 kanji of a day number. */
export function youbi(day: number): Youbi {
  return YOUBI[isoWeekday(day)]!;
}
