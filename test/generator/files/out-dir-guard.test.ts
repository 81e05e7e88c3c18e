/**
 * `generate --out DIR` never deletes what it did not write: it replaces DIR only when DIR is
 * absent, empty or a tree this generator wrote (its manifest lists every file); otherwise it
 * exits non-zero with one line naming the user's path and touches nothing.
 *
 * Nothing here runs as users run it (generate.test.ts runs `npm run generate`): the refusals of the command line run
 * it bundled (test/support/generator-bundle.ts), in the user's working directory, for its exit code and its one line;
 * the rest calls the guard, `generate` and its publication in this process. Replacing its own tree publishes a copy of
 * the shared 2026 tree as generate publishes (test/support/publish-tree.ts: the same guard and StagedTree, without
 * computing a year first, about 3 s of CPU); generate's own runs over its own tree are generate.test.ts's and
 * atomic-swap.test.ts's.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkOutDir, OutDirError, outWriteError, shownPath } from "../../../generator/files/out-dir-guard.ts";
import { generate } from "../../../generator/generate.ts";
import { generatedTree } from "../../support/generated-tree.ts";
import { bundledGenerator } from "../../support/generator-bundle.ts";
import { publishTree } from "../../support/publish-tree.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const work = mkdtempSync(join(tmpdir(), "koyomi-out-"));
/** generator/cli.ts bundled: runs from any working directory. */
let bundle: { path: string; cleanup(): void };
beforeAll(async () => {
  bundle = await bundledGenerator();
}, 60_000);
afterAll(() => {
  bundle?.cleanup();
  rmSync(work, { recursive: true, force: true });
});

/** Runs the bundled `generator/cli.ts` in `cwd`; resolves with the exit code and the output. */
function cli(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bundle.path, ...args], { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("exit", (code) => done({ code: code ?? -1, stdout, stderr }));
  });
}

/** A fresh directory under the test's temporary root. */
function dir(name: string, files: Record<string, string> = {}): string {
  const path = join(work, name);
  mkdirSync(path, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(path, file, ".."), { recursive: true });
    writeFileSync(join(path, file), text);
  }
  return path;
}

const refusal = async (out: string): Promise<string> => {
  try {
    await checkOutDir(out);
  } catch (error) {
    expect(error).toBeInstanceOf(OutDirError);
    return (error as Error).message;
  }
  throw new Error(`${out} was accepted`);
};

describe("checkOutDir", () => {
  it("accepts an absent directory (under an existing one) and an empty one", async () => {
    await expect(checkOutDir(join(work, "absent", "deeper"))).resolves.toBeUndefined();
    await expect(checkOutDir(dir("empty"))).resolves.toBeUndefined();
  });

  it("refuses a user's directory, naming it and the file that is not ours", async () => {
    const out = dir("user", { "notes.txt": "mine" });
    const message = await refusal(out);
    expect(message).toContain(shownPath(out));
    expect(message).toContain("notes.txt");
    expect(message).not.toContain("\n");
  });

  it("refuses a file, a symbolic link, and a path under a file", async () => {
    const file = join(dir("files", { "plain.txt": "x" }), "plain.txt");
    expect(await refusal(file)).toMatch(/is a file, not a directory/);
    expect(await refusal(join(file, "sub"))).toMatch(/plain\.txt is a file/);
    const link = join(work, "link");
    symlinkSync(dir("link-target"), link);
    expect(await refusal(link)).toMatch(/symbolic link/);
  });

  it("refuses the project's own directories and a tree whose manifest is not ours", async () => {
    expect(await refusal(join(ROOT, "generator"))).toMatch(/no manifest\.json of this generator/);
    expect(await refusal(ROOT)).toMatch(/not empty/);
    const fake = dir("fake", { "manifest.json": JSON.stringify({ service: "someone-else", files: {} }), "a.json": "{}" });
    expect(await refusal(fake)).toMatch(/not a koyomi-api manifest/);
  });

  it("names I/O failures by the user's path, never the staging directory", () => {
    const error = Object.assign(new Error("EACCES: permission denied, mkdir '/x/.public-staging/lite'"), { code: "EACCES" });
    const line = outWriteError(error, join(process.cwd(), "public"))!.message;
    expect(line).toBe("cannot write --out public: permission denied (EACCES); the previous tree, if any, is unchanged");
    expect(outWriteError(new Error("a schema failure"), "public")).toBeNull();
  });
});

