/**
 * The repository stands alone: a user's clone holds everything its tests, scripts and docs read.
 *
 * - No tracked file mentions the team's workspace beside the repository (its `shared` folder).
 * - No source file reaches above the repository root with `..` segments, or names an absolute
 *   workspace or home path.
 * - Every relative link of a tracked markdown file points at a tracked file.
 * - The reference tables are the bytes their README lists (so none can be trimmed unnoticed).
 *
 * This is the fast, static half; `scripts/fresh-clone-check.sh` is the slow proof (a clone of
 * HEAD in an empty temporary directory runs `npm ci` and `npm test` on its own).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, posix, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { tableUnder } from "../support/markdown.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** Tracked files (paths relative to ROOT, `/`-separated) that exist in the working tree. Needs git. */
function trackedFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" });
  return out.split("\0").filter((path) => path !== "" && existsSync(join(ROOT, path)));
}

/** A tracked file's text, or null for a binary file (one holding a NUL byte). */
function textOf(path: string): string | null {
  const bytes = readFileSync(join(ROOT, path));
  return bytes.includes(0) ? null : bytes.toString("utf8");
}

// Spelled in pieces so that this file does not contain what it looks for.
const SHARED = "shared";
const WORK = "work";
const UP = "..";
/** Mentions of the workspace beside the repository: its shared folder by a relative path, its absolute path, or its spec, notes and reference folders. */
const WORKSPACE_MENTION = new RegExp(`\\.\\./${SHARED}\\b|/${WORK}/|\\b${SHARED}/(spec|notes|reference|hooks)\\b`);

/** Absolute paths of a workspace or a home directory inside a string literal. */
const ABSOLUTE_PATH = new RegExp(`["'\`](/(${WORK}|home|Users|root|mnt)/|[A-Za-z]:\\\\)`);

/** Single-line string literals ("…", '…', `…`) of a source text. */
const STRING_LITERAL = /(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g;

/**
 * The string literals of a source file that, read as paths relative to the file's directory
 * (as imports, `new URL(…, import.meta.url)` and `resolve(import.meta.dirname, …)` read them),
 * lead above the repository root. The part of a template literal after its first `${` is not
 * resolved (its base is unknown there).
 * @param file the file's path relative to the root.
 */
export function escapingLiterals(file: string, text: string, root = ROOT): string[] {
  const dir = dirname(join(root, file));
  const out: string[] = [];
  for (const match of text.matchAll(STRING_LITERAL)) {
    const literal = match[2]!;
    const path = literal.split("${")[0]!;
    if (!/(^|\/)\.\.(\/|$)/.test(path) || isAbsolute(path) || /^[a-z]+:/.test(path)) continue;
    const target = relative(root, resolve(dir, path));
    if (target === ".." || target.startsWith(`..${posix.sep}`) || isAbsolute(target)) out.push(literal);
  }
  return out;
}

/** Relative link targets of a markdown text (`[text](target)`), without anchors; external links skipped. */
export function markdownLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.split("#")[0]!)
    .filter((target) => target !== "" && !/^[a-z]+:/.test(target));
}

/** Anchored links of a markdown text: `[file, anchor]`, file "" for the same document; external links skipped. */
export function markdownAnchors(text: string): [string, string][] {
  return [...text.matchAll(/\]\(([^)\s]*)#([^)\s]+)\)/g)]
    .filter((m) => !/^[a-z]+:/.test(m[1]!))
    .map((m) => [m[1]!, decodeURIComponent(m[2]!)]);
}

/** The anchors GitHub gives a markdown text's headings (lower case, punctuation dropped, spaces to `-`). */
export function headingAnchors(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      m[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
        .replace(/ /g, "-"),
    ),
  );
}

const SOURCE = /\.(ts|mts|js|mjs|cjs)$/;

