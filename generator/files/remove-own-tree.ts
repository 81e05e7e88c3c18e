/**
 * Removal of a tree the generator wrote (a stale staging directory, the previous tree after a
 * swap) in an order that keeps it recognisable: everything else first, the files that mark it
 * as the generator's (`manifest.json`, the staging marker) last. A run killed midway through a
 * plain recursive removal could leave data files without the manifest that lists them, which
 * the out-dir guard (out-dir-guard.ts) must then refuse as foreign, blocking every later run.
 */
import { readdir, rm, rmdir } from "node:fs/promises";
import { join } from "node:path";
import { MANIFEST_PATH } from "../../schemas/files/layout.ts";
import { killPoint } from "./kill-point.ts";
import { STAGING_MARKER } from "./out-dir-guard.ts";

/** The top-level names removed last, in this order. */
const MARKS = [MANIFEST_PATH, STAGING_MARKER];

/**
 * Removes `dir` (which must be the generator's: the caller checked it), its marks last; nothing
 * when it does not exist.
 * @param afterData called once the data is gone and only the marks are left (a kill point).
 */
export async function removeOwnTree(dir: string, afterData?: () => void): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const name of names) if (!MARKS.includes(name)) await rm(join(dir, name), { recursive: true, force: true });
  afterData?.();
  for (const name of MARKS) await rm(join(dir, name), { force: true });
  await rmdir(dir).catch(async () => rm(dir, { recursive: true, force: true }));
}

/** {@link removeOwnTree} of a previous tree, with its kill point. */
export function removePreviousTree(dir: string): Promise<void> {
  return removeOwnTree(dir, () => killPoint("removing-previous"));
}
