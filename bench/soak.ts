/**
 * Section "soak" (`npm run bench -- soak`, not part of the default run): the Node server under
 * two minutes of mixed load on 127.0.0.1, bounded in time, to see what a long run does that a
 * short measurement does not: 5xx answers, latency drift, memory growth, sockets held.
 *
 * - autocannon, 16 connections, loops over a mix of requests: lite and pro days at random
 *   dates of the coverage (so the body caches fill and turn over), ranges, bulk, 304
 *   revalidations, OPTIONS, health, and every kind of error (400, 403, 404, 405); no HEAD
 *   (autocannon's parser waits for the body a HEAD answer's Content-Length announces);
 * - alongside, a trickle of hostile raw sockets (one every 100 ms, at most 20 open): malformed
 *   request lines, 20 KiB headers, 64 KiB targets, missing Host, half requests left hanging
 *   (cut by the 10 s header timeout), malformed MCP POSTs (a 100-message batch, a 10,000-deep
 *   body, a tool call with arguments as a list, bad JSON), each answer's status counted;
 * - alongside, heavy calendar feeds ({@link HEAVY_FEED_CLIENTS} clients, each asking for a new
 *   near-limit feed as soon as the last one is answered, and now and then one over the event
 *   limit), so the builds never come from the cache: the feed cap and the event-loop slicing
 *   under a long run;
 * - socket clients (bench/soak-sockets.ts, one every 200 ms, at most 50 open): stalled, half-closed
 *   and reset request bodies on /mcp and /gw/day, raw non-ASCII targets; the server's open
 *   descriptors at the start and after every client has ended (they must come back);
 * - the server's resident memory (RSS, /proc) sampled every 5 s.
 *
 * The server runs in its own process (bench/http-child.ts) with rate limits raised out of the
 * way, so the load is served, not refused.
 *
 * Then the heavy-caller attack (bench/attack.ts) on a second server at the plans' default
 * limits: one Pro token's heaviest requests, and a bystander's cheap `/gw/day` p99 beside its goal.
 */
import { randomBytes } from "node:crypto";
import autocannon, { type RequestSpec } from "autocannon";
import { dayNumber, isoDate } from "../calendar/time/day-number.ts";
import { NOTE_ENTRIES } from "../schemas/glossary/notes.ts";
import { attackReport, runAttack, type AttackResult } from "./attack.ts";
import { withBenchTree } from "./bench-tree.ts";
import { cpuSeconds, startChild } from "./http.ts";
import { bytes, table } from "./report.ts";
import { rssKiB } from "./process-stats.ts";
import { descriptorCount, LINGER_AFTER_CLIENTS_MS, rawExchange, startSocketClients, type SocketClientStats } from "./soak-sockets.ts";

const CONNECTIONS = 16;
/** Hostile sockets: one started every this many ms, at most this many open at once. */
const HOSTILE_EVERY_MS = 100;
const HOSTILE_MAX_OPEN = 20;
/** Heavy-feed clients, each with one request in flight. */
const HEAVY_FEED_CLIENTS = 4;
/** Socket clients (stalled, cut, reset bodies; raw non-ASCII targets): one every this many ms, at most this many open. */
const SOCKET_CLIENTS_EVERY_MS = 200;
const SOCKET_CLIENTS_MAX_OPEN = 50;

export interface SoakResult {
  readonly durationS: number;
  readonly connections: number;
  readonly requests: number;
  readonly rps: number;
  readonly statuses: Record<string, number>;
  readonly fiveXx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly latencyMs: { p50: number; p99: number; max: number };
  readonly rssKiB: { start: number | null; end: number | null; max: number | null };
  readonly serverCpuS: number | null;
  readonly hostile: { sent: number; statuses: Record<string, number>; closedWithoutAnswer: number };
  readonly heavyFeeds: HeavyFeedResult;
  readonly socketClients: SocketClientStats;
  /** The server's open descriptors before the load and after every client ended. */
  readonly descriptors: { start: number | null; end: number | null };
  /** The heavy-caller attack at the default limits (bench/attack.ts). */
  readonly attack: AttackResult;
}

