/** 旧暦 (kyūreki) date text. */

/** A 旧暦 date: month 1–12, day 1–30, leap flag. */
export interface LunarDate {
  readonly month: number;
  readonly day: number;
  readonly leap: boolean;
}

/** `M月D日`, or `閏M月D日` in a leap month. Source: docs/calendar.md#the-choices-in-one-table (value form). */
export function kyurekiText({ month, day, leap }: LunarDate): string {
  return `${leap ? "閏" : ""}${month}月${day}日`;
}
