/**
 * Sun and moon times for any point on the Earth and a civil day in any zone, to NAOJ's conventions
 * (docs/calendar.md §15.1): sunrise and sunset (upper limb, 35′08″, with the dip of the
 * horizon for the elevation), the Sun's transit and its altitude, civil, nautical and astronomical
 * twilight, 明六ツ and 暮六ツ, moonrise and moonset (centre, topocentric) and the Moon's transit.
 *
 * The window and the rule of the day are NAOJ's in the asked zone (`zoneDayWindow`, `zoneMinuteOfDay`; rise-set.ts's
 * are them in JST): an event belongs to the day its time rounded to the minute falls on, [00:00 − 30 s, 24:00 − 30 s)
 * local. The fast path
 * (point-sky-samples.ts) interpolates positions between shared nodes; any instant within
 * `SAFETY_MS` of a half minute or of the window's ends is recomputed by astronomy-engine's own
 * search, as rise-set-table.ts does, so every minute is the reference search's. At elevation 0
 * in JST the sunrise, sunset, moonrise and moonset are rise-set.ts's minutes (the prerendered ones).
 *
 * The engine is a parameter (`pointSky`): the generator's tests and benches pass engine.ts's
 * `astronomy`, the edge engine-web.ts's `webEngine` (Workers cannot load engine.ts).
 */
import type { Observer } from "astronomy-engine";
import { JST_OFFSET_MS, MS_PER_DAY } from "../time/day-number.ts";
import { HALF_MINUTE_MS, MOON_HORIZON_ALTITUDE_DEG, sunHorizonAltitudeDeg } from "./horizon.ts";
import { doubtful, SAFETY_MS, SAMPLE_GUARD_MS, type SkyEngine, type SunOrMoon } from "./sky-tracks.ts";
import { type BodyDay, bodyDays, siteOf, type SkyPoint, skyTracks } from "./point-sky-samples.ts";
import { MUTSU_DEPRESSION_DEG, TWILIGHT_KINDS, type TwilightKind, twilightDepressionDeg } from "./twilight.ts";

export type { SkyPoint } from "./point-sky-samples.ts";

/** JST, UTC+9, in minutes (540): the zone when none is given. */
export const JST_OFFSET_MINUTES = JST_OFFSET_MS / 60_000;

/**
 * Why an event has no instant on a day, named once:
 * - `always_above`: the body stays above the event's altitude the whole day (for sunrise and
 *   sunset the polar day; for a twilight or 明六ツ, the Sun never goes that low: a white night);
 * - `always_below`: it stays below the whole day (the polar night; for a twilight, the Sun never
 *   climbs that high);
 * - `no_event`: it crosses, but not in this direction within the day (the Moon about once a
 *   month; the Sun on a day at the edge of a polar day or night); for a transit, none that day.
 */
export type NoEventReason = "always_above" | "always_below" | "no_event";

/** An event's instant, ms since the Unix epoch (UTC), or `null` with its reason. */
export type SkyInstant = { readonly ms: number; readonly reason: null } | { readonly ms: null; readonly reason: NoEventReason };

/** Dawn (the Sun rising through the depression) and dusk (setting through it). */
export interface DawnDusk {
  readonly dawn: SkyInstant;
  readonly dusk: SkyInstant;
}

/** Rise, set and upper transit of the Sun or the Moon. */
export interface BodyTimes {
  readonly rise: SkyInstant;
  readonly set: SkyInstant;
  /** The centre on the meridian, above the pole (南中). */
  readonly transit: SkyInstant;
  /**
   * The centre's apparent topocentric altitude at the transit (南中高度), degrees: refracted by
   * astronomy-engine's standard refraction, as NAOJ prints it; `null` without a transit.
   */
  readonly transitAltitudeDeg: number | null;
}

/** Every event of one civil day at one point. */
export interface PointSkyDay {
  /** The civil day, a day number (calendar/time/day-number.ts) in the zone. */
  readonly day: number;
  /** The zone's offset from UTC at the day's start, minutes. */
  readonly offsetMinutes: number;
  readonly sun: BodyTimes;
  readonly twilight: Readonly<Record<TwilightKind, DawnDusk>>;
  /** 明六ツ (ake) and 暮六ツ (kure): the Sun's centre 7°21′40″ below the horizon. */
  readonly mutsu: { readonly ake: SkyInstant; readonly kure: SkyInstant };
  readonly moon: BodyTimes;
}

