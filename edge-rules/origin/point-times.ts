/**
 * `place=lat,lon` (docs/interface.md#places): a Pro body's `sun` and `moon` for any point, computed per request by
 * calendar/astronomy/point-sky.ts over engine-web.ts's astronomy-engine (the ES module build: Workers cannot load
 * engine.ts's CommonJS one), plus `sky` beside them. Every ProDay ends with the default place's
 * `"sun":{…},"moon":{…}`; this swaps each record's tail, string work only, as place-times.ts does.
 */
import { webEngine } from "../../calendar/astronomy/engine-web.ts";
import {
  JST_OFFSET_MINUTES,
  type PointSkyDay,
  pointSky,
  type SkyInstant,
  type SkyPoint,
  zoneMinuteOfDay,
} from "../../calendar/astronomy/point-sky.ts";
import { pad2, parseIsoDate } from "../../calendar/time/day-number.ts";
import { MissingData } from "./assemble.ts";

const RECORD_START = '{"iso":"';
const SUN_KEY = ',"sun":{';
const MOON_KEY = ',"moon":{';
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const { pointSkyDays } = pointSky(webEngine);

/** An instant as the records print it: "HH:MM" JST (the minute it rounds to), or null. */
function hhmm(instant: SkyInstant): string {
  if (instant.ms === null) return "null";
  const minute = zoneMinuteOfDay(instant.ms, JST_OFFSET_MINUTES);
  return `"${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}"`;
}

/** `"sun":{…},"moon":{…},"sky":{…}` of one day at a point (keys and formats: schemas/day.ts). */
function pointFragment(d: PointSkyDay, point: SkyPoint): string {
  const altitude = d.sun.transitAltitudeDeg === null ? "null" : String(Math.round(d.sun.transitAltitudeDeg * 10) / 10);
  const t = d.twilight;
  return (
    `"sun":{"rise":${hhmm(d.sun.rise)},"set":${hhmm(d.sun.set)}},"moon":{"rise":${hhmm(d.moon.rise)},"set":${hhmm(d.moon.set)}},` +
    `"sky":{"point":{"lat":${point.latitude},"lon":${point.longitude},"elev":${point.elevation}},` +
    `"sun":{"transit":${hhmm(d.sun.transit)},"altitude":${altitude}},` +
    `"twilight":{"civil":{"dawn":${hhmm(t.civil.dawn)},"dusk":${hhmm(t.civil.dusk)}},` +
    `"nautical":{"dawn":${hhmm(t.nautical.dawn)},"dusk":${hhmm(t.nautical.dusk)}},` +
    `"astronomical":{"dawn":${hhmm(t.astronomical.dawn)},"dusk":${hhmm(t.astronomical.dusk)}}},` +
    `"mutsu":{"ake":${hhmm(d.mutsu.ake)},"kure":${hhmm(d.mutsu.kure)}},"moon":{"transit":${hhmm(d.moon.transit)}}}`
  );
}

/** Where each record's `sun`…`moon` tail is, with its day. @throws MissingData when a record lacks its tail. */
function recordSpans(text: string): { iso: string; day: number; sun: number; end: number }[] {
  const spans: { iso: string; day: number; sun: number; end: number }[] = [];
  for (let start = text.indexOf(RECORD_START); start >= 0; start = text.indexOf(RECORD_START, spans.at(-1)!.end)) {
    const iso = text.slice(start + RECORD_START.length, start + RECORD_START.length + 10);
    const day = parseIsoDate(iso);
    const sun = text.indexOf(SUN_KEY, start);
    const moon = sun < 0 ? -1 : text.indexOf(MOON_KEY, sun);
    const end = moon < 0 ? -1 : text.indexOf("}", moon + MOON_KEY.length);
    if (day === null || end < 0) throw new MissingData(`record ${iso}`);
    spans.push({ iso, day, sun, end: end + 1 });
  }
  return spans;
}

/**
 * A Pro JSON body (day, range or bulk) with every record's `sun` and `moon` those of `point`, and its `sky`.
 * The records are consecutive days (a day, a range, a bulk's years), so one computation covers them all.
 * @throws MissingData when a record lacks its tail (a malformed tree).
 */
export function applyPoint(body: Uint8Array, point: SkyPoint): Uint8Array {
  const text = decoder.decode(body);
  const spans = recordSpans(text);
  if (spans.length === 0) return body;
  const first = spans[0]!.day;
  const days = pointSkyDays(point, first, spans.at(-1)!.day);
  let out = "";
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.sun + 1) + pointFragment(days[s.day - first]!, point);
    at = s.end;
  }
  return encoder.encode(out + text.slice(at));
}

/**
 * {@link applyPoint} computed `stepDays` records at a time with `turn()` between (a year is ~70 ms of CPU: other
 * requests are answered in between). The same bytes: each day's events do not depend on the span computed with it.
 */
export async function applyPointInSteps(
  body: Uint8Array,
  point: SkyPoint,
  stepDays: number,
  turn: () => Promise<void>,
): Promise<Uint8Array> {
  const text = decoder.decode(body);
  const spans = recordSpans(text);
  if (spans.length === 0) return body;
  let out = "";
  let at = 0;
  for (let i = 0; i < spans.length; i += stepDays) {
    if (i > 0) await turn();
    const step = spans.slice(i, i + stepDays);
    const first = step[0]!.day;
    // A range's or a bulk year's records: consecutive days.
    const days = pointSkyDays(point, first, step.at(-1)!.day);
    for (const s of step) {
      out += text.slice(at, s.sun + 1) + pointFragment(days[s.day - first]!, point);
      at = s.end;
    }
  }
  return encoder.encode(out + text.slice(at));
}
