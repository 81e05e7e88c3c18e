/**
 * The generated tree holds no day file, no Pro month file, no month page and no place times text: the Node origin
 * answers `/gw/day/{date}` from the month file's record line and a Pro month from the year file's lines, the pages
 * render `/cal/YYYY/MM` from the lite month file, and `place=` unpacks the packed place times. Over trees of 2020–2030,
 * 1873–1888 and 2100, every Pro month (as a month range) and every month page, and the days (lite and Pro) of every
 * month's first two and last two days and every day of 2020 (366 days) and 1873 (365) are compared with what the generator
 * used to write (its writers kept here: the records from the year files, in the day envelope and in record lines; the
 * month page of the records), byte for byte; the data version (and so every ETag, docs/interface.md "Caching") is the
 * one the tree had when it held those files, and the places catalogue's text (code the edge answers from, hashed in as
 * a derived file). A day's answer is its line of a month or year file, cut at the newlines (origin/assemble.ts
 * `recordLinesBytes`, blind to the record's content): the days at a file's ends and a whole year of each length find
 * what every day found, and the month ranges read every Pro record through the same cut. So 1888 (the first year on
 * JST, a leap year as 2020) and 2100 (no leap year, as 1873) are asked their months' ends, not every day again: their
 * records differ from other years' only in content the cut does not read, and their Pro months read every record.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_RULES } from "../../../calendar/rules.ts";
import { namedDayRules } from "../../../edge-rules/origin/day-rules.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { dataVersionOf } from "../../../generator/files/manifest.ts";
import { placesCatalogueFile } from "../../../generator/files/places.ts";
import { sha256Hex } from "../../../generator/files/manifest.ts";
import { LITE_FIELDS } from "../../../schemas/day.ts";
import { dayFilePath, type FileEntry, Manifest, MANIFEST_PATH, monthFilePath } from "../../../schemas/files/layout.ts";
import type { LiteDay } from "../../../schemas/day.ts";
import { monthPage } from "../../../schemas/pages/month-page.ts";
import { monthPageFile } from "../../../schemas/pages/pages.ts";
import {
  parsePlaceTimesFile,
  placeTimesFilePath,
  placeTimesPackedPath,
  skyFragment,
  unpackPlaceTimes,
} from "../../../schemas/files/place-times.ts";
import { DEFAULT_PLACE_ID } from "../../../calendar/astronomy/places.ts";
import { dayNumber } from "../../../calendar/time/day-number.ts";
import { TOKENS } from "../fixtures.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";

/** The day file the generator wrote before issue 33: the record, in `{"ok":true,"view","date","day"}`. */
function oldDayFile(view: "lite" | "pro", record: Record<string, unknown>): string {
  const day = view === "pro" ? record : Object.fromEntries(LITE_FIELDS.filter((k) => k in record).map((k) => [k, record[k]]));
  return `{"ok":true,"view":"${view}","date":"${record["iso"] as string}","day":${JSON.stringify(day)}}`;
}

/** What a Pro answer names after its view: the day rules at their defaults. */
const NAMED = namedDayRules(DEFAULT_RULES);

/** Whether a record's day answers are asked: every day of `wholeYears`, else the first two and last two of its month. */
function asked(record: Record<string, unknown>, wholeYears: readonly number[]): boolean {
  const [y, m, d] = [record["y"] as number, record["m"] as number, record["d"] as number];
  const last = dayNumber(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1) - dayNumber(y, m, 1);
  return wholeYears.includes(y) || d <= 2 || d >= last - 1;
}

