/**
 * The place of the catalogue nearest to a point, by great-circle distance: for `tz=auto`, the zone
 * of a bare latitude and longitude. The place table lies in 1° bands of latitude, each by longitude
 * (place-layout.ts); a search reads the point's band, then the bands outward until they are farther
 * (by latitude alone, a lower bound of the distance) than the nearest place found, and in each band
 * only the places whose difference of longitude alone does not put them farther still; a first pass
 * reads only each band's nearest by longitude, so that the bound is near before the second reads the
 * rest. The 47 capitals are read every time. Coordinates are read where they lie, 32 places at a time
 * (place-rows.ts).
 */
import { BAND_COUNT, CAPITAL_COUNT, COORDINATES_PER_CHUNK, latitudeBand } from "./place-layout.ts";
import { bandHandles, chunkFirstLongitude, latitudeOf, longitudeOf, placeOf, rankOf } from "./place-rows.ts";
import type { NamedPlace } from "./place.ts";

/** Source: the mean Earth radius R₁ = (2a + b)/3 of GRS 80, 6 371 008.8 m (Moritz, "Geodetic Reference System 1980", J. Geodesy 74 (2000) 128). */
export const EARTH_RADIUS_KM = 6371.0088;

const RADIANS = Math.PI / 180;

/** The great-circle distance between two points, km on the mean sphere (haversine); degrees north and east. */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const s = Math.sin(((lat2 - lat1) * RADIANS) / 2);
  const t = Math.sin(((lon2 - lon1) * RADIANS) / 2);
  const h = s * s + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * t * t;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The first handle of `from` … `to` (exclusive; a band's, by longitude) whose longitude is not below
 * `east`: first among the chunks that begin in the band, by their first places, then in one chunk.
 */
function firstEastOf(from: number, to: number, east: number): number {
  const first = CAPITAL_COUNT;
  let c = Math.ceil((from - first) / COORDINATES_PER_CHUNK);
  let cEnd = Math.ceil((to - first) / COORDINATES_PER_CHUNK);
  while (c < cEnd) {
    const mid = (c + cEnd) >>> 1;
    if (chunkFirstLongitude(mid) < east) c = mid + 1;
    else cEnd = mid;
  }
  // Chunk c is the first to begin at or east of `east` (or past the band): the handle lies after the chunk before's start.
  let lo = Math.max(from, first + (c - 1) * COORDINATES_PER_CHUNK);
  let hi = Math.min(to, first + c * COORDINATES_PER_CHUNK);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (longitudeOf(mid) < east) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A lower bound is taken to exceed the distance only by more than this share, and a haversine by more than {@link FLOOR}, for rounding. */
const MARGIN = 1e-9;
const FLOOR = 1e-20;

/** The search's state: the point, and the nearest place so far (of two at one distance, the better ranked). */
class Nearest {
  handle = -1;
  /** The nearest's rank, once read. */
  rank: number | undefined;
  km = Infinity;
  /** The haversine of {@link km} (its sin² of half the central angle), or more when it bounds nothing. */
  haversine = Infinity;
  readonly cosLatitude: number;
  /** The longitude in [−180, 180] (as given when it is). */
  readonly east: number;

  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {
    this.cosLatitude = Math.cos(latitude * RADIANS);
    this.east = longitude >= -180 && longitude <= 180 ? longitude : ((((longitude + 180) % 360) + 360) % 360) - 180;
  }

  consider(handle: number): void {
    const km = greatCircleKm(this.latitude, this.longitude, latitudeOf(handle), longitudeOf(handle));
    if (km > this.km) return;
    // Ranks are read for a tie only (place-rows.ts `rankOf` searches for them).
    if (km === this.km && rankOf(handle) >= (this.rank ??= rankOf(this.handle))) return;
    this.handle = handle;
    this.rank = undefined;
    this.km = km;
    const half = km / (2 * EARTH_RADIUS_KM);
    this.haversine = half < Math.PI / 2 ? Math.sin(half) ** 2 : Infinity;
  }

  /**
   * Reads a band's places from the point's longitude eastward, then westward, each way up to half the
   * circle and while the difference of longitude alone does not put a place farther than the nearest:
   * its haversine is at least cos φ × cos φ' × sin²(Δλ/2), φ' no nearer the equator than the band allows.
   * A probe reads the first place each way only.
   */
  scan(b: number, probe: boolean): void {
    if (b < 0 || b >= BAND_COUNT) return;
    const [from, to] = bandHandles(b);
    const n = probe ? 1 : to - from;
    // The cosine of the band's latitude farthest from the equator.
    const factor = this.cosLatitude * Math.cos(Math.max(Math.abs(b - 90), Math.abs(b - 89)) * RADIANS);
    const beyond = (dLon: number): boolean => factor * Math.sin((dLon * RADIANS) / 2) ** 2 > this.haversine * (1 + MARGIN) + FLOOR;
    const start = firstEastOf(from, to, this.east) - from;
    const count = to - from;
    let read = 0;
    for (let k = 0; k < n && read < count; k++, read++) {
      const handle = from + ((start + k) % count);
      const east = longitudeOf(handle) - this.east + (start + k >= count ? 360 : 0);
      if (east > 180 || beyond(east)) break;
      this.consider(handle);
    }
    for (let k = 1; k <= n && read < count; k++, read++) {
      const handle = from + ((start - k + count) % count);
      const west = this.east - longitudeOf(handle) + (start - k < 0 ? 360 : 0);
      if (west >= 180 || beyond(west)) break;
      this.consider(handle);
    }
  }
}

/**
 * The place nearest to a point and its distance; of two at the same distance, the better ranked
 * (catalogue.ts). A point at sea gets the nearest place on land, however far.
 * @param latitude degrees north, −90 … 90.
 * @param longitude degrees east.
 * @returns the place and its distance in km, or null when a coordinate is not a finite number or the latitude is beyond ±90°.
 */
export function nearestPlace(latitude: number, longitude: number): { place: NamedPlace; km: number } | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90) return null;
  const nearest = new Nearest(latitude, longitude);
  for (let handle = 0; handle < CAPITAL_COUNT; handle++) nearest.consider(handle);
  const home = latitudeBand(latitude);
  // First a probe of each band's nearest places by longitude, for a near bound soon; then every band, in that bound.
  for (const probe of [true, false]) {
    for (let step = 0; step < 180; step++) {
      const below = home - step;
      const above = home + step;
      // The nearest latitude of the two bands `step` away bounds the distance of every place not yet read.
      const gap = step === 0 ? 0 : Math.min(latitude - (below + 1 - 90), above - 90 - latitude);
      if (gap * RADIANS * EARTH_RADIUS_KM > nearest.km * (1 + MARGIN)) break;
      nearest.scan(below, probe);
      if (step > 0) nearest.scan(above, probe);
    }
  }
  return nearest.handle === -1 ? null : { place: placeOf(nearest.handle), km: nearest.km };
}
