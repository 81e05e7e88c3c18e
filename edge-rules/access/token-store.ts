/**
 * Direct-access tokens (docs/interface.md#plans-and-credentials): random, shown once at issue, stored only as SHA-256
 * hashes. The edge layer never sees a stored token in clear: it hashes what the caller sent and
 * looks the hash up.
 */
import type { MaybePromise } from "../http/maybe-promise.ts";
import type { TokenRecord } from "../../schemas/token-record.ts";
import { ISO_DATE_PATTERN, jstDayStartMs, parseIsoDate } from "../../calendar/time/day-number.ts";

/** What the store knows about a token (the clear token is never stored): schemas/token-record.ts. */
export type { TokenRecord };

/**
 * Looks tokens up by the lowercase hex SHA-256 of the token text. A store that holds its records
 * in memory may answer with the record itself rather than a promise (no promise hop per request).
 */
export interface TokenStore {
  lookup(sha256Hex: string): MaybePromise<TokenRecord | null>;
}

const encoder = new TextEncoder();

/**
 * Lowercase hex SHA-256 of a string's UTF-8 bytes: how tokens are looked up. Runtimes may supply
 * a faster one than {@link sha256Hex} (Node: `node:crypto`, synchronous); it must hash the same
 * bytes. Clear tokens are never cached by their text.
 */
export type Sha256Hex = (text: string) => string | Promise<string>;

/** Unpadded base64url (RFC 4648 §5) SHA-256 of a string's UTF-8 bytes, synchronously: how ETags are spelled (`etag.ts`). */
export type Sha256Base64url = (text: string) => string;

/** Lowercase hex SHA-256 of a string's UTF-8 bytes (Web Crypto). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  let hex = "";
  for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/**
 * The instant (ms) from which a token is expired, or `null` when it never expires.
 * A date-only expiry ends at 24:00 JST of that day; an unreadable expiry is treated as already
 * expired (fail closed).
 */
export function expiryInstant(expires: string | null | undefined): number | null {
  if (expires === null || expires === undefined || expires === "") return null;
  if (ISO_DATE_PATTERN.test(expires)) {
    const day = parseIsoDate(expires);
    return day === null ? Number.NEGATIVE_INFINITY : jstDayStartMs(day + 1);
  }
  // Only full date-times with an explicit offset: a local-time reading would depend on the machine.
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+(Z|[+-][0-9]{2}:[0-9]{2})$/.test(expires)) return Number.NEGATIVE_INFINITY;
  const ms = Date.parse(expires);
  return Number.isFinite(ms) ? ms : Number.NEGATIVE_INFINITY;
}

/** Whether a token record is usable at `nowMs`: not revoked and not expired. */
export function tokenUsable(record: TokenRecord, nowMs: number): boolean {
  if (record.revoked === true) return false;
  const end = expiryInstant(record.expires);
  return end === null || nowMs < end;
}

/**
 * The record that stands for one hash listed more than once (a hand-edited file): a revocation
 * wins over any duplicate, whatever the order; otherwise the first listed stays.
 */
export function prevailingRecord(first: TokenRecord | undefined, next: TokenRecord): TokenRecord {
  if (first === undefined) return next;
  return first.revoked !== true && next.revoked === true ? next : first;
}

/** Records by lowercase hash; a hash listed more than once keeps its {@link prevailingRecord}. */
export function recordsByHash(records: Iterable<TokenRecord & { readonly sha256: string }>): Map<string, TokenRecord> {
  const byHash = new Map<string, TokenRecord>();
  for (const r of records) {
    const hash = r.sha256.toLowerCase();
    byHash.set(hash, prevailingRecord(byHash.get(hash), r));
  }
  return byHash;
}

/** A token store over records held in memory (tests, and the base of file-backed stores). */
export function memoryTokenStore(records: Iterable<TokenRecord & { readonly sha256: string }>): TokenStore {
  const byHash = recordsByHash(records);
  return { lookup: (hash) => byHash.get(hash) ?? null };
}
