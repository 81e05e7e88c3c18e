/** The manifest of a generated tree (docs/architecture.md): data version, coverage, per-file hashes. */
import { createHash } from "node:crypto";

/** One written file's hash and size. */
export interface FileEntry {
  /** SHA-256 of the file's bytes, 64 lowercase hex digits. */
  readonly sha256: string;
  /** Size in bytes. */
  readonly size: number;
}

/** The manifest as written to `manifest.json`. */
export interface Manifest {
  readonly generated: string;
  readonly service: string;
  /** 16 hex digits: SHA-256 over the sorted (path, sha256) list. */
  readonly dataVersion: string;
  /** HTTP-date of the rules' release. */
  readonly lastModified: string;
  /** See generator/version.ts `codeVersion`. */
  readonly codeVersion: string;
  /** Gregorian years covered, inclusive. */
  readonly coverage: { readonly from: number; readonly to: number };
  readonly fileCount: number;
  readonly totalBytes: number;
  /** Every file but the manifest itself, by path relative to the root, sorted. */
  readonly files: Readonly<Record<string, FileEntry>>;
}

/** SHA-256 of bytes as lowercase hex. */
export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Builds the manifest from the written files' entries (any order). */
export function buildManifest(
  entries: ReadonlyMap<string, FileEntry>,
  meta: { generated: string; service: string; lastModified: string; codeVersion: string; coverage: { from: number; to: number } },
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
