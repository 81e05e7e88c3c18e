import { z } from "zod";

/**
 * A calendar date (日付) as strict `YYYY-MM-DD` that exists in the proleptic Gregorian
 * calendar: `2024-02-29` passes, `2025-02-29`, `2025-1-01` and `2025-13-01` do not.
 * zod's ISO date format checks month lengths and leap years in its pattern.
 */
export const IsoDate = z.iso.date().describe("a calendar date, YYYY-MM-DD, that exists");

/** A strict, existing `YYYY-MM-DD` date string. */
export type IsoDate = z.infer<typeof IsoDate>;

/** The shape check alone (four, two and two digits), used for path parameters. */
export const ISO_DATE_SHAPE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** Milliseconds in one civil day. */
const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` date (the project's day number), or null when the
 * string is not a strict, existing date. Pure arithmetic on UTC: independent of the machine TZ.
 */
export function isoDayNumber(iso: string): number | null {
  if (!IsoDate.safeParse(iso).success) return null;
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return Math.round(date.getTime() / DAY_MS);
}

/** The `YYYY-MM-DD` date of a day number (days since 1970-01-01). */
export function isoFromDayNumber(dayNumber: number): string {
  const date = new Date(dayNumber * DAY_MS);
  const y = String(date.getUTCFullYear()).padStart(4, "0");
  const m = String(date.getUTCMonth() + 1).padStart(2, "0");
  const d = String(date.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}
