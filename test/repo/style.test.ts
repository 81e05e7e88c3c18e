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
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
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

describe("style", () => {
  it("typescript-eslint reports no error and no warning", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const files: string[] = [];
    for (const file of treeFiles()) if (LINTED.test(file) && !(await eslint.isPathIgnored(join(ROOT, file)))) files.push(file);
    const keys = lintKeys(ROOT, files, LINT_SHARED_INPUTS);
    const cache = styleCacheFile(ROOT, "eslint-clean.json");
    const known = readCleanKeys(cache);
    const toLint = files.filter((f) => !known.has(keys.get(f)!));
    const results = toLint.length === 0 ? [] : await eslint.lintFiles(toLint.map((f) => join(ROOT, f)));
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
