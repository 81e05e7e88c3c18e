/**
 * `npm run dev:worker`: `wrangler dev` of wrangler.jsonc on this machine, offline. Wrangler by
 * default reaches the network when it starts, and offline each attempt prints a stack trace:
 *
 * - the `Request.cf` template from workers.cloudflare.com (miniflare) — off with
 *   CLOUDFLARE_CF_FETCH_ENABLED=false (the worker sees wrangler's built-in placeholder);
 * - the npm update check of its banner — off with WRANGLER_HIDE_BANNER=true;
 * - usage metrics — off with WRANGLER_SEND_METRICS=false (wrangler.jsonc says so too).
 *
 * It listens on 127.0.0.1 (port 8787 unless `--port` is given). Extra arguments go to
 * `wrangler dev` (`npm run dev:worker -- --port 0`). It first regenerates `public/` when it is missing or stale
 * (as `npm start` does), unless `--assets` names another tree. npm runs it as the one process of the script
 * (`exec node --import tsx …`), so Ctrl-C, or SIGTERM to npm, reaches it and it stops wrangler and its workerd.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureTree } from "../generator/ensure.ts";
import { devArgs, offlineEnv } from "./wrangler-offline.ts";

const wrangler = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
if (!existsSync(wrangler)) {
  console.error("dev:worker: wrangler is not installed: run `npm install`");
  process.exit(1);
}
const extra = process.argv.slice(2);
if (!extra.some((arg) => arg === "--assets" || arg.startsWith("--assets="))) {
  try {
    await ensureTree("public", null, "hash");
  } catch (error) {
    console.error(`generator: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
console.error("dev:worker: wrangler dev on 127.0.0.1, offline (no Request.cf fetch, no update check, no metrics)");
const child = spawn(process.execPath, [wrangler, ...devArgs(extra)], { stdio: "inherit", env: offlineEnv(process.env) });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("error", (error) => {
  console.error(`dev:worker: could not start wrangler: ${error.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => process.exit(code ?? (signal === null ? 1 : 0)));
