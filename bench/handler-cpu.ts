/**
 * The CPU one request costs the Node handler alone (bench/miss.ts): the handler the server runs (serve.ts
 * `nodeHandler`) called in a process of its own ({@link handlerCpuInChild}), one request at a time, each URL new,
 * timed with `process.cpuUsage`. No socket, no HTTP parsing, no other work in the process: the figure the Workers CPU
 * limit is about (10 ms on the Free plan). The record cache is warmed first through other URLs, and the English code
 * through English ranges of other months, as the miss section warms the server's.
 */
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { nodeHandler } from "../edge-rules/node/serve.ts";
import { jsonOfChild } from "./child-json.ts";
import type { Handler } from "../edge-rules/handler.ts";
import { isoDate } from "../calendar/time/day-number.ts";

/** The CPU per request of one workload, in microseconds. */
export interface HandlerCpu {
  readonly requests: number;
  readonly cpuUsPerRequest: number;
  /** The first request of its kind in the process, before the measured ones: its code still interpreted and compiled. */
  readonly firstUs: number;
}

const UNLIMITED = { lite: 1e9, pro: 1e9, ultra: 1e9 };

/** This module's file: run as a script, it is {@link handlerCpuInChild}'s child. */
const SELF = fileURLToPath(import.meta.url);

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

/** CPU per request over `paths`, each asked once, one at a time, in microseconds. */
async function measure(handler: Handler, paths: readonly string[], headers: Record<string, string>): Promise<number> {
  const before = process.cpuUsage();
  for (const path of paths) await get(handler, path, headers);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / paths.length;
}

/** What {@link handlerCpu} measures. */
export interface HandlerCpuOptions {
  readonly dataDir: string;
  readonly tokensFile: string;
  readonly token: string;
  readonly warm: readonly { readonly path: string; readonly pro: boolean }[];
  readonly englishWarm: readonly string[];
  readonly yearStarts: readonly number[];
  /** `rules=` of the measured ranges (docs/interface.md#schools-rules): a variant computes its records per request. */
  readonly rules?: string;
  /** Lite paths to measure instead of the ranges (each asked once, the last alone first): the computed answers of a life. */
  readonly paths?: readonly string[];
}

/**
 * {@link handlerCpu} in a fresh process (this module run with the options as JSON on its stdin, the result on its
 * stdout): in the bench's process every full collection would mark the bench's own data too (the loads' paths and
 * results), and count it as the handler's.
 */
export async function handlerCpuInChild(options: HandlerCpuOptions): Promise<HandlerCpu> {
  return (await jsonOfChild(SELF, [], JSON.stringify(options))) as HandlerCpu;
}

/**
 * The handler's CPU per new URL for 366-day Pro ranges with `lang=en` (`yearStarts`: their first days but the last),
 * after the warm-up ranges `warm` (lite and Pro, by path) and then `englishWarm` (English ranges of months no measured
 * range touches): a server up a while has run its English code, compiled. Before those, the last of `yearStarts` is
 * asked alone: the process's first English request, its code still interpreted (`firstUs`).
 */
export async function handlerCpu(options: HandlerCpuOptions): Promise<HandlerCpu> {
  const handler = nodeHandler({ dataDir: options.dataDir, tokensFile: options.tokensFile, rateLimits: UNLIMITED });
  const pro = { authorization: `Bearer ${options.token}` };
  for (const w of options.warm) await get(handler, w.path, w.pro ? pro : {});
  const rules = options.rules === undefined ? "" : `&rules=${options.rules}`;
  const paths = options.paths ?? options.yearStarts.map((start) => `/gw/range/${isoDate(start)}/${isoDate(start + 365)}?lang=en${rules}`);
  const measured = paths.slice(0, -1);
  collectGarbage();
  const firstUs = await measure(handler, paths.slice(-1), pro);
  for (const path of options.englishWarm) await get(handler, path, pro);
  collectGarbage();
  return { requests: measured.length, cpuUsPerRequest: await measure(handler, measured, pro), firstUs };
}

if (process.argv[1] === SELF) {
  let input = "";
  for await (const chunk of process.stdin) input += String(chunk);
  console.log(JSON.stringify(await handlerCpu(JSON.parse(input) as HandlerCpuOptions)));
}
