/**
 * `npx tsx bench/heavy-feed.ts`: what heavy calendar feeds cost the Node server (started as
 * `npm start` starts it, in a child process, 127.0.0.1, rate limits raised): for each scenario,
 * the first build of one feed (time to the last byte; identity, br and gzip bytes), then a cheap
 * `/gw/day` loop (one connection, keep-alive) while four distinct feeds of the same weight are
 * requested at once (Accept-Encoding: br), reporting its p50/p99/max and the server's peak RSS.
 *
 * Scenarios: the heaviest feeds the event limit allows (about 4,750 events) and the issue's
 * everything-at-once 11-year feed (22,000+ events; refused with 400 FEED_TOO_LARGE since the
 * limit). Prints a markdown table.
 */
import { request as httpRequest } from "node:http";
import { NOTE_ENTRIES } from "../schemas/glossary/notes.ts";
import { withBenchTree } from "./bench-tree.ts";
import { rssKiB } from "./process-stats.ts";
import { startChild } from "./http.ts";

/** Four distinct feeds of one weight, by scenario (`%T` is the token). */
const SCENARIOS: Readonly<Record<string, readonly string[]>> = {
  "heaviest allowed (holiday+rokuyou+sekki+moon / rokuyou+2 notes, 11 years)": [
    "/gw/calendar.ics?include=holiday,rokuyou,sekki,moon&years=2020-2030&token=%T",
    "/gw/calendar.ics?include=holiday,rokuyou,sekki,moon&years=2020-2030&lang=en&token=%T",
    "/gw/calendar.ics?include=rokuyou&notes=tensha,ichiryu-manbai&years=2020-2030&token=%T",
    "/gw/calendar.ics?include=rokuyou&notes=tensha,ichiryu-manbai&years=2020-2030&lang=en&token=%T",
  ],
  "everything, all notes, a purpose, 11 years": ["wedding", "moving", "travel", "opening"].map(
    (purpose) =>
      `/gw/calendar.ics?include=holiday,rokuyou,sekki,zassetsu,moon,kou72&notes=${NOTE_ENTRIES.map((n) => n.id).join(",")}&purpose=${purpose}&years=2020-2030&token=%T`,
  ),
};

/** One request, nothing decoded; status, coded length and ms to the last byte. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; bytes: number; ms: number }> {
  const url = new URL(path, base);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const r = httpRequest(url, { headers, agent: false, timeout: 120_000 }, (res) => {
      let bytes = 0;
      res.on("data", (c: Buffer) => (bytes += c.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - t0 }));
    });
    r.on("timeout", () => r.destroy(new Error(`${url.pathname}: no answer within 120 s`)));
    r.on("error", reject);
    r.end();
  });
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

await withBenchTree("heavy-feed", async ({ data, tokensFile, token, children }) => {
  const lines = [
    "| scenario | status | identity bytes | br | gzip | first build | cheap /gw/day n | p50 | p99 | max | 4 feeds done in | server RSS max |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const [name, templates] of Object.entries(SCENARIOS)) {
    // A fresh server per scenario: nothing cached, the RSS its own.
    const server = await startChild(children, { kind: "ours", dataDir: data, tokensFile });
    const paths = templates.map((t) => t.replace("%T", token));
    const first = await get(server.url, paths[0]!);
    const br = await get(server.url, paths[0]!, { "accept-encoding": "br" });
    const gzip = await get(server.url, paths[0]!, { "accept-encoding": "gzip" });
    // Four others, never asked for: a window one year shorter.
    const heavy = paths.map((p) => p.replace("years=2020-2030", "years=2021-2030"));
    let rssMax = rssKiB(server.pid) ?? 0;
    let done = false;
    const t0 = performance.now();
    const feeds = Promise.all(heavy.map((p) => get(server.url, p, { "accept-encoding": "br" }))).finally(() => (done = true));
    const latencies: number[] = [];
    for (let i = 0; (!done || latencies.length < 20) && i < 5_000; i++) {
      const s = performance.now();
      const answer = await fetch(`${server.url}/gw/day/2025-0${1 + (i % 9)}-1${i % 10}`);
      await answer.arrayBuffer();
      latencies.push(performance.now() - s);
      rssMax = Math.max(rssMax, rssKiB(server.pid) ?? 0);
    }
    const statuses = (await feeds).map((f) => f.status);
    const feedsMs = performance.now() - t0;
    const sorted = [...latencies].sort((a, b) => a - b);
    lines.push(
      `| ${name} | ${first.status} (4 at once: ${statuses.join(", ")}) | ${first.bytes} | ${br.bytes} | ${gzip.bytes} | ${first.ms.toFixed(0)} ms | ${latencies.length} | ${quantile(sorted, 0.5).toFixed(1)} ms | ${quantile(sorted, 0.99).toFixed(1)} ms | ${sorted.at(-1)!.toFixed(1)} ms | ${feedsMs.toFixed(0)} ms | ${(rssMax / 1024).toFixed(0)} MiB |`,
    );
  }
  console.log(lines.join("\n"));
});
