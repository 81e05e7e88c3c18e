/**
 * Runs the Workers deployment in the real Workers runtime (workerd) for the tests:
 *
 * 1. serves a small coverage (2025), generated once a run by the project's own generator (the shared trees of
 *    test/support/generated-tree.ts: what `npm run generate` writes), read in place (workerd only reads its assets);
 * 2. seeds the `TOKENS` KV namespace the way an operator does (docs/deploy.md), with
 *    `wrangler kv bulk put --binding TOKENS --local --persist-to <state>`: once a run (under the project's config the
 *    seeded state is kept in the run's directory of test/support/global-setup.ts and each runtime gets a copy of it; a
 *    `wrangler` child costs ~1.5 s of CPU, and the files that seed asked for the same records);
 * 3. starts the worker from the project's wrangler.jsonc with wrangler's `unstable_startWorker`
 *    on 127.0.0.1 and a port the system picks, the assets directory pointed at the generated tree,
 *    the persisted state, and test values for the vars and the proxy secret.
 *
 * Nothing here skips: when workerd cannot start, `startWorkerd` throws and every test fails.
 *
 * The test files share this module (vitest `isolate: false`), and the files of one vitest worker process that ask
 * {@link workerdForSuite} one after another share one running worker over the 2025 tree and one copy of the seeded
 * state: a start (wrangler's bundle, two workerd processes: wrangler's proxy and the worker) is done once for them, not
 * once a file; an idle one is disposed after a few seconds ({@link IDLE_MS}). What a file could see of another is the
 * Durable Object's rate-limit buckets: each file that empties a bucket has a Pro token of its own ({@link TOKENS}), and
 * every other client's limit is far above what the files ask. A file serving other trees (wide-days) starts its own
 * workers over a copy of the seeded state of its own ({@link seededState}). The process's directory is removed when
 * the process exits; vitest stops a worker process with SIGTERM, on which process-end.ts kills the workerd processes
 * still running and reaps them before the process exits (so their CPU counts in the run's).
 */
import { DEFAULT_RULES } from "../../../calendar/rules.ts";
import { namedDayRules } from "../../../edge-rules/origin/day-rules.ts";
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll } from "vitest";
import { monthFilePath, parseDayFilePath, parseMonthFilePath, yearFilePath } from "../../../schemas/files/layout.ts";
import { PRO_ONLY_FIELDS } from "../../../schemas/day.ts";
import { monthPageFromMonthFile } from "../../../schemas/pages/month-page.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TREE_CACHE_ENV } from "../../support/global-setup.ts";
import { fillAside, onceForRun } from "../../support/run-once.ts";
import { takeSigterm } from "./process-end.ts";

// Before wrangler is loaded: no metrics, no fetch of the `Request.cf` template from the network,
// and wrangler's debug logs in the temporary directory rather than the home directory.
process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
/** This process's directory (removed when the process exits). */
const TMP = mkdtempSync(join(tmpdir(), "koyomi-workerd-"));
process.env.WRANGLER_LOG_PATH = join(TMP, "wrangler-logs");

const { unstable_startWorker } = await import("wrangler");

const run = promisify(execFile);

/** The repository root. */
export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const WRANGLER_CONFIG = join(ROOT, "wrangler.jsonc");
const WRANGLER_BIN = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");

/** The generated coverage. */
export const COVERAGE = { from: 2025, to: 2025 } as const;
/** The texts {@link generatedFile} gave (the tree is the same for the whole run): a Pro month is sliced once. */
const generatedTexts = new Map<string, string>();

/** The run's shared directory (test/support/global-setup.ts) under the project's config; unset when run otherwise. */
const RUN_DIR = process.env[TREE_CACHE_ENV];

/** The proxy secret the test worker is configured with. */
export const PROXY_SECRET = `test-secret-${randomBytes(8).toString("hex")}`;

/**
 * Requests per minute in the test worker. Lite and ultra are high so the conformance and
 * path-probing tests never meet the limit; pro is low so that the rate-limit test can exhaust a
 * bucket quickly (one unit refills every 6 s, far longer than the test's burst).
 */
export const LIMITS = { lite: 1_000_000, pro: 10, ultra: 1_000_000 } as const;

/** Keys only a ProDay has (docs/architecture.md, "Day records"). */
export const PRO_ONLY_KEYS = PRO_ONLY_FIELDS;

/** Whether a body holds pro data: a pro-only key, or the pro view marker. */
export function hasProData(body: string): boolean {
  return body.includes('"view":"pro"') || PRO_ONLY_KEYS.some((key) => body.includes(`"${key}"`));
}

