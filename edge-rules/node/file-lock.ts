/**
 * A lock that works across processes (プロセス間ロック), for read-modify-write changes of a small
 * file (the tokens file): `withFileLock(path, fn)` runs `fn` while holding `<path>.lock`.
 *
 * Design:
 * - Acquire: create `<path>.lock` with `O_CREAT | O_EXCL` (`open(…, "wx")`, atomic on local file
 *   systems), holding `pid`, host name and a random owner id. Retry with jittered back-off
 *   (5–50 ms) until `timeoutMs` (default 10 s), then fail with one line naming the lock file and
 *   its holder.
 * - Release: remove the lock file only if it still holds this owner's id.
 * - A holder that died (same host, its pid no longer running) leaves a stale lock, which the
 *   next process breaks. Breaking is itself serialized by `<path>.lock.break` (also `wx`): the
 *   breaker re-reads the lock under it and removes it only if it still names the dead pid, so two
 *   waiters can never both break, or one break a fresh lock. A break file older than 5 s is
 *   left by a crashed breaker and is removed (breaking takes microseconds).
 * - A lock that names no holder (empty or unreadable: its creator was killed between creating
 *   and writing it) is broken once it is older than {@link EMPTY_LOCK_GRACE_MS}, under the same
 *   break file, and only if it is still that same nameless file. A live creator writes its name
 *   microseconds after creating the file, so the grace only has to outlast a busy scheduler.
 * - A lock held by another host (shared file systems) is never broken automatically: the
 *   timeout message says to delete the lock file if no tokens command is running.
 */
import { randomBytes } from "node:crypto";
import { open, readFile, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";

/** Options of {@link withFileLock}. */
export interface FileLockOptions {
  /** How long to wait for the lock, in ms. Default 10 000. */
  readonly timeoutMs?: number;
}

/** The lock could not be taken in time: the message is one line for the operator. */
export class FileLockTimeout extends Error {
  override readonly name = "FileLockTimeout";
}

/** Default wait for a lock, ms. */
export const LOCK_TIMEOUT_MS = 10_000;
/** Age (ms) after which a break file is taken for a crashed breaker's. */
const BREAK_STALE_MS = 5_000;
/** Age (ms) after which a lock file that names no holder is taken for a killed creator's. */
export const EMPTY_LOCK_GRACE_MS = 1_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const errnoCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;

/** The lock file's content: who holds it. */
interface Holder {
  readonly pid: number;
  readonly host: string;
  readonly owner: string;
}

function parseHolder(text: string): Holder | null {
  const [pid, host, owner] = text.split("\n");
  if (!pid || !/^[0-9]+$/.test(pid) || host === undefined || !owner) return null;
  return { pid: Number(pid), host, owner };
}

/** Whether a process of this host is running (`kill(pid, 0)`: EPERM means it exists). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errnoCode(error) === "EPERM";
  }
}

/** Creates `path` exclusively with `text`; `false` when it exists already. */
async function createExclusive(path: string, text: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(path, "wx", 0o600);
  } catch (error) {
    if (errnoCode(error) === "EEXIST") return false;
    throw error;
  }
  try {
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
  return true;
}

async function readHolder(lockPath: string): Promise<Holder | null | "gone"> {
  try {
    return parseHolder(await readFile(lockPath, "utf8"));
  } catch (error) {
    if (errnoCode(error) === "ENOENT") return "gone";
    throw error;
  }
}

/** The lock file's identity and age: inode and mtime (ms), or `null` when it is gone. */
async function lockStamp(lockPath: string): Promise<{ ino: number; mtimeMs: number } | null> {
  try {
    const info = await stat(lockPath);
    return { ino: info.ino, mtimeMs: info.mtimeMs };
  } catch (error) {
    if (errnoCode(error) === "ENOENT") return null;
    throw error;
  }
}

/** Whether the lock file is a nameless one older than the grace (its creator was killed before writing it). */
async function namelessAndOld(lockPath: string): Promise<{ ino: number } | null> {
  const stamp = await lockStamp(lockPath);
  return stamp !== null && Date.now() - stamp.mtimeMs > EMPTY_LOCK_GRACE_MS ? { ino: stamp.ino } : null;
}

/**
 * Breaks the lock if it is still what was seen: the same dead holder (`dead`: a process of this
 * host that is not running), or the same nameless file (`nameless`: its inode) past the grace.
 */
async function breakStale(lockPath: string, seen: { dead: Holder } | { nameless: number }): Promise<boolean> {
  const breakPath = `${lockPath}.break`;
  if (!(await createExclusive(breakPath, `${process.pid}\n`))) {
    try {
      if (Date.now() - (await stat(breakPath)).mtimeMs > BREAK_STALE_MS) await rm(breakPath, { force: true });
    } catch {
      // another process removed it
    }
    return false;
  }
  try {
    const now = await readHolder(lockPath);
    if (now === "gone") return true;
    const stale =
      "dead" in seen
        ? now !== null && now.owner === seen.dead.owner
        : now === null && (await namelessAndOld(lockPath))?.ino === seen.nameless;
    if (stale) await rm(lockPath, { force: true });
    return stale;
  } finally {
    await rm(breakPath, { force: true });
  }
}

/**
 * Runs `fn` while holding the lock of `path` (`<path>.lock`), across processes.
 * @throws FileLockTimeout when the lock is not free within `timeoutMs`.
 */
export async function withFileLock<T>(path: string, fn: () => Promise<T>, options: FileLockOptions = {}): Promise<T> {
  const lockPath = `${path}.lock`;
  const me: Holder = { pid: process.pid, host: hostname(), owner: randomBytes(12).toString("hex") };
  const deadline = Date.now() + (options.timeoutMs ?? LOCK_TIMEOUT_MS);
  let delay = 5;
  for (;;) {
    if (await createExclusive(lockPath, `${me.pid}\n${me.host}\n${me.owner}\n`)) break;
    const holder = await readHolder(lockPath);
    if (holder === "gone") continue;
    if (holder !== null && holder.host === me.host && !alive(holder.pid)) {
      if (await breakStale(lockPath, { dead: holder })) continue;
    } else if (holder === null) {
      const old = await namelessAndOld(lockPath);
      if (old !== null && (await breakStale(lockPath, { nameless: old.ino }))) continue;
    }
    if (Date.now() >= deadline) {
      const who = holder === null ? "another process" : `pid ${holder.pid} on ${holder.host}`;
      throw new FileLockTimeout(`${lockPath} is held by ${who}; if no tokens command is running, delete ${lockPath}`);
    }
    await sleep(delay / 2 + Math.random() * delay);
    delay = Math.min(50, delay * 2);
  }
  try {
    return await fn();
  } finally {
    const holder = await readHolder(lockPath).catch(() => null);
    if (holder !== null && holder !== "gone" && holder.owner === me.owner) await rm(lockPath, { force: true });
  }
}
