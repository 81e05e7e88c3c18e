/**
 * The birth answer (docs/interface.md#birth-charts): the clock time read back to an instant (summer
 * time, `dst=`), the local solar time of `longitude=` (`solar=`), a date alone, then the chart
 * (chart.ts) with the moment's 節 instants and boundary. Pure: the moment of an instant is a
 * function the endpoint passes (the instants data; the moment endpoint's computation).
 */
import { JST_OFFSET_MS, MS_PER_DAY } from "../../schemas/day-number.ts";
import type { DstMode, SolarMode } from "../../schemas/endpoints/birth.ts";
import type { Sex } from "../../schemas/vocabulary.ts";
import { chartCore, type ChartCore, type MomentFacts, type SetsuInstant } from "./chart.ts";
import { equationOfTimeMs, meanSolarOffsetMs, summerTimeOf, SUMMER_TIME_MS } from "./clock.ts";

/** A parsed birth request. */
export interface BirthInput {
  /** The input as sent. */
  readonly text: string;
  /** The instant the text names (a date alone: its 12:00 JST), UTC ms, before any correction. */
  readonly instant: number;
  /** Whether the text gave a time (else a date alone). */
  readonly hasTime: boolean;
  /** Whether the time was JST (+09:00, or no offset): only a JST clock reading can be summer time. */
  readonly jstClock: boolean;
  readonly sex: Sex | null;
  readonly dst: DstMode;
  readonly solar: SolarMode;
  /** East longitude, degrees; null without `longitude=`. */
  readonly longitude: number | null;
}

/** The moment facts a birth needs, plus the boundary the moment answer gives. */
export interface BirthMoment extends MomentFacts {
  readonly boundary: unknown;
}

/** The whole answer, §4's keys in order. */
export interface BirthAnswer extends ChartCore {
  readonly ok: true;
  readonly input: string;
  readonly at: string;
  readonly corrections: string[];
  readonly setsu: { readonly previous: SetsuInstant; readonly next: SetsuInstant };
  readonly boundary: unknown;
}

/** An instant as `YYYY-MM-DDTHH:MM+09:00` (JST, to the minute, truncated). */
export function jstMinute(instant: number): string {
  return `${new Date(Math.floor(instant / 60_000) * 60_000 + JST_OFFSET_MS).toISOString().slice(0, 16)}+09:00`;
}

/** Signed minutes as text (+25.4 min). */
const minutes = (ms: number): string => `${ms >= 0 ? "+" : "−"}${Math.abs(ms / 60_000).toFixed(1)} min`;

/**
 * The birth chart of a parsed input. Year and month (pillars, 本命星, 月命星, 蔵干's days, 大運) are decided by the
 * instant against the 節 instants; day and hour by the local solar time when `solar` is mean or true.
 * Source: docs/calendar.md §17 (each rule's source there).
 */
export function birthAnswer(input: BirthInput, momentAt: (instant: number) => BirthMoment): BirthAnswer {
  const corrections: string[] = [];
  let instant = input.instant;
  if (input.hasTime && input.jstClock && input.dst === "auto" && summerTimeOf(instant) !== null) {
    instant -= SUMMER_TIME_MS;
    corrections.push(
      `summer time: ${jstMinute(input.instant).slice(0, 16)} was read from a clock on Japanese summer time (夏時刻法, UTC+10), taken back one hour to ${jstMinute(instant)} JST (dst=off keeps it)`,
    );
  }
  let clockInstant = instant;
  if (input.hasTime && input.solar !== "none" && input.longitude !== null) {
    const mean = meanSolarOffsetMs(input.longitude);
    const eot = input.solar === "true" ? equationOfTimeMs(instant) : 0;
    clockInstant = instant + mean + eot;
    corrections.push(
      input.solar === "true"
        ? `true solar time at ${input.longitude}°E: ${minutes(mean)} (longitude) ${minutes(eot)} (equation of time) = ${jstMinute(clockInstant).slice(11, 16)} decides the day and hour pillars; year and month by the instant`
        : `local mean time at ${input.longitude}°E: ${minutes(mean)} = ${jstMinute(clockInstant).slice(11, 16)} decides the day and hour pillars; year and month by the instant`,
    );
  }
  const calendar = momentAt(instant);
  const clock = clockInstant === instant ? calendar : momentAt(clockInstant);
  if (!input.hasTime) {
    const dayStart = Math.floor((input.instant + JST_OFFSET_MS) / MS_PER_DAY) * MS_PER_DAY - JST_OFFSET_MS;
    const first = momentAt(dayStart);
    const last = momentAt(dayStart + MS_PER_DAY - 60_000);
    corrections.push("no time given: no hour pillar; the chart is taken at 12:00 JST");
    if (first.pillars.month !== last.pillars.month) {
      const setsu = first.setsu.next;
      corrections.push(
        `open: the ${setsu.name} instant ${setsu.jst} falls on this day; born before it the month pillar is ${first.pillars.month}${first.pillars.year !== last.pillars.year ? `, the year pillar ${first.pillars.year}` : ""} and the 月命星 ${first.kyusei.month}${first.kyusei.year !== last.kyusei.year ? `, the 本命星 ${first.kyusei.year}` : ""}; after it ${last.pillars.month}`,
      );
    }
  }
  const core = chartCore(instant, calendar, clock, input.hasTime, input.sex);
  return {
    ok: true,
    input: input.text,
    at: jstMinute(instant),
    corrections,
    ...core,
    setsu: calendar.setsu,
    boundary: calendar.boundary,
  };
}
