/**
 * Work the test files of a run share, done once: vitest runs files in parallel worker processes, so the first file that
 * asks does it under a directory lock (mkdir is atomic) while the others wait for it to be done, and what it makes is
 * filled aside and renamed into place, so no file ever reads half of it. Used for the shared generated trees
 * (generated-tree.ts) and the workerd files' seeded KV state (test/edge-rules/workerd/harness.ts).
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";

/** Takes a directory lock: true if this call created it. */
function tryLock(path: string): boolean {
  try {
    mkdirSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` unless `done()`, in one file of the run: the file that takes `lock` runs it; a file that finds the lock
 * held polls `done()` and runs `work` itself only if the holder gives up (its lock gone, not done) or `waitMs` passes.
 */
export async function onceForRun(lock: string, done: () => boolean, work: () => Promise<void>, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (!done()) {
    const locked = tryLock(lock);
    if (locked || Date.now() > deadline) {
      try {
        if (!done()) await work();
      } finally {
        if (locked) rmSync(lock, { recursive: true, force: true });
      }
      return;
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

/**
 * Fills a fresh directory beside `target` (named `prefix` and a random suffix) and renames it to `target`; when
 * `target` is there already (another file's or run's, made meanwhile), that one wins and the fresh one is removed.
 */
export async function fillAside(target: string, prefix: string, fill: (dir: string) => Promise<unknown>): Promise<void> {
  const fresh = mkdtempSync(prefix);
  try {
    await fill(fresh);
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    throw error;
  }
  try {
    renameSync(fresh, target);
  } catch {
    rmSync(fresh, { recursive: true, force: true });
  }
}
