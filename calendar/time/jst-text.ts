/** Instants as JST wall-clock text (UTC+09:00), to the second. */
import { isoDate, JST_OFFSET_MS, MS_PER_DAY, pad2 } from "./day-number.ts";

/** The JST day of an instant and its `HH:MM` and seconds. @param utcMs ms since the Unix epoch (UTC). */
function jstClock(utcMs: number): { readonly date: string; readonly hm: string; readonly s: number } {
  const local = Math.floor(utcMs) + JST_OFFSET_MS;
  const day = Math.floor(local / MS_PER_DAY);
  const second = Math.floor((local - day * MS_PER_DAY) / 1000);
  return { date: isoDate(day), hm: `${pad2(Math.floor(second / 3600))}:${pad2(Math.floor(second / 60) % 60)}`, s: second % 60 };
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
