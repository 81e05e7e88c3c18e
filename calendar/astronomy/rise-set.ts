/**
 * Sunrise and sunset, moonrise and moonset for a place and a JST civil day, to NAOJ's
 * conventions (国立天文台 暦計算室, 各地のこよみ; docs/calendar.md §15):
 *
 * - **Sun**: the upper limb on the horizon. The centre's true (unrefracted) topocentric
 *   altitude is −(35′08″ + the Sun's semidiameter), about −51′.
 * - **Moon**: the centre on the horizon, with the Moon's parallax (topocentric position). The
 *   centre's true topocentric altitude is −35′08″.
 * - 35′08″ is NAOJ's horizontal refraction (大気差); the place is at sea level with no dip
 *   (眼高差 0); times are JST (UTC+9) rounded to the nearest minute.
 *
 * Positions are astronomy-engine's (VSOP87 Sun, its lunar theory, the ΔT of delta-t.ts); they
 * match NAOJ's published minutes within rounding (test/calendar/astronomy/rise-set.test.ts).
 */
import { type AstroTime, Body, Equator, MakeTime, Observer, SearchAltitude, type SunOrMoon } from "./engine.ts";
import { minuteOfDayText, MS_PER_DAY } from "../time/day-number.ts";
import { MOON_HORIZON_ALTITUDE_DEG, sunHorizonAltitudeDeg } from "./horizon.ts";
import { JST_OFFSET_MINUTES, zoneDayWindow, zoneMinuteOfDay } from "./point-sky.ts";

export { MOON_HORIZON_ALTITUDE_DEG, sunHorizonAltitudeDeg } from "./horizon.ts";

/** A point on the Earth: geodetic degrees, north and east positive (elevation 0). */
export interface GeoPoint {
  /** Latitude, degrees north. */
  readonly latitude: number;
  /** Longitude, degrees east. */
  readonly longitude: number;
}

/** Rise and set of one body on one JST civil day. */
export interface RiseSetTimes {
  /** Rise, "HH:MM" JST (00:00–23:59), or `null` when the body does not rise that day. */
  readonly rise: string | null;
  /** Set, "HH:MM" JST (00:00–23:59), or `null` when the body does not set that day. */
  readonly set: string | null;
}

/** The Sun's or the Moon's rise and set instants on one day. */
export interface RiseSetInstants {
  /** Rise, ms since the Unix epoch (UTC, unrounded), or `null` when there is none that day. */
  readonly riseMs: number | null;
  /** Set, ms since the Unix epoch (UTC, unrounded), or `null` when there is none that day. */
  readonly setMs: number | null;
}

/** The search window of a JST civil day: [00:00 − 30 s, 24:00 − 30 s) JST (docs/calendar.md §15). */
export interface RiseSetWindow {
  /** Start, ms since the Unix epoch (UTC), inclusive. */
  readonly startMs: number;
  /** End, ms since the Unix epoch (UTC), exclusive: `startMs` + one day. */
  readonly endMs: number;
}

/**
 * The window whose events belong to JST civil day `day`: those whose time rounded to the minute
 * falls on that day (docs/calendar.md §15); point-sky.ts's `zoneDayWindow` in JST.
 * @param day the JST civil day, as a day number.
 * @returns the window, UTC ms.
 */
export function riseSetWindow(day: number): RiseSetWindow {
  return zoneDayWindow(day, JST_OFFSET_MINUTES);
}

/**
 * The true topocentric altitude of the body's centre at rising and setting, degrees.
 * @param body the Sun or the Moon.
 * @param observer the observer at sea level.
 * @param at the instant for the Sun's distance: the middle of the day's window.
 */
function horizonAltitude(body: SunOrMoon, observer: Observer, at: AstroTime): number {
  if (body === Body.Moon) return MOON_HORIZON_ALTITUDE_DEG;
  return sunHorizonAltitudeDeg(Equator(Body.Sun, at, observer, true, true).dist);
}

/**
 * One rise or set instant of the Sun or the Moon on a JST civil day, NAOJ's conventions: the
 * first crossing of the horizon altitude in `direction` after the window's start, kept only if
 * before its end (docs/calendar.md §15).
 * @param body `Body.Sun` or `Body.Moon`.
 * @param place the place (sea level).
 * @param day the JST civil day, as a day number (calendar/time/day-number.ts).
 * @param direction +1 for the rise, −1 for the set.
 * @returns the instant, ms since the Unix epoch (UTC), unrounded; `null` when there is none that day.
 */
