/** Builds the manifest of a generated tree (its shape: schemas/files/layout.ts `Manifest`): data version, coverage, per-file hashes. */
import { createHash } from "node:crypto";
import type { Coverage, FileEntry, Manifest } from "../../schemas/files/layout.ts";
import { isPackedPlaceTimes } from "../../schemas/files/place-times.ts";

export type { FileEntry, Manifest } from "../../schemas/files/layout.ts";

/** SHA-256 of bytes as lowercase hex. */
export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * The data version: the first 64 bits of SHA-256 over the sorted lines `<path> <sha256>\n` of every file of the
 * served tree, the written ones and the files the edge derives (day files, Pro month files, month pages, the
 * place times text). A packed place times file is left out: it is only a storage form of its text, which is in.
 */
export function dataVersionOf(...entries: ReadonlyMap<string, FileEntry>[]): string {
  const all = new Map<string, FileEntry>();
  for (const map of entries) for (const [path, entry] of map) if (!isPackedPlaceTimes(path)) all.set(path, entry);
  const version = createHash("sha256");
  for (const path of [...all.keys()].sort()) version.update(`${path} ${all.get(path)!.sha256}\n`);
  return version.digest("hex").slice(0, 16);
}

/**
 * Builds the manifest from the written files' entries (any order). `derived` are the files the edge derives
 * instead of reading (the day files): not listed, but part of the data version.
 */
export function buildManifest(
  entries: ReadonlyMap<string, FileEntry>,
  derived: ReadonlyMap<string, FileEntry>,
  meta: {
    generated: string;
    service: string;
    lastModified: string;
    codeVersion: string;
    coverage: Coverage;
    buildDate: string;
    holidaysConfirmedThrough: number;
  },
): Manifest {
  const paths = [...entries.keys()].sort();
  const files: Record<string, FileEntry> = {};
  let totalBytes = 0;
  for (const path of paths) {
    const entry = entries.get(path)!;
    files[path] = entry;
    totalBytes += entry.size;
  }
  return {
    generated: meta.generated,
    service: meta.service,
    dataVersion: dataVersionOf(entries, derived),
    lastModified: meta.lastModified,
    codeVersion: meta.codeVersion,
    coverage: meta.coverage,
    holidaysConfirmedThrough: meta.holidaysConfirmedThrough,
    buildDate: meta.buildDate,
    fileCount: paths.length,
    totalBytes,
    files,
  };
}
