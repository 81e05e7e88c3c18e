/**
 * What a birth's clock time means (docs/calendar.md §17): Japan's summer time of 1948–1951 on top of the civil clock
 * (calendar/time/civil-day.ts; read back by calendar/time/clock-reading.ts), the reading a date alone is cast for, and the
 * local mean or true solar time of a longitude.
 * Instants are ms since the epoch (UTC).
 */
import { CIVIL_CLOCK } from "../time/civil-day.ts";
import type { Clock, ClockChange } from "../time/clock-reading.ts";
import { JST_OFFSET_MS, MS_PER_DAY } from "../time/day-number.ts";

/** One summer-time period: from `start` (inclusive) to `end` (exclusive), UTC ms; clocks were UTC+10 meanwhile. */
export interface SummerTime {
  readonly start: number;
  readonly end: number;
}

const utc = (iso: string): number => Date.parse(iso);

/**
 * Japan's summer time (サマータイム, 夏時刻法 昭和23年法律第29号, amended 昭和25年法律第39号, abolished by 昭和27年法律第84号): clocks one hour ahead (UTC+10)
 * from Sunday 00:00 JST (the first Saturday of May at 24:00; 1949: of April) to Sunday 01:00 summer time (the
 * second Saturday of September at 25:00, i.e. 00:00 JST). Source: IANA tz database, `asia`, `Rule Japan` 1948–1951.
 */
export const JAPAN_SUMMER_TIME: readonly SummerTime[] = [
  { start: utc("1948-05-01T15:00Z"), end: utc("1948-09-11T15:00Z") },
  { start: utc("1949-04-02T15:00Z"), end: utc("1949-09-10T15:00Z") },
  { start: utc("1950-05-06T15:00Z"), end: utc("1950-09-09T15:00Z") },
  { start: utc("1951-05-05T15:00Z"), end: utc("1951-09-08T15:00Z") },
];

/** One hour, ms. */
const HOUR = 3_600_000;

/** Summer time's lead on UTC, ms: UTC+10, JST an hour ahead. Source: IANA tz `Rule Japan` 1948–1951 (SAVE 1:00). */
export const JAPAN_SUMMER_TIME_OFFSET_MS = JST_OFFSET_MS + HOUR;

/**
 * The summer-time period a clock time falls in, or null: `wallAsJst` is the time the clock showed, read as JST; the
 * clock showed summer time when that reading less one hour lies inside a period (the clock was UTC+10).
 * Source: IANA tz `Rule Japan` (the periods above).
 */
export function summerTimeOf(wallAsJst: number): SummerTime | null {
  const instant = wallAsJst - HOUR;
  return JAPAN_SUMMER_TIME.find((p) => instant >= p.start && instant < p.end) ?? null;
}

/** Summer time's changes: an hour ahead at each period's start, back at its end. Source: IANA tz `Rule Japan`. */
const SUMMER_CHANGES: readonly ClockChange[] = JAPAN_SUMMER_TIME.flatMap((p) => [
  { at: p.start, before: JST_OFFSET_MS, after: JAPAN_SUMMER_TIME_OFFSET_MS },
  { at: p.end, before: JAPAN_SUMMER_TIME_OFFSET_MS, after: JST_OFFSET_MS },
]);

/**
 * The clocks a birth's time can be read on (docs/calendar.md §17): Japan's civil clock without an offset (Tokyo mean
 * time until 1888, then JST; with summer time under `dst=auto`), JST for `+09:00` (with summer time under `dst=auto`).
 * Source: docs/calendar.md §0 (the civil day: 明治19年勅令第51号); IANA tz `Rule Japan` (summer time).
 */
export function birthClock(written: "civil" | "jst", summerTime: boolean): Clock {
  const summer = summerTime ? SUMMER_CHANGES : [];
  if (written === "jst") return { base: JST_OFFSET_MS, changes: summer };
  return { base: CIVIL_CLOCK.base, changes: [...CIVIL_CLOCK.changes, ...summer] };
}

