/** Reads the reference tables of `test/reference/` (sources and terms in its README.md). */
import { readFileSync } from "node:fs";

/** The reference directory, `test/reference/` in the repository. */
export const REFERENCE_DIR = new URL("../reference/", import.meta.url);

/**
 * Rows of a reference CSV file (plain comma-separated, no quoting), without the header row.
 * @param name file name inside the reference directory, e.g. `holidays_cao_1955_2027.csv`.
 */
export function readReferenceCsv(name: string): string[][] {
  const text = readFileSync(new URL(name, REFERENCE_DIR), "utf8").replace(/^\uFEFF/, "");
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .slice(1)
    .map((line) => line.split(","));
}
