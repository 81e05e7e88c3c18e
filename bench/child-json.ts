/**
 * A bench script run in a process of its own (`node --import tsx SCRIPT ARGS`, from the repository's root): what
 * it prints last on stdout, one line of JSON, is its result. Its stderr is the bench's. Used where the bench's own
 * process would disturb the measure (its heap, its other work).
 */
import { spawn } from "node:child_process";
import { basename, join } from "node:path";

const ROOT = join(import.meta.dirname, "..");

/**
 * The last stdout line of `script` run with `args`, parsed as JSON; `input`, when given, is written to its stdin.
 * @throws Error when the child exits with a code other than 0.
 */
export async function jsonOfChild(script: string, args: readonly string[], input?: string): Promise<unknown> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    stdio: [input === undefined ? "ignore" : "pipe", "pipe", "inherit"],
  });
  if (input !== undefined) child.stdin!.end(input);
  let stdout = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  const code = await new Promise<number | null>((resolve, reject) => child.once("error", reject).once("close", resolve));
  if (code !== 0) throw new Error(`${[basename(script), ...args].join(" ")}: the child exited with ${code}`);
  return JSON.parse(stdout.trim().split("\n").at(-1)!);
}
