/**
 * The generated tree holds no day file: the Node origin answers `/gw/day/{date}` from the month file's record
 * line. Every day of 2020–2030, lite and Pro, is compared with the day file the generator used to write (its
 * writer kept here: the record from the year file in the day envelope), byte for byte; the data version (and so
 * every ETag, docs/interface.md "Caching") is the one the tree had when it held those files.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { dataVersionOf } from "../../../generator/files/manifest.ts";
import { sha256Hex } from "../../../generator/files/manifest.ts";
import { LITE_FIELDS } from "../../../schemas/day.ts";
import { dayFilePath, type FileEntry, Manifest, MANIFEST_PATH } from "../../../schemas/layout.ts";
import { TOKENS } from "../fixtures.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";

let tree: GeneratedTree;
let manifest: Manifest;
beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
  manifest = Manifest.parse(JSON.parse(readFileSync(join(tree.dir, "public", MANIFEST_PATH), "utf8")));
}, 300_000);

/** The day file the generator wrote before issue 33: the record, in `{"ok":true,"view","date","day"}`. */
function oldDayFile(view: "lite" | "pro", record: Record<string, unknown>): string {
  const day = view === "pro" ? record : Object.fromEntries(LITE_FIELDS.filter((k) => k in record).map((k) => [k, record[k]]));
  return `{"ok":true,"view":"${view}","date":"${record["iso"] as string}","day":${JSON.stringify(day)}}`;
}

describe("day answers without day files (2020–2030)", () => {
  it("the tree lists no day file, and fewer than 90 files a year", () => {
    const paths = Object.keys(manifest.files);
    expect(paths.filter((p) => p.includes("/gw/day/"))).toEqual([]);
    expect(paths.length).toBeLessThan(90 * 11);
  });

  it("every day, lite and Pro, is the old day file byte for byte", async () => {
    const pro = { authorization: `Bearer ${TOKENS.pro}` };
    for (const record of tree.records) {
      const iso = record["iso"] as string;
      for (const view of ["lite", "pro"] as const) {
        const res = await tree.handler(new Request(`http://x/gw/day/${iso}`, view === "pro" ? { headers: pro } : {}));
        expect(res.status, `${view} ${iso}`).toBe(200);
        expect(await res.text(), `${view} ${iso}`).toBe(oldDayFile(view, record));
      }
    }
  }, 120_000);

  it("the data version is the old tree's (listed files and the old day files), so every ETag is as before", () => {
    const days = new Map<string, FileEntry>();
    for (const record of tree.records) {
      for (const view of ["lite", "pro"] as const) {
        const text = oldDayFile(view, record);
        days.set(dayFilePath(view, record["iso"] as string), { sha256: sha256Hex(text), size: Buffer.byteLength(text) });
      }
    }
    expect(days.size).toBe(2 * 4018);
    expect(dataVersionOf(new Map(Object.entries(manifest.files)), days)).toBe(manifest.dataVersion);
  });
});