/**
 * A token: under the project's config the same in every vitest worker of the run, derived from the run's directory
 * (random per run), so that the KV state seeded once a run holds it; run otherwise, random.
 */
function token(name: string): string {
  if (RUN_DIR === undefined) return randomBytes(32).toString("base64url");
  return createHash("sha256").update(`koyomi-workerd-token\0${RUN_DIR}\0${name}`).digest("base64url");
}

/** Tokens seeded into KV: their clear text (sent by the tests) and their records. */
export const TOKENS = {
  /** Ultra plan: conformance requests (ultra limit is high). */
  ultra: token("ultra"),
  /** Pro plan: worker.test.ts's rate-limit client (pro limit is low). Used by no other test. */
  pro: token("pro"),
  /** Pro plan: mcp.test.ts's rate-limit client, a bucket of its own in the shared worker. Used by no other test. */
  mcpPro: token("mcpPro"),
  /** Pro plan, a second client for the pro-view conformance checks (same low limit). */
  pro2: token("pro2"),
  revoked: token("revoked"),
  expired: token("expired"),
  /** Its KV value is not a token record. */
  malformed: token("malformed"),
  /** Not in KV at all. */
  unknown: token("unknown"),
} as const;

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** `tokens.json` entries (edge-rules/node/token-file.ts format) for the seeded tokens. */
function tokenEntries(): { key: string; value: string }[] {
  const created = "2025-06-01T00:00:00.000Z";
  const entry = (t: string, id: string, plan: "pro" | "ultra", extra: Record<string, unknown> = {}) => {
    const sha256 = sha256Hex(t);
    const record = { id, sha256, plan, label: `workerd test ${id}`, created, expires: null, revoked: false, ...extra };
    return { key: sha256, value: JSON.stringify(record) };
  };
  return [
    entry(TOKENS.ultra, "tok_ultra", "ultra"),
    entry(TOKENS.pro, "tok_pro", "pro"),
    entry(TOKENS.mcpPro, "tok_mcp_pro", "pro"),
    entry(TOKENS.pro2, "tok_pro2", "pro"),
    entry(TOKENS.revoked, "tok_revoked", "pro", { revoked: true }),
    entry(TOKENS.expired, "tok_expired", "pro", { expires: "2020-01-01" }),
    { key: sha256Hex(TOKENS.malformed), value: "{not a record" },
  ];
}

/**
 * A fresh copy of the run's seeded KV state in a new directory of this process (seeded here when run outside the
 * project's config): each running workerd persists into a state directory no other process writes.
 */
export async function seededState(): Promise<string> {
  const state = mkdtempSync(join(TMP, "state-"));
  if (RUN_DIR === undefined) await seedInto(state);
  else await cp(await runSeededState(RUN_DIR), state, { recursive: true });
  return state;
}

/** A new scratch directory of this process (removed with it, or earlier by {@link removeDir}). */
export function scratchDir(name: string): string {
  return mkdtempSync(join(TMP, `${name}-`));
}

/** How long a file waits for a sibling worker that is seeding the run's state. */
const SIBLING_WAIT_MS = 120_000;

/**
 * The run's seeded state directory, seeded by the first file that asks, aside and renamed into place, so no file
 * copies half a state (test/support/run-once.ts, as for the shared trees).
 */
async function runSeededState(runDir: string): Promise<string> {
  const target = join(runDir, "workerd-kv-state");
  await onceForRun(
    `${target}.lock`,
    () => existsSync(target),
    () => fillAside(target, `${target}-`, seedInto),
    SIBLING_WAIT_MS,
  );
  return target;
}

