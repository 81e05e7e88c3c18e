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
import { BoundedMap } from "./lru.ts";

/** Version of the body assembly format; bump it when assembled bytes change for the same data. */
export const BODY_FORMAT = "edge-rules-body/1";

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

/** The strong ETag (with its quotes) of a data body, by its {@link resourceKey}. */
async function etagOfResource(resource: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(`${BODY_FORMAT}\n${resource}`));
  return `"${base64url(new Uint8Array(digest))}"`;
}

/**
 * The strong ETag of a body by its {@link resourceKey}, with a bounded memo: a hot resource's tag is
 * computed once per data version (a Web Crypto digest is an asynchronous job, a few hundred
 * microseconds on Node). A memoised tag is returned as is, without a promise.
 */
export function memoizedEtags(maxEntries = 20_000): (resource: string) => string | Promise<string> {
  const memo = new BoundedMap<string, string>(maxEntries);
  return (resource) => {
    const hit = memo.get(resource);
    if (hit !== undefined) return hit;
    return etagOfResource(resource).then((tag) => {
      memo.set(resource, tag);
      return tag;
    });
  };
}
