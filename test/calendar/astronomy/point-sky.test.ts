/**
 * Sun and moon times at any point (calendar/astronomy/point-sky.ts): the prerendered minutes of
 * the 47 capitals at elevation 0 in JST, NAOJ's published figures for points
 * (test/reference/naoj_point_times.csv), and the fast path against astronomy-engine's own search
 * at random points from −66° to +66°, reporting the worst difference of each.
 */
import { describe, expect, it } from "vitest";
import {
  astronomy,
  Body,
  Equator,
  Horizon,
  MakeTime,
  Observer,
  SearchAltitude,
  SearchHourAngle,
  type SunOrMoon,
} from "../../../calendar/astronomy/engine.ts";
import {
  horizonDipDeg,
  JST_OFFSET_MINUTES,
  moonRiseSetAltitudeDeg,
  pointSky,
  type PointSkyDay,
  type SkyInstant,
  type SkyPoint,
  sunRiseSetAltitudeDeg,
  zoneDayWindow,
  zoneMinuteOfDay,
} from "../../../calendar/astronomy/point-sky.ts";
import { MUTSU_DEPRESSION_DEG } from "../../../calendar/astronomy/twilight.ts";
import { NO_EVENT, riseSetTable } from "../../../calendar/astronomy/rise-set-table.ts";
import { PLACES } from "../../../calendar/astronomy/places.ts";
import { dayNumber, isoDate, MS_PER_DAY, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { readReferenceCsv } from "../../support/reference.ts";
import { seededRandom as random } from "../../support/seeded-random.ts";

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

describe("pointSkyDay at the 47 capitals, elevation 0, JST", () => {
  it("gives the prerendered minutes (rise-set-table.ts) on 200 random days of 1873–2100", () => {
    const next = random(52);
    const first = dayNumber(1873, 1, 1);
    const span = dayNumber(2100, 12, 31) - first + 1;
    const days = Array.from({ length: 200 }, () => first + Math.floor(next() * span));
    const mismatches: string[] = [];
    let events = 0;
    for (const day of days) {
      const table = riseSetTable(PLACES, day, day);
      PLACES.forEach((place, p) => {
        const sky = pointSkyDay({ latitude: place.latitude, longitude: place.longitude, elevation: 0 }, day);
        const mine = [sky.sun.rise, sky.sun.set, sky.moon.rise, sky.moon.set];
        for (let k = 0; k < 4; k++) {
          const expected = table.minutes[p * 4 + k]!;
          const event = mine[k]!;
          const got = event.ms === null ? NO_EVENT : zoneMinuteOfDay(event.ms, JST_OFFSET_MINUTES);
          events++;
          if (got !== expected) mismatches.push(`${isoDate(day)} ${place.id} #${k}: ${got} ≠ ${expected}`);
          if (event.ms === null) expect(event.reason, `${isoDate(day)} ${place.id}`).toBe("no_event");
        }
      });
    }
    console.info(`point-sky vs the prerendered table: ${events} events (47 places × ${days.length} days), ${mismatches.length} differ`);
    expect(mismatches).toEqual([]);
  }, 120_000);
});

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

/** The reference for one event: astronomy-engine's own search from the window's start (rise-set.ts's riseSetInstant, generalized). */
function referenceInstant(
  point: SkyPoint,
  day: number,
  offset: number,
  body: SunOrMoon,
  altitude: number | "transit",
  direction: 1 | -1,
): number | null {
  const { startMs, endMs } = zoneDayWindow(day, offset);
  const observer = new Observer(point.latitude, point.longitude, point.elevation);
  const start = MakeTime(new Date(startMs));
  const ms =
    altitude === "transit"
      ? SearchHourAngle(body, observer, 0, start, 1).time.date.getTime()
      : (SearchAltitude(body, observer, direction, start, 1, altitude)?.date.getTime() ?? Infinity);
  return ms < endMs ? ms : null;
}

describe("pointSkyDay at random points from −66° to +66° against astronomy-engine's search", () => {
  it("gives the reference's minute for every event (sun, twilights, 明六ツ, moon, transits), elevations 0–4000 m, zones −12…+14 h", () => {
    const next = random(2026);
    const events: [string, (s: PointSkyDay) => SkyInstant, SunOrMoon, (p: SkyPoint, d: number) => number | "transit", 1 | -1][] = [
      ["sunrise", (s) => s.sun.rise, Body.Sun, (p, d) => sunAltitude(p, d), 1],
      ["sunset", (s) => s.sun.set, Body.Sun, (p, d) => sunAltitude(p, d), -1],
      ["sun transit", (s) => s.sun.transit, Body.Sun, () => "transit", 1],
      ["civil dawn", (s) => s.twilight.civil.dawn, Body.Sun, () => -6, 1],
      ["civil dusk", (s) => s.twilight.civil.dusk, Body.Sun, () => -6, -1],
      ["nautical dawn", (s) => s.twilight.nautical.dawn, Body.Sun, () => -12, 1],
      ["nautical dusk", (s) => s.twilight.nautical.dusk, Body.Sun, () => -12, -1],
      ["astronomical dawn", (s) => s.twilight.astronomical.dawn, Body.Sun, () => -18, 1],
      ["astronomical dusk", (s) => s.twilight.astronomical.dusk, Body.Sun, () => -18, -1],
      ["明六ツ", (s) => s.mutsu.ake, Body.Sun, () => -MUTSU_DEPRESSION_DEG, 1],
      ["暮六ツ", (s) => s.mutsu.kure, Body.Sun, () => -MUTSU_DEPRESSION_DEG, -1],
      ["moonrise", (s) => s.moon.rise, Body.Moon, (p) => moonRiseSetAltitudeDeg(p.elevation), 1],
      ["moonset", (s) => s.moon.set, Body.Moon, (p) => moonRiseSetAltitudeDeg(p.elevation), -1],
      ["moon transit", (s) => s.moon.transit, Body.Moon, () => "transit", 1],
    ];
    let offset = 0;
    let day = 0;
    function sunAltitude(p: SkyPoint, d: number): number {
      const middle = MakeTime(new Date(zoneDayWindow(d, offset).startMs + MS_PER_DAY / 2));
      return sunRiseSetAltitudeDeg(
        Equator(Body.Sun, middle, new Observer(p.latitude, p.longitude, p.elevation), true, true).dist,
        p.elevation,
      );
    }
    const worstS = new Map<string, number>();
    const mismatches: string[] = [];
    let nulls = 0;
    const first = dayNumber(1873, 1, 1);
    const span = dayNumber(2100, 12, 31) - first + 1;
    const count = 600;
    for (let i = 0; i < count; i++) {
      const point: SkyPoint = {
        latitude: -66 + 132 * next(),
        longitude: -180 + 360 * next(),
        elevation: i % 3 === 0 ? 0 : Math.round(4000 * next()),
      };
      offset = 60 * Math.round(point.longitude / 15) + (i % 5 === 0 ? 30 : 0);
      offset = Math.max(-720, Math.min(840, offset));
      day = first + Math.floor(next() * span);
      const sky = pointSkyDay(point, day, offset);
      for (const [name, pick, body, altitude, direction] of events) {
        const mine = pick(sky);
        const reference = referenceInstant(point, day, offset, body, altitude(point, day), direction);
        const where = `${name} ${isoDate(day)} ${point.latitude.toFixed(2)},${point.longitude.toFixed(2)} ${point.elevation} m UTC${offset / 60}`;
        if ((mine.ms === null) !== (reference === null)) {
          mismatches.push(`${where}: ${mine.ms} vs ${reference}`);
          continue;
        }
        if (mine.ms === null || reference === null) {
          nulls++;
          continue;
        }
        if (zoneMinuteOfDay(mine.ms, offset) !== zoneMinuteOfDay(reference, offset)) mismatches.push(`${where}: minute differs`);
        worstS.set(name, Math.max(worstS.get(name) ?? 0, Math.abs(mine.ms - reference) / 1000));
      }
    }
    console.info(
      `point-sky vs astronomy-engine's search, ${count} random point-days × ${events.length} events (${nulls} without the event): worst |fast − reference| ` +
        [...worstS].map(([name, s]) => `${name} ${s.toFixed(3)} s`).join(", "),
    );
    expect(mismatches).toEqual([]);
    // The reference stops near 0.1 s; the fast path is within 0.0002 s of the exact crossing.
    for (const s of worstS.values()) expect(s).toBeLessThan(1);
  }, 120_000);
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
