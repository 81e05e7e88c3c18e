/**
 * Section "generate": a full generation per coverage, each in a fresh child process
 * (bench/generate-child.ts), so the wall time includes Node + tsx start-up and the peak RSS is
 * the generation's alone. Each coverage runs twice: into a fresh directory, then again over the
 * tree it just wrote (the regeneration path: staging beside it, swap, delete the old tree).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { bodies, type BodyName } from "./bodies.ts";
import { jsonOfChild } from "./child-json.ts";
import { bytes, goal, ms, NO_GOAL, table } from "./report.ts";

const CHILD = join(import.meta.dirname, "generate-child.ts");

/** What one generation child reports, plus its wall time seen from here. */
export interface GenerationRun {
  readonly wallMs: number;
  readonly timings: { almanac: number; records: number; write: number; total: number };
  readonly fileCount: number;
  readonly totalBytes: number;
  readonly maxRssKiB: number;
}

export interface GenerateResult {
  readonly from: number;
  readonly to: number;
  readonly goalMs: number;
  readonly fresh: GenerationRun;
  readonly again: GenerationRun;
  /** gzip -6 sizes (raw size too) of sample bodies rebuilt from the fresh tree. */
  readonly samples: Record<BodyName, { raw: number; gzip: number }>;
}

/** Runs `node --import tsx bench/generate-child.ts FROM TO OUT` and parses its JSON line. */
export async function generateInChild(from: number, to: number, out: string): Promise<GenerationRun> {
  const t0 = performance.now();
  const run = (await jsonOfChild(CHILD, [String(from), String(to), out])) as Omit<GenerationRun, "wallMs">;
  return { wallMs: performance.now() - t0, ...run };
}

/** Wall-time goals (ms) of a generation per coverage, on this 2-core machine (docs/architecture.md, "Generated tree"). */
export const GENERATION_GOALS_MS: Readonly<Record<string, number>> = { "2020-2030": 2000, "1873-2100": 45_000 };

export async function runGenerate(coverages: readonly { from: number; to: number }[]): Promise<GenerateResult[]> {
  const results: GenerateResult[] = [];
  for (const { from, to } of coverages) {
    const dir = await mkdtemp(join(tmpdir(), "koyomi-bench-gen-"));
    try {
      const out = join(dir, "public"); // staging and previous trees are made beside it, inside dir
      const fresh = await generateInChild(from, to, out);
      const samples = Object.fromEntries(
        Object.entries(bodies(out)).map(([name, body]) => [name, { raw: body.length, gzip: gzipSync(body, { level: 6 }).length }]),
      ) as GenerateResult["samples"];
      const again = await generateInChild(from, to, out);
      results.push({ from, to, goalMs: GENERATION_GOALS_MS[`${from}-${to}`] ?? Number.POSITIVE_INFINITY, fresh, again, samples });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return results;
}

export function generateReport(results: readonly GenerateResult[]): string {
  const runs = table(
    [
      "coverage",
      "run",
      "wall (child)",
      "in-process total",
      "almanac",
      "records",
      "write",
      "files",
      "size",
      "peak RSS",
      "goal (wall)",
      "met",
    ],
    results.flatMap((r) =>
      (["fresh", "again"] as const).map((which) => {
        const g = r[which];
        return [
          `${r.from}–${r.to}`,
          which === "fresh" ? "fresh dir" : "over existing tree",
          ms(g.wallMs),
          ms(g.timings.total),
          ms(g.timings.almanac),
          ms(g.timings.records),
          ms(g.timings.write),
          g.fileCount,
          bytes(g.totalBytes),
          bytes(g.maxRssKiB * 1024),
          ...(Number.isFinite(r.goalMs) ? goal(g.wallMs, r.goalMs, `≤ ${ms(r.goalMs)}`, true) : NO_GOAL),
        ];
      }),
    ),
  );
  const sizes = table(
    ["coverage", ...Object.keys(results[0]?.samples ?? {}).map((name) => `${name} raw → gzip -6`), "goal", "met"],
    results.map((r) => [`${r.from}–${r.to}`, ...Object.values(r.samples).map((s) => `${bytes(s.raw)} → ${bytes(s.gzip)}`), ...NO_GOAL]),
  );
  return `${runs}\n\n"write" is hashing + writing files + the atomic swap (everything after the almanac that is not records).\n\n${sizes}`;
}
