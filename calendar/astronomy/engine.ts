/**
 * astronomy-engine, loaded from its CommonJS build. Its package declares no `"type": "module"`, so under tsx
 * (`npm run generate`, `npm start`) the ES module build is recompiled by esbuild with `keepNames`, which wraps
 * every inner function of the lunar theory in a `__name` call made on each evaluation: the Moon's position cost
 * about 1.6 times as much, a fifth of a wide generation's CPU (docs/architecture.md "Generated tree"). The
 * CommonJS build is loaded as published; it is the same code and version (package-lock.json), so every value
 * is the same. The edge cannot load it so (no `require` on Workers): it uses engine-web.ts, the ES module
 * build, through the same seam (sky-tracks.ts `SkyEngine`).
 */
import { createRequire } from "node:module";
import type * as Engine from "astronomy-engine";
import { deltaTOver } from "./delta-t.ts";

const engine = createRequire(import.meta.url)("astronomy-engine") as typeof Engine;
/** The project's ΔT (delta-t.ts), seconds at `ut` (days since J2000, UT). */
export const deltaTSeconds = deltaTOver(engine.DeltaT_EspenakMeeus);
// Every position and instant, in every thread that loads this module, on the project's ΔT (delta-t.ts).
engine.SetDeltaTFunction(deltaTSeconds);

/** This instance, for the computations that take their engine (sky-tracks.ts `SkyEngine`). */
export const astronomy: typeof Engine = engine;

export const {
  Body,
  EclipseKind,
  EclipticGeoMoon,
  Equator,
  GeoVector,
  Horizon,
  KM_PER_AU,
  MakeTime,
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  Observer,
  ObserverVector,
  Refraction,
  RotateVector,
  Rotation_EQJ_EQD,
  Search,
  SearchAltitude,
  SearchGlobalSolarEclipse,
  SearchHourAngle,
  SearchLocalSolarEclipse,
  SearchLunarEclipse,
  SearchMoonPhase,
  SearchSunLongitude,
  SiderealTime,
  SunPosition,
} = engine;

export type AstroTime = Engine.AstroTime;
export type Observer = Engine.Observer;
/** The two bodies that rise and set in the almanac. */
export type SunOrMoon = Engine.Body.Sun | Engine.Body.Moon;
