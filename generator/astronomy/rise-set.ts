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
 * Positions are astronomy-engine's (VSOP87 Sun, its lunar theory, ΔT of Espenak & Meeus); they
 * match NAOJ's published minutes within rounding (test/generator/astronomy/rise-set.test.ts).
 */
import { type AstroTime, Body, Equator, KM_PER_AU, MakeTime, Observer, SearchAltitude } from "astronomy-engine";
import { JST_OFFSET_MS, MS_PER_DAY, pad2 } from "../../schemas/day-number.ts";

/** NAOJ's horizontal refraction for rising and setting, 35′08″, in degrees. */
export const NAOJ_HORIZONTAL_REFRACTION_DEG = (35 * 60 + 8) / 3600;

/** The Sun's radius, km (IAU 2015 nominal, as astronomy-engine uses). */
const SUN_RADIUS_KM = 695_700;

/** Half a minute, ms: an event belongs to the day of its time rounded to the minute. */
const HALF_MINUTE_MS = 30_000;

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

/** Start of JST civil day `day` (a day number), ms since the Unix epoch (UTC). */
function jstDayStartMs(day: number): number {
  return day * MS_PER_DAY - JST_OFFSET_MS;
}

/**
 * The true topocentric altitude of the body's centre at rising and setting, degrees.
 * @param body the Sun or the Moon.
 * @param observer the observer at sea level.
 * @param at the instant for the Sun's distance (its semidiameter changes by under 0.5″ a day).
 */
function horizonAltitude(body: Body.Sun | Body.Moon, observer: Observer, at: AstroTime): number {
  if (body === Body.Moon) return -NAOJ_HORIZONTAL_REFRACTION_DEG;
  const distanceAu = Equator(Body.Sun, at, observer, true, true).dist;
  const semidiameterDeg = (Math.asin(SUN_RADIUS_KM / KM_PER_AU / distanceAu) * 180) / Math.PI;
  return -(NAOJ_HORIZONTAL_REFRACTION_DEG + semidiameterDeg);
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
 * @param day the JST civil day, as a day number (schemas/day-number.ts).
 * @returns the instants, ms since the Unix epoch (UTC), unrounded.
 */
export function riseSetInstants(body: Body.Sun | Body.Moon, place: GeoPoint, day: number): RiseSetInstants {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const startMs = jstDayStartMs(day) - HALF_MINUTE_MS;
  const endMs = startMs + MS_PER_DAY;
  const start = MakeTime(new Date(startMs));
  const altitude = horizonAltitude(body, observer, MakeTime(new Date(startMs + MS_PER_DAY / 2)));
  const find = (direction: 1 | -1): number | null => {
    const found = SearchAltitude(body, observer, direction, start, 1, altitude);
    if (found === null) return null;
    const ms = found.date.getTime();
    return ms < endMs ? ms : null;
  };
  return { riseMs: find(1), setMs: find(-1) };
}

/**
 * An instant as NAOJ prints it: JST "HH:MM", rounded to the nearest minute (half a minute up).
 * @param utcMs ms since the Unix epoch (UTC).
 * @returns "HH:MM", 00:00–23:59 (24:00 never: an instant that rounds to it is 00:00).
 */
export function jstMinute(utcMs: number): string {
  const minutes = Math.floor((utcMs + JST_OFFSET_MS + HALF_MINUTE_MS) / 60_000);
  const ofDay = ((minutes % 1440) + 1440) % 1440;
  return `${pad2(Math.floor(ofDay / 60))}:${pad2(ofDay % 60)}`;
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
