/**
 * The almanac of a span of years computed from the ephemerides (calendar/almanac.ts holds the events
 * and the per-day lookups): every 5° solar crossing, 土用入り, 朔 and 望 and the numbered 旧暦 months,
 * with margins each side for the rules that look back or ahead.
 *
 * Time scales: events are computed in TT by astronomy-engine and reported as UTC instants
 * (ms since the Unix epoch) on NAOJ's clock near a day boundary (calendar/astronomy/clock.ts).
 */
import { Almanac, type AlmanacSpan } from "../calendar/almanac.ts";
import { moonPhases, type MoonPhaseEvent } from "../calendar/astronomy/moon-phases.ts";
import { newMoonDays } from "../calendar/astronomy/new-moon-days.ts";
import { crossingsAfterSteps, principalTermCrossings, solarCrossings, type SolarCrossing } from "../calendar/astronomy/solar-longitude.ts";
import { numberLunarMonths, type LunarMonth } from "../calendar/lunisolar/lunar-months.ts";
import { DOYOU_LONGITUDES } from "../calendar/notes/doyou.ts";
import { dayNumber, MS_PER_DAY } from "../calendar/time/day-number.ts";

/**
 * Days of astronomy computed before the first and after the last covered day: numbering a 旧暦
 * month needs the 中気 back to the winter solstice that opens its solstice year (up to ~13 lunar
 * months ≈ 384 days before it), and the month that holds the last covered day needs the next
 * solstice after it; the 日家九星 schedule of the first covered day starts at the 甲子 within 30
 * days of the solstice before it (up to ~6 months + 30 days back). 800 days covers both sides.
 */
const MARGIN_DAYS = 800;

/**
 * The years the almanac accepts, wider than ENGINE_YEARS (schemas/coverage.ts) by its margins:
 * astronomy-engine's series are valid there, though only 1873–2100 is checked day by day.
 */
const ALMANAC_YEARS = { from: 1700, to: 2300 } as const;

/** The numbered 旧暦 months of new moons and the 5° crossings over one span (docs/calendar.md §0). */
function lunarMonthsOf(newMoons: readonly MoonPhaseEvent[], crossings: readonly SolarCrossing[]): LunarMonth[] {
  return numberLunarMonths(
    newMoons.map((m) => m.day),
    crossings.filter((c) => c.longitude % 30 === 0),
  );
}

/**
 * The 旧暦 months an almanac of fromYear..toYear numbers (the same months as
 * `new Almanac(fromYear, toYear).lunarMonths`), without the rest of the almanac: only what numbering them reads, the
 * days of the new moons (`newMoonDays`: the same days as the almanac's `newMoons`) and the 中気
 * (`principalTermCrossings`: the same days as its 30° `crossings`): 0.15 s of CPU for 1873–2100, warm (0.7 s
 * through the almanac's own searches). For the 旧暦 table of the generated tree (generator/files/kyureki-months.ts).
 */
export function lunarMonthsOfYears(fromYear: number, toYear: number): LunarMonth[] {
  const { from, to } = ALMANAC_YEARS;
  if (!(Number.isInteger(fromYear) && Number.isInteger(toYear) && fromYear <= toYear && fromYear >= from && toYear <= to)) {
    throw new RangeError(`lunarMonthsOfYears: years ${fromYear}..${toYear} are not a range within ${from}..${to}`);
  }
  const { startMs, endMs } = almanacSpan(fromYear, toYear);
  return numberLunarMonths(newMoonDays(startMs, endMs), principalTermCrossings(startMs, endMs));
}

/**
 * Every 5° solar crossing an almanac of fromYear..toYear holds (its `crossings`, the same values: one search from
 * the same start), without the rest of the almanac: for the solar-terms files, computed on a worker thread
 * (generator/files/time-files.ts).
 */
export function almanacCrossings(fromYear: number, toYear: number): SolarCrossing[] {
  const { startMs, endMs } = almanacSpan(fromYear, toYear);
  return solarCrossings(startMs, endMs);
}

/**
 * The days an almanac of fromYear..toYear covers and computes (MARGIN_DAYS more each side), and the instants of the
 * latter (UTC ms, the end exclusive): the span of its `Almanac`.
 */
export function almanacSpan(fromYear: number, toYear: number): AlmanacSpan & { readonly startMs: number; readonly endMs: number } {
  const fromDay = dayNumber(fromYear, 1, 1);
  const toDay = dayNumber(toYear, 12, 31);
  const spanStart = fromDay - MARGIN_DAYS;
  const spanEnd = toDay + MARGIN_DAYS;
  return { fromDay, toDay, spanStart, spanEnd, startMs: spanStart * MS_PER_DAY, endMs: (spanEnd + 1) * MS_PER_DAY };
}

/** The almanac of the Gregorian years fromYear..toYear (JST), computed from the ephemerides. */
export class ComputedAlmanac extends Almanac {
  /**
   * Computes the almanac of the Gregorian years fromYear..toYear (JST).
   * @throws if the range is empty or outside ALMANAC_YEARS.
   */
  constructor(fromYear: number, toYear: number) {
    const { from, to } = ALMANAC_YEARS;
    if (!(Number.isInteger(fromYear) && Number.isInteger(toYear) && fromYear <= toYear && fromYear >= from && toYear <= to)) {
      throw new RangeError(`Almanac: years ${fromYear}..${toYear} are not a range within ${from}..${to}`);
    }
    const span = almanacSpan(fromYear, toYear);
    const { startMs, endMs } = span;
    const crossings = solarCrossings(startMs, endMs);
    const doyouEntries = crossingsAfterSteps(DOYOU_LONGITUDES, crossings, endMs);
    const newMoons = moonPhases(0, startMs, endMs);
    const fullMoons = moonPhases(180, startMs, endMs);
    const lunarMonths = lunarMonthsOf(newMoons, crossings);
    super(span, { crossings, doyouEntries, newMoons, fullMoons, lunarMonths });
  }
}
