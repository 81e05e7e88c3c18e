/**
 * Sun and moon times at any point (calendar/astronomy/point-sky.ts), the two sweeps: the prerendered minutes of the 47
 * capitals at elevation 0 in JST on 200 random days, and the fast path against astronomy-engine's own search at 600
 * random point-days from −66° to +66°, reporting the worst difference of each event. Instants in, instants out: they
 * run once (vitest.config.ts HEAVY_CALENDAR_TESTS); point-sky.test.ts checks zones and the machine's TZ under all three.
 */
import { describe, expect, it } from "vitest";
import {
  astronomy,
  Body,
  Equator,
  MakeTime,
  Observer,
  SearchAltitude,
  SearchHourAngle,
  type SunOrMoon,
} from "../../../calendar/astronomy/engine.ts";
import {
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
import { dayNumber, isoDate, MS_PER_DAY } from "../../../calendar/time/day-number.ts";
import { seededRandom as random } from "../../support/seeded-random.ts";

const { pointSkyDay } = pointSky(astronomy);

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
