/**
 * How scripts/dev-worker.ts keeps `wrangler dev` off the network (the why: that file's comment).
 * Pure, without side effects, so tests can import it without starting wrangler.
 */

/** The environment wrangler runs in: the caller's, with every network call at start-up turned off. */
export function offlineEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true", WRANGLER_SEND_METRICS: "false" };
}

/**
 * The `wrangler dev` arguments: the caller's, with `--ip 127.0.0.1` unless the caller gave `--ip` (wrangler refuses
 * the flag twice: "--ip expects a single value").
 */
export function devArgs(extra: readonly string[]): string[] {
  const ip = extra.some((arg) => arg === "--ip" || arg.startsWith("--ip="));
  return ["dev", ...(ip ? [] : ["--ip", "127.0.0.1"]), ...extra];
}
