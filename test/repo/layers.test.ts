/**
 * The house's directions (docs/architecture.md "The house"): calendar ← schemas ← generator and
 * calendar ← schemas ← edge-rules. The calendar imports nothing of the project but itself, and no
 * I/O; the contracts in schemas/ import only the calendar's names and each other; the generator
 * and the edge layer never import each other (test/edge-rules/portability.test.ts checks the edge
 * side's runtime APIs in detail). Each calendar rule cites its source there, and only there.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const tracked = execFileSync("git", ["ls-files", "*.ts"], { cwd: repo, encoding: "utf8" }).split("\n").filter(Boolean);
const source = (file: string): string => readFileSync(resolve(repo, file), "utf8");

/** Every module specifier a file imports (static, dynamic and `export … from`). */
function specifiers(file: string): string[] {
  return [...source(file).matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
}

/** The repository-relative targets of a file's relative imports. */
function importsOf(file: string): string[] {
  return specifiers(file)
    .filter((s) => s.startsWith("."))
    .map((s) => relative(repo, resolve(repo, dirname(file), s)));
}

const layer = (prefix: string): string[] => tracked.filter((f) => f.startsWith(prefix));

/** Which layers each layer may import (its own included). */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  "calendar/": ["calendar/"],
  "schemas/": ["schemas/", "calendar/"],
  "generator/": ["generator/", "schemas/", "calendar/"],
  "edge-rules/": ["edge-rules/", "schemas/", "calendar/"],
};

/**
 * The packages the calendar may use: its two ephemerides, and `node:module` to load astronomy-engine's
 * CommonJS build (calendar/astronomy/engine.ts says why). Never files, sockets or the clock.
 */
const CALENDAR_PACKAGES = /^(astronomy-engine|astronomia\/[\w/]+|node:module)$/;

describe("layers", () => {
  for (const [prefix, allowed] of Object.entries(MAY_IMPORT)) {
    it(`${prefix} imports only ${allowed.join(", ")}`, () => {
      expect(layer(prefix).length).toBeGreaterThan(20);
      for (const file of layer(prefix))
        for (const target of importsOf(file))
          expect(
            allowed.some((p) => target.startsWith(p)),
            `${file} → ${target}`,
          ).toBe(true);
    });
  }

  it("calendar/ uses no package but its ephemerides: no zod, no files, no HTTP", () => {
    for (const file of layer("calendar/"))
      for (const s of specifiers(file).filter((s) => !s.startsWith(".")))
        expect(CALENDAR_PACKAGES.test(s), `${file} imports ${s}`).toBe(true);
  });

  it("calendar/ reads no clock and no environment: the same input gives the same day anywhere", () => {
    for (const file of layer("calendar/")) expect(source(file), file).not.toMatch(/\bDate\.now\(|\bprocess\.env\b|new Date\(\)/);
  });

  it("cites a calendar rule's source (docs/calendar.md) only in calendar/, the rules' one home", () => {
    const outside = [...layer("generator/"), ...layer("schemas/"), ...layer("edge-rules/")];
    const citing = outside.filter((f) => /^\s*(\*|\/\/)\s*Source:.*docs\/calendar\.md/m.test(source(f)));
    expect(citing).toEqual([]);
  });

  it("keeps edge-rules/ in folders by concern: at most 10 files at its root", () => {
    const root = tracked.filter((f) => f.startsWith("edge-rules/") && !f.slice("edge-rules/".length).includes("/"));
    expect(root.length, root.join(", ")).toBeLessThanOrEqual(10);
  });
});
