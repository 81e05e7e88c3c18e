/**
 * Instants when the apparent geocentric ecliptic longitude of the Sun (true equinox of date,
 * with aberration and nutation: the 定気 convention of NAOJ's 暦要項) crosses multiples of 5°.
 *
 * These instants drive the 24 節気 (every 15°), the 72 候 (every 5°), 入梅 (80°) and 半夏生
 * (100°); `solarCrossingAfter` finds any other longitude (土用入り at 27°, 117°, 207°, 297°; `crossingsAfterSteps` after the 5° crossings). Computed with astronomy-engine (VSOP87 Earth, the ΔT
 * of delta-t.ts), whose solar longitudes agree with NAOJ's published times to well under
 * a minute over 1873–2100 (see test/calendar/astronomy).
 */
import { MakeTime, SearchSunLongitude, SunPosition } from "./engine.ts";
import { civilInstant } from "./clock.ts";
import { CLOSE_CALL_MS, fullVsopSolarCrossing, isCloseCall } from "./close-calls.ts";
import { MS_PER_DAY } from "../time/day-number.ts";
import { civilDayOfInstant, civilMsOfDay } from "../time/civil-day.ts";

/** One crossing of a 5° step of solar longitude. */
export interface SolarCrossing {
  /** Solar longitude reached, degrees: a multiple of 5 in [0, 360). */
  readonly longitude: number;
  /**
   * The instant, milliseconds since the Unix epoch (UTC): near a civil day boundary the published one (the full
   * series on NAOJ's frame and clock, clock.ts), so the day is the printed instant's; elsewhere astronomy-engine's, within 61 s
   * of the full series on the engine's clock (ΔT, delta-t.ts), which runs up to 84 s before the published one by 2100.
   */
  readonly utcMs: number;
  /** The civil day (day number) that contains the instant (calendar/time/civil-day.ts: JST, Tokyo mean time before 1888). */
  readonly day: number;
}

/**
 * The first crossing of one solar longitude at or after an instant.
 * @param longitude degrees in [0, 360), any value (e.g. 27 for 土用入り).
 * @param fromMs start of the search, ms since the Unix epoch (UTC).
 * @param limitDays how many days to search (the Sun moves ~1°/day).
 * @returns the crossing, or `null` if the Sun does not reach the longitude within `limitDays`.
 */
export function solarCrossingAfter(longitude: number, fromMs: number, limitDays: number): SolarCrossing | null {
  const found = SearchSunLongitude(longitude, MakeTime(new Date(fromMs)), limitDays);
  return found === null ? null : crossingAt(longitude, found.date.getTime());
}

/** The crossing of a longitude astronomy-engine found at `engineMs` (ms since the Unix epoch, UTC on its clock). */
function crossingAt(longitude: number, engineMs: number): SolarCrossing {
  let utcMs = engineMs;
  // Near a civil day boundary (or civil noon at an equinox) on NAOJ's clock, which runs up to 84 s after the engine's
  // by 2100, the published instant decides: the full VSOP87B series on that clock.
  if (isCloseCall(civilInstant(utcMs), longitude % 180 === 0)) utcMs = civilInstant(fullVsopSolarCrossing(longitude, utcMs));
  return { longitude, utcMs, day: civilDayOfInstant(utcMs) };
}

/**
 * Every crossing of a multiple of 5° of solar longitude with an instant in [startMs, endMs).
 * @param startMs first instant to search from, ms since the Unix epoch (UTC).
 * @param endMs end of the search window (exclusive), ms since the Unix epoch (UTC).
 * @returns crossings in time order; each successive longitude is 5° past the previous.
 */
export function solarCrossings(startMs: number, endMs: number): SolarCrossing[] {
  const out: SolarCrossing[] = [];
  const startLon = SunPosition(MakeTime(new Date(startMs))).elon;
  let target = (Math.floor(startLon / 5) + 1) * 5;
  let fromMs = startMs;
  for (;;) {
    const lon = target % 360;
    // The Sun moves ~1°/day, so a 5° step is 4.6–5.4 days away: search a 10-day window.
    const found = solarCrossingAfter(lon, fromMs, 10);
    if (found === null) throw new Error(`solar longitude ${lon}° not found within 10 days of ${new Date(fromMs).toISOString()}`);
    if (found.utcMs >= endMs) break;
    out.push(found);
    fromMs = found.utcMs + MS_PER_DAY;
    target = lon + 5;
  }
  return out;
}