/**
 * The clock reading a birth date without a time of day is cast for: 12:00 of day `day` (a day number), as ms since the
 * epoch read as UTC (Date.UTC of its fields), to be read on the civil clock (no summer time: the civil day is JST's).
 * Source: docs/calendar.md §17 (a date alone: the chart at 12:00 of the civil clock).
 */
export function dateAloneReading(day: number): number {
  return day * MS_PER_DAY + 12 * HOUR;
}

/** Japan's standard meridian, 135°E (JST = UTC+9). */
export const JST_MERIDIAN = 135;

/**
 * Local mean time less JST at a longitude (east, degrees): 4 minutes a degree east of 135°E (Sapporo 141.35°E ≈ +25 min).
 * Source: the Earth turns 360° in 24 hours (1° = 4 minutes); JST is the mean time of 135°E (明治19年勅令第51号).
 */
export function meanSolarOffsetMs(longitude: number): number {
  return (longitude - JST_MERIDIAN) * 4 * 60_000;
}

/** Julian date of the Unix epoch. */
const JD_UNIX_EPOCH = 2_440_587.5;

/**
 * The equation of time (apparent less mean solar time) at an instant, ms: the Sun's mean longitude q over 15 less its apparent
 * right ascension, from D = JD − 2451545.0: g = 357.529 + 0.98560028 D, q = 280.459 + 0.98564736 D, L = q + 1.915 sin g + 0.020 sin 2g,
 * ε = 23.439 − 0.00000036 D, RA = atan2(cos ε sin L, cos L); within 10 s of astronomy-engine over 1873–2100 (test/calendar/birth/rules.test.ts).
 * Source: U.S. Naval Observatory, "Approximate Solar Coordinates" (aa.usno.navy.mil/faq/sun_approx).
 */
export function equationOfTimeMs(instant: number): number {
  const rad = Math.PI / 180;
  const d = instant / MS_PER_DAY + JD_UNIX_EPOCH - 2_451_545.0;
  const g = (357.529 + 0.98560028 * d) * rad;
  const q = 280.459 + 0.98564736 * d;
  const l = (q + 1.915 * Math.sin(g) + 0.02 * Math.sin(2 * g)) * rad;
  const e = (23.439 - 0.00000036 * d) * rad;
  const ra = Math.atan2(Math.cos(e) * Math.sin(l), Math.cos(l)) / rad;
  // Degrees of hour angle, wrapped to ±180°, then 4 minutes a degree.
  const degrees = ((((q - ra) % 360) + 540) % 360) - 180;
  return degrees * 4 * 60_000;
}

/** The local solar time of a longitude at an instant: its lead on UTC, and its parts (ms). */
export interface SolarClock {
  /** Local mean time less JST ({@link meanSolarOffsetMs}). */
  readonly mean: number;
  /** Under true solar time, the equation of time at the instant ({@link equationOfTimeMs}); null under mean solar time. */
  readonly eot: number | null;
  /** The solar time's lead on UTC: JST's, plus `mean`, plus `eot` under true solar time. */
  readonly offset: number;
}

/**
 * The clock of local mean (`mean`) or true (`true`) solar time at a longitude (east, degrees) at an instant (ms since
 * the epoch, UTC): JST plus 4 minutes a degree east of 135°E, plus the equation of time for true solar time.
 * Source: docs/calendar.md §17 (local solar time: `solar=mean` 4 minutes a degree from 135°E; `solar=true` plus the equation of time).
 */
export function solarClock(longitude: number, instant: number, solar: "mean" | "true"): SolarClock {
  const mean = meanSolarOffsetMs(longitude);
  const eot = solar === "true" ? equationOfTimeMs(instant) : null;
  return { mean, eot, offset: JST_OFFSET_MS + mean + (eot ?? 0) };
}
