/**
 * The generator's command line.
 *
 *   generate --from YEAR --to YEAR [--out DIR] [--build-date YYYY-MM-DD]
 *                                                regenerate DIR (default public) for the coverage, as of the build date
 *   ensure   [--from YEAR --to YEAR] [--out DIR] [--hash]
 *                                                regenerate only if DIR is missing, stale or damaged (sizes;
 *                                                with --hash every file's SHA-256 too)
 *
 * A progress bar is drawn on a terminal; otherwise one summary line is printed.
 */
import { Command, InvalidArgumentError } from "commander";
import { ensureTree, runGenerate } from "./ensure.ts";
import { DEFAULT_COVERAGE } from "../schemas/coverage.ts";
import { DEFAULT_BUILD_DATE } from "./version.ts";
import { IsoDate } from "../schemas/iso-date.ts";

function isoDay(text: string): string {
  if (!IsoDate.safeParse(text).success) throw new InvalidArgumentError("expected an existing day in YYYY-MM-DD");
  return text;
}

function year(text: string): number {
  if (!/^\d{4}$/.test(text)) throw new InvalidArgumentError("expected a four-digit year");
  return Number(text);
}

const program = new Command("generator").description("Prerenders the 暦 API's lite and pro JSON tree.");

program
  .command("generate")
  .description("regenerate the tree for a coverage (atomically: a failed run leaves the previous tree)")
  .option("--from <year>", "first year", year, DEFAULT_COVERAGE.from)
  .option("--to <year>", "last year (inclusive)", year, DEFAULT_COVERAGE.to)
  .option("--out <dir>", "output directory", "public")
  .option(
    "--build-date <date>",
    "the date the data is built for (which 暦要項 are published: confirmed or projected 春分の日・秋分の日)",
    isoDay,
    DEFAULT_BUILD_DATE,
  )
  .action(async (opts: { from: number; to: number; out: string; buildDate: string }) => {
    if (opts.from > opts.to) throw new InvalidArgumentError(`--from ${opts.from} is after --to ${opts.to}`);
    await runGenerate(opts.from, opts.to, opts.out, opts.buildDate);
  });

program
  .command("ensure")
  .description(
    "regenerate only when the data is missing, stale (code or requested coverage changed) or damaged (a listed file missing or of another size; with --hash, of other bytes)",
  )
  .option("--from <year>", "first year (default: keep the generated coverage, else 2020)", year)
  .option("--to <year>", "last year (default: keep the generated coverage, else 2030)", year)
  .option("--out <dir>", "output directory", "public")
  .option("--hash", "also read and hash every file (before a Workers upload: its origin does not hash)")
  .action(async (opts: { from?: number; to?: number; out: string; hash?: boolean }) => {
    const wanted =
      opts.from !== undefined || opts.to !== undefined
        ? { from: opts.from ?? DEFAULT_COVERAGE.from, to: opts.to ?? DEFAULT_COVERAGE.to }
        : null;
    await ensureTree(opts.out, wanted, opts.hash === true ? "hash" : "size");
  });

program.parseAsync().catch((error: unknown) => {
  console.error(`generator: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