export function riseSetInstant(body: SunOrMoon, place: GeoPoint, day: number, direction: 1 | -1): number | null {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const { startMs, endMs } = riseSetWindow(day);
  const altitude = horizonAltitude(body, observer, MakeTime(new Date(startMs + MS_PER_DAY / 2)));
  const found = SearchAltitude(body, observer, direction, MakeTime(new Date(startMs)), 1, altitude);
  if (found === null) return null;
  const ms = found.date.getTime();
  return ms < endMs ? ms : null;
}

/**
 * The rise and set instants of the Sun or the Moon on a JST civil day, NAOJ's conventions.
 *
 * An event belongs to the day its time *rounded to the minute* falls on, so that the printed
 * "HH:MM" is always 00:00–23:59 of that day: the window is [00:00 − 30 s, 24:00 − 30 s) JST. In
 * Japan the Moon rises (and sets) at most once in such a window, about 50 minutes later each
 * day, so some days have none (`null`).
 * @param body `Body.Sun` or `Body.Moon`.
 * @param place the place (sea level).
 * @param day the JST civil day, as a day number (calendar/time/day-number.ts).
 * @returns the instants, ms since the Unix epoch (UTC), unrounded.
 */
export function riseSetInstants(body: SunOrMoon, place: GeoPoint, day: number): RiseSetInstants {
  return { riseMs: riseSetInstant(body, place, day, 1), setMs: riseSetInstant(body, place, day, -1) };
}

/**
 * The minute of the JST day of an instant rounded to the nearest minute (half a minute up):
 * point-sky.ts's `zoneMinuteOfDay` in JST.
 * @param utcMs ms since the Unix epoch (UTC).
 * @returns 0–1439 (an instant that rounds to 24:00 is the next day's 0).
 */
export function jstMinuteOfDay(utcMs: number): number {
  return zoneMinuteOfDay(utcMs, JST_OFFSET_MINUTES);
}

/**
 * A rise or set as NAOJ's こよみの計算 prints it: JST "HH:MM", rounded to the nearest minute (half a minute up), the
 * time of day only. Not calendar/time/jst-text.ts `publishedJstMinute` (節気 and 朔弦望, dated, kept on their own day at
 * 23:59): a rise or set belongs to the day whose window it was searched in, so its text carries no date to keep.
 * @param utcMs ms since the Unix epoch (UTC).
 * @returns "HH:MM", 00:00–23:59 (24:00 never: an instant that rounds to it is 00:00).
 */
export function jstMinute(utcMs: number): string {
  return minuteOfDayText(jstMinuteOfDay(utcMs));
}

function times(instants: RiseSetInstants): RiseSetTimes {
  return {
    rise: instants.riseMs === null ? null : jstMinute(instants.riseMs),
    set: instants.setMs === null ? null : jstMinute(instants.setMs),
  };
}

/**
 * Sunrise and sunset (日の出, 日の入り) on a JST civil day, as NAOJ's 各地のこよみ print them:
 * the Sun's upper limb, 35′08″ of refraction, sea level, JST to the nearest minute.
 * @param place the place (sea level).
 * @param day the JST civil day, as a day number.
 * @returns "HH:MM" JST each; `null` only where the Sun does not rise or set (never in Japan).
 */
export function sunTimes(place: GeoPoint, day: number): RiseSetTimes {
  return times(riseSetInstants(Body.Sun, place, day));
}

/**
 * Moonrise and moonset (月の出, 月の入り) on a JST civil day, as NAOJ's 各地のこよみ print them:
 * the Moon's centre, topocentric, 35′08″ of refraction, sea level, JST to the nearest minute.
 * @param place the place (sea level).
 * @param day the JST civil day, as a day number.
 * @returns "HH:MM" JST each, or `null` for a day without moonrise or without moonset (NAOJ's
 *   "--:--"), which happens about once a month for each.
 */
export function moonTimes(place: GeoPoint, day: number): RiseSetTimes {
  return times(riseSetInstants(Body.Moon, place, day));
}
