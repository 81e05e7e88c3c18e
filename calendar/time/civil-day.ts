/**
 * The civil day of an instant (常用の日付): the day of the clock Japan kept at the time. From 1888-01-01 it is
 * Japan Standard Time, UTC+9 (明治19年勅令第51号: the 135°E meridian from 明治21年1月1日). From the 改暦 of
 * 1873 until then it was Tokyo mean solar time, UTC+9:19:01, in which the official almanacs printed their times
 * (NAOJ 暦Wiki 「明治6年暦」). An event — a solar term, a new or full moon — belongs to the civil day its instant
 * falls in (docs/calendar.md §0 "The civil day"). Printed clock times stay JST throughout.
 */
import { clockOffsetAt, readClock, type Clock } from "./clock-reading.ts";
import { dayNumber, JST_OFFSET_MS, jstDayStartMs, mod, MS_PER_DAY, pad2 } from "./day-number.ts";

/** Tokyo mean solar time ahead of UTC, ms: 9 h 19 min 1 s (NAOJ 暦Wiki 「明治6年暦」). */
export const TOKYO_MEAN_TIME_OFFSET_MS = (9 * 3600 + 19 * 60 + 1) * 1000;

/** The year Japan Standard Time took over, on its 1 January (明治19年勅令第51号). */
export const STANDARD_TIME_YEAR = 1888;

/** When Japan Standard Time took over: 1888-01-01 00:00 JST, ms since the Unix epoch (UTC). */
export const STANDARD_TIME_FROM_MS = jstDayStartMs(dayNumber(STANDARD_TIME_YEAR, 1, 1));

/**
 * Japan's civil clock: Tokyo mean time, put back 19 min 1 s to JST when JST took over (明治19年勅令第51号). Summer
 * time (1948–1951) is a clock time, not the civil day's: the records' days are JST's (calendar/birth/clock.ts).
 */
export const CIVIL_CLOCK: Clock = {
  base: TOKYO_MEAN_TIME_OFFSET_MS,
  changes: [{ at: STANDARD_TIME_FROM_MS, before: TOKYO_MEAN_TIME_OFFSET_MS, after: JST_OFFSET_MS }],
};

/** The civil clock's lead on UTC at an instant (ms since the Unix epoch, UTC), ms. */
export function civilOffsetMs(utcMs: number): number {
  return clockOffsetAt(CIVIL_CLOCK, utcMs);
}

/** The civil day (a day number, as calendar/time/day-number.ts counts them) an instant falls in. */
export function civilDayOfInstant(utcMs: number): number {
  return Math.floor((utcMs + civilOffsetMs(utcMs)) / MS_PER_DAY);
}

/** Milliseconds since the civil day's midnight, 0 ≤ result < one day. */
export function civilMsOfDay(utcMs: number): number {
  return mod(utcMs + civilOffsetMs(utcMs), MS_PER_DAY);
}

/**
 * The civil clock's lead on UTC for a clock reading, ms: Tokyo mean time for a reading the clocks showed before JST
 * took over, JST after. The clocks went back 19 min 1 s at the change, so 1888-01-01 00:00–00:19:01 was shown twice:
 * read as Tokyo mean time, the earlier (as `fold=0` reads a repeated time, docs/calendar.md §0).
 * @param wallMs the reading as ms since the Unix epoch, as if it were UTC (Date.UTC of its fields).
 */
export function civilOffsetOfReading(wallMs: number): number {
  return readClock(CIVIL_CLOCK, wallMs, 0).offset;
}

/** An offset as ISO 8601 writes it: `+09:00`, with `:SS` when it has seconds (`+09:19:01`). */
export function offsetText(offsetMs: number): string {
  const seconds = Math.abs(offsetMs) / 1000;
  const hm = `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}`;
  return `${offsetMs < 0 ? "-" : "+"}${hm}${seconds % 60 === 0 ? "" : `:${pad2(seconds % 60)}`}`;
}

/** The civil clocks' offsets as text, Tokyo mean time's then JST's. */
export const CIVIL_OFFSETS = [offsetText(TOKYO_MEAN_TIME_OFFSET_MS), offsetText(JST_OFFSET_MS)] as const;
