/**
 * The clock of the published instants (時刻系): converts astronomy-engine's UTC (its TT minus the
 * ΔT of delta-t.ts, Espenak & Meeus's polynomials) to the civil clock NAOJ prints, JST = UTC + 9 h.
 *
 * - Before 1972 the civil clock is mean solar time (UT1): ΔT as observed (astronomia's table of
 *   IERS and historical values).
 * - From 1972 the civil clock is UTC: TT − UTC = 32.184 s + TAI − UTC (the leap seconds of IERS
 *   Bulletin C), 69.184 s since 2017-01-01 and held there for good: no leap second has been
 *   announced since, and CGPM 2022 Resolution 4 lets UT1 − UTC grow from 2035 on. The Earth's
 *   clock (UT1, the engine's ΔT of delta-t.ts) drifts away from it (82 s by 2100); rise and set
 *   times are the Earth's, not this clock's (rise-set.ts).
 * - `MODEL_OFFSET_S`: NAOJ's minutes fall 1.3 s later than ours on this clock, for the Sun and the Moon alike
 *   (its ephemerides and integer-second ΔT predictions against ours): fitted on NAOJ's 297 朔 of 2004–2027,
 *   all but one of which round right for 0.8–1.3 s (precession cancels out of a phase), and on its 96 節気 of
 *   2024–2027. The Sun's own difference, IAU 1976 against IAU 2006 precession, grows with time and is a
 *   longitude: close-calls.ts `naojLongitudeExcess` (test/calendar/astronomy/instants-naoj.test.ts).
 */
import { MakeTime } from "./engine.ts";
import { deltaT } from "astronomia/deltat";

/** TAI − UTC from each date (UTC ms) on: IERS Bulletin C (leap seconds), 1972–2017. */
const TAI_MINUS_UTC: readonly (readonly [number, number])[] = [
  [Date.UTC(1972, 0, 1), 10],
  [Date.UTC(1972, 6, 1), 11],
  [Date.UTC(1973, 0, 1), 12],
  [Date.UTC(1974, 0, 1), 13],
  [Date.UTC(1975, 0, 1), 14],
  [Date.UTC(1976, 0, 1), 15],
  [Date.UTC(1977, 0, 1), 16],
  [Date.UTC(1978, 0, 1), 17],
  [Date.UTC(1979, 0, 1), 18],
  [Date.UTC(1980, 0, 1), 19],
  [Date.UTC(1981, 6, 1), 20],
  [Date.UTC(1982, 6, 1), 21],
  [Date.UTC(1983, 6, 1), 22],
  [Date.UTC(1985, 6, 1), 23],
  [Date.UTC(1988, 0, 1), 24],
  [Date.UTC(1990, 0, 1), 25],
  [Date.UTC(1991, 0, 1), 26],
  [Date.UTC(1992, 6, 1), 27],
  [Date.UTC(1993, 6, 1), 28],
  [Date.UTC(1994, 6, 1), 29],
  [Date.UTC(1996, 0, 1), 30],
  [Date.UTC(1997, 6, 1), 31],
  [Date.UTC(1999, 0, 1), 32],
  [Date.UTC(2006, 0, 1), 33],
  [Date.UTC(2009, 0, 1), 34],
  [Date.UTC(2012, 6, 1), 35],
  [Date.UTC(2015, 6, 1), 36],
  [Date.UTC(2017, 0, 1), 37],
];

const MS_PER_YEAR = 365.2425 * 86_400_000;

/** Seconds every computed instant runs early against NAOJ's, Sun and Moon (see the module comment). */
export const MODEL_OFFSET_S = 1.3;

/**
 * TT minus the civil clock JST − 9 h, seconds, at an instant (ms since the Unix epoch, UTC): ΔT = TT − UT1
 * before 1972, TT − UTC = 32.184 s + TAI − UTC from 1972, 69.184 s from 2017-01-01 on, with no end.
 * Source: IERS Bulletin C (TAI − UTC; no leap second announced after 2017-01-01) and CGPM 2022 Resolution 4; astronomia deltaT before 1972.
 */
export function ttMinusCivilSeconds(utcMs: number): number {
  if (utcMs < TAI_MINUS_UTC[0]![0]) return deltaT(1970 + utcMs / MS_PER_YEAR);
  let leap = 10;
  for (const [from, value] of TAI_MINUS_UTC) if (utcMs >= from) leap = value;
  return 32.184 + leap;
}

/** The engine's ΔT (delta-t.ts), seconds. */
function engineDeltaT(utcMs: number): number {
  const time = MakeTime(new Date(utcMs));
  return (time.tt - time.ut) * 86_400;
}

/**
 * An instant found by astronomy-engine (its UTC = TT − its own ΔT), on the civil clock NAOJ
 * prints, ms since the Unix epoch.
 */
export function civilInstant(engineUtcMs: number): number {
  return engineUtcMs + (engineDeltaT(engineUtcMs) - ttMinusCivilSeconds(engineUtcMs) + MODEL_OFFSET_S) * 1000;
}
