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
import ts from "typescript";
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

/** The source files of the four layers and the clients, parsed once. */
const SOURCES = ["calendar/", "schemas/", "generator/", "edge-rules/", "clients/"].flatMap(layer);
const parsed = new Map(SOURCES.map((f) => [f, ts.createSourceFile(f, source(f), ts.ScriptTarget.Latest, true)]));

/**
 * The files a file imports, types included: an `import type` erases at run time, but a circle of modules is one
 * concept cut in two whatever crosses it, and a reader has to read the circle as one.
 */
function importedFiles(file: string): string[] {
  const out: string[] = [];
  for (const st of parsed.get(file)!.statements) {
    if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !st.moduleSpecifier || !ts.isStringLiteral(st.moduleSpecifier))
      continue;
    if (st.moduleSpecifier.text.startsWith(".")) out.push(relative(repo, resolve(repo, dirname(file), st.moduleSpecifier.text)));
  }
  return out;
}

/** The strongly connected components of more than one file (Tarjan): each is an import cycle. */
function importCycles(): string[][] {
  const graph = new Map(SOURCES.map((f) => [f, importedFiles(f).filter((t) => parsed.has(t))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** Every function (declaration, method, arrow, expression) longer than `max` lines, as `file:line (n lines)`. */
function longFunctions(max: number): string[] {
  const out: string[] = [];
  for (const [file, sf] of parsed) {
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined) {
        const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const lines = sf.getLineAndCharacterOfPosition(node.end).line - first + 1;
        if (lines > max) out.push(`${file}:${first + 1} (${lines} lines)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

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

  it("calendar/, schemas/ and generator/ use no local-time Date method: a day never depends on the machine's TZ", () => {
    const LOCAL_TIME =
      /\.(get|set)(FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds)\(|\.getTimezoneOffset\(|\.to(Date|Time|LocaleDate|LocaleTime)String\(|new Date\(\s*[\w.]+\s*,/;
    for (const file of [...layer("calendar/"), ...layer("schemas/"), ...layer("generator/")])
      expect(source(file).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ""), file).not.toMatch(LOCAL_TIME);
  });

  it("calendar/ reads no clock and no environment: the same input gives the same day anywhere", () => {
    for (const file of layer("calendar/")) expect(source(file), file).not.toMatch(/\bDate\.now\(|\bprocess\.env\b|new Date\(\)/);
  });

  it("cites a calendar rule's source (docs/calendar.md) only in calendar/, the rules' one home", () => {
    const outside = [...layer("generator/"), ...layer("schemas/"), ...layer("edge-rules/")];
    const citing = outside.filter((f) => /^\s*(\*|\/\/)\s*Source:.*docs\/calendar\.md/m.test(source(f)));
    expect(citing).toEqual([]);
  });

  it("has no import cycle (types included), in the four layers and the clients", () => {
    expect(importCycles()).toEqual([]);
  });

  it("has no function over 80 lines, in the four layers and the clients: a rule or a stage reads on one screen", () => {
    expect(longFunctions(80)).toEqual([]);
  });

  it("keeps edge-rules/ in folders by concern: at most 10 files at its root", () => {
    const root = tracked.filter((f) => f.startsWith("edge-rules/") && !f.slice("edge-rules/".length).includes("/"));
    expect(root.length, root.join(", ")).toBeLessThanOrEqual(10);
  });
});
