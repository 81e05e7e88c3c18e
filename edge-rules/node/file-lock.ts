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

/** Breaks the lock if it still names `dead` (a process of this host that is not running). */
async function breakStale(lockPath: string, dead: Holder): Promise<void> {
  const breakPath = `${lockPath}.break`;
  if (!(await createExclusive(breakPath, `${process.pid}\n`))) {
    try {
      if (Date.now() - (await stat(breakPath)).mtimeMs > BREAK_STALE_MS) await rm(breakPath, { force: true });
    } catch {
      // another process removed it
    }
    return;
  }
  try {
    const now = await readHolder(lockPath);
    if (now !== "gone" && now !== null && now.owner === dead.owner) await rm(lockPath, { force: true });
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
      await breakStale(lockPath, holder);
      continue;
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
