/**
 * Section "miss": first answers over the whole calendar (1873–2100), where every request asks for a URL not asked
 * before, so no held answer helps; what a real workload mostly is (the single-URL cases of bench/http.ts measure the
 * held answer). Each workload with its goal beside it:
 *
 * - random lite days (`/gw/day/{date}`, a permutation of every day of the coverage, one URL per request), 32
 *   connections: ours against http-server serving the same day files from the plain-CDN copy (scripts/cdn-tree.ts),
 *   and against our own rate for one repeated day URL, measured in rounds right after each share of the days:
 *   ≥ 1.5× http-server, ≥ 0.5× our single-URL rate (the median round); beside them the same rounds on a bare
 *   node:http server answering fixed bytes, the most this load generator can show on the machine (every request built
 *   before the clock starts: {@link runPaths});
 * - random Pro 31-day ranges (a random start, every start once), 32 connections: p99 ≤ 25 ms;
 * - 366-day Pro ranges with `lang=en`, each URL new (a random start), one connection: the server's CPU per request
 *   ≤ 10 ms (the Workers Free CPU limit), and the same for the handler alone in a process of its own
 *   (bench/handler-cpu.ts: no socket, no HTTP), both after English ranges of other months ({@link englishWarmUp});
 *   beside them the handler alone for ranges that share no month ({@link disjointYearStarts}: the dearest new URLs)
 *   and the process's first English request;
 * - memorial days and the years of a life (`/gw/memorial/{death}`, `/gw/life/{born}`), computed per request, each URL
 *   new, through the handler alone: CPU per answer ≤ 2 ms;
 * - 31-day Pro ranges at new points (`place=lat,lon&elev=`), computed per request, through the handler alone: CPU per
 *   request ≤ 10 ms (the Workers Free limit);
 * - the hit rates of the server's caches over the measured workloads (the handler's record files, assemble.ts
 *   `RecordCache`, and the origin's file texts, fs-origin.ts `cacheStats`; warmed first through other URLs, as on
 *   a server up for a while) and their sizes against their bounds.
 *
 * The tree is 1873–2100, generated first (about 45 seconds on two cores) unless `--data DIR` names one.
 */
import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import autocannon, { type RequestSpec, type Result, type Tracker } from "autocannon";
import { DEFAULT_COVERAGE } from "../schemas/coverage.ts";
import { civilDate, dayNumber, isoDate, isoMonth } from "../calendar/time/day-number.ts";
import { ensureCdnTree } from "../scripts/cdn-tree.ts";
import { withBenchTree } from "./bench-tree.ts";
import { handlerCpuInChild, type HandlerCpu } from "./handler-cpu.ts";
import { cacheLine, serverCaches, type ServerCaches } from "./process-stats.ts";
import type { BareAnswer } from "./http-child.ts";
import { cpuSeconds, startChild, startHttpServer, type Target } from "./http.ts";
import { goal, ms, ratio, table } from "./report.ts";

const CONNECTIONS = 32;
/** The coverage the section serves and asks for: `npm start`'s. */
const { from: FIRST_YEAR, to: LAST_YEAR } = DEFAULT_COVERAGE;
const FIRST = dayNumber(FIRST_YEAR, 1, 1);
const LAST = dayNumber(LAST_YEAR, 12, 31);

/** The goals of the section (issue 33's table). */
export const MISS_GOALS = {
  liteVsHttpServer: 1.5,
  liteVsSingleUrl: 0.5,
  proRangeP99Ms: 25,
  yearRangeCpuMs: 10,
  lifeAnswerCpuMs: 2,
  pointRangeCpuMs: 10,
} as const;

/** How many 31-day Pro ranges at a new point the handler-alone figure asks. */
const POINT_RANGES = 100;

/**
 * 31-day Pro ranges, each at a new point (seeded: latitudes −66°…+66°, any longitude, elevations 0…3000 m) and a new
 * start in the coverage: every one computes its sun, moon and sky per request (docs/interface.md#places).
 */
export function pointRangePaths(count: number, seed: number): string[] {
  const starts = permutation(FIRST, LAST - 30 - FIRST + 1, seed).slice(0, count);
  return starts.map((start, i) => {
    const lat = (((i * 7919 + seed) % 13_201) / 100 - 66).toFixed(4);
    const lon = (((i * 104_729 + seed) % 36_001) / 100 - 180).toFixed(4);
    const elev = (i * 37) % 3000;
    return `/gw/range/${isoDate(start)}/${isoDate(start + 30)}?place=${lat},${lon}&elev=${elev}`;
  });
}

