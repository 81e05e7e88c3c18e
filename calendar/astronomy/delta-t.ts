/**
 * ΔT = TT − UT, seconds: the Earth's clock against the uniform one, for every position and instant
 * astronomy-engine computes here (engine.ts and engine-web.ts install it in their instances).
 *
 * Espenak & Meeus's polynomials (NASA, "Polynomial expressions for Delta T", 2006; astronomy-engine's own model)
 * to 2050, and their 2005–2050 polynomial after it, not the 2050–2150 expression that bends up to the long-term
 * parabola (147 s against 196 s in 2097). The Earth runs behind even the lower curve. It times what follows the Earth's
 * rotation (rise and set); published instants and their days are on the civil clock (clock.ts): docs/calendar.md §0 "The clock (ΔT)".
 */

/** Mean tropical year in days, astronomy-engine's (the unit of its ΔT polynomials). */
const DAYS_PER_TROPICAL_YEAR = 365.24217;

/** J2000 days (UT) of 2050.0 on the polynomials' year scale (y = 2000 at 2000-01-15). */
const FROM_2050 = 14 + 50 * DAYS_PER_TROPICAL_YEAR;

/**
 * The project's ΔT over an engine instance's own `DeltaT_EspenakMeeus` (the same code in every build,
 * so every instance gets the same values): ΔT in seconds at `ut` (days since J2000, UT). Source:
 * Espenak & Meeus 2006, the 2005–2050 polynomial ΔT = 62.92 + 0.32217 t + 0.005589 t² (t = y − 2000),
 * also after 2050.
 */
export function deltaTOver(espenakMeeus: (ut: number) => number): (ut: number) => number {
  return (ut) => {
    if (ut < FROM_2050) return espenakMeeus(ut);
    const t = (ut - 14) / DAYS_PER_TROPICAL_YEAR;
    return 62.92 + 0.32217 * t + 0.005589 * t * t;
  };
}
