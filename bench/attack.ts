/**
 * The heavy-caller attack (part of `npm run bench -- soak`; alone: `npx tsx bench/attack.ts
 * [seconds]`): one Pro token at the plans' default rate limits sends the heaviest requests it
 * can, while a bystander (another caller, an Ultra token) asks for a cheap `/gw/day` every
 * {@link CHEAP_EVERY_MS} ms. The goal: the bystander's p99 at most {@link CHEAP_P99_GOAL_MS} ms.
 *
 * - {@link BULK_CLIENTS} clients, each with one request in flight, loop over
 *   `GET /gw/bulk/{11 years}?lang=en&place=X&format=csv` (Accept-Encoding: br), each a new place
 *   and year order, so no answer comes from the cache of an earlier one unless the service
 *   treats the years as a set (then a place repeats only every 47 requests);
 * - {@link MCP_CLIENTS} clients, each with one `POST /mcp` in flight, send batches of
 *   {@link MCP_BATCH} `get_range` calls (366 days, Pro, `lang=en`, a place each), Accept-Encoding: br;
 *   the largest answer on the wire (coded bytes) is reported;
 * - the bystander's p50/p99/max first alone, then under the attack.
 *
 * Every answer's status is counted (200, 429 from the rate limit, 503 from a full queue).
 */
import { request as httpRequest } from "node:http";
import { dayNumber, isoDate } from "../schemas/day-number.ts";
import { PLACES } from "../schemas/places.ts";
import { withBenchTree } from "./bench-tree.ts";
import { startChild } from "./http.ts";
import { bytes, table } from "./report.ts";

/** The bystander's goal (issue: "a cheap /gw/day keeps p99 ≤ 50 ms on this machine"). */
export const CHEAP_P99_GOAL_MS = 50;
/** The bystander's pace: one cheap request every this many ms (its Ultra bucket is never the limit). */
const CHEAP_EVERY_MS = 20;
const BULK_CLIENTS = 4;
const MCP_CLIENTS = 2;
const MCP_BATCH = 16;
const YEARS = Array.from({ length: 11 }, (_, i) => 2020 + i);

export interface AttackResult {
  readonly durationS: number;
  /** The bystander alone, then under the attack. */
  readonly cheapAlone: Latency;
  readonly cheap: Latency;
  readonly bulk: ClientStats;
  readonly mcp: ClientStats;
}

export interface Latency {
  readonly n: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly statuses: Record<string, number>;
}

export interface ClientStats {
  readonly clients: number;
  readonly sent: number;
  readonly statuses: Record<string, number>;
  /** Slowest answer, ms. */
  readonly maxMs: number;
  /** Largest answer on the wire (coded body bytes) and its Content-Encoding. */
  readonly largestBytes: number;
  readonly largestCoding: string;
}

interface Exchange {
  readonly status: number;
  readonly bytes: number;
  readonly coding: string;
  readonly ms: number;
}

/** One request over a fresh connection, nothing decoded: status, coded bytes, coding, ms to the last byte. */
function exchange(base: string, path: string, headers: Record<string, string>, body?: string): Promise<Exchange> {
  const url = new URL(path, base);
  const t0 = performance.now();
  return new Promise((resolve) => {
    const r = httpRequest(url, { method: body === undefined ? "GET" : "POST", headers, agent: false, timeout: 60_000 }, (res) => {
      let n = 0;
      res.on("data", (c: Buffer) => (n += c.length));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes: n,
          coding: String(res.headers["content-encoding"] ?? "identity"),
          ms: performance.now() - t0,
        }),
      );
      res.on("error", () => resolve({ status: 0, bytes: n, coding: "", ms: performance.now() - t0 }));
    });
    r.on("timeout", () => r.destroy());
    r.on("error", () => resolve({ status: 0, bytes: 0, coding: "", ms: performance.now() - t0 }));
    r.end(body);
  });
}

/** The n-th bulk path: all 11 years in a rotated order, a place per request. */
export function bulkPath(n: number): string {
  const shift = n % YEARS.length;
  const years = [...YEARS.slice(shift), ...YEARS.slice(0, shift)];
  if (Math.floor(n / YEARS.length) % 2 === 1) years.reverse();
  return `/gw/bulk/${years.join(",")}?lang=en&place=${PLACES[n % PLACES.length]!.id}&format=csv`;
}

/** The n-th MCP batch: {@link MCP_BATCH} get_range calls of 366 days, Pro, English, a place each. */
export function mcpBatch(n: number): string {
  return JSON.stringify(
    Array.from({ length: MCP_BATCH }, (_, i) => ({
      jsonrpc: "2.0",
      id: i + 1,
      method: "tools/call",
      params: {
        name: "get_range",
        arguments: {
          start: "2025-01-01",
          end: "2026-01-01",
          view: "pro",
          lang: "en",
          place: PLACES[(n * MCP_BATCH + i) % PLACES.length]!.id,
        },
      },
    })),
  );
}