/** How many memorial and life answers the handler-alone figure asks (half each). */
const LIFE_ANSWERS = 400;

/**
 * New memorial and life URLs over the coverage (a seeded permutation of its days): deaths with a rule variant on every
 * other one and the 命日 of the year after; births with their next ten years, every other one by sex. The last is the
 * process's first (asked alone, before the others).
 */
export function lifePaths(count: number, seed: number): string[] {
  const days = permutation(FIRST, LAST - FIRST + 1, seed).slice(0, count);
  return days.map((day, i) => {
    const { y } = civilDate(day);
    if (i % 2 === 0) return `/gw/memorial/${isoDate(day)}${i % 4 === 0 ? "?rules=chuin:eve,nenki_set:common" : ""}`;
    return `/gw/life/${isoDate(day)}?years=${y + 30}-${y + 39}${i % 4 === 1 ? "&sex=female" : ""}`;
  });
}

export interface MissRun {
  readonly rps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  readonly cpuUsPerRequest: number | null;
}

export interface MissResult {
  readonly durationS: number;
  /** The random lite days, a share per round, each beside one repeated day (the held answer). */
  readonly lite: readonly MissPair[];
  readonly liteRandomHttpServer: MissRun;
  /** The same rounds on a bare node:http server answering fixed bytes: the load generator's ceiling. */
  readonly bare: readonly MissPair[];
  readonly proRanges: MissRun;
  /** One repeated Pro 31-day range (the held answer): what the transport and the client allow for that body size. */
  readonly proRangeSingleUrl: MissRun;
  readonly yearRangesEn: MissRun;
  /** The same 366-day ranges through the handler alone, in a process of its own. */
  readonly yearRangesEnHandler: HandlerCpu;
  /** The same through the handler alone for ranges that share no month: every one translates its 13 months. */
  readonly disjointRangesEnHandler: HandlerCpu;
  /** The same ranges as {@link yearRangesEnHandler} under `rules=tyme4ts`: records computed per request. */
  readonly variantRangesEnHandler: HandlerCpu;
  /** Memorial and life answers (computed per request), each URL new, through the handler alone. */
  readonly lifeAnswersHandler: HandlerCpu;
  /** 31-day Pro ranges at new points (sun, moon and sky computed per request), through the handler alone. */
  readonly pointRangesHandler: HandlerCpu;
  /** The server's caches at the start, after the warm-up and at the end. */
  readonly cache: { readonly cold: ServerCaches; readonly before: ServerCaches; readonly after: ServerCaches };
}

