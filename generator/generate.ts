/**
 * Generation: coverage years → almanac → day records (validated) → prerendered files →
 * manifest, published atomically. Pure orchestration; every rule lives in calendar/.
 */
import {
  ASSETS_IGNORE,
  ASSETS_IGNORE_PATH,
  dayFileBody,
  dayFilePath,
  LLMS_PATH,
  MANIFEST_PATH,
  monthFilePath,
  OPENAPI_PATH,
  recordLinesFile,
  yearFilePath,
} from "../schemas/files/layout.ts";
import { LiteDay, ProDay } from "../schemas/day.ts";
import { DAY_INDEX_PATH, encodeDayIndex, type IndexedDay, indexedDay } from "../schemas/files/day-index.ts";
import { businessClosures } from "../calendar/business/closure.ts";
import { SERVICE_NAME } from "../schemas/service.ts";
import { checkedYearsAndDate } from "./run-options.ts";
import { ComputedAlmanac } from "./almanac.ts";
import type { Almanac } from "../calendar/almanac.ts";
import { StagedTree } from "./files/atomic-tree.ts";
import type { Coverage } from "../schemas/coverage.ts";
import { glossaryFile } from "./files/glossary.ts";
import { placesCatalogueFile } from "./files/places.ts";
import { GENERATED_NOTE, llmsFileText, openApiFile } from "./files/documents.ts";
import { buildManifest, type FileEntry, type Manifest, sha256Hex } from "./files/manifest.ts";
import { checkOutDir, outWriteError } from "./files/out-dir-guard.ts";
import { liteDay } from "./records/lite-day.ts";
import { monthPage, siteFiles } from "./pages/site.ts";
import { monthPageFile } from "../schemas/pages/pages.ts";
import { proFields } from "../calendar/records/pro-fields.ts";
import { SharedRiseSet } from "./astronomy/rise-set-parallel.ts";
import { placeTimesFiles, skyTimesOf } from "./files/place-times.ts";
import { DEFAULT_PLACE_ID, PLACES } from "../calendar/astronomy/places.ts";
import { placeTimesPackedPath } from "../schemas/files/place-times.ts";
import { daysInMonth, dayNumber, isoDate, isoMonth } from "../calendar/time/day-number.ts";
import { codeVersion, lastModifiedHttpDate } from "./version.ts";
import { holidaysConfirmedThrough } from "../calendar/holidays/rekiyoukou.ts";

export { GENERATED_NOTE } from "./files/documents.ts";

export { DEFAULT_COVERAGE } from "../schemas/coverage.ts";
export { ENGINE_YEARS } from "../calendar/coverage.ts";

export interface GenerateOptions {
  /** First covered Gregorian year. */
  readonly from: number;
  /** Last covered Gregorian year (inclusive). */
  readonly to: number;
  /** Output directory (the generated root), e.g. `public`. */
  readonly out: string;
  /** Repository root, for the code version. */
  readonly root: string;
  /**
   * The date the data is built for, `YYYY-MM-DD` (default DEFAULT_BUILD_DATE, the rules' release day): decides which
   * years' 春分の日 and 秋分の日 are confirmed by a published 暦要項 (calendar/holidays/rekiyoukou.ts). Never the clock.
   */
  readonly buildDate?: string;
  /** Called after each generated month with (months done, months in all). */
  readonly onProgress?: (done: number, total: number) => void;
  /** Test hook: called after each written month, before the swap (to simulate a kill). */
  readonly afterMonthWritten?: (yearMonth: string) => void | Promise<void>;
}

export interface GenerateResult {
  readonly manifest: Manifest;
  /** Milliseconds per phase: astronomy, computing and validating records, hashing and writing files. */
  readonly timings: { almanac: number; records: number; write: number; total: number };
}

/** Writes the zod error of a record that failed validation as one readable line. */
function invalid(kind: string, iso: string, error: unknown): Error {
  return new Error(`generate: the ${kind} record of ${iso} fails its schema: ${error instanceof Error ? error.message : String(error)}`);
}

/** The checked options of a run. */
interface Run {
  readonly coverage: Coverage;
  readonly buildDate: string;
  /** The last year whose 春分の日 and 秋分の日 a published 暦要項 confirms as of the build date. */
  readonly confirmedThrough: number;
  readonly options: GenerateOptions;
}