/** The checks over the shared tree of `from..to` (`days` days, `months` months), every day asked of `wholeYears`. */
function derivedFiles(from: number, to: number, days: number, months: number, wholeYears: readonly number[]): void {
  describe(`day and Pro month answers without their files (${from}–${to})`, () => {
    let tree: GeneratedTree;
    let manifest: Manifest;
    beforeAll(async () => {
      tree = await generatedTree(from, to);
      manifest = Manifest.parse(JSON.parse(readFileSync(join(tree.dir, "public", MANIFEST_PATH), "utf8")));
    }, 300_000);

    it("the tree lists no day file, no Pro month file, no month page and no place times text, and 16 files a year (and 26 others)", () => {
      const paths = Object.keys(manifest.files);
      const derived = /\/gw\/day\/|^pro\/gw\/month\/|^lite\/cal\/|^pro\/gw\/place\/.*\.txt$/;
      expect(paths.filter((p) => derived.test(p))).toEqual([]);
      expect(paths.length).toBeLessThan(16 * (to - from + 1) + 26);
    });

    // What two tests both compare with (the month page test and the data version test), made once: the old month
    // page of each month and the text of each year's packed place times.
    const pages = new Map<string, string>();
    const placeTimes = new Map<number, string>();

    /** The page the generator wrote from the month's lite records, as it had them then. */
    const oldMonthPage = (y: number, m: number): string => {
      const key = `${y}-${m}`;
      let page = pages.get(key);
      if (page === undefined) {
        const lite = tree.records
          .filter((r) => r["y"] === y && r["m"] === m)
          .map((r) => Object.fromEntries(LITE_FIELDS.filter((k) => k in r).map((k) => [k, r[k]])) as unknown as LiteDay);
        pages.set(key, (page = monthPage(y, m, lite, { from, to })));
      }
      return page;
    };

    /** The text of year `y`'s packed place times file, unpacked. */
    const placeTimesText = (y: number): string => {
      let text = placeTimes.get(y);
      if (text === undefined) {
        const packed = readFileSync(join(tree.dir, "public", ...placeTimesPackedPath(y).split("/")));
        placeTimes.set(y, (text = unpackPlaceTimes(packed, y)!));
      }
      return text;
    };

    it("every month page is the page the generator wrote from the month's records, byte for byte", async () => {
      for (let y = from; y <= to; y++) {
        for (let m = 1; m <= 12; m++) {
          const res = await tree.handler(
            new Request(`http://x/cal/${y}/${String(m).padStart(2, "0")}`, { headers: { accept: "text/html" } }),
          );
          expect(res.status, `${y}-${m}`).toBe(200);
          expect(await res.text(), `${y}-${m}`).toBe(oldMonthPage(y, m));
        }
      }
    }, 60_000);

    it("the packed place times unpack to a text whose Tokyo column is every record's sun and moon", () => {
      for (let y = from; y <= to; y++) {
        const file = parsePlaceTimesFile(placeTimesText(y), y)!;
        expect(file, `${y}`).not.toBeNull();
        for (const record of tree.records.filter((r) => r["y"] === y)) {
          const day = dayNumber(y, record["m"] as number, record["d"] as number) - dayNumber(y, 1, 1);
          const sky = JSON.stringify({ sun: record["sun"], moon: record["moon"] });
          expect(`{${skyFragment(file, DEFAULT_PLACE_ID, day)!}}`, record["iso"] as string).toBe(sky);
        }
      }
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
        const range = `{"ok":true,"view":"pro",${NAMED},"range":{"start":"${start}","end":"${end}","tz":"Asia/Tokyo"},"count":${records.length},"days":[${days}]}`;
        expect(await res.text(), month).toBe(range);
      }
    }, 60_000);

    const every = wholeYears.length > 0 ? ` and every day of ${wholeYears.join(", ")}` : "";
    it(`each month's first two and last two days${every}, lite and Pro, are the old day files byte for byte`, async () => {
      const pro = { authorization: `Bearer ${TOKENS.pro}` };
      for (const record of tree.records.filter((r) => asked(r, wholeYears))) {
        const iso = record["iso"] as string;
        for (const view of ["lite", "pro"] as const) {
          const res = await tree.handler(new Request(`http://x/gw/day/${iso}`, view === "pro" ? { headers: pro } : {}));
          expect(res.status, `${view} ${iso}`).toBe(200);
          // The old file's bytes; a Pro answer names its day rules after its view (docs/interface.md#schools-rules).
          const old = oldDayFile(view, record);
          expect(await res.text(), `${view} ${iso}`).toBe(view === "pro" ? old.replace('"view":"pro",', `"view":"pro",${NAMED},`) : old);
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
        const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5))];
        old.set(monthFilePath("pro", y, m), entry(`[\n${lines.join(",\n")}\n]\n`));
        old.set(monthPageFile(y, m), entry(oldMonthPage(y, m)));
      }
      for (let y = from; y <= to; y++) {
        old.set(placeTimesFilePath(y), entry(placeTimesText(y)));
      }
      const catalogue = placesCatalogueFile();
      old.set(catalogue.path, entry(catalogue.text));
      expect(old.size).toBe(2 * days + 2 * months + (to - from + 1) + 1);
      expect(dataVersionOf(new Map(Object.entries(manifest.files)), old)).toBe(manifest.dataVersion);
    });
  });
}

// The default coverage, and the first and last years any tree covers (1873-01-01 is 明治5年12月3日; 2100 is no leap year);
// 1873–1888 is a tree other files generate too (one generation a run), its last year the first on JST.
derivedFiles(2020, 2030, 4018, 132, [2020]);
derivedFiles(1873, 1888, 5844, 192, [1873]);
derivedFiles(2100, 2100, 365, 12, []);
