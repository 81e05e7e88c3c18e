/**
 * Run-wide setup (vitest `globalSetup`): where the generated trees the test files share (generated-tree.ts) live.
 *
 * - The run's own directory (`TREE_CACHE_ENV`, removed when the run ends): the locks by which one file generates or
 *   checks a tree while the others wait, the marks of the trees ready for this run, and what a harness keeps for one
 *   run (the workerd files' seeded state).
 * - The store (`TREE_STORE_ENV`, node_modules/.cache/koyomi-test-trees/<key>, kept between runs, never committed): the
 *   trees themselves. Generation is deterministic (docs/architecture.md "Generated tree"): the same code writes the
 *   same bytes, so the key is what `ensure` trusts to regenerate `public/` (generator/version.ts `codeVersion`: every
 *   source of calendar/, generator/ and schemas/, and the lockfile), the Node version (its Math and JSON) and the file
 *   that calls the generator (generated-tree.ts). A working tree's next run reuses the trees its code already wrote; a
 *   fresh clone, or a change to that code, generates them.
 *   Each run checks a stored tree against its manifest's hashes before using it (a tree a test had written into is
 *   generated again), and keeps only the stores of the last {@link KEPT_STORES} keys.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { codeVersion } from "../../generator/version.ts";

/** The environment variable that names the run's own directory in the test workers. */
export const TREE_CACHE_ENV = "KOYOMI_TEST_TREES";

/** The environment variable that names the store of this code's trees in the test workers. */
export const TREE_STORE_ENV = "KOYOMI_TEST_TREE_STORE";

/** How many keys' stores are kept: this code's and the last other (two checkouts sharing node_modules, a switch back). */
const KEPT_STORES = 2;

const ROOT = resolve(import.meta.dirname, "../..");

/** The file that calls the generator for the shared trees (its options are part of what a tree is). */
const GENERATING_FILE = "test/support/generated-tree.ts";

export default async function setup(): Promise<() => void> {
  const run = mkdtempSync(join(tmpdir(), "koyomi-test-trees-"));
  process.env[TREE_CACHE_ENV] = run;
  const key = createHash("sha256")
    .update(`${await codeVersion(ROOT)}\n${process.version}\n`)
    .update(readFileSync(join(ROOT, GENERATING_FILE)))
    .digest("hex")
    .slice(0, 16);
  const stores = join(ROOT, "node_modules/.cache/koyomi-test-trees");
  const store = join(stores, key);
  mkdirSync(store, { recursive: true });
  const now = new Date();
  utimesSync(store, now, now);
  pruneStores(stores);
  removeStaleStaging(store);
  process.env[TREE_STORE_ENV] = store;
  return () => rmSync(run, { recursive: true, force: true });
}

/** Removes the stores but the {@link KEPT_STORES} last used (a store's mtime is set when a run uses it). */
function pruneStores(stores: string): void {
  const byUse = readdirSync(stores)
    .map((name) => ({ path: join(stores, name), used: statSync(join(stores, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { path } of byUse.slice(KEPT_STORES)) rmSync(path, { recursive: true, force: true });
}

/** How old a tree being generated (`.<from>-<to>-…`, generated-tree.ts) must be to be one a killed run left. */
const STALE_STAGING_MS = 3_600_000;

/** Removes the trees a killed run left half-generated in `store` (a run generating now keeps its young ones). */
function removeStaleStaging(store: string): void {
  for (const name of readdirSync(store)) {
    const path = join(store, name);
    if (name.startsWith(".") && Date.now() - statSync(path).mtimeMs > STALE_STAGING_MS) rmSync(path, { recursive: true, force: true });
  }
}
