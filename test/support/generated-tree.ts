/**
 * A real generated tree for tests that need the calendar's own records (the finder, feeds): generated once per code
 * and coverage (shared by the test files of a run, and kept for the next runs of the same code: global-setup.ts), with
 * a handler over it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fillAside, onceForRun } from "./run-once.ts";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createHandler, type Handler } from "../../edge-rules/handler.ts";
import { createFsOrigin } from "../../edge-rules/node/fs-origin.ts";
import { nodeSha256Base64url, nodeSha256Hex } from "../../edge-rules/node/serve.ts";
import { MemoryRateLimiter } from "../../edge-rules/access/rate-limit.ts";
import { memoryTokenStore } from "../../edge-rules/access/token-store.ts";
import { generate } from "../../generator/generate.ts";
import { MANIFEST_PATH, Manifest, monthFilePath, splitYearFile, yearFilePath } from "../../schemas/files/layout.ts";
import { monthPageFromMonthFile } from "../../schemas/pages/month-page.ts";
import { TREE_CACHE_ENV, TREE_STORE_ENV } from "./global-setup.ts";
import { verifyTree } from "../../generator/files/verify-tree.ts";
import { TOKEN_RECORDS, TOKENS } from "../edge-rules/fixtures.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** A generated tree and what tests read from it. */
export interface GeneratedTree {
  readonly dir: string;
  /** Every ProDay record of the coverage, in day order, parsed (on first read: most files ask only the handler). */
  readonly records: readonly Record<string, any>[];
  /**
   * A handler over the tree (tokens: test/edge-rules/fixtures.ts TOKENS; generous rate limits), hashing with `node:crypto`
   * as the Node server does (serve.ts nodeHandler; Web Crypto's hashes are the workerd tests').
   */
  readonly handler: Handler;
  cleanup(): void;
}

/** How long a test file waits for a sibling that is generating the same tree. */
const SIBLING_WAIT_MS = 300_000;

/**
 * A tree of `from..to` shared by the run's test files (global-setup.ts): in the store of this code's trees, checked
 * once a run against its manifest's hashes, or generated, by the first file that asks, into a fresh directory renamed
 * into place, so a file never sees half a tree. The first file takes `<coverage>.lock` in the run's directory (mkdir
 * is atomic) and marks the tree ready for the run; a file that finds the lock held waits for the mark instead of
 * doing it again (vitest runs files in parallel workers), and does it itself only if the holder gives up (its lock
 * gone without a mark) or never finishes.
 * @returns the tree's directory (holding `public/`).
 */
async function sharedTree(run: string, store: string, from: number, to: number): Promise<string> {
  const target = join(store, `${from}-${to}`);
  const mark = join(run, `${from}-${to}.ready`);
  await onceForRun(
    join(run, `${from}-${to}.lock`),
    () => existsSync(mark),
    () => readyTree(store, target, mark, from, to),
    SIBLING_WAIT_MS,
  );
  return target;
}

/** Makes `target` a whole tree of `from..to` (the stored one if every file has its manifest's hash) and marks it. */
async function readyTree(store: string, target: string, mark: string, from: number, to: number): Promise<void> {
  if (!(await wholeTree(join(target, "public")))) {
    rmSync(target, { recursive: true, force: true });
    await generateInto(store, target, from, to);
  }
  writeFileSync(mark, "");
}

/** Whether `out` holds a manifest and every file it lists, with its size and SHA-256 (about 30 ms for 10 MB). */
async function wholeTree(out: string): Promise<boolean> {
  try {
    const manifest = Manifest.parse(JSON.parse(readFileSync(join(out, MANIFEST_PATH), "utf8")));
    return (await verifyTree(out, manifest.files, "hash")) === null;
  } catch {
    return false;
  }
}

