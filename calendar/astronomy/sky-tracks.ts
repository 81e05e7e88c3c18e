/**
 * The Sun's and the Moon's geocentric apparent positions of date and Greenwich apparent sidereal
 * time at evenly spaced nodes, interpolated by cubic Lagrange: the shared positions of
 * rise-set-table.ts (the generator's 47 places) and point-sky.ts (any point, per request at the
 * edge). The engine comes in as a parameter, so this file imports no astronomy-engine instance:
 * the generator passes engine.ts's (CommonJS), the edge engine-web.ts's (ES module).
 */
import type * as Astronomy from "astronomy-engine";
import { MS_PER_DAY } from "../time/day-number.ts";
import { equatorOfDateInto, geoMoonInto, geoSunInto } from "./geocentric.ts";
import { HALF_MINUTE_MS } from "./horizon.ts";

/**
 * The astronomy-engine functions the rise, set and point computations call, from one module
 * instance whose ΔT is the project's (delta-t.ts): engine.ts's on Node, engine-web.ts's at the edge.
 */
export type SkyEngine = Pick<
  typeof Astronomy,
  "Body" | "Equator" | "MakeTime" | "Observer" | "ObserverVector" | "Refraction" | "SearchAltitude" | "SearchHourAngle" | "SiderealTime"
>;

/** The two bodies that rise and set in the almanac. */
export type SunOrMoon = Astronomy.Body.Sun | Astronomy.Body.Moon;

/**
 * The margin of the safety net, ms: an unrounded instant this close to a half-minute rounding
 * boundary or to the window's ends is recomputed by the reference. The fast instants are within
 * 0.0002 s of the exact crossing; the reference's `SearchAltitude` stops near its 0.1 s tolerance
 * and keeps whole ms, so the two differ by up to about 0.1 s, at worst 0.163 s (one moonrise in
 * 755,384 events: 47 places, every day of 2020–2030; docs/calendar.md §15). Over every day of
 * 1873–2100 at the 47 places, the 255,938 events within 0.5 s (the margin before) differed from the
 * reference by 0.162 s at most, and every minute the two round differently lay within 0.099 s of a
 * half minute. 0.35 s is over twice the worst; the safety net is most of the table's cost, and this
 * margin recomputes 30 % fewer events than 0.5 s did, with the same minutes (the tree of 1873–2100
 * is byte for byte the same).
 */
export const SAFETY_MS = 350;

/**
 * Whether a fast instant is within `SAFETY_MS` of a half-minute rounding boundary or of its window's ends, so that the
 * safety net recomputes it with the reference search (rise-set-table.ts, point-sky.ts).
 * @param ms the fast instant, UTC ms (unrounded).
 * @param startMs the window's start, UTC ms.
 * @param endMs the window's end, UTC ms.
 * @param offsetMs the clock's lead on UTC, ms, a whole number of minutes: the boundaries are the same on every such
 *   clock, so the answer is too but for the last bit of the sum; rise-set-table.ts passes JST's, point-sky.ts 0.
 */
export function doubtful(ms: number, startMs: number, endMs: number, offsetMs: number): boolean {
  const q = (((ms + offsetMs + HALF_MINUTE_MS) % 60_000) + 60_000) % 60_000;
  return q < SAFETY_MS || q > 60_000 - SAFETY_MS || Math.abs(ms - startMs) < SAFETY_MS || Math.abs(ms - endMs) < SAFETY_MS;
}

/** Node spacing of the Sun's position and of sidereal time, ms (UTC): rise-set-table.ts's and point-sky's. */
export const SUN_NODE_MS = 12 * 3_600_000;
/** Node spacing of the Moon's position, ms (UTC). */
export const MOON_NODE_MS = 3 * 3_600_000;
/** Altitude samples per day's window: about hourly, far closer than a rise and the next set. */
export const SAMPLES = 24;
/** The samples reach this far beyond the window at both ends, ms, so a crossing near an end is seen. */
export const SAMPLE_GUARD_MS = 60_000;

/** One body's geocentric apparent position of date (AU) at evenly spaced nodes (UTC ms). */
export interface Track {
  readonly firstMs: number;
  readonly stepMs: number;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly z: Float64Array;
}

/** Greenwich apparent sidereal time, radians, unwrapped (continuous), at the Sun's nodes. */
export interface SiderealTrack {
  readonly firstMs: number;
  readonly stepMs: number;
  readonly radians: Float64Array;
}