/** What the heavy-feed clients sent and got. */
export interface HeavyFeedResult {
  readonly clients: number;
  readonly sent: number;
  readonly statuses: Record<string, number>;
  /** Answer time of the slowest feed, ms. */
  readonly maxMs: number;
}

/**
 * The n-th heavy feed: 六曜 plus two notes over 1 to 7 years ending 2030, in one language (up to
 * about 4,000 events; each distinct, so never cached; a pair of frequent notes can pass the event
 * limit); every 10th asks for everything at once (over the limit: 400 FEED_TOO_LARGE).
 */
function heavyFeedPath(n: number, token: string): string {
  const from = 2024 + (n % 7);
  const lang = Math.floor(n / 7) % 2 === 0 ? "ja" : "en";
  const pair = Math.floor(n / 14);
  const a = NOTE_ENTRIES[pair % NOTE_ENTRIES.length]!.id;
  const b = NOTE_ENTRIES[(pair + 1 + Math.floor(pair / NOTE_ENTRIES.length)) % NOTE_ENTRIES.length]!.id;
  if (n % 10 === 9)
    return `/gw/calendar.ics?include=holiday,rokuyou,sekki,zassetsu,moon,kou72&notes=${a},${b}&purpose=wedding&years=${from}-2030&lang=${lang}&token=${token}`;
  return `/gw/calendar.ics?include=rokuyou&notes=${a},${b}&years=${from}-2030&lang=${lang}&token=${token}`;
}

/** Runs the heavy-feed clients until `untilMs` (Date.now()); every answer's status counted. */
async function heavyFeedClients(url: string, token: string, untilMs: number): Promise<HeavyFeedResult> {
  const statuses: Record<string, number> = {};
  let sent = 0;
  let maxMs = 0;
  const client = async (): Promise<void> => {
    while (Date.now() < untilMs) {
      const path = heavyFeedPath(sent++, token);
      const t0 = performance.now();
      const status = await fetch(url + path, { headers: { "accept-encoding": "br" }, signal: AbortSignal.timeout(30_000) }).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      );
      maxMs = Math.max(maxMs, performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: HEAVY_FEED_CLIENTS }, client));
  return { clients: HEAVY_FEED_CLIENTS, sent, statuses, maxMs };
}

const FIRST = dayNumber(2020, 1, 1);
const LAST = dayNumber(2030, 12, 31);
/** A random day number of the coverage. */
const randomDayNumber = (): number => FIRST + Math.floor(Math.random() * (LAST - FIRST + 1));
const randomDay = (): string => isoDate(randomDayNumber());

/** The mixed request sequence every connection loops over. */
function mix(token: string, etag: string): RequestSpec[] {
  const pro = { authorization: `Bearer ${token}` };
  const at = (path: () => string, extra: Partial<RequestSpec> = {}): RequestSpec => ({
    method: "GET",
    ...extra,
    setupRequest: (request: RequestSpec) => ({ ...request, path: path() }),
  });
  return [
    at(() => `/gw/day/${randomDay()}`),
    at(() => `/gw/day/${randomDay()}?view=pro`, { headers: pro }),
    at(() => `/gw.php?fn=day&date=${randomDay()}`),
    at(() => {
      const start = randomDayNumber();
      return `/gw/range/${isoDate(start)}/${isoDate(Math.min(LAST, start + 30))}`; // 31 days: the lite maximum
    }),
    at(
      () => {
        const start = randomDayNumber();
        return `/gw/range/${isoDate(start)}/${isoDate(Math.min(LAST, start + 365))}?view=pro`; // up to 366 days
      },
      { headers: pro },
    ),
    at(() => `/gw/bulk/${2020 + Math.floor(Math.random() * 11)}`, { headers: pro }),
    { method: "GET", path: "/gw/day/2026-01-01", headers: { "if-none-match": etag } },
    { method: "OPTIONS", path: "/gw/day/2026-01-01", headers: { origin: "https://example.com", "access-control-request-method": "GET" } },
    { method: "GET", path: "/gw/health" },
    at(() => `/gw/day/${randomDay().slice(0, 8)}32`), // 400 INVALID_DATE
    at(() => `/gw/day/${randomDay()}`, { headers: { authorization: `Bearer ${randomBytes(32).toString("base64url")}` } }), // 403 AUTH_FAILED
    at(() => `/gw/day/${randomDay()}?view=pro`), // 403 PLAN_REQUIRED
    at(() => `/gw/day/${1900 + Math.floor(Math.random() * 100)}-01-01`), // 404 OUT_OF_COVERAGE
    { method: "GET", path: "/nope" }, // 404 NOT_FOUND
    { method: "POST", path: "/gw/day/2026-01-01" }, // 405
  ];
}

