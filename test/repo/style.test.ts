/**
 * The style the project keeps (npm run lint): typescript-eslint's type-checked rules report
 * nothing (eslint.config.js), and every file Prettier formats is formatted (.prettierrc.json,
 * .prettierignore). `npm run format` fixes what can be fixed by machine.
 *
 * Both checks remember the files they found clean (test/support/style-cache.ts), keyed on
 * everything the answer depends on: in a working tree a run checks what changed and what depends
 * on it; a fresh clone checks every file. Measured (the ESLint test alone, user + sys): every file
 * 60.7 s, nothing changed 4.3 s, one test file changed 12.6 s, calendar/names.ts changed (nearly
 * every file imports it) 59.1 s.
 *
 * ESLint lints in a child process (its own CLI), not in the test's worker: typed linting builds a TypeScript program of
 * every file it lints, and in a worker shared with other files (vitest `isolate: false`) that program stayed on the
 * heap for the rest of the run. Measured, five files run after a cold lint in one worker: 29.6 s of CPU in-process,
 * 22.8 s without the lint before them.
 */
import { execFile, execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { promisify } from "node:util";
import { sha256Hex } from "../../generator/files/manifest.ts";
import { lintKeys, readCleanKeys, styleCacheFile, writeCleanKeys } from "../support/style-cache.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** What every file's lint reads besides the files themselves: the configs and the lockfile (every package's types). */
const LINT_SHARED_INPUTS = ["eslint.config.js", "tsconfig.json", "package.json", "package-lock.json"];

/** The extensions ESLint lints here (eslint.config.js: JavaScript and TypeScript). */
const LINTED = /\.(ts|js|mjs|cjs)$/;

/** The files of the working tree: tracked, and new ones not ignored by .gitignore. */
function treeFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
}

/** What ESLint's `json` formatter prints for a file (the fields read here). */
interface LintResult {
  readonly filePath: string;
  readonly messages: readonly { readonly line: number; readonly ruleId: string | null; readonly message: string }[];
}

/** ESLint's CLI over `files` (relative to ROOT) in a child process: one result per file. */
async function lintInChild(files: readonly string[]): Promise<LintResult[]> {
  const cli = join(ROOT, "node_modules/eslint/bin/eslint.js");
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, "--format", "json", "--", ...files], {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(stdout) as LintResult[];
  } catch (error) {
    // Exit 1: problems found, the report still on stdout; anything else (exit 2: a config or crash) is the failure.
    const { code, stdout, stderr } = error as { code?: number; stdout?: string; stderr?: string };
    if (code === 1 && stdout) return JSON.parse(stdout) as LintResult[];
    throw new Error(`eslint exited ${String(code)}: ${stderr ?? ""}`);
  }
}

describe("style", () => {
  it("typescript-eslint reports no error and no warning", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const files: string[] = [];
    for (const file of treeFiles()) if (LINTED.test(file) && !(await eslint.isPathIgnored(join(ROOT, file)))) files.push(file);
    const keys = lintKeys(ROOT, files, LINT_SHARED_INPUTS);
    const cache = styleCacheFile(ROOT, "eslint-clean.json");
    const known = readCleanKeys(cache);
    const toLint = files.filter((f) => !known.has(keys.get(f)!));
    const results = toLint.length === 0 ? [] : await lintInChild(toLint);
    const problems = results.flatMap((r) =>
      r.messages.map((m) => `${r.filePath.slice(ROOT.length + 1)}:${m.line} ${m.ruleId ?? ""} ${m.message}`),
    );
    const dirty = new Set(results.filter((r) => r.messages.length > 0).map((r) => r.filePath.slice(ROOT.length + 1)));
    writeCleanKeys(
      cache,
      files.filter((f) => !dirty.has(f)).map((f) => keys.get(f)!),
    );
    expect(problems).toEqual([]);
    expect(results.length).toBe(toLint.length);
    expect(files.length).toBeGreaterThan(200);
  }, 240_000);

  it("every file Prettier formats is formatted", async () => {
    const cache = styleCacheFile(ROOT, "prettier-formatted.json");
    const known = readCleanKeys(cache);
    const unformatted: string[] = [];
    const formatted: string[] = [];
    for (const file of treeFiles()) {
      const path = join(ROOT, file);
      const info = await prettier.getFileInfo(path, { ignorePath: join(ROOT, ".prettierignore") });
      if (info.ignored || info.inferredParser === null) continue;
      const options = await prettier.resolveConfig(path);
      const text = readFileSync(path, "utf8");
      // What `prettier --check --cache --cache-strategy content` keys on: formatting is a pure function of these.
      const key = sha256Hex(JSON.stringify([prettier.version, file, options, text]));
      if (known.has(key) || (await prettier.check(text, { ...options, filepath: path }))) formatted.push(key);
      else unformatted.push(file);
    }
    writeCleanKeys(cache, formatted);
    expect(unformatted).toEqual([]);
    expect(formatted.length + unformatted.length).toBeGreaterThan(200);
  }, 120_000);
});
