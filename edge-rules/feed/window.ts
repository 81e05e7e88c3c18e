/**
 * The days a feed covers (docs/interface.md#calendar-subscriptions `years`): an explicit `YYYY` / `YYYY-YYYY`, or the
 * rolling default — from the first day of the previous JST month through the last day of the
 * month {@link FEED_WINDOW_MONTHS}.after months ahead — clipped to the coverage. Pure functions
 * of their inputs (the clock is a parameter).
 */
import {
  civilDate,
  dayNumber,
  daysInMonth,
  isoDate,
  jstDayOfInstant,
  jstDayStartMs,
  parseIsoDate,
  shiftMonth,
} from "../../calendar/time/day-number.ts";
import { FEED_WINDOW_MONTHS } from "../../schemas/feed.ts";

/** A span of days, both ends included (day numbers). */
export interface DaySpan {
  readonly startDay: number;
  readonly endDay: number;
}

/** The ISO date `days` days after `iso`. */
export function addDays(iso: string, days: number): string {
  return isoDate(parseIsoDate(iso)! + days);
}

/** The rolling default window at `nowMs` (ms since the epoch), before clipping. */
export function rollingWindow(nowMs: number): DaySpan {
  const today = civilDate(jstDayOfInstant(nowMs));
  const first = shiftMonth(today.y, today.m, -FEED_WINDOW_MONTHS.before);
  const last = shiftMonth(today.y, today.m, FEED_WINDOW_MONTHS.after);
  return { startDay: dayNumber(first.y, first.m, 1), endDay: dayNumber(last.y, last.m, daysInMonth(last.y, last.m)) };
}

/** The days of the years `from..to`. */
export function yearsWindow(from: number, to: number): DaySpan {
  return { startDay: dayNumber(from, 1, 1), endDay: dayNumber(to, 12, 31) };
}

/** `span` clipped to the coverage years; `null` when nothing is left. */
export function clipToCoverage(span: DaySpan, coverage: { readonly from: number; readonly to: number }): DaySpan | null {
  const startDay = Math.max(span.startDay, dayNumber(coverage.from, 1, 1));
  const endDay = Math.min(span.endDay, dayNumber(coverage.to, 12, 31));
  return startDay <= endDay ? { startDay, endDay } : null;
}

/**
 * When a rolling window began to be served: JST midnight of the first day of the month after the
 * window's first month (the current month of {@link rollingWindow}), ms since the epoch. A rolling
 * feed changes then without any data change, so its Last-Modified must not be older: a client
 * that revalidates by date (Apple Calendar) would otherwise get 304 for ever.
 */
export function rollingWindowSince(window: DaySpan): number {
  const first = civilDate(window.startDay);
  const current = shiftMonth(first.y, first.m, FEED_WINDOW_MONTHS.before);
  return jstDayStartMs(dayNumber(current.y, current.m, 1));
}

/**
 * The feed's Last-Modified (an IMF-fixdate): the data's, or for the rolling window the later of
 * the data's and {@link rollingWindowSince}.
 * @param dataLastModified the manifest's Last-Modified (HTTP-date).
 */
export function feedLastModified(dataLastModified: string, window: DaySpan, rolling: boolean): string {
  if (!rolling) return dataLastModified;
  const since = rollingWindowSince(window);
  return since > Date.parse(dataLastModified) ? new Date(since).toUTCString() : dataLastModified;
}