/**
 * The dip of the horizon (眼高差) seen from an eye `elevationM` metres above it, degrees: 2.12′√h.
 * Source: 長沢工『日の出・日の入りの計算』 (地人書館), the formula of Japanese rise-set computation
 * (airmanship.jp/sunangle_formula.html); it reproduces NAOJ's 初日の出 at 富士山頂 and the towers.
 * @param elevationM metres; 0 or below gives 0 (no dip below sea level).
 */
export function horizonDipDeg(elevationM: number): number {
  return elevationM > 0 ? (2.12 * Math.sqrt(elevationM)) / 60 : 0;
}

/**
 * The Sun's centre's true topocentric altitude at sunrise and sunset, degrees: rise-set.ts's
 * −(35′08″ + semidiameter), less the dip. Source: NAOJ こよみ用語解説 「日の出入り」 (upper limb, 35′08″).
 */
export function sunRiseSetAltitudeDeg(distanceAu: number, elevationM: number): number {
  return sunHorizonAltitudeDeg(distanceAu) - horizonDipDeg(elevationM);
}

/** The Moon's centre's true topocentric altitude at moonrise and moonset, degrees: −35′08″ less the dip. Source: NAOJ こよみ用語解説 「月の出入り」. */
export function moonRiseSetAltitudeDeg(elevationM: number): number {
  return MOON_HORIZON_ALTITUDE_DEG - horizonDipDeg(elevationM);
}

/**
 * The window of civil day `day` in a zone: [00:00 − 30 s, 24:00 − 30 s) local, UTC ms: the events whose time rounded
 * to the minute falls on that day (docs/calendar.md §15; rise-set.ts's `riseSetWindow` is JST's).
 * @param offsetMinutes the zone's offset at the day's start (its 00:00).
 * @param endOffsetMinutes its offset at the day's end (the next 00:00), when the clocks changed that day: the window
 *   is then 23 or 25 hours long (a summer time's first and last days).
 */
export function zoneDayWindow(
  day: number,
  offsetMinutes: number,
  endOffsetMinutes = offsetMinutes,
): { readonly startMs: number; readonly endMs: number } {
  const startMs = day * MS_PER_DAY - offsetMinutes * 60_000 - HALF_MINUTE_MS;
  return { startMs, endMs: startMs + MS_PER_DAY + (offsetMinutes - endOffsetMinutes) * 60_000 };
}

/**
 * The minute of the local day of an instant rounded to the nearest minute (half a minute up), as
 * NAOJ prints it.
 * @param utcMs ms since the Unix epoch (UTC).
 * @param offsetMinutes the zone's offset from UTC, minutes.
 * @returns 0–1439.
 */
export function zoneMinuteOfDay(utcMs: number, offsetMinutes: number): number {
  const minutes = Math.floor((utcMs + offsetMinutes * 60_000 + HALF_MINUTE_MS) / 60_000);
  return ((minutes % 1440) + 1440) % 1440;
}

function checkPoint(point: SkyPoint): void {
  const { latitude, longitude, elevation } = point;
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180) || !Number.isFinite(elevation))
    throw new RangeError(`not a point on the Earth: ${latitude}, ${longitude}, ${elevation} m`);
}

function checkOffset(offsetMinutes: number): void {
  // Whole minutes only: the half-minute rounding boundaries are then the same in every zone.
  if (!Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > 18 * 60)
    throw new RangeError(`not a zone offset: ${offsetMinutes} min`);
}

/** One day's computation at one point: its window, the bodies' samples and the reference observer. */
interface DayContext {
  readonly engine: SkyEngine;
  readonly startMs: number;
  readonly endMs: number;
  readonly observer: Observer;
  readonly elevation: number;
  readonly bodies: Record<SunOrMoon, BodyDay>;
}

/** An altitude as a function of the body's topocentric distance (AU) at the window's middle, degrees. */
type AltitudeOf = (distanceAu: number) => number;

function instant(ms: number): SkyInstant {
  return { ms: Math.round(ms), reason: null };
}

function none(reason: NoEventReason): SkyInstant {
  return { ms: null, reason };
}