/** Loops `clients` clients, one request each in flight, until `untilMs`. */
async function loop(clients: number, untilMs: number, next: (n: number) => Promise<Exchange>): Promise<ClientStats> {
  const statuses: Record<string, number> = {};
  let sent = 0;
  let maxMs = 0;
  let largestBytes = 0;
  let largestCoding = "";
  const client = async (): Promise<void> => {
    while (Date.now() < untilMs) {
      const e = await next(sent++);
      statuses[e.status] = (statuses[e.status] ?? 0) + 1;
      maxMs = Math.max(maxMs, e.ms);
      if (e.status === 200 && e.bytes > largestBytes) {
        largestBytes = e.bytes;
        largestCoding = e.coding;
      }
      // A refused request is answered at once: wait as a client would before trying again.
      if (e.status === 429 || e.status === 503) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { clients, sent, statuses, maxMs, largestBytes, largestCoding };
}

const FIRST = dayNumber(2020, 1, 1);
const LAST = dayNumber(2030, 12, 31);

/** The bystander: a cheap day every {@link CHEAP_EVERY_MS} ms until `untilMs` (one keep-alive connection). */
async function bystander(base: string, token: string, untilMs: number): Promise<Latency> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  while (Date.now() < untilMs) {
    const start = performance.now();
    const date = isoDate(FIRST + Math.floor(Math.random() * (LAST - FIRST + 1)));
    const status = await fetch(`${base}/gw/day/${date}`, { headers: { authorization: `Bearer ${token}` } }).then(
      async (r) => (await r.arrayBuffer(), r.status),
      () => 0,
    );
    const ms = performance.now() - start;
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, CHEAP_EVERY_MS - ms)));
  }
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN, statuses };
}

/** Runs the attack for `durationS` against a server at the default limits. */
export async function runAttack(base: string, token: string, bystanderToken: string, durationS: number): Promise<AttackResult> {
  await bystander(base, bystanderToken, Date.now() + 1_000); // warm-up: the server's first answers
  const cheapAlone = await bystander(base, bystanderToken, Date.now() + 5_000);
  const until = Date.now() + durationS * 1000;
  const auth = { authorization: `Bearer ${token}`, "accept-encoding": "br" };
  const mcpHeaders = {
    ...auth,
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "mcp-protocol-version": "2025-11-25",
  };
  const [cheap, bulk, mcp] = await Promise.all([
    bystander(base, bystanderToken, until),
    loop(BULK_CLIENTS, until, (n) => exchange(base, bulkPath(n), auth)),
    loop(MCP_CLIENTS, until, (n) => exchange(base, "/mcp", mcpHeaders, mcpBatch(n))),
  ]);
  return { durationS, cheapAlone, cheap, bulk, mcp };
}

/** Starts a server at the default limits over the bench tree and runs the attack. */
export async function runAttackBench(durationS: number): Promise<AttackResult> {
  return withBenchTree("attack", async ({ data, tokensFile, token, bystander: other, children }) => {
    const server = await startChild(children, { kind: "ours", dataDir: data, tokensFile, limits: "default" });
    return runAttack(server.url, token, other, durationS);
  });
}

const statusText = (s: Record<string, number>): string =>
  Object.entries(s)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ");

export function attackReport(r: AttackResult): string {
  const ms = (v: number): string => `${v.toFixed(1)} ms`;
  const met = r.cheap.p99 <= CHEAP_P99_GOAL_MS ? "met" : "NOT met";
  return (
    `One Pro token at the default limits for ${r.durationS} s: ${r.bulk.clients} clients of GET /gw/bulk/{11 years}?lang=en&place=X&format=csv, ` +
    `${r.mcp.clients} of POST /mcp batches of ${MCP_BATCH} get_range (366 days, Pro, en, a place each), all with Accept-Encoding: br; ` +
    `a bystander's cheap /gw/day every ${CHEAP_EVERY_MS} ms.\n\n` +
    table(
      ["cheap /gw/day", "n", "p50", "p99", "max", `goal p99 ≤ ${CHEAP_P99_GOAL_MS} ms`, "statuses"],
      [
        ["alone", r.cheapAlone.n, ms(r.cheapAlone.p50), ms(r.cheapAlone.p99), ms(r.cheapAlone.max), "–", statusText(r.cheapAlone.statuses)],
        ["under the attack", r.cheap.n, ms(r.cheap.p50), ms(r.cheap.p99), ms(r.cheap.max), met, statusText(r.cheap.statuses)],
      ],
    ) +
    "\n\n" +
    table(
      ["attacker", "sent", "statuses", "slowest", "largest 200 on the wire"],
      [
        ["bulk CSV", r.bulk.sent, statusText(r.bulk.statuses), ms(r.bulk.maxMs), `${bytes(r.bulk.largestBytes)} (${r.bulk.largestCoding})`],
        ["MCP batch", r.mcp.sent, statusText(r.mcp.statuses), ms(r.mcp.maxMs), `${bytes(r.mcp.largestBytes)} (${r.mcp.largestCoding})`],
      ],
    )
  );
}

if (import.meta.filename === process.argv[1]) {
  const seconds = Number(process.argv[2] ?? 20);
  console.log(attackReport(await runAttackBench(seconds)));
}
