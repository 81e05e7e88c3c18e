/**
 * What the style test (test/repo/style.test.ts) remembers between runs: the keys of the files it found clean, in
 * node_modules/.cache/koyomi-style (never committed: a fresh clone checks every file). A key is a SHA-256 of everything
 * the check's answer depends on, so a file whose key is listed needs no second check, and any change to one of those
 * inputs makes a new key.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { sha256Hex as sha256 } from "../../generator/files/manifest.ts";

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
  const digest = (paths: Iterable<string>): string =>
    sha256(
      [...paths]
        .map((p) => `${relative(root, p)}\0${sha256(text(p))}`)
        .sort()
        .join("\n"),
    );
  const common = digest(everyone);
  const keys = new Map<string, string>();
  for (const [i, path] of absolute.entries()) {
    const closure = new Set([path]);
    for (const p of closure) for (const d of depsOf(p)) closure.add(d);
    keys.set(files[i]!, sha256(`${common}\n${files[i]}\n${digest(closure)}`));
  }
  return keys;
}