describe("generate --out", () => {
  it("the user's file in DIR survives: exit 1, one line naming DIR, nothing touched", async () => {
    const cwd = dir("cwd-user", { "notes.txt": "my notes", "src/app.ts": "code" });
    for (const out of [".", "src", "notes.txt"]) {
      const { code, stdout, stderr } = await cli(["generate", "--from", "2026", "--to", "2026", "--out", out], cwd);
      expect(code, out).toBe(1);
      expect(stdout).toBe("");
      const lines = stderr.trimEnd().split("\n");
      expect(lines, stderr).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^generator: --out ${out.replace(".", "\\.")} `));
      expect(stderr).not.toMatch(/staging|previous|\bat \w/);
    }
    expect(readFileSync(join(cwd, "notes.txt"), "utf8")).toBe("my notes");
    expect(readFileSync(join(cwd, "src/app.ts"), "utf8")).toBe("code");
    expect(existsSync(join(cwd, ".src-staging"))).toBe(false);
    expect(existsSync(join(cwd, "..", ".cwd-user-staging"))).toBe(false);
  }, 60_000);

  it("replaces its own tree, keeps files beside it, and refuses a tree with a file added by hand", async () => {
    const parent = dir("beside", { "README.md": "sibling" });
    const out = join(parent, "public");
    const tree = join((await generatedTree(2026, 2026)).dir, "public");
    cpSync(tree, out, { recursive: true }); // a tree generate wrote
    writeFileSync(join(out, "lite", "gw", "glossary.json"), "replaced?"); // listed, so ours: the publication rewrites it
    await publishTree(tree, out); // its own tree: replaced, as generate replaces it
    expect(readFileSync(join(out, "lite", "gw", "glossary.json"))).toEqual(readFileSync(join(tree, "lite", "gw", "glossary.json")));
    expect(readFileSync(join(parent, "README.md"), "utf8")).toBe("sibling");
    expect(existsSync(join(out, ".koyomi-staging"))).toBe(false);
    writeFileSync(join(out, "lite", "mine.json"), "{}");
    await expect(generate({ from: 2026, to: 2026, out, root: ROOT })).rejects.toThrow(
      /lite\/mine\.json, which this generator did not write/,
    );
    expect(readFileSync(join(out, "lite", "mine.json"), "utf8")).toBe("{}");
  }, 300_000);

  it("never removes a staging or previous-tree directory it did not write", async () => {
    const parent = dir("siblings", { ".public-staging/mine.txt": "keep", ".other-previous/mine.txt": "keep too" });
    await expect(generate({ from: 2026, to: 2026, out: join(parent, "public"), root: ROOT })).rejects.toThrow(/\.public-staging beside it/);
    expect(readFileSync(join(parent, ".public-staging", "mine.txt"), "utf8")).toBe("keep");
    await expect(generate({ from: 2026, to: 2026, out: join(parent, "other"), root: ROOT })).rejects.toThrow(/\.other-previous beside it/);
    expect(readFileSync(join(parent, ".other-previous", "mine.txt"), "utf8")).toBe("keep too");
    expect(existsSync(join(parent, "public"))).toBe(false);
    expect(existsSync(join(parent, "other"))).toBe(false);
  }, 60_000);

  it("the bundled CLI is inside the project, so that what it loads at run time resolves there (sanity of the harness)", () => {
    expect(bundle.path.startsWith(join(ROOT, "node_modules", ".cache"))).toBe(true);
  });
});