/** A shuffled list of `count` numbers from `first` (a fixed seed: runs compare). */
function permutation(first: number, count: number, seed = 33): number[] {
  const out = Array.from({ length: count }, (_, i) => first + i);
  let state = seed;
  for (let i = count - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Requests whose paths come from `next()`, a new one each time. */
function fresh(next: () => string, headers: Record<string, string> = {}): RequestSpec[] {
  // autocannon hands setupRequest a copy of the spec per request: set its path, no second copy (the client's CPU is
  // the machine's too).
  return [
    {
      method: "GET",
      headers,
      setupRequest: (request: RequestSpec) => {
        request.path = next();
        return request;
      },
    },
  ];
}

/** One measurement: `requests` to `target` for `durationS` (or `amount` requests), the server's CPU per request. */
function run(
  target: Target,
  options: {
    requests?: RequestSpec[];
    path?: string;
    headers?: Record<string, string>;
    durationS?: number;
    amount?: number;
    connections?: number;
  },
): Promise<MissRun> {
  return measured(target, () => [
    autocannon({
      url: target.url + (options.path ?? ""),
      connections: options.connections ?? CONNECTIONS,
      ...(options.amount !== undefined ? { amount: options.amount } : { duration: options.durationS ?? 5 }),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.requests ? { requests: options.requests } : {}),
      timeout: 30,
    }),
  ]);
}

/**
 * Every path of `paths` asked once, over {@link CONNECTIONS} connections: one autocannon client of one connection per
 * share of the paths, its requests built before the clock starts. autocannon rebuilds a request per answer when a
 * `setupRequest` makes each one new, which costs the client about twice what a repeated URL does; with the requests
 * built beforehand a new URL costs the load generator what a repeated one does, so the ratio of the two rates is the
 * server's.
 */
function runPaths(target: Target, paths: readonly string[]): Promise<MissRun> {
  const shares = Array.from({ length: CONNECTIONS }, (_, c) => paths.filter((_, i) => i % CONNECTIONS === c));
  return measured(target, () =>
    shares.map((share) =>
      autocannon({
        url: target.url,
        connections: 1,
        amount: share.length,
        requests: share.map((path) => ({ method: "GET", path })),
        timeout: 30,
      }),
    ),
  );
}

/**
 * The runs `start` begins, measured together: the server's CPU per request, and the rate by the client's own clock
 * up to the last answer (autocannon ends a run of `amount` requests on its next one-second tick, and its average is
 * over whole seconds). The percentiles of several runs are each run's: p50 their median, p99 their highest.
 */
async function measured(target: Target, start: () => Tracker[]): Promise<MissRun> {
  const cpu0 = cpuSeconds(target.pid);
  const trackers = start();
  const started = performance.now();
  let lastAnswer = started;
  for (const tracker of trackers)
    tracker.on("response", () => {
      lastAnswer = performance.now();
    });
  const results = await Promise.all(trackers);
  const cpu1 = cpuSeconds(target.pid);
  const sum = (f: (r: Result) => number): number => results.reduce((n, r) => n + f(r), 0);
  const failed = sum((r) => r.non2xx + r.errors + r.timeouts);
  if (failed > 0) throw new Error(`miss: ${target.name} ${target.url}: ${failed} non-2xx, errors or timeouts under load`);
  const total = sum((r) => r.requests.total);
  const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    rps: (total * 1000) / (lastAnswer - started),
    p50Ms: p50s[p50s.length >> 1]!,
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    requests: total,
    cpuUsPerRequest: cpu0 === null || cpu1 === null || total === 0 ? null : ((cpu1 - cpu0) * 1e6) / total,
  };
}

/** A route of the bare server: our answer to `path` as sent (identity), without the per-connection fields. */
async function sentAnswer(target: Target, path: string): Promise<BareAnswer> {
  const response = await fetch(target.url + path, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`miss: ${path} answered ${response.status}`);
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers)
    if (!["date", "connection", "keep-alive", "transfer-encoding"].includes(name)) headers[name] = value;
  return { headers, body: body.toString("base64") };
}

/** The cache figures of our server (bench/http-child.ts answers `"stats"`). */
async function cacheStats(child: ChildProcess): Promise<ServerCaches> {
  const stats = await serverCaches(child);
  if (stats === null) throw new Error("miss: the server did not report its caches");
  return stats;
}

/** The warm-up requests: a lite 28-day and a Pro 27-day range of every month of 1873–2100 (no measured URL). */
function warmUp(): { readonly path: string; readonly pro: boolean; readonly month: string }[] {
  const months: string[] = [];
  for (let y = FIRST_YEAR; y <= LAST_YEAR; y++) for (let m = 1; m <= 12; m++) months.push(isoMonth(y, m));
  return [
    ...months.map((month) => ({ path: `/gw/range/${month}-01/${month}-28`, pro: false, month })),
    ...months.map((month) => ({ path: `/gw/range/${month}-01/${month}-27`, pro: true, month })),
  ];
}

/**
 * First days of `count` 366-day ranges that share no month (a fixed seed: runs compare): the coverage's months in
 * blocks of 13, a range from a day of each block's first month (2–28: it ends in the block's last month), the blocks in
 * a shuffled order. Every request of the English workload then translates its 13 months anew (random starts share
 * a month now and then, and a shared month is a held one).
 */
function disjointYearStarts(count: number, seed: number): number[] {
  const blocks = Math.floor(((LAST_YEAR - FIRST_YEAR + 1) * 12) / 13);
  return permutation(0, blocks, seed)
    .slice(0, count)
    .map((block, i) => {
      const month = block * 13;
      return dayNumber(FIRST_YEAR + Math.floor(month / 12), (month % 12) + 1, 2 + ((i * 7 + seed) % 27));
    });
}

/** The 366-day English ranges measured: of the server, of the handler alone, and sharing no month. */
const YEAR_RANGES = 100;

/** One-month English ranges for the warm-up of the English code ({@link englishWarmUp}): enough for V8 to compile it. */
const ENGLISH_WARM_RANGES = 128;

