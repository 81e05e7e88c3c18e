/**
 * Sunrise, sunset, moonrise and moonset for many places and many JST days at once: the same
 * minutes as `sunTimes` and `moonTimes` of rise-set.ts (NAOJ's conventions, docs/calendar.md §15),
 * about forty times faster.
 *
 * Method (docs/calendar.md §15, "Cost"):
 *
 * - The Sun's and the Moon's geocentric apparent positions of date (astronomy-engine's `GeoVector`
 *   rotated by `Rotation_EQJ_EQD`, the vectors its `Equator(…, ofdate, aberration)` starts from)
 *   and Greenwich apparent sidereal time are computed once, at nodes shared by every place (Sun
 *   and sidereal time every 12 h, Moon every 3 h, UTC), and interpolated by cubic Lagrange.
 * - Each observer is astronomy-engine's own (its `ObserverVector` at sea level, the same Earth
 *   model), so the topocentric altitude, the Moon's parallax included, is the reference's.
 * - Per place and day the altitude is sampled about hourly over the day's window, and each
 *   crossing of the horizon altitude (`sunHorizonAltitudeDeg`, `MOON_HORIZON_ALTITUDE_DEG`) is
 *   solved by regula falsi (Illinois); the window rule is rise-set.ts's (`riseSetWindow`).
 * - **Safety net**: an unrounded instant within `SAFETY_MS` of a half-minute rounding boundary or
 *   of the window's ends is recomputed by the reference (`riseSetInstant`), so every minute is the
 *   reference's by construction.
 */
import * as engine from "./engine.ts";
import { Body, MakeTime, Observer, ObserverVector, SiderealTime } from "./engine.ts";
import { JST_OFFSET_MS, minuteOfDayText, MS_PER_DAY } from "../time/day-number.ts";
import {
  type GeoPoint,
  jstMinuteOfDay,
  MOON_HORIZON_ALTITUDE_DEG,
  riseSetInstant,
  riseSetWindow,
  sunHorizonAltitudeDeg,
} from "./rise-set.ts";
import {
  doubtful,
  illinoisRoot,
  MOON_NODE_MS,
  positionInto,
  SAFETY_MS,
  SAMPLE_GUARD_MS,
  SAMPLES,
  SUN_NODE_MS,
  siderealAt,
  siderealTrack,
  type SiderealTrack,
  track,
  type Track,
} from "./sky-tracks.ts";

export { SAFETY_MS } from "./sky-tracks.ts";

/** Minutes of the JST day (0..1439) of the four events, or NO_EVENT (-1). */
export const NO_EVENT = -1;

/** The four events of every place on every day of a range of JST civil days. */
export interface RiseSetTable {
  /** First day number (calendar/time/day-number.ts). */
  readonly fromDay: number;
  /** Last day number, inclusive. */
  readonly toDay: number;
  /** The number of places, in the order given. */
  readonly placeCount: number;
  /**
   * JST minute of the day (0..1439, rounded as NAOJ prints it) or NO_EVENT, at index
   * ((day - fromDay) * placeCount + placeIndex) * 4 + k, k = 0 sunrise, 1 sunset, 2 moonrise, 3 moonset.
   */
  readonly minutes: Int16Array;
  /** How many events the safety net recomputed with the reference `riseSetInstant`. */
  readonly fallbacks: number;
}

/** Scratch: a body's position and sidereal time at one instant. */
const at = new Float64Array(4);
/** Fills `at` with the body's position (AU) and the sidereal time (rad) at `ms`. */
function position(body: Track, sidereal: SiderealTrack, ms: number): void {
  positionInto(body, ms, at, 0);
  at[3] = siderealAt(sidereal, ms);
}

/** A place as astronomy-engine's sea-level observer sees the sky (equator of date). */
interface Site {
  readonly place: GeoPoint;
  /** Distance from the Earth's axis, AU. */
  readonly rxy: number;
  /** Height above the equator's plane, AU. */
  readonly rz: number;
  /** East longitude, radians: the angle of the observer's position from the equinox less sidereal time. */
  readonly longitude: number;
  readonly cosLat: number;
  readonly sinLat: number;
}

/** The site of a place, from astronomy-engine's observer at sea level at instant `ms` (UTC). */
function site(place: GeoPoint, ms: number): Site {
  const time = MakeTime(new Date(ms));
  const v = ObserverVector(time, new Observer(place.latitude, place.longitude, 0), true);
  const lat = (place.latitude * Math.PI) / 180;
  return {
    place,
    rxy: Math.hypot(v.x, v.y),
    rz: v.z,
    longitude: Math.atan2(v.y, v.x) - (SiderealTime(time) * Math.PI) / 12,
    cosLat: Math.cos(lat),
    sinLat: Math.sin(lat),
  };
}

/** Sine of the true topocentric altitude of a body at geocentric (x, y, z) for sidereal time `st`. */
function sinAltitude(s: Site, x: number, y: number, z: number, st: number): number {
  const a = st + s.longitude;
  return sinAltitudeCS(s, x, y, z, Math.cos(a), Math.sin(a));
}

