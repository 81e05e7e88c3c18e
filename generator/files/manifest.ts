/** Builds the manifest of a generated tree (its shape: schemas/layout.ts `Manifest`): data version, coverage, per-file hashes. */
import { createHash } from "node:crypto";
import type { Coverage, FileEntry, Manifest } from "../../schemas/layout.ts";

export type { FileEntry, Manifest } from "../../schemas/layout.ts";

/** SHA-256 of bytes as lowercase hex. */
export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Builds the manifest from the written files' entries (any order). */
export function buildManifest(
  entries: ReadonlyMap<string, FileEntry>,
  meta: { generated: string; service: string; lastModified: string; codeVersion: string; coverage: Coverage },
): Manifest {
  const paths = [...entries.keys()].sort();
  const files: Record<string, FileEntry> = {};
  const version = createHash("sha256");
  let totalBytes = 0;
  for (const path of paths) {
    const entry = entries.get(path)!;
    files[path] = entry;
    totalBytes += entry.size;
    version.update(`${path} ${entry.sha256}\n`);
  }
  return {
    generated: meta.generated,
    service: meta.service,
    dataVersion: version.digest("hex").slice(0, 16),
    lastModified: meta.lastModified,
    codeVersion: meta.codeVersion,
    coverage: meta.coverage,
    fileCount: paths.length,
    totalBytes,
    files,
  };
}
