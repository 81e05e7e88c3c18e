/**
 * The Node token store: a JSON file (env `TOKENS_FILE`, default `tokens.json` in the project
 * root, git-ignored) holding only SHA-256 hashes of the tokens:
 *
 * ```json
 * { "tokens": [ { "id": "tok_…", "sha256": "hex", "plan": "pro", "label": "…",
 *                 "created": "2025-06-01T03:00:00.000Z", "expires": "2026-05-31", "revoked": false } ] }
 * ```
 *
 * Every change is serialized and atomic ({@link updateTokenFile}): taken under a lock that works
 * across processes (`node/file-lock.ts`), written aside, fsync'ed and renamed over the file, so
 * N parallel `tokens issue` store N tokens and a revoke racing an issue loses neither.
 *
 * The store re-reads the file when it changed (checked with one `stat` at most once per
 * `recheckMs`), so `tokens issue` and `tokens revoke` take effect on a running server within
 * that time. A missing file means no tokens. A malformed file is refused at server start
 * ({@link readTokenFile} names the file); if the file turns malformed later, the store keeps the
 * last good contents and reports the error once per change (never grants access from a file it
 * cannot read, and never fails every request for it).
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { TokenFileEntry } from "../../schemas/token-record.ts";
import { recordsByHash, type TokenRecord, type TokenStore } from "../access/token-store.ts";
import { withFileLock, type FileLockOptions } from "./file-lock.ts";

/** One entry of the tokens file (schemas/token-record.ts). */
export type { TokenFileEntry };

/** The tokens file. */
export interface TokenFile {
  readonly tokens: readonly TokenFileEntry[];
}

/** `tokens.json` in the project root (two levels above this file). */
export const PROJECT_TOKENS_FILE = fileURLToPath(new URL("../../tokens.json", import.meta.url));

/** The tokens file path: env `TOKENS_FILE` (relative to the working directory), else {@link PROJECT_TOKENS_FILE}. */
export function defaultTokensFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.TOKENS_FILE ? resolve(env.TOKENS_FILE) : PROJECT_TOKENS_FILE;
}

/** A checked entry, or an Error naming the entry and the field, on one line. */
function checkEntry(value: unknown, index: number): TokenFileEntry {
  const parsed = TokenFileEntry.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  throw new Error(`tokens file: entry ${index}: ${field}${issue.message}`);
}

/** Parses and checks a tokens file's text. Throws on anything malformed. */
export function parseTokenFile(text: string): TokenFile {
  let data: { tokens?: unknown };
  try {
    data = JSON.parse(text) as { tokens?: unknown };
  } catch (error) {
    throw new Error(`tokens file: not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof data !== "object" || data === null || !Array.isArray(data.tokens)) {
    throw new Error('tokens file: expected { "tokens": [ ... ] }');
  }
  return { tokens: data.tokens.map(checkEntry) };
}

/** A tokens file that cannot be read or is malformed: the message names the file, on one line. */
export class TokenFileError extends Error {
  override readonly name = "TokenFileError";
}

/**
 * Reads the tokens file; a missing file is an empty one.
 * @throws TokenFileError naming `path` when it cannot be read or is malformed.
 */
export async function readTokenFile(path: string): Promise<TokenFile> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { tokens: [] };
    throw new TokenFileError(`tokens file ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  try {
    return parseTokenFile(text);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/^tokens file: /, "").replace(/\s+/g, " ");
    throw new TokenFileError(`tokens file ${path} is malformed: ${reason}`);
  }
}

/**
 * Writes the tokens file atomically, readable by the owner only: a temporary file beside it,
 * fsync'ed, renamed over it, and the directory fsync'ed (so a crash leaves the old file or the
 * new one, never a part). Callers that read-modify-write use {@link updateTokenFile}.
 */
export async function writeTokenFile(path: string, file: TokenFile): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  const handle = await open(temporary, "wx", 0o600);
  try {
    try {
      await handle.writeFile(`${JSON.stringify(file, null, 2)}\n`);
      await handle.chmod(0o600);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

/** fsync of a directory (makes a rename durable); skipped where the platform cannot. */
async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, "r");
    await handle.sync();
  } catch {
    // Windows and some file systems cannot fsync a directory: the rename is still atomic.
  } finally {
    await handle?.close();
  }
}

/**
 * One serialized, atomic change of the tokens file: under the cross-process lock, reads the
 * current file, applies `change`, and writes the result (unless `change` returns `file: null`).
 * @returns what `change` returned as `result`.
 */
export async function updateTokenFile<T>(
  path: string,
  change: (current: TokenFile) => { file: TokenFile | null; result: T } | Promise<{ file: TokenFile | null; result: T }>,
  options: FileLockOptions = {},
): Promise<T> {
  await mkdir(dirname(path), { recursive: true });
  return withFileLock(
    path,
    async () => {
      const { file, result } = await change(await readTokenFile(path));
      if (file !== null) await writeTokenFile(path, file);
      return result;
    },
    options,
  );
}

/** Options of {@link createTokenFileStore}. */
export interface TokenFileStoreOptions {
  /** How often (ms) to check whether the file changed. Default 1000; 0 checks on every lookup. */
  readonly recheckMs?: number;
  /**
   * Told once per change when the file turned unreadable or malformed after a good read (the
   * store keeps the last good contents). Default: one line on stderr.
   */
  readonly onReloadError?: (error: unknown) => void;
}

/** A {@link TokenStore} over the tokens file. */
export function createTokenFileStore(path: string, options: TokenFileStoreOptions = {}): TokenStore {
  const recheckMs = options.recheckMs ?? 1000;
  const onReloadError =
    options.onReloadError ??
    ((error: unknown) =>
      console.error(`edge-rules: ${error instanceof Error ? error.message : String(error)}; keeping the tokens read before`));
  let byHash: Map<string, TokenRecord> | null = null;
  let stamp = "";
  let checkedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<Map<string, TokenRecord>> | null = null;

  const load = async (): Promise<Map<string, TokenRecord>> => {
    let current = "missing";
    try {
      const info = await stat(path);
      current = `${info.mtimeMs}:${info.size}:${info.ino}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    if (byHash !== null && current === stamp) {
      checkedAt = Date.now();
      return byHash;
    }
    let file: TokenFile;
    try {
      file = await readTokenFile(path);
    } catch (error) {
      if (byHash === null) throw error; // nothing good to keep: lookups fail closed
      if (current !== stamp) onReloadError(error);
      stamp = current;
      checkedAt = Date.now();
      return byHash;
    }
    // A hash listed twice (a hand edit): the revocation wins (token-store.ts prevailingRecord).
    const map = recordsByHash(
      file.tokens.map((t) => ({ sha256: t.sha256, id: t.id, plan: t.plan, expires: t.expires, revoked: t.revoked })),
    );
    byHash = map;
    stamp = current;
    checkedAt = Date.now();
    return map;
  };

  return {
    lookup(sha256Hex: string): TokenRecord | null | Promise<TokenRecord | null> {
      // Checked within the last `recheckMs`: answered from memory, without a promise.
      if (byHash !== null && Date.now() - checkedAt < recheckMs) return byHash.get(sha256Hex.toLowerCase()) ?? null;
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading.then((map) => map.get(sha256Hex.toLowerCase()) ?? null);
    },
  };
}
