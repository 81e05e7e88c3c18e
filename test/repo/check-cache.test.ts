/**
 * The style test's ESLint key (test/support/check-cache.ts lintKeys) changes whenever a type-aware answer could: with
 * the file, with any file its relative specifiers reach (directly or not), with a shared input and with a file that
 * declares globals; and stays when an unrelated file changes (what makes the cache worth keeping). A whole check's key
 * (contentKey) changes with any of its files' bytes, a path, a file more or less, and the salt.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentKey, lintKeys, readCleanKeys, writeCleanKeys } from "../support/check-cache.ts";

const root = mkdtempSync(join(tmpdir(), "koyomi-check-cache-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILES = {
  "a.ts": 'import { b } from "./lib/b.ts";\nexport const a = b();\n',
  "lib/b.ts": 'import type { C } from "../c.js";\nexport function b(): C { return 1; }\n',
  "c.ts": "export type C = number;\n",
  "other.ts": "export const other = 1;\n",
  "globals.d.ts": "declare const BUILD: string;\n",
  "config.json": "{}\n",
};

function keysAfter(change: Partial<Record<keyof typeof FILES, string>> = {}): Map<string, string> {
  for (const [path, text] of Object.entries({ ...FILES, ...change })) {
    writeFileSync(join(root, path), text);
  }
  return lintKeys(root, ["a.ts", "lib/b.ts", "c.ts", "other.ts", "globals.d.ts"], ["config.json"]);
}

describe("lintKeys", () => {
  mkdirSync(join(root, "lib"), { recursive: true });
  const base = keysAfter();

  it("follows relative specifiers through every level, `.js` spelling a `.ts` file included", () => {
    const changed = keysAfter({ "c.ts": "export type C = string;\n" });
    for (const file of ["a.ts", "lib/b.ts", "c.ts"]) expect(changed.get(file), file).not.toBe(base.get(file));
    expect(changed.get("other.ts")).toBe(base.get("other.ts"));
  });

  it("changes every key with a shared input or a file that declares globals", () => {
    for (const change of [{ "config.json": '{"x":1}\n' }, { "globals.d.ts": "declare const BUILD: number;\n" }]) {
      const changed = keysAfter(change);
      for (const [file, key] of base) expect(changed.get(file), `${Object.keys(change)[0]} → ${file}`).not.toBe(key);
    }
  });

  it("keeps every key when nothing changed, and a file's own change moves only it and its importers", () => {
    expect(keysAfter()).toEqual(base);
    const changed = keysAfter({ "other.ts": "export const other = 2;\n" });
    for (const [file, key] of base) expect(changed.get(file) === key, file).toBe(file !== "other.ts");
  });

  it("reads a damaged or absent cache as empty and writes the keys back sorted", () => {
    const path = join(root, "cache/keys.json");
    expect(readCleanKeys(path)).toEqual(new Set());
    writeCleanKeys(path, ["b", "a"]);
    expect([...readCleanKeys(path)]).toEqual(["a", "b"]);
    writeFileSync(path, "{not json");
    expect(readCleanKeys(path)).toEqual(new Set());
  });
});

describe("contentKey", () => {
  it("is the same for the same files in any order, and changes with a byte, a path, a file more and the salt", () => {
    mkdirSync(join(root, "whole"), { recursive: true });
    writeFileSync(join(root, "whole/x.ts"), "export const x = 1;\n");
    writeFileSync(join(root, "whole/y.json"), "{}\n");
    writeFileSync(join(root, "whole/z.ts"), "export const x = 1;\n");
    const base = contentKey(root, ["whole/x.ts", "whole/y.json"]);
    expect(contentKey(root, ["whole/y.json", "whole/x.ts"])).toBe(base);
    const others = [
      contentKey(root, ["whole/z.ts", "whole/y.json"]), // the same bytes under another path
      contentKey(root, ["whole/x.ts", "whole/y.json", "whole/z.ts"]),
      contentKey(root, ["whole/x.ts"]),
      contentKey(root, ["whole/x.ts", "whole/y.json"], "v2"),
    ];
    writeFileSync(join(root, "whole/y.json"), "{ }\n");
    others.push(contentKey(root, ["whole/x.ts", "whole/y.json"]));
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });
});
