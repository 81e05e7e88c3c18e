/**
 * The CPU one request costs the Node handler alone (bench/miss.ts): the handler the server runs (serve.ts
 * `nodeHandler`) called in this process, one request at a time, each URL new, timed with `process.cpuUsage`. No
 * socket, no HTTP parsing, no other process: the figure the Workers CPU limit is about (10 ms on the Free plan).
 * The record cache is warmed first through other URLs, as the miss section warms the server's.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { nodeHandler } from "../edge-rules/node/serve.ts";
import type { Handler } from "../edge-rules/handler.ts";
import { isoDate } from "../schemas/day-number.ts";

/** The CPU per request of one workload, in microseconds. */
export interface HandlerCpu {
  readonly requests: number;
  readonly cpuUsPerRequest: number;
}

const UNLIMITED = { lite: 1e9, pro: 1e9, ultra: 1e9 };

/**
 * A full collection now: the bench's own garbage (the requests and results of the sections before, in this process)
 * is then not collected inside the measured loop and counted as the handler's.
 */
function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

/** Answers `path` through the handler; throws unless 200. */
async function get(handler: Handler, path: string, headers: Record<string, string>): Promise<void> {
  const parts = await handler.parts({ method: "GET", url: `http://bench.invalid${path}`, headers: new Headers(headers) });
  if (parts.status !== 200) throw new Error(`handler-cpu: ${path} answered ${parts.status}`);
}

/** CPU per request over `paths`, each asked once, one at a time. */
async function measure(handler: Handler, paths: readonly string[], headers: Record<string, string>): Promise<HandlerCpu> {
  const before = process.cpuUsage();
  for (const path of paths) await get(handler, path, headers);
  const used = process.cpuUsage(before);
  return { requests: paths.length, cpuUsPerRequest: (used.user + used.system) / paths.length };
}

/**
 * The handler's CPU per new URL for 366-day Pro ranges with `lang=en` (`yearStarts`: their first days), after the
 * warm-up ranges `warm` (lite and Pro, by path).
 */
export async function handlerCpu(options: {
  readonly dataDir: string;
  readonly tokensFile: string;
  readonly token: string;
  readonly warm: readonly { readonly path: string; readonly pro: boolean }[];
  readonly yearStarts: readonly number[];
}): Promise<HandlerCpu> {
  const handler = nodeHandler({ dataDir: options.dataDir, tokensFile: options.tokensFile, rateLimits: UNLIMITED });
  const pro = { authorization: `Bearer ${options.token}` };
  for (const w of options.warm) await get(handler, w.path, w.pro ? pro : {});
  const paths = options.yearStarts.map((start) => `/gw/range/${isoDate(start)}/${isoDate(start + 365)}?lang=en`);
  collectGarbage();
  return measure(handler, paths, pro);
}
