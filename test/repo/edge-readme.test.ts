/**
 * edge-rules/README.md's and calendar/README.md's file tables against the tree: every source file of the folder is named
 * in it (a top-level file in the first column, a folder's file in its folder's row), and every
 * file it names exists. README.md names the served API version and no part of it as planned, and
 * every MCP tool; it, docs/interface.md and `npm start`'s own message quote the first generation's
 * time as the bench's goal for it.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATION_GOALS_MS } from "../../bench/generate.ts";
import { DEFAULT_COVERAGE } from "../../schemas/coverage.ts";
import { MCP_TOOL_NAMES } from "../../schemas/endpoints/index.ts";
import { API_VERSION } from "../../schemas/openapi.ts";
import { tableUnder } from "../support/markdown.ts";
import { expectTableList } from "../support/endpoint-table.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** The .ts files under `dir`, tracked or new (not ignored: a new endpoint's module before its commit), relative to it. */
function sourcesUnder(dir: string): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", dir], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return out
    .split("\0")
    .filter((path) => path.endsWith(".ts"))
    .map((path) => path.slice(dir.length + 1));
}

/** The files a row of the table names: `a.ts` in the first column, or `folder/` with `b.ts` in the second. */
function namedFiles(row: readonly string[]): string[] {
  const first = [...row[0]!.matchAll(/`([a-z0-9/-]+(?:\.ts)?\/?)`/g)].map((m) => m[1]!);
  const out: string[] = [];
  for (const name of first) {
    if (name.endsWith("/")) out.push(...[...row[1]!.matchAll(/`([a-z0-9.-]+\.ts)`/g)].map((m) => name + m[1]!));
    else out.push(name);
  }
  return out;
}

/** The folders whose README's table names every source file: the edge layer, and the calendar's rules. */
for (const dir of ["edge-rules", "calendar"]) {
  describe(`${dir}/README.md`, () => {
    const table = tableUnder(readFileSync(resolve(ROOT, dir, "README.md"), "utf8"), `# ${dir}`);

    it(`names every source file of ${dir}/, and only files that exist`, () => {
      const named = new Set(table.rows.flatMap(namedFiles));
      const sources = new Set(sourcesUnder(dir));
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
}

describe("README.md", () => {
  const readme = readFileSync(resolve(ROOT, "README.md"), "utf8");

  it("names the served API version and calls nothing served 'planned'", () => {
    const versions = [...readme.matchAll(/\(API (\d+\.\d+\.\d+)\)/g)].map((m) => m[1]);
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions) expect(version).toBe(API_VERSION);
    expect(readme).not.toMatch(/\(planned\)|API 1\.1 \(planned/);
  });
});

/** A duration as the docs write it ("a minute", "45 seconds"), in seconds. */
function seconds(text: string): number {
  if (text === "a minute") return 60;
  const m = /^(\d+) seconds$/.exec(text);
  if (m === null) throw new Error(`not a duration: ${text}`);
  return Number(m[1]);
}

describe("README.md and the first npm start", () => {
  const read = (path: string): string => readFileSync(resolve(ROOT, path), "utf8").replaceAll(/\s+/g, " ");

  it("names every MCP tool of the endpoint table", () => {
    const sentence = /The same tools — (.*?) — are served/.exec(read("README.md"))![1]!;
    expectTableList(
      [...sentence.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!),
      MCP_TOOL_NAMES,
      "README.md's sentence of MCP tools",
      false,
    );
  });

  it("quotes the time of the first generation of the default coverage as the bench's goal for it, wherever it is quoted", () => {
    const goal = GENERATION_GOALS_MS[`${DEFAULT_COVERAGE.from}-${DEFAULT_COVERAGE.to}`]! / 1000;
    const quoted = [
      ["README.md", /the first `npm start` generates it in about ([a-z0-9 ]+?) on two cores/],
      ["docs/interface.md", /a fresh `npm start` generates it first, in about ([a-z0-9 ]+?) on two cores/],
      // the line ensure prints before the wait
      ["generator/ensure.ts", /years > 50 \? ", about ([a-z0-9 ]+?) on two cores"/],
    ] as const;
    for (const [path, pattern] of quoted) {
      const m = pattern.exec(read(path));
      expect(m, `${path}: ${String(pattern)}`).not.toBeNull();
      expect(seconds(m![1]!), path).toBe(goal);
    }
  });
});
