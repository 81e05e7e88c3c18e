/**
 * The fast path of point-sky.ts: the Sun's and the Moon's true topocentric altitude and hour angle
 * at one point on the Earth, from positions interpolated between shared nodes (rise-set-table.ts's
 * tracks: the same nodes, so the same positions), sampled about hourly over a civil day's window
 * and at the body's meridian crossings, with each crossing of an altitude solved by regula falsi.
 *
 * The altitude is monotonic between two meridian crossings (its extremes are within minutes of
 * them), so a crossing can hide only between a culmination and its true extreme: the samples at the
 * culminations make polar days and nights, and a Sun that skims the horizon, seen.
 */
import {
  illinoisRoot,
  MOON_NODE_MS,
  SAMPLE_GUARD_MS,
  SAMPLES,
  SUN_NODE_MS,
  positionInto,
  siderealAt,
  siderealTrack,
  type SiderealTrack,
  type SkyEngine,
  type SunOrMoon,
  track,
  type Track,
} from "./sky-tracks.ts";

/** A point on the Earth: geodetic degrees (north and east positive) and elevation, metres above sea level. */
export interface SkyPoint {
  /** Latitude, degrees north, −90…90. */
  readonly latitude: number;
  /** Longitude, degrees east, −180…180. */
  readonly longitude: number;
  /** Elevation of the eye, metres above sea level (the geoid, as astronomy-engine's observer takes it). */
  readonly elevation: number;
}

/** The Sun's and the Moon's interpolated apparent positions of date, and sidereal time, over a span. */
export interface SkyTracks {
  readonly sun: Track;
  readonly moon: Track;
  readonly sidereal: SiderealTrack;
}

/**
 * The tracks covering [firstMs, lastMs] (UTC ms), nodes aligned on multiples of their spacing as
 * rise-set-table.ts aligns them, two more each side for the cubic stencil.
 */
export function skyTracks(engine: SkyEngine, firstMs: number, lastMs: number): SkyTracks {
  const nodes = (stepMs: number): [number, number, number] => {
    const first = Math.floor(firstMs / stepMs) * stepMs - 2 * stepMs;
    return [first, stepMs, Math.ceil((lastMs - first) / stepMs) + 3];
  };
  return {
    sun: track(engine, engine.Body.Sun, ...nodes(SUN_NODE_MS)),
    moon: track(engine, engine.Body.Moon, ...nodes(MOON_NODE_MS)),
    sidereal: siderealTrack(engine, ...nodes(SUN_NODE_MS)),
  };
}

/** A point as astronomy-engine's observer sees the sky (equator of date). */
export interface Site {
  /** Distance from the Earth's axis, AU. */
  readonly rxy: number;
  /** Height above the equator's plane, AU. */
  readonly rz: number;
  /** The observer's angle from the equinox less Greenwich sidereal time, radians. */
  readonly longitude: number;
  readonly cosLat: number;
  readonly sinLat: number;
}

/** The site of a point, from astronomy-engine's observer (with its elevation) at instant `ms` (UTC). */
export function siteOf(engine: SkyEngine, point: SkyPoint, ms: number): Site {
  const time = engine.MakeTime(new Date(ms));
  const v = engine.ObserverVector(time, new engine.Observer(point.latitude, point.longitude, point.elevation), true);
  const lat = (point.latitude * Math.PI) / 180;
  return {
    rxy: Math.hypot(v.x, v.y),
    rz: v.z,
    longitude: Math.atan2(v.y, v.x) - (engine.SiderealTime(time) * Math.PI) / 12,
    cosLat: Math.cos(lat),
    sinLat: Math.sin(lat),
  };
}

/** Scratch: a body's geocentric position (AU). */
const xyz = new Float64Array(3);

/** A body's topocentric state at one instant: sin(true altitude), sin(hour angle)·cos(dec), distance (AU). */
interface State {
  sinAlt: number;
  sinHour: number;
  distance: number;
}
const state: State = { sinAlt: 0, sinHour: 0, distance: 0 };

/** Fills `state` with the body's topocentric altitude and hour angle at `ms` (UTC). */
function stateAt(body: Track, tracks: SkyTracks, s: Site, ms: number): State {
  positionInto(body, ms, xyz, 0);
  const a = siderealAt(tracks.sidereal, ms) + s.longitude;
  const c = Math.cos(a);
  const n = Math.sin(a);
  const tx = xyz[0]! - s.rxy * c;
  const ty = xyz[1]! - s.rxy * n;
  const tz = xyz[2]! - s.rz;
  const d = Math.sqrt(tx * tx + ty * ty + tz * tz);
  state.sinAlt = (s.cosLat * (tx * c + ty * n) + s.sinLat * tz) / d;
  // sin H ∝ tx·sin(LST) − ty·cos(LST): it rises through 0 at the upper transit, falls at the lower.
  state.sinHour = (tx * n - ty * c) / d;
  state.distance = d;
  return state;
}

