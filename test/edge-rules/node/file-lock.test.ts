/**
 * Stale locks of the tokens file (edge-rules/node/file-lock.ts): a lock left by a killed command
 * — empty (killed between creating and writing it) or naming a dead pid — is broken by the next
 * command, which then succeeds at once instead of waiting for the lock's timeout.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_LOCK_GRACE_MS, FileLockTimeout, withFileLock } from "../../../edge-rules/node/file-lock.ts";
import { readTokenFile } from "../../../edge-rules/node/token-file.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const CLI = join(ROOT, "edge-rules", "node", "tokens-cli.ts");

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "koyomi-lock-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** `npm run tokens -- …` as a separate process: exit code, output and how long it took (ms). */
function tokens(args: string[], tokensFile: string): Promise<{ code: number; stderr: string; ms: number }> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, TOKENS_FILE: tokensFile },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    // Bounded: a child that never exits fails the test with what it printed, not a bare timeout.
    const limit = setTimeout(() => child.kill("SIGKILL"), 45_000);
    child.on("exit", (code) => {
      clearTimeout(limit);
      done({ code: code ?? -1, stderr, ms: Date.now() - started });
    });
  });
}

/** Sets a file's times `ageMs` into the past. */
async function age(path: string, ageMs: number): Promise<void> {
  const then = new Date(Date.now() - ageMs);
  await utimes(path, then, then);
}

describe("stale locks are broken", () => {
  it("an empty lock older than the grace: the next `tokens issue` succeeds at once", async () => {
    const file = join(dir, "empty-old.json");
    await writeFile(`${file}.lock`, "");
    await age(`${file}.lock`, 60_000);
    const run = await tokens(["issue", "--plan", "pro"], file);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect((await readTokenFile(file)).tokens).toHaveLength(1);
    await expect(stat(`${file}.lock`)).rejects.toThrow(/ENOENT/);
  }, 60_000);

  it("an empty lock just created is respected for the grace, then broken (well before the 10 s timeout)", async () => {
    const path = join(dir, "empty-fresh.json");
    await writeFile(`${path}.lock`, "");
    const started = Date.now();
    expect(await withFileLock(path, async () => "taken")).toBe("taken");
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(EMPTY_LOCK_GRACE_MS - 50);
    expect(waited).toBeLessThan(EMPTY_LOCK_GRACE_MS + 2_000);
  });

  it("a lock of unreadable garbage is treated like an empty one", async () => {
    const path = join(dir, "garbage.json");
    await writeFile(`${path}.lock`, "\u0000\u0000garbage");
    await age(`${path}.lock`, 5_000);
    const started = Date.now();
    expect(await withFileLock(path, async () => "taken")).toBe("taken");
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("a lock held by a process that was killed (SIGKILL): the next `tokens issue` succeeds at once", async () => {
    // The holder is a plain Node process (no TypeScript loader: under load a second tsx start-up
    // was the slow part of this test) whose pid the lock names in withFileLock's format, as the
    // live-holder case below writes it; SIGKILL leaves that lock behind.
    const file = join(dir, "killed.json");
    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)"], { stdio: "ignore" });
    const exited = new Promise((ok) => holder.once("exit", ok));
    await writeFile(`${file}.lock`, `${holder.pid}\n${hostname()}\nkilled-owner\n`);
    holder.kill("SIGKILL");
    await exited;
    const run = await tokens(["issue", "--plan", "pro"], file);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect((await readTokenFile(file)).tokens).toHaveLength(1);
    await expect(stat(`${file}.lock`)).rejects.toThrow(/ENOENT/);
  }, 60_000);

  it("a lock naming a live process is never broken: one line after the timeout", async () => {
    const path = join(dir, "alive.json");
    await writeFile(`${path}.lock`, `${process.pid}\n${hostname()}\nalive-owner\n`);
    await age(`${path}.lock`, 60_000);
    const failure = await withFileLock(path, async () => "never", { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FileLockTimeout);
    expect(await readFile(`${path}.lock`, "utf8")).toContain("alive-owner");
  });
});
