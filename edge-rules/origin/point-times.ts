/**
 * `place=lat,lon` (docs/interface.md#places): a Pro body's `sun` and `moon` for any point, computed per request by
 * calendar/astronomy/point-sky.ts over engine-web.ts's astronomy-engine (the ES module build: Workers cannot load
 * engine.ts's CommonJS one), plus `sky` beside them. Every ProDay ends with the default place's
 * `"sun":{…},"moon":{…}`; this swaps each record's tail (sky-spans.ts), as place-times.ts does.
 *
 * With a zone (`tz=`), each record's date is that zone's civil day, and every time is printed on its clock: the days
 * are computed a run of one offset at a time, a day on which the clocks change with its two offsets (a window of 23
 * or 25 hours), and `sky.clock` names the zone and the day's offset at its noon (and, for `tz=auto` of a bare point,
 * the place the zone is from). A catalogue place's point (`place=kushiro-shi`) is named in `sky.point`. A time that is
 * null (no such event that day) is named in `sky.none` with its reason, the id of a glossary `sky_none` entry.
 */
import { webEngine } from "../../calendar/astronomy/engine-web.ts";
import {
  JST_OFFSET_MINUTES,
  type NoEventReason,
  type PointSkyDay,
  pointSky,
  type SkyInstant,
  type SkyPoint,
  zoneMinuteOfDay,
} from "../../calendar/astronomy/point-sky.ts";
import { offsetText } from "../../calendar/time/civil-day.ts";
import { minuteOfDayText, MS_PER_DAY } from "../../calendar/time/day-number.ts";
import { type Zone, zoneDayStartOffsets, zoneOffsetAt } from "../../calendar/time/zone-clock.ts";
import { SKY_NONE_PATHS, type SkyNonePath } from "../../schemas/day.ts";
import { SKY_NONE_IDS } from "../../schemas/glossary/sky-none.ts";
import { type SkySpan, skySpans, withSkies } from "./sky-spans.ts";

const { pointSkyDays } = pointSky(webEngine);

/** What an answer names besides a point's coordinates: the catalogue place it is (`sky.point`), the place its `tz=auto` zone is from (`sky.clock`). */
export interface PointNames {
  readonly name?: { readonly id: string; readonly label: string };
  readonly from?: string;
}

/** The clock one day's times are printed on. */
interface DayClock {
  /** The offset from UTC at the day's start (its 00:00), whole minutes. */
  readonly start: number;
  /** At its end (the next day's 00:00): another than `start` on a day the clocks change. */
  readonly end: number;
  /** The offset of an instant of the day, whole minutes. */
  readonly at: (ms: number) => number;
  /** `"clock":{…},` of its `sky`, "" on Japan's clock (the answers without `tz`). */
  readonly text: string;
}

/** Japan's clock, JST (the prerendered times' clock): no `clock` in `sky`. */
const JST_DAY: DayClock = { start: JST_OFFSET_MINUTES, end: JST_OFFSET_MINUTES, at: () => JST_OFFSET_MINUTES, text: "" };

/**
 * A lead on UTC (ms) in whole minutes. A local mean time's seconds (New York's −04:56:02 before 1883-11-18) are
 * rounded away: the point's computation, and the minutes it prints, take the zone's offsets in whole minutes.
 */
const minutesOf = (leadMs: number): number => Math.round(leadMs / 60_000) || 0;

/** The clocks of the civil days `first` … `last` in `zone` (a day's start offset is its 00:00's, zone-clock.ts). */
function zoneClocks(zone: Zone, first: number, last: number, from: string | undefined): DayClock[] {
  const source = from === undefined ? "" : `,"from":${JSON.stringify(from)}`;
  const starts = zoneDayStartOffsets(zone, first, last + 1).map(minutesOf);
  return starts.slice(0, -1).map((start, i) => {
    const end = starts[i + 1]!;
    // The instant of an event's minute (the minute it prints), on the lead the zone had then.
    const at = start === end ? () => start : (ms: number) => minutesOf(zoneOffsetAt(zone, Math.round(ms / 60_000) * 60_000));
    const noon = at((first + i) * MS_PER_DAY + MS_PER_DAY / 2 - start * 60_000);
    return { start, end, at, text: `"clock":{"tz":${JSON.stringify(zone.name)},"offset":"${offsetText(noon * 60_000)}"${source}},` };
  });
}

