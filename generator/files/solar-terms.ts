/**
 * The solar-term instants file (節気・候の時刻, schemas/feed.ts): per year, every 5° crossing of
 * the Sun's apparent longitude whose civil day (the records' day) lies in that year, with the instant in JST to the
 * minute as NAOJ prints it (the instants files' minute). The day records hold only the day of a 節気; the calendar feed's DESCRIPTION also
 * gives its instant, and reads it here instead of computing anything at request time.
 */
import { dayNumber, isoDate } from "../../calendar/time/day-number.ts";
import { publishedJstMinute } from "../../calendar/time/jst-text.ts";
import { solarTermsFilePath, SolarTermsFile, type SolarTerm } from "../../schemas/feed.ts";
import type { SolarCrossing } from "../../calendar/astronomy/solar-longitude.ts";
import { civilInstant } from "../../calendar/astronomy/clock.ts";
import { fullVsopSolarCrossing } from "../../calendar/astronomy/close-calls.ts";

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
      jst: publishedJstMinute(civilInstant(fullVsopSolarCrossing(c.longitude, c.utcMs))),
    }));
  return { path: solarTermsFilePath(y), text: JSON.stringify(SolarTermsFile.parse(terms)) };
}
