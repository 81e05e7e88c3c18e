/**
 * The civil days of the new moons (朔) over a span, all the 旧暦 months read of them (calendar/lunisolar/
 * lunar-months.ts): `moonPhases(0, …)`'s days, the same numbers, for a sixth of the work (0.07 s of CPU for
 * 1873–2100 against 0.42 s, warm).
 *
 * `moonPhases` searches every 朔 to 0.1 s (astronomy-engine's geometric phase, then the apparent one), but a day is
 * decided by the instant only when it falls near civil midnight. Here each 朔 is first placed by Meeus's series
 * (Astronomical Algorithms, 2nd ed., ch. 49, through astronomia: within 42 s of the apparent 朔 over 1700–2300,
 * measured), and that is checked with two evaluations of the apparent phase (moon-phases.ts `phaseOffsetDegrees`)
 * that bracket the 朔 within BRACKET_MS of the estimate. When the whole bracket, widened by the clocks' difference
 * (clock.ts), lies in one civil day, that is the day; otherwise the 朔 is searched in the bracket as `moonPhases` does
 * (to 0.1 s) and its day taken as `moonPhases` takes it. If that instant is within AMBIGUOUS_MS of a day boundary, a
 * window's end or the bracket's ends, where two searches of one event to 0.1 s could disagree, or a check fails,
 * the days are `moonPhases`'s own.
 */
import { newMoon } from "astronomia/moonphase";
import { civilInstant } from "./clock.ts";
import { type AstroTime, MakeTime, Search } from "./engine.ts";
import { moonPhases, phaseEventInstant, phaseOffsetDegrees } from "./moon-phases.ts";
import { MS_PER_DAY } from "../time/day-number.ts";
import { civilDayOfInstant } from "../time/civil-day.ts";

/** How far (ms) either side of Meeus's estimate the 朔 is bracketed: 14 times the worst difference of 1700–2300. */
const BRACKET_MS = 600_000;

/** How near (ms) a searched 朔 may be to a boundary it is counted by before the slow path decides: 10 × its tolerance. */
const AMBIGUOUS_MS = 1_000;

/** Lunations a year in Meeus's count k (49.2): k = (year − 2000) × 12.3685, k = 0 the 朔 of 2000-01-06. */
const LUNATIONS_PER_YEAR = 12.3685;

/** The Julian dates of the Unix epoch and of J2000.0 (2000-01-01 12:00 TT), from which years count for k. */
const JD_UNIX_EPOCH = 2_440_587.5;
const JD_J2000 = 2_451_545;

/** Meeus's instant of lunation k, ms since the Unix epoch on astronomy-engine's UTC (its ΔT, delta-t.ts). */
function estimatedNewMoon(k: number): number {
  // astronomia takes a decimal year and snaps it to the nearest lunation: k's own year.
  const ttMs = (newMoon(2000 + k / LUNATIONS_PER_YEAR) - JD_UNIX_EPOCH) * MS_PER_DAY;
  const time = MakeTime(new Date(ttMs));
  return ttMs - (time.tt - time.ut) * MS_PER_DAY;
}

/** Whether the apparent 朔 lies in [estimateMs − BRACKET_MS, estimateMs + BRACKET_MS]: the phase rises through 0 there. */
function bracketed(estimateMs: number): boolean {
  return phaseOffsetDegrees(0, estimateMs - BRACKET_MS) < 0 && phaseOffsetDegrees(0, estimateMs + BRACKET_MS) >= 0;
}

/** The apparent 朔 in the bracket of an estimate, ms since the Unix epoch (UTC on astronomy-engine's clock), to 0.1 s. */
function searchedNewMoon(estimateMs: number): number | null {
  const offset = (t: AstroTime): number => phaseOffsetDegrees(0, t.date.getTime());
  const from = MakeTime(new Date(estimateMs - BRACKET_MS));
  const to = MakeTime(new Date(estimateMs + BRACKET_MS));
  return Search(offset, from, to, { dt_tolerance_seconds: 0.1 })?.date.getTime() ?? null;
}

/** The day `moonPhases` gives a 朔 found at engineMs, or null when a search a little off could give another. */
function settledDay(engineMs: number): number | null {
  const day = civilDayOfInstant(phaseEventInstant(engineMs));
  const nearby = [engineMs - AMBIGUOUS_MS, engineMs + AMBIGUOUS_MS].map((ms) => civilDayOfInstant(phaseEventInstant(ms)));
  return nearby.every((d) => d === day) ? day : null;
}

/**
 * The days of the new moons (朔) in [startMs, endMs): the `day`s of `moonPhases(0, startMs, endMs)`.
 * @param startMs start of the window, ms since the Unix epoch (UTC).
 * @param endMs end of the window (exclusive), ms since the Unix epoch (UTC).
 * @returns civil day numbers (calendar/time/civil-day.ts: JST, Tokyo mean time before 1888), ascending.
 */
export function newMoonDays(startMs: number, endMs: number): number[] {
  const slow = (): number[] => moonPhases(0, startMs, endMs).map((event) => event.day);
  const days: number[] = [];
  // From two lunations before the start's: the first estimate must fall before the window, or one could be missed.
  let k = Math.floor(((startMs / MS_PER_DAY + JD_UNIX_EPOCH - JD_J2000) / 365.25) * LUNATIONS_PER_YEAR) - 2;
  for (let first = true; ; k++, first = false) {
    const estimateMs = estimatedNewMoon(k);
    // Where the 朔 can be, and the instant its day is read from (the published one near midnight: clock.ts).
    const reachMs = BRACKET_MS + Math.abs(civilInstant(estimateMs) - estimateMs) + AMBIGUOUS_MS;
    if (first && estimateMs + reachMs >= startMs) return slow();
    if (estimateMs - reachMs >= endMs) return days;
    if (estimateMs + reachMs < startMs) continue;
    if (!bracketed(estimateMs)) return slow();
    const day = civilDayOfInstant(estimateMs - reachMs);
    if (day === civilDayOfInstant(estimateMs + reachMs) && estimateMs - reachMs >= startMs && estimateMs + reachMs < endMs) {
      days.push(day);
      continue;
    }
    const engineMs = searchedNewMoon(estimateMs);
    if (engineMs === null) return slow();
    const edges = [startMs, endMs, estimateMs - BRACKET_MS, estimateMs + BRACKET_MS];
    if (edges.some((edge) => Math.abs(engineMs - edge) < AMBIGUOUS_MS)) return slow();
    if (engineMs < startMs || engineMs >= endMs) continue;
    const searchedDay = settledDay(engineMs);
    if (searchedDay === null) return slow();
    days.push(searchedDay);
  }
}
