/**
 * The place of the catalogue nearest to a point, by great-circle distance: for `tz=auto`, the zone
 * of a bare latitude and longitude. The places are kept in 1° bands of latitude, built on first use;
 * a search reads the point's band and then the bands outward, until the next ones are farther (by
 * latitude alone, a lower bound of the distance) than the nearest place found.
 */
import { placeAt, placeCount } from "./catalogue.ts";
import { japanPlaces } from "./japan.ts";
import type { NamedPlace } from "./place.ts";
import { worldCoordinates } from "./world.ts";

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

/** The places in 1° bands: band b holds latitudes [b − 90, b − 89)° (90° N in band 179), ranks ascending. */
interface Bands {
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  readonly bands: readonly (readonly number[])[];
}

let cache: Bands | undefined;

function band(latitude: number): number {
  return Math.min(179, Math.max(0, Math.floor(latitude) + 90));
}

/** Every place's coordinates by rank, and the bands. */
function buildBands(): Bands {
  const japan = japanPlaces();
  const world = worldCoordinates();
  const count = placeCount();
  const latitudes = new Float64Array(count);
  const longitudes = new Float64Array(count);
  japan.forEach(({ place }, rank) => {
    latitudes[rank] = place.latitude;
    longitudes[rank] = place.longitude;
  });
  latitudes.set(world.latitudes, japan.length);
  longitudes.set(world.longitudes, japan.length);
  const bands: number[][] = Array.from({ length: 180 }, () => []);
  for (let rank = 0; rank < count; rank++) bands[band(latitudes[rank]!)]!.push(rank);
  return { latitudes, longitudes, bands };
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
  cache ??= buildBands();
  const { latitudes, longitudes, bands } = cache;
  const home = band(latitude);
  let best = -1;
  let bestKm = Infinity;
  for (let step = 0; step < 180; step++) {
    const below = home - step;
    const above = home + step;
    // The nearest latitude of the two bands `step` away bounds the distance of every place not yet read.
    const gap = step === 0 ? 0 : Math.min(latitude - (below + 1 - 90), above - 90 - latitude);
    if (gap * RADIANS * EARTH_RADIUS_KM > bestKm) break;
    for (const b of step === 0 ? [home] : [below, above]) {
      for (const rank of bands[b] ?? []) {
        const km = greatCircleKm(latitude, longitude, latitudes[rank]!, longitudes[rank]!);
        if (km < bestKm || (km === bestKm && rank < best)) [best, bestKm] = [rank, km];
      }
    }
  }
  return best === -1 ? null : { place: placeAt(best), km: bestKm };
}
