/**
 * The generator's `ensure` and `generate` steps as functions, for the command line (generator/cli.ts) and for
 * `npm start` (scripts/start.ts), which decides here whether to generate ({@link ensurePlan}) and generates in a
 * child process (`generate` of the command line) that exits before the server starts.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Coverage, Manifest, MANIFEST_PATH } from "../schemas/files/layout.ts";
import { describeFileProblem } from "../schemas/files/tree-check.ts";
import { previousTreeOf, restoreInterruptedSwap } from "./files/atomic-tree.ts";
import { checkOutDir, shownPath } from "./files/out-dir-guard.ts";
import { type TreeCheck, verifyTree } from "./files/verify-tree.ts";
import { DEFAULT_COVERAGE } from "../schemas/coverage.ts";
import { checkedYearsAndDate } from "./run-options.ts";
import type { GenerateResult } from "./generate.ts";
import { codeVersion } from "./version.ts";

const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));

/** A one-line progress bar on a terminal (stderr), nothing elsewhere. */
function progressBar(): ((done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  return (done, total) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    process.stderr.write(`\r  [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} months`);
    if (done === total) process.stderr.write("\n");
  };
}

function summary(result: GenerateResult, out: string): string {
  const { manifest, timings } = result;
  const mb = (manifest.totalBytes / 1_048_576).toFixed(1);
  return (
    `generated ${manifest.coverage.from}–${manifest.coverage.to} into ${out}: ${manifest.fileCount} files, ${mb} MiB, ` +
    `data ${manifest.dataVersion} in ${(timings.total / 1000).toFixed(2)} s ` +
    `(almanac ${(timings.almanac / 1000).toFixed(2)} s, records ${(timings.records / 1000).toFixed(2)} s, write ${(timings.write / 1000).toFixed(2)} s)`
  );
}

/** Generates `out` for a coverage and prints the summary line. */
export async function runGenerate(from: number, to: number, out: string, buildDate?: string): Promise<void> {
  if (from > to) throw new Error(`--from ${from} is after --to ${to}`);
  // Refused before the generator loads (a refusal cost about 2 s of CPU, now 0.7 s), with generate()'s own lines and in
  // its order: a bad option first, then a refused --out.
  checkedYearsAndDate(from, to, buildDate);
  await checkOutDir(resolve(out));
  // Loaded here, not at the top: a restart with its data current never generates, and need not load the generator
  // (astronomy, records, pages) before the server's first answer.
  const { generate } = await import("./generate.ts");
  const result = await generate({
    from,
    to,
    out: resolve(out),
    root: ROOT,
    onProgress: progressBar(),
    ...(buildDate === undefined ? {} : { buildDate }),
  });
  console.log(summary(result, out));
}

/** Why the tree at `out` must be regenerated, or null when it is current. */
async function staleness(out: string, wanted: Coverage | null, check: TreeCheck): Promise<{ reason: string; coverage: Coverage } | null> {
  let text: string;
  try {
    text = await readFile(resolve(out, MANIFEST_PATH), "utf8");
  } catch {
    return { reason: "no generated data", coverage: wanted ?? DEFAULT_COVERAGE };
  }
  let parsed: ReturnType<typeof Manifest.safeParse>;
  try {
    parsed = Manifest.safeParse(JSON.parse(text));
  } catch {
    return { reason: "the manifest is not JSON", coverage: wanted ?? DEFAULT_COVERAGE };
  }
  if (!parsed.success) return { reason: "the manifest is not a generated manifest", coverage: wanted ?? DEFAULT_COVERAGE };
  const manifest = parsed.data;
  const coverage = wanted ?? manifest.coverage;
  if (wanted && (manifest.coverage.from !== wanted.from || manifest.coverage.to !== wanted.to)) {
    return { reason: "the coverage changed", coverage };
  }
  if (manifest.codeVersion !== (await codeVersion(ROOT))) return { reason: "the generator code changed", coverage };
  // Every listed file's size (a `stat` each): a deleted or truncated file is regenerated. `npm start` stops there:
  // hashing every file took about 30 s for 1873–2100 before the first answer, and the Node server checks each
  // file's SHA-256 when it first reads it (503 DATA_UNAVAILABLE), so damaged bytes are never served. A Worker does
  // not hash what it serves: `deploy` and `dev:worker` ask for `hash` (every file read and hashed).
  const problem = await verifyTree(resolve(out), manifest.files, check);
  if (problem !== null) return { reason: describeFileProblem(problem), coverage };
  return null;
}

/**
 * What `ensure` must do for `out`: finishes an interrupted swap first, then prints one line saying whether the tree is
 * current or why it must be regenerated.
 * @param check `size` (default: what `npm start` needs before its first answer) or `hash` (every byte, before
 *   an upload to Workers, whose origin does not hash)
 * @returns the coverage to generate, or null when the tree is current.
 */
export async function ensurePlan(out: string, wanted: Coverage | null, check: TreeCheck = "size"): Promise<Coverage | null> {
  if (await restoreInterruptedSwap(resolve(out))) {
    console.log(`restored ${out} from ${shownPath(previousTreeOf(resolve(out)))}: a generate was stopped during its swap`);
  }
  const stale = await staleness(out, wanted, check);
  if (!stale) {
    console.log(`data in ${out} is current`);
    return null;
  }
  const years = stale.coverage.to - stale.coverage.from + 1;
  // The whole calendar (228 years) takes about 45 seconds on two cores (bench/generate.ts's goal): say so before the wait.
  console.log(
    `regenerating ${out}: ${stale.reason} (${stale.coverage.from}–${stale.coverage.to}, ${years} years${years > 50 ? ", about 45 seconds on two cores" : ""})`,
  );
  return stale.coverage;
}

/** Regenerates `out` only when it is missing, stale (code or the wanted coverage changed) or damaged ({@link ensurePlan}). */
export async function ensureTree(out: string, wanted: Coverage | null, check: TreeCheck = "size"): Promise<void> {
  const coverage = await ensurePlan(out, wanted, check);
  if (coverage !== null) await runGenerate(coverage.from, coverage.to, out);
}
