/**
 * The end of a vitest worker process that holds a running workerd (harness.ts: the process's shared worker outlives
 * the files that use it). vitest stops a worker process with SIGTERM, and SIGKILL 500 ms later.
 *
 * Miniflare's own SIGTERM hook kills its workerd processes and exits at once: the killed processes are then reaped by
 * init, not by this process, so their CPU (every request they answered) would be missing from the run's own figure
 * (`/usr/bin/time npm test` counts the descendants it waits for). {@link takeSigterm} puts this hook in its place: it
 * kills them the same way, waits (at most {@link REAP_MS}) until this process has reaped them, then exits as
 * Miniflare's hook does. Without /proc (not Linux) it exits at once and Miniflare's exit hook kills them, as before.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** How long the hook waits for the killed processes to be reaped: well inside vitest's 500 ms. */
const REAP_MS = 300;

/** The pids of this process's `workerd` children (Linux /proc; none elsewhere). */
function childWorkerds(): number[] {
  if (!existsSync("/proc/self/stat")) return [];
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^[0-9]+$/.test(entry)) continue;
    try {
      // `pid (comm) state ppid …`: comm may hold spaces, so the fields after it are read from the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (comm === "workerd" && ppid === process.pid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

function onSigterm(): void {
  const pids = childWorkerds();
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  // A killed child stays in /proc (a zombie) until this process's event loop has reaped it.
  const deadline = Date.now() + REAP_MS;
  const wait = (): void => {
    if (pids.some((pid) => existsSync(`/proc/${pid}`)) && Date.now() < deadline) setTimeout(wait, 5);
    else process.exit(128 + 15);
  };
  wait();
}

/**
 * Makes {@link onSigterm} this process's only SIGTERM hook. Called after each start of a workerd that may outlive its
 * file: Miniflare adds its hook when its first runtime of the process starts (again after all were disposed).
 */
export function takeSigterm(): void {
  for (const listener of process.listeners("SIGTERM")) {
    if (listener !== onSigterm) process.off("SIGTERM", listener);
  }
  if (!process.listeners("SIGTERM").includes(onSigterm)) process.on("SIGTERM", onSigterm);
}
