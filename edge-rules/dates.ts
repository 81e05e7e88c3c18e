/** JST wall-clock text for the HealthResponse; calendar arithmetic lives in calendar/time/day-number.ts. */
import { isoDate, JST_OFFSET_MS, MS_PER_DAY, pad2 } from "../calendar/time/day-number.ts";

/**
 * The instant as JST wall time with its offset, second precision:
 * `YYYY-MM-DDTHH:MM:SS+09:00` (the HealthResponse `time`).
 * @param utcMs milliseconds since the Unix epoch (UTC).
 */
export function jstTimestamp(utcMs: number): string {
  const local = Math.floor(utcMs) + JST_OFFSET_MS;
  const day = Math.floor(local / MS_PER_DAY);
  const s = Math.floor((local - day * MS_PER_DAY) / 1000);
  return `${isoDate(day)}T${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}+09:00`;
}