/** Seeds KV as docs/deploy.md tells operators to, but `--local` into `state`. */
async function seedInto(state: string): Promise<void> {
  const file = join(TMP, `tokens-${randomBytes(4).toString("hex")}.kv.json`);
  await writeFile(file, JSON.stringify(tokenEntries()));
  try {
    await run(
      process.execPath,
      [WRANGLER_BIN, "kv", "bulk", "put", file, "--binding", "TOKENS", "--config", WRANGLER_CONFIG, "--local", "--persist-to", state],
      { cwd: ROOT, env: { ...process.env }, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`seeding KV with wrangler failed: ${e.message}\n${e.stdout ?? ""}\n${e.stderr ?? ""}`);
  }
}

type StartedWorker = Awaited<ReturnType<typeof unstable_startWorker>>;

/** A running worker. */
export interface Workerd {
  readonly url: URL;
  dispose(): Promise<void>;
}

/** Options of {@link startWorkerd}. */
export interface StartOptions {
  /** The assets directory: a generated tree's `public/`. */
  readonly assets: string;
  /** The persisted state (KV, Durable Objects) directory: one of {@link seededState}. */
  readonly state: string;
}

/** Starts the worker of wrangler.jsonc in workerd over a generated tree (see the file comment). */
export async function startWorkerd(options: StartOptions): Promise<Workerd> {
  let worker: StartedWorker | undefined;
  try {
    worker = await unstable_startWorker({
      config: WRANGLER_CONFIG,
      assets: options.assets,
      bindings: {
        RATE_LIMIT_LITE: { type: "plain_text", value: String(LIMITS.lite) },
        RATE_LIMIT_PRO: { type: "plain_text", value: String(LIMITS.pro) },
        RATE_LIMIT_ULTRA: { type: "plain_text", value: String(LIMITS.ultra) },
        GW_PROXY_SECRET: { type: "secret_text", value: PROXY_SECRET },
      },
      dev: {
        server: { hostname: "127.0.0.1", port: 0 },
        inspector: false,
        persist: options.state,
        watch: false,
        liveReload: false,
        logLevel: "warn",
      },
    });
    await worker.ready;
    const url = await worker.url;
    const started = worker;
    removeTmpLast();
    return { url, dispose: () => started.dispose() };
  } catch (error) {
    await worker?.dispose().catch(() => undefined);
    throw new Error(`workerd did not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

/** Removes a directory of this process. Best effort: a disposed workerd may still be finishing a write in it. */
export async function removeDir(dir: string): Promise<void> {
  try {
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.warn(`could not remove ${dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function removeTmp(): void {
  try {
    rmSync(TMP, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // a workerd killed a moment ago may still hold a file: the system's temporary directory keeps it
  }
}

/**
 * Moves the removal of this process's directory to the end of the exit listeners, after Miniflare's (registered when
 * its first runtime starts), which kills the workerd processes still writing there.
 */
function removeTmpLast(): void {
  process.removeListener("exit", removeTmp);
  process.on("exit", removeTmp);
}
removeTmpLast();

/**
 * The body the service answers for a day file's path: the file the generator used to write ({@link generatedFile}),
 * a Pro one naming its day rules after its view (docs/interface.md#schools-rules).
 */
export function servedDay(path: string): string {
  const text = generatedFile(path);
  return path.startsWith("pro/") ? text.replace('"view":"pro",', `"view":"pro",${namedDayRules(DEFAULT_RULES)},`) : text;
}

/**
 * A generated file's text. A day file (`{view}/gw/day/YYYY-MM-DD.json`), a Pro month file or a month page, which
 * the tree does not hold (the edge derives them), is the one the generator used to write: the year file's lines of
 * the month in record lines; record line *d* of the month in the day envelope; the month page of the lite month
 * file's records (test/edge-rules/node/derived-days.test.ts checks those writers against the records).
 */
export function generatedFile(path: string): string {
  let text = generatedTexts.get(path);
  if (text === undefined) {
    text = readGenerated(path);
    generatedTexts.set(path, text);
  }
  return text;
}

function readGenerated(path: string): string {
  const monthPageOf = /^lite\/cal\/([0-9]{4})\/([0-9]{2})\.html$/.exec(path);
  if (monthPageOf !== null) {
    const [y, m] = [Number(monthPageOf[1]), Number(monthPageOf[2])];
    return monthPageFromMonthFile(readFileSync(join(publicDir(), monthFilePath("lite", y, m)), "utf8"), y, m, COVERAGE)!;
  }
  const proMonth = parseMonthFilePath(path);
  if (proMonth?.view === "pro") {
    const year = readFileSync(join(publicDir(), yearFilePath(proMonth.y)), "utf8").split("\n");
    const lines = year.filter((line) => line.startsWith(`{"iso":"${path.slice(-12, -5)}-`)).map((line) => line.replace(/,$/, ""));
    return `[\n${lines.join(",\n")}\n]\n`;
  }
  const day = parseDayFilePath(path);
  if (day === null) return readFileSync(join(publicDir(), path), "utf8");
  const month =
    day.view === "pro"
      ? generatedFile(monthFilePath("pro", day.y, day.m))
      : readFileSync(join(publicDir(), monthFilePath(day.view, day.y, day.m)), "utf8");
  const record = month.split("\n")[day.d]!.replace(/,$/, "");
  return `{"ok":true,"view":"${day.view}","date":"${path.slice(-15, -5)}","day":${record}}`;
}

/** The paths of every generated file (from the manifest). */
export function generatedPaths(): string[] {
  const manifest = JSON.parse(generatedFile("manifest.json")) as { files: Record<string, unknown> };
  return Object.keys(manifest.files);
}

/** An HTTP answer. */
export interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** Options of {@link request}. */
export interface RequestOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly agent?: http.Agent;
}

const defaultAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** A fresh keep-alive connection pool (a separate stream of requests). */
export function newAgent(maxSockets = 1): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets });
}

/**
 * Sends one request with the path exactly as given: no URL parsing on the client side, so
 * `..`, `%2e`, `//` and backslashes reach the server as written (a WHATWG `fetch` would
 * normalise them away before sending).
 */
export function request(base: URL, rawPath: string, options: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: rawPath,
        method: options.method ?? "GET",
        headers: { "accept-encoding": "identity", ...options.headers },
        agent: options.agent ?? defaultAgent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Runs `tasks` with at most `concurrency` in flight; results in order. */
export async function pool<T>(tasks: readonly (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, tasks.length) }, async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  });
  await Promise.all(lanes);
  return results;
}

