/**
 * The token store on Workers: a KV namespace (`TOKENS`) whose keys are the lowercase hex SHA-256
 * of each token and whose values are the token's record as JSON, e.g.
 *
 *   key   3f1c…(64 hex)
 *   value {"id":"tok_…","plan":"pro","label":"acme","created":"2025-06-01T…Z","expires":null}
 *
 * The clear token is never stored, exactly as in `tokens.json` on Node. Revoking a token is
 * writing its record again with `"revoked":true` (or deleting the key). KV is eventually
 * consistent: a change can take up to about a minute to reach every location (docs/deploy.md).
 *
 * A value that is not a valid record is treated as an unknown token (the request fails with
 * AUTH_FAILED): a broken record never grants more than lite, and never fails open.
 */
import type { TokenRecord, TokenStore } from "../token-store.ts";
import type { KvReader } from "./bindings.ts";

/** The form of a key: a SHA-256 in lowercase hex. */
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Parses and checks a stored record; `null` when it is not one. */
export function parseTokenRecord(text: string): TokenRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== "string" || v.id === "") return null;
  if (v.plan !== "pro" && v.plan !== "ultra") return null;
  if (v.expires !== undefined && v.expires !== null && typeof v.expires !== "string") return null;
  if (v.revoked !== undefined && typeof v.revoked !== "boolean") return null;
  return {
    id: v.id,
    plan: v.plan,
    ...(v.expires !== undefined ? { expires: v.expires as string | null } : {}),
    ...(v.revoked !== undefined ? { revoked: v.revoked as boolean } : {}),
  };
}

/** A {@link TokenStore} over a KV namespace keyed by token hash. */
export function kvTokenStore(kv: KvReader): TokenStore {
  return {
    async lookup(sha256Hex: string): Promise<TokenRecord | null> {
      const key = sha256Hex.toLowerCase();
      if (!SHA256_HEX.test(key)) return null;
      const text = await kv.get(key, { type: "text" });
      if (text === null) return null;
      const record = parseTokenRecord(text);
      if (record === null) console.error(`TOKENS: the value under ${key.slice(0, 8)}… is not a token record; treated as unknown`);
      return record;
    },
  };
}
