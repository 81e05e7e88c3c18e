/**
 * Byte arrays cut from shared slabs (byte-slab.ts): every cut is its own bytes for as long as it lives (no two cuts
 * share a byte, whatever is written later), a long one gets a store of its own, and `ownBytes` gives a cut (or any
 * view into a larger buffer) a store of exactly its length with the same bytes.
 */
import { describe, expect, it } from "vitest";
import { cutBytes, ownBytes } from "../../../edge-rules/http/byte-slab.ts";

describe("cutBytes", () => {
  it("never hands out a byte twice: cuts written with their own value keep it, across slabs", () => {
    const cuts: Uint8Array[] = [];
    // 3,000 cuts of 1–1,500 bytes: about 2 MB, so several dozen 64 KiB slabs.
    for (let i = 0; i < 3000; i++) {
      const cut = cutBytes(1 + ((i * 7919) % 1500));
      cut.fill(i % 251);
      cuts.push(cut);
    }
    cuts.forEach((cut, i) =>
      expect(
        cut.every((b) => b === i % 251),
        `cut ${i}`,
      ).toBe(true),
    );
    const slabs = new Set(cuts.map((cut) => cut.buffer));
    expect(slabs.size).toBeGreaterThan(10);
    for (const slab of slabs) {
      const ranges = cuts.filter((c) => c.buffer === slab).map((c) => [c.byteOffset, c.byteOffset + c.length] as const);
      ranges.sort((a, b) => a[0] - b[0]);
      for (let k = 1; k < ranges.length; k++) expect(ranges[k]![0]).toBeGreaterThanOrEqual(ranges[k - 1]![1]);
    }
  });

  it("gives an array longer than 4 KiB a store of its own, of its length", () => {
    const long = cutBytes(4097);
    expect(long.length).toBe(4097);
    expect(long.byteOffset).toBe(0);
    expect(long.buffer.byteLength).toBe(4097);
    expect(cutBytes(0).length).toBe(0);
  });
});

describe("ownBytes", () => {
  it("copies a cut out of its slab: the same bytes, a store of exactly its length", () => {
    cutBytes(10); // the next cut does not start its slab
    const cut = cutBytes(300).fill(9);
    expect(cut.buffer.byteLength).toBeGreaterThan(300);
    const owned = ownBytes(cut);
    expect(owned).not.toBe(cut);
    expect(owned.buffer.byteLength).toBe(300);
    expect(owned).toEqual(cut);
  });

  it("returns an array that is its whole store as it is", () => {
    const whole = new Uint8Array(300).fill(3);
    expect(ownBytes(whole)).toBe(whole);
    expect(ownBytes(whole.subarray(1)).buffer).not.toBe(whole.buffer);
  });
});