/** `sinAltitude` given the cosine and sine of the site's local sidereal time. */
function sinAltitudeCS(s: Site, x: number, y: number, z: number, c: number, n: number): number {
  const tx = x - s.rxy * c;
  const ty = y - s.rxy * n;
  const tz = z - s.rz;
  return (s.cosLat * (tx * c + ty * n) + s.sinLat * tz) / Math.sqrt(tx * tx + ty * ty + tz * tz);
}

/** Topocentric distance, AU, of a body at geocentric (x, y, z) for sidereal time `st`. */
function distance(s: Site, x: number, y: number, z: number, st: number): number {
  const a = st + s.longitude;
  return Math.hypot(x - s.rxy * Math.cos(a), y - s.rxy * Math.sin(a), z - s.rz);
}

/** sin(altitude) − sin(h0) of a body for a site at `ms` (UTC), from the interpolated tracks. */
function excess(body: Track, sidereal: SiderealTrack, s: Site, sinH0: number, ms: number): number {
  position(body, sidereal, ms);
  return sinAltitude(s, at[0]!, at[1]!, at[2]!, at[3]!) - sinH0;
}

/** Options of the table's computation (the second for diagnostics only). */
interface TableOptions {
  /** Recompute doubtful instants with the reference (the safety net); true for the table. */
  readonly safetyNet: boolean;
  /** When given, receives each event's fast unrounded instant (UTC ms), NaN for none, at the table's index. */
  readonly instants?: Float64Array;
}

/** The interpolated positions of a table's span: the Sun's and the Moon's, and sidereal time. */
interface Tracks {
  readonly sun: Track;
  readonly moon: Track;
  readonly sidereal: SiderealTrack;
  /** The first sampled instant (the first window's start less the guard), UTC ms. */
  readonly firstMs: number;
}

/** The tracks of `fromDay..toDay`: nodes cover every window with its guard, and two nodes more each side for the stencil. */
function tracksOf(fromDay: number, toDay: number): Tracks {
  const firstMs = riseSetWindow(fromDay).startMs - SAMPLE_GUARD_MS;
  const lastMs = riseSetWindow(toDay).endMs + SAMPLE_GUARD_MS;
  const nodes = (stepMs: number): [number, number, number] => {
    const first = Math.floor(firstMs / stepMs) * stepMs - 2 * stepMs;
    return [first, stepMs, Math.ceil((lastMs - first) / stepMs) + 3];
  };
  return {
    sun: track(engine, Body.Sun, ...nodes(SUN_NODE_MS)),
    moon: track(engine, Body.Moon, ...nodes(MOON_NODE_MS)),
    sidereal: siderealTrack(engine, ...nodes(SUN_NODE_MS)),
    firstMs,
  };
}

/** One day's samples shared by every place: each body's position and sidereal time, and the Sun at the day's middle. */
class DaySamples {
  readonly sampleMs = new Float64Array(SAMPLES + 1);
  readonly positions = [new Float64Array((SAMPLES + 1) * 3), new Float64Array((SAMPLES + 1) * 3)] as const;
  readonly stAt = new Float64Array(SAMPLES + 1);
  readonly middle = new Float64Array(3);
  middleSt = 0;
  startMs = 0;
  endMs = 0;

  /** Fills the samples of `day`'s window. */
  fill(tracks: Tracks, day: number): void {
    const { startMs, endMs } = riseSetWindow(day);
    this.startMs = startMs;
    this.endMs = endMs;
    const stepMs = (endMs - startMs + 2 * SAMPLE_GUARD_MS) / SAMPLES;
    for (let j = 0; j <= SAMPLES; j++) {
      const ms = startMs - SAMPLE_GUARD_MS + j * stepMs;
      this.sampleMs[j] = ms;
      positionInto(tracks.sun, ms, this.positions[0], j * 3);
      positionInto(tracks.moon, ms, this.positions[1], j * 3);
      this.stAt[j] = siderealAt(tracks.sidereal, ms);
    }
    const middleMs = startMs + MS_PER_DAY / 2;
    positionInto(tracks.sun, middleMs, this.middle, 0);
    this.middleSt = siderealAt(tracks.sidereal, middleMs);
  }
}

const BODIES = [Body.Sun, Body.Moon] as const;
/** Scratch: sin(altitude) − sin(h0) of each body at the day's samples, for one place. */
const values = [new Float64Array(SAMPLES + 1), new Float64Array(SAMPLES + 1)] as const;
/** Scratch: sin(h0) of each body (the Sun's depends on its distance, the day's; the Moon's is fixed). */
const sinH0 = [0, Math.sin((MOON_HORIZON_ALTITUDE_DEG * Math.PI) / 180)];

/**
 * The four events of place `s` on `day` (samples filled) into the table at `base`.
 * @returns how many the safety net recomputed.
 */
