/**
 * Section "calendar": in-process time to compute every day of a coverage: the Almanac (the
 * astronomy, once per coverage) and then liteDay + proFields for each day (no validation, no
 * JSON, no files: that is the generate section). The first coverage also pays for JIT warm-up.
 */
import { ComputedAlmanac } from "../generator/almanac.ts";
import { liteDay } from "../generator/records/lite-day.ts";
import { proFields } from "../calendar/records/pro-fields.ts";
import { ms, NO_GOAL, table } from "./report.ts";
import { holidaysConfirmedThrough } from "../calendar/holidays/rekiyoukou.ts";
import { DEFAULT_BUILD_DATE } from "../generator/version.ts";

/** The holidays confirmed as of the default build date. */
const CONFIRMED_THROUGH = holidaysConfirmedThrough(DEFAULT_BUILD_DATE);

export interface CalendarResult {
  readonly from: number;
  readonly to: number;
  readonly days: number;
  readonly almanacMs: number;
  readonly daysMs: number;
  readonly perDayUs: number;
}

export const COVERAGES = [
  { from: 2020, to: 2030 },
  { from: 1873, to: 2100 },
] as const;

export function runCalendar(): CalendarResult[] {
  return COVERAGES.map(({ from, to }) => {
    const t0 = performance.now();
    const almanac = new ComputedAlmanac(from, to);
    const t1 = performance.now();
    let sink = 0; // keeps the records observable so no work is optimised away
    for (let day = almanac.fromDay; day <= almanac.toDay; day++) {
      const ctx = almanac.day(day);
      sink += liteDay(almanac, ctx, CONFIRMED_THROUGH).d + proFields(almanac, ctx).notes_arr.length;
    }
    const t2 = performance.now();
    const days = almanac.toDay - almanac.fromDay + 1;
    if (sink <= 0) throw new Error("calendar: no records computed");
    return { from, to, days, almanacMs: t1 - t0, daysMs: t2 - t1, perDayUs: ((t2 - t1) * 1000) / days };
  });
}

export function calendarReport(results: readonly CalendarResult[]): string {
  return table(
    ["coverage", "days", "almanac", "liteDay + proFields, all days", "per day", "goal", "met"],
    results.map((r) => [`${r.from}–${r.to}`, r.days, ms(r.almanacMs), ms(r.daysMs), `${r.perDayUs.toFixed(1)} µs`, ...NO_GOAL]),
  );
}
