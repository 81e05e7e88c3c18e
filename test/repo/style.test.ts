/**
 * The style the project keeps (npm run lint): typescript-eslint's type-checked rules report
 * nothing (eslint.config.js), and every file Prettier formats is formatted (.prettierrc.json,
 * .prettierignore). `npm run format` fixes what can be fixed by machine.
 *
 * Both checks remember the files they found clean (test/support/check-cache.ts), keyed on
 * everything the answer depends on: in a working tree a run checks what changed and what depends
 * on it; a fresh clone checks every file. Each also remembers the key of the whole tree it last
 * found clean, so a run in which none of its inputs changed loads neither tool. Measured (the ESLint
 * test alone, user + sys): every file 60.7 s, one test file changed 12.6 s, calendar/names.ts
 * changed (nearly every file imports it) 59.1 s; nothing changed 4.3 s, and with the whole tree's
 * key under 0.5 s (ESLint's loading its config, 1.1 s, and the per-file keys, 1.7 s, left out).
 *
 * ESLint lints in a child process (its own CLI), not in the test's worker: typed linting builds a TypeScript program of
 * every file it lints, and in a worker shared with other files (vitest `isolate: false`) that program stayed on the
 * heap for the rest of the run. Measured, five files run after a cold lint in one worker: 29.6 s of CPU in-process,
 * 22.8 s without the lint before them.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { promisify } from "node:util";
import { sha256Hex } from "../../generator/files/manifest.ts";
import { contentKey, lintKeys, readCleanKeys, styleCacheFile, treeFiles, writeCleanKeys } from "../support/check-cache.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** What every file's lint reads besides the files themselves: the configs and the lockfile (every package's types). */
const LINT_SHARED_INPUTS = ["eslint.config.js", "tsconfig.json", "package.json", "package-lock.json"];

/** The extensions ESLint lints here (eslint.config.js: JavaScript and TypeScript). */
const LINTED = /\.(ts|js|mjs|cjs)$/;

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
    // Every file ESLint may lint, every JSON file a type may come from, and what each lint reads besides (the config
    // says which files it ignores).
    const all = treeFiles(ROOT);
    const inputs = all.filter((f) => LINTED.test(f) || f.endsWith(".json"));
    const tree = contentKey(ROOT, [...new Set([...inputs, ...LINT_SHARED_INPUTS])]);
    const treeCache = styleCacheFile(ROOT, "eslint-clean-tree.json");
    if (readCleanKeys(treeCache).has(tree)) return;
    const eslint = new ESLint({ cwd: ROOT });
    const files: string[] = [];
    for (const file of all) if (LINTED.test(file) && !(await eslint.isPathIgnored(join(ROOT, file)))) files.push(file);
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
    writeCleanKeys(treeCache, [tree]);
  }, 240_000);

  it("every file Prettier formats is formatted", async () => {
    // Every file of the tree, the configs and .prettierignore among them, and Prettier's version.
    const all = treeFiles(ROOT);
    const tree = contentKey(ROOT, all, prettier.version);
    const treeCache = styleCacheFile(ROOT, "prettier-formatted-tree.json");
    if (readCleanKeys(treeCache).has(tree)) return;
    const cache = styleCacheFile(ROOT, "prettier-formatted.json");
    const known = readCleanKeys(cache);
    const unformatted: string[] = [];
    const formatted: string[] = [];
    for (const file of all) {
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
    writeCleanKeys(treeCache, [tree]);
  }, 120_000);
});
