/**
 * Generation: coverage years → almanac → day records (validated) → prerendered files →
 * manifest, published atomically. Pure orchestration; every rule lives in calendar/.
 */
import { dayFileBody, dayFilePath, MANIFEST_PATH, monthFilePath, OPENAPI_PATH, recordLinesFile, yearFilePath } from "../schemas/layout.ts";
import { LiteDay, ProDay } from "../schemas/day.ts";
import { buildOpenApiDocument } from "../schemas/openapi.ts";
import { Almanac } from "./almanac.ts";
import { StagedTree } from "./files/atomic-tree.ts";
import { buildManifest, type FileEntry, type Manifest, sha256Hex } from "./files/manifest.ts";
import { liteDay } from "./records/lite-day.ts";
import { proFields } from "./records/pro-fields.ts";
import { civilDate, daysInMonth, dayNumber, isoDate } from "./time/day-number.ts";
import { codeVersion, lastModifiedHttpDate } from "./version.ts";

/** The service name stamped into the manifest (and reported by /gw/health). */
export const SERVICE_NAME = "koyomi-api";

/** The years the engine is checked for: 1873 (the Gregorian calendar in Japan) to 2100. */
export const ENGINE_YEARS = { from: 1873, to: 2100 } as const;

/** The default coverage of decisions.md §1. */
export const DEFAULT_COVERAGE = { from: 2020, to: 2030 } as const;

export interface GenerateOptions {
  /** First covered Gregorian year. */
  readonly from: number;
  /** Last covered Gregorian year (inclusive). */
  readonly to: number;
  /** Output directory (the generated root), e.g. `public`. */
  readonly out: string;
  /** Repository root, for the code version. */
  readonly root: string;
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

/**
 * Generates the coverage into `options.out`, atomically.
 * @throws RangeError if the years are not a range within ENGINE_YEARS; any validation or I/O
 *   error aborts the run and leaves the previous tree in place.
 */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const { from, to } = options;
  if (!(Number.isInteger(from) && Number.isInteger(to) && ENGINE_YEARS.from <= from && from <= to && to <= ENGINE_YEARS.to)) {
    throw new RangeError(`generate: --from ${from} --to ${to} must be years with ${ENGINE_YEARS.from} <= from <= to <= ${ENGINE_YEARS.to}`);
  }
  const t0 = performance.now();
  const almanac = new Almanac(from, to);
  const t1 = performance.now();
  let recordsMs = 0;

  const tree = await StagedTree.begin(options.out);
  const entries = new Map<string, FileEntry>();
  let writeMs = 0;
  const put = (path: string, text: string): void => {
    const w0 = performance.now();
    const bytes = Buffer.from(text, "utf8");
    entries.set(path, { sha256: sha256Hex(bytes), size: bytes.length });
    tree.write(path, bytes);
    writeMs += performance.now() - w0;
  };

  try {
    const totalMonths = (to - from + 1) * 12;
    let monthsDone = 0;
    for (let year = from; year <= to; year++) {
      const yearPro: string[] = [];
      for (let month = 1; month <= 12; month++) {
        const r0 = performance.now();
        const monthLite: string[] = [];
        const monthPro: string[] = [];
        const first = dayNumber(year, month, 1);
        for (let day = first; day < first + daysInMonth(year, month); day++) {
          const ctx = almanac.day(day);
          const iso = isoDate(day);
          const lite = liteDay(almanac, ctx);
          const pro = { ...lite, ...proFields(almanac, ctx) };
          const liteCheck = LiteDay.safeParse(lite);
          if (!liteCheck.success) throw invalid("lite", iso, liteCheck.error);
          const proCheck = ProDay.safeParse(pro);
          if (!proCheck.success) throw invalid("pro", iso, proCheck.error);
          const liteJson = JSON.stringify(lite);
          const proJson = JSON.stringify(pro);
          monthLite.push(liteJson);
          monthPro.push(proJson);
          put(dayFilePath("lite", iso), dayFileBody("lite", iso, liteJson));
          put(dayFilePath("pro", iso), dayFileBody("pro", iso, proJson));
        }
        const yearMonth = iso7(first);
        put(monthFilePath("lite", yearMonth), recordLinesFile(monthLite));
        put(monthFilePath("pro", yearMonth), recordLinesFile(monthPro));
        yearPro.push(...monthPro);
        recordsMs += performance.now() - r0;
        await options.afterMonthWritten?.(yearMonth);
        options.onProgress?.(++monthsDone, totalMonths);
      }
      put(yearFilePath(year), recordLinesFile(yearPro));
    }
    put(OPENAPI_PATH, `${JSON.stringify(buildOpenApiDocument({ coverage: { from, to } }), null, 2)}\n`);
    const manifest = buildManifest(entries, {
      service: SERVICE_NAME,
      lastModified: lastModifiedHttpDate(),
      codeVersion: await codeVersion(options.root),
      coverage: { from, to },
    });
    tree.write(MANIFEST_PATH, `${JSON.stringify(manifest, null, 1)}\n`);
    await tree.commit();
    const t2 = performance.now();
    return { manifest, timings: { almanac: t1 - t0, records: recordsMs - writeMs, write: t2 - t1 - (recordsMs - writeMs), total: t2 - t0 } };
  } catch (error) {
    await tree.abort();
    throw error;
  }
}

/** `YYYY-MM` of a day number. */
function iso7(day: number): string {
  const { y, m } = civilDate(day);
  return `${y}-${m < 10 ? "0" : ""}${m}`;
}