describe("the detectors", () => {
  it("see a workspace mention, an escaping path and an absolute path, and let in-repo paths pass", () => {
    expect(WORKSPACE_MENTION.test(`see ${UP}/${SHARED}/spec/x.md`)).toBe(true);
    expect(WORKSPACE_MENTION.test(`/${WORK}/${SHARED}`)).toBe(true);
    expect(WORKSPACE_MENTION.test(`${SHARED}/notes/rules.md §6`)).toBe(true);
    expect(WORKSPACE_MENTION.test(`schemas/ (${SHARED} contract)`)).toBe(false);
    const escaping = `${UP}/${UP}/${UP}/${SHARED}/reference/`;
    expect(escapingLiterals("test/support/x.ts", `new URL("${escaping}", import.meta.url)`)).toEqual([escaping]);
    expect(
      escapingLiterals("test/a/b.ts", `import x from "${UP}/${UP}/schemas/day.ts"; resolve(import.meta.dirname, "${UP}/${UP}")`),
    ).toEqual([]);
    expect(escapingLiterals("bench/x.ts", `join(import.meta.dirname, "${UP}", "${UP}")`)).toEqual([]); // each ".." alone is one level
    expect(escapingLiterals("bench/x.ts", `join(import.meta.dirname, "${UP}/${UP}")`)).toEqual([`${UP}/${UP}`]);
    expect(escapingLiterals("test/x.ts", `'$\{ROOT}/${UP}/y' and '${UP}/${UP}/z/$\{name}'`)).toEqual([`${UP}/${UP}/z/$\{name}`]);
    expect(ABSOLUTE_PATH.test(`readFileSync("/${WORK}/x.csv")`)).toBe(true);
    const drive = "C:";
    expect(ABSOLUTE_PATH.test(`readFileSync("${drive}\\data\\x.csv")`)).toBe(true);
    expect(ABSOLUTE_PATH.test('readFileSync("/proc/self/stat")')).toBe(false);
    expect(markdownLinks(`[a](docs/x.md#y) [b](https://e.org) [c](#z) [d](${UP}/e.md)`)).toEqual(["docs/x.md", `${UP}/e.md`]);
    expect(markdownAnchors("[a](docs/x.md#y) [b](https://e.org/#q) [c](#z)")).toEqual([
      ["docs/x.md", "y"],
      ["", "z"],
    ]);
    expect(headingAnchors("## 9. 雑節 (the `seasonal` notes)\n### `kou72` — 七十二候")).toEqual(
      new Set(["9-雑節-the-seasonal-notes", "kou72--七十二候"]),
    );
  });
});

describe("the repository stands alone", () => {
  const files = trackedFiles();

  it("is a git checkout with its sources tracked", () => {
    expect(files).toContain("package.json");
    expect(files).toContain("test/repo/standalone.test.ts");
  });

  it("has no tracked file that mentions the workspace beside it", () => {
    const hits = files.flatMap((path) => {
      const text = textOf(path);
      if (text === null) return [];
      return text.split("\n").flatMap((line, i) => (WORKSPACE_MENTION.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(hits).toEqual([]);
  });

  it("has no source file whose paths lead above the repository root or into a workspace or home", () => {
    const sources = files.filter((path) => SOURCE.test(path));
    expect(sources.filter((path) => path.startsWith("test/")).length).toBeGreaterThan(40);
    const hits = sources.flatMap((path) => {
      const text = textOf(path) ?? "";
      const absolute = text.split("\n").flatMap((line, i) => (ABSOLUTE_PATH.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
      return [...escapingLiterals(path, text).map((literal) => `${path}: "${literal}"`), ...absolute];
    });
    expect(hits).toEqual([]);
  });

  it("links from every tracked markdown file only to tracked files", () => {
    const tracked = new Set(files);
    const broken = files
      .filter((path) => path.endsWith(".md"))
      .flatMap((path) =>
        markdownLinks(textOf(path) ?? "").flatMap((target) => {
          const full = posix.normalize(posix.join(posix.dirname(path), target)).replace(/\/$/, "");
          const ok = tracked.has(full) || files.some((f) => f.startsWith(`${full}/`));
          return ok ? [] : [`${path} → ${target}`];
        }),
      );
    expect(broken).toEqual([]);
  });

  it("links to headings that exist, within and across the tracked markdown files", () => {
    const markdown = files.filter((path) => path.endsWith(".md"));
    const anchorsOf = new Map(markdown.map((path) => [path, headingAnchors(textOf(path) ?? "")]));
    const broken = markdown.flatMap((path) =>
      markdownAnchors(textOf(path) ?? "").flatMap(([target, anchor]) => {
        const file = target === "" ? path : posix.normalize(posix.join(posix.dirname(path), target));
        const anchors = anchorsOf.get(file);
        return anchors === undefined || anchors.has(anchor) ? [] : [`${path} → ${target}#${anchor}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("holds the reference tables byte for byte as test/reference/README.md lists them", () => {
    const table = tableUnder(readFileSync(join(ROOT, "test/reference/README.md"), "utf8"), "SHA-256 of each file");
    const listed = table.rows.map(([file, sha]) => [file!.replaceAll("`", ""), sha!.replaceAll("`", "")]);
    const csvs = files
      .filter((path) => path.startsWith("test/reference/") && (path.endsWith(".csv") || path.endsWith(".txt")))
      .map((path) => path.slice("test/reference/".length));
    expect(listed.map(([file]) => file).sort()).toEqual(csvs.sort());
    for (const [file, sha] of listed) {
      expect(
        createHash("sha256")
          .update(readFileSync(join(ROOT, "test/reference", file!)))
          .digest("hex"),
        file,
      ).toBe(sha);
    }
  });
});
