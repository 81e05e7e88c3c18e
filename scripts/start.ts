/**
 * `npm start` (through scripts/start.js): `ensure` the generated tree (`DATA_DIR`, default `public`), then serve it.
 * Whether to generate is decided here (generator/ensure.ts `ensurePlan`: the manifest, the code version, the files'
 * sizes); the generation itself runs in a child process (`generator/cli.ts generate`) that exits before the server
 * starts, so the server's memory is what a restart on the existing tree has, not what the generator left behind.
 *
 * A process manager or container stops `npm start`, not its children: with one long-lived process under npm the
 * signal reaches the server, which closes on SIGTERM and SIGINT, and exits by itself if its parent goes away (a shell
 * between npm and this process that died of the signal). During a generation the same signals, or the parent going
 * away, stop the child (a generate stopped at any moment leaves the previous tree or the new one whole) and this
 * process exits 0, as the server does when stopped.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { main } from "../edge-rules/node/serve.ts";
import { ensurePlan } from "../generator/ensure.ts";
import type { Coverage } from "../schemas/coverage.ts";

/** The generator's command line. */
const CLI = fileURLToPath(new URL("../generator/cli.ts", import.meta.url));

/** How often a generation checks that the parent process is still there (as the server does). */
const PARENT_CHECK_MS = 500;

/**
 * Generates `coverage` into `out` in a child process (node with the tsx loader, as `npm run generate`), its output
 * this process's own: the summary line, or its one-line error.
 * @param parent this process's parent pid at start: when it is gone, the generation is stopped.
 * @returns null once the tree is generated; else the code to exit with (0 when stopped by a signal or the parent).
 */
function generateInChild(coverage: Coverage, out: string, parent: number): Promise<number | null> {
  return new Promise((done) => {
    const args = ["--import", import.meta.resolve("tsx"), CLI, "generate", "--from", `${coverage.from}`, "--to", `${coverage.to}`];
    const child = spawn(process.execPath, [...args, "--out", out], { stdio: ["ignore", "inherit", "inherit"] });
    let stopped: string | null = null;
    const stop = (why: string, signal: NodeJS.Signals): void => {
      if (stopped !== null) return;
      stopped = why;
      child.kill(signal);
    };
    const onInt = (): void => stop("SIGINT", "SIGINT");
    const onTerm = (): void => stop("SIGTERM", "SIGTERM");
    process.on("SIGINT", onInt);
    process.on("SIGTERM", onTerm);
    // Reparented (the parent exited): its pid is gone from process.ppid. A parent of pid 0 or 1 has no one above to lose.
    const watch = parent > 1 ? setInterval(() => process.ppid !== parent && stop("parent process gone", "SIGTERM"), PARENT_CHECK_MS) : null;
    let settled = false;
    const settle = (code: number | null): void => {
      if (settled) return;
      settled = true;
      process.off("SIGINT", onInt);
      process.off("SIGTERM", onTerm);
      if (watch !== null) clearInterval(watch);
      done(code);
    };
    child.once("error", (error) => {
      console.error(`generator: could not start the generation: ${error.message}`);
      settle(1);
    });
    child.once("exit", (code, signal) => {
      if (stopped !== null) {
        console.error(`generator: ${stopped}: generation stopped; the next npm start checks the data again`);
        settle(0);
      } else if (code === 0) {
        settle(null);
      } else {
        // Its own error is its one line already; a signal from elsewhere (the kernel's OOM killer, a kill -9) is not.
        if (signal !== null) console.error(`generator: the generation was killed (${signal})`);
        settle(code ?? 1);
      }
    });
  });
}

const parent = process.ppid;
const out = process.env.DATA_DIR || "public";
let coverage: Coverage | null;
try {
  coverage = await ensurePlan(out, null);
} catch (error) {
  console.error(`generator: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (coverage !== null) {
  const failed = await generateInChild(coverage, out, parent);
  if (failed !== null) process.exit(failed);
}
await main(process.env, parent);
