/** The directory origin: reads, caching, path safety, regeneration. */
import { createHash } from "node:crypto";
import { readFile, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFsOrigin, defaultDataDir } from "../../../edge-rules/node/fs-origin.ts";
import { DATA_VERSION, FILES } from "../fixtures.ts";
import { writeFixtureTree } from "./tree.ts";
import { isSafeDataPath } from "../../../edge-rules/origin/origin.ts";

let tree: Awaited<ReturnType<typeof writeFixtureTree>>;
beforeAll(async () => {
  tree = await writeFixtureTree();
});
afterAll(async () => tree?.cleanup());

describe("createFsOrigin", () => {
  it("reads the manifest and files relative to the root", async () => {
    const origin = createFsOrigin({ root: tree.dataDir });
    expect(await origin.manifest()).toEqual({
      dataVersion: DATA_VERSION,
      lastModified: "Tue, 01 Apr 2025 00:00:00 GMT",
      coverage: { from: 2024, to: 2025 },
      holidaysConfirmedThrough: 2027,
    });
    expect(await origin.read("lite/gw/day/2025-01-01.json")).toBe(FILES.get("lite/gw/day/2025-01-01.json"));
    expect(await origin.read("pro/gw/year/2024.json")).toBe(FILES.get("pro/gw/year/2024.json"));
  });

  it("answers null for missing files and for anything that is not a plain relative path", async () => {
    const origin = createFsOrigin({ root: join(tree.dataDir, "lite") });
    expect(await origin.read("gw/day/2019-01-01.json")).toBeNull();
    expect(await origin.read("gw/day")).toBeNull(); // a directory
    for (const bad of [
      "../pro/gw/day/2025-01-01.json",
      "/etc/passwd",
      "gw/../../pro/gw/year/2025.json",
      "./gw/day/2025-01-01.json",
      "gw//day/2025-01-01.json",
      "gw\\day\\2025-01-01.json",
      "",
      "gw/day/2025-01-01.json\u0000",
    ]) {
      expect(await origin.read(bad), bad).toBeNull();
    }
  });

  it("counts its cache's hits and reads, and never holds more than its bound (the bench reports them)", async () => {
    const year = FILES.get("pro/gw/year/2024.json")!;
    // room for one year file's text (UTF-16), not for two
    const origin = createFsOrigin({ root: tree.dataDir, maxCacheBytes: year.length * 2 + 100 });
    await origin.manifest();
    await origin.read("pro/gw/year/2024.json");
    await origin.read("pro/gw/year/2024.json");
    expect(origin.cacheStats()).toMatchObject({ hits: 1, misses: 1, files: 1, bytes: year.length * 2 });
    await origin.read("pro/gw/year/2025.json");
    const stats = origin.cacheStats();
    expect(stats).toMatchObject({ hits: 1, misses: 2, files: 1, maxBytes: year.length * 2 + 100 });
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    await origin.read("pro/gw/year/2024.json"); // evicted: read again
    expect(origin.cacheStats().misses).toBe(3);
  });

  it("caches texts in memory and drops them when the manifest changes", async () => {
    const dir = tree.dataDir;
    const origin = createFsOrigin({ root: dir, recheckMs: 0 });
    await origin.manifest();
    const path = "lite/gw/day/2025-01-02.json";
    const before = await origin.read(path);
    await writeFile(join(dir, path), "changed");
    expect(await origin.read(path)).toBe(before); // served from memory
    const manifestPath = join(dir, "manifest.json");
    const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
    // A regeneration: the new manifest lists the new file's bytes.
    const files = { ...manifest.files, [path]: { sha256: createHash("sha256").update("changed").digest("hex"), size: 7 } };
    await writeFile(manifestPath, JSON.stringify({ ...manifest, dataVersion: "feedfacefeedface", files }));
    const later = new Date(Date.now() + 5000);
    await utimes(manifestPath, later, later);
    expect((await origin.manifest()).dataVersion).toBe("feedfacefeedface");
    expect(await origin.read(path)).toBe("changed");
    await writeFile(join(dir, path), before as string);
    await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  });

  it("shares one disk read between concurrent reads of a file", async () => {
    const origin = createFsOrigin({ root: tree.dataDir });
    const texts = await Promise.all(Array.from({ length: 20 }, () => origin.read("pro/gw/month/2025-03.json")));
    expect(new Set(texts).size).toBe(1);
  });

  it("throws for a missing or malformed manifest (the handler turns that into 404s and health ok:false)", async () => {
    await expect(createFsOrigin({ root: join(tree.dir, "nowhere") }).manifest()).rejects.toThrow();
    await expect(createFsOrigin({ root: join(tree.dataDir, "lite") }).manifest()).rejects.toThrow();
  });

  it("paths and DATA_DIR", () => {
    expect(isSafeDataPath("pro/gw/day/2025-01-01.json")).toBe(true);
    expect(isSafeDataPath("pro/../x")).toBe(false);
    expect(isSafeDataPath(".hidden")).toBe(false);
    expect(defaultDataDir({})).toMatch(/[\\/]public$/);
    expect(defaultDataDir({ DATA_DIR: "/srv/x" })).toBe("/srv/x");
  });
});
