/**
 * `npm start` as a process manager or a container runs it: exactly `npm start` (over a generated 2026 tree given by
 * `DATA_DIR`, on the port the system gives: `PORT=0`, read from the `serving http://…` line), then SIGTERM or SIGINT
 * to the npm process alone. The server must stop: the port closed and every process npm started gone, within
 * seconds. (Before, npm's shell ran `ensure && serve`; the signal ended the shell and the server kept the port.)
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
let tree: GeneratedTree;
const work = mkdtempSync(join(tmpdir(), "koyomi-npm-start-"));
/** Every process a test started (npm and what it ran), killed at the end whatever happened. */
const started = new Set<number>();
beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
}, 180_000);
afterAll(() => {
  for (const pid of started) if (alive(pid)) process.kill(pid, "SIGKILL");
  tree?.cleanup();
  rmSync(work, { recursive: true, force: true });
});

/** Every descendant pid of `pid` (ps, Linux and macOS). */
function descendants(pid: number): number[] {
  const table = execFileSync("ps", ["-A", "-o", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const out: number[] = [];
  const walk = (parent: number): void => {
    for (const [child, ppid] of table)
      if (ppid === parent) {
        out.push(child);
        walk(child);
      }
  };
  walk(pid);
  return out;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether something accepts connections on the port. */
async function listening(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/gw/health`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` every 100 ms until it holds or `ms` passes; returns whether it held. */
async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe("npm start stops on a signal to the npm process", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`${signal}: the port closes and every process npm started exits, within 10 s`, async () => {
      const npm = spawn("npm", ["start"], {
        cwd: ROOT,
        // Its own process group, like a service: the signal reaches npm alone, as a process manager sends it.
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          DATA_DIR: join(tree.dir, "public"),
          // The system's choice: a port probed free and then passed on can be taken by another file's server meanwhile.
          PORT: "0",
          HOST: "127.0.0.1",
          TOKENS_FILE: join(work, "tokens.json"),
        },
      });
      started.add(npm.pid!);
      let output = "";
      npm.stdout.on("data", (c: Buffer) => (output += c.toString()));
      npm.stderr.on("data", (c: Buffer) => (output += c.toString()));
      const serving = /serving http:\/\/127\.0\.0\.1:([0-9]+)/;
      // Stops waiting when npm exits: a server that cannot start fails the test with its one line, not after a minute.
      expect(await within(60_000, () => serving.test(output) || npm.exitCode !== null), output).toBe(true);
      expect(output).toMatch(serving);
      const port = Number(serving.exec(output)![1]);
      expect(output).toContain("is current");
      expect((await fetch(`http://127.0.0.1:${port}/gw/health`)).status).toBe(200);

      const children = descendants(npm.pid!);
      for (const pid of children) started.add(pid);
      expect(children.length, "npm's children").toBeGreaterThan(0);
      const exited = new Promise<void>((done) => npm.once("exit", () => done()));
      npm.kill(signal);
      expect(await within(10_000, async () => !(await listening(port))), `port ${port} still open\n${output}`).toBe(true);
      expect(await within(10_000, () => children.every((pid) => !alive(pid))), `still running: ${children.filter(alive).join(", ")}`).toBe(
        true,
      );
      await exited;
    }, 90_000);
  }
});
