/**
 * The Node token store: a JSON file (env `TOKENS_FILE`, default `tokens.json` in the project
 * root, git-ignored) holding only SHA-256 hashes of the tokens:
 *
 * ```json
 * { "tokens": [ { "id": "tok_…", "sha256": "hex", "plan": "pro", "label": "…",
 *                 "created": "2025-06-01T03:00:00.000Z", "expires": "2026-05-31", "revoked": false } ] }
 * ```
 *
 * The store re-reads the file when it changed (checked with one `stat` at most once per
 * `recheckMs`), so `tokens revoke` takes effect on a running server within that time. A missing
 * file means no tokens; an unreadable or malformed one makes lookups fail (the handler answers
 * 403 AUTH_FAILED and reports it), never grants access.
 */
import { chmod, mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { TokenRecord, TokenStore } from "../token-store.ts";

/** One entry of the tokens file. */
export interface TokenFileEntry {
  readonly id: string;
  /** Lowercase hex SHA-256 of the token. The token itself is never stored. */
  readonly sha256: string;
  readonly plan: "pro" | "ultra";
  readonly label: string;
  /** ISO 8601 instant of issue. */
  readonly created: string;
  /** `YYYY-MM-DD` (valid through that day, JST), or `null` for no expiry. */
  readonly expires: string | null;
  readonly revoked: boolean;
}

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

const HEX64 = /^[0-9a-f]{64}$/;

function checkEntry(value: unknown, index: number): TokenFileEntry {
  const e = value as Partial<TokenFileEntry> | null;
  const bad = (what: string): never => {
    throw new Error(`tokens file: entry ${index}: ${what}`);
  };
  if (typeof e !== "object" || e === null) return bad("not an object");
  if (typeof e.id !== "string" || e.id === "") bad("id");
  if (typeof e.sha256 !== "string" || !HEX64.test(e.sha256)) bad("sha256 (64 lowercase hex digits)");
  if (e.plan !== "pro" && e.plan !== "ultra") bad("plan (pro or ultra)");
  if (e.expires !== undefined && e.expires !== null && typeof e.expires !== "string") bad("expires");
  if (e.revoked !== undefined && typeof e.revoked !== "boolean") bad("revoked");
  return {
    id: e.id as string,
    sha256: e.sha256 as string,
    plan: e.plan as "pro" | "ultra",
    label: typeof e.label === "string" ? e.label : "",
    created: typeof e.created === "string" ? e.created : "",
    expires: e.expires ?? null,
    revoked: e.revoked ?? false,
  };
}

/** Parses and checks a tokens file's text. Throws on anything malformed. */
export function parseTokenFile(text: string): TokenFile {
  const data = JSON.parse(text) as { tokens?: unknown };
  if (typeof data !== "object" || data === null || !Array.isArray(data.tokens)) {
    throw new Error('tokens file: expected { "tokens": [ ... ] }');
  }
  return { tokens: data.tokens.map(checkEntry) };
}

/** Reads the tokens file; a missing file is an empty one. */
export async function readTokenFile(path: string): Promise<TokenFile> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { tokens: [] };
    throw error;
  }
  return parseTokenFile(text);
}

/** Writes the tokens file atomically (temporary file + rename), readable by the owner only. */
export async function writeTokenFile(path: string, file: TokenFile): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}

/** Options of {@link createTokenFileStore}. */
export interface TokenFileStoreOptions {
  /** How often (ms) to check whether the file changed. Default 1000; 0 checks on every lookup. */
  readonly recheckMs?: number;
}

/** A {@link TokenStore} over the tokens file. */
export function createTokenFileStore(path: string, options: TokenFileStoreOptions = {}): TokenStore {
  const recheckMs = options.recheckMs ?? 1000;
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
    const file = await readTokenFile(path);
    const map = new Map<string, TokenRecord>();
    for (const t of file.tokens) map.set(t.sha256, { id: t.id, plan: t.plan, expires: t.expires, revoked: t.revoked });
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
