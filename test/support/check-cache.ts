/**
 * What the repository's checks remember between runs (test/repo/style.test.ts, test/repo/typecheck.test.ts): the keys
 * of what they found clean, under node_modules/.cache (never committed: a fresh clone checks every file). A key is a
 * SHA-256 of everything the check's answer depends on, so a key that is listed needs no second check, and any change to
 * one of those inputs makes a new key.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { sha256Hex as sha256 } from "../../generator/files/manifest.ts";

/** The files of `root`'s working tree, relative to it: tracked, and new ones not ignored by .gitignore. */
export function treeFiles(root: string): string[] {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
}

/**
 * One key for a check over the whole of `files` (relative to `root`): their paths and bytes, and `salt` (what else the
 * answer reads, such as a tool's version). A check that passed on a key passes again on it.
 */
export function contentKey(root: string, files: readonly string[], salt = ""): string {
  return sha256(`${salt}\n${digestOf(files.map((f) => fileLine(f, readFileSync(join(root, f)))))}`);
}

/** A file's line of a digest: its path and the SHA-256 of its bytes. */
function fileLine(path: string, bytes: Uint8Array | string): string {
  return `${path}\0${sha256(bytes)}`;
}

/** The digest of a set of lines, whatever their order. */
function digestOf(lines: readonly string[]): string {
  return sha256([...lines].sort().join("\n"));
}

/** The cache file `name` under `root`'s node_modules/.cache/koyomi-style. */
export function styleCacheFile(root: string, name: string): string {
  return join(root, "node_modules/.cache/koyomi-style", name);
}

/** The keys listed in `path`: none when it is absent or damaged (then every file is checked). */
export function readCleanKeys(path: string): Set<string> {
  try {
    const keys = JSON.parse(readFileSync(path, "utf8")) as unknown;
    return new Set(Array.isArray(keys) ? keys.filter((k): k is string => typeof k === "string") : []);
  } catch {
    return new Set();
  }
}

/** Replaces `path` with `keys`, written aside and renamed (a run stopped midway leaves the previous list). */
export function writeCleanKeys(path: string, keys: Iterable<string>): void {
  mkdirSync(dirname(path), { recursive: true });
  const aside = `${path}.${process.pid}`;
  writeFileSync(aside, JSON.stringify([...keys].sort()));
  renameSync(aside, path);
}

/** A quoted relative specifier anywhere in a file (imports, exports, `import()`, `typeof import()`, comments too). */
const RELATIVE_SPECIFIER = /["'](\.\.?\/[^"'\s]+)["']/g;

/** The file a relative specifier names, as TypeScript's NodeNext resolution may find it, or null. */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const path of [base, base.replace(/\.js$/, ".ts"), `${base}.ts`, `${base}.d.ts`, join(base, "index.ts")]) {
    try {
      if (statSync(path).isFile()) return path;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Whether a file's declarations are seen by every file of the program (a script, a `.d.ts`, a global augmentation). */
function declaresGlobals(path: string, text: string): boolean {
  return path.endsWith(".d.ts") || !/^\s*(import|export)\b/m.test(text) || /\bdeclare\s+(global|module)\b/.test(text);
}

/**
 * The ESLint key of each of `files` (paths relative to `root`). typescript-eslint's type-checked rules read a file's
 * text and the types of everything it imports, so ESLint's own cache (a file's text alone) can keep a stale answer, as
 * typescript-eslint's docs warn. This key is the file's path and text, the texts of every file reachable through its
 * relative specifiers (every quoted `./` or `../` path that names a file: more than TypeScript follows, never less), and
 * what every file sees: `shared` (the configs, the lockfile that pins every package's types) and the project's files
 * that declare globals.
 */
export function lintKeys(root: string, files: readonly string[], shared: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>();
  const text = (path: string): string => {
    let t = texts.get(path);
    if (t === undefined) texts.set(path, (t = readFileSync(path, "utf8")));
    return t;
  };
  const deps = new Map<string, string[]>();
  const depsOf = (path: string): string[] => {
    let list = deps.get(path);
    if (list === undefined) {
      const named = [...text(path).matchAll(RELATIVE_SPECIFIER)].map((m) => resolveSpecifier(path, m[1]!));
      deps.set(path, (list = [...new Set(named.filter((p): p is string => p !== null))]));
    }
    return list;
  };
  const absolute = files.map((f) => join(root, f));
  const everyone = [...shared.map((f) => join(root, f)), ...absolute.filter((p) => declaresGlobals(p, text(p)))];
  // A file's line of a digest, hashed once however many closures hold it.
  const lines = new Map<string, string>();
  const line = (path: string): string => {
    let l = lines.get(path);
    if (l === undefined) lines.set(path, (l = fileLine(relative(root, path), text(path))));
    return l;
  };
  const digest = (paths: Iterable<string>): string => digestOf([...paths].map(line));
  const common = digest(everyone);
  const keys = new Map<string, string>();
  for (const [i, path] of absolute.entries()) {
    const closure = new Set([path]);
    for (const p of closure) for (const d of depsOf(p)) closure.add(d);
    keys.set(files[i]!, sha256(`${common}\n${files[i]}\n${digest(closure)}`));
  }
  return keys;
}
