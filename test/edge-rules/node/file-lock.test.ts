/**
 * Stale locks of the tokens file (edge-rules/node/file-lock.ts): a lock left by a killed command
 * — empty (killed between creating and writing it) or naming a dead pid — is broken by the next
 * command, which then succeeds at once instead of waiting for the lock's timeout.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
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
    child.on("exit", (code) => done({ code: code ?? -1, stderr, ms: Date.now() - started }));
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
  }, 20_000);

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
    const file = join(dir, "killed.json");
    const holder = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import(${JSON.stringify(join(ROOT, "edge-rules/node/file-lock.ts"))}).then((m) => m.withFileLock(${JSON.stringify(file)}, () => { console.log("held"); return new Promise(() => {}); }))`,
      ],
      { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((ok) => holder.stdout.once("data", () => ok()));
    expect((await readFile(`${file}.lock`, "utf8")).split("\n")[0]).toBe(String(holder.pid));
    const exited = new Promise((ok) => holder.once("exit", ok));
    holder.kill("SIGKILL");
    await exited;
    const run = await tokens(["issue", "--plan", "pro"], file);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect((await readTokenFile(file)).tokens).toHaveLength(1);
  }, 30_000);

  it("a lock naming a live process is never broken: one line after the timeout", async () => {
    const path = join(dir, "alive.json");
    await writeFile(`${path}.lock`, `${process.pid}\n${(await import("node:os")).hostname()}\nalive-owner\n`);
    await age(`${path}.lock`, 60_000);
    const failure = await withFileLock(path, async () => "never", { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FileLockTimeout);
    expect(await readFile(`${path}.lock`, "utf8")).toContain("alive-owner");
  });
});
