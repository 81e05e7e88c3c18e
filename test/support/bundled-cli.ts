/**
 * A TypeScript command-line entry bundled once by esbuild into one ESM file that plain `node` runs, for a test that
 * starts many processes of it to race them: through tsx each process spent about 0.9 s of CPU starting up (the
 * loader, then transforming and importing the module graph), through the bundle about 0.1 s. The code that runs is
 * the same; what the bundle leaves out is tsx's start-up, which the tests that run the entry through tsx check.
 */
import { build } from "esbuild";
import { join } from "node:path";

/**
 * Bundles `entry` (dependencies included) into `dir`.
 * @returns the bundle's path: run it as `node <path> args…`, as the entry would run.
 */
export async function bundleCli(entry: string, dir: string): Promise<string> {
  const outfile = join(dir, "cli.bundle.mjs");
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "silent",
    // CommonJS dependencies (commander) require Node's built-in modules: give the bundle a `require`.
    banner: { js: 'import { createRequire as __bundleRequire } from "node:module"; const require = __bundleRequire(import.meta.url);' },
  });
  return outfile;
}
