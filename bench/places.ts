/**
 * The CPU of the places catalogue (calendar/places/), one core: `npx tsx bench/places.ts`. First the
 * cold calls of a fresh process, each paying for what it reads first (the search its index, the
 * nearest place its bands, a world id the world's ids); then warm calls, median, p99 and worst:
 * searches for prefixes of the catalogue's own names (every length, Japanese, kana and Latin),
 * every one-character query of a–z and あ–ん (the widest buckets), and the nearest place to random
 * points. Goals: a warm search ≤ 2 ms, a warm nearest place ≤ 1 ms. About 10 s.
 */
import { placeById, placeCount, placeKeys } from "../calendar/places/catalogue.ts";
import { nearestPlace } from "../calendar/places/nearest.ts";
import { searchPlaces } from "../calendar/places/search.ts";

/** Deterministic draws (mulberry32), so runs compare. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The CPU time of one call, ms (user + system of the process). */
function cpuMs(f: () => unknown): number {
  const start = process.cpuUsage();
  f();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Median, p99 and worst of the wall time of `f` on each input, ms. */
function stats<T>(inputs: readonly T[], f: (input: T) => unknown): string {
  const samples = inputs.map((input) => {
    const t0 = performance.now();
    f(input);
    return performance.now() - t0;
  });
  samples.sort((a, b) => a - b);
  const at = (q: number): string => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))]!.toFixed(3);
  return `median ${at(0.5)} ms, p99 ${at(0.99)} ms, worst ${samples.at(-1)!.toFixed(3)} ms (${samples.length} calls)`;
}

console.log(`first search (builds the index): ${cpuMs(() => searchPlaces("釧路", 10)).toFixed(1)} ms CPU`);
console.log(`first nearest place (builds the bands): ${cpuMs(() => nearestPlace(42.98, 144.38)).toFixed(1)} ms CPU`);
console.log(`first world id (reads the world's ids): ${cpuMs(() => placeById("new-york-city")).toFixed(1)} ms CPU`);

const next = random(2026);
const count = placeCount();
const queries = Array.from({ length: 5000 }, () => {
  const keys = placeKeys(Math.floor(next() * count));
  const key = keys[Math.floor(next() * keys.length)]!;
  return key.slice(0, 1 + Math.floor(next() * key.length));
});
const single = [
  ..."abcdefghijklmnopqrstuvwxyz",
  ..."あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわん",
];
const points = Array.from({ length: 5000 }, () => [-60 + 130 * next(), -180 + 360 * next()] as const);

for (let round = 0; round < 2; round++) {
  // The first round warms the JIT; the second is reported.
  const search = stats(queries, (q) => searchPlaces(q, 10));
  const widest = stats(single, (q) => searchPlaces(q, 10));
  const nearest = stats(points, ([lat, lon]) => nearestPlace(lat, lon));
  if (round === 0) continue;
  console.log(`search, prefixes of names: ${search}`);
  console.log(`search, one character: ${widest}`);
  console.log(`nearest place, random points: ${nearest}`);
}