/** The body's geocentric apparent position of date at `count` nodes from `firstMs`, `stepMs` apart (UTC ms). */
export function track(engine: SkyEngine, body: SunOrMoon, firstMs: number, stepMs: number, count: number): Track {
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const z = new Float64Array(count);
  const moon = body === engine.Body.Moon;
  const ttOfUt = (ut: number): number => engine.MakeTime(ut).tt;
  const eqj = new Float64Array(3);
  const eqd = new Float64Array(3);
  for (let i = 0; i < count; i++) {
    // engine.GeoVector(body, time, true) rotated by engine.Rotation_EQJ_EQD(time): the same doubles (geocentric.ts).
    const time = engine.MakeTime(new Date(firstMs + i * stepMs));
    if (moon) geoMoonInto(time.tt, eqj, 0);
    else geoSunInto(time, ttOfUt, eqj, 0);
    equatorOfDateInto(time.tt, eqj, eqd, 0);
    x[i] = eqd[0]!;
    y[i] = eqd[1]!;
    z[i] = eqd[2]!;
  }
  return { firstMs, stepMs, x, y, z };
}

/** Greenwich apparent sidereal time at `count` nodes from `firstMs`, `stepMs` apart (UTC ms), unwrapped. */
export function siderealTrack(engine: SkyEngine, firstMs: number, stepMs: number, count: number): SiderealTrack {
  const radians = new Float64Array(count);
  // The Earth turns 2π × 1.0027379 per day; each step adds that much, corrected to the node's value.
  const expected = (2 * Math.PI * 1.0027379093 * stepMs) / MS_PER_DAY;
  let previousRaw = 0;
  for (let i = 0; i < count; i++) {
    const raw = (engine.SiderealTime(engine.MakeTime(new Date(firstMs + i * stepMs))) * Math.PI) / 12;
    if (i === 0) radians[0] = raw;
    else {
      const turn = raw - previousRaw - expected;
      radians[i] = radians[i - 1]! + expected + turn - 2 * Math.PI * Math.round(turn / (2 * Math.PI));
    }
    previousRaw = raw;
  }
  return { firstMs, stepMs, radians };
}

/** Cubic Lagrange weights for nodes −1, 0, 1, 2 at fraction u of the interval [0, 1]. */
const weights = new Float64Array(4);
function lagrange(u: number): void {
  const um = u - 1;
  const um2 = u - 2;
  const up = u + 1;
  weights[0] = (-u * um * um2) / 6;
  weights[1] = (up * um * um2) / 2;
  weights[2] = (-up * u * um2) / 2;
  weights[3] = (up * u * um) / 6;
}

/** Index of node −1 and the weights for instant `ms` on a grid. */
function stencil(firstMs: number, stepMs: number, ms: number): number {
  const s = (ms - firstMs) / stepMs;
  const i = Math.floor(s);
  lagrange(s - i);
  return i - 1;
}

/** The value interpolated from the four nodes from `i` with the current `weights` (relative to node 0, for precision). */
function interpolate(values: Float64Array, i: number): number {
  const v0 = values[i + 1]!;
  return v0 + weights[0]! * (values[i]! - v0) + weights[2]! * (values[i + 2]! - v0) + weights[3]! * (values[i + 3]! - v0);
}

/** Writes the body's position (AU) at `ms` into `out` at `offset` … `offset` + 2. */
export function positionInto(body: Track, ms: number, out: Float64Array, offset: number): void {
  const i = stencil(body.firstMs, body.stepMs, ms);
  out[offset] = interpolate(body.x, i);
  out[offset + 1] = interpolate(body.y, i);
  out[offset + 2] = interpolate(body.z, i);
}

/** Greenwich apparent sidereal time at `ms`, radians (unwrapped). */
export function siderealAt(sidereal: SiderealTrack, ms: number): number {
  return interpolate(sidereal.radians, stencil(sidereal.firstMs, sidereal.stepMs, ms));
}

/** A root finder stops when an iteration moves the instant by less than this, ms. */
const ROOT_TOLERANCE_MS = 1e-3;

/**
 * The instant in [a, b] (ms, UTC) where `f` is 0, given f(a) and f(b) of opposite signs: regula falsi with the
 * Illinois rule (a side kept twice has its value halved), at most 60 iterations, to {@link ROOT_TOLERANCE_MS}.
 * Source: Dowell & Jarratt, "A modified regula falsi method for computing the root of an equation", BIT 11 (1971).
 */
export function illinoisRoot(f: (ms: number) => number, a: number, fa: number, b: number, fb: number): number {
  let side = 0;
  let r = a;
  for (let iteration = 0; iteration < 60; iteration++) {
    const next = (fa * b - fb * a) / (fa - fb);
    const moved = Math.abs(next - r);
    r = next;
    if (moved < ROOT_TOLERANCE_MS) break;
    const fr = f(r);
    if (fr === 0) break;
    if (fr > 0 === fb > 0) {
      b = r;
      fb = fr;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = r;
      fa = fr;
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return r;
}