/** An instant as the records print it: `HH:MM` on the day's clock (the minute it rounds to), or `null`. */
function printed(instant: SkyInstant, clock: DayClock): string | null {
  if (instant.ms === null) return null;
  return minuteOfDayText(zoneMinuteOfDay(instant.ms, clock.at(instant.ms)));
}

/** An instant as the records' JSON has it: `"HH:MM"` ({@link printed}), or null. */
function hhmm(instant: SkyInstant, clock: DayClock): string {
  const time = printed(instant, clock);
  return time === null ? "null" : `"${time}"`;
}

/**
 * Each time of a day at a point that may be null, by its path in the record: the paths are the schema's
 * (schemas/day.ts `SKY_NONE_PATHS`, whose order the record prints), so this table must name each once. The Sun's
 * transit altitude is no time: it is null exactly when `sky.sun.transit` is.
 */
const INSTANT_AT: { readonly [P in SkyNonePath]: (d: PointSkyDay) => SkyInstant } = {
  "sun.rise": (d) => d.sun.rise,
  "sun.set": (d) => d.sun.set,
  "moon.rise": (d) => d.moon.rise,
  "moon.set": (d) => d.moon.set,
  "sky.sun.transit": (d) => d.sun.transit,
  "sky.twilight.civil.dawn": (d) => d.twilight.civil.dawn,
  "sky.twilight.civil.dusk": (d) => d.twilight.civil.dusk,
  "sky.twilight.nautical.dawn": (d) => d.twilight.nautical.dawn,
  "sky.twilight.nautical.dusk": (d) => d.twilight.nautical.dusk,
  "sky.twilight.astronomical.dawn": (d) => d.twilight.astronomical.dawn,
  "sky.twilight.astronomical.dusk": (d) => d.twilight.astronomical.dusk,
  "sky.mutsu.ake": (d) => d.mutsu.ake,
  "sky.mutsu.kure": (d) => d.mutsu.kure,
  "sky.moon.transit": (d) => d.moon.transit,
};

/**
 * `,"none":{…}` of a day's `sky`: each time printed null, by its path, with the id of its reason (the glossary's
 * `sky_none`, schemas/glossary/sky-none.ts); "" on a day without one.
 */
function noneText(d: PointSkyDay): string {
  let text = "";
  for (const path of SKY_NONE_PATHS) {
    const instant = INSTANT_AT[path](d);
    if (instant.ms !== null) continue;
    text += `${text === "" ? "" : ","}"${path}":"${SKY_NONE_IDS[instant.reason]}"`;
  }
  return text === "" ? "" : `,"none":{${text}}`;
}

/** `"sun":{…},"moon":{…},"sky":{…}` of one day at a point (keys and formats: schemas/day.ts). */
function pointFragment(d: PointSkyDay, point: SkyPoint & PointNames, clock: DayClock): string {
  const altitude = d.sun.transitAltitudeDeg === null ? "null" : String(Math.round(d.sun.transitAltitudeDeg * 10) / 10);
  const t = d.twilight;
  const at = (instant: SkyInstant): string => hhmm(instant, clock);
  return (
    `"sun":{"rise":${at(d.sun.rise)},"set":${at(d.sun.set)}},"moon":{"rise":${at(d.moon.rise)},"set":${at(d.moon.set)}},` +
    `"sky":{"point":{"lat":${point.latitude},"lon":${point.longitude},"elev":${point.elevation}${nameText(point)}},${clock.text}` +
    `"sun":{"transit":${at(d.sun.transit)},"altitude":${altitude}},` +
    `"twilight":{"civil":{"dawn":${at(t.civil.dawn)},"dusk":${at(t.civil.dusk)}},` +
    `"nautical":{"dawn":${at(t.nautical.dawn)},"dusk":${at(t.nautical.dusk)}},` +
    `"astronomical":{"dawn":${at(t.astronomical.dawn)},"dusk":${at(t.astronomical.dusk)}}},` +
    `"mutsu":{"ake":${at(d.mutsu.ake)},"kure":${at(d.mutsu.kure)}},"moon":{"transit":${at(d.moon.transit)}}${noneText(d)}}`
  );
}

