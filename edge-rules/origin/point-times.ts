/**
 * `place=lat,lon` (docs/interface.md#places): a Pro body's `sun` and `moon` for any point, computed per request by
 * calendar/astronomy/point-sky.ts over engine-web.ts's astronomy-engine (the ES module build: Workers cannot load
 * engine.ts's CommonJS one), plus `sky` beside them. Every ProDay ends with the default place's
 * `"sun":{…},"moon":{…}`; this swaps each record's tail (sky-spans.ts), as place-times.ts does.
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
import { pad2 } from "../../calendar/time/day-number.ts";
import { type SkySpan, skySpans, withSkies } from "./sky-spans.ts";

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

/**
 * A Pro JSON body (day, range or bulk) with every record's `sun` and `moon` those of `point`, and its `sky`.
 * The records are consecutive days (a day, a range, a bulk's years), so one computation covers them all.
 * @throws MissingData when a record lacks its tail (a malformed tree).
 */
export function applyPoint(body: Uint8Array, point: SkyPoint): Uint8Array {
  const text = decoder.decode(body);
  const spans = skySpans(text);
  return spans.length === 0 ? body : encoder.encode(withSkies(text, spans, fragmentsOf(spans, point)));
}

/** The tails of `spans` (consecutive days: a day, a range, a bulk's years) at `point`, one computation for them all. */
function fragmentsOf(spans: readonly SkySpan[], point: SkyPoint): string[] {
  const first = spans[0]!.day;
  const days = pointSkyDays(point, first, spans.at(-1)!.day);
  return spans.map((s) => pointFragment(days[s.day - first]!, point));
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
  const spans = skySpans(text);
  if (spans.length === 0) return body;
  const fragments: string[] = [];
  for (let i = 0; i < spans.length; i += stepDays) {
    if (i > 0) await turn();
    fragments.push(...fragmentsOf(spans.slice(i, i + stepDays), point));
  }
  return encoder.encode(withSkies(text, spans, fragments));
}
