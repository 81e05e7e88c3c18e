/**
 * `npm run serve:cdn`: http-server over the plain-CDN copy of the generated lite tree (`DATA_DIR`, default `public`;
 * the copy, with the lite day files the generated tree leaves to the edge, is built beside it by scripts/cdn-tree.ts
 * when the data changed), as a plain CDN serves it: `.json` added to extensionless paths, no directory listings, no index, a day's cache, CORS.
 * It listens on `HOST` (127.0.0.1) and `PORT` (8080); `-p`/`--port` and `-a` on the command line
 * (`npm run serve:cdn -- -p 41236`) win over them. Any other argument goes to http-server. http-server runs in this
 * process (no child to leave behind), and stops on SIGINT and SIGTERM itself.
 */
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { listenErrorLine, listenErrorSetting, type ListenSetting } from "../edge-rules/node/startup-errors.ts";
import { cdnTreeDir, ensureCdnTree } from "./cdn-tree.ts";

/** http-server's fixed options here: `.json` for extensionless paths, no listing, no autoindex, 1 day, CORS. */
const FIXED = ["-e", "json", "-d", "false", "-i", "false", "-c86400", "--cors"] as const;

/** The command-line flag that wins over each environment setting (`cdnArgs`). */
const CDN_FLAGS: Readonly<Record<ListenSetting, string>> = { PORT: "-p", HOST: "-a" };

/** What serve:cdn runs: http-server's argument list, or the one-line reason the arguments are wrong. */
export function cdnArgs(argv: readonly string[], env: NodeJS.ProcessEnv): { ok: true; args: string[] } | { ok: false; error: string } {
  let port = env.PORT || "8080";
  let host = env.HOST || "127.0.0.1";
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const inline = /^(--port|-p|-a)=(.*)$/.exec(arg);
    const flag = inline?.[1] ?? arg;
    if (flag === "-p" || flag === "--port" || flag === "-a") {
      const value = inline?.[2] ?? argv[++i];
      if (value === undefined) return { ok: false, error: `serve:cdn: ${flag} needs a value` };
      if (flag === "-a") host = value;
      else port = value;
    } else rest.push(arg);
  }
  if (!/^[0-9]+$/.test(port) || Number(port) < 1 || Number(port) > 65535)
    return {
      ok: false,
      error: `serve:cdn: the port must be a whole number from 1 to 65535, not ${JSON.stringify(port)} (PORT, -p or --port)`,
    };
  const root = resolve(cdnTreeDir(env.DATA_DIR || "public"), "lite");
  return { ok: true, args: [root, "-a", host, "-p", port, ...FIXED, ...rest] };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const built = cdnArgs(process.argv.slice(2), process.env);
  if (!built.ok) {
    console.error(built.error);
    process.exit(1);
  }
  try {
    const { dir, written } = ensureCdnTree(process.env.DATA_DIR || "public");
    if (written > 0) console.log(`serve:cdn: wrote the plain-CDN lite tree into ${dir} (${written} day files)`);
  } catch (error) {
    console.error(`serve:cdn: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // http-server leaves its server's "error" event unhandled: a busy or forbidden port would end in a stack trace.
  process.on("uncaughtException", (error: NodeJS.ErrnoException & { address?: string; port?: number }) => {
    if (error.syscall !== "listen") console.error(error);
    else {
      const setting = listenErrorSetting(error);
      const flag = setting === null ? "" : ` (or ${CDN_FLAGS[setting]})`;
      console.error(`serve:cdn: ${listenErrorLine(error, error.address ?? "", error.port ?? 0)}${flag}`);
    }
    process.exit(1);
  });
  const require = createRequire(import.meta.url);
  const bin = require.resolve("http-server/bin/http-server");
  process.argv = [process.argv[0]!, bin, ...built.args];
  require(bin);
}
