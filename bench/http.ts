/**
 * Section "http": requests/s and latency of our server against two baselines, per case of
 * bench/http-cases.ts (where the goals are):
 * - bare (the same-bytes ceiling): a minimal node:http server answering, from memory, the exact
 *   bytes (status, header fields, body as sent, coded or not) our server answered for the same
 *   request: the most a Node server can do for that response;
 * - http-server: the plain CDN-style static server serving the same body bytes from a file (the
 *   same brotli bytes from `<file>.br` with `-b` for a br case).
 *
 * Process layout (2-core machines): every server runs in its own child process and autocannon
 * runs on this process's main thread, with nothing else to do here during a measurement. So the
 * server under test has one core and the load generator the other; run in one process they
 * would share one event loop and the numbers would measure autocannon as much as the server.
 * Only one server is under load at a time (the others sit idle), and the three targets of a
 * request are measured back to back so they see the same machine noise.
 */
import { type ChildProcess, execFileSync, fork, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import autocannon from "autocannon";
import { withBenchTree } from "./bench-tree.ts";
import { HTTP_CASES, type HttpCase } from "./http-cases.ts";
import type { ChildRequest } from "./http-child.ts";
import { bytes, goal as goalCells, ratio, table } from "./report.ts";

const ROOT = join(import.meta.dirname, "..");
const CONNECTIONS = 32;

type TargetName = "ours" | "bare" | "http-server";

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
  readonly acceptEncoding: string | null;
  /** The identity body's bytes. */
  readonly bodyBytes: number;
  /** The body's bytes as sent (coded when the case asks for a coding). */
  readonly wireBytes: number;
  /** Our response's Content-Encoding (null: identity). */
  readonly contentEncoding: string | null;
  readonly ours: Measurement;
  readonly bare: Measurement;
  readonly httpServer: Measurement;
  /** requests/s ratios */
  readonly oursVsHttpServer: number;
  readonly oursVsBare: number;
  /** bare's CPU per request ÷ ours: the ratio of capacities if the load generator were not a limit. */
  readonly oursVsBareByCpu: number | null;
  readonly goals: HttpCase["goals"];
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

/** One response exactly as sent: status, header fields and body bytes (not decoded). */
interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

/** One GET with exactly these headers (node:http: nothing is added or decoded). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const r = httpRequest(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const fields: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) fields[name] = Array.isArray(value) ? value.join(", ") : value;
        resolve({ status: res.statusCode ?? 0, headers: fields, body: Buffer.concat(chunks) });
      });
    });
    r.on("error", reject);
    r.end();
  });
}

/** The body decoded by its Content-Encoding. */
function decode(answer: RawAnswer): Buffer {
  const coding = answer.headers["content-encoding"];
  if (coding === "br") return brotliDecompressSync(answer.body);
  if (coding === "gzip") return gunzipSync(answer.body);
  if (coding !== undefined) throw new Error(`http: unexpected Content-Encoding ${coding}`);
  return answer.body;
}

/**
 * Fetches once and fails loudly unless the answer is 200, in the coding asked for, decoding to
 * exactly the expected body. Returns the answer as sent.
 */
async function verify(
  target: TargetName,
  url: string,
  headers: Record<string, string>,
  expected: Buffer,
  coding: string | undefined,
): Promise<RawAnswer> {
  const answer = await rawGet(url, headers);
  const body = answer.status === 200 ? decode(answer) : answer.body;
  if (answer.status !== 200 || !body.equals(expected) || answer.headers["content-encoding"] !== coding) {
    const why =
      answer.status !== 200 ? `: ${body.toString().slice(0, 200)}` : body.length === expected.length ? " (same length, other bytes)" : "";
    throw new Error(
      `http: ${target} ${url} answered ${answer.status} (Content-Encoding ${answer.headers["content-encoding"] ?? "none"}) with ${body.length} bytes; ` +
        `expected 200 (${coding ?? "identity"}) with ${expected.length} bytes${why}`,
    );
  }
  return answer;
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

/** Spawns http-server (brotli files enabled) on `dir` and waits until it answers `probe`. */
export async function startHttpServer(children: ChildProcess[], dir: string, probe: string): Promise<Target> {
  const port = await freePort();
  const bin = join(ROOT, "node_modules", "http-server", "bin", "http-server");
  const child = spawn(process.execPath, ["--no-deprecation", bin, dir, "-a", "127.0.0.1", "-p", String(port), "-s", "-c-1", "-b"], {
    stdio: "inherit",
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    if ((await fetch(url + probe).catch(() => null))?.ok) return { name: "http-server", url, pid: child.pid! };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("http: http-server did not start");
}

/** Our server's identity body for a target (cases whose bytes the bench does not rebuild). */
async function identityBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  const res = await fetch(url, { headers: { ...headers, "accept-encoding": "identity" } });
  if (res.status !== 200) throw new Error(`http: ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return Buffer.from(await res.arrayBuffer());
}

/** The request headers of a case. */
function headersOf(c: HttpCase, auth: Record<string, string>): Record<string, string> {
  return { ...(c.pro ? auth : {}), ...(c.acceptEncoding ? { "accept-encoding": c.acceptEncoding } : {}) };
}

/** The request headers of a case at http-server (no credential: it checks none). */
function cdnHeadersOf(c: HttpCase): Record<string, string> {
  return c.acceptEncoding ? { "accept-encoding": c.acceptEncoding } : {};
}

export async function runHttp(options: { durationS: number; cases?: readonly HttpCase[] }): Promise<HttpResult> {
  const { durationS } = options;
  const cases = options.cases ?? HTTP_CASES;
  if (new Set(cases.map((c) => c.path)).size !== cases.length)
    throw new Error("http: case paths must be unique (the bare server routes by target)");
  return withBenchTree("http", async ({ data, tokensFile, token, children }) => {
    const dir = join(data, "..");
    const auth = { authorization: `Bearer ${token}` };

    // Our server first: its exact responses (header fields and body bytes as sent) become the
    // bare server's, and its bodies http-server's files.
    const ours = await startChild(children, { kind: "ours", dataDir: data, tokensFile });
    const routes: Extract<ChildRequest, { kind: "bare" }>["routes"] = {};
    const cdnDir = join(dir, "cdn");
    await mkdir(cdnDir);
    const expected = new Map<HttpCase, Buffer>();
    const sent = new Map<HttpCase, RawAnswer>();
    const cdnPath = (i: number): string => `/case-${i}.json`;
    for (const [i, c] of cases.entries()) {
      const rebuilt = c.expected(data);
      const body = rebuilt ?? (await identityBody(ours.url + c.path, headersOf(c, auth)));
      expected.set(c, body);
      const answer = await verify("ours", ours.url + c.path, headersOf(c, auth), body, c.acceptEncoding);
      sent.set(c, answer);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!["date", "connection", "keep-alive", "transfer-encoding"].includes(name)) headers[name] = value;
      }
      routes[c.path] = { headers, body: answer.body.toString("base64") };
      await writeFile(join(cdnDir, cdnPath(i)), body);
      if (c.acceptEncoding === "br") await writeFile(join(cdnDir, `${cdnPath(i)}.br`), answer.body);
    }
    const bare = await startChild(children, { kind: "bare", routes });
    const cdn = await startHttpServer(children, cdnDir, cdnPath(0));
    for (const [i, c] of cases.entries()) {
      await verify("bare", bare.url + c.path, headersOf(c, auth), expected.get(c)!, c.acceptEncoding);
      await verify("http-server", cdn.url + cdnPath(i), cdnHeadersOf(c), expected.get(c)!, c.acceptEncoding === "br" ? "br" : undefined);
    }

    const results: HttpCaseResult[] = [];
    for (const [i, c] of cases.entries()) {
      console.error(`bench: http: ${c.name}…`);
      const headers = headersOf(c, auth);
      const o = await measure(ours, c.path, headers, durationS);
      const b = await measure(bare, c.path, headers, durationS);
      const h = await measure(cdn, cdnPath(i), cdnHeadersOf(c), durationS);
      const answer = sent.get(c)!;
      results.push({
        name: c.name,
        path: c.path,
        acceptEncoding: c.acceptEncoding ?? null,
        bodyBytes: expected.get(c)!.length,
        wireBytes: answer.body.length,
        contentEncoding: answer.headers["content-encoding"] ?? null,
        ours: o,
        bare: b,
        httpServer: h,
        oursVsHttpServer: o.rps / h.rps,
        oursVsBare: o.rps / b.rps,
        oursVsBareByCpu: o.cpuUsPerRequest && b.cpuUsPerRequest ? b.cpuUsPerRequest / o.cpuUsPerRequest : null,
        goals: c.goals,
      });
    }
    return { durationS, connections: CONNECTIONS, cases: results };
  });
}

/** Each goal of a case beside its measured figure. */
function goalsOf(c: HttpCaseResult): string {
  const out: string[] = [];
  /** "≥ 0.9× ceiling: met" (the goal's two report cells as one). */
  const goal = (...args: Parameters<typeof goalCells>): string => goalCells(...args).join(": ");
  if (c.goals.vsCeiling !== undefined)
    out.push(`${ratio(c.oursVsBare)} ${goal(c.oursVsBare, c.goals.vsCeiling, `≥ ${c.goals.vsCeiling}× ceiling`)}`);
  if (c.goals.vsHttpServer !== undefined)
    out.push(`${ratio(c.oursVsHttpServer)} ${goal(c.oursVsHttpServer, c.goals.vsHttpServer, `≥ ${c.goals.vsHttpServer}× http-server`)}`);
  if (c.goals.maxWireBytes !== undefined)
    out.push(`${bytes(c.wireBytes)} ${goal(c.wireBytes, c.goals.maxWireBytes, `≤ ${bytes(c.goals.maxWireBytes)} on the wire`, true)}`);
  return out.length > 0 ? out.join("; ") : "–";
}

export function httpReport(result: HttpResult): string {
  const rows = result.cases.flatMap((c) =>
    (
      [
        ["ours", c.ours],
        ["bare (same bytes)", c.bare],
        ["http-server", c.httpServer],
      ] as const
    ).map(([name, m]) => [
      name === "ours" ? `${c.name} \`${c.path}\`${c.acceptEncoding ? ` (Accept-Encoding: ${c.acceptEncoding})` : ""}` : "",
      name === "ours" ? `${bytes(c.bodyBytes)}${c.contentEncoding ? ` → ${bytes(c.wireBytes)} ${c.contentEncoding}` : ""}` : "",
      name,
      Math.round(m.rps),
      `${m.p50Ms} ms`,
      `${m.p99Ms} ms`,
      m.serverCpu != null ? `${Math.round(m.serverCpu * 100)} %` : "n/a",
      m.cpuUsPerRequest != null ? `${Math.round(m.cpuUsPerRequest)} µs` : "n/a",
    ]),
  );
  const ratios = result.cases.map((c) => [c.name, ratio(c.oursVsBare), ratio(c.oursVsHttpServer), ratio(c.oursVsBareByCpu), goalsOf(c)]);
  return (
    `${result.connections} connections, ${result.durationS} s per measurement after a warm-up; each server in its own child ` +
    `process, autocannon in the parent. "bare (same bytes)" answers our exact status, header fields and body bytes from ` +
    `memory: the ceiling for that response; http-server serves the same body bytes from a file. "server CPU" is the share ` +
    `of one core the server process got: under 100 % it was waiting, for the load generator (one core) or for a core on ` +
    `this shared machine. "CPU/request" (server CPU time ÷ requests) does not depend on who limited the rate, so "by CPU" ` +
    `compares capacities where req/s cannot.\n\n` +
    table(["request", "body", "server", "req/s", "p50", "p99", "server CPU", "CPU/request"], rows) +
    "\n\n" +
    table(
      ["request", "ours / ceiling (req/s)", "ours / http-server (req/s)", "ours / ceiling (by CPU per request)", "goals (measured → goal)"],
      ratios,
    )
  );
}
