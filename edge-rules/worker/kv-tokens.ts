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
import { SHA256_HEX, TokenRecord } from "../../schemas/token-record.ts";
import type { TokenStore } from "../access/token-store.ts";
import type { KvReader } from "./bindings.ts";

/** Parses and checks a stored record (schemas/token-record.ts); `null` when it is not one. */
export function parseTokenRecord(text: string): TokenRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = TokenRecord.safeParse(value);
  return parsed.success ? parsed.data : null;
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
