/**
 * edge-rules/README.md's file table against the tree: every source file of edge-rules/ is named
 * in it (a top-level file in the first column, a folder's file in its folder's row), and every
 * file it names exists. README.md names the served API version and no part of it as planned.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { API_VERSION } from "../../schemas/openapi.ts";
import { tableUnder } from "../support/markdown.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** The tracked .ts files under edge-rules/, relative to it. */
function edgeSources(): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "edge-rules"], { cwd: ROOT, encoding: "utf8" });
  return out
    .split("\0")
    .filter((path) => path.endsWith(".ts"))
    .map((path) => path.slice("edge-rules/".length));
}

/** The files a row of the table names: `a.ts` in the first column, or `folder/` with `b.ts` in the second. */
function namedFiles(row: readonly string[]): string[] {
  const first = [...row[0]!.matchAll(/`([a-z0-9/-]+(?:\.ts)?\/?)`/g)].map((m) => m[1]!);
  const out: string[] = [];
  for (const name of first) {
    if (name.endsWith("/")) out.push(...[...row[1]!.matchAll(/`([a-z0-9-]+\.ts)`/g)].map((m) => name + m[1]!));
    else out.push(name);
  }
  return out;
}

describe("edge-rules/README.md", () => {
  const table = tableUnder(readFileSync(resolve(ROOT, "edge-rules/README.md"), "utf8"), "# edge-rules");

  it("names every source file of edge-rules/, and only files that exist", () => {
    const named = new Set(table.rows.flatMap(namedFiles));
    const sources = new Set(edgeSources());
    expect(
      [...sources].filter((file) => !named.has(file)),
      "files the table does not name",
    ).toEqual([]);
    expect(
      [...named].filter((file) => !sources.has(file)),
      "names the tree does not hold",
    ).toEqual([]);
  });
});

describe("README.md", () => {
  const readme = readFileSync(resolve(ROOT, "README.md"), "utf8");

  it("names the served API version and calls nothing served 'planned'", () => {
    const versions = [...readme.matchAll(/\(API (\d+\.\d+\.\d+)\)/g)].map((m) => m[1]);
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions) expect(version).toBe(API_VERSION);
    expect(readme).not.toMatch(/\(planned\)|API 1\.1 \(planned/);
  });
});
