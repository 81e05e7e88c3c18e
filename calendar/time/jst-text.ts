/** Instants as JST wall-clock text (UTC+09:00): to the second, to the minute truncated, and the minute NAOJ prints. */
import { isoDate, JST_OFFSET_MS, minuteOfDayText, MS_PER_DAY, pad2 } from "./day-number.ts";

/** The JST day of an instant and its `HH:MM` and seconds. @param utcMs ms since the Unix epoch (UTC). */
function jstClock(utcMs: number): { readonly date: string; readonly hm: string; readonly s: number } {
  const local = Math.floor(utcMs) + JST_OFFSET_MS;
  const day = Math.floor(local / MS_PER_DAY);
  const second = Math.floor((local - day * MS_PER_DAY) / 1000);
  return { date: isoDate(day), hm: minuteOfDayText(Math.floor(second / 60)), s: second % 60 };
}

/**
 * The instant as JST wall time with its offset, second precision:
 * `YYYY-MM-DDTHH:MM:SS+09:00` (the HealthResponse `time`).
 * @param utcMs milliseconds since the Unix epoch (UTC).
 */
export function jstTimestamp(utcMs: number): string {
  const { date, hm, s } = jstClock(utcMs);
  return `${date}T${hm}:${pad2(s)}+09:00`;
}

/** JST wall time of an instant: `YYYY-MM-DDTHH:MM+09:00`, with `:SS` when the seconds are not 0. */
export function jstText(ms: number): string {
  const { date, hm, s } = jstClock(ms);
  return `${date}T${hm}${s === 0 ? "" : `:${pad2(s)}`}+09:00`;
}

/**
 * An instant on a clock `offsetMs` ahead of UTC, to the minute, truncated: `YYYY-MM-DDTHH:MM` (no offset written).
 * @param utcMs milliseconds since the Unix epoch (UTC). @param offsetMs the clock's offset from UTC, ms.
 */
export function wallMinuteText(utcMs: number, offsetMs: number): string {
  const minute = Math.floor((utcMs + offsetMs) / 60_000);
  const day = Math.floor(minute / 1440);
  const m = minute - day * 1440;
  return `${isoDate(day)}T${minuteOfDayText(m)}`;
}

/** JST wall time of an instant to the minute, truncated: `YYYY-MM-DDTHH:MM+09:00`. @param utcMs ms since the epoch (UTC). */
export function jstMinuteText(utcMs: number): string {
  return `${wallMinuteText(utcMs, JST_OFFSET_MS)}+09:00`;
}

/**
 * JST wall time of an instant to the nearest minute, as NAOJ's 暦要項 prints it: `YYYY-MM-DDTHH:MM`. The date is the
 * instant's own JST date (from 1888 the day records' day): an instant after 23:59:30 stays 23:59 rather than rounding
 * into the next day. Source: NAOJ 暦要項 (節気 and 朔弦望 to the minute); docs/calendar.md (instants files).
 * @param utcMs milliseconds since the Unix epoch (UTC).
 */
export function publishedJstMinute(utcMs: number): string {
  return wallMinuteText(publishedMinuteMs(utcMs), JST_OFFSET_MS);
}

/**
 * The minute `publishedJstMinute` prints, as its instant (its first millisecond, UTC): for writing that minute on
 * another clock (the instants files' UTC minute).
 * @param utcMs milliseconds since the Unix epoch (UTC).
 * @returns milliseconds since the Unix epoch (UTC), a whole minute.
 */
export function publishedMinuteMs(utcMs: number): number {
  const exact = utcMs + JST_OFFSET_MS;
  const day = Math.floor(exact / MS_PER_DAY);
  const minutes = Math.min(24 * 60 - 1, Math.round((exact - day * MS_PER_DAY) / 60_000));
  return day * MS_PER_DAY + minutes * 60_000 - JST_OFFSET_MS;
}
