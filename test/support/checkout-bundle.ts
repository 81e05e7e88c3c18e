/**
 * A command-line entry bundled as bundled-cli.ts bundles it, into a directory under this checkout's
 * node_modules/.cache instead of the system's temporary directory: what a bundle leaves to run time
 * (`createRequire(import.meta.url)(…)`: serve:cdn's http-server, the generator's astronomy-engine) resolves from the
 * bundle's own directory upwards, and finds this checkout's node_modules there as the entry's own imports do.
 *
 * For a test that starts an entry in a child process as the vehicle of the code under test (its output, exit code,
 * answers): through tsx each start spends about 1–1.5 s of CPU on the loader and the module graph's transform, through
 * the bundle about 0.2 s. The entry's start-up through npm and tsx, the user's path, is checked by the tests that run
 * it that way (npm-start, serve-cdn, stdio).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { bundleCli, BUNDLE_FILE, type BundleOptions } from "./bundled-cli.ts";
import { runBundlesDir, TREE_CACHE_ENV } from "./global-setup.ts";
import { fillAside, onceForRun } from "./run-once.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const CACHE = join(ROOT, "node_modules/.cache");

/** How long a file waits for a sibling that is bundling the same entry. */
const SIBLING_WAIT_MS = 120_000;

/**
 * `entry` bundled under node_modules/.cache: run it as `node <path> args…`. Under the project's vitest config each
 * entry (with its options) is bundled once a run and shared by the files that ask (test/support/run-once.ts; the
 * run's bundles are removed with it, global-setup.ts), and `cleanup` leaves it; otherwise it is bundled into a fresh
 * directory that `cleanup` removes.
 */
export async function bundleInCheckout(entry: string, options: BundleOptions = {}): Promise<{ path: string; cleanup(): void }> {
  const run = process.env[TREE_CACHE_ENV];
  if (run === undefined) return freshBundle(entry, options);
  const dir = runBundlesDir(run);
  mkdirSync(dir, { recursive: true });
  const target = join(dir, `${relative(ROOT, entry).replaceAll("/", "_")}${options.sourceUrls === true ? "-sources" : ""}`);
  const bundle = (fresh: string): Promise<string> => bundleCli(entry, fresh, options);
  await onceForRun(
    `${target}.lock`,
    () => existsSync(target),
    () => fillAside(target, `${target}-`, bundle),
    SIBLING_WAIT_MS,
  );
  return { path: join(target, BUNDLE_FILE), cleanup: () => {} };
}

/** `entry` bundled into a fresh directory under node_modules/.cache; cleanup removes it. */
async function freshBundle(entry: string, options: BundleOptions): Promise<{ path: string; cleanup(): void }> {
  mkdirSync(CACHE, { recursive: true });
  const dir = mkdtempSync(join(CACHE, "koyomi-test-bundle-"));
  try {
    return { path: await bundleCli(entry, dir, options), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
