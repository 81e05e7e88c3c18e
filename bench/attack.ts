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
 * Other modes (`npx tsx bench/attack.ts [seconds] [mode] [connections] [--data DIR]`), each with `connections` clients
 * (1–4), over 1873–2100 (`--data` a generated root, e.g. `public` after `npm start`; else generated first):
 * - `find`: `GET /gw/find` of the whole range, scored (`order=score`, `limit=1`), a purpose and `min_score` each;
 * - `mcp-find`: `POST /mcp` batches of {@link MCP_BATCH} such `find_days` calls;
 * - `mix`: in turn a scored find, an MCP batch of finds, an 11-year English CSV bulk with a place, a birth chart.
 *
 * Every answer's status is counted (200, 429 from the rate limit, 503 from a full queue).
 */
import { request as httpRequest } from "node:http";
import { resolve as resolvePath } from "node:path";
import { PURPOSES } from "../schemas/glossary/purposes.ts";
import { dayNumber, isoDate } from "../calendar/time/day-number.ts";
import { PLACES } from "../calendar/astronomy/places.ts";
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

/** What the attacker sends (see the module comment). */
export const ATTACK_MODES = ["bulk-mcp", "find", "mcp-find", "mix"] as const;
export type AttackMode = (typeof ATTACK_MODES)[number];

export interface AttackResult {
  readonly durationS: number;
  readonly mode: AttackMode;
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

/** The n-th whole-range scored find's query: a purpose and a `min_score` each, so no answer is one held before. */
export function findQuery(n: number): Record<string, string> {
  const purpose = PURPOSES[n % PURPOSES.length]!.id;
  const minScore = -20 + (Math.floor(n / PURPOSES.length) % 41);
  return { start: "1873-01-04", end: "2100-12-31", purpose, min_score: String(minScore), order: "score", limit: "1" };
}

/** The n-th MCP batch of {@link MCP_BATCH} whole-range scored `find_days` calls. */
export function mcpFindBatch(n: number): string {
  return JSON.stringify(
    Array.from({ length: MCP_BATCH }, (_, i) => {
      const q = findQuery(n * MCP_BATCH + i);
      return {
        jsonrpc: "2.0",
        id: i + 1,
        method: "tools/call",
        params: { name: "find_days", arguments: { ...q, min_score: Number(q.min_score), limit: 1 } },
      };
    }),
  );
}

/** The n-th birth chart: a minute of its own, so each is built. */
export function birthPath(n: number): string {
  const at = new Date(Date.UTC(1990, 0, 1) + n * 61_000).toISOString().slice(0, 16);
  return `/gw/birth/${at}Z?sex=${n % 2 === 0 ? "male" : "female"}`;
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
export async function runAttack(
  base: string,
  token: string,
  bystanderToken: string,
  durationS: number,
  mode: AttackMode = "bulk-mcp",
  connections = BULK_CLIENTS,
): Promise<AttackResult> {
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
  const find = (n: number) => exchange(base, `/gw/find?${new URLSearchParams(findQuery(n))}`, auth);
  const mcpFind = (n: number) => exchange(base, "/mcp", mcpHeaders, mcpFindBatch(n));
  const mixed = [find, mcpFind, (n: number) => exchange(base, bulkPath(n), auth), (n: number) => exchange(base, birthPath(n), auth)];
  const attackers: Record<AttackMode, () => Promise<[ClientStats, ClientStats]>> = {
    "bulk-mcp": () =>
      Promise.all([
        loop(connections, until, (n) => exchange(base, bulkPath(n), auth)),
        loop(MCP_CLIENTS, until, (n) => exchange(base, "/mcp", mcpHeaders, mcpBatch(n))),
      ]),
    find: async () => [await loop(connections, until, find), idle(0)],
    "mcp-find": async () => [idle(0), await loop(connections, until, mcpFind)],
    mix: async () => [await loop(connections, until, (n) => mixed[n % mixed.length]!(Math.floor(n / mixed.length))), idle(0)],
  };
  const [cheap, [bulk, mcp]] = await Promise.all([bystander(base, bystanderToken, until), attackers[mode]()]);
  return { durationS, mode, cheapAlone, cheap, bulk, mcp };
}

/** The stats of a client kind a mode does not run. */
const idle = (clients: number): ClientStats => ({ clients, sent: 0, statuses: {}, maxMs: 0, largestBytes: 0, largestCoding: "" });

/** Starts a server at the default limits over the bench tree (or `data`) and runs the attack. */
export async function runAttackBench(
  durationS: number,
  mode: AttackMode = "bulk-mcp",
  connections = BULK_CLIENTS,
  data?: string,
): Promise<AttackResult> {
  // The find modes search the whole calendar: their tree is 1873–2100.
  const years = mode === "bulk-mcp" ? {} : { from: 1873, to: 2100 };
  return withBenchTree(
    "attack",
    async ({ data: root, tokensFile, token, bystander: other, children }) => {
      const server = await startChild(children, { kind: "ours", dataDir: root, tokensFile, limits: "default" });
      return runAttack(server.url, token, other, durationS, mode, connections);
    },
    data === undefined ? years : { data },
  );
}

const statusText = (s: Record<string, number>): string =>
  Object.entries(s)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ");

/** What each mode's attacker sends, in words. */
const MODE_TEXT: Record<AttackMode, (r: AttackResult) => string> = {
  "bulk-mcp": (r) =>
    `${r.bulk.clients} clients of GET /gw/bulk/{11 years}?lang=en&place=X&format=csv, ` +
    `${r.mcp.clients} of POST /mcp batches of ${MCP_BATCH} get_range (366 days, Pro, en, a place each)`,
  find: (r) => `${r.bulk.clients} clients of GET /gw/find over 1873–2100, scored (a purpose and min_score each, order=score, limit=1)`,
  "mcp-find": (r) => `${r.mcp.clients} clients of POST /mcp batches of ${MCP_BATCH} such find_days calls`,
  mix: (r) =>
    `${r.bulk.clients} clients, each in turn a scored find of 1873–2100, an MCP batch of ${MCP_BATCH} of them, an 11-year English CSV bulk with a place and a birth chart`,
};

export function attackReport(r: AttackResult): string {
  const ms = (v: number): string => `${v.toFixed(1)} ms`;
  const met = r.cheap.p99 <= CHEAP_P99_GOAL_MS ? "met" : "NOT met";
  return (
    `One Pro token at the default limits for ${r.durationS} s (mode ${r.mode}): ${MODE_TEXT[r.mode](r)}, all with Accept-Encoding: br; ` +
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
        [
          r.mode === "bulk-mcp" ? "bulk CSV" : "GET",
          r.bulk.sent,
          statusText(r.bulk.statuses),
          ms(r.bulk.maxMs),
          `${bytes(r.bulk.largestBytes)} (${r.bulk.largestCoding})`,
        ],
        ["MCP batch", r.mcp.sent, statusText(r.mcp.statuses), ms(r.mcp.maxMs), `${bytes(r.mcp.largestBytes)} (${r.mcp.largestCoding})`],
      ],
    )
  );
}

if (import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--data");
  const data = at < 0 ? undefined : resolvePath(args.splice(at, 2)[1] ?? "public");
  const [seconds = "20", mode = "bulk-mcp", connections = String(BULK_CLIENTS)] = args;
  if (!(ATTACK_MODES as readonly string[]).includes(mode)) {
    console.error(`attack: mode must be one of ${ATTACK_MODES.join(", ")}`);
    process.exit(2);
  }
  console.log(attackReport(await runAttackBench(Number(seconds), mode as AttackMode, Number(connections), data)));
}