/** The first crossing of an altitude in `direction` in the day's window, fast path with the reference's safety net. */
function altitudeEvent(c: DayContext, body: SunOrMoon, altitude: AltitudeOf, direction: 1 | -1): SkyInstant {
  const { Equator, MakeTime, SearchAltitude } = c.engine;
  const samples = c.bodies[body];
  const fast = samples.crossing(altitude(samples.middleDistanceAu), direction, c.startMs - SAFETY_MS);
  const ms = fast.ms;
  if (!Number.isNaN(ms) && ms < c.endMs + SAFETY_MS) {
    if (doubtful(ms, c.startMs, c.endMs, 0)) {
      // The reference: astronomy-engine's search from the window's start, as rise-set.ts's riseSetInstant.
      const middle = MakeTime(new Date(c.startMs + MS_PER_DAY / 2));
      const h0 = altitude(Equator(body, middle, c.observer, true, true).dist);
      const found = SearchAltitude(body, c.observer, direction, MakeTime(new Date(c.startMs)), 1, h0);
      const reference = found === null ? NaN : found.date.getTime();
      if (reference < c.endMs) return instant(reference);
    } else if (ms < c.endMs) return instant(ms);
  }
  return none(fast.allAbove ? "always_above" : fast.allBelow ? "always_below" : "no_event");
}

/** The first upper transit in the day's window and the centre's apparent altitude then. */
function transitEvent(c: DayContext, body: SunOrMoon): { transit: SkyInstant; transitAltitudeDeg: number | null } {
  const { MakeTime, Refraction, SearchHourAngle } = c.engine;
  const samples = c.bodies[body];
  let ms = samples.transit(c.startMs - SAFETY_MS);
  if (!Number.isNaN(ms) && doubtful(ms, c.startMs, c.endMs, 0)) {
    const found = SearchHourAngle(body, c.observer, 0, MakeTime(new Date(c.startMs)), 1);
    ms = found.time.date.getTime();
  }
  if (Number.isNaN(ms) || ms >= c.endMs || ms < c.startMs) return { transit: none("no_event"), transitAltitudeDeg: null };
  const altitude = (Math.asin(samples.sinAltitudeAt(ms)) * 180) / Math.PI;
  // NAOJ's 南中高度 is refracted: Nagoya's moon of 2024-06-21 is 25.9° as printed, 25.8° unrefracted.
  return { transit: instant(ms), transitAltitudeDeg: altitude + Refraction("normal", altitude) };
}

function bodyTimes(c: DayContext, body: SunOrMoon, horizon: AltitudeOf): BodyTimes {
  return { rise: altitudeEvent(c, body, horizon, 1), set: altitudeEvent(c, body, horizon, -1), ...transitEvent(c, body) };
}

function dawnDusk(c: DayContext, depressionDeg: number): DawnDusk {
  const sun = c.engine.Body.Sun;
  // Arrows as arguments: a named one would be named again on every call where esbuild keeps names (tsx, wrangler).
  return { dawn: altitudeEvent(c, sun, () => -depressionDeg, 1), dusk: altitudeEvent(c, sun, () => -depressionDeg, -1) };
}

function skyDay(c: DayContext, day: number, offsetMinutes: number): PointSkyDay {
  const elevation = c.elevation;
  const twilight = Object.fromEntries(TWILIGHT_KINDS.map((kind) => [kind, dawnDusk(c, twilightDepressionDeg(kind))])) as Record<
    TwilightKind,
    DawnDusk
  >;
  const mutsu = dawnDusk(c, MUTSU_DEPRESSION_DEG);
  return {
    day,
    offsetMinutes,
    sun: bodyTimes(c, c.engine.Body.Sun, (distanceAu) => sunRiseSetAltitudeDeg(distanceAu, elevation)),
    twilight,
    mutsu: { ake: mutsu.dawn, kure: mutsu.dusk },
    moon: bodyTimes(c, c.engine.Body.Moon, () => moonRiseSetAltitudeDeg(elevation)),
  };
}

/**
 * Runs `each` for every day of a range at a point, sharing the interpolated positions.
 * @param endOffsetMinutes the offset at the end of `toDay` (its window alone may take two offsets: zoneDayWindow).
 * @returns what `each` returns, day by day.
 */
