/**
 * `npm run dev:worker` (scripts/dev-worker.ts) starts offline without a stack trace: started through npm as a
 * user starts it, over the shared generated 2026 tree, on 127.0.0.1 port 0;
 * with wrangler's own `--ip 127.0.0.1` given as a user would; the test waits for wrangler's "Ready on", asks /gw/health once, stops it and reads everything
 * it printed. Bounded: 90 s to be ready, 20 s to stop (then the process group is killed).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devArgs, offlineEnv } from "../../../scripts/wrangler-offline.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const TMP = mkdtempSync(join(tmpdir(), "koyomi-dev-worker-"));
const ANSI = new RegExp(`${String.fromCharCode(0x1b)}\\[[0-9;]*m`, "g");

let child: ChildProcess | undefined;
let output = "";

/** Waits until `output` matches, the child exits, or the time is up. */
function waitFor(pattern: RegExp, ms: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no ${pattern} within ${ms} ms; output:\n${output}`)), ms);
    const check = (): void => {
      const match = output.replace(ANSI, "").match(pattern);
      if (match) done(null, match);
    };
    const exited = (): void => done(new Error(`dev:worker exited early; output:\n${output}`));
    function done(error: Error | null, match?: RegExpMatchArray): void {
      clearTimeout(timer);
      child?.stdout?.off("data", check);
      child?.stderr?.off("data", check);
      child?.off("exit", exited);
      if (error) reject(error);
      else resolve(match!);
    }
    child?.stdout?.on("data", check);
    child?.stderr?.on("data", check);
    child?.on("exit", exited);
    check();
  });
}

/** Stops the wrapper (SIGINT, as Ctrl-C) and waits for it; kills its process group after 20 s. */
async function stop(): Promise<number | null> {
  const running = child;
  if (running === undefined || running.exitCode !== null || running.signalCode !== null) return running?.exitCode ?? null;
  const exited = new Promise<number | null>((resolve) => running.once("exit", (code) => resolve(code)));
  running.kill("SIGINT");
  const timer = setTimeout(() => process.kill(-running.pid!, "SIGKILL"), 20_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
}, 120_000);

afterAll(async () => {
  await stop();
  tree?.cleanup();
  rmSync(TMP, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

describe("npm run dev:worker", () => {
  it("turns off every start-up network call and listens on loopback", () => {
    expect(offlineEnv({ PATH: "/bin" })).toEqual({
      PATH: "/bin",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_HIDE_BANNER: "true",
      WRANGLER_SEND_METRICS: "false",
    });
    expect(devArgs(["--port", "0"])).toEqual(["dev", "--ip", "127.0.0.1", "--port", "0"]);
    // wrangler's own flag, given by the caller, is given once (wrangler refuses it twice)
    expect(devArgs(["--ip", "127.0.0.1", "--port", "0"])).toEqual(["dev", "--ip", "127.0.0.1", "--port", "0"]);
    expect(devArgs(["--ip=0.0.0.0"])).toEqual(["dev", "--ip=0.0.0.0"]);
  });

  it("starts offline, answers, stops, and prints no stack trace", async () => {
    // the caller's environment without the switches the script must set itself
    const env: NodeJS.ProcessEnv = { ...process.env, WRANGLER_LOG_PATH: join(TMP, "logs"), FORCE_COLOR: "0" };
    for (const name of ["CLOUDFLARE_CF_FETCH_ENABLED", "WRANGLER_HIDE_BANNER", "WRANGLER_SEND_METRICS"]) delete env[name];
    // exactly as a user runs it, through npm; the stop is SIGINT to npm alone
    child = spawn(
      "npm",
      [
        "run",
        "dev:worker",
        "--",
        "--ip",
        "127.0.0.1",
        "--port",
        "0",
        "--assets",
        join(tree.dir, "public"),
        "--persist-to",
        join(TMP, "state"),
        "--inspector-port",
        "0",
      ],
      {
        cwd: ROOT,
        env,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const [, url] = await waitFor(/Ready on (http:\/\/127\.0\.0\.1:[0-9]+)/, 90_000);
    const health = await fetch(`${url}/gw/health`, { signal: AbortSignal.timeout(10_000) });
    expect(health.status).toBe(200);
    expect((await health.json()).ok).toBe(true);
    const started = Date.now();
    await stop();
    expect(Date.now() - started, "stopped by the signal, not by the 20 s kill").toBeLessThan(15_000);
    await expect(fetch(`${url}/gw/health`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
    const text = output.replace(ANSI, "");
    expect(text).not.toMatch(/^\s+at .+[:(]/m);
    expect(text).not.toMatch(/\bError\b|Unable to fetch|update available/);
  }, 150_000);
});
