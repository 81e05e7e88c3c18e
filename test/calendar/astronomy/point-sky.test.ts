/**
 * Sun and moon times at any point (calendar/astronomy/point-sky.ts):
 * NAOJ's published figures for points (test/reference/naoj_point_times.csv),
 * reporting the worst difference, and elevation, zones and the null contract. The two sweeps (the
 * 47 capitals' prerendered minutes, random points against astronomy-engine's search) are
 * point-sky-sweeps.test.ts.
 */
import { describe, expect, it } from "vitest";
import { astronomy, Body, Equator, Horizon, MakeTime, Observer } from "../../../calendar/astronomy/engine.ts";
import {
  horizonDipDeg,
  JST_OFFSET_MINUTES,
  pointSky,
  type SkyInstant,
  type SkyPoint,
  zoneMinuteOfDay,
} from "../../../calendar/astronomy/point-sky.ts";
import { dayNumber, MS_PER_DAY, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { readReferenceCsv } from "../../support/reference.ts";

const { pointSkyDay, pointSkyDays } = pointSky(astronomy);

/** "HH:MM" → minutes of the day. */
function minutesOf(text: string): number {
  const [h, m] = text.split(":").map(Number);
  return h! * 60 + m!;
}

/** Unrounded local minutes of the day of an instant, on the day `day` (may pass 1440 or go below 0). */
function localMinutes(ms: number, day: number, offsetMinutes: number): number {
  return (ms - (day * MS_PER_DAY - offsetMinutes * 60_000)) / 60_000;
}

const signed = (x: number, digits = 2): string => `${x >= 0 ? "+" : ""}${x.toFixed(digits)}`;

describe("pointSkyDay against NAOJ's published figures for points (naoj_point_times.csv)", () => {
  // Only the rows with coordinates: a point computation needs NAOJ's point.
  const rows = readReferenceCsv("naoj_point_times.csv").filter((row) => row[1] !== "");

  it("reproduces every published minute and angle, reporting the worst difference", () => {
    expect(rows.length).toBe(18);
    const report: string[] = [];
    const worst = new Map<string, number>();
    const keep = (key: string, diff: number): void => {
      if (Math.abs(diff) > Math.abs(worst.get(key) ?? 0)) worst.set(key, diff);
    };
    for (const [place, lat, lon, elevation, date, event, value] of rows) {
      const point: SkyPoint = { latitude: Number(lat), longitude: Number(lon), elevation: Number(elevation) };
      const day = parseIsoDate(date!)!;
      const sky = pointSkyDay(point, day);
      const at = (e: SkyInstant): number => {
        expect(e.ms, `${place} ${date} ${event}`).not.toBeNull();
        return e.ms!;
      };
      const azimuth = (ms: number): number => {
        const observer = new Observer(point.latitude, point.longitude, point.elevation);
        const time = MakeTime(new Date(ms));
        const eq = Equator(Body.Sun, time, observer, true, true);
        return Horizon(time, observer, eq.ra, eq.dec).azimuth;
      };
      const label = `${place} ${date} ${event}`;
      const checkTime = (ms: number): void => {
        const diff = localMinutes(ms, day, JST_OFFSET_MINUTES) - minutesOf(value!);
        keep(event!, diff);
        expect(zoneMinuteOfDay(ms, JST_OFFSET_MINUTES), `${label}: ${signed(diff)} min`).toBe(minutesOf(value!));
      };
      // Angles are printed to 0.1°: the computed value rounds to it.
      const checkAngle = (deg: number): void => {
        keep(event!, deg - Number(value));
        expect(deg.toFixed(1), label).toBe(Number(value).toFixed(1));
      };
      if (event === "sunrise") checkTime(at(sky.sun.rise));
      else if (event === "sunset") checkTime(at(sky.sun.set));
      else if (event === "transit") checkTime(at(sky.sun.transit));
      else if (event === "moon_transit") checkTime(at(sky.moon.transit));
      else if (event === "transit_altitude") checkAngle(sky.sun.transitAltitudeDeg!);
      else if (event === "moon_transit_altitude") checkAngle(sky.moon.transitAltitudeDeg!);
      else if (event === "sunrise_azimuth") checkAngle(azimuth(at(sky.sun.rise)));
      else if (event === "sunset_azimuth") checkAngle(azimuth(at(sky.sun.set)));
      else throw new Error(`unknown event ${event}`);
    }
    for (const [key, diff] of worst)
      report.push(`${key} ${signed(diff)}${key.includes("altitude") || key.includes("azimuth") ? "°" : " min"}`);
    console.info(`NAOJ points (${rows.length} figures), worst computed − published: ${report.join(", ")}`);
  });
});

describe("elevation, zones and the null contract", () => {
  const tokyo: SkyPoint = { latitude: 35.6581, longitude: 139.7414, elevation: 0 };
  const day = dayNumber(2026, 1, 1);

  it("lowers the horizon by 2.12′√h: an earlier sunrise and a later sunset, twilight unchanged", () => {
    expect(horizonDipDeg(0)).toBe(0);
    expect(horizonDipDeg(-400)).toBe(0);
    expect(horizonDipDeg(100) * 60).toBeCloseTo(21.2, 10);
    const low = pointSkyDay(tokyo, day);
    const high = pointSkyDay({ ...tokyo, elevation: 634 }, day);
    expect(high.sun.rise.ms!).toBeLessThan(low.sun.rise.ms! - 3 * 60_000);
    expect(high.sun.set.ms!).toBeGreaterThan(low.sun.set.ms! + 3 * 60_000);
    expect(high.moon.rise.ms!).toBeLessThan(low.moon.rise.ms!);
    // The twilights and 明六ツ are depressions below the true horizon: the dip does not apply.
    expect(Math.abs(high.twilight.civil.dawn.ms! - low.twilight.civil.dawn.ms!)).toBeLessThan(1000);
    expect(Math.abs(high.mutsu.kure.ms! - low.mutsu.kure.ms!)).toBeLessThan(1000);
  });

  it("orders a day's sun events: astronomical, nautical dawn, 明六ツ, civil dawn, sunrise, transit, sunset, civil dusk, 暮六ツ, …", () => {
    const s = pointSkyDay(tokyo, day);
    const order = [
      s.twilight.astronomical.dawn,
      s.twilight.nautical.dawn,
      s.mutsu.ake,
      s.twilight.civil.dawn,
      s.sun.rise,
      s.sun.transit,
      s.sun.set,
      s.twilight.civil.dusk,
      s.mutsu.kure,
      s.twilight.nautical.dusk,
      s.twilight.astronomical.dusk,
    ].map((e) => e.ms!);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("takes the zone as an offset: the same instants in another zone's windows, whatever the machine's TZ", () => {
    // 2026-01-01 JST runs from 2025-12-31 15:00 UTC: its sunrise and sunset are among the UTC days'
    // (within 10 ms: the Sun's semidiameter is taken at each window's middle).
    const jst = pointSkyDay(tokyo, day);
    const utc = pointSkyDays(tokyo, day - 1, day, 0).flatMap((d) => [d.sun.rise.ms!, d.sun.set.ms!]);
    for (const ms of [jst.sun.rise.ms!, jst.sun.set.ms!]) expect(Math.min(...utc.map((u) => Math.abs(u - ms)))).toBeLessThan(10);
    expect(pointSkyDays(tokyo, day, day + 30)).toHaveLength(31);
    expect(pointSkyDays(tokyo, day, day - 1)).toEqual([]);
  });

  it("names why an event is missing: the polar day and night, white nights, days without moonrise", () => {
    const north: SkyPoint = { latitude: 78.22, longitude: 15.65, elevation: 0 };
    const june = pointSkyDay(north, dayNumber(2026, 6, 21), 60);
    expect(june.sun.rise).toEqual({ ms: null, reason: "always_above" });
    expect(june.sun.set).toEqual({ ms: null, reason: "always_above" });
    expect(june.twilight.astronomical.dusk).toEqual({ ms: null, reason: "always_above" });
    expect(june.sun.transit.ms).not.toBeNull();
    const december = pointSkyDay(north, dayNumber(2026, 12, 21), 60);
    expect(december.sun.rise).toEqual({ ms: null, reason: "always_below" });
    expect(december.twilight.civil.dawn).toEqual({ ms: null, reason: "always_below" });
    // London in June: the Sun never goes 18° down (no astronomical night), but it rises and sets.
    const london = pointSkyDay({ latitude: 51.48, longitude: 0, elevation: 0 }, dayNumber(2026, 6, 21), 60);
    expect(london.twilight.astronomical.dusk).toEqual({ ms: null, reason: "always_above" });
    expect(london.twilight.nautical.dusk.ms).not.toBeNull();
    // Tokyo, 2026-10-05: no moonrise (NAOJ's --:--).
    expect(pointSkyDay(tokyo, dayNumber(2026, 10, 5)).moon.rise).toEqual({ ms: null, reason: "no_event" });
  });

  it("throws RangeError for a point off the Earth or an offset that is not whole minutes", () => {
    expect(() => pointSkyDay({ latitude: 91, longitude: 0, elevation: 0 }, day)).toThrow(RangeError);
    expect(() => pointSkyDay({ latitude: 0, longitude: 181, elevation: 0 }, day)).toThrow(RangeError);
    expect(() => pointSkyDay({ latitude: 0, longitude: 0, elevation: NaN }, day)).toThrow(RangeError);
    expect(() => pointSkyDay(tokyo, day, 90.5)).toThrow(RangeError);
    expect(() => pointSkyDay(tokyo, day, 19 * 60)).toThrow(RangeError);
  });
});