/** A crossing found by the fast path. */
export interface FastCrossing {
  /** The first crossing at or after the window's start less `earliestMs`'s margin, UTC ms; NaN for none before the guard's end. */
  readonly ms: number;
  /** Whether the altitude stays above the asked altitude at every sample of the day (with the culminations). */
  readonly allAbove: boolean;
  /** Whether it stays below at every sample. */
  readonly allBelow: boolean;
}

/**
 * One body's samples over one day's window: about hourly, plus its upper and lower meridian
 * crossings, in time order.
 */
export class BodyDay {
  /** Sample instants, UTC ms, increasing. */
  readonly ms: number[] = [];
  /** sin(true topocentric altitude) at each sample. */
  readonly sinAlt: number[] = [];
  /** Upper transits (hour angle 0) within the sampled span, UTC ms. */
  readonly upper: number[] = [];
  /** The body's topocentric distance at the window's middle, AU. */
  readonly middleDistanceAu: number;

  constructor(
    private readonly body: Track,
    private readonly tracks: SkyTracks,
    private readonly site: Site,
    startMs: number,
    endMs: number,
  ) {
    const stepMs = (endMs - startMs + 2 * SAMPLE_GUARD_MS) / SAMPLES;
    let previousMs = NaN;
    let previousHour = NaN;
    for (let j = 0; j <= SAMPLES; j++) {
      const ms = startMs - SAMPLE_GUARD_MS + j * stepMs;
      const { sinAlt, sinHour } = stateAt(body, tracks, site, ms);
      if (j > 0 && previousHour < 0 !== sinHour < 0) {
        const c = illinoisRoot((t) => stateAt(body, tracks, site, t).sinHour, previousMs, previousHour, ms, sinHour);
        if (sinHour >= 0) this.upper.push(c);
        this.ms.push(c);
        this.sinAlt.push(stateAt(body, tracks, site, c).sinAlt);
      }
      this.ms.push(ms);
      this.sinAlt.push(sinAlt);
      previousMs = ms;
      previousHour = sinHour;
    }
    this.middleDistanceAu = stateAt(body, tracks, site, startMs + (endMs - startMs) / 2).distance;
  }

  /** sin(true topocentric altitude) at `ms` (UTC). */
  sinAltitudeAt(ms: number): number {
    return stateAt(this.body, this.tracks, this.site, ms).sinAlt;
  }

  /**
   * The first crossing of true altitude `altitudeDeg` in `direction` not before `earliestMs`.
   * @param altitudeDeg the true topocentric altitude of the body's centre, degrees.
   * @param direction +1 rising, −1 setting.
   * @param earliestMs crossings before this instant (UTC ms) are skipped.
   */
  crossing(altitudeDeg: number, direction: 1 | -1, earliestMs: number): FastCrossing {
    const sinH0 = Math.sin((altitudeDeg * Math.PI) / 180);
    let allAbove = true;
    let allBelow = true;
    let found = NaN;
    for (let j = 0; j < this.ms.length; j++) {
      const v = this.sinAlt[j]! - sinH0;
      if (v <= 0) allAbove = false;
      if (v >= 0) allBelow = false;
      if (j === 0 || !Number.isNaN(found)) continue;
      const u = this.sinAlt[j - 1]! - sinH0;
      if (!(direction * u < 0 && direction * v >= 0)) continue;
      const r = illinoisRoot((ms) => this.sinAltitudeAt(ms) - sinH0, this.ms[j - 1]!, u, this.ms[j]!, v);
      if (r >= earliestMs) found = r;
    }
    return { ms: found, allAbove, allBelow };
  }

  /**
   * The first upper transit not before `earliestMs`.
   * @returns UTC ms, or NaN for none in the sampled span.
   */
  transit(earliestMs: number): number {
    return this.upper.find((ms) => ms >= earliestMs) ?? NaN;
  }
}

/** The Sun's and the Moon's samples of one day at one site. */
export function bodyDays(engine: SkyEngine, tracks: SkyTracks, site: Site, startMs: number, endMs: number): Record<SunOrMoon, BodyDay> {
  return {
    [engine.Body.Sun]: new BodyDay(tracks.sun, tracks, site, startMs, endMs),
    [engine.Body.Moon]: new BodyDay(tracks.moon, tracks, site, startMs, endMs),
  };
}
