/**
 * The generated tree holds no day file and no Pro month file: the Node origin answers `/gw/day/{date}` from the
 * month file's record line, and a Pro month from the year file's lines. Every day of 2020–2030, 1873 and 2100, lite and Pro, and
 * every Pro month (as a month range) are compared with what the generator used to write (its writers kept here:
 * the records from the year files, in the day envelope and in record lines), byte for byte; the data version
 * (and so every ETag, docs/interface.md "Caching") is the one the tree had when it held those files.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { dataVersionOf } from "../../../generator/files/manifest.ts";
import { sha256Hex } from "../../../generator/files/manifest.ts";
import { LITE_FIELDS } from "../../../schemas/day.ts";
import { dayFilePath, type FileEntry, Manifest, MANIFEST_PATH, monthFilePath } from "../../../schemas/layout.ts";
import { TOKENS } from "../fixtures.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";

/** The day file the generator wrote before issue 33: the record, in `{"ok":true,"view","date","day"}`. */
function oldDayFile(view: "lite" | "pro", record: Record<string, unknown>): string {
  const day = view === "pro" ? record : Object.fromEntries(LITE_FIELDS.filter((k) => k in record).map((k) => [k, record[k]]));
  return `{"ok":true,"view":"${view}","date":"${record["iso"] as string}","day":${JSON.stringify(day)}}`;
}

/** The checks over the shared tree of `from..to` (`days` days, `months` months). */
function derivedFiles(from: number, to: number, days: number, months: number): void {
  describe(`day and Pro month answers without their files (${from}–${to})`, () => {
    let tree: GeneratedTree;
    let manifest: Manifest;
    beforeAll(async () => {
      tree = await generatedTree(from, to);
      manifest = Manifest.parse(JSON.parse(readFileSync(join(tree.dir, "public", MANIFEST_PATH), "utf8")));
    }, 300_000);

    it("the tree lists no day file and no Pro month file, and fewer than 30 files a year (and 25 others)", () => {
      const paths = Object.keys(manifest.files);
      expect(paths.filter((p) => p.includes("/gw/day/") || p.startsWith("pro/gw/month/"))).toEqual([]);
      expect(paths.length).toBeLessThan(30 * (to - from + 1) + 25);
    });

    it("every Pro month, as a month range, is the old month file's records byte for byte", async () => {
      const pro = { authorization: `Bearer ${TOKENS.pro}` };
      const byMonth = new Map<string, Record<string, unknown>[]>();
      for (const record of tree.records) {
        const month = (record["iso"] as string).slice(0, 7);
        byMonth.set(month, [...(byMonth.get(month) ?? []), record]);
      }
      expect(byMonth.size).toBe(months);
      for (const [month, records] of byMonth) {
        const start = `${month}-01`;
        const end = records.at(-1)!["iso"] as string;
        const res = await tree.handler(new Request(`http://x/gw/range/${start}/${end}`, { headers: pro }));
        const days = records.map((r) => JSON.stringify(r)).join(",");
        const range = `{"ok":true,"view":"pro","range":{"start":"${start}","end":"${end}","tz":"Asia/Tokyo"},"count":${records.length},"days":[${days}]}`;
        expect(await res.text(), month).toBe(range);
      }
    }, 60_000);

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

    it("the data version is the old tree's (listed files, the old day and Pro month files), so every ETag is as before", () => {
      const old = new Map<string, FileEntry>();
      const entry = (text: string): FileEntry => ({ sha256: sha256Hex(text), size: Buffer.byteLength(text) });
      const byMonth = new Map<string, string[]>();
      for (const record of tree.records) {
        for (const view of ["lite", "pro"] as const) old.set(dayFilePath(view, record["iso"] as string), entry(oldDayFile(view, record)));
        const month = (record["iso"] as string).slice(0, 7);
        byMonth.set(month, [...(byMonth.get(month) ?? []), JSON.stringify(record)]);
      }
      for (const [month, lines] of byMonth) {
        old.set(monthFilePath("pro", Number(month.slice(0, 4)), Number(month.slice(5))), entry(`[\n${lines.join(",\n")}\n]\n`));
      }
      expect(old.size).toBe(2 * days + months);
      expect(dataVersionOf(new Map(Object.entries(manifest.files)), old)).toBe(manifest.dataVersion);
    });
  });
}

// The default coverage, and the first and last years any tree covers (1873-01-01 is 明治5年12月3日; 2100 is no leap year).
derivedFiles(2020, 2030, 4018, 132);
derivedFiles(1873, 1873, 365, 12);
derivedFiles(2100, 2100, 365, 12);
