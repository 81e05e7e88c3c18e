/**
 * `ensure` (what `npm start` runs first) checks every file the manifest lists by size: a deleted
 * or truncated file is named and the tree regenerated; a whole tree is "current" without
 * regenerating. Same-size damage is left to the server's check on first read, unless `--hash`
 * (what `deploy` runs) asks for every file's SHA-256.
 *
 * The command line runs in a child process where its own behaviour is checked: its "current" line and exit code and
 * the default size check (a same-size change is current), and `--hash` with one regeneration. A whole tree, a deleted
 * and a truncated file are checked by the same `ensureTree` in this process (what the command calls, with the check
 * the command passes without `--hash`), without another tsx start-up and module graph (about 1.5 s of CPU a child,
 * 6 s with a regeneration).
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureTree } from "../../generator/ensure.ts";
import { verifyTree } from "../../generator/files/verify-tree.ts";
import { Manifest } from "../../schemas/files/layout.ts";
import { generatedTree } from "../support/generated-tree.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "koyomi-ensure-"));
const out = join(work, "public");
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `generator ensure --out …` in a child process (at most 120 s): exit code and output. */
function ensure(...extra: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", "generator/cli.ts", "ensure", "--out", out, ...extra], {
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

/** `ensureTree` over `out` (size check) in this process, as `generator ensure --out …` calls it: what it printed. */
async function ensureHere(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const printed = { stdout: [] as string[], stderr: [] as string[] };
  const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void printed.stdout.push(args.join(" ")));
  const error = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void printed.stderr.push(args.join(" ")));
  try {
    await ensureTree(out, null);
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  // A rejection fails the test as the child's exit code 1 would.
  return { code: 0, stdout: printed.stdout.join("\n"), stderr: printed.stderr.join("\n") };
}

const manifest = (): Manifest => Manifest.parse(JSON.parse(readFileSync(join(out, "manifest.json"), "utf8")));

beforeAll(async () => {
  // A copy of the run's shared 2026 tree (test/support/generated-tree.ts): what `generate` wrote.
  cpSync(join((await generatedTree(2026, 2026)).dir, "public"), out, { recursive: true });
}, 300_000);

describe("ensure verifies the manifest's files", () => {
  it("a whole tree is current (ensureTree; the CLI's current line is the same-size case's)", async () => {
    const run = await ensureHere();
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(`data in ${out} is current`);
  }, 130_000);

  const sameSize = (file: string): void => writeFileSync(file, readFileSync(file, "utf8").replace("2026-01-01", "2026-01-02"));
  /** What is damaged, the file, the damage, the line naming it, and how ensure runs: the CLI (with its arguments) or in this process. */
  const damages: [string, string, (file: string) => void, RegExp, { cli: string[] } | "in-process"][] = [
    ["deleted", "lite/gw/month/2026-05.json", (file) => unlinkSync(file), /lite\/gw\/month\/2026-05\.json is missing/, "in-process"],
    [
      "truncated",
      "lite/gw/month/2026-07.json",
      (file) => truncateSync(file, 10),
      /lite\/gw\/month\/2026-07\.json does not have the size/,
      "in-process",
    ],
    [
      "changed, same size (--hash)",
      "pro/gw/year/2026.json",
      sameSize,
      /pro\/gw\/year\/2026\.json does not match its SHA-256/,
      { cli: ["--hash"] },
    ],
  ];

  it("a same-size change is left to the server's first read without --hash (no file is read before the first answer)", async () => {
    const path = join(out, "pro/gw/year/2026.json");
    const before = readFileSync(path);
    sameSize(path);
    try {
      const run = await ensure();
      expect(run.code).toBe(0);
      expect(run.stdout.trim()).toBe(`data in ${out} is current`);
      expect(await verifyTree(out, manifest().files, "hash")).toEqual({ path: "pro/gw/year/2026.json", fault: "hash" });
    } finally {
      writeFileSync(path, before);
    }
  }, 130_000);

  for (const [what, path, damage, named, how] of damages) {
    it(`a ${what} file is named and regenerated (${how === "in-process" ? "ensureTree" : "the CLI"})`, async () => {
      const before = readFileSync(join(out, path));
      damage(join(out, path));
      const run = how === "in-process" ? await ensureHere() : await ensure(...how.cli);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout.split("\n")[0]).toMatch(named);
      expect(run.stdout).toMatch(/^generated 2026–2026/m);
      expect(readFileSync(join(out, path))).toEqual(before);
      expect(await verifyTree(out, manifest().files, "hash")).toBeNull();
    }, 130_000);
  }
});