function placeDay(
  tracks: Tracks,
  samples: DaySamples,
  s: Site,
  day: number,
  base: number,
  table: Int16Array,
  options: TableOptions,
): number {
  const { sampleMs, positions, stAt, middle, startMs, endMs } = samples;
  sinH0[0] = Math.sin((sunHorizonAltitudeDeg(distance(s, middle[0]!, middle[1]!, middle[2]!, samples.middleSt)) * Math.PI) / 180);
  for (let j = 0; j <= SAMPLES; j++) {
    const a = stAt[j]! + s.longitude;
    const c = Math.cos(a);
    const n = Math.sin(a);
    for (let b = 0; b < 2; b++) {
      const xyz = positions[b]!;
      values[b]![j] = sinAltitudeCS(s, xyz[j * 3]!, xyz[j * 3 + 1]!, xyz[j * 3 + 2]!, c, n) - sinH0[b]!;
    }
  }
  let fallbacks = 0;
  for (let b = 0; b < 2; b++) {
    const v = values[b]!;
    const body = b === 0 ? tracks.sun : tracks.moon;
    for (let e = 0; e < 2; e++) {
      const direction = e === 0 ? 1 : -1;
      const index = base + 2 * b + e;
      // The first crossing in this direction not before the window's start (less the margin).
      let instant = NaN;
      for (let j = 0; j < SAMPLES; j++) {
        if (!(direction * v[j]! < 0 && direction * v[j + 1]! >= 0)) continue;
        const h0 = sinH0[b]!;
        const r = illinoisRoot((ms) => excess(body, tracks.sidereal, s, h0, ms), sampleMs[j]!, v[j]!, sampleMs[j + 1]!, v[j + 1]!);
        if (r < startMs - SAFETY_MS) continue;
        instant = r;
        break;
      }
      if (options.instants) options.instants[index] = instant < endMs ? instant : NaN;
      if (Number.isNaN(instant) || instant >= endMs + SAFETY_MS) continue;
      if (options.safetyNet && doubtful(instant, startMs, endMs, JST_OFFSET_MS)) {
        fallbacks++;
        const ms = riseSetInstant(BODIES[b]!, s.place, day, direction);
        table[index] = ms === null ? NO_EVENT : jstMinuteOfDay(ms);
      } else if (instant < endMs) table[index] = jstMinuteOfDay(instant);
    }
  }
  return fallbacks;
}

/** The table (and, for diagnostics, the fast instants) of `places` from `fromDay` to `toDay`. */
function compute(places: readonly GeoPoint[], fromDay: number, toDay: number, options: TableOptions): RiseSetTable {
  const dayCount = toDay - fromDay + 1;
  const placeCount = places.length;
  const minutes = new Int16Array(Math.max(0, dayCount) * placeCount * 4).fill(NO_EVENT);
  if (dayCount <= 0 || placeCount === 0) return { fromDay, toDay, placeCount, minutes, fallbacks: 0 };
  const tracks = tracksOf(fromDay, toDay);
  const sites = places.map((place) => site(place, tracks.firstMs));
  const samples = new DaySamples();
  let fallbacks = 0;
  for (let day = fromDay; day <= toDay; day++) {
    samples.fill(tracks, day);
    for (let p = 0; p < placeCount; p++) {
      fallbacks += placeDay(tracks, samples, sites[p]!, day, ((day - fromDay) * placeCount + p) * 4, minutes, options);
    }
  }
  return { fromDay, toDay, placeCount, minutes, fallbacks };
}

/**
 * Sunrise, sunset, moonrise and moonset of every place on every JST civil day of a range, the
 * same minutes as `sunTimes` and `moonTimes` (NAOJ's conventions, docs/calendar.md §15).
 * @param places the places (sea level), in the table's order.
 * @param fromDay the first JST civil day, a day number (calendar/time/day-number.ts).
 * @param toDay the last JST civil day, inclusive.
 * @returns the table: JST minutes of the day, NO_EVENT where NAOJ prints "--:--".
 */
export function riseSetTable(places: readonly GeoPoint[], fromDay: number, toDay: number): RiseSetTable {
  return compute(places, fromDay, toDay, { safetyNet: true });
}

/**
 * The fast path's unrounded instants, without the safety net: for measuring its difference from
 * the reference `riseSetInstants` (test/calendar/astronomy/rise-set-table.test.ts).
 * @returns UTC ms at the table's index, NaN where the fast path finds no event in the window.
 */
export function riseSetTableInstants(places: readonly GeoPoint[], fromDay: number, toDay: number): Float64Array {
  const instants = new Float64Array(Math.max(0, toDay - fromDay + 1) * places.length * 4).fill(NaN);
  compute(places, fromDay, toDay, { safetyNet: false, instants });
  return instants;
}

/**
 * "HH:MM" of a table minute, or null for NO_EVENT.
 * @param minute a minute of the JST day, 0..1439, or NO_EVENT.
 */
export function minuteText(minute: number): string | null {
  return minute === NO_EVENT ? null : minuteOfDayText(minute);
}
