/**
 * The solar-term instants file (節気・候の時刻, schemas/feed.ts): per year, every 5° crossing of
 * the Sun's apparent longitude whose civil day (the records' day) lies in that year, with the instant in JST to the
 * minute as NAOJ prints it (the instants files' minute). The day records hold only the day of a 節気; the calendar feed's DESCRIPTION also
 * gives its instant, and reads it here instead of computing anything at request time.
 */
import { dayNumber, isoDate, JST_OFFSET_MS, MS_PER_DAY, pad2 } from "../../calendar/time/day-number.ts";
import { solarTermsFilePath, SolarTermsFile, type SolarTerm } from "../../schemas/feed.ts";
import type { SolarCrossing } from "../../calendar/astronomy/solar-longitude.ts";
import { civilInstant } from "../../calendar/astronomy/clock.ts";
import { fullVsopSolarCrossing } from "../../calendar/astronomy/close-calls.ts";

/**
 * JST wall time of an instant to the nearest minute, as NAOJ's 暦要項 prints it:
 * `YYYY-MM-DDTHH:MM`. The date is the instant's own JST date (from 1888 the day records' day): an
 * instant after 23:59:30 stays 23:59 rather than rounding into the next day.
 * @param utcMs milliseconds since the Unix epoch (UTC).
 */
export function jstMinute(utcMs: number): string {
  const exact = utcMs + JST_OFFSET_MS;
  const day = Math.floor(exact / MS_PER_DAY);
  const minutes = Math.min(24 * 60 - 1, Math.round((exact - day * MS_PER_DAY) / 60_000));
  return `${isoDate(day)}T${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** The file of year `y` from the almanac's crossings (any order in, time order out). */
export function solarTermsFile(crossings: readonly SolarCrossing[], y: number): { readonly path: string; readonly text: string } {
  const first = dayNumber(y, 1, 1);
  const next = dayNumber(y + 1, 1, 1);
  const terms: SolarTerm[] = crossings
    // The year's crossings first: the full series below costs ≈ 0.25 ms a crossing, and `crossings` holds the coverage's.
    .filter((c) => c.day >= first && c.day < next)
    .sort((a, b) => a.utcMs - b.utcMs)
    // The minute as GET /gw/instants prints it (NAOJ's: full VSOP87B on NAOJ's clock, in JST); its civil day is
    // the records' day for every crossing of 1873–2100 (test/calendar/astronomy/instants-naoj.test.ts), which
    // before 1888 can be the day after its JST date (calendar/time/civil-day.ts).
    .map((c) => ({
      longitude: c.longitude,
      day: isoDate(c.day),
      jst: jstMinute(civilInstant(fullVsopSolarCrossing(c.longitude, c.utcMs))),
    }));
  return { path: solarTermsFilePath(y), text: JSON.stringify(SolarTermsFile.parse(terms)) };
}
