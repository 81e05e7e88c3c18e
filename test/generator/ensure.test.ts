/**
 * `ensure` (what `npm start` runs first) checks every file the manifest lists by size: a deleted
 * or truncated file is named and the tree regenerated; a whole tree is "current" without
 * regenerating. Same-size damage is left to the server's check on first read, unless `--hash`
 * (what `deploy` runs) asks for every file's SHA-256.
 *
 * As users run it: `generator/cli.ts ensure` through tsx (as `npm run mcp` runs it) once, on a same-size change: its
 * "current" line and exit code with the default size check. `ensure --hash` runs the same command line bundled
 * (test/support/generator-bundle.ts: its point is the hash check and the regeneration, not tsx's start-up): it names
 * the file and regenerates the tree, the one regeneration of this file. A whole tree, a deleted and a truncated file are
 * checked in this process by what the command calls: `ensureTree` for the whole tree, `ensurePlan` (ensureTree's
 * decision, with the check the command passes without `--hash`) for the damaged files, which must name the file and
 * ask for 2026 again. Regenerating over a damaged tree is one path whatever the damage (the out-dir guard and the
 * removal of the old tree look at which files are there, not at their sizes or bytes): the `--hash` case runs it.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensurePlan, ensureTree } from "../../generator/ensure.ts";
import { verifyTree } from "../../generator/files/verify-tree.ts";
import { Manifest } from "../../schemas/files/layout.ts";
import { generatedTree } from "../support/generated-tree.ts";
import { bundledGenerator } from "../support/generator-bundle.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "koyomi-ensure-"));
const out = join(work, "public");
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * `generator ensure --out …` in a child process (at most 120 s), through tsx as users run it, or the bundled command
 * line `bundle`: exit code and output.
 */
function ensure(extra: string[], bundle?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const cli = bundle === undefined ? ["--import", "tsx", "generator/cli.ts"] : [bundle];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...cli, "ensure", "--out", out, ...extra], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(new Error("ensure took over 120 s"));
    }, 120_000);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

/** `run` with console.log and console.error captured: what it printed, as the command line prints it. */
async function printed(run: () => Promise<unknown>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const lines = { stdout: [] as string[], stderr: [] as string[] };
  const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void lines.stdout.push(args.join(" ")));
  const error = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.stderr.push(args.join(" ")));
  try {
    await run();
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  // A rejection fails the test as the child's exit code 1 would.
  return { code: 0, stdout: lines.stdout.join("\n"), stderr: lines.stderr.join("\n") };
}

const manifest = (): Manifest => Manifest.parse(JSON.parse(readFileSync(join(out, "manifest.json"), "utf8")));

let bundle: { path: string; cleanup(): void };
beforeAll(async () => {
  bundle = await bundledGenerator();
  // A copy of the run's shared 2026 tree (test/support/generated-tree.ts): what `generate` wrote.
  cpSync(join((await generatedTree(2026, 2026)).dir, "public"), out, { recursive: true });
}, 300_000);
afterAll(() => bundle?.cleanup());

describe("ensure verifies the manifest's files", () => {
  it("a whole tree is current (ensureTree; the CLI's current line is the same-size case's)", async () => {
    const run = await printed(() => ensureTree(out, null));
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(`data in ${out} is current`);
  }, 130_000);

  const sameSize = (file: string): void => writeFileSync(file, readFileSync(file, "utf8").replace("2026-01-01", "2026-01-02"));
  /** What is damaged, the file, the damage and the line naming it (the default size check). */
  const damages: [string, string, (file: string) => void, RegExp][] = [
    ["deleted", "lite/gw/month/2026-05.json", (file) => unlinkSync(file), /lite\/gw\/month\/2026-05\.json is missing/],
    ["truncated", "lite/gw/month/2026-07.json", (file) => truncateSync(file, 10), /lite\/gw\/month\/2026-07\.json does not have the size/],
  ];

  it("a same-size change is left to the server's first read without --hash (no file is read before the first answer)", async () => {
    const path = join(out, "pro/gw/year/2026.json");
    const before = readFileSync(path);
    sameSize(path);
    try {
      const run = await ensure([]);
      expect(run.code).toBe(0);
      expect(run.stdout.trim()).toBe(`data in ${out} is current`);
      expect(await verifyTree(out, manifest().files, "hash")).toEqual({ path: "pro/gw/year/2026.json", fault: "hash" });
    } finally {
      writeFileSync(path, before);
    }
  }, 130_000);

  for (const [what, path, damage, named] of damages) {
    it(`a ${what} file is named and its coverage is to be regenerated (ensurePlan, what ensureTree regenerates)`, async () => {
      const before = readFileSync(join(out, path));
      damage(join(out, path));
      try {
        let coverage: unknown;
        const run = await printed(async () => (coverage = await ensurePlan(out, null)));
        expect(run.stderr).toBe("");
        expect(run.stdout.split("\n")[0]).toMatch(named);
        expect(coverage).toEqual({ from: 2026, to: 2026 });
      } finally {
        writeFileSync(join(out, path), before);
      }
    });
  }

  it("a changed file of the same size is named with --hash and the tree regenerated (the CLI, bundled)", async () => {
    const path = "pro/gw/year/2026.json";
    const before = readFileSync(join(out, path));
    sameSize(join(out, path));
    const run = await ensure(["--hash"], bundle.path);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")[0]).toMatch(/pro\/gw\/year\/2026\.json does not match its SHA-256/);
    expect(run.stdout).toMatch(/^generated 2026–2026/m);
    expect(readFileSync(join(out, path))).toEqual(before);
    expect(await verifyTree(out, manifest().files, "hash")).toBeNull();
  }, 130_000);
});
