/**
 * Atomic publication of a generated tree: everything is written into a staging directory
 * beside the target, and only a complete tree is swapped in (two renames). A run killed while
 * writing leaves the previous tree serving and only a stale staging directory behind, which
 * the next run removes.
 *
 * A kill between the two renames leaves no tree at the target, only the complete previous one
 * beside it (`.public-previous`). {@link restoreInterruptedSwap} renames it back: the next
 * `generate` and `ensure` (so `npm start`) do it first, and the Node server reads the previous
 * tree meanwhile (edge-rules/node/fs-origin.ts). So a kill at any instant leaves a complete tree
 * serving: the old one up to the second rename, the new one from it
 * (test/generator/files/atomic-swap.test.ts kills a run at each step).
 *
 * Nothing the generator did not write is ever removed (generator/files/out-dir-guard.ts): the
 * staging directory carries a marker file until the swap, a stale staging or previous-tree
 * directory is removed only when it is the generator's own (its manifest or marker last, so a
 * removal cut short is still recognisable: remove-own-tree.ts), and the target is checked again
 * just before it is replaced.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { Manifest, MANIFEST_PATH, previousTreeName } from "../../schemas/files/layout.ts";
import { killPoint } from "./kill-point.ts";
import { foreignContent, OutDirError, shownPath, STAGING_MARKER } from "./out-dir-guard.ts";
import { removeOwnTree, removePreviousTree } from "./remove-own-tree.ts";
import { verifyTree } from "./verify-tree.ts";

/** A tree being written aside. */
export class StagedTree {
  readonly #target: string;
  readonly #staging: string;
  readonly #dirs = new Set<string>();

  private constructor(target: string, staging: string) {
    this.#target = target;
    this.#staging = staging;
  }

  /**
   * Starts a staged tree for `target` (e.g. `public`). Removes staging directories left by
   * earlier killed runs, and restores `target` from a previous swap interrupted between its
   * two renames; a sibling directory of that name that the generator did not write is refused
   * ({@link OutDirError}), never removed.
   */
  static async begin(target: string): Promise<StagedTree> {
    const { staging, previous } = siblings(target);
    if (existsSync(previous)) await refuseForeign(previous, target, false);
    if (existsSync(staging)) await refuseForeign(staging, target, true);
    await restoreInterruptedSwap(target);
    await removeOwnTree(staging);
    await removePreviousTree(previous);
    await mkdir(staging, { recursive: true });
    writeFileSync(join(staging, STAGING_MARKER), "a generator run writes here; removed when the tree is swapped in\n");
    return new StagedTree(target, staging);
  }

  /**
   * Writes one file at a `/`-separated path relative to the tree root. Synchronous on purpose:
   * for many small files one syscall sequence each beats the thread pool's queueing.
   */
  write(path: string, data: string | Uint8Array): void {
    const file = join(this.#staging, path);
    const dir = dirname(file);
    if (!this.#dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.#dirs.add(dir);
    }
    writeFileSync(file, data);
  }

  /**
   * Swaps the complete staged tree in place of the target, then deletes the old tree. The
   * target is checked again first: a file added to it during the run stops the swap.
   */
  async commit(): Promise<void> {
    killPoint("staged");
    const { previous } = siblings(this.#target);
    if (existsSync(this.#target)) {
      const why = await foreignContent(this.#target);
      if (why !== null) {
        throw new OutDirError(`--out ${shownPath(this.#target)} changed during the run (${why}): nothing was replaced`);
      }
    }
    await rm(join(this.#staging, STAGING_MARKER), { force: true });
    killPoint("swap-start");
    if (existsSync(this.#target)) await rename(this.#target, previous);
    killPoint("between-renames");
    await rename(this.#staging, this.#target);
    killPoint("swapped");
    await removePreviousTree(previous);
  }

  /** Abandons the staged tree (the target is untouched). */
  async abort(): Promise<void> {
    await removeOwnTree(this.#staging);
  }
}

/**
 * Finishes a swap that was cut short between its two renames: when `target` is absent and the
 * previous tree beside it is the generator's and complete (every file its manifest lists, by
 * size), renames it back. A previous tree that is not the generator's is refused
 * ({@link OutDirError}), never moved.
 * @returns whether the previous tree was restored.
 */
export async function restoreInterruptedSwap(target: string): Promise<boolean> {
  const { previous } = siblings(target);
  if (existsSync(target) || !existsSync(previous)) return false;
  await refuseForeign(previous, target, false);
  let manifest: Manifest;
  try {
    manifest = Manifest.parse(JSON.parse(await readFile(join(previous, MANIFEST_PATH), "utf8")));
  } catch {
    return false; // an empty or partly removed previous tree: nothing to restore
  }
  if ((await verifyTree(previous, manifest.files, "size")) !== null) return false;
  await rename(previous, target);
  return true;
}

/** The previous-tree directory of a target (`.public-previous` beside `public`). */
export function previousTreeOf(target: string): string {
  return siblings(target).previous;
}

/** Throws when a sibling directory (staging or previous tree) holds what the generator did not write. */
async function refuseForeign(dir: string, target: string, staging: boolean): Promise<void> {
  let why: string | null;
  try {
    why = await foreignContent(dir, staging);
  } catch {
    why = "it cannot be read as a directory";
  }
  if (why !== null) {
    throw new OutDirError(
      `--out ${shownPath(target)}: the directory ${shownPath(dir)} beside it, which the generator uses, was not written by it (${why}): move it away`,
    );
  }
}

/** The staging and previous-tree directories of a target: hidden siblings in its parent. */
function siblings(target: string): { staging: string; previous: string } {
  const parent = dirname(target);
  const name = basename(target);
  return { staging: join(parent, `.${name}-staging`), previous: join(parent, previousTreeName(name)) };
}
