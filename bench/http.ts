/**
 * Section "http": requests/s and p99 latency of our server against two baselines:
 * - bare: a minimal node:http server answering, from memory, the exact bytes (status, headers,
 *   body) our server answered for the same request: the floor for a Node server;
 * - http-server: the plain CDN-style static server on the same `lite/` dir (lite day only: it
 *   cannot assemble ranges or check tokens).
 *
 * Process layout (2-core machines): every server runs in its own child process and autocannon
 * runs on this process's main thread, with nothing else to do here during a measurement. So the
 * server under test has one core and the load generator the other; run in one process they
 * would share one event loop and the numbers would measure autocannon as much as the server.
 * Only one server is under load at a time (the others sit idle), and the three targets of a
 * request are measured back to back so they see the same machine noise.
 */
import { type ChildProcess, execFileSync, fork, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { writeTokenFile } from "../edge-rules/node/token-file.ts";
import { bulkBody, dayBody, rangeBody } from "./bodies.ts";
import { generateInChild } from "./generate.ts";
import type { ChildRequest } from "./http-child.ts";
import { bytes, goal, type GoalCells, NO_GOAL, ratio, table } from "./report.ts";

const ROOT = join(import.meta.dirname, "..");
const CONNECTIONS = 32;

type TargetName = "ours" | "bare" | "http-server";

interface Case {
  readonly name: string;
  /** Request target on our server and the bare one. */
  readonly path: string;
  /** The same file's target on http-server, if it can serve it. */
  readonly cdnPath: string | null;
  readonly pro: boolean;
  readonly expected: (root: string) => Buffer;
}

const CASES: readonly Case[] = [
  { name: "lite day", path: "/gw/day/2026-01-01", cdnPath: "/gw/day/2026-01-01.json", pro: false, expected: (r) => dayBody(r, "lite", "2026-01-01") },
  { name: "lite range 31 d", path: "/gw/range/2026-01-01/2026-01-31", cdnPath: null, pro: false, expected: (r) => rangeBody(r, "lite", "2026-01-01", "2026-01-31") },
  {
    name: "pro range 366 d",
    path: "/gw/range/2024-01-01/2024-12-31?view=pro",
    cdnPath: null,
    pro: true,
    expected: (r) => rangeBody(r, "pro", "2024-01-01", "2024-12-31"),
  },
  { name: "pro bulk 2026", path: "/gw/bulk/2026", cdnPath: null, pro: true, expected: (r) => bulkBody(r, [2026]) },
];

export interface Measurement {
  readonly rps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Share of one core the server process used during the measurement (null off Linux). */
  readonly serverCpu: number | null;
  /** Server CPU time per request, µs: what a request costs, whoever limits the rate. */
  readonly cpuUsPerRequest: number | null;
}

export interface HttpCaseResult {
  readonly name: string;
  readonly path: string;
  readonly bodyBytes: number;
  readonly ours: Measurement;
  readonly bare: Measurement;
  readonly httpServer: Measurement | null;
  /** requests/s ratios */
  readonly oursVsHttpServer: number | null;
  readonly oursVsBare: number;
  /** bare's CPU per request ÷ ours: the ratio of capacities if the load generator were not a limit. */
  readonly oursVsBareByCpu: number | null;
}

export interface HttpResult {
  readonly durationS: number;
  readonly connections: number;
  readonly cases: readonly HttpCaseResult[];
}

/** A running server under test. */
export interface Target {
  readonly name: TargetName;
  readonly url: string;
  readonly pid: number;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU seconds a process has used so far (Linux /proc), or null. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields[0] is field 3 (state)
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime, stime
  } catch {
    return null;
  }
}

