/**
 * Checking a generated tree against its manifest (生成ファイルの照合): every file the manifest
 * lists must be there with its size (and, where the caller can afford reading it, its SHA-256).
 * The file system part is the caller's (`probe`): the generator's `ensure` reads and hashes
 * every file, the Node server's health compares sizes; this module only walks the list in a
 * fixed order and words the finding (docs/architecture.md "Generated tree").
 */
import type { FileEntry } from "./layout.ts";

/** How a listed file fails: absent (or unreadable), another size, or other bytes of the same size. */
export type FileFault = "missing" | "size" | "hash";

/** The first listed file (in path order) that fails, and how. */
export interface FileProblem {
  /** Path relative to the generated root, `/`-separated. */
  readonly path: string;
  readonly fault: FileFault;
}

/** Files probed at once: enough to keep the I/O busy, few enough to stay under file-descriptor limits. */
const BATCH = 64;

/**
 * The first file of `files` (sorted by path) that `probe` finds faulty, or `null` when all pass.
 * @param probe resolves `null` when the file at `path` matches `entry`, else its fault.
 */
export async function firstFileProblem(
  files: Readonly<Record<string, FileEntry>>,
  probe: (path: string, entry: FileEntry) => Promise<FileFault | null>,
): Promise<FileProblem | null> {
  const paths = Object.keys(files).sort();
  for (let i = 0; i < paths.length; i += BATCH) {
    const batch = paths.slice(i, i + BATCH);
    const faults = await Promise.all(batch.map((path) => probe(path, files[path]!)));
    const at = faults.findIndex((fault) => fault !== null);
    if (at >= 0) return { path: batch[at]!, fault: faults[at]! };
  }
  return null;
}

/** One line for a problem: `lite/gw/month/2026-01.json is missing`. */
export function describeFileProblem(problem: FileProblem): string {
  switch (problem.fault) {
    case "missing":
      return `${problem.path} is missing`;
    case "size":
      return `${problem.path} does not have the size the manifest lists (damaged or replaced)`;
    case "hash":
      return `${problem.path} does not match its SHA-256 in the manifest (damaged or replaced)`;
  }
}
