/**
 * The pipeline's direction (docs/architecture.md): generator → schemas ← edge-rules. The
 * generator never imports the edge layer, the edge layer never imports the generator, and the
 * contracts in schemas/ import nothing but each other and zod (test/edge-rules/portability.test.ts
 * checks the edge side in detail).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const tracked = execFileSync("git", ["ls-files", "*.ts"], { cwd: repo, encoding: "utf8" }).split("\n").filter(Boolean);

/** The repository-relative targets of a file's relative imports. */
function importsOf(file: string): string[] {
  const source = readFileSync(resolve(repo, file), "utf8");
  return [...source.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']+)["']/g)].map((m) =>
    relative(repo, resolve(repo, dirname(file), m[1]!)),
  );
}

describe("layers", () => {
  const layer = (prefix: string): string[] => tracked.filter((f) => f.startsWith(prefix));

  it("generator/ imports only generator/ and schemas/", () => {
    expect(layer("generator/").length).toBeGreaterThan(20);
    for (const file of layer("generator/"))
      for (const target of importsOf(file)) expect(/^(generator|schemas)\//.test(target), `${file} → ${target}`).toBe(true);
  });

  it("edge-rules/ imports only edge-rules/ and schemas/", () => {
    for (const file of layer("edge-rules/"))
      for (const target of importsOf(file)) expect(/^(edge-rules|schemas)\//.test(target), `${file} → ${target}`).toBe(true);
  });

  it("schemas/ imports only schemas/", () => {
    for (const file of layer("schemas/"))
      for (const target of importsOf(file)) expect(target.startsWith("schemas/"), `${file} → ${target}`).toBe(true);
  });
});
