/**
 * astronomy-engine, loaded from its CommonJS build. Its package declares no `"type": "module"`, so under tsx
 * (`npm run generate`, `npm start`) the ES module build is recompiled by esbuild with `keepNames`, which wraps
 * every inner function of the lunar theory in a `__name` call made on each evaluation: the Moon's position cost
 * about 1.6 times as much, a fifth of a wide generation's CPU (docs/architecture.md "Generated tree"). The
 * CommonJS build is loaded as published; it is the same code and version (package-lock.json), so every value
 * is the same.
 */
import { createRequire } from "node:module";
import type * as Engine from "astronomy-engine";
import { deltaTSeconds } from "./delta-t.ts";

const engine = createRequire(import.meta.url)("astronomy-engine") as typeof Engine;
// Every position and instant, in every thread that loads this module, on the project's ΔT (delta-t.ts).
engine.SetDeltaTFunction(deltaTSeconds);

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
