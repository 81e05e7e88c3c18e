/**
 * The instants of a span (時刻): 節気 and 土用入り (full VSOP87B series), 朔弦望 (astronomy-engine,
 * re-solved with ELP/MPP02 (its main series, ≤ 0.05″ from the full one) where the minute is in doubt) and eclipses (astronomy-engine), each
 * on the civil clock NAOJ prints (calendar/astronomy/clock.ts), as ms since the Unix epoch.
 */
import {
  Body,
  EclipseKind,
  Equator,
  Horizon,
  MakeTime,
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  Observer,
  SearchGlobalSolarEclipse,
  SearchLocalSolarEclipse,
  SearchLunarEclipse,
} from "./engine.ts";
import { Moon } from "astronomia/elp";
import { nutation } from "astronomia/nutation";
import elpMain from "astronomia/data/elpMppDe";
import vsop87Bearth from "astronomia/data/vsop87Bearth";
import { Planet } from "astronomia/planetposition";
import { apparentVSOP87 } from "astronomia/solar";
import { civilInstant } from "./clock.ts";
import { fullVsopSolarCrossing } from "./close-calls.ts";
import { moonPhaseInstants, phaseOffsetDegrees } from "./moon-phases.ts";
import { solarCrossingAfter } from "./solar-longitude.ts";
import { MS_PER_DAY } from "../time/day-number.ts";
import { DOYOU_LONGITUDES } from "../notes/doyou.ts";
import { type EclipseType } from "../names.ts";
import { placeById } from "./places.ts";

/** A solar-longitude crossing on the civil clock. */
export interface LongitudeInstant {
  readonly longitude: number;
  readonly ms: number;
}

/** A principal phase of the Moon on the civil clock. */
export interface MoonInstantMs {
  readonly phase: 0 | 90 | 180 | 270;
  readonly ms: number;
}

/** An eclipse: its greatest phase on the civil clock. */
export interface EclipseInstantMs {
  readonly body: "sun" | "moon";
  readonly type: EclipseType;
  readonly ms: number;
  readonly visibleInJapan: boolean;
}

/**
 * Every crossing of the given solar longitudes in [startMs, endMs), by the full VSOP87B series.
 * @param longitudes degrees, each in [0, 360).
 */
export function longitudeInstants(longitudes: readonly number[], startMs: number, endMs: number): LongitudeInstant[] {
  const out: LongitudeInstant[] = [];
  for (const longitude of longitudes) {
    let fromMs = startMs - 2 * MS_PER_DAY;
    // The first search may need a whole year; each next one starts 300 days after the last.
    for (let limitDays = 370; ; limitDays = 130) {
      const rough = solarCrossingAfter(longitude, fromMs, limitDays);
      if (rough === null) throw new Error(`solar longitude ${longitude}° not found after ${new Date(fromMs).toISOString()}`);
      const ms = civilInstant(fullVsopSolarCrossing(longitude, rough.utcMs));
      if (ms >= endMs) break;
      if (ms >= startMs) out.push({ longitude, ms });
      fromMs = rough.utcMs + 300 * MS_PER_DAY;
    }
  }
  return out.sort((a, b) => a.ms - b.ms);
}

let moon: Moon | undefined;
let earth: Planet | undefined;

/**
 * A phase instant re-solved with the ELP/MPP02 lunar theory and the full VSOP87B Sun
 * (astronomia), on astronomy-engine's TT scale: its truncated Moon is up to ≈ 4.5 s off. One
 * Newton step, with the elongation's rate from the engine, lands within 0.1 s.
 */
function fullTheoryPhase(phase: number, engineMs: number): number {
  moon ??= new Moon(elpMain);
  earth ??= new Planet(vsop87Bearth);
  const jde = MakeTime(new Date(engineMs)).tt + 2_451_545.0;
  const elongation = moon.position(jde).lon + nutation(jde)[0] - apparentVSOP87(earth, jde).lon - (phase * Math.PI) / 180;
  const degrees = (Math.atan2(Math.sin(elongation), Math.cos(elongation)) * 180) / Math.PI;
  const rate = (phaseOffsetDegrees(phase, engineMs + 60_000) - phaseOffsetDegrees(phase, engineMs - 60_000)) / 120_000;
  return engineMs - degrees / rate;
}

