/**
 * The Node origin: reads the generated tree from a directory (env `DATA_DIR`, default `public`)
 * and keeps file texts in memory (bounded), so that serving is answering from memory.
 *
 * - `manifest.json` is re-checked (one `stat`) at most once per `recheckMs`; when it changed
 *   (a regeneration), the manifest is reloaded and the file cache dropped. In between, `manifest()`
 *   returns the same object synchronously.
 * - Concurrent reads of one file share one disk read.
 * - Only plain relative paths under the root are read (`a/b/c.json`: no `..`, no `.`, no empty
 *   or absolute segment, no backslash); anything else is "no such file".
 * - A file the manifest lists is checked against its size and SHA-256 when it is read (once:
 *   then it is cached); one that does not match throws {@link DataFileError} (503, one line).
 *   `verify()` compares the size of every listed file (`stat`, about 0.1 s for 2020–2030), at
 *   most once per {@link VERIFY_EVERY_MS}, for health.
 * - A day file (`{view}/gw/day/YYYY-MM-DD.json`) the manifest does not list is answered from its
 *   month file: record line *d* in the day-file envelope; a Pro month file it does not list, from
 *   the year file's lines of that month: the bytes the generator used to write (docs/architecture.md
 *   "Generated tree"; the file read is checked like any file, and the derived month is cached).
 * - When the root directory itself is absent but the previous tree beside it is there (a
 *   `generate` killed between the two renames of its swap: generator/files/atomic-tree.ts),
 *   the previous tree is read instead, until the root is back. Nothing is moved or written.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { basename, dirname, join, resolve, sep } from "node:path";
import { DataFileError, isSafeDataPath, type Origin } from "../origin/origin.ts";
import { daysInMonth } from "../../calendar/time/day-number.ts";
import {
  dayFileFromMonth,
  type FileEntry,
  MANIFEST_PATH,
  monthFilePath,
  parseDayFilePath,
  parseMonthFilePath,
  proMonthFromYear,
  parseManifestHead,
  previousTreeName,
  splitMonthFile,
  type ManifestHead,
  yearFilePath,
} from "../../schemas/files/layout.ts";
import { firstFileProblem, type FileProblem } from "../../schemas/files/tree-check.ts";

/** How long (ms) a health `verify()` verdict is kept before the files are stat'ed again. */
export const VERIFY_EVERY_MS = 10_000;

/** Options of {@link createFsOrigin}. */
export interface FsOriginOptions {
  /** The generated root (the directory holding `manifest.json`). */
  readonly root: string;
  /** Most bytes of file text kept in memory (approximate, UTF-16). Default 512 MiB. */
  readonly maxCacheBytes?: number;
  /** How often (ms) to check whether `manifest.json` changed. Default 1000. */
  readonly recheckMs?: number;
}

/** An {@link Origin} over a directory, with its cache controls. */
export interface FsOrigin extends Origin {
  readonly root: string;
  /** The directory read now: `root`, or the previous tree beside it while `root` is absent. */
  readonly active: () => string;
  verify(): Promise<FileProblem | null>;
  /** Drops every cached text and the manifest. */
  clear(): void;
  /** The file text cache: reads answered from it and from the disk (or a slice of a year file), and its size. */
  cacheStats(): FileCacheStats;
}

/** What {@link FsOrigin.cacheStats} reports. */
export interface FileCacheStats {
  readonly hits: number;
  readonly misses: number;
  /** Texts held, and their approximate bytes (UTF-16), never above `maxBytes`. */
  readonly files: number;
  readonly bytes: number;
  readonly maxBytes: number;
}

/** The default generated root: env `DATA_DIR`, else `public` (relative to the working directory). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATA_DIR || "public");
}

const missing = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR" || code === "ENAMETOOLONG";
};

/** The files a manifest lists, by path (entries of another shape are left out: they are not checked). */
function listedFiles(text: string): Map<string, FileEntry> {
  const listed = new Map<string, FileEntry>();
  const files = (JSON.parse(text) as { files?: unknown }).files;
  if (typeof files !== "object" || files === null) return listed;
  for (const [path, entry] of Object.entries(files as Record<string, { sha256?: unknown; size?: unknown }>)) {
    if (typeof entry?.sha256 === "string" && typeof entry.size === "number") listed.set(path, { sha256: entry.sha256, size: entry.size });
  }
  return listed;
}

