/**
 * `npm run lint:openapi`: lints the OpenAPI document that schemas/openapi.ts builds (the one
 * the generator writes as openapi.json) with @redocly/cli, configured by redocly.yaml (the
 * recommended rules). Prints every problem; exits 1 on any error or warning.
 *
 * {@link lintOpenApi} is what the test calls. The document is written to a temporary directory
 * and @redocly/cli runs in a child process (its own CLI, pinned in package.json).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { isMainModule } from "../edge-rules/node/main-module.ts";
import { buildOpenApiDocument } from "../schemas/openapi.ts";

const ROOT = resolve(import.meta.dirname, "..");
const REDOCLY = join(ROOT, "node_modules", "@redocly", "cli", "bin", "cli.js");

/** One problem @redocly/cli reports. */
export interface LintProblem {
  readonly ruleId: string;
  readonly severity: "error" | "warn";
  readonly message: string;
  /** JSON pointer into the document. */
  readonly pointer: string;
}

/** The outcome of a lint run. */
export interface LintResult {
  readonly errors: number;
  readonly warnings: number;
  readonly problems: readonly LintProblem[];
  /** The @redocly/cli version that ran. */
  readonly version: string;
}

/** Lints `document` (default: the built OpenAPI document) with @redocly/cli and redocly.yaml. */
export async function lintOpenApi(document: unknown = buildOpenApiDocument()): Promise<LintResult> {
  const dir = await mkdtemp(join(tmpdir(), "koyomi-openapi-"));
  try {
    const file = join(dir, "openapi.json");
    await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
    const stdout = await new Promise<string>((done, fail) => {
      execFile(
        process.execPath,
        [REDOCLY, "lint", file, "--config", join(ROOT, "redocly.yaml"), "--format", "json"],
        {
          cwd: dir,
          maxBuffer: 16 * 1024 * 1024,
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_NOTIFICATIONS: "true" },
        },
        // exit code 1 means "problems found": the JSON report is on stdout either way
        (error, out) => (out.trim().startsWith("{") ? done(out) : fail(error ?? new Error("@redocly/cli printed no report"))),
      );
    });
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      version: string;
      problems: { ruleId: string; severity: "error" | "warn"; message: string; location: { pointer: string }[] }[];
    };
    return {
      errors: report.totals.errors,
      warnings: report.totals.warnings,
      version: report.version,
      problems: report.problems.map((p) => ({
        ruleId: p.ruleId,
        severity: p.severity,
        message: p.message,
        pointer: p.location[0]?.pointer ?? "",
      })),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (isMainModule(import.meta.url)) {
  const result = await lintOpenApi();
  for (const p of result.problems) console.error(`${p.severity} ${p.ruleId} at ${p.pointer}: ${p.message}`);
  console.log(`@redocly/cli ${result.version}: ${result.errors} errors, ${result.warnings} warnings`);
  process.exitCode = result.errors + result.warnings === 0 ? 0 : 1;
}
