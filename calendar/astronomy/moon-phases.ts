/**
 * Instants of new moon (朔) and full moon (望), as NAOJ's 暦要項 defines them: when the Moon's
 * apparent geocentric ecliptic longitude minus the Sun's apparent longitude (true equinox of
 * date, the Sun's with aberration) is 0° or 180°.
 *
 * astronomy-engine's own `MoonPhase` compares geometric longitudes; the Sun's aberration
 * (≈ 20.5″) then puts every phase ≈ 40 s late against NAOJ. We search the apparent difference
 * instead (EclipticGeoMoon and SunPosition), which matches NAOJ's minute-rounded times within
 * rounding (see test/calendar/astronomy).
 */
import { type AstroTime, EclipticGeoMoon, MakeTime, Search, SearchMoonPhase, SunPosition } from "./engine.ts";
import { civilInstant } from "./clock.ts";
import { isCloseCall } from "./close-calls.ts";
import { MS_PER_DAY } from "../time/day-number.ts";
import { civilDayOfInstant } from "../time/civil-day.ts";

/** One new or full moon. */
export interface MoonPhaseEvent {
  /** 0 for new moon (朔), 180 for full moon (望): the Moon–Sun apparent longitude difference, degrees. */
  readonly phase: 0 | 180;
  /**
   * The instant, milliseconds since the Unix epoch (UTC): near a civil day boundary the published one (NAOJ's clock,
   * clock.ts), so the day is the printed instant's; elsewhere astronomy-engine's (its ΔT, delta-t.ts: up to 84 s earlier by 2100).
   */
  readonly utcMs: number;
  /** The civil day (day number) that contains the instant (calendar/time/civil-day.ts: JST, Tokyo mean time before 1888). */
  readonly day: number;
}

/**
 * Apparent Moon − Sun ecliptic longitude minus `phase`, normalized to [−180°, 180°): it rises
 * through 0 at the event (the Moon gains ~12.2°/day on the Sun).
 */
function apparentPhaseOffset(phase: number, time: AstroTime): number {
  const d = EclipticGeoMoon(time).lon - SunPosition(time).elon - phase;
  return ((((d + 180) % 360) + 360) % 360) - 180;
}

/**
 * Every new moon (phase 0) or every full moon (phase 180) with an instant in [startMs, endMs).
 * @param phase 0 for 朔, 180 for 望.
 * @param startMs start of the window, ms since the Unix epoch (UTC).
 * @param endMs end of the window (exclusive), ms since the Unix epoch (UTC).
 * @returns the events in time order, each to 0.1 s.
 */
export function moonPhases(phase: 0 | 180, startMs: number, endMs: number): MoonPhaseEvent[] {
  return moonPhaseInstants(phase, startMs, endMs).map((engineMs) => {
    const utcMs = phaseEventInstant(engineMs);
    return { phase, utcMs, day: civilDayOfInstant(utcMs) };
  });
}

/**
 * The instant of a phase found at `engineMs` (ms since the Unix epoch, UTC on astronomy-engine's clock), as
 * `moonPhases` reports it: near a civil day boundary the published one, which decides the day (as for the Sun:
 * solar-longitude.ts), elsewhere the engine's.
 */
export function phaseEventInstant(engineMs: number): number {
  const published = civilInstant(engineMs);
  return isCloseCall(published, false) ? published : engineMs;
}

/**
 * Every instant in [startMs, endMs) when the apparent Moon − Sun longitude is `phase` (0 朔,
 * 90 上弦, 180 望, 270 下弦), ms since the Unix epoch (UTC on astronomy-engine's clock), to 0.1 s.
 */
export function moonPhaseInstants(phase: 0 | 90 | 180 | 270, startMs: number, endMs: number): number[] {
  const out: number[] = [];
  const offset = (t: AstroTime): number => apparentPhaseOffset(phase, t);
  let fromMs = startMs;
  for (;;) {
    // The geometric phase is within a minute of the apparent one: find it first (a synodic
    // month is 29.27–29.83 days, so 40 days always hold the next one), then refine ±2 hours.
    const rough = SearchMoonPhase(phase, MakeTime(new Date(fromMs)), 40);
    if (rough === null) throw new Error(`moon phase ${phase}° not found within 40 days of ${new Date(fromMs).toISOString()}`);
    const roughMs = rough.date.getTime();
    const found = Search(offset, MakeTime(new Date(roughMs - 7_200_000)), MakeTime(new Date(roughMs + 7_200_000)), {
      dt_tolerance_seconds: 0.1,
    });
    if (found === null) throw new Error(`moon phase ${phase}° not refined near ${rough.date.toISOString()}`);
    const utcMs = found.date.getTime();
    if (utcMs >= endMs) break;
    if (utcMs >= startMs) out.push(utcMs);
    fromMs = roughMs + 20 * MS_PER_DAY;
  }
  return out;
}

/** The apparent Moon − Sun longitude minus `phase` at an instant (ms, UTC), degrees in [−180, 180). */
export function phaseOffsetDegrees(phase: number, utcMs: number): number {
  return apparentPhaseOffset(phase, MakeTime(new Date(utcMs)));
}
