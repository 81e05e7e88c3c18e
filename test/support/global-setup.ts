/**
 * Run-wide setup (vitest `globalSetup`): one directory for the generated trees the test files
 * share (generated-tree.ts), removed when the run ends. A coverage is generated once per run, not
 * once per file: generation is deterministic, and no test writes into a shared tree.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The environment variable that names the shared directory in the test workers. */
export const TREE_CACHE_ENV = "KOYOMI_TEST_TREES";

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), "koyomi-test-trees-"));
  process.env[TREE_CACHE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