function forDays<T>(
  engine: SkyEngine,
  point: SkyPoint,
  fromDay: number,
  toDay: number,
  offsetMinutes: number,
  each: (c: DayContext, day: number) => T,
  endOffsetMinutes = offsetMinutes,
): T[] {
  checkPoint(point);
  checkOffset(offsetMinutes);
  checkOffset(endOffsetMinutes);
  if (toDay < fromDay) return [];
  const firstMs = zoneDayWindow(fromDay, offsetMinutes).startMs - SAMPLE_GUARD_MS;
  const tracks = skyTracks(engine, firstMs, zoneDayWindow(toDay, offsetMinutes, endOffsetMinutes).endMs + SAMPLE_GUARD_MS);
  const site = siteOf(engine, point, firstMs);
  const observer = new engine.Observer(point.latitude, point.longitude, point.elevation);
  const out: T[] = [];
  for (let day = fromDay; day <= toDay; day++) {
    const { startMs, endMs } = zoneDayWindow(day, offsetMinutes, day === toDay ? endOffsetMinutes : offsetMinutes);
    out.push(
      each({ engine, startMs, endMs, observer, elevation: point.elevation, bodies: bodyDays(engine, tracks, site, startMs, endMs) }, day),
    );
  }
  return out;
}

/** The point computations over one astronomy-engine instance. */
export interface PointSky {
  readonly pointSkyDays: (
    point: SkyPoint,
    fromDay: number,
    toDay: number,
    offsetMinutes?: number,
    endOffsetMinutes?: number,
  ) => PointSkyDay[];
  readonly pointSkyDay: (point: SkyPoint, day: number, offsetMinutes?: number) => PointSkyDay;
  readonly altitudeCrossings: (
    point: SkyPoint,
    fromDay: number,
    toDay: number,
    offsetMinutes: number,
    body: SunOrMoon,
    altitudeDeg: AltitudeOf,
    direction: 1 | -1,
  ) => SkyInstant[];
}

/**
 * The point computations over `engine`: engine.ts's `astronomy` on Node, engine-web.ts's
 * `webEngine` at the edge (each with the project's ΔT; the same code, so the same values).
 */
export function pointSky(engine: SkyEngine): PointSky {
  /**
   * Every sun and moon event of each civil day of a range at one point (NAOJ's conventions).
   * @param point geodetic latitude and longitude, degrees (north and east positive), and elevation, metres.
   * @param fromDay the first civil day, a day number in the zone (calendar/time/day-number.ts).
   * @param toDay the last civil day, inclusive.
   * @param offsetMinutes the zone's offset from UTC in whole minutes (JST +540 by default); the
   *   machine's TZ is never read.
   * @param endOffsetMinutes the offset at the end of `toDay` (its next 00:00), when the clocks changed during
   *   `toDay` (a summer time's first or last day: a window of 23 or 25 hours); the other days keep `offsetMinutes`.
   *   So a zone with summer time is computed a run of days of one offset at a time, each ending on a change.
   * @returns one record per day; each instant in ms since the Unix epoch (UTC), unrounded (its minute
   *   is the reference search's), or `null` with its reason.
   * @throws RangeError for a point off the Earth or an offset that is not whole minutes within ±18 h.
   */
  function pointSkyDays(
    point: SkyPoint,
    fromDay: number,
    toDay: number,
    offsetMinutes = JST_OFFSET_MINUTES,
    endOffsetMinutes = offsetMinutes,
  ): PointSkyDay[] {
    return forDays(engine, point, fromDay, toDay, offsetMinutes, (c, day) => skyDay(c, day, offsetMinutes), endOffsetMinutes);
  }

  /**
   * Every sun and moon event of one civil day at one point: `pointSkyDays` for one day.
   * @throws RangeError as `pointSkyDays`.
   */
  function pointSkyDay(point: SkyPoint, day: number, offsetMinutes = JST_OFFSET_MINUTES): PointSkyDay {
    return pointSkyDays(point, day, day, offsetMinutes)[0]!;
  }

  /**
   * The first crossing of any true topocentric altitude of the Sun's or the Moon's centre on each
   * day of a range, with the same window, fast path and safety net: for other conventions (USNO's
   * in the tests) and other depressions.
   * @param altitudeDeg the altitude, degrees, as a function of the body's topocentric distance (AU)
   *   at the middle of the day's window.
   * @param direction +1 rising, −1 setting.
   * @returns one instant (UTC ms) or `null` with its reason per day.
   * @throws RangeError as `pointSkyDays`.
   */
  function altitudeCrossings(
    point: SkyPoint,
    fromDay: number,
    toDay: number,
    offsetMinutes: number,
    body: SunOrMoon,
    altitudeDeg: AltitudeOf,
    direction: 1 | -1,
  ): SkyInstant[] {
    return forDays(engine, point, fromDay, toDay, offsetMinutes, (c) => altitudeEvent(c, body, altitudeDeg, direction));
  }
  return { pointSkyDays, pointSkyDay, altitudeCrossings };
}
