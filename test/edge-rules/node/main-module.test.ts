/**
 * isMainModule (edge-rules/node/main-module.ts): the command-line modules run their main when started by a path as
 * typed or through a symlink (a checkout linked as a release directory: Node loads the entry by its real path), and not
 * when imported by another entry.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { isMainModule } from "../../../edge-rules/node/main-module.ts";

const dir = mkdtempSync(join(tmpdir(), "koyomi-main-module-"));
const real = join(dir, "release-2", "cli.mjs");
mkdirSync(join(dir, "release-2"));
writeFileSync(real, "");
symlinkSync(join(dir, "release-2"), join(dir, "current"), "dir");
const argv = [...process.argv];
afterEach(() => {
  process.argv.splice(0, process.argv.length, ...argv);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("isMainModule", () => {
  const url = pathToFileURL(real).href;

  it("is the entry started by its path, or through a symlinked directory", () => {
    process.argv[1] = real;
    expect(isMainModule(url)).toBe(true);
    process.argv[1] = join(dir, "current", "cli.mjs");
    expect(isMainModule(url)).toBe(true);
  });

  it("is not a module that another entry imports, nor anything when no file or no entry is named", () => {
    process.argv[1] = join(dir, "other.mjs");
    expect(isMainModule(url)).toBe(false);
    process.argv.splice(1);
    expect(isMainModule(url)).toBe(false);
  });
});
