/**
 * Kill points (強制終了の注入点) for the tests of atomic publication: when the environment
 * variable `KOYOMI_GENERATE_KILL_AT` names a point, the generator kills itself there with
 * SIGKILL, exactly as an operator's `kill -9` or a power cut would stop it at that instant
 * (test/generator/files/atomic-swap.test.ts). Unset, each point is one comparison.
 */

/** The instants of a run at which a kill is worth proving harmless, in order. */
export const KILL_POINTS = [
  /** The staged tree is complete (manifest written); nothing swapped yet. */
  "staged",
  /** The staging marker is gone; the first rename is next. */
  "swap-start",
  /** The old tree is renamed aside and the new one not yet in place: no tree at the target. */
  "between-renames",
  /** The new tree is in place; the old one is about to be removed. */
  "swapped",
  /** The old tree's data is removed, its manifest not yet. */
  "removing-previous",
] as const;

/** One kill point. */
export type KillPoint = (typeof KILL_POINTS)[number];

/** The environment variable naming the kill point. */
export const KILL_POINT_ENV = "KOYOMI_GENERATE_KILL_AT";

/** Kills this process (SIGKILL) when the environment names `point`; otherwise does nothing. */
export function killPoint(point: KillPoint): void {
  if (process.env[KILL_POINT_ENV] === point) process.kill(process.pid, "SIGKILL");
}
