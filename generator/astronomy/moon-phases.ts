/**
 * Instants of new moon (朔) and full moon (望): when the Moon's geocentric ecliptic longitude
 * minus the Sun's is 0° or 180° (the definition NAOJ's 暦要項 uses). Computed with
 * astronomy-engine; see test/generator/astronomy for the worst difference from NAOJ.
 */
import { MakeTime, SearchMoonPhase } from "astronomy-engine";
import { jstDayOfInstant, MS_PER_DAY } from "../time/day-number.ts";

/** One new or full moon. */
export interface MoonPhaseEvent {
  /** 0 for new moon (朔), 180 for full moon (望): the Moon–Sun longitude difference, degrees. */
  readonly phase: 0 | 180;
  /** The instant, milliseconds since the Unix epoch (UTC). */
  readonly utcMs: number;
  /** The JST civil day (day number) that contains the instant. */
  readonly day: number;
}

/**
 * Every new moon (phase 0) or every full moon (phase 180) with an instant in [startMs, endMs).
 * @param phase 0 for 朔, 180 for 望.
 * @param startMs start of the window, ms since the Unix epoch (UTC).
 * @param endMs end of the window (exclusive), ms since the Unix epoch (UTC).
 * @returns the events in time order.
 */
export function moonPhases(phase: 0 | 180, startMs: number, endMs: number): MoonPhaseEvent[] {
  const out: MoonPhaseEvent[] = [];
  let fromMs = startMs;
  for (;;) {
    // A synodic month is 29.27–29.83 days: a 40-day window always holds the next event.
    const found = SearchMoonPhase(phase, MakeTime(new Date(fromMs)), 40);
    if (found === null) throw new Error(`moon phase ${phase}° not found within 40 days of ${new Date(fromMs).toISOString()}`);
    const utcMs = found.date.getTime();
    if (utcMs >= endMs) break;
    out.push({ phase, utcMs, day: jstDayOfInstant(utcMs) });
    fromMs = utcMs + 20 * MS_PER_DAY;
  }
  return out;
}
