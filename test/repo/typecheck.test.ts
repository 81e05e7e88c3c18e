/**
 * The project type-checks (`npm run typecheck`: tsc over tsconfig.json). vitest strips types without checking them and
 * typescript-eslint's typed rules do not report compiler errors, so without this file a type error would pass
 * `npm test` and CI.
 *
 * tsc runs in a child process (its program does not stay on a shared worker's heap) and incrementally: its build info
 * is kept under node_modules/.cache/koyomi-tsc, so a working tree's next run re-checks what changed. The key of the
 * inputs it last passed on is kept beside it (test/support/check-cache.ts): every TypeScript and JSON file of the tree,
 * tsconfig.json, package.json (the module format) and the lockfile (every package's types and tsc's own version)
 * among them; when none changed, tsc's answer is known and it does not run. Measured (user + sys): every file 28.5 s,
 * nothing changed 6.1 s with tsc (`/usr/bin/time npx tsc --noEmit --incremental`), under 0.2 s with the key. A fresh
 * clone checks every file.
 */
import { execFile } from "node:child_process";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { contentKey, readCleanKeys, treeFiles, writeCleanKeys } from "../support/check-cache.ts";

const ROOT = resolve(import.meta.dirname, "../..");
/** tsc's incremental state between runs (node_modules is git-ignored: a fresh clone starts without it). */
const BUILD_INFO = join(ROOT, "node_modules/.cache/koyomi-tsc/tsbuildinfo.json");
/** The key of the inputs tsc last reported no error on. */
const PASSED = join(ROOT, "node_modules/.cache/koyomi-tsc/passed.json");
/** What tsc reads from the tree: TypeScript sources and declarations, and JSON (configs, the lockfile, imports). */
const TSC_INPUT = /\.([cm]?tsx?|json)$/;

describe("types", () => {
  it("tsc reports no error over tsconfig.json (calendar, generator, schemas, edge-rules, clients, test, bench, scripts)", async () => {
    const inputs = contentKey(
      ROOT,
      treeFiles(ROOT).filter((f) => TSC_INPUT.test(f)),
    );
    if (readCleanKeys(PASSED).has(inputs)) return;
    const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
    const args = ["--noEmit", "--incremental", "--tsBuildInfoFile", BUILD_INFO, "--pretty", "false", "-p", "tsconfig.json"];
    let output: string;
    try {
      output = (await promisify(execFile)(process.execPath, [tsc, ...args], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 })).stdout;
    } catch (error) {
      // Exit 1 or 2: the diagnostics are on stdout, one per line (`file(line,col): error TSnnnn: message`).
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      output = `${stdout ?? ""}${stderr ?? ""}` || String(error);
    }
    expect(output.split("\n").filter((line) => line.trim() !== "")).toEqual([]);
    writeCleanKeys(PASSED, [inputs]);
  }, 240_000);
});