/** A suite's workerd: the process's shared worker, started before the file's tests if no file of the process started it. */
export interface SuiteWorkerd {
  /** The running worker; throws with the start error when workerd could not start (every test then fails, none is skipped). */
  readonly running: () => Workerd;
  /** Stops the runtime and starts a new one over the same tree and state (the process's other files then use it). */
  readonly restart: () => Promise<Workerd>;
}

/** The process's shared worker: its tree, its state and the running runtime. */
interface Shared {
  readonly tree: GeneratedTree;
  readonly state: string;
  worker: Workerd;
}

let shared: Promise<Shared> | undefined;

/**
 * How long the shared worker waits after a file's tests for the next file of the process to ask for it. An idle worker
 * is not free (wrangler keeps its bundler's esbuild busy, ~0.01 s of CPU a second, and the process's other files may
 * run for minutes), so it is disposed then; the next workerd file of the process starts another.
 */
const IDLE_MS = 5_000;
let idleTimer: NodeJS.Timeout | undefined;

/** After a file's tests: disposes the shared worker unless another file asks for it within {@link IDLE_MS}. */
function releaseShared(): void {
  const idle = shared;
  if (idle === undefined) return;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (shared !== idle) return;
    shared = undefined;
    current = undefined;
    void idle.then(async ({ worker, state }) => {
      await worker.dispose();
      await removeDir(state);
    });
  }, IDLE_MS);
  idleTimer.unref();
}

/** Starts the process's shared worker once: over the run's 2025 tree (its generator output) and a copy of the seeded state. */
function sharedWorkerd(): Promise<Shared> {
  clearTimeout(idleTimer);
  shared ??= (async () => {
    const [tree, state] = await Promise.all([generatedTree(COVERAGE.from, COVERAGE.to), seededState()]);
    process.on("exit", () => tree.cleanup());
    // The upload set of a deployment is the generator's own public/.assetsignore.
    if (!existsSync(join(tree.dir, "public", ".assetsignore"))) throw new Error("the generator wrote no .assetsignore");
    const worker = await startWorkerd({ assets: join(tree.dir, "public"), state });
    takeSigterm();
    return { tree, state, worker };
  })();
  // A failed start is tried again by the next file, not remembered.
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
}

let current: Shared | undefined;

/** The generated tree the shared worker serves (its `public/`). */
export function publicDir(): string {
  if (current === undefined) throw new Error("the shared workerd has not been prepared (workerdForSuite)");
  return join(current.tree.dir, "public");
}

/**
 * Registers the hooks that get the process's shared worker before a test file's tests (started by the first file
 * that asks) and release it after them. A failing start is recorded, not thrown: a failing hook would only skip the
 * tests, and the suite must fail loudly instead.
 */
export function workerdForSuite(): SuiteWorkerd {
  let startError: unknown;
  beforeAll(async () => {
    try {
      current = await sharedWorkerd();
    } catch (error) {
      startError = error;
    }
  }, 120_000);
  afterAll(releaseShared);
  return {
    running(): Workerd {
      if (current === undefined) {
        const reason = startError instanceof Error ? (startError.stack ?? startError.message) : String(startError);
        throw new Error(`workerd is not running: ${reason}`);
      }
      return current.worker;
    },
    async restart(): Promise<Workerd> {
      const s = current!;
      await s.worker.dispose();
      s.worker = await startWorkerd({ assets: join(s.tree.dir, "public"), state: s.state });
      takeSigterm();
      return s.worker;
    },
  };
}
