/**
 * The horizon of rising and setting to NAOJ's conventions (docs/calendar.md §15), without an
 * astronomy-engine instance, so the edge's point computations (point-sky.ts) share it with
 * rise-set.ts.
 */

/** NAOJ's horizontal refraction for rising and setting, 35′08″, in degrees. */
export const NAOJ_HORIZONTAL_REFRACTION_DEG = (35 * 60 + 8) / 3600;

/** The Sun's radius, km (IAU 2015 nominal, as astronomy-engine uses). */
const SUN_RADIUS_KM = 695_700;

/** Kilometres per astronomical unit: astronomy-engine's `KM_PER_AU` (test/calendar/astronomy/horizon.test.ts pins it). */
export const KM_PER_AU = 1.4959787069098932e8;

/** Half a minute, ms: an event belongs to the day of its time rounded to the minute. */
export const HALF_MINUTE_MS = 30_000;

/** The Moon's centre's true topocentric altitude at rising and setting, −35′08″, in degrees. */
export const MOON_HORIZON_ALTITUDE_DEG = -NAOJ_HORIZONTAL_REFRACTION_DEG;

/**
 * The Sun's centre's true topocentric altitude at rising and setting, −(35′08″ + semidiameter),
 * degrees (docs/calendar.md §15).
 * @param distanceAu the Sun's topocentric distance, AU, at the middle of the day's window (the
 *   semidiameter changes by under 0.5″ a day).
 */
export function sunHorizonAltitudeDeg(distanceAu: number): number {
  const semidiameterDeg = (Math.asin(SUN_RADIUS_KM / KM_PER_AU / distanceAu) * 180) / Math.PI;
  return -(NAOJ_HORIZONTAL_REFRACTION_DEG + semidiameterDeg);
}
