/**
 * Token records (トークン): what a token store knows about a direct-access token, spelled once for
 * both stores — the Node tokens file (`tokens.json`, edge-rules/node/token-file.ts) and the
 * Workers KV namespace (edge-rules/worker/kv-tokens.ts). The clear token is never stored: a
 * record is found by the lowercase hex SHA-256 of the token (docs/interface.md#plans-and-credentials).
 */
import { z } from "zod";

/** A SHA-256 in lowercase hex: how a token is looked up. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The plans a token can carry. */
export const TOKEN_PLANS = ["pro", "ultra"] as const;

/**
 * A token's record as a store holds it. Unknown keys are dropped. `expires`: `YYYY-MM-DD` means
 * valid through the end of that day in JST, a full ISO 8601 date-time valid until that instant,
 * `null` or absent never expires (edge-rules/access/token-store.ts `tokenUsable`). `revoked`: absent is false.
 */
export const TokenRecord = z.object({
  id: z.string().min(1),
  plan: z.enum(TOKEN_PLANS),
  expires: z.string().nullable().optional(),
  revoked: z.boolean().optional(),
});
export type TokenRecord = z.infer<typeof TokenRecord>;

/** One entry of the tokens file: a record with its hash, a label and the instant of issue (both free text; anything else reads as ""). */
export const TokenFileEntry = TokenRecord.extend({
  sha256: z.string().regex(SHA256_HEX, "expected 64 lowercase hex digits"),
  label: z.string().catch(""),
  created: z.string().catch(""),
  expires: z.string().nullable().default(null),
  revoked: z.boolean().default(false),
});
export type TokenFileEntry = z.infer<typeof TokenFileEntry>;