/**
 * The English warm-up: Pro ranges of one month each (from `warm`) with `lang=en`, of months that no range starting on
 * one of `starts` (366 days) touches, spread over the coverage. They run the English code until it is compiled (the
 * ten English 366-day ranges after the first cost 10–56 ms each on this machine, the steady state about 7) without
 * translating a month a measured range will need.
 */
function englishWarmUp(warm: ReturnType<typeof warmUp>, starts: readonly number[]): string[] {
  const touched = new Set<string>();
  for (const start of starts)
    for (let day = start; day <= start + 365; day++) {
      const { y, m } = civilDate(day);
      touched.add(isoMonth(y, m));
    }
  const untouched = warm.filter((w) => w.pro && !touched.has(w.month));
  const step = untouched.length / ENGLISH_WARM_RANGES;
  return Array.from(
    { length: Math.min(ENGLISH_WARM_RANGES, untouched.length) },
    (_, i) => `${untouched[Math.floor(i * step)]!.path}?lang=en`,
  );
}

/** Asks `target` for every path of `warm` once, the Pro ones with `pro`'s fields. */
async function askAll(target: Target, warm: ReturnType<typeof warmUp>, pro: Record<string, string>): Promise<void> {
  for (const asPro of [false, true]) {
    const paths = warm.filter((w) => w.pro === asPro).map((w) => w.path);
    let w = 0;
    await run(target, { requests: fresh(() => paths[w++ % paths.length]!, asPro ? pro : {}), amount: paths.length });
  }
}

/** Rounds of the lite-day workload: the days split in this many disjoint shares, each measured beside its held rate. */
const LITE_ROUNDS = 3;

/** A new-URL load and the held load measured right after it, by the same clients: their ratio is the pair's. */
export interface MissPair {
  readonly fresh: MissRun;
  readonly held: MissRun;
}

/**
 * The random lite days: one pass over every day (a longer run would ask for days again), in {@link LITE_ROUNDS}
 * disjoint shares, each followed by as many requests for one repeated day; then the same shares and the same repeated
 * day on a bare node:http server answering that day's exact fields and bytes for every target (the ceiling of each
 * ratio with this load generator on this machine); and the whole pass on http-server, in the same order. On a shared
 * machine the rates drift by a fifth within a minute: a ratio of two loads measured seconds apart, by the same
 * clients built the same way, is the server's, and the median of the pairs drops one disturbed round.
 */
async function liteDays(
  ours: Target,
  cdn: Target,
  children: ChildProcess[],
  days: readonly number[],
): Promise<Pick<MissResult, "lite" | "bare" | "liteRandomHttpServer">> {
  const dayPaths = days.map((d) => `/gw/day/${isoDate(d)}`);
  const heldPath = "/gw/day/2026-01-01";
  const share = Math.ceil(dayPaths.length / LITE_ROUNDS);
  const shares = Array.from({ length: LITE_ROUNDS }, (_, k) => dayPaths.slice(k * share, (k + 1) * share));
  const pairs = async (target: Target): Promise<MissPair[]> => {
    await run(target, { path: heldPath, durationS: 1 }); // warm-up of the held answer
    const out: MissPair[] = [];
    for (const paths of shares)
      out.push({
        fresh: await runPaths(target, paths),
        held: await runPaths(
          target,
          paths.map(() => heldPath),
        ),
      });
    return out;
  };
  const lite = await pairs(ours);
  const liteRandomHttpServer = await runPaths(
    cdn,
    dayPaths.map((path) => `${path}.json`),
  );
  const bare = await pairs(await startChild(children, { kind: "bare", routes: {}, otherwise: await sentAnswer(ours, heldPath) }));
  return { lite, bare, liteRandomHttpServer };
}

