/**
 * The origin: how the edge layer reads the generated tree (docs/architecture.md). On Node it is
 * the `public/` directory (`node/fs-origin.ts`); on Workers the static-assets binding. The
 * handler never serves the tree itself: it reads files through this interface and answers API
 * requests only.
 */
import type { View } from "./params.ts";
import { isoMonth } from "../schemas/day-number.ts";

/** The parts of `manifest.json` the edge layer uses. */
export interface Manifest {
  /** Hash over every generated file: changes whenever any body byte changes. */
  readonly dataVersion: string;
  /** HTTP-date: the data's last modification (the `Last-Modified` of every data 200). */
  readonly lastModified: string;
  /** The generated years, both inclusive: the coverage that is served. */
  readonly coverage: { readonly from: number; readonly to: number };
}

/** Read access to the generated tree. */
export interface Origin {
  /** The manifest. Throws when it cannot be read. */
  manifest(): Promise<Manifest>;
  /**
   * A file's text, by path relative to the generated root (`lite/gw/day/2025-01-01.json`).
   * @returns the text, or `null` when there is no such file.
   */
  read(path: string): Promise<string | null>;
}

/** Paths of the generated files (docs/architecture.md, "Generated tree"). */
export const originPaths = {
  /** `{view}/gw/day/YYYY-MM-DD.json`: the exact body of a day request. */
  day: (view: View, date: string): string => `${view}/gw/day/${date}.json`,
  /** `{view}/gw/month/YYYY-MM.json`: the month's records, one per line. */
  month: (view: View, y: number, m: number): string => `${view}/gw/month/${isoMonth(y, m)}.json`,
  /** `pro/gw/year/YYYY.json`: the year's ProDay records, one per line (bulk). */
  year: (y: number): string => `pro/gw/year/${String(y).padStart(4, "0")}.json`,
};

/** An origin over files held in memory (tests, and small embedded deployments). */
export function memoryOrigin(manifest: Manifest, files: ReadonlyMap<string, string>): Origin {
  return {
    manifest: async () => manifest,
    read: async (path) => files.get(path) ?? null,
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

/**
 * The fields the handler needs from `manifest.json`.
 * @throws if the text is not JSON or lacks dataVersion, lastModified or an integer coverage.
 */
export function parseManifest(text: string): Manifest {
  const value: unknown = JSON.parse(text);
  const v = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const coverage = (typeof v.coverage === "object" && v.coverage !== null ? v.coverage : {}) as Record<string, unknown>;
  if (typeof v.dataVersion !== "string" || typeof v.lastModified !== "string" || !Number.isInteger(coverage.from) || !Number.isInteger(coverage.to)) {
    throw new Error("manifest.json lacks dataVersion, lastModified or coverage");
  }
  return { dataVersion: v.dataVersion, lastModified: v.lastModified, coverage: { from: coverage.from as number, to: coverage.to as number } };
}
