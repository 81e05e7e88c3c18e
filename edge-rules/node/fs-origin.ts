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
 */
import { readFile, stat } from "node:fs/promises";
import { resolve, sep } from "node:path";
import { isSafeDataPath, type Origin } from "../origin.ts";
import { MANIFEST_PATH, parseManifestHead, type ManifestHead } from "../../schemas/layout.ts";

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
  /** Drops every cached text and the manifest. */
  clear(): void;
}

/** The default generated root: env `DATA_DIR`, else `public` (relative to the working directory). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATA_DIR || "public");
}

const missing = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR" || code === "ENAMETOOLONG";
};

/** Creates the directory origin. */
export function createFsOrigin(options: FsOriginOptions): FsOrigin {
  const root = resolve(options.root);
  const maxBytes = options.maxCacheBytes ?? 512 * 1024 * 1024;
  const recheckMs = options.recheckMs ?? 1000;
  const manifestPath = resolve(root, MANIFEST_PATH);

  const texts = new Map<string, string>(); // least recently used first
  let cachedBytes = 0;
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

  const loadManifest = async (): Promise<ManifestHead> => {
    const info = await stat(manifestPath);
    const stamp = `${info.mtimeMs}:${info.size}:${info.ino}`;
    checkedAt = Date.now();
    if (manifest !== null && manifest.stamp === stamp) return manifest.value;
    const value = parseManifestHead(await readFile(manifestPath, "utf8"));
    if (manifest !== null) {
      // A regeneration: the cached texts belong to the old data version.
      texts.clear();
      cachedBytes = 0;
    }
    manifest = { value, stamp };
    return value;
  };

  return {
    root,
    clear,

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

    async bytes(path: string): Promise<Uint8Array | null> {
      if (!isSafeDataPath(path)) return null;
      const full = resolve(root, ...path.split("/"));
      if (!full.startsWith(root + sep)) return null;
      try {
        const data = await readFile(full);
        return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async read(path: string): Promise<string | null> {
      const cached = texts.get(path);
      if (cached !== undefined) {
        texts.delete(path);
        texts.set(path, cached);
        return cached;
      }
      if (!isSafeDataPath(path)) return null;
      const full = resolve(root, ...path.split("/"));
      if (!full.startsWith(root + sep)) return null;
      let pending = reading.get(path);
      if (pending === undefined) {
        pending = readFile(full, "utf8")
          .then(
            (text) => {
              remember(path, text);
              return text;
            },
            (error: unknown) => {
              if (missing(error)) return null;
              throw error;
            },
          )
          .finally(() => reading.delete(path));
        reading.set(path, pending);
      }
      return pending;
    },
  };
}
