/**
 * What the benches read of a server process: from Linux's /proc its resident memory and its open
 * descriptors (each null where /proc cannot tell: another OS, the process gone), and over IPC its caches.
 */
import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import type { RecordCacheStats } from "../edge-rules/origin/assemble.ts";
import type { FileCacheStats } from "../edge-rules/node/fs-origin.ts";

/** The caches of our server (bench/http-child.ts answers `"stats"` with them). */
export interface ServerCaches {
  /** The origin's file texts (fs-origin.ts). */
  readonly files: FileCacheStats;
  /** The handler's record files: lite months, Pro years, English months (assemble.ts). */
  readonly records: RecordCacheStats;
}

/** The caches of a server started by bench/http.ts `startChild`, or null when it does not answer within 10 s. */
export function serverCaches(child: ChildProcess): Promise<ServerCaches | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 10_000);
    const listen = (message: { stats?: ServerCaches | null }): void => {
      if (message.stats === undefined) return;
      clearTimeout(timer);
      child.off("message", listen);
      resolve(message.stats);
    };
    child.on("message", listen);
    child.send("stats");
  });
}

/** One line on a cache: its size against its bound and, given, its hit rate. */
export function cacheLine(stats: FileCacheStats | RecordCacheStats, hits = stats.hits, misses = stats.misses): string {
  const rate = hits + misses === 0 ? "n/a" : `${((hits / (hits + misses)) * 100).toFixed(1)} %`;
  const mib = (b: number): string => (b / 1_048_576).toFixed(0);
  return `${stats.files} files, ${mib(stats.bytes)} of ${mib(stats.maxBytes)} MiB bound, hit rate ${rate} (${hits} hits, ${misses} reads)`;
}

/** Resident set size of a process in KiB (/proc/PID/status VmRSS), or null. */
export function rssKiB(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The number of open descriptors of a process (/proc/PID/fd), or null. */
export function descriptorCount(pid: number): number | null {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
}
