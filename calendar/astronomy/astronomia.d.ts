/** The few astronomia modules calendar/astronomy uses (the package ships no types). */
declare module "astronomia/planetposition" {
  /** A VSOP87 planet built from a data series. */
  export class Planet {
    constructor(data: unknown);
  }
}
declare module "astronomia/solar" {
  import type { Planet } from "astronomia/planetposition";
  /** Apparent geocentric ecliptic coordinates of the Sun (radians, AU), FK5, with nutation and aberration. */
  export function apparentVSOP87(planet: Planet, jde: number): { lon: number; lat: number; range: number };
}
declare module "astronomia/data/vsop87Bearth" {
  const data: unknown;
  export default data;
}
declare module "astronomia/elp" {
  /** ELP/MPP02 lunar theory: geocentric ecliptic coordinates of date (radians, km). */
  export class Moon {
    constructor(data: unknown);
    position(jde: number): { lon: number; lat: number; range: number };
  }
}
declare module "astronomia/nutation" {
  /** Nutation in longitude and obliquity (radians). */
  export function nutation(jde: number): [number, number];
}
declare module "astronomia/data/elpMppDeFull" {
  const data: unknown;
  export default data;
}
declare module "astronomia/deltat" {
  /** ΔT = TT − UT1, seconds, at a decimal year (observed values where known, then predictions). */
  export function deltaT(decimalYear: number): number;
}
declare module "astronomia/data/elpMppDe" {
  const data: unknown;
  export default data;
}
declare module "astronomia/moonphase" {
  /** The JDE (TT) of the new moon nearest a decimal year: Meeus, Astronomical Algorithms ch. 49 (mean lunation and periodic terms). */
  export function newMoon(decimalYear: number): number;
}
