/**
 * The generator's command line.
 *
 *   generate --from YEAR --to YEAR [--out DIR]   regenerate DIR (default public) for the coverage
 *   ensure   [--from YEAR --to YEAR] [--out DIR] regenerate only if DIR is missing, stale or damaged
 *
 * A progress bar is drawn on a terminal; otherwise one summary line is printed.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Command, InvalidArgumentError } from "commander";
import { type Coverage, Manifest, MANIFEST_PATH } from "../schemas/layout.ts";
import { describeFileProblem } from "../schemas/tree-check.ts";
import { previousTreeOf, restoreInterruptedSwap } from "./files/atomic-tree.ts";
import { shownPath } from "./files/out-dir-guard.ts";
import { verifyTree } from "./files/verify-tree.ts";
import { DEFAULT_COVERAGE, generate, type GenerateResult } from "./generate.ts";
import { codeVersion } from "./version.ts";

const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));

function year(text: string): number {
  if (!/^\d{4}$/.test(text)) throw new InvalidArgumentError("expected a four-digit year");
  return Number(text);
}

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

async function runGenerate(from: number, to: number, out: string): Promise<void> {
  if (from > to) throw new InvalidArgumentError(`--from ${from} is after --to ${to}`);
  const result = await generate({ from, to, out: resolve(out), root: ROOT, onProgress: progressBar() });
  console.log(summary(result, out));
}

/** Why the tree at `out` must be regenerated, or null when it is current. */
async function staleness(out: string, wanted: Coverage | null): Promise<{ reason: string; coverage: Coverage } | null> {
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
  // Every listed file, size and SHA-256 (about 0.4 s for 2020–2030): a deleted or damaged file is regenerated.
  const problem = await verifyTree(resolve(out), manifest.files, "hash");
  if (problem !== null) return { reason: describeFileProblem(problem), coverage };
  return null;
}

const program = new Command("generator").description("Prerenders the 暦 API's lite and pro JSON tree.");

program
  .command("generate")
  .description("regenerate the tree for a coverage (atomically: a failed run leaves the previous tree)")
  .option("--from <year>", "first year", year, DEFAULT_COVERAGE.from)
  .option("--to <year>", "last year (inclusive)", year, DEFAULT_COVERAGE.to)
  .option("--out <dir>", "output directory", "public")
  .action(async (opts: { from: number; to: number; out: string }) => runGenerate(opts.from, opts.to, opts.out));

program
  .command("ensure")
  .description(
    "regenerate only when the data is missing, stale (code or requested coverage changed) or damaged (a listed file missing or not matching the manifest)",
  )
  .option("--from <year>", "first year (default: keep the generated coverage, else 2020)", year)
  .option("--to <year>", "last year (default: keep the generated coverage, else 2030)", year)
  .option("--out <dir>", "output directory", "public")
  .action(async (opts: { from?: number; to?: number; out: string }) => {
    const wanted =
      opts.from !== undefined || opts.to !== undefined
        ? { from: opts.from ?? DEFAULT_COVERAGE.from, to: opts.to ?? DEFAULT_COVERAGE.to }
        : null;
    if (await restoreInterruptedSwap(resolve(opts.out))) {
      console.log(`restored ${opts.out} from ${shownPath(previousTreeOf(resolve(opts.out)))}: a generate was stopped during its swap`);
    }
    const stale = await staleness(opts.out, wanted);
    if (!stale) {
      console.log(`data in ${opts.out} is current`);
      return;
    }
    console.log(`regenerating ${opts.out}: ${stale.reason}`);
    await runGenerate(stale.coverage.from, stale.coverage.to, opts.out);
  });

program.parseAsync().catch((error: unknown) => {
  console.error(`generator: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