/** The run's years and build date, checked. @throws RangeError (one line) when they are not valid. */
function checkedRun(options: GenerateOptions): Run {
  const { coverage, buildDate } = checkedYearsAndDate(options.from, options.to, options.buildDate);
  return { coverage, buildDate, confirmedThrough: holidaysConfirmedThrough(buildDate), options };
}

/**
 * The staged tree being written and the manifest's entries: the written files, and the files the edge derives. The
 * day files, the Pro month files and the month pages are not written: the edge answers a day from its month file's
 * record line, a Pro month from the year file's lines and a month page from the lite month file (docs/architecture.md
 * "Generated tree"). Their bytes are still hashed into the data version, so every ETag stays what it was when the
 * tree held them.
 */
class TreeOutput {
  readonly entries = new Map<string, FileEntry>();
  readonly derived = new Map<string, FileEntry>();
  /** Milliseconds spent hashing and writing. */
  writeMs = 0;

  constructor(readonly tree: StagedTree) {}

  /** Hashes a file the edge derives (not written): its text as UTF-8. */
  derive(path: string, text: string): void {
    this.derived.set(path, { sha256: sha256Hex(text), size: Buffer.byteLength(text, "utf8") });
  }

  /** Hashes and writes a file (a text as UTF-8). */
  put(path: string, data: string | Uint8Array): void {
    const w0 = performance.now();
    const size = typeof data === "string" ? Buffer.byteLength(data, "utf8") : data.length;
    this.entries.set(path, { sha256: sha256Hex(data), size });
    this.tree.write(path, data);
    this.writeMs += performance.now() - w0;
  }
}

/** The astronomy of a run: the almanac, and the rise/set table and time files being computed beside the records. */
interface Sky {
  readonly almanac: Almanac;
  readonly riseSet: SharedRiseSet;
  /** The index of the default place (the records' `sun` and `moon`) in PLACES. */
  readonly defaultPlace: number;
}

/** What the records leave for the files after them. */
interface Records {
  /** Every day's searchable values, for the finder's index. */
  readonly indexed: IndexedDay[];
  /** The first week's lite records (the landing page's example). */
  readonly firstDays: LiteDay[];
  /** Milliseconds spent on the records, writing included. */
  ms: number;
}

/** The lite and Pro record lines of one month; every record checked against its schema. */
function monthRecords(run: Run, sky: Sky, out: TreeOutput, records: Records, year: number, month: number): string[] {
  const { almanac, riseSet, defaultPlace } = sky;
  const monthLite: string[] = [];
  const monthLiteRecords: LiteDay[] = [];
  const monthPro: string[] = [];
  const first = dayNumber(year, month, 1);
  riseSet.ensure(first);
  riseSet.ensure(first + daysInMonth(year, month) - 1);
  for (let day = first; day < first + daysInMonth(year, month); day++) {
    const ctx = almanac.day(day);
    const iso = isoDate(day);
    const lite = liteDay(almanac, ctx, run.confirmedThrough);
    const pro = { ...lite, ...proFields(almanac, ctx), ...skyTimesOf(riseSet.table, defaultPlace, day) };
    const liteCheck = LiteDay.safeParse(lite);
    if (!liteCheck.success) throw invalid("lite", iso, liteCheck.error);
    const proCheck = ProDay.safeParse(pro);
    if (!proCheck.success) throw invalid("pro", iso, proCheck.error);
    records.indexed.push(indexedDay(pro, businessClosures(day, lite.holiday !== undefined)));
    monthLiteRecords.push(liteCheck.data);
    if (records.firstDays.length < 7) records.firstDays.push(liteCheck.data);
    const liteJson = JSON.stringify(lite);
    const proJson = JSON.stringify(pro);
    monthLite.push(liteJson);
    monthPro.push(proJson);
    out.derive(dayFilePath("lite", iso), dayFileBody("lite", iso, liteJson));
    out.derive(dayFilePath("pro", iso), dayFileBody("pro", iso, proJson));
  }
  out.put(monthFilePath("lite", year, month), recordLinesFile(monthLite));
  out.derive(monthFilePath("pro", year, month), recordLinesFile(monthPro));
  out.derive(monthPageFile(year, month), monthPage(year, month, monthLiteRecords, run.coverage));
  return monthPro;
}

