/**
 * The CPU of sun and moon times at a new point (calendar/astronomy/point-sky.ts), one core:
 * `npx tsx bench/point-sky.ts`. Every call is a point never asked before (random latitude −66…66°,
 * longitude, elevation, 1873–2100), as a per-request computation would be: one day with all its
 * events (goal ≤ 2 ms) and a 31-day range (goal ≤ 10 ms), median and p99 after a warm-up, beside
 * the generic path (one astronomy-engine search per event). About 5 s.
 */
import { astronomy, Body, Equator, MakeTime, Observer, SearchAltitude, SearchHourAngle } from "../calendar/astronomy/engine.ts";
import { moonRiseSetAltitudeDeg, pointSky, type SkyPoint, sunRiseSetAltitudeDeg, zoneDayWindow } from "../calendar/astronomy/point-sky.ts";
import { MUTSU_DEPRESSION_DEG } from "../calendar/astronomy/twilight.ts";
import { dayNumber, MS_PER_DAY } from "../calendar/time/day-number.ts";
import { seededRandom as random } from "../test/support/seeded-random.ts";

const { pointSkyDay, pointSkyDays } = pointSky(astronomy);

const FIRST = dayNumber(1873, 1, 1);
const SPAN = dayNumber(2100, 12, 31) - FIRST - 40;

const next = random(52);
function newPoint(): { point: SkyPoint; day: number; offset: number } {
  const point = { latitude: -66 + 132 * next(), longitude: -180 + 360 * next(), elevation: Math.round(3000 * next()) };
  return { point, day: FIRST + Math.floor(next() * SPAN), offset: 60 * Math.round(point.longitude / 15) };
}

/** Median and p99 of `runs` calls of `f` on new points, ms. */
function time(runs: number, f: (p: ReturnType<typeof newPoint>) => unknown): { median: number; p99: number; cpuPerCall: number } {
  const samples: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const p = newPoint();
    const t0 = performance.now();
    f(p);
    samples.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  samples.sort((a, b) => a - b);
  return { median: samples[runs >> 1]!, p99: samples[Math.floor(runs * 0.99)]!, cpuPerCall: (cpu.user + cpu.system) / 1000 / runs };
}

/** The generic path: one astronomy-engine search per event of the day (14 events), for comparison. */
function generic({ point, day, offset }: ReturnType<typeof newPoint>): void {
  const { startMs } = zoneDayWindow(day, offset);
  const observer = new Observer(point.latitude, point.longitude, point.elevation);
  const start = MakeTime(new Date(startMs));
  const sunH0 = sunRiseSetAltitudeDeg(
    Equator(Body.Sun, MakeTime(new Date(startMs + MS_PER_DAY / 2)), observer, true, true).dist,
    point.elevation,
  );
  for (const h of [sunH0, -6, -12, -18, -MUTSU_DEPRESSION_DEG]) for (const d of [1, -1]) SearchAltitude(Body.Sun, observer, d, start, 1, h);
  for (const d of [1, -1]) SearchAltitude(Body.Moon, observer, d, start, 1, moonRiseSetAltitudeDeg(point.elevation));
  SearchHourAngle(Body.Sun, observer, 0, start, 1);
  SearchHourAngle(Body.Moon, observer, 0, start, 1);
}

const fmt = (x: number): string => x.toFixed(2).padStart(7);
const cold0 = performance.now();
pointSkyDay(newPoint().point, FIRST + 50_000);
const cold = performance.now() - cold0;
time(200, ({ point, day, offset }) => pointSkyDay(point, day, offset)); // warm-up
const day = time(2000, ({ point, day, offset }) => pointSkyDay(point, day, offset));
const month = time(200, ({ point, day, offset }) => pointSkyDays(point, day, day + 30, offset));
time(20, generic);
const reference = time(200, generic);

console.log(`point-sky, a new point each call (node ${process.version}):`);
console.log(`  first call in the process (JIT cold)        ${fmt(cold)} ms`);
console.log(
  `  one day, all 14 events     median ${fmt(day.median)} ms  p99 ${fmt(day.p99)} ms  CPU ${fmt(day.cpuPerCall)} ms/call   goal ≤ 2 ms`,
);
console.log(
  `  31 days, all events        median ${fmt(month.median)} ms  p99 ${fmt(month.p99)} ms  CPU ${fmt(month.cpuPerCall)} ms/call   goal ≤ 10 ms`,
);
console.log(
  `  generic searches, one day  median ${fmt(reference.median)} ms  p99 ${fmt(reference.p99)} ms  (one astronomy-engine search per event)`,
);