/** Whether bytes are what the manifest lists for them. */
function matches(data: Uint8Array, entry: FileEntry): boolean {
  return data.byteLength === entry.size && createHash("sha256").update(data).digest("hex") === entry.sha256;
}

/** The file texts kept in memory, least recently used first, bounded by their approximate bytes (UTF-16). */
class TextCache {
  readonly #texts = new Map<string, string>();
  #bytes = 0;
  hits = 0;
  misses = 0;

  constructor(readonly maxBytes: number) {}

  /** A held text (counted as a hit, and made the most recently used), else `undefined` (a miss). */
  get(path: string): string | undefined {
    const text = this.#texts.get(path);
    if (text === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.#texts.delete(path);
    this.#texts.set(path, text);
    return text;
  }

  /** Keeps a text, dropping the least recently used beyond the bound (a text larger than the bound is not kept). */
  remember(path: string, text: string): void {
    const size = text.length * 2;
    if (size > this.maxBytes) return;
    this.#texts.set(path, text);
    this.#bytes += size;
    for (const [oldPath, oldText] of this.#texts) {
      if (this.#bytes <= this.maxBytes) break;
      this.#texts.delete(oldPath);
      this.#bytes -= oldText.length * 2;
    }
  }

  clear(): void {
    this.#texts.clear();
    this.#bytes = 0;
  }

  stats(): FileCacheStats {
    return { hits: this.hits, misses: this.misses, files: this.#texts.size, bytes: this.#bytes, maxBytes: this.maxBytes };
  }
}

/** The state of one directory origin, shared by its stages below. */
interface FsState {
  readonly root: string;
  /** The previous tree beside the root (read while the root is absent). */
  readonly previous: string;
  readonly recheckMs: number;
  /** The directory read now. */
  active: string;
  /** The files the manifest lists, by path. */
  listed: Map<string, FileEntry>;
  verified: { at: number; stamp: string; problem: Promise<FileProblem | null> } | null;
  readonly texts: TextCache;
  /** Reads (and slicings) in flight, by path: concurrent misses share one. */
  readonly reading: Map<string, Promise<string | null>>;
  manifest: { value: ManifestHead; stamp: string } | null;
  checkedAt: number;
  manifestLoad: Promise<ManifestHead> | null;
}

/** The directory to read and its manifest's `stat`: the root, else (root absent) the previous tree. */
async function locate(state: FsState): Promise<{ dir: string; info: Awaited<ReturnType<typeof stat>> }> {
  try {
    return { dir: state.root, info: await stat(resolve(state.root, MANIFEST_PATH)) };
  } catch (error) {
    if (existsSync(state.root)) throw error;
    try {
      return { dir: state.previous, info: await stat(resolve(state.previous, MANIFEST_PATH)) };
    } catch {
      throw error;
    }
  }
}

/** Re-reads the manifest when its `stat` changed (a regeneration: the cached texts are dropped). */
async function loadManifest(state: FsState): Promise<ManifestHead> {
  const { dir, info } = await locate(state);
  const stamp = `${dir}:${info.mtimeMs}:${info.size}:${info.ino}`;
  state.checkedAt = Date.now();
  if (state.manifest !== null && state.manifest.stamp === stamp) return state.manifest.value;
  const text = await readFile(resolve(dir, MANIFEST_PATH), "utf8");
  const value = parseManifestHead(text);
  // A regeneration: the cached texts belong to the old data version.
  if (state.manifest !== null) state.texts.clear();
  state.listed = listedFiles(text);
  state.active = dir;
  state.verified = null;
  state.manifest = { value, stamp };
  return value;
}

/** The full path of a safe data path in the active tree, or `null`. */
function fullPath(state: FsState, path: string): string | null {
  if (!isSafeDataPath(path)) return null;
  const full = resolve(state.active, ...path.split("/"));
  return full.startsWith(state.active + sep) ? full : null;
}

/** A file's bytes, checked against the manifest when it lists them; `null` when absent. */
async function readChecked(state: FsState, path: string): Promise<Buffer | null> {
  const full = fullPath(state, path);
  if (full === null) return null;
  let data: Buffer;
  try {
    data = await readFile(full);
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
  const entry = state.listed.get(path);
  if (entry !== undefined && !matches(data, entry)) throw new DataFileError(path);
  return data;
}

/** The size of a listed file against the manifest (a probe of schemas/files/tree-check.ts). */
async function sizeFault(state: FsState, path: string, entry: FileEntry): Promise<"missing" | "size" | null> {
  try {
    const info = await stat(resolve(state.active, ...path.split("/")));
    return !info.isFile() ? "missing" : info.size === entry.size ? null : "size";
  } catch {
    return "missing";
  }
}

/** `work` for `path`, shared by every caller until it settles. */
function shared(state: FsState, path: string, work: () => Promise<string | null>): Promise<string | null> {
  let pending = state.reading.get(path);
  if (pending === undefined) {
    pending = work().finally(() => state.reading.delete(path));
    state.reading.set(path, pending);
  }
  return pending;
}

/** A file's text: cached, else read from the disk (checked) and kept. */
function readText(state: FsState, path: string): Promise<string | null> {
  const cached = state.texts.get(path);
  if (cached !== undefined) return Promise.resolve(cached);
  return shared(state, path, async () => {
    const data = await readChecked(state, path);
    if (data === null) return null;
    const text = data.toString("utf8");
    state.texts.remember(path, text);
    return text;
  });
}

/** A Pro month file the tree does not list: the year file's lines of that month, kept like a read file. */
function proMonthFromYearFile(state: FsState, path: string, y: number, m: number): Promise<string | null> {
  const cached = state.texts.get(path);
  if (cached !== undefined) return Promise.resolve(cached);
  if (m < 1 || m > 12) return Promise.resolve(null);
  return shared(state, path, async () => {
    const year = await readText(state, yearFilePath(y));
    const text = year === null ? null : proMonthFromYear(year, y, m);
    if (text !== null) state.texts.remember(path, text);
    return text;
  });
}

/** Any data file's text, or the text of a day or Pro month the tree derives (see the module comment). */
async function readAny(state: FsState, path: string): Promise<string | null> {
  const day = parseDayFilePath(path);
  if (day !== null && !state.listed.has(path)) {
    if (day.m < 1 || day.m > 12 || day.d < 1 || day.d > daysInMonth(day.y, day.m)) return null;
    const month = await readAny(state, monthFilePath(day.view, day.y, day.m));
    const records = month === null ? null : splitMonthFile(month, day.y, day.m);
    return records === null ? null : dayFileFromMonth(day.view, day.y, day.m, day.d, records);
  }
  const month = parseMonthFilePath(path);
  if (month !== null && month.view === "pro" && !state.listed.has(path)) return proMonthFromYearFile(state, path, month.y, month.m);
  return readText(state, path);
}

/** Creates the directory origin. */
export function createFsOrigin(options: FsOriginOptions): FsOrigin {
  const root = resolve(options.root);
  const state: FsState = {
    root,
    previous: join(dirname(root), previousTreeName(basename(root))),
    recheckMs: options.recheckMs ?? 1000,
    active: root,
    listed: new Map(),
    verified: null,
    texts: new TextCache(options.maxCacheBytes ?? 512 * 1024 * 1024),
    reading: new Map(),
    manifest: null,
    checkedAt: 0,
    manifestLoad: null,
  };
  return {
    root,
    clear(): void {
      state.texts.clear();
      state.manifest = null;
      state.checkedAt = 0;
    },
    cacheStats: () => state.texts.stats(),
    manifest(): ManifestHead | Promise<ManifestHead> {
      // Checked within the last `recheckMs`: the same object, no promise (the handler keys work on it).
      if (state.manifest !== null && Date.now() - state.checkedAt < state.recheckMs) return state.manifest.value;
      state.manifestLoad ??= loadManifest(state).finally(() => {
        state.manifestLoad = null;
      });
      return state.manifestLoad;
    },
    active: () => state.active,
    verify(): Promise<FileProblem | null> {
      const stamp = state.manifest?.stamp ?? "";
      const { verified } = state;
      if (verified === null || verified.stamp !== stamp || Date.now() - verified.at >= VERIFY_EVERY_MS) {
        const files = Object.fromEntries(state.listed);
        state.verified = { at: Date.now(), stamp, problem: firstFileProblem(files, (path, entry) => sizeFault(state, path, entry)) };
      }
      return state.verified!.problem;
    },
    async bytes(path: string): Promise<Uint8Array | null> {
      const data = await readChecked(state, path);
      return data === null ? null : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    },
    read: (path) => readAny(state, path),
  };
}
