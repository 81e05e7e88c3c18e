/**
 * Constant-time comparison of secrets, on Workers and Node alike.
 *
 * Both sides are hashed with SHA-256 first, so the comparison always runs over two 64-character
 * hex digests: its time depends neither on where the inputs first differ nor on their lengths
 * (a plain `===` returns at the first differing character, which leaks the secret a byte at a
 * time to a caller who can time many guesses).
 */
import { sha256Hex, type Sha256Hex } from "./token-store.ts";

/**
 * `true` when `a` and `b` are the same string; time independent of where they differ.
 * @param hashOf the runtime's SHA-256 of a string's UTF-8 bytes, lowercase hex: by default Web Crypto's
 *   `crypto.subtle.digest("SHA-256", …)`; Node passes `node:crypto`'s, synchronous (about 6 µs of CPU a comparison
 *   against 50 µs through Web Crypto's promise).
 */
export async function constantTimeEqual(a: string, b: string, hashOf: Sha256Hex = sha256Hex): Promise<boolean> {
  const [x, y] = await Promise.all([hashOf(a), hashOf(b)]);
  let diff = x.length ^ y.length;
  for (let i = 0; i < x.length; i++) diff |= x.charCodeAt(i) ^ y.charCodeAt(i);
  return diff === 0;
}
