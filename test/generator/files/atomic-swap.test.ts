/**
 * Atomic publication under SIGKILL (generator/files/atomic-tree.ts): a run killed at each
 * step of its swap (kill points: generator/files/kill-point.ts) leaves a complete tree serving.
 * A server started before the run keeps answering 200, a server started after it answers 200,
 * and `ensure` ends with a complete tree at `--out` (every listed file, size and SHA-256): the old
 * coverage up to the second rename, the new one from it.
 *
 * Only the killed run is a child process (the kill is the point); nothing here runs as users run it (the command
 * line's start-up through npm and tsx is generate.test.ts's, ensure.test.ts's and the `npm start` tests'). At
 * {@link GENERATE_POINT} (no tree at `--out`: the window this file is about) it is the generator's own command line,
 * bundled (test/support/generator-bundle.ts), `generate --from 2027 --to 2027`, which proves `generate` publishes
 * through these kill points. At the other points it publishes a copy of the run's shared 2026–2027 tree through the
 * same StagedTree as generate does (test/support/publish-tree.ts, bundled once: test/support/bundled-cli.ts): the swap
 * and what it leaves are the same, without computing a year first (about 4 s of CPU a run; the point is the swap, not
 * the calendar). The tree before the run is a copy of the shared 2026 tree (test/support/generated-tree.ts), and
 * `ensure` and the next run run in this process, as `npm start` runs `ensure` (scripts/start.ts). The next run
 * publishes the 2026 tree through publishTree at every point, at GENERATE_POINT too: what it meets there (the
 * leftovers of the kill, after `ensure`) is the StagedTree's to clear, the same code generate runs, and a generation
 * in this process cost about 3 s of CPU for nothing more.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { ensureTree } from "../../../generator/ensure.ts";
import { KILL_POINT_ENV, KILL_POINTS, type KillPoint } from "../../../generator/files/kill-point.ts";
import { verifyTree } from "../../../generator/files/verify-tree.ts";
import { type Coverage, Manifest } from "../../../schemas/files/layout.ts";
import { generatedTree } from "../../support/generated-tree.ts";
import { publishTree } from "../../support/publish-tree.ts";
import { bundleCli } from "../../support/bundled-cli.ts";
import { bundledGenerator } from "../../support/generator-bundle.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const work = mkdtempSync(join(tmpdir(), "koyomi-swap-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `node …args` in a child process (at most 120 s): exit code or the signal that ended it, and stdout. */
function node(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; signal: string | null; stdout: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(new Error(`${args.join(" ")} took over 120 s`));
    }, 120_000);
    let stdout = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, stdout });
    });
  });
}

const manifestOf = (dir: string): Manifest => Manifest.parse(JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")));

/** Health, the served coverage and one day of its last year (2027 only in a new tree), over Node fetch. */
async function serves(server: RunningServer): Promise<{ health: number; day: number; coverage: Coverage | null }> {
  const health = await fetch(`${server.url}/gw/health`);
  const body = (await health.json()) as { coverage?: Coverage };
  const coverage = body.coverage ?? null;
  const day = await fetch(`${server.url}/gw/day/${coverage?.to ?? 0}-03-03`);
  await day.arrayBuffer();
  return { health: health.status, day: day.status, coverage };
}

/** The tree before every run. */
const OLD: Coverage = { from: 2026, to: 2026 };

/** The kill point at which the killed run is `generate` itself. */
const GENERATE_POINT: KillPoint = "between-renames";

/** The run killed at `point` over `out`, and the coverage it publishes. */
function killedRun(point: KillPoint, out: string): { exit: ReturnType<typeof node>; coverage: Coverage } {
  const env = { [KILL_POINT_ENV]: point };
  if (point === GENERATE_POINT) {
    return {
      exit: node([generator.path, "generate", "--from", "2027", "--to", "2027", "--out", out], env),
      coverage: { from: 2027, to: 2027 },
    };
  }
  return { exit: node([publisher, newTree, out], env), coverage: { from: 2026, to: 2027 } };
}

/** Whether the kill point comes after the second rename (the new tree is in place). */
const afterSwap = (point: KillPoint): boolean => KILL_POINTS.indexOf(point) >= KILL_POINTS.indexOf("swapped");

/** `ensure` over `out` with no coverage asked (what `npm start` runs): what it printed. */
async function ensure(out: string): Promise<string> {
  const lines: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void lines.push(args.join(" ")));
  try {
    await ensureTree(out, null);
  } finally {
    log.mockRestore();
  }
  return lines.join("\n");
}

let template: string;
/** The tree the runs that are not `generate` publish. */
let newTree: string;
/** test/support/publish-tree.ts bundled: run by plain node (0.1 s of CPU instead of tsx's 0.9 s). */
let publisher: string;
/** generator/cli.ts bundled (test/support/generator-bundle.ts). */
let generator: { path: string; cleanup(): void };
beforeAll(async () => {
  generator = await bundledGenerator();
  template = join((await generatedTree(OLD.from, OLD.to)).dir, "public");
  newTree = join((await generatedTree(2026, 2027)).dir, "public");
  publisher = await bundleCli(join(ROOT, "test", "support", "publish-tree.ts"), work);
}, 300_000);
afterAll(() => generator?.cleanup());

describe("generate killed at each step of the swap", () => {
  for (const point of KILL_POINTS) {
    it(`at ${point}${point === GENERATE_POINT ? " (generate)" : ""}: a complete tree keeps serving, and ensure leaves one at --out`, async () => {
      // The tree before the run: a copy of the shared 2026 tree; what is under test
      // is the killed run and what follows it.
      const out = join(work, point, "public");
      cpSync(template, out, { recursive: true });
      const running = await startServer({
        host: "127.0.0.1",
        port: 0,
        origin: createFsOrigin({ root: out, recheckMs: 0 }),
        tokensFile: join(work, "tokens.json"),
      });
      try {
        expect(await serves(running)).toEqual({ health: 200, day: 200, coverage: OLD });
        const run = killedRun(point, out);
        expect((await run.exit).signal).toBe("SIGKILL");
        const expected = afterSwap(point) ? run.coverage : OLD;
        if (point === "between-renames") {
          expect(existsSync(out)).toBe(false); // the window this test is about
          expect(existsSync(join(work, point, ".public-previous"))).toBe(true);
        }
        // The server that was running, and one started now, both serve a complete tree.
        expect(await serves(running)).toEqual({ health: 200, day: 200, coverage: expected });
        const fresh = await startServer({ host: "127.0.0.1", port: 0, dataDir: out, tokensFile: join(work, "tokens.json") });
        try {
          expect(await serves(fresh)).toEqual({ health: 200, day: 200, coverage: expected });
        } finally {
          await fresh.close(100);
        }
        // ensure (what npm start runs) leaves a complete tree at --out.
        const ensured = await ensure(out);
        if (point === "between-renames") expect(ensured).toContain("restored");
        expect(ensured).toMatch(/is current|generated/);
        const manifest = manifestOf(out);
        expect(manifest.coverage).toEqual(expected);
        expect(await verifyTree(out, manifest.files, "hash")).toBeNull();
        expect(await serves(running)).toEqual({ health: 200, day: 200, coverage: expected });
        // The next run (a publication through generate's StagedTree) runs cleanly over whatever the kill left.
        await publishTree(template, out);
        expect(existsSync(join(work, point, ".public-staging"))).toBe(false);
        expect(existsSync(join(work, point, ".public-previous"))).toBe(false);
        expect(manifestOf(out).dataVersion).toBe(manifestOf(template).dataVersion);
      } finally {
        await running.close(100);
      }
    }, 180_000);
  }
});
