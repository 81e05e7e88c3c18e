/** `perVersion` (edge-rules/origin/per-version.ts): one read per data version, shared; a failure is retried. */
import { describe, expect, it } from "vitest";
import { perVersion } from "../../../edge-rules/origin/per-version.ts";

describe("perVersion", () => {
  it("reads once per data version, sharing the read in flight, and again when the version moves", async () => {
    let reads = 0;
    const value = perVersion(async () => ++reads);
    expect(await Promise.all([value("a"), value("a")])).toEqual([1, 1]);
    expect(await value("a")).toBe(1);
    expect(await value("b")).toBe(2);
    expect(reads).toBe(2);
  });

  it("forgets a failed read, so the next request tries again", async () => {
    let reads = 0;
    const value = perVersion(async () => {
      reads++;
      if (reads === 1) throw new Error("missing");
      return "ok";
    });
    await expect(value("a")).rejects.toThrow("missing");
    expect(await value("a")).toBe("ok");
    expect(reads).toBe(2);
  });
});