export async function runMiss(options: { durationS: number; data?: string }): Promise<MissResult> {
  const { durationS } = options;
  return withBenchTree(
    "miss",
    async ({ data, tokensFile, token, children }) => {
      const pro = { authorization: `Bearer ${token}` };
      console.error("bench: miss: the plain-CDN copy (day files written out)…");
      const cdn = await startHttpServer(children, join(ensureCdnTree(data).dir, "lite"), "/gw/day/2000-01-01.json");
      const ours = await startChild(children, { kind: "ours", dataDir: data, tokensFile });
      const oursChild = children.at(-1)!;
      const days = permutation(FIRST, LAST - FIRST + 1);
      const cold = await cacheStats(oursChild);
      // A server up a while: its record cache holds the month and year files, warmed through other URLs (no measured
      // range is 27 or 28 days long), so every measured URL is still asked for the first time.
      console.error("bench: miss: warming the record cache (a lite and a Pro range of every month)…");
      const warm = warmUp();
      await askAll(ours, warm, pro);
      const before = await cacheStats(oursChild);

      console.error("bench: miss: random lite days…");
      const lite = await liteDays(ours, cdn, children, days);

      console.error("bench: miss: random Pro 31-day ranges…");
      const starts = permutation(FIRST, LAST - 30 - FIRST + 1, 34);
      let r = 0;
      const proRanges = await run(ours, {
        requests: fresh(() => {
          const start = starts[r++ % starts.length]!;
          return `/gw/range/${isoDate(start)}/${isoDate(start + 30)}`;
        }, pro),
        durationS,
      });

      // The floor of that body size: one repeated Pro 31-day range (its held answer), the same connections.
      await run(ours, { path: "/gw/range/2026-01-01/2026-01-31", headers: pro, durationS: 1 });
      const proRangeSingleUrl = await run(ours, { path: "/gw/range/2026-01-01/2026-01-31", headers: pro, durationS });

      console.error("bench: miss: 366-day Pro ranges, lang=en…");
      const randomStarts = (seed: number, count: number): number[] => permutation(FIRST, LAST - 365 - FIRST + 1, seed).slice(0, count);
      const yearStarts = randomStarts(35, YEAR_RANGES);
      // The handler's own processes ask the last alone, first: their English code not yet compiled.
      const yearStartsHandler = randomStarts(36, YEAR_RANGES + 1);
      const disjointStartsHandler = disjointYearStarts(YEAR_RANGES + 1, 37);
      // A server up a while has run its English code: English ranges of other months first (not measured).
      const englishWarm = englishWarmUp(warm, [...yearStarts, ...yearStartsHandler, ...disjointStartsHandler]);
      let e = 0;
      await run(ours, { requests: fresh(() => englishWarm[e++]!, pro), amount: englishWarm.length, connections: 1 });
      let y = 0;
      const yearRangesEn = await run(ours, {
        requests: fresh(() => {
          const start = yearStarts[y++]!;
          return `/gw/range/${isoDate(start)}/${isoDate(start + 365)}?lang=en`;
        }, pro),
        amount: yearStarts.length,
        connections: 1,
      });
      const after = await cacheStats(oursChild);

      console.error("bench: miss: 366-day Pro ranges, lang=en, through the handler alone…");
      const handlerOptions = { dataDir: data, tokensFile, token, warm, englishWarm };
      const yearRangesEnHandler = await handlerCpuInChild({ ...handlerOptions, yearStarts: yearStartsHandler });
      const disjointRangesEnHandler = await handlerCpuInChild({ ...handlerOptions, yearStarts: disjointStartsHandler });
      console.error("bench: miss: the same ranges under rules=tyme4ts (computed per request)…");
      const variantRangesEnHandler = await handlerCpuInChild({ ...handlerOptions, yearStarts: yearStartsHandler, rules: "tyme4ts" });
      console.error("bench: miss: memorial days and years of a life (computed per request), through the handler alone…");
      const lifeAnswersHandler = await handlerCpuInChild({ ...handlerOptions, yearStarts: [], paths: lifePaths(LIFE_ANSWERS + 1, 38) });
      console.error("bench: miss: 31-day Pro ranges at new points (computed per request), through the handler alone…");
      const pointRangesHandler = await handlerCpuInChild({
        ...handlerOptions,
        yearStarts: [],
        paths: pointRangePaths(POINT_RANGES + 1, 39),
      });
      return {
        durationS,
        ...lite,
        proRanges,
        proRangeSingleUrl,
        yearRangesEn,
        yearRangesEnHandler,
        disjointRangesEnHandler,
        variantRangesEnHandler,
        lifeAnswersHandler,
        pointRangesHandler,
        cache: { cold, before, after },
      };
    },
    options.data !== undefined ? { data: options.data } : DEFAULT_COVERAGE,
  );
}

