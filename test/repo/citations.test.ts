/**
 * Code and docs cite the project's own documents, and every citation resolves.
 *
 * - No tracked file (but CHANGELOG.md, which is history) cites a document a user's clone does
 *   not have: the team's research notes, its early decision record, or the 1.x interface drafts
 *   by section number.
 * - `docs/NAME.md#anchor` names a heading of that document (GitHub's anchor of the heading).
 * - `docs/calendar.md §7` (or `§7.1`) names a numbered heading of docs/calendar.md.
 * - `docs/NAME.md` names a file that exists; a heading is cited by its anchor, never as `§Words`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

/** Tracked text files to read: everything but history, the published tables and the lock file. */
function citingFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" });
  return out
    .split("\0")
    .filter((path) => path !== "" && existsSync(join(ROOT, path)))
    .filter((path) => path !== "CHANGELOG.md" && path !== "package-lock.json" && !path.startsWith("test/reference/"))
    .filter((path) => !readFileSync(join(ROOT, path)).includes(0));
}

/** GitHub's anchor of a markdown heading: lower case, punctuation but `-` and `_` dropped, spaces → `-`. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The headings of a markdown text (fenced code skipped), as written after the `#`s. */
function headings(markdown: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    else if (!fenced && /^#{1,6} /.test(line)) out.push(line.replace(/^#{1,6} /, ""));
  }
  return out;
}

// Spelled in pieces so that this file does not contain what it looks for.
const NOTES = ["rekichu", "rules"].join("-");
const DECISIONS = ["decisions", "md"].join(".");
/** Citations of documents outside the repository. */
const FOREIGN = new RegExp(`${NOTES}\\.md|${DECISIONS.replace(".", "\\.")}|interface[- ]1\\.[0-9]+(\\.[0-9]+)?(\\.md)? ?§`);

/** Files whose `docs/…` strings are made-up fixtures (the link checker's own tests). */
const MADE_UP = new Set(["test/repo/standalone.test.ts"]);

/** `docs/NAME.md`, then optionally `#anchor` or ` §N(.M)`. */
const CITATION = /docs\/([a-z0-9-]+)\.md(?:#([^\s)\]`'",;]+)| ?§(\d+(?:\.\d+)?))?/g;

describe("citations", () => {
  const files = citingFiles();

  it("no tracked file cites a document a clone does not have", () => {
    const offenders = files.filter((path) => FOREIGN.test(readFileSync(join(ROOT, path), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("every docs/…md citation names an existing document, heading or numbered section", () => {
    const anchors = new Map<string, Set<string>>();
    const numbers = new Map<string, Set<string>>();
    const load = (name: string): boolean => {
      if (anchors.has(name)) return true;
      const path = join(ROOT, "docs", `${name}.md`);
      if (!existsSync(path)) return false;
      const heads = headings(readFileSync(path, "utf8"));
      anchors.set(name, new Set(heads.map(headingAnchor)));
      numbers.set(name, new Set(heads.map((h) => /^(\d+(?:\.\d+)?)\.? /.exec(h)?.[1]).filter((n): n is string => n !== undefined)));
      return true;
    };
    const broken: string[] = [];
    let count = 0;
    for (const file of files.filter((path) => !MADE_UP.has(path))) {
      for (const m of readFileSync(join(ROOT, file), "utf8").matchAll(CITATION)) {
        count++;
        const [whole, name, anchor, section] = m as unknown as [string, string, string | undefined, string | undefined];
        if (!load(name)) broken.push(`${file}: ${whole} (no such document)`);
        else if (anchor !== undefined && !anchors.get(name)!.has(decodeURIComponent(anchor).replace(/[.:]+$/, "")))
          broken.push(`${file}: ${whole} (no such heading)`);
        else if (section !== undefined && !numbers.get(name)!.has(section)) broken.push(`${file}: ${whole} (no such section)`);
      }
    }
    expect(broken).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });

  it("cites headings by anchor (docs/NAME.md#heading-anchor), numbered sections by number", () => {
    const named = /docs\/[a-z0-9-]+\.md ?§ ?[A-Za-z]/;
    expect(files.filter((path) => !MADE_UP.has(path) && named.test(readFileSync(join(ROOT, path), "utf8")))).toEqual([]);
  });

  it("computes GitHub's anchors", () => {
    expect(headingAnchor("AI access: MCP and `/llms.txt`")).toBe("ai-access-mcp-and-llmstxt");
    expect(headingAnchor("7.1 The 節月 table")).toBe("71-the-節月-table");
    expect(headingAnchor("The choices, in one table")).toBe("the-choices-in-one-table");
  });
});