/** Hostile raw requests: what each should get. */
const HOSTILE: readonly string[] = [
  "GARBAGE\r\n\r\n",
  `GET /gw/health HTTP/1.1\r\nHost: a\r\nX-Big: ${"b".repeat(20 * 1024)}\r\n\r\n`,
  `GET /gw/day/${"a".repeat(64 * 1024)} HTTP/1.1\r\nHost: a\r\n\r\n`,
  "GET /gw/health HTTP/1.1\r\n\r\n",
  "GET /gw/health HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
  "GET /gw/health HTTP/1.1\r\nHost: a\r\nX-Half: ", // left hanging: the header timeout closes it
  mcpPost(`[${Array.from({ length: 100 }, (_, i) => `{"jsonrpc":"2.0","id":${i},"method":"tools/list"}`).join(",")}]`), // 400: a batch over 16 messages
  mcpPost("[".repeat(10_000) + "]".repeat(10_000)), // 400: nested deeper than 32
  mcpPost('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_day","arguments":["2026-01-01"]}}'), // 200 with a one-line JSON-RPC error
  mcpPost("{not json"), // 400 parse error
];

/** A whole `POST /mcp` with `body`, asking the server to close after answering. */
function mcpPost(body: string): string {
  const length = Buffer.byteLength(body);
  return `POST /mcp HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nConnection: close\r\nContent-Length: ${length}\r\n\r\n${body}`;
}

/** Sends one hostile request; resolves with the answer's status, or 0 when closed without one. */
function hostile(port: number, data: string): Promise<number> {
  return rawExchange(port, Buffer.from(data), "stall", 15_000);
}

export async function runSoak(options: { durationS: number }): Promise<SoakResult> {
  const { durationS } = options;
  return withBenchTree("soak", async ({ data, tokensFile, token, bystander, children }) => {
    const server = await startChild(children, { kind: "ours", dataDir: data, tokensFile });
    const port = Number(new URL(server.url).port);
    const etag = (await fetch(`${server.url}/gw/day/2026-01-01`)).headers.get("etag") ?? '"none"';

    const descriptorsStart = descriptorCount(server.pid);
    const socketClients = startSocketClients(port, SOCKET_CLIENTS_EVERY_MS, SOCKET_CLIENTS_MAX_OPEN);
    const rssStart = rssKiB(server.pid);
    let rssMax = rssStart;
    const sampler = setInterval(() => {
      const now = rssKiB(server.pid);
      if (now !== null) rssMax = Math.max(rssMax ?? 0, now);
    }, 5_000);

    const hostileStatuses: Record<string, number> = {};
    let hostileSent = 0;
    let open = 0;
    let closedWithoutAnswer = 0;
    const pending: Promise<void>[] = [];
    const trickle = setInterval(() => {
      if (open >= HOSTILE_MAX_OPEN) return;
      open++;
      const data = HOSTILE[hostileSent++ % HOSTILE.length]!;
      pending.push(
        hostile(port, data).then((status) => {
          open--;
          if (status === 0) closedWithoutAnswer++;
          else hostileStatuses[status] = (hostileStatuses[status] ?? 0) + 1;
        }),
      );
    }, HOSTILE_EVERY_MS);

    const cpu0 = cpuSeconds(server.pid);
    const heavyFeeds = heavyFeedClients(server.url, token, Date.now() + durationS * 1000);
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: durationS,
      requests: mix(token, etag),
      timeout: 10,
    });
    const cpu1 = cpuSeconds(server.pid);
    clearInterval(trickle);
    await Promise.all(pending);
    const socketStats = await socketClients.stop();
    await new Promise((resolve) => setTimeout(resolve, LINGER_AFTER_CLIENTS_MS));
    const descriptorsEnd = descriptorCount(server.pid);
    clearInterval(sampler);
    const rssEnd = rssKiB(server.pid);

    // The attack, on its own server at the default limits (a fresh bucket and caches), a sixth of the soak.
    const limited = await startChild(children, { kind: "ours", dataDir: data, tokensFile, limits: "default" });
    const attack = await runAttack(limited.url, token, bystander, Math.max(10, Math.round(durationS / 6)));

    const statuses: Record<string, number> = {};
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count;
    const fiveXx = result["5xx"] + Object.entries(hostileStatuses).reduce((n, [s, c]) => (Number(s) >= 500 ? n + c : n), 0);
    return {
      durationS,
      connections: CONNECTIONS,
      requests: result.requests.total,
      rps: result.requests.average,
      statuses,
      fiveXx,
      errors: result.errors,
      timeouts: result.timeouts,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      rssKiB: { start: rssStart, end: rssEnd, max: rssMax === null || rssEnd === null ? rssMax : Math.max(rssMax, rssEnd) },
      serverCpuS: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
      hostile: { sent: hostileSent, statuses: hostileStatuses, closedWithoutAnswer },
      heavyFeeds: await heavyFeeds,
      socketClients: socketStats,
      descriptors: { start: descriptorsStart, end: descriptorsEnd },
      attack,
    };
  });
}

