/**
 * The instants files (schemas/instants.ts): one per year, the exact body of
 * `GET /gw/instants/{year}`. Computed once for the whole coverage, then cut by JST year.
 */
import { jstMinute } from "./solar-terms.ts";
import { eclipseInstants, longitudeInstants, moonInstants } from "../astronomy/instants.ts";
import { isSetsu } from "../calendar/setsu-month.ts";
import { JST_OFFSET_MS } from "../../schemas/day-number.ts";
import {
  DOYOU_LONGITUDES,
  DOYOU_NAME,
  INSTANT_KINDS,
  INSTANTS_TZ,
  InstantsResponse,
  MOON_PHASE_NAMES,
  type Instant,
} from "../../schemas/instants.ts";
import { instantsFilePath } from "../../schemas/layout.ts";
import { SEKKI_24 } from "../../schemas/vocabulary.ts";

/** The minute fields of an instant: JST as NAOJ prints it, and the same minute in UTC. */
export function minuteFields(ms: number): { jst: string; utc: string } {
  const local = jstMinute(ms);
  const utcMs = Date.parse(`${local}:00Z`) - JST_OFFSET_MS;
  return { jst: `${local}+09:00`, utc: `${new Date(utcMs).toISOString().slice(0, 16)}Z` };
}

/** Every instant of years from..to (JST), in time order, each with its exact instant for sorting. */
export function instantsOfYears(from: number, to: number): Map<number, Instant[]> {
  const startMs = Date.UTC(from, 0, 1) - JST_OFFSET_MS;
  const endMs = Date.UTC(to + 1, 0, 1) - JST_OFFSET_MS;
  const all: { ms: number; instant: Instant }[] = [];
  const sekki = longitudeInstants(
    SEKKI_24.map((_, i) => i * 15),
    startMs,
    endMs,
  );
  for (const { longitude, ms } of sekki) {
    const name = SEKKI_24[longitude / 15]!;
    const instant: Instant = isSetsu(longitude)
      ? { kind: "sekki", name, ...minuteFields(ms), longitude, setsu: true }
      : { kind: "sekki", name, ...minuteFields(ms), longitude };
    all.push({ ms, instant });
  }
  for (const { longitude, ms } of longitudeInstants(DOYOU_LONGITUDES, startMs, endMs)) {
    all.push({
      ms,
      instant: { kind: "doyou", name: DOYOU_NAME, ...minuteFields(ms), longitude: longitude as (typeof DOYOU_LONGITUDES)[number] },
    });
  }
  for (const { phase, ms } of moonInstants(startMs, endMs)) {
    all.push({ ms, instant: { kind: "moon", name: MOON_PHASE_NAMES[phase / 90]!, ...minuteFields(ms) } });
  }
  for (const e of eclipseInstants(startMs, endMs)) {
    const name = e.body === "sun" ? "日食" : "月食";
    all.push({ ms: e.ms, instant: { kind: "eclipse", name, ...minuteFields(e.ms), type: e.type, visible_in_japan: e.visibleInJapan } });
  }
  const rank = (i: Instant): number => INSTANT_KINDS.indexOf(i.kind);
  all.sort((a, b) => a.ms - b.ms || rank(a.instant) - rank(b.instant));
  const byYear = new Map<number, Instant[]>();
  for (let y = from; y <= to; y++) byYear.set(y, []);
  for (const { instant } of all) byYear.get(Number(instant.jst.slice(0, 4)))?.push(instant);
  return byYear;
}

/** The file of one year: `{ ok, year, tz, count, instants }`, checked against its schema. */
export function instantsFile(year: number, instants: readonly Instant[]): { readonly path: string; readonly text: string } {
  const body = InstantsResponse.parse({ ok: true, year, tz: INSTANTS_TZ, count: instants.length, instants });
  return { path: instantsFilePath(year), text: JSON.stringify(body) };
}