/** The records of every day: the lite month files and the Pro year files, and what the later files need of them. */
async function writeRecords(run: Run, sky: Sky, out: TreeOutput): Promise<Records> {
  const { from, to } = run.coverage;
  const records: Records = { indexed: [], firstDays: [], ms: 0 };
  const totalMonths = (to - from + 1) * 12;
  let monthsDone = 0;
  for (let year = from; year <= to; year++) {
    const yearPro: string[] = [];
    for (let month = 1; month <= 12; month++) {
      const r0 = performance.now();
      yearPro.push(...monthRecords(run, sky, out, records, year, month));
      records.ms += performance.now() - r0;
      await run.options.afterMonthWritten?.(isoMonth(year, month));
      run.options.onProgress?.(++monthsDone, totalMonths);
    }
    out.put(yearFilePath(year), recordLinesFile(yearPro));
  }
  return records;
}

/** The files of the whole coverage after the records: instants, indexes, place times, documents and pages. */
async function writeCoverageFiles(run: Run, sky: Sky, out: TreeOutput, records: Records): Promise<void> {
  const { from, to } = run.coverage;
  for (const file of await sky.riseSet.timeFiles(sky.almanac.crossings)) out.put(file.path, file.text);
  out.put(DAY_INDEX_PATH, encodeDayIndex(dayNumber(from, 1, 1), records.indexed));
  // stored packed (schemas/files/place-times.ts); the data version hashes the text the edge unpacks
  for (const file of placeTimesFiles(await sky.riseSet.finish(), PLACES, from, to)) {
    out.derive(file.path, file.text);
    out.put(placeTimesPackedPath(file.year), file.packed);
  }
  const glossary = glossaryFile();
  out.put(glossary.path, glossary.text);
  const catalogue = placesCatalogueFile();
  out.derive(catalogue.path, catalogue.text);
  out.put(LLMS_PATH, llmsFileText(run.coverage));
  out.put(ASSETS_IGNORE_PATH, `# ${GENERATED_NOTE}\n${ASSETS_IGNORE}`);
  const openapi = openApiFile(run.coverage);
  out.put(OPENAPI_PATH, openapi.text);
  for (const file of siteFiles({ from, to }, openapi.document, records.firstDays)) out.put(file.path, file.text);
}

/** The manifest, written last into the staged tree. */
async function writeManifest(run: Run, out: TreeOutput): Promise<Manifest> {
  const manifest = buildManifest(out.entries, out.derived, {
    generated: GENERATED_NOTE,
    service: SERVICE_NAME,
    lastModified: lastModifiedHttpDate(),
    codeVersion: await codeVersion(run.options.root),
    coverage: run.coverage,
    buildDate: run.buildDate,
    holidaysConfirmedThrough: run.confirmedThrough,
  });
  out.tree.write(MANIFEST_PATH, `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}

/**
 * Generates the coverage into `options.out`, atomically.
 * @throws RangeError if the years are not a range within ENGINE_YEARS; OutDirError (one line
 *   naming `out`) if `out` holds anything this generator did not write, or on an I/O error;
 *   any failure aborts the run and leaves the previous tree in place.
 */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const run = checkedRun(options);
  const { from, to } = run.coverage;
  await checkOutDir(options.out);
  const t0 = performance.now();
  // The rise/set table and the time files are computed beside the records (a worker thread computes the time files,
  // then takes the table's chunks from the end; `ensure` computes a chunk here when the records reach one nobody has
  // taken): both cores busy through the run.
  const riseSet = SharedRiseSet.start(PLACES, dayNumber(from, 1, 1), dayNumber(to, 12, 31), { timeFiles: run.coverage });
  const sky: Sky = {
    almanac: new ComputedAlmanac(from, to),
    riseSet,
    defaultPlace: PLACES.findIndex((place) => place.id === DEFAULT_PLACE_ID),
  };
  const t1 = performance.now();
  const tree = await StagedTree.begin(options.out).catch((error: unknown) => {
    riseSet.cancel();
    throw outWriteError(error, options.out) ?? error;
  });
  const out = new TreeOutput(tree);
  try {
    const records = await writeRecords(run, sky, out);
    await writeCoverageFiles(run, sky, out, records);
    const manifest = await writeManifest(run, out);
    await tree.commit();
    const t2 = performance.now();
    const recordsMs = records.ms - out.writeMs;
    return { manifest, timings: { almanac: t1 - t0, records: recordsMs, write: t2 - t1 - recordsMs, total: t2 - t0 } };
  } catch (error) {
    riseSet.cancel();
    await tree.abort().catch(() => {});
    throw outWriteError(error, options.out) ?? error;
  }
}
