/**
 * The origin: how the edge layer reads the generated tree (docs/architecture.md). On Node it is
 * the `public/` directory (`node/fs-origin.ts`); on Workers the static-assets binding. The
 * handler never serves the tree itself: it reads files through this interface and answers API
 * requests only.
 */
import { ManifestHead } from "../../schemas/files/layout.ts";
import type { FileProblem } from "../../schemas/files/tree-check.ts";
import type { MaybePromise } from "../http/maybe-promise.ts";

export { parseManifestHead, type ManifestHead } from "../../schemas/files/layout.ts";

/** Read access to the generated tree (paths: schemas/files/layout.ts). */
export interface Origin {
  /**
   * The serving fields of the manifest, validated. Throws (or rejects) when it cannot be read or
   * is unusable. An origin that holds a current manifest returns it as is, not in a promise, and
   * returns the same object for as long as it is current (the handler remembers work by it).
   */
  manifest(): MaybePromise<ManifestHead>;
  /**
   * A file's text, by path relative to the generated root (`lite/gw/day/2025-01-01.json`).
   * @returns the text, or `null` when there is no such file.
   */
  read(path: string): Promise<string | null>;
  /**
   * A binary file's bytes (the day index), by path relative to the generated root; not cached by
   * the origin (its reader keeps what it builds from them).
   * @returns the bytes, or `null` when there is no such file.
   */
  bytes(path: string): Promise<Uint8Array | null>;
  /**
   * Optional (the Node origin has it): checks every file the manifest lists (at least its
   * size), for health. Resolves the first that is missing or wrong, or `null` when all match.
   */
  verify?(): Promise<FileProblem | null>;
}

/**
 * A file the manifest lists that is missing, unreadable or not what the manifest says: a state
 * of the node (503 DATA_UNAVAILABLE), never of the request. The message is one line naming the
 * path relative to the generated root, never a local path.
 */
export class DataFileError extends Error {
  override readonly name: string = "DataFileError";
  constructor(
    readonly path: string,
    message = `data file ${path} does not match the manifest (damaged or replaced)`,
  ) {
    super(message);
  }
}

/** An origin over files held in memory (tests, and small embedded deployments). */
export function memoryOrigin(manifest: ManifestHead, files: ReadonlyMap<string, string | Uint8Array>): Origin {
  ManifestHead.parse(manifest);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return {
    manifest: () => manifest,
    read: (path) => {
      const file = files.get(path);
      return Promise.resolve(file === undefined ? null : typeof file === "string" ? file : decoder.decode(file));
    },
    bytes: (path) => {
      const file = files.get(path);
      return Promise.resolve(file === undefined ? null : typeof file === "string" ? encoder.encode(file) : file);
    },
  };
}

/**
 * A plain relative path inside the generated root: segments of `A-Z a-z 0-9 . _ -`, none empty,
 * none starting with a dot (so no `.`, `..` or hidden file). Origins read nothing else.
 */
const SAFE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Whether `path` names one generated file and nothing else (see {@link SAFE_PATH}). */
export function isSafeDataPath(path: string): boolean {
  return SAFE_PATH.test(path);
}
