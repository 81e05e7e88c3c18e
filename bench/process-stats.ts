/**
 * What the benches read of a server process from Linux's /proc: its resident memory and its open
 * descriptors. Each is null where /proc cannot tell (another OS, the process gone).
 */
import { readdirSync, readFileSync } from "node:fs";

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