/** Generates `from..to` aside in `store` and renames it to `target` (a tree already there wins: another run's). */
async function generateInto(store: string, target: string, from: number, to: number): Promise<void> {
  await fillAside(target, join(store, `.${from}-${to}-`), (fresh) => generate({ from, to, out: join(fresh, "public"), root: ROOT }));
}

/**
 * The tree of `from..to`: shared with the run's other test files when run under the project's vitest config (its
 * `globalSetup` names the store; no test writes into a shared tree), else generated into a fresh temporary directory
 * that `cleanup` removes.
 */
export async function generatedTree(from: number, to: number): Promise<GeneratedTree> {
  const [run, store] = [process.env[TREE_CACHE_ENV], process.env[TREE_STORE_ENV]];
  const cache = run !== undefined && store !== undefined;
  const dir = cache ? await sharedTree(run, store, from, to) : mkdtempSync(join(tmpdir(), "koyomi-tree-"));
  const out = join(dir, "public");
  if (!cache) await generate({ from, to, out, root: ROOT });
  let records: Record<string, any>[] | undefined;
  const handler = createHandler({
    origin: createFsOrigin({ root: out }),
    tokens: memoryTokenStore(TOKEN_RECORDS),
    limiter: new MemoryRateLimiter(),
    clock: () => Date.UTC(2025, 5, 1, 3),
    config: { serviceName: "koyomi-api", rateLimits: { lite: 1_000_000, pro: 1_000_000, ultra: 1_000_000 } },
    sha256Hex: nodeSha256Hex,
    sha256Base64url: nodeSha256Base64url,
  });
  return {
    dir,
    get records() {
      return (records ??= yearRecords(out, from, to));
    },
    handler,
    cleanup: () => (cache ? undefined : rmSync(dir, { recursive: true, force: true })),
  };
}

/** Every record of the year files of `from..to` under `out`, parsed, in day order. */
function yearRecords(out: string, from: number, to: number): Record<string, any>[] {
  const records: Record<string, any>[] = [];
  for (let y = from; y <= to; y++) {
    for (const line of splitYearFile(readFileSync(join(out, yearFilePath(y)), "utf8"), y)!) records.push(JSON.parse(line));
  }
  return records;
}

/** The fixtures' Pro token as request options (test/edge-rules/fixtures.ts TOKENS). */
export const PRO_INIT: RequestInit = { headers: { authorization: `Bearer ${TOKENS.pro}` } };

/**
 * A caller of the tree `tree()` returns (read at each call: a file sets its tree in its beforeAll), as Pro unless `init`
 * says otherwise: `get` the status and parsed JSON, `raw` the Response.
 */
export function treeCaller(tree: () => GeneratedTree) {
  return {
    get: (path: string, init: RequestInit = PRO_INIT) => getJson(tree().handler, path, init),
    raw: (path: string, init: RequestInit = PRO_INIT) => tree().handler(new Request(`http://x${path}`, init)),
  };
}

/** A JSON answer of `handler` for `path` (on http://x): its status and parsed body. */
export async function getJson(
  handler: Handler,
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await handler(new Request(`http://x${path}`, init));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * A file of the generated root `publicDir` as the edge serves it: its bytes, or for a month page
 * (`lite/cal/YYYY/MM.html`, which the tree does not hold) the page rendered from the lite month file, as the
 * generator used to write it (test/edge-rules/node/derived-days.test.ts checks the two agree).
 */
export function treeFile(publicDir: string, path: string): Buffer {
  const month = /^lite\/cal\/([0-9]{4})\/([0-9]{2})\.html$/.exec(path);
  if (month === null) return readFileSync(join(publicDir, path));
  const [y, m] = [Number(month[1]), Number(month[2])];
  const { coverage } = Manifest.parse(JSON.parse(readFileSync(join(publicDir, MANIFEST_PATH), "utf8")));
  return Buffer.from(monthPageFromMonthFile(readFileSync(join(publicDir, monthFilePath("lite", y, m)), "utf8"), y, m, coverage)!);
}
