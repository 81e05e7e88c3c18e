/**
 * How scripts/dev-worker.ts keeps `wrangler dev` off the network (the why: that file's comment).
 * Pure, without side effects, so tests can import it without starting wrangler.
 */

/** The environment wrangler runs in: the caller's, with every network call at start-up turned off. */
export function offlineEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true", WRANGLER_SEND_METRICS: "false" };
}

/** The `wrangler dev` arguments: loopback first, so a later `--ip` of the caller wins. */
export function devArgs(extra: readonly string[]): string[] {
  return ["dev", "--ip", "127.0.0.1", ...extra];
}
