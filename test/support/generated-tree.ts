/**
 * A real generated tree for tests that need the calendar's own records (the finder, feeds):
 * generated once per test file into a temporary directory, with a handler over it.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createHandler, type Handler } from "../../edge-rules/handler.ts";
import { createFsOrigin } from "../../edge-rules/node/fs-origin.ts";
import { MemoryRateLimiter } from "../../edge-rules/rate-limit.ts";
import { memoryTokenStore } from "../../edge-rules/token-store.ts";
import { generate } from "../../generator/generate.ts";
import { splitYearFile, yearFilePath } from "../../schemas/layout.ts";
import { TOKEN_RECORDS } from "../edge-rules/fixtures.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** A generated tree and what tests read from it. */
export interface GeneratedTree {
  readonly dir: string;
  /** Every ProDay record of the coverage, in day order, parsed. */
  readonly records: readonly Record<string, any>[];
  /** A handler over the tree (tokens: test/edge-rules/fixtures.ts TOKENS; generous rate limits). */
  readonly handler: Handler;
  cleanup(): void;
}

/** Generates `from..to` into a fresh temporary directory. */
export async function generatedTree(from: number, to: number): Promise<GeneratedTree> {
  const dir = mkdtempSync(join(tmpdir(), "koyomi-tree-"));
  const out = join(dir, "public");
  await generate({ from, to, out, root: ROOT });
  const records: Record<string, any>[] = [];
  for (let y = from; y <= to; y++) {
    for (const line of splitYearFile(readFileSync(join(out, yearFilePath(y)), "utf8"), y)!) records.push(JSON.parse(line));
  }
  const handler = createHandler({
    origin: createFsOrigin({ root: out }),
    tokens: memoryTokenStore(TOKEN_RECORDS),
    limiter: new MemoryRateLimiter(),
    clock: () => Date.UTC(2025, 5, 1, 3),
    config: { serviceName: "koyomi-api", rateLimits: { lite: 1_000_000, pro: 1_000_000, ultra: 1_000_000 } },
  });
  return { dir, records, handler, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
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
