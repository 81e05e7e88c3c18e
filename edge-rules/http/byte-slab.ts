/**
 * Short-lived byte arrays cut from shared slabs. On V8, `new Uint8Array(n)` past 64 bytes gets a backing store of
 * its own: zeroed off the heap and tracked by the collector, about 0.8 µs for the few hundred bytes of a day body,
 * against a few dozen ns for a view into a slab (the same trade as Node's `Buffer.allocUnsafe` pool, without Node).
 *
 * Slab space is never handed out twice: a view stays valid, and nobody else's, for as long as it lives. But it
 * keeps its whole slab alive, so a body kept for long is copied out first ({@link ownBytes}).
 */

/** Bytes per slab: a few dozen day bodies. */
const SLAB_BYTES = 64 * 1024;
/** Longer arrays get their own store: a slab is for the many small ones. */
const MAX_CUT_BYTES = 4 * 1024;

let slab = new ArrayBuffer(SLAB_BYTES);
let used = 0;

/**
 * `length` bytes, uninitialised (they may hold zeros or nothing in particular: the caller writes every byte).
 * A view into the current slab when `length` ≤ 4 KiB, else a new array.
 */
export function cutBytes(length: number): Uint8Array {
  if (length > MAX_CUT_BYTES) return new Uint8Array(length);
  if (used + length > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    used = 0;
  }
  const bytes = new Uint8Array(slab, used, length);
  used += (length + 7) & ~7; // each cut starts 8-aligned
  return bytes;
}

/** `bytes` when they are their buffer's whole store, else a copy that is: what a cache keeps pins nothing else. */
export function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}
