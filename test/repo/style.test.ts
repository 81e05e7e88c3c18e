/**
 * The style the project keeps (npm run lint): typescript-eslint's type-checked rules report
 * nothing (eslint.config.js), and every file Prettier formats is formatted (.prettierrc.json,
 * .prettierignore). `npm run format` fixes what can be fixed by machine.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

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
    let checked = 0;
    for (const file of files) {
      const path = join(ROOT, file);
      const info = await prettier.getFileInfo(path, { ignorePath: join(ROOT, ".prettierignore") });
      if (info.ignored || info.inferredParser === null) continue;
      const options = await prettier.resolveConfig(path);
      checked++;
      if (!(await prettier.check(readFileSync(path, "utf8"), { ...options, filepath: path }))) unformatted.push(file);
    }
    expect(unformatted).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  }, 120_000);
});
