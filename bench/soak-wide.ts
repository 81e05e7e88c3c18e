/**
 * `npm run soak -- --minutes 60 [--data DIR]`: the Node server's memory under random requests over the whole
 * calendar (1873–2100) for as long as asked (default 60 minutes): lite and Pro days (a random place of the 47 and
 * `lang=en` half the time), 31-day lite ranges, Pro ranges of up to 366 days, Pro bulk years and month pages, each
 * at a random date, 16 connections. Prints the server's RSS every minute and, at the end, requests, errors, p99,
 * RSS at the start, highest and at the end against the goal (< 1 GB after an hour), and the caches of file texts
 * and of record files (both bounded: each one's size against its bound, its hit rate). The tree is generated first (about 45 seconds on two cores) unless
 * `--data DIR` names a generated 1873–2100 tree.
 */
import { parseArgs } from "node:util";
import autocannon, { type RequestSpec } from "autocannon";
import { DEFAULT_COVERAGE } from "../schemas/coverage.ts";
import { dayNumber, isoDate } from "../calendar/time/day-number.ts";
import { PLACES } from "../calendar/astronomy/places.ts";
import { withBenchTree } from "./bench-tree.ts";
import { startChild } from "./http.ts";
import { cacheLine, rssKiB, serverCaches } from "./process-stats.ts";

const GOAL_RSS_MIB = 1024;
const CONNECTIONS = 16;
/** The coverage soaked: `npm start`'s. */
const { from: FIRST_YEAR, to: LAST_YEAR } = DEFAULT_COVERAGE;
const FIRST = dayNumber(FIRST_YEAR, 1, 1);
const LAST = dayNumber(LAST_YEAR, 12, 31);

const { values } = parseArgs({ options: { minutes: { type: "string", default: "60" }, data: { type: "string" } } });
const minutes = Number(values.minutes);
if (!(minutes > 0)) {
  console.error(`soak: --minutes must be a positive number, not ${JSON.stringify(values.minutes)}`);
  process.exit(2);
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const randomDay = (last = LAST): number => FIRST + Math.floor(Math.random() * (last - FIRST + 1));

/** The request sequence every connection loops over, each path drawn anew. */
function mix(token: string): RequestSpec[] {
  const pro = { authorization: `Bearer ${token}` };
  const at = (path: () => string, headers: Record<string, string> = {}): RequestSpec => ({
    method: "GET",
    headers,
    setupRequest: (request: RequestSpec) => ({ ...request, path: path() }),
  });
  const en = (): string => (Math.random() < 0.5 ? "lang=en" : "");
  return [
    at(() => `/gw/day/${isoDate(randomDay())}`),
    at(() => `/gw/day/${isoDate(randomDay())}?place=${pick(PLACES).id}&${en()}`, pro),
    at(() => {
      const start = randomDay(LAST - 30);
      return `/gw/range/${isoDate(start)}/${isoDate(start + 30)}?${en()}`;
    }),
    at(() => {
      const start = randomDay(LAST - 365);
      return `/gw/range/${isoDate(start)}/${isoDate(start + Math.floor(Math.random() * 366))}?${en()}`;
    }, pro),
    at(() => `/gw/bulk/${FIRST_YEAR + Math.floor(Math.random() * (LAST_YEAR - FIRST_YEAR + 1))}`, pro),
    at(() => `/cal/${isoDate(randomDay()).slice(0, 7).replace("-", "/")}`, { accept: "text/html" }),
  ];
}

const mib = (kib: number | null): string => (kib === null ? "n/a" : `${(kib / 1024).toFixed(0)} MiB`);

await withBenchTree(
  "soak-wide",
  async ({ data, tokensFile, token, children }) => {
    const server = await startChild(children, { kind: "ours", dataDir: data, tokensFile });
    const child = children.at(-1)!;
    const rssStart = rssKiB(server.pid);
    let rssMax = rssStart ?? 0;
    const t0 = Date.now();
    console.log(
      `soak: ${minutes} min of random requests over ${FIRST_YEAR}–${LAST_YEAR}, ${CONNECTIONS} connections; RSS at start ${mib(rssStart)}`,
    );
    const sampler = setInterval(() => {
      const now = rssKiB(server.pid);
      if (now !== null) rssMax = Math.max(rssMax, now);
    }, 2_000);
    const reporter = setInterval(() => {
      void serverCaches(child).then((stats) => {
        const cache = stats === null ? "" : `; file cache ${cacheLine(stats.files)}; record cache ${cacheLine(stats.records)}`;
        const now = rssKiB(server.pid);
        if (now !== null) rssMax = Math.max(rssMax, now); // the line's own reading counts too: highest ≥ now
        console.log(`soak: ${((Date.now() - t0) / 60_000).toFixed(0)} min: RSS ${mib(now)} (highest ${mib(rssMax)})${cache}`);
      });
    }, 60_000);
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: minutes * 60,
      requests: mix(token),
      timeout: 30,
    });
    clearInterval(sampler);
    clearInterval(reporter);
    const rssEnd = rssKiB(server.pid);
    rssMax = Math.max(rssMax, rssEnd ?? 0);
    const stats = await serverCaches(child);
    const met = rssEnd !== null && rssMax / 1024 < GOAL_RSS_MIB ? "met" : "**missed**";
    console.log(
      [
        `soak: ${minutes} min, ${result.requests.total} requests (${Math.round(result.requests.average)}/s), ${result.non2xx} non-2xx, ` +
          `${result.errors} errors, ${result.timeouts} timeouts; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        `soak: RSS start ${mib(rssStart)}, highest ${mib(rssMax)}, end ${mib(rssEnd)}: goal < ${GOAL_RSS_MIB} MiB: ${met}`,
        stats === null ? "soak: caches: n/a" : `soak: file cache ${cacheLine(stats.files)}\nsoak: record cache ${cacheLine(stats.records)}`,
      ].join("\n"),
    );
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  },
  values.data !== undefined ? { data: values.data } : DEFAULT_COVERAGE,
);
