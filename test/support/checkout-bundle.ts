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
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { bundleCli, type BundleOptions } from "./bundled-cli.ts";

const CACHE = resolve(import.meta.dirname, "../../node_modules/.cache");

/** `entry` bundled into a fresh directory under node_modules/.cache: run it as `node <path> args…`; cleanup removes it. */
export async function bundleInCheckout(entry: string, options: BundleOptions = {}): Promise<{ path: string; cleanup(): void }> {
  mkdirSync(CACHE, { recursive: true });
  const dir = mkdtempSync(join(CACHE, "koyomi-test-bundle-"));
  try {
    return { path: await bundleCli(entry, dir, options), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