/** Runs taken as one: their requests over their summed time, CPU per request over all, p50 the median, p99 the highest. */
function combined(runs: readonly MissRun[]): MissRun {
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const seconds = runs.reduce((t, r) => t + r.requests / r.rps, 0);
  const cpus = runs.map((r) => r.cpuUsPerRequest);
  const p50s = runs.map((r) => r.p50Ms).sort((a, b) => a - b);
  return {
    rps: requests / seconds,
    p50Ms: p50s[p50s.length >> 1]!,
    p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
    requests,
    cpuUsPerRequest: cpus.some((c) => c === null) ? null : runs.reduce((t, r) => t + r.cpuUsPerRequest! * r.requests, 0) / requests,
  };
}

/** Each round's ratio of the new-URL rate to the held rate, and their median. */
function pairRatios(pairs: readonly MissPair[]): { readonly rounds: number[]; readonly median: number } {
  const rounds = pairs.map((p) => p.fresh.rps / p.held.rps);
  const sorted = [...rounds].sort((a, b) => a - b);
  return { rounds, median: sorted[sorted.length >> 1]! };
}

/** The figures of the 366-day English ranges: the server's and the handler's CPU per new URL, and the two beside them. */
function englishFigures(result: MissResult): string[][] {
  const { yearRangesEn, yearRangesEnHandler, disjointRangesEnHandler, variantRangesEnHandler } = result;
  const yearCpuMs = yearRangesEn.cpuUsPerRequest === null ? null : yearRangesEn.cpuUsPerRequest / 1000;
  const handlerCpuMs = yearRangesEnHandler.cpuUsPerRequest / 1000;
  return [
    [
      "366-day Pro range `lang=en`, CPU per new URL",
      yearCpuMs === null ? "n/a" : ms(yearCpuMs),
      ...goal(yearCpuMs, MISS_GOALS.yearRangeCpuMs, `≤ ${MISS_GOALS.yearRangeCpuMs} ms`, true),
    ],
    [
      `366-day Pro range \`lang=en\`, CPU per new URL of the handler alone (${yearRangesEnHandler.requests} URLs)`,
      ms(handlerCpuMs),
      ...goal(handlerCpuMs, MISS_GOALS.yearRangeCpuMs, `≤ ${MISS_GOALS.yearRangeCpuMs} ms`, true),
    ],
    [
      `the same for ${disjointRangesEnHandler.requests} ranges that share no month (every request translates its 13 months)`,
      ms(disjointRangesEnHandler.cpuUsPerRequest / 1000),
      "–",
      "–",
    ],
    [
      "the same, the process's first English request (before the English warm-up: its code not yet compiled)",
      ms(yearRangesEnHandler.firstUs / 1000),
      "–",
      "–",
    ],
    [
      `the same ranges under \`rules=tyme4ts\` (records computed per request; ${(variantRangesEnHandler.cpuUsPerRequest / yearRangesEnHandler.cpuUsPerRequest).toFixed(1)}× the prerendered, same run)`,
      ms(variantRangesEnHandler.cpuUsPerRequest / 1000),
      ...goal(variantRangesEnHandler.cpuUsPerRequest / 1000, MISS_GOALS.yearRangeCpuMs, `≤ ${MISS_GOALS.yearRangeCpuMs} ms`, true),
    ],
    [
      "the same under `rules=tyme4ts`, the first such request (its almanac and code cold)",
      ms(variantRangesEnHandler.firstUs / 1000),
      "–",
      "–",
    ],
    [
      `memorial days and years of a life, CPU per new URL of the handler alone (${result.lifeAnswersHandler.requests} URLs, half each)`,
      ms(result.lifeAnswersHandler.cpuUsPerRequest / 1000),
      ...goal(result.lifeAnswersHandler.cpuUsPerRequest / 1000, MISS_GOALS.lifeAnswerCpuMs, `≤ ${MISS_GOALS.lifeAnswerCpuMs} ms`, true),
    ],
    ["the same, the process's first such answer (its 旧暦 table and code cold)", ms(result.lifeAnswersHandler.firstUs / 1000), "–", "–"],
    [
      `31-day Pro ranges at a new point (place=lat,lon&elev=), CPU per new URL of the handler alone (${result.pointRangesHandler.requests} URLs)`,
      ms(result.pointRangesHandler.cpuUsPerRequest / 1000),
      ...goal(result.pointRangesHandler.cpuUsPerRequest / 1000, MISS_GOALS.pointRangeCpuMs, `≤ ${MISS_GOALS.pointRangeCpuMs} ms`, true),
    ],
    ["the same, the process's first point (its engine and code cold)", ms(result.pointRangesHandler.firstUs / 1000), "–", "–"],
  ];
}

