/** The bounded map and the admission filter of the edge caches (lru.ts). */
import { describe, expect, it } from "vitest";
import { BoundedMap, SeenFilter } from "../../../edge-rules/origin/lru.ts";

describe("SeenFilter", () => {
  it("says a key was seen from its second request on, and keeps many keys apart", () => {
    const seen = new SeenFilter(1 << 16);
    const keys = Array.from({ length: 5000 }, (_, i) => `016eb764f43b0c83\nday|lite|${1873 + (i % 228)}-01-${i}`);
    expect(keys.map((k) => seen.seen(k)).filter(Boolean)).toEqual([]);
    // 5,000 keys in 65,536 slots: a key shares its slot with another about once in 13 (a pair asked for in turn
    // forgets both), the rest are remembered.
    expect(keys.filter((k) => seen.seen(k)).length).toBeGreaterThan(4550);
    expect(seen.seen("016eb764f43b0c83\nday|lite|1990-05-05")).toBe(false);
    expect(seen.seen("016eb764f43b0c83\nday|lite|1990-05-05")).toBe(true);
    seen.clear();
    expect(seen.seen("016eb764f43b0c83\nday|lite|1990-05-05")).toBe(false);
  });

  it("forgets a key whose slot another took (one slot: the last key only)", () => {
    const seen = new SeenFilter(1);
    expect(seen.seen("a")).toBe(false);
    expect(seen.seen("b")).toBe(false);
    expect(seen.seen("a")).toBe(false);
    expect(seen.seen("a")).toBe(true);
  });
});

describe("BoundedMap", () => {
  it("drops the oldest entry not used since, over its weight bound", () => {
    const map = new BoundedMap<string, number>(10, (v) => v);
    map.set("a", 4);
    map.set("b", 4);
    map.get("a");
    map.set("c", 4); // over 10: b goes (a was used)
    expect([map.get("a"), map.get("b"), map.get("c")]).toEqual([4, undefined, 4]);
    map.set("huge", 11);
    expect(map.get("huge")).toBeUndefined();
    expect(map.weight).toBe(8);
  });

  it("does not drop the entry just set when every other entry was used", () => {
    const map = new BoundedMap<string, number>(3);
    for (const key of ["a", "b", "c"]) map.set(key, 1);
    for (const key of ["a", "b", "c"]) map.get(key);
    map.set("d", 1);
    expect(map.get("d")).toBe(1);
    expect(["a", "b", "c"].filter((key) => map.get(key) !== undefined)).toHaveLength(2);
  });
});
