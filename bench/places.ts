/**
 * The CPU of the places catalogue (calendar/places/), one core: `npx tsx bench/places.ts`. About 20 s.
 *
 * First, a fresh isolate's first call: the catalogue bundled by esbuild into one ES module (as the
 * Worker's bundle holds it: the tables' Japanese text escaped to ASCII), then for each case a fresh
 * `node` process that imports it and makes one call, the CPU time (user + system, `process.cpuUsage`)
 * of the import and of the call apart; median and worst of {@link RUNS} processes. The import is
 * V8 reading the tables' text (about 1 MB, some 15 ms), which a Worker pays when its isolate starts;
 * the call is what the first request pays. Goals for import + first call: ≤ 10 ms for a search,
 * ≤ 5 ms for a world id and for a nearest place; the call alone ≤ 5 ms in every case.
 *
 * Then warm calls in this process, median, p99 and worst: searches for prefixes of the catalogue's
 * own names (every length, Japanese, kana and Latin), every one-character query of a–z and あ–ん
 * (the widest), and the nearest place to random points. Goals: a warm search ≤ 0.2 ms at p99, a
 * warm nearest place ≤ 1 ms.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { placeCount, placeKeys } from "../calendar/places/catalogue.ts";
import { nearestPlace } from "../calendar/places/nearest.ts";
import { searchPlaces } from "../calendar/places/search.ts";
import { seededRandom as random } from "../test/support/seeded-random.ts";

const ROOT = join(import.meta.dirname, "..");

/** Fresh processes per case. */
const RUNS = 9;

/** The first calls measured, each in processes of its own: a name, and the call on the module `m`. */
const FIRST_CALLS: readonly (readonly [string, string])[] = [
  ["import only", ""],
  ["search 釧路", `m.searchPlaces("釧路", 10)`],
  ["search s (the widest)", `m.searchPlaces("s", 10)`],
  ["search ニューヨーク", `m.searchPlaces("ニューヨーク", 10)`],
  ["placeById new-york-city", `m.placeById("new-york-city")`],
  ["placeById paris-us", `m.placeById("paris-us")`],
  ["placeById kushiro-shi", `m.placeById("kushiro-shi")`],
  ["placeById unknown", `m.placeById("no-such-place")`],
  ["nearestPlace 釧路", `m.nearestPlace(42.98, 144.38)`],
  ["nearestPlace Paris", `m.nearestPlace(48.85, 2.35)`],
  ["nearestPlace Pacific", `m.nearestPlace(0, -140)`],
];

/** The catalogue's three calls in one ES module, written with a runner into a temporary folder; the folder. */
async function bundle(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "places-bench-"));
  await build({
    stdin: {
      contents: [
        `export { placeById } from "./calendar/places/catalogue.ts";`,
        `export { searchPlaces } from "./calendar/places/search.ts";`,
        `export { nearestPlace } from "./calendar/places/nearest.ts";`,
      ].join("\n"),
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    outfile: join(dir, "places.mjs"),
    logLevel: "warning",
  });
  // The runner: argv[2] is the call's text; it prints the import's and the call's CPU, ms.
  writeFileSync(
    join(dir, "run.mjs"),
    `const ms = (u) => (u.user + u.system) / 1000;
const t0 = process.cpuUsage();
const m = await import("./places.mjs");
const load = ms(process.cpuUsage(t0));
const t1 = process.cpuUsage();
const result = new Function("m", "return " + (process.argv[2] || "null"))(m);
const call = ms(process.cpuUsage(t1));
console.log(JSON.stringify({ load, call, answer: JSON.stringify(result)?.slice(0, 60) }));
`,
  );
  return dir;
}

/** Median and worst of numbers, ms. */
function medianWorst(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)]!.toFixed(1).padStart(5)} (worst ${sorted.at(-1)!.toFixed(1).padStart(5)})`;
}

const dir = await bundle();
try {
  console.log(`fresh process, CPU ms, median (worst) of ${RUNS}: import | first call | both`);
  for (const [name, call] of FIRST_CALLS) {
    const runs = Array.from({ length: RUNS }, () => {
      const out = execFileSync(process.execPath, [join(dir, "run.mjs"), call], { encoding: "utf8" });
      return JSON.parse(out) as { load: number; call: number };
    });
    const column = (f: (r: { load: number; call: number }) => number): string => medianWorst(runs.map(f));
    console.log(`  ${name.padEnd(26)} ${column((r) => r.load)} | ${column((r) => r.call)} | ${column((r) => r.load + r.call)}`);
  }
} finally {
  rmSync(dir, { recursive: true });
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
