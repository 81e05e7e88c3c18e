/** 曜日 (youbi): the day of the week. */

/** Days of the week, Monday first (ISO 8601 order). */
export const YOUBI_NAMES = ["月", "火", "水", "木", "金", "土", "日"] as const;
export type Youbi = (typeof YOUBI_NAMES)[number];

/**
 * ISO weekday index of a day number: 0 = Monday … 6 = Sunday.
 * Source: 1970-01-01 (day 0) was a Thursday (ISO index 3).
 */
export function isoWeekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** The 曜日 kanji of a day number. */
export function youbi(day: number): Youbi {
  return YOUBI_NAMES[isoWeekday(day)]!;
}
