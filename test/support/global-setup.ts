/**
 * Run-wide setup (vitest `globalSetup`): where the generated trees the test files share (generated-tree.ts) live.
 *
 * - The run's own directory (`TREE_CACHE_ENV`, removed when the run ends): the locks by which one file generates or
 *   checks a tree while the others wait, the marks of the trees ready for this run, and what a harness keeps for one
 *   run (the workerd files' seeded state).
 * - The store (`TREE_STORE_ENV`, node_modules/.cache/koyomi-test-trees/<key>, kept between runs, never committed): the
 *   trees themselves, and the 1873–2100 almanac the pro-field tests share (test/generator/almanac/pro-support.ts).
 *   Generation is deterministic (docs/architecture.md "Generated tree"): the same code writes the
 *   same bytes, so the key is what `ensure` trusts to regenerate `public/` (generator/version.ts `codeVersion`: every
 *   source of calendar/, generator/ and schemas/, and the lockfile), the Node version (its Math and JSON) and the file
 *   that calls the generator (generated-tree.ts). A working tree's next run reuses the trees its code already wrote; a
 *   fresh clone, or a change to that code, generates them.
 *   Each run checks a stored tree against its manifest's hashes before using it (a tree a test had written into is
 *   generated again), and keeps only the stores of the last {@link KEPT_STORES} keys.
 * - The run's bundles (`runBundlesDir`, removed when the run ends): the command-line entries the child-process tests
 *   run, each bundled once a run (checkout-bundle.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
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
  removeStale(store, (name) => name.startsWith("."));
  removeStale(join(ROOT, BUNDLES), () => true);
  process.env[TREE_STORE_ENV] = store;
  return () => {
    rmSync(runBundlesDir(run), { recursive: true, force: true });
    rmSync(run, { recursive: true, force: true });
  };
}

/** The directory of every run's bundles (one directory a run). */
const BUNDLES = "node_modules/.cache/koyomi-test-bundles";

/**
 * Where the run whose own directory is `run` keeps the entries it bundled once (checkout-bundle.ts): under the
 * checkout's node_modules, whence a bundle resolves what it leaves to run time; removed when the run ends.
 */
export function runBundlesDir(run: string): string {
  return join(ROOT, BUNDLES, basename(run));
}

/** Removes the stores but the {@link KEPT_STORES} last used (a store's mtime is set when a run uses it). */
function pruneStores(stores: string): void {
  const byUse = readdirSync(stores)
    .map((name) => ({ path: join(stores, name), used: statSync(join(stores, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { path } of byUse.slice(KEPT_STORES)) rmSync(path, { recursive: true, force: true });
}

/** How old what a run leaves for itself must be to be left by a killed run (a run going on keeps its young ones). */
const STALE_MS = 3_600_000;

/**
 * Removes from `dir` what killed runs left: its entries named so (`.<from>-<to>-…` half-generated trees in a store,
 * generated-tree.ts; a run's bundles) older than {@link STALE_MS}.
 */
function removeStale(dir: string, named: (name: string) => boolean): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (named(name) && Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}
