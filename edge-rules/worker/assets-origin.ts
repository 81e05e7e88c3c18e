/**
 * The origin on Workers: the generated tree uploaded as the worker's static assets, read through
 * the `ASSETS` binding. With `run_worker_first: true` every request reaches the worker first, so
 * the tree (including `pro/**`) is never served directly: only the handler reads it, and only
 * what it decides to answer leaves the worker.
 */
import type { Manifest, Origin } from "../origin.ts";
import type { AssetsBinding } from "./bindings.ts";

/** The manifest's path in the tree (schemas/layout.ts `MANIFEST_PATH`). */
const MANIFEST_PATH = "manifest.json";

/** Host of the URLs given to `ASSETS.fetch`: any host works, only the path selects the file. */
const ASSETS_BASE = "https://assets.local/";

/**
 * A relative path that names one file and nothing else: `/`-separated segments of safe
 * characters, no empty, `.` or `..` segment, no percent-encoding. Anything else is "no such file".
 */
const SAFE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isSafeAssetPath(path: string): boolean {
  return SAFE_PATH.test(path) && !path.split("/").some((segment) => segment === "." || segment === "..");
}

function parseManifest(text: string): Manifest {
  const value: unknown = JSON.parse(text);
  const v = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const coverage = (typeof v.coverage === "object" && v.coverage !== null ? v.coverage : {}) as Record<string, unknown>;
  if (
    typeof v.dataVersion !== "string" ||
    typeof v.lastModified !== "string" ||
    !Number.isInteger(coverage.from) ||
    !Number.isInteger(coverage.to)
  ) {
    throw new Error("manifest.json lacks dataVersion, lastModified or coverage");
  }
  return { dataVersion: v.dataVersion, lastModified: v.lastModified, coverage: { from: coverage.from as number, to: coverage.to as number } };
}

/**
 * An {@link Origin} over the static-assets binding. The manifest is read once per isolate (the
 * assets are part of the deployed worker version, so it cannot change under a running isolate);
 * a failed read is not remembered and is retried on the next request.
 */
export function assetsOrigin(assets: AssetsBinding): Origin {
  let manifest: Promise<Manifest> | null = null;

  async function fetchText(path: string): Promise<string | null> {
    const response = await assets.fetch(new Request(ASSETS_BASE + path, { method: "GET" }));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`ASSETS answered ${response.status} for ${path}`);
    }
    return response.text();
  }

  return {
    manifest(): Promise<Manifest> {
      if (manifest === null) {
        manifest = fetchText(MANIFEST_PATH).then((text) => {
          if (text === null) throw new Error("manifest.json is missing from the assets: run `npm run generate` before deploying");
          return parseManifest(text);
        });
        manifest.catch(() => {
          manifest = null;
        });
      }
      return manifest;
    },
    async read(path: string): Promise<string | null> {
      if (!isSafeAssetPath(path)) return null;
      return fetchText(path);
    },
  };
}