/** Fetches once and fails loudly unless the answer is 200 with exactly the expected body. */
async function verify(target: TargetName, url: string, headers: Record<string, string>, expected: Buffer): Promise<Response> {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || !body.equals(expected)) {
    const why = response.status !== 200 ? `: ${body.toString().slice(0, 200)}` : body.length === expected.length ? " (same length, other bytes)" : "";
    throw new Error(`http: ${target} ${url} answered ${response.status} with ${body.length} bytes; expected 200 with ${expected.length} bytes${why}`);
  }
  return response;
}

async function measure(target: Target, path: string, headers: Record<string, string>, durationS: number): Promise<Measurement> {
  const url = target.url + path;
  await autocannon({ url, headers, connections: CONNECTIONS, duration: Math.max(1, durationS / 2.5) }); // warm-up (JIT, caches), discarded
  const cpu0 = cpuSeconds(target.pid);
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: durationS });
  const cpu1 = cpuSeconds(target.pid);
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) {
    throw new Error(`http: ${target.name} ${url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts under load`);
  }
  const cpu = cpu0 === null || cpu1 === null ? null : cpu1 - cpu0;
  return {
    rps: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    serverCpu: cpu === null ? null : cpu / r.duration,
    cpuUsPerRequest: cpu === null ? null : (cpu * 1e6) / r.requests.total,
  };
}

/** Forks bench/http-child.ts and waits for the URL of the server it started. */
export async function startChild(children: ChildProcess[], message: ChildRequest): Promise<Target> {
  const child = fork(join(import.meta.dirname, "http-child.ts"), [], { execArgv: ["--import", "tsx"], cwd: ROOT });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once("message", (m: { url: string }) => resolve({ name: message.kind, url: m.url, pid: child.pid! }));
    child.once("exit", (code) => reject(new Error(`http: ${message.kind} server exited with ${code} before listening`)));
    child.send(message);
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Spawns http-server on the lite dir and waits until it answers `probe`. */
async function startHttpServer(children: ChildProcess[], liteDir: string, probe: string): Promise<Target> {
  const port = await freePort();
  const bin = join(ROOT, "node_modules", "http-server", "bin", "http-server");
  const child = spawn(process.execPath, ["--no-deprecation", bin, liteDir, "-a", "127.0.0.1", "-p", String(port), "-s", "-c-1"], { stdio: "inherit" });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    if ((await fetch(url + probe).catch(() => null))?.ok) return { name: "http-server", url, pid: child.pid! };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("http: http-server did not start");
}

export async function runHttp(options: { durationS: number }): Promise<HttpResult> {
  const { durationS } = options;
  const dir = await mkdtemp(join(tmpdir(), "koyomi-bench-http-"));
  const children: ChildProcess[] = [];
  try {
    const data = join(dir, "public");
    await generateInChild(2020, 2030, data);
    const token = randomBytes(32).toString("base64url");
    const tokensFile = join(dir, "tokens.json");
    const sha256 = createHash("sha256").update(token).digest("hex");
    await writeTokenFile(tokensFile, {
      tokens: [{ id: "tok_bench", sha256, plan: "pro", label: "bench", created: new Date().toISOString(), expires: null, revoked: false }],
    });
    const auth = { authorization: `Bearer ${token}` };
    const headersOf = (c: Case): Record<string, string> => (c.pro ? auth : {});

    // Our server first: its exact responses (headers and body) become the bare server's.
    const ours = await startChild(children, { kind: "ours", dataDir: data, tokensFile });
    const routes: Extract<ChildRequest, { kind: "bare" }>["routes"] = {};
    const expected = new Map<Case, Buffer>();
    for (const c of CASES) {
      const body = c.expected(data);
      expected.set(c, body);
      const response = await verify("ours", ours.url + c.path, headersOf(c), body);
      const headers: Record<string, string> = {};
      for (const [name, value] of response.headers) {
        if (!["date", "connection", "keep-alive", "transfer-encoding"].includes(name)) headers[name] = value;
      }
      routes[c.path] = { headers, body: body.toString("base64") };
    }
    const bare = await startChild(children, { kind: "bare", routes });
    const cdnProbe = CASES.find((c) => c.cdnPath)!;
    const cdn = await startHttpServer(children, join(data, "lite"), cdnProbe.cdnPath!);
    for (const c of CASES) {
      await verify("bare", bare.url + c.path, headersOf(c), expected.get(c)!);
      if (c.cdnPath) await verify("http-server", cdn.url + c.cdnPath, {}, expected.get(c)!);
    }

    const cases: HttpCaseResult[] = [];
    for (const c of CASES) {
      console.error(`bench: http: ${c.name}…`);
      const o = await measure(ours, c.path, headersOf(c), durationS);
      const b = await measure(bare, c.path, headersOf(c), durationS);
      const h = c.cdnPath ? await measure(cdn, c.cdnPath, {}, durationS) : null;
      cases.push({
        name: c.name,
        path: c.path,
        bodyBytes: expected.get(c)!.length,
        ours: o,
        bare: b,
        httpServer: h,
        oursVsHttpServer: h ? o.rps / h.rps : null,
        oursVsBare: o.rps / b.rps,
        oursVsBareByCpu: o.cpuUsPerRequest && b.cpuUsPerRequest ? b.cpuUsPerRequest / o.cpuUsPerRequest : null,
      });
    }
    return { durationS, connections: CONNECTIONS, cases };
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill();
          }),
      ),
    );
    await rm(dir, { recursive: true, force: true });
  }
}

