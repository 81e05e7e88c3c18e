/**
 * The style the project keeps (npm run lint): typescript-eslint's type-checked rules report
 * nothing (eslint.config.js), and every file Prettier formats is formatted (.prettierrc.json,
 * .prettierignore). `npm run format` fixes what can be fixed by machine.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

/**
 * The keys of the files Prettier found formatted last run: a SHA-256 of Prettier's version, the file's path, its resolved
 * options and its text, what `prettier --check --cache --cache-strategy content` keys on. Formatting is a pure function of
 * those, so a listed key needs no second check. Kept in node_modules/.cache (never committed): a fresh clone checks every
 * file. Saves about 20 s of CPU a run in a working tree where few files changed.
 */
const PRETTIER_CACHE = join(ROOT, "node_modules/.cache/koyomi-style/prettier-formatted.json");

function readFormattedKeys(): Set<string> {
  try {
    const keys = JSON.parse(readFileSync(PRETTIER_CACHE, "utf8")) as unknown;
    return new Set(Array.isArray(keys) ? keys.filter((k): k is string => typeof k === "string") : []);
  } catch {
    return new Set(); // absent or damaged: check every file
  }
}

function writeFormattedKeys(keys: string[]): void {
  mkdirSync(join(PRETTIER_CACHE, ".."), { recursive: true });
  const aside = `${PRETTIER_CACHE}.${process.pid}`;
  writeFileSync(aside, JSON.stringify(keys.sort()));
  renameSync(aside, PRETTIER_CACHE);
}

describe("style", () => {
  it("typescript-eslint reports no error and no warning", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const results = await eslint.lintFiles(["."]);
    const problems = results.flatMap((r) =>
      r.messages.map((m) => `${r.filePath.slice(ROOT.length + 1)}:${m.line} ${m.ruleId ?? ""} ${m.message}`),
    );
    expect(problems).toEqual([]);
    expect(results.length).toBeGreaterThan(200);
  }, 240_000);

  it("every file Prettier formats is formatted", async () => {
    const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
      .split("\0")
      .filter(Boolean);
    const unformatted: string[] = [];
    const known = readFormattedKeys();
    const formatted: string[] = [];
    let checked = 0;
    for (const file of files) {
      const path = join(ROOT, file);
      const info = await prettier.getFileInfo(path, { ignorePath: join(ROOT, ".prettierignore") });
      if (info.ignored || info.inferredParser === null) continue;
      const options = await prettier.resolveConfig(path);
      const text = readFileSync(path, "utf8");
      const key = createHash("sha256")
        .update(JSON.stringify([prettier.version, file, options, text]))
        .digest("hex");
      checked++;
      if (known.has(key) || (await prettier.check(text, { ...options, filepath: path }))) formatted.push(key);
      else unformatted.push(file);
    }
    writeFormattedKeys(formatted);
    expect(unformatted).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  }, 120_000);
});
