/**
 * `npx tsx bench/feed.ts [--duration S]`: requests per second of `GET /gw/calendar.ics` on our
 * Node server against a bare node:http server answering the same bytes (status, headers, body)
 * from memory — the floor for a Node server sending that feed. One run, each server in its own
 * child process (bench/http-child.ts), autocannon here, 127.0.0.1 only. Prints a markdown table.
 * Feeds are built once per data version and cached by their ETag key, so this measures serving a
 * cached feed (plus the first build, reported separately).
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { withBenchTree } from "./bench-tree.ts";
import { startChild, type Target } from "./http.ts";
import type { ChildRequest } from "./http-child.ts";

const { values } = parseArgs({ options: { duration: { type: "string", default: "5" } } });
const DURATION_S = Number(values.duration);
const CONNECTIONS = 32;

async function rps(target: Target, path: string): Promise<{ rps: number; p99Ms: number }> {
  const url = target.url + path;
  await autocannon({ url, connections: CONNECTIONS, duration: Math.max(1, DURATION_S / 2.5) }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0)
    throw new Error(`feed bench: ${target.name} ${path}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  return { rps: r.requests.average, p99Ms: r.latency.p99 };
}

await withBenchTree("feed", async ({ data, tokensFile, token, children }) => {
  const cases = [
    ["3-year 六曜 (Lite)", "/gw/calendar.ics?include=rokuyou&years=2025-2027"],
    ["rolling 祝日+六曜+節気 (Lite)", "/gw/calendar.ics?include=holiday,rokuyou,sekki"],
    ["11-year 天赦日+一粒万倍日 (Pro)", `/gw/calendar.ics?notes=tensha,ichiryu-manbai&years=2020-2030&token=${token}`],
  ] as const;
  const ours = await startChild(children, { kind: "ours", dataDir: data, tokensFile });
  const routes: Extract<ChildRequest, { kind: "bare" }>["routes"] = {};
  const built: Record<string, { ms: number; bytes: number; events: number }> = {};
  for (const [, path] of cases) {
    const t0 = performance.now();
    const response = await fetch(ours.url + path);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`feed bench: ${path} answered ${response.status}: ${body.toString().slice(0, 200)}`);
    built[path] = { ms: performance.now() - t0, bytes: body.length, events: body.toString().split("BEGIN:VEVENT").length - 1 };
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers)
      if (!["date", "connection", "keep-alive", "transfer-encoding"].includes(name)) headers[name] = value;
    routes[path] = { headers, body: body.toString("base64") };
  }
  const bare = await startChild(children, { kind: "bare", routes });
  const lines = [
    `# calendar feed bench (${DURATION_S} s per measurement, ${CONNECTIONS} connections)`,
    "",
    "| feed | bytes | events | first build | ours req/s | bare req/s | ours/bare | ours p99 |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const [name, path] of cases) {
    const o = await rps(ours, path);
    const b = await rps(bare, path);
    const f = built[path]!;
    lines.push(
      `| ${name} | ${f.bytes} | ${f.events} | ${f.ms.toFixed(0)} ms | ${o.rps.toFixed(0)} | ${b.rps.toFixed(0)} | ${(o.rps / b.rps).toFixed(2)} | ${o.p99Ms} ms |`,
    );
  }
  console.log(lines.join("\n"));
});