export function soakReport(r: SoakResult): string {
  const kib = (v: number | null): string => (v === null ? "n/a" : bytes(v * 1024));
  const statuses = Object.entries(r.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ");
  const hostile = Object.entries(r.hostile.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ");
  return (
    `${r.durationS} s of mixed load, ${r.connections} connections (autocannon in this process, the server in a child), ` +
    `plus hostile raw sockets (one per ${HOSTILE_EVERY_MS} ms, at most ${HOSTILE_MAX_OPEN} open).\n\n` +
    table(
      ["requests", "req/s", "5xx", "errors", "timeouts", "p50", "p99", "max", "RSS start", "RSS end", "RSS max", "server CPU"],
      [
        [
          r.requests,
          Math.round(r.rps),
          r.fiveXx,
          r.errors,
          r.timeouts,
          `${r.latencyMs.p50} ms`,
          `${r.latencyMs.p99} ms`,
          `${r.latencyMs.max} ms`,
          kib(r.rssKiB.start),
          kib(r.rssKiB.end),
          kib(r.rssKiB.max),
          r.serverCpuS === null ? "n/a" : `${r.serverCpuS.toFixed(1)} s`,
        ],
      ],
    ) +
    `\n\nStatuses: ${statuses}.\n\nHostile sockets: ${r.hostile.sent} sent; answers ${hostile || "none"}; ${r.hostile.closedWithoutAnswer} closed without an answer.` +
    heavyFeedReport(r.heavyFeeds) +
    socketClientsReport(r) +
    `\n\n### Attack: one heavy caller at the default limits\n\n${attackReport(r.attack)}`
  );
}

/** The socket clients' answers and the server's descriptors at the start and the end. */
function socketClientsReport(r: SoakResult): string {
  const answers = Object.entries(r.socketClients.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([s, n]) => `${s === "0" ? "closed without one" : s}: ${n}`)
    .join(", ");
  const fd = (v: number | null): string => (v === null ? "n/a" : String(v));
  return (
    `\n\nSocket clients (stalled, half-closed and reset bodies, raw non-ASCII targets; one per ${SOCKET_CLIENTS_EVERY_MS} ms, at most ${SOCKET_CLIENTS_MAX_OPEN} open): ` +
    `${r.socketClients.sent} sent; answers ${answers || "none"}.\n\nServer descriptors: ${fd(r.descriptors.start)} at the start, ${fd(r.descriptors.end)} at the end.`
  );
}

/** The heavy-feed line of the soak report (the RSS columns above include their builds). */
function heavyFeedReport(h: HeavyFeedResult): string {
  const statuses = Object.entries(h.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ");
  return `\n\nHeavy feeds: ${h.clients} clients, ${h.sent} sent (each a new feed); answers ${statuses || "none"}; slowest ${h.maxMs.toFixed(0)} ms.`;
}
