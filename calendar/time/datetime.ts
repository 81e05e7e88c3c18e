/**
 * ISO 8601 date-times as GET /gw/moment (and /gw/birth) accept them: `YYYY-MM-DDTHH:MM[:SS[.fff]]`
 * with an offset (`Z`, `±HH:MM`, `±HHMM`; `T` and `Z` in either case), or without one on the civil clock
 * (JST; Tokyo mean time before 1888, docs/calendar.md §0). Each refusal names why.
 * Source: ISO 8601-1:2019 §5.4 (extended format), RFC 3339 §5.6 (offsets; lower-case `t` and `z`), §4.3 (`-00:00`:
 * UTC, the local offset unknown); ±14:00 is the widest offset in use (Kiribati, UTC+14; IANA tz database).
 */
import { civilOffsetOfReading } from "./civil-day.ts";
import { daysInMonth } from "./day-number.ts";

/** How the text gave its offset: none (the civil clock), a number, or `-00:00` (RFC 3339 §4.3: UTC, local offset unknown). */
export type WrittenOffset = "none" | "offset" | "unknown";

/** A parsed date-time: the instant, the clock reading and the offset it was read with. */
export interface ParsedDatetime {
  readonly ok: true;
  /** ms since the Unix epoch. */
  readonly ms: number;
  /** The clock reading's fields as if they were UTC, ms (`ms` + `offsetMs`). */
  readonly wallMs: number;
  /** The offset the reading was taken with, ms ahead of UTC (the civil clock's when none was written). */
  readonly offsetMs: number;
  readonly written: WrittenOffset;
}

/** A refusal: one line saying why. */
export interface RefusedDatetime {
  readonly ok: false;
  readonly reason: string;
}

/** The widest offset accepted, minutes. */
export const MAX_OFFSET_MINUTES = 14 * 60;

const SHAPE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(\.[0-9]{1,9})?)?([Zz]|[+-][0-9]{2}:?[0-9]{2})?$/;
const DATE_ONLY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const EXAMPLE = "1990-05-05T14:30+09:00";

/**
 * Parses a date-time.
 * @param text what the user wrote (already URL-decoded).
 */
export function parseDatetime(text: string): ParsedDatetime | RefusedDatetime {
  const refuse = (reason: string): RefusedDatetime => ({ ok: false, reason });
  if (/[^\x20-\x7e]/.test(text))
    return refuse(`contains characters other than ASCII digits, '-', ':', 'T', '+' and 'Z' (write e.g. ${EXAMPLE})`);
  if (DATE_ONLY.test(text)) return refuse(`a date without a time of day (write e.g. ${text}T12:00+09:00)`);
  const match = SHAPE.exec(text);
  if (match === null) return refuse(`not an ISO 8601 date-time YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM] (e.g. ${EXAMPLE})`);
  const [y, mo, d, h, mi] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const s = match[6] === undefined ? 0 : Number(match[6]);
  const fraction = match[7] === undefined ? 0 : Number(match[7]);
  if (mo < 1 || mo > 12) return refuse(`month ${match[2]} does not exist`);
  if (y < 1) return refuse("year 0000 is outside the Gregorian years accepted");
  if (d < 1 || d > daysInMonth(y, mo))
    return refuse(`${match[1]}-${match[2]}-${match[3]} does not exist (${match[1]}-${match[2]} has ${daysInMonth(y, mo)} days)`);
  if (h === 24) return refuse(`24:${match[5]} is not a time of day: write the next day's 00:${match[5]}`);
  if (h > 23) return refuse(`hour ${match[4]} is not a time of day (00–23)`);
  if (mi > 59) return refuse(`minute ${match[5]} does not exist (00–59)`);
  if (s > 59) return refuse(`second ${match[6]} is not accepted (00–59; a leap second is not an instant of the calendar)`);
  const wall = Date.UTC(y, mo - 1, d, h, mi, s) + Math.floor(fraction * 1000);
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear puts them back.
  const date = new Date(wall);
  date.setUTCFullYear(y);
  const wallMs = date.getTime();
  const zone = match[8];
  if (zone === undefined) {
    const offsetMs = civilOffsetOfReading(wallMs);
    return { ok: true, ms: wallMs - offsetMs, wallMs, offsetMs, written: "none" };
  }
  if (zone === "Z" || zone === "z") return { ok: true, ms: wallMs, wallMs, offsetMs: 0, written: "offset" };
  const digits = zone.replace(":", "");
  const oh = Number(digits.slice(1, 3));
  const om = Number(digits.slice(3, 5));
  if (om > 59) return refuse(`offset ${zone} has minute ${digits.slice(3, 5)} (00–59)`);
  const offsetMinutes = (zone.startsWith("-") ? -1 : 1) * (oh * 60 + om);
  if (Math.abs(offsetMinutes) > MAX_OFFSET_MINUTES) return refuse(`offset ${zone} is beyond ±14:00`);
  const offsetMs = offsetMinutes * 60_000;
  const written = zone.startsWith("-") && offsetMinutes === 0 ? "unknown" : "offset";
  return { ok: true, ms: wallMs - offsetMs, wallMs, offsetMs, written };
}
