/**
 * The origin on Workers: the generated tree uploaded as the worker's static assets, read through
 * the `ASSETS` binding. With `run_worker_first: true` every request reaches the worker first, so
 * the tree (including `pro/**`) is never served directly: only the handler reads it, and only
 * what it decides to answer leaves the worker.
 *
 * The generated tree holds no day files (docs/architecture.md "Generated tree": they were most of
 * a year's ~769 files, and Workers static assets allow 20,000 files per version on the Free plan).
 * This origin answers a day file (`{view}/gw/day/YYYY-MM-DD.json`) from the month file instead:
 * record line *d* of `{view}/gw/month/YYYY-MM.json` in the day-file envelope of
 * docs/architecture.md, the bytes the generator used to write. A tree of an older generator may
 * still hold them: a day file is read while one is found; after the first miss this origin goes
 * to the month files directly. Likewise the Pro month files: a Pro month is the year file's lines of
 * that month (`pro/gw/year/YYYY.json`, the bulk file), sliced here; the last few year texts are kept.
 */
import { daysInMonth } from "../../calendar/time/day-number.ts";
import {
  dayFileFromMonth,
  MANIFEST_PATH,
  monthFilePath,
  parseDayFilePath,
  parseManifestHead,
  parseMonthFilePath,
  proMonthFromYear,
  splitMonthFile,
  type ManifestHead,
  type View,
  yearFilePath,
} from "../../schemas/files/layout.ts";
import { BoundedMap } from "../origin/lru.ts";
import { isSafeDataPath, type Origin } from "../origin/origin.ts";
import type { AssetsBinding } from "./bindings.ts";

/** Host of the URLs given to `ASSETS.fetch`: any host works, only the path selects the file. */
const ASSETS_BASE = "https://assets.local/";

/** Month files kept split into records, for day files answered from month files. */
const MONTH_CACHE_ENTRIES = 24;

/** Year files kept (~470 KB each) to slice Pro months from. */
const YEAR_CACHE_ENTRIES = 4;

/** Reads assets by path: the response when it exists (200), `null` for 404; throws on anything else. */
function assetReader(assets: AssetsBinding): {
  readonly asset: (path: string) => Promise<Response | null>;
  readonly text: (path: string) => Promise<string | null>;
} {
  async function asset(path: string): Promise<Response | null> {
    const response = await assets.fetch(new Request(ASSETS_BASE + path, { method: "GET" }));
    if (response.status === 200) return response;
    await response.body?.cancel();
    if (response.status === 404) return null;
    throw new Error(`ASSETS answered ${response.status} for ${path}`);
  }
  return { asset, text: async (path) => (await asset(path))?.text() ?? null };
}

/**
 * The month and day files of the tree, whether it holds them or not: a Pro month the tree lacks is the year
 * file's lines of that month, a day file the tree lacks is its record line of the month file (see the module
 * comment); the last few years and split months are kept.
 */
function derivedFiles(fetchText: (path: string) => Promise<string | null>): {
  readonly monthText: (view: View, y: number, m: number) => Promise<string | null>;
  readonly dayFromMonth: (view: View, y: number, m: number, d: number) => Promise<string | null>;
} {
  const months = new BoundedMap<string, string[]>(MONTH_CACHE_ENTRIES);
  const years = new BoundedMap<number, string>(YEAR_CACHE_ENTRIES);
  /** Whether a Pro month file was found missing: Pro months come from the year files. */
  let proMonthsSliced = false;

  /** A month file's text: the asset, or for a Pro month (when the tree has none) the year file's lines of it. */
  async function monthText(view: View, y: number, m: number): Promise<string | null> {
    if (view === "lite" || !proMonthsSliced) {
      const text = await fetchText(monthFilePath(view, y, m));
      if (text !== null || view === "lite") return text;
    }
    let year = years.get(y);
    if (year === undefined) {
      const text = await fetchText(yearFilePath(y));
      if (text === null) return null;
      year = text;
      years.set(y, year);
    }
    const text = proMonthFromYear(year, y, m);
    if (text !== null) proMonthsSliced = true;
    return text;
  }

  /** The day file `{view}/gw/day/Y-M-D.json` rebuilt from its month file, or null. */
  async function dayFromMonth(view: View, y: number, m: number, d: number): Promise<string | null> {
    if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
    const monthPath = monthFilePath(view, y, m);
    let records = months.get(monthPath);
    if (records === undefined) {
      const text = await monthText(view, y, m);
      if (text === null) return null;
      const split = splitMonthFile(text, y, m);
      if (split === null) return null;
      records = split;
      months.set(monthPath, records);
    }
    return dayFileFromMonth(view, y, m, d, records);
  }

  return { monthText, dayFromMonth };
}

/**
 * The manifest, read once per isolate (the assets are part of the deployed worker version, so it cannot change
 * under a running isolate); a failed read is not remembered and is retried on the next request. Once read it is
 * returned as is, without a promise.
 */
function manifestReader(fetchText: (path: string) => Promise<string | null>): () => ManifestHead | Promise<ManifestHead> {
  let manifest: Promise<ManifestHead> | null = null;
  let loaded: ManifestHead | null = null;
  return () => {
    if (loaded !== null) return loaded;
    if (manifest === null) {
      manifest = fetchText(MANIFEST_PATH).then((text) => {
        if (text === null) throw new Error("manifest.json is missing from the assets: run `npm run generate` before deploying");
        loaded = parseManifestHead(text);
        return loaded;
      });
      manifest.catch(() => {
        manifest = null;
      });
    }
    return manifest;
  };
}

/** An {@link Origin} over the static-assets binding. */
export function assetsOrigin(assets: AssetsBinding): Origin {
  const { asset, text: fetchText } = assetReader(assets);
  const { monthText, dayFromMonth } = derivedFiles(fetchText);
  /** Views whose day files were found missing: their days come from the month files. */
  const slicedViews = new Set<View>();
  return {
    manifest: manifestReader(fetchText),
    async bytes(path: string): Promise<Uint8Array | null> {
      if (!isSafeDataPath(path)) return null;
      const response = await asset(path);
      return response === null ? null : new Uint8Array(await response.arrayBuffer());
    },
    async read(path: string): Promise<string | null> {
      if (!isSafeDataPath(path)) return null;
      const month = parseMonthFilePath(path);
      if (month !== null) return month.m >= 1 && month.m <= 12 ? monthText(month.view, month.y, month.m) : null;
      const day = parseDayFilePath(path);
      if (day === null) return fetchText(path);
      if (!slicedViews.has(day.view)) {
        const text = await fetchText(path);
        if (text !== null) return text;
      }
      const sliced = await dayFromMonth(day.view, day.y, day.m, day.d);
      if (sliced !== null) slicedViews.add(day.view);
      return sliced;
    },
  };
}