export function httpReport(result: HttpResult): string {
  const rows = result.cases.flatMap((c) =>
    (
      [
        ["ours", c.ours],
        ["bare", c.bare],
        ["http-server", c.httpServer],
      ] as const
    ).map(([name, m]) => [
      name === "ours" ? `${c.name} \`${c.path}\`` : "",
      name === "ours" ? bytes(c.bodyBytes) : "",
      name,
      m ? Math.round(m.rps) : "n/a",
      m ? `${m.p50Ms} ms` : "n/a",
      m ? `${m.p99Ms} ms` : "n/a",
      m?.serverCpu != null ? `${Math.round(m.serverCpu * 100)} %` : "n/a",
      m?.cpuUsPerRequest != null ? `${Math.round(m.cpuUsPerRequest)} µs` : "n/a",
      ...NO_GOAL,
    ]),
  );
  /** The goals on req/s ratios: the same-bytes ceiling is the bare server (our exact bytes, from memory). */
  const ratioGoal = (c: HttpCaseResult, figure: "http-server" | "bare" | "bare by CPU"): GoalCells => {
    if (figure === "http-server" && c.name === "lite day") return goal(c.oursVsHttpServer, 3, "≥ 3×");
    if (figure === "bare" && (c.name === "lite day" || c.name === "pro range 366 d")) return goal(c.oursVsBare, 0.9, "≥ 0.9×");
    return NO_GOAL;
  };
  const ratios = result.cases.flatMap((c) => [
    [c.name, "ours / http-server (req/s)", ratio(c.oursVsHttpServer), ...ratioGoal(c, "http-server")],
    ["", "ours / bare, the same-bytes ceiling (req/s)", ratio(c.oursVsBare), ...ratioGoal(c, "bare")],
    ["", "ours / bare (by CPU per request)", ratio(c.oursVsBareByCpu), ...ratioGoal(c, "bare by CPU")],
  ]);
  return (
    `${result.connections} connections, ${result.durationS} s per measurement after a warm-up; each server in its own child ` +
    `process, autocannon in the parent. "server CPU" is the share of one core the server process got: under 100 % it was ` +
    `waiting, for the load generator (one core) or for a core on this shared machine. "CPU/request" (server CPU time ÷ ` +
    `requests) does not depend on who limited the rate, so "by CPU" compares capacities where req/s cannot.\n\n` +
    table(["request", "body", "server", "req/s", "p50", "p99", "server CPU", "CPU/request", "goal", "met"], rows) +
    "\n\n" +
    table(["request", "figure", "value", "goal", "met"], ratios)
  );
}