/**
 * Every crossing of the given longitudes that follows a crossing of the 5° step just below it (27° after 25°), searched
 * within 5 days of that crossing (the Sun moves 4.6–5.4 days per 5°), those before endMs: the almanac's 土用入り from its
 * 5° crossings (DOYOU_LONGITUDES, calendar/notes/doyou.ts).
 * @param longitudes degrees in [0, 360), none a multiple of 5.
 * @param crossings a span's 5° crossings in time order (`solarCrossings`).
 * @param endMs end of the span (exclusive), ms since the Unix epoch (UTC).
 * @returns crossings in time order.
 */
export function crossingsAfterSteps(longitudes: readonly number[], crossings: readonly SolarCrossing[], endMs: number): SolarCrossing[] {
  const afterStep = new Map(longitudes.map((longitude) => [longitude - (longitude % 5), longitude]));
  const out: SolarCrossing[] = [];
  for (const step of crossings) {
    const longitude = afterStep.get(step.longitude);
    if (longitude === undefined) continue;
    const found = solarCrossingAfter(longitude, step.utcMs, 5);
    if (found !== null && found.utcMs < endMs) out.push(found);
  }
  return out;
}

/** How far (ms) from its instant another search of a crossing, to 0.01 s from another start, is surely not: 100 × that. */
const SEARCHES_APART_MS = 1_000;

/**
 * Whether a search SEARCHES_APART_MS off the engine's instant of a crossing could give it another day. The day turns at
 * civil midnight, and where the close calls begin (their window around midnight, and noon at an equinox: close-calls.ts),
 * which on the engine's clock lie as far again as the published clock differs (clock.ts): an instant farther from all
 * of them keeps its day; a nearer one is tried either side.
 */
function dayMayTurn(crossing: SolarCrossing, engineMs: number): boolean {
  const reach = CLOSE_CALL_MS + Math.abs(civilInstant(engineMs) - engineMs) + 2 * SEARCHES_APART_MS;
  const msOfDay = civilMsOfDay(engineMs);
  const toMidnight = Math.min(msOfDay, MS_PER_DAY - msOfDay);
  const toNoon = Math.abs(msOfDay - MS_PER_DAY / 2);
  if (toMidnight > reach && (crossing.longitude % 180 !== 0 || toNoon > reach)) return false;
  return [engineMs - SEARCHES_APART_MS, engineMs + SEARCHES_APART_MS].some((ms) => crossingAt(crossing.longitude, ms).day !== crossing.day);
}

/**
 * Every crossing of a multiple of 30° (the 中気) with an instant in [startMs, endMs): the crossings of
 * `solarCrossings(startMs, endMs)` whose longitude is a multiple of 30°, each searched on its own instead of through
 * the five 5° steps before it (a sixth of the searches: 0.06 s of CPU for 1873–2100 against 0.27 s, warm). A search from its own
 * start finds an instant within the search's tolerance (0.01 s) of the chain's; measured, at most 10 ms apart over
 * 1700–2300. So the day is the chain's unless an instant SEARCHES_APART_MS off would give another (the crossing at
 * civil midnight, or at the edge of the close calls' window: close-calls.ts): then, or if a crossing is that near
 * the end of the window, the crossings are the chain's own.
 * @param startMs first instant to search from, ms since the Unix epoch (UTC).
 * @param endMs end of the search window (exclusive), ms since the Unix epoch (UTC).
 * @returns crossings in time order; each successive longitude is 30° past the previous.
 */
export function principalTermCrossings(startMs: number, endMs: number): SolarCrossing[] {
  const out: SolarCrossing[] = [];
  const startLon = SunPosition(MakeTime(new Date(startMs))).elon;
  let lon = ((Math.floor(startLon / 30) + 1) * 30) % 360;
  // 30° takes the Sun 29.4–31.5 days (0.953–1.019°/day): the first within 32 days, each next 27–33 days after the last.
  let fromMs = startMs;
  let limitDays = 32;
  for (;;) {
    const found = SearchSunLongitude(lon, MakeTime(new Date(fromMs)), limitDays);
    if (found === null) throw new Error(`solar longitude ${lon}° not found within ${limitDays} days of ${new Date(fromMs).toISOString()}`);
    const engineMs = found.date.getTime();
    const crossing = crossingAt(lon, engineMs);
    const nearEnd = Math.abs(engineMs - endMs) < SEARCHES_APART_MS || Math.abs(crossing.utcMs - endMs) < SEARCHES_APART_MS;
    if (nearEnd || dayMayTurn(crossing, engineMs)) return solarCrossings(startMs, endMs).filter((c) => c.longitude % 30 === 0);
    if (crossing.utcMs >= endMs) break;
    out.push(crossing);
    lon = (lon + 30) % 360;
    fromMs = crossing.utcMs + 27 * MS_PER_DAY;
    limitDays = 6;
  }
  return out;
}
