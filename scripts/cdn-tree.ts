/**
 * The plain-CDN copy of the lite tree that `npm run serve:cdn` serves: every lite file of the generated tree plus
 * the lite day files (`gw/day/YYYY-MM-DD.json`) and the month pages (`cal/YYYY/MM.html`), which the generated tree
 * no longer holds (the edge answers a day from its month file and renders a month page from it: docs/architecture.md
 * "Generated tree"). A plain CDN cannot slice or render, so those files are written out for it, with the bytes the
 * edge answers.
 *
 * The copy lives beside the generated tree (`.public-cdn/lite` for `public/`; git-ignored) and is rebuilt only
 * when the generated tree's data version changed (its `data-version` file), aside and then renamed into place.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { dayFilePath, MANIFEST_PATH, Manifest, monthFilePath, splitMonthFile, dayFileFromMonth } from "../schemas/files/layout.ts";
import { daysInMonth } from "../calendar/time/day-number.ts";
import { monthPage } from "../schemas/pages/month-page.ts";
import { monthPageFile } from "../schemas/pages/pages.ts";
import type { LiteDay } from "../schemas/day.ts";

/** The directory (beside the generated root `dataDir`) that holds the plain-CDN copy; its `lite/` is served. */
export function cdnTreeDir(dataDir: string): string {
  const data = resolve(dataDir);
  return join(dirname(data), `.${basename(data)}-cdn`);
}

const STAMP = "data-version";

/**
 * Builds (or keeps) the plain-CDN copy of `dataDir`'s lite tree.
 * @returns its directory and how many day files were written (0 when the copy was current; the month pages beside them)
 * @throws Error (one line) when `dataDir` holds no generated tree
 */
export function ensureCdnTree(dataDir: string): { dir: string; written: number } {
  const data = resolve(dataDir);
  const dir = cdnTreeDir(data);
  let manifest: Manifest;
  try {
    manifest = Manifest.parse(JSON.parse(readFileSync(join(data, MANIFEST_PATH), "utf8")));
  } catch {
    throw new Error(`no generated data in ${data}: run \`npm run generate\` first`);
  }
  const stamp = join(dir, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === manifest.dataVersion) return { dir, written: 0 };
  const aside = `${dir}.${process.pid}`;
  rmSync(aside, { recursive: true, force: true });
  const made = new Set<string>();
  const write = (path: string, text: string | null, from?: string): void => {
    const target = join(aside, ...path.split("/"));
    const parent = dirname(target);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    if (from !== undefined) copyFileSync(from, target);
    else writeFileSync(target, text!);
  };
  for (const path of Object.keys(manifest.files)) if (path.startsWith("lite/")) write(path, null, join(data, ...path.split("/")));
  let written = 0;
  for (let y = manifest.coverage.from; y <= manifest.coverage.to; y++) {
    for (let m = 1; m <= 12; m++) {
      const records = splitMonthFile(readFileSync(join(data, ...monthFilePath("lite", y, m).split("/")), "utf8"), y, m);
      if (records === null) throw new Error(`${monthFilePath("lite", y, m)} is not a month file: run \`npm run generate\``);
      for (let d = 1; d <= daysInMonth(y, m); d++) {
        write(
          dayFilePath("lite", `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
          dayFileFromMonth("lite", y, m, d, records),
        );
        written++;
      }
      write(
        monthPageFile(y, m),
        monthPage(
          y,
          m,
          records.map((line) => JSON.parse(line) as LiteDay),
          manifest.coverage,
        ),
      );
    }
  }
  writeFileSync(join(aside, STAMP), manifest.dataVersion);
  rmSync(dir, { recursive: true, force: true });
  renameSync(aside, dir);
  return { dir, written };
}