export function missReport(result: MissResult): string {
  const { liteRandomHttpServer, proRanges, proRangeSingleUrl, yearRangesEn, cache } = result;
  const liteRandom = combined(result.lite.map((p) => p.fresh));
  const liteSingleUrl = combined(result.lite.map((p) => p.held));
  const bareRandom = combined(result.bare.map((p) => p.fresh));
  const bareSingleUrl = combined(result.bare.map((p) => p.held));
  const ceiling = pairRatios(result.bare);
  const vsCdn = liteRandom.rps / liteRandomHttpServer.rps;
  const vsSingle = pairRatios(result.lite);
  /** A cache over the measured workloads: its hits and reads after the warm-up. */
  const measured = (name: keyof ServerCaches): string =>
    cacheLine(cache.after[name], cache.after[name].hits - cache.before[name].hits, cache.after[name].misses - cache.before[name].misses);
  const cpu = (m: MissRun): string => (m.cpuUsPerRequest === null ? "n/a" : `${Math.round(m.cpuUsPerRequest)} µs`);
  const row = (name: string, m: MissRun): (string | number)[] => [name, Math.round(m.rps), ms(m.p50Ms), ms(m.p99Ms), m.requests, cpu(m)];
  return (
    `${FIRST_YEAR}–${LAST_YEAR}, every request a URL not asked before (a permutation of the coverage's days or starts); ${CONNECTIONS} connections; ` +
    `the random lite days one pass over every day of the coverage for each server, in ${LITE_ROUNDS} rounds on ours and the ` +
    `bare server, each followed by as many requests for one repeated day; their requests built before the clock starts ` +
    `(one client per connection), the other workloads ${result.durationS} s each; rates by the client's clock up to the last answer; ` +
    `after a warm-up of the record cache through other URLs (a lite 28-day and a Pro 27-day range of every month: a ` +
    `server that has been up a while) but none of the measured URLs; the 366-day ranges one at a time, ${YEAR_RANGES} ` +
    `of each, after ` +
    `${ENGLISH_WARM_RANGES} English ranges of one month each of months they do not touch (the English code compiled). ` +
    `http-server serves the same day bytes from the plain-CDN copy's files.\n\n` +
    table(
      ["workload", "req/s", "p50", "p99", "requests", "server CPU/request"],
      [
        row(`random lite days \`/gw/day/{date}\` (ours, ${LITE_ROUNDS} rounds)`, liteRandom),
        row("the same days from files (http-server, one pass)", liteRandomHttpServer),
        row("one repeated lite day after each round (ours, held answer)", liteSingleUrl),
        row("the same new URLs, fixed bytes (bare node:http: the load generator's ceiling)", bareRandom),
        row("one repeated URL after each round, fixed bytes (bare node:http)", bareSingleUrl),
        row("random Pro 31-day ranges", proRanges),
        row("one repeated Pro 31-day range (held answer)", proRangeSingleUrl),
        row("366-day Pro ranges `lang=en`, one connection", yearRangesEn),
      ],
    ) +
    "\n\n" +
    table(
      ["figure", "measured", "goal", ""],
      [
        ["random lite days / http-server", ratio(vsCdn), ...goal(vsCdn, MISS_GOALS.liteVsHttpServer, `≥ ${MISS_GOALS.liteVsHttpServer}×`)],
        [
          `random lite days / our single-URL rate: the median of ${LITE_ROUNDS} rounds (${vsSingle.rounds.map(ratio).join(", ")})`,
          ratio(vsSingle.median),
          ...goal(vsSingle.median, MISS_GOALS.liteVsSingleUrl, `≥ ${MISS_GOALS.liteVsSingleUrl}×`),
        ],
        [
          `the same ratio for a server that does nothing (bare node:http: what this load generator allows; ${ceiling.rounds.map(ratio).join(", ")})`,
          ratio(ceiling.median),
          "–",
          "–",
        ],
        [
          "random Pro 31-day ranges p99",
          ms(proRanges.p99Ms),
          ...goal(proRanges.p99Ms, MISS_GOALS.proRangeP99Ms, `≤ ${MISS_GOALS.proRangeP99Ms} ms`, true),
        ],
        ...englishFigures(result),
        ["record cache (lite months, Pro years, English months) over the measured workloads", measured("records"), "–", "–"],
        ["file text cache over the measured workloads", measured("files"), "–", "–"],
      ],
    )
  );
}
