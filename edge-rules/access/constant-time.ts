/**
 * Constant-time comparison of secrets with Web Crypto only (runs unchanged on Workers and Node).
 *
 * Both sides are hashed with SHA-256 first, so the comparison always runs over two 32-byte
 * digests: its time depends neither on where the inputs first differ nor on their lengths
 * (a plain `===` returns at the first differing character, which leaks the secret a byte at a
 * time to a caller who can time many guesses).
 */

const encoder = new TextEncoder();

/** `true` when `a` and `b` are the same string; time independent of where they differ. */
export async function constantTimeEqual(a: string, b: string): Promise<boolean> {
  const [da, db] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(a)),
    crypto.subtle.digest("SHA-256", encoder.encode(b)),
  ]);
  const x = new Uint8Array(da);
  const y = new Uint8Array(db);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= (x[i] as number) ^ (y[i] as number);
  return diff === 0;
}
