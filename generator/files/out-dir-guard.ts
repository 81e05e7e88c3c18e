/**
 * The `--out` guard (出力先の保護): the generator replaces a directory only when it is absent,
 * empty, or a tree this generator wrote, and never deletes a file it did not write.
 *
 * A tree is "written by this generator" when its `manifest.json` is a koyomi-api manifest (the
 * `service` and `files` fields of docs/architecture.md) and every file in the tree is either
 * the manifest itself or listed in its `files`. Anything else (a user's directory, `.`, the
 * project's own `generator/`, a generated tree with a file added by hand) is refused with one
 * line naming the path the user gave, before any work is done, and nothing is touched.
 *
 * The same test decides whether a stale staging or previous-tree directory beside the target
 * may be removed (generator/files/atomic-tree.ts).
 */
import { lstat, readdir, readFile, stat } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { MANIFEST_PATH } from "../../schemas/files/layout.ts";
import { SERVICE_NAME } from "../../schemas/service.ts";

/** A refusal or failure about the output directory: its message is one line for the user. */
export class OutDirError extends Error {
  override readonly name = "OutDirError";
}

/**
 * Marker file written first into a staging directory (and removed before the swap), so that a
 * run killed midway leaves a staging directory the next run can recognise as its own.
 */
export const STAGING_MARKER = ".koyomi-staging";

/** How the user's path is named in messages: relative to the working directory when inside it. */
export function shownPath(path: string, cwd: string = process.cwd()): string {
  const absolute = resolve(cwd, path);
  const rel = relative(cwd, absolute);
  if (rel === "") return ".";
  return rel.startsWith("..") || isAbsolute(rel) ? absolute : rel;
}

const errnoCode = (error: unknown): string | undefined => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === "string" ? code : undefined;
};

/** Every entry under `dir` (files and other non-directories), as `/`-separated relative paths. */
async function entries(dir: string, prefix = ""): Promise<{ path: string; regular: boolean }[]> {
  const out: { path: string; regular: boolean }[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) out.push(...(await entries(dir, rel)));
    else out.push({ path: rel, regular: entry.isFile() });
  }
  return out;
}

/**
 * Why `dir` (an existing directory) is not a tree this generator wrote, or `null` when it is
 * (or when it is empty). `allowMarker`: a staging directory holding {@link STAGING_MARKER} is
 * also ours (a killed run's partial tree).
 */
export async function foreignContent(dir: string, allowMarker = false): Promise<string | null> {
  const top = (await readdir(dir)).sort();
  if (top.length === 0) return null;
  if (allowMarker && top.includes(STAGING_MARKER)) return null;
  let listed: Record<string, unknown>;
  try {
    const manifest = JSON.parse(await readFile(join(dir, MANIFEST_PATH), "utf8")) as { service?: unknown; files?: unknown };
    if (manifest?.service !== SERVICE_NAME || typeof manifest.files !== "object" || manifest.files === null) {
      return `its ${MANIFEST_PATH} is not a ${SERVICE_NAME} manifest`;
    }
    listed = manifest.files as Record<string, unknown>;
  } catch (error) {
    if (errnoCode(error) !== "ENOENT") return `its ${MANIFEST_PATH} cannot be read`;
    return `it holds ${top[0]}${top.length > 1 ? ` and ${top.length - 1} more` : ""} and no ${MANIFEST_PATH} of this generator`;
  }
  const stray = (await entries(dir)).find((e) => !e.regular || (e.path !== MANIFEST_PATH && !Object.hasOwn(listed, e.path)));
  return stray === undefined ? null : `it holds ${stray.path}, which this generator did not write`;
}

/**
 * Checks that the generator may (re)place `out`; throws {@link OutDirError} otherwise.
 * Allowed: `out` does not exist (its nearest existing ancestor is a directory), is an empty
 * directory, or is a tree this generator wrote (see {@link foreignContent}).
 */
export async function checkOutDir(out: string): Promise<void> {
  const shown = shownPath(out);
  let info;
  try {
    info = await lstat(out);
  } catch (error) {
    const code = errnoCode(error);
    if (code === "ENOENT" || code === "ENOTDIR") return checkAncestors(out, shown);
    throw new OutDirError(`--out ${shown}: cannot be inspected (${code ?? String(error)})`);
  }
  if (info.isSymbolicLink()) throw new OutDirError(`--out ${shown} is a symbolic link: give the directory itself`);
  if (!info.isDirectory()) throw new OutDirError(`--out ${shown} is a file, not a directory: nothing was written`);
  let why: string | null;
  try {
    why = await foreignContent(out);
  } catch (error) {
    throw new OutDirError(`--out ${shown}: cannot be read (${errnoCode(error) ?? String(error)})`);
  }
  if (why !== null) {
    throw new OutDirError(
      `--out ${shown} is not empty and was not written by this generator (${why}): nothing was changed; choose a new or empty directory`,
    );
  }
}

/** For an `out` that does not exist: its nearest existing ancestor must be a directory. */
async function checkAncestors(out: string, shown: string): Promise<void> {
  let at = dirname(resolve(out));
  for (;;) {
    try {
      if ((await stat(at)).isDirectory()) return;
      throw new OutDirError(`--out ${shown}: ${shownPath(at)} is a file, so the directory cannot be created`);
    } catch (error) {
      if (error instanceof OutDirError) throw error;
      const code = errnoCode(error);
      if (code !== "ENOENT" && code !== "ENOTDIR") throw new OutDirError(`--out ${shown}: cannot be inspected (${code ?? String(error)})`);
    }
    const up = dirname(at);
    if (up === at) return;
    at = up;
  }
}

/** What an errno code means for the user, in a few words. */
const WRITE_FAILURES: Readonly<Record<string, string>> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "read-only file system",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  ENOTDIR: "a part of the path is a file, not a directory",
  EISDIR: "a directory stands where a file must be written",
  ENAMETOOLONG: "the path is too long",
  EMFILE: "too many open files",
  EBUSY: "the directory is in use",
  EXDEV: "the staging directory and the target are on different devices",
};

/**
 * An I/O error of writing the tree as one line naming the user's `--out` (never the staging
 * directory beside it), or `null` when `error` is not an I/O error.
 */
export function outWriteError(error: unknown, out: string): OutDirError | null {
  if (error instanceof OutDirError) return error;
  const code = errnoCode(error);
  if (code === undefined || !/^E[A-Z]+$/.test(code)) return null;
  const what = WRITE_FAILURES[code] ?? "an I/O error";
  return new OutDirError(`cannot write --out ${shownPath(out)}: ${what} (${code}); the previous tree, if any, is unchanged`);
}