/** `,"id":…,"label":…` of a catalogue place's point, "" for a bare point. */
function nameText(point: PointNames): string {
  const name = point.name;
  return name === undefined ? "" : `,"id":${JSON.stringify(name.id)},"label":${JSON.stringify(name.label)}`;
}

/**
 * A Pro JSON body (day, range or bulk) with every record's `sun` and `moon` those of `point`, and its `sky`.
 * The records are consecutive days (a day, a range, a bulk's years), so one computation covers them all.
 * @param zone the zone whose civil days and clock the times are on; `null`: Japan's, JST (then `sky` has no `clock`).
 * @throws MissingData when a record lacks its tail (a malformed tree).
 */
export function applyPoint(body: Uint8Array, point: SkyPoint & PointNames, zone: Zone | null = null): Uint8Array {
  const spans = skySpans(body);
  return spans.length === 0 ? body : withSkies(body, spans, fragmentsOf(spans, point, zone));
}

/** The civil days `first` … `last` at `point` in `zone` (Japan's, JST, when `null`), each with the clock its times are printed on. */
function pointDays(
  point: SkyPoint & PointNames,
  zone: Zone | null,
  first: number,
  last: number,
): { days: PointSkyDay[]; clocks: DayClock[] } {
  if (zone === null) {
    const days = pointSkyDays(point, first, last);
    return { days, clocks: days.map(() => JST_DAY) };
  }
  const clocks = zoneClocks(zone, first, last, point.from);
  const days: PointSkyDay[] = [];
  // A run of days on one offset, the last of which may end on another (the day the clocks change).
  for (let from = first; from <= last;) {
    const start = clocks[from - first]!.start;
    let to = from;
    while (to < last && clocks[to - first]!.end === start) to++;
    days.push(...pointSkyDays(point, from, to, start, clocks[to - first]!.end));
    from = to + 1;
  }
  return { days, clocks };
}

/** The tails of `spans` (consecutive days: a day, a range, a bulk's years) at `point`, one computation for them all. */
function fragmentsOf(spans: readonly SkySpan[], point: SkyPoint & PointNames, zone: Zone | null): string[] {
  const first = spans[0]!.day;
  const { days, clocks } = pointDays(point, zone, first, spans.at(-1)!.day);
  return spans.map((s) => pointFragment(days[s.day - first]!, point, clocks[s.day - first]!));
}

/** A sunrise or a sunset as a record of the point prints it (`HH:MM` on the day's clock), or none, with the reason. */
export type SunTime = { readonly time: string; readonly reason: null } | { readonly time: null; readonly reason: NoEventReason };

/** The `sun` of one civil day at a point, each event with the reason it has none. */
export interface PointSunDay {
  readonly rise: SunTime;
  readonly set: SunTime;
}

/**
 * The sunrise and sunset of each civil day `first` … `last` at `point` in `zone` (JST when `null`): the minutes a record's
 * `sun` gets from {@link applyPoint} (the same computation and clocks), and for a day without one the reason
 * (calendar/astronomy/point-sky.ts `NoEventReason`), which the record's `null` does not say. The calendar feed's `sun`.
 */
export function pointSunDays(point: SkyPoint, zone: Zone | null, first: number, last: number): PointSunDay[] {
  const { days, clocks } = pointDays(point, zone, first, last);
  const time = (instant: SkyInstant, clock: DayClock): SunTime => {
    const text = printed(instant, clock);
    return text === null ? { time: null, reason: instant.reason ?? "no_event" } : { time: text, reason: null };
  };
  return days.map((d, i) => ({ rise: time(d.sun.rise, clocks[i]!), set: time(d.sun.set, clocks[i]!) }));
}

/**
 * {@link applyPoint} computed `stepDays` records at a time with `turn()` between (a year is ~70 ms of CPU: other
 * requests are answered in between). The same bytes: each day's events do not depend on the span computed with it.
 */
export async function applyPointInSteps(
  body: Uint8Array,
  point: SkyPoint & PointNames,
  zone: Zone | null,
  stepDays: number,
  turn: () => Promise<void>,
): Promise<Uint8Array> {
  const spans = skySpans(body);
  if (spans.length === 0) return body;
  const fragments: string[] = [];
  for (let i = 0; i < spans.length; i += stepDays) {
    if (i > 0) await turn();
    fragments.push(...fragmentsOf(spans.slice(i, i + stepDays), point, zone));
  }
  return withSkies(body, spans, fragments);
}
