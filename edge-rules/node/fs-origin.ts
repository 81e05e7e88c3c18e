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
import { DataFileError, isSafeDataPath, type Origin } from "../origin.ts";
import { daysInMonth } from "../../schemas/day-number.ts";
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
} from "../../schemas/layout.ts";
import { firstFileProblem, type FileProblem } from "../../schemas/tree-check.ts";

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

/** Creates the directory origin. */
export function createFsOrigin(options: FsOriginOptions): FsOrigin {
  const root = resolve(options.root);
  const maxBytes = options.maxCacheBytes ?? 512 * 1024 * 1024;
  const recheckMs = options.recheckMs ?? 1000;
  const previous = join(dirname(root), previousTreeName(basename(root)));
  let active = root;
  let listed = new Map<string, FileEntry>();
  let verified: { at: number; stamp: string; problem: Promise<FileProblem | null> } | null = null;

  const texts = new Map<string, string>(); // least recently used first
  let cachedBytes = 0;
  let hits = 0;
  let misses = 0;
  const reading = new Map<string, Promise<string | null>>();

  let manifest: { value: ManifestHead; stamp: string } | null = null;
  let checkedAt = 0;
  let manifestLoad: Promise<ManifestHead> | null = null;

  const clear = (): void => {
    texts.clear();
    cachedBytes = 0;
    manifest = null;
    checkedAt = 0;
  };

  const remember = (path: string, text: string): void => {
    const size = text.length * 2;
    if (size > maxBytes) return;
    texts.set(path, text);
    cachedBytes += size;
    for (const [oldPath, oldText] of texts) {
      if (cachedBytes <= maxBytes) break;
      texts.delete(oldPath);
      cachedBytes -= oldText.length * 2;
    }
  };

  /** The directory to read and its manifest's `stat`: the root, else (root absent) the previous tree. */
  const locate = async (): Promise<{ dir: string; info: Awaited<ReturnType<typeof stat>> }> => {
    try {
      return { dir: root, info: await stat(resolve(root, MANIFEST_PATH)) };
    } catch (error) {
      if (existsSync(root)) throw error;
      try {
        return { dir: previous, info: await stat(resolve(previous, MANIFEST_PATH)) };
      } catch {
        throw error;
      }
    }
  };

  const loadManifest = async (): Promise<ManifestHead> => {
    const { dir, info } = await locate();
    const stamp = `${dir}:${info.mtimeMs}:${info.size}:${info.ino}`;
    checkedAt = Date.now();
    if (manifest !== null && manifest.stamp === stamp) return manifest.value;
    const text = await readFile(resolve(dir, MANIFEST_PATH), "utf8");
    const value = parseManifestHead(text);
    if (manifest !== null) {
      // A regeneration: the cached texts belong to the old data version.
      texts.clear();
      cachedBytes = 0;
    }
    listed = listedFiles(text);
    active = dir;
    verified = null;
    manifest = { value, stamp };
    return value;
  };

  /** The full path of a safe data path in the active tree, or `null`. */
  const fullPath = (path: string): string | null => {
    if (!isSafeDataPath(path)) return null;
    const full = resolve(active, ...path.split("/"));
    return full.startsWith(active + sep) ? full : null;
  };

  /** A file's bytes, checked against the manifest when it lists them; `null` when absent. */
  const readChecked = async (path: string, full: string): Promise<Buffer | null> => {
    let data: Buffer;
    try {
      data = await readFile(full);
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
    const entry = listed.get(path);
    if (entry !== undefined && !matches(data, entry)) throw new DataFileError(path);
    return data;
  };

  /** The size of every listed file, against the manifest (a probe of schemas/tree-check.ts). */
  const sizeFault = async (path: string, entry: FileEntry): Promise<"missing" | "size" | null> => {
    try {
      const info = await stat(resolve(active, ...path.split("/")));
      return !info.isFile() ? "missing" : info.size === entry.size ? null : "size";
    } catch {
      return "missing";
    }
  };

  const origin: FsOrigin = {
    root,
    clear,
    cacheStats: () => ({ hits, misses, files: texts.size, bytes: cachedBytes, maxBytes }),

    manifest(): ManifestHead | Promise<ManifestHead> {
      // Checked within the last `recheckMs`: the same object, no promise (the handler keys work on it).
      if (manifest !== null && Date.now() - checkedAt < recheckMs) return manifest.value;
      if (manifestLoad === null) {
        manifestLoad = loadManifest().finally(() => {
          manifestLoad = null;
        });
      }
      return manifestLoad;
    },

    active: () => active,

    verify(): Promise<FileProblem | null> {
      const stamp = manifest?.stamp ?? "";
      if (verified === null || verified.stamp !== stamp || Date.now() - verified.at >= VERIFY_EVERY_MS) {
        const files = Object.fromEntries(listed);
        verified = { at: Date.now(), stamp, problem: firstFileProblem(files, sizeFault) };
      }
      return verified.problem;
    },

    async bytes(path: string): Promise<Uint8Array | null> {
      const full = fullPath(path);
      if (full === null) return null;
      const data = await readChecked(path, full);
      return data === null ? null : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    },

    async read(path: string): Promise<string | null> {
      const day = parseDayFilePath(path);
      if (day !== null && !listed.has(path)) {
        if (day.m < 1 || day.m > 12 || day.d < 1 || day.d > daysInMonth(day.y, day.m)) return null;
        const month = await origin.read(monthFilePath(day.view, day.y, day.m));
        const records = month === null ? null : splitMonthFile(month, day.y, day.m);
        return records === null ? null : dayFileFromMonth(day.view, day.y, day.m, day.d, records);
      }
      const cached = texts.get(path);
      if (cached === undefined) misses++;
      else hits++;
      if (cached === undefined) {
        const month = parseMonthFilePath(path);
        if (month !== null && month.view === "pro" && !listed.has(path)) {
          if (month.m < 1 || month.m > 12) return null;
          // Concurrent misses of one month share one slicing of the year file.
          let slicing = reading.get(path);
          if (slicing === undefined) {
            slicing = origin
              .read(yearFilePath(month.y))
              .then((year) => {
                const text = year === null ? null : proMonthFromYear(year, month.y, month.m);
                if (text !== null) remember(path, text);
                return text;
              })
              .finally(() => reading.delete(path));
            reading.set(path, slicing);
          }
          return slicing;
        }
      }
      if (cached !== undefined) {
        texts.delete(path);
        texts.set(path, cached);
        return cached;
      }
      const full = fullPath(path);
      if (full === null) return null;
      let pending = reading.get(path);
      if (pending === undefined) {
        pending = readChecked(path, full)
          .then((data) => {
            if (data === null) return null;
            const text = data.toString("utf8");
            remember(path, text);
            return text;
          })
          .finally(() => reading.delete(path));
        reading.set(path, pending);
      }
      return pending;
    },
  };
  return origin;
}
