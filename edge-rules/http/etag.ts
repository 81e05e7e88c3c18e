/**
 * Strong ETags computed without reading the body.
 *
 * A data body is a pure function of the data version (manifest `dataVersion`, a hash over every
 * generated file) and the canonical request (each endpoint's `key`: function, view and dates or
 * years, in the form the body spells them). So `"` + base64url(SHA-256(format + data version + canonical key)) + `"`
 * changes whenever the body's bytes change, is equal for `/gw/...` and `/gw.php` requests that
 * get the same bytes, and costs one small hash instead of an origin read. {@link BODY_FORMAT}
 * is part of the hash, so a change in how this layer assembles bodies changes every tag.
 */
import { BoundedMap, SeenFilter } from "../origin/lru.ts";
import type { Sha256Base64url, Sha256Hex } from "../access/token-store.ts";

/** Version of the body assembly format; bump it when assembled bytes change for the same data. */
export const BODY_FORMAT = "edge-rules-body/2";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** base64url without padding (RFC 4648 §5). */
export function base64url(bytes: Uint8Array): string {
  let out = "";
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = (bytes[i] as number) << 16;
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
  } else if (rest === 2) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]!;
  }
  return out;
}

const encoder = new TextEncoder();

/**
 * The key of a body's bytes: `<data version>\n<canonical key>`. The ETag memo and the body
 * cache (`assemble.ts`) share it, so a request builds and hashes one key string.
 */
export function resourceKey(dataVersion: string, key: string): string {
  return `${dataVersion}\n${key}`;
}

/** The strong ETag (with its quotes) of SHA-256 digest bytes. */
const tagOf = (digest: Uint8Array): string => `"${base64url(digest)}"`;

/** The value of a hex digit's character code (`0`–`9`, `a`–`f`, `A`–`F`). */
const nibble = (code: number): number => (code <= 57 ? code - 48 : (code | 32) - 87);

/** Digest bytes of hex (a character code at a time: no substring or `parseInt` per byte on every new URL). */
function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (nibble(hex.charCodeAt(2 * i)) << 4) | nibble(hex.charCodeAt(2 * i + 1));
  return bytes;
}

/**
 * The strong ETag of a body by its {@link resourceKey}, with a bounded memo: a resource asked for again has its tag
 * computed twice per data version, then kept (a one-off's is not). A memoised tag is returned as is, without a
 * promise; so is a new one when the hash answers synchronously (the Node server passes `node:crypto`'s: a Web Crypto
 * digest is an asynchronous job, a few hundred microseconds on Node, paid by every new URL). Every hash gives the
 * same tag.
 * @param sha256Hex lowercase hex SHA-256 of a string's UTF-8 bytes; default Web Crypto.
 * @param sha256Base64url the same digest as unpadded base64url, synchronously: the tag's own text, so no
 *   re-encoding in JavaScript per new URL (the Node server's `node:crypto`); preferred over `sha256Hex`.
 */
export function memoizedEtags(
  maxEntries = 20_000,
  sha256Hex?: Sha256Hex,
  sha256Base64url?: Sha256Base64url,
): (resource: string) => string | Promise<string> {
  const memo = new BoundedMap<string, string>(maxEntries);
  // A tag is kept on its resource's second request: a one-off URL (most of a workload over the whole calendar) is
  // neither kept nor evicts anything, so its key and tag die young; a held representation carries its own tag anyway.
  const seen = new SeenFilter(8 * maxEntries);
  const remember = (resource: string, tag: string): string => {
    if (seen.seen(resource)) memo.set(resource, tag);
    return tag;
  };
  return (resource) => {
    const hit = memo.get(resource);
    if (hit !== undefined) return hit;
    const text = `${BODY_FORMAT}\n${resource}`;
    if (sha256Base64url !== undefined) return remember(resource, `"${sha256Base64url(text)}"`);
    const hex = sha256Hex?.(text);
    if (typeof hex === "string") return remember(resource, tagOf(hexBytes(hex)));
    if (hex !== undefined) return hex.then((h) => remember(resource, tagOf(hexBytes(h))));
    return crypto.subtle.digest("SHA-256", encoder.encode(text)).then((digest) => remember(resource, tagOf(new Uint8Array(digest))));
  };
}
