/**
 * A TypeScript command-line entry bundled once by esbuild into one ESM file that plain `node` runs, for a test that
 * starts many processes of it to race them: through tsx each process spent about 0.9 s of CPU starting up (the
 * loader, then transforming and importing the module graph), through the bundle about 0.1 s. The code that runs is
 * the same; what the bundle leaves out is tsx's start-up, which the tests that run the entry through tsx check.
 */
import { build, type Plugin } from "esbuild";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export interface BundleOptions {
  /**
   * Every bundled source file but the entry keeps its own `import.meta.url` (its file's, as under tsx), for code that
   * reads files beside its source: the generator's page assets (generator/pages/site.ts), its repository root for the
   * code version (generator/ensure.ts). The entry keeps the bundle's, which its main-module check compares with argv.
   */
  readonly sourceUrls?: boolean;
}

/** The bundle's file name in the directory it is written to. */
export const BUNDLE_FILE = "cli.bundle.mjs";

/**
 * Bundles `entry` (dependencies included) into `dir`.
 * @returns the bundle's path: run it as `node <path> args…`, as the entry would run.
 */
export async function bundleCli(entry: string, dir: string, options: BundleOptions = {}): Promise<string> {
  const outfile = join(dir, BUNDLE_FILE);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "silent",
    plugins: options.sourceUrls === true ? [sourceUrls(resolve(entry))] : [],
    // CommonJS dependencies (commander) require Node's built-in modules: give the bundle a `require`.
    banner: { js: 'import { createRequire as __bundleRequire } from "node:module"; const require = __bundleRequire(import.meta.url);' },
  });
  return outfile;
}

/** {@link BundleOptions.sourceUrls}: `import.meta.url` of each project source but `entry` replaced by its file's URL. */
function sourceUrls(entry: string): Plugin {
  return {
    name: "source-urls",
    setup(bundle) {
      bundle.onLoad({ filter: /\.[cm]?[jt]s$/ }, async ({ path }) => {
        if (path === entry || path.includes("/node_modules/")) return undefined;
        const text = await readFile(path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        const contents = text.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(path).href));
        return { contents, loader: /\.[cm]?ts$/.test(path) ? "ts" : "js" };
      });
    },
  };
}
