/**
 * What the programs write into a clone is git-ignored (never committed by accident): the
 * generated tree and its staging and previous-tree siblings, the tokens file with its lock,
 * break file and temporary files (edge-rules/node/token-file.ts, file-lock.ts).
 */
import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Whether git ignores `path` (relative to the repository; need not exist). */
function ignored(path: string): boolean {
  try {
    execFileSync("git", ["check-ignore", "-q", "--no-index", path], { cwd: repo, stdio: "ignore" });
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 1) return false;
    throw new Error("git check-ignore failed: install git (apt-get install -y git)");
  }
}

describe(".gitignore", () => {
  it.each([
    "public/",
    "public/manifest.json",
    ".public-staging/",
    ".public-previous/",
    "tokens.json",
    "tokens.json.lock",
    "tokens.json.lock.break",
    "tokens.json.12345.0a1b2c3d4e5f.tmp",
  ])("ignores %s", (path) => {
    expect(ignored(path)).toBe(true);
  });

  it("does not ignore the sources", () => {
    expect(ignored("package-lock.json")).toBe(false);
    expect(ignored("edge-rules/node/token-file.ts")).toBe(false);
  });
});