/** How near the half minute (ms) an engine phase must be to be re-solved: twice its worst error. */
const ROUNDING_DOUBT_MS = 5_000;

/** Every 朔, 上弦, 望 and 下弦 in [startMs, endMs) on the civil clock. */
export function moonInstants(startMs: number, endMs: number): MoonInstantMs[] {
  const out: MoonInstantMs[] = [];
  for (const phase of [0, 90, 180, 270] as const) {
    for (const engineMs of moonPhaseInstants(phase, startMs - MS_PER_DAY, endMs + MS_PER_DAY)) {
      let ms = civilInstant(engineMs);
      const fromHalf = Math.abs((((ms % 60_000) + 60_000) % 60_000) - 30_000);
      if (fromHalf < ROUNDING_DOUBT_MS) ms = civilInstant(fullTheoryPhase(phase, engineMs));
      if (ms >= startMs && ms < endMs) out.push({ phase, ms });
    }
  }
  return out.sort((a, b) => a.ms - b.ms);
}

/** Tokyo, the point NAOJ's tables use (calendar/astronomy/places.ts). */
function tokyo(): Observer {
  const place = placeById("tokyo");
  if (place === undefined) throw new Error("place tokyo missing");
  return new Observer(place.latitude, place.longitude, 0);
}

/** The Moon's upper limb (0.26° above its centre) is up: the refracted altitude of its centre above −0.26°. */
const MOON_UP_DEGREES = -0.26;

/** True when the Moon stands above Tokyo's horizon at some moment of [fromMs, toMs] (sampled each 5 minutes and at the end). */
function moonUpDuring(observer: Observer, fromMs: number, toMs: number): boolean {
  for (let t = fromMs; ; t = Math.min(t + 300_000, toMs)) {
    const time = MakeTime(new Date(t));
    const eq = Equator(Body.Moon, time, observer, true, true);
    if (Horizon(time, observer, eq.ra, eq.dec, "normal").altitude > MOON_UP_DEGREES) return true;
    if (t >= toMs) return false;
  }
}

/** Every solar and lunar eclipse with its greatest phase in [startMs, endMs), and whether Tokyo sees it. */
export function eclipseInstants(startMs: number, endMs: number): EclipseInstantMs[] {
  const out: EclipseInstantMs[] = [];
  const observer = tokyo();
  const from = new Date(startMs - 2 * MS_PER_DAY);
  for (let e = SearchGlobalSolarEclipse(from); e.peak.date.getTime() < endMs + MS_PER_DAY; e = NextGlobalSolarEclipse(e.peak)) {
    const ms = civilInstant(e.peak.date.getTime());
    if (ms < startMs || ms >= endMs) continue;
    const local = SearchLocalSolarEclipse(new Date(e.peak.date.getTime() - MS_PER_DAY), observer);
    const near = Math.abs(local.peak.time.date.getTime() - e.peak.date.getTime()) < MS_PER_DAY;
    const visible = near && (local.partial_begin.altitude > 0 || local.peak.altitude > 0 || local.partial_end.altitude > 0);
    out.push({ body: "sun", type: e.kind, ms, visibleInJapan: visible });
  }
  for (let e = SearchLunarEclipse(from); e.peak.date.getTime() < endMs + MS_PER_DAY; e = NextLunarEclipse(e.peak)) {
    const peakMs = e.peak.date.getTime();
    const ms = civilInstant(peakMs);
    if (ms < startMs || ms >= endMs) continue;
    // NAOJ judges a partial or total lunar eclipse by its umbral phase (the penumbral one is
    // invisible to the eye), a penumbral eclipse by its penumbral phase.
    const halfMs = (e.kind === EclipseKind.Penumbral ? e.sd_penum : e.sd_partial) * 60_000;
    out.push({ body: "moon", type: e.kind, ms, visibleInJapan: moonUpDuring(observer, peakMs - halfMs, peakMs + halfMs) });
  }
  return out.sort((a, b) => a.ms - b.ms);
}

/** 土用入り longitudes, re-exported for the file writer. */
export { DOYOU_LONGITUDES };
