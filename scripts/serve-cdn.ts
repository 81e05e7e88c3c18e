/**
 * `npm run serve:cdn`: http-server over the plain-CDN copy of the generated lite tree (`DATA_DIR`, default `public`;
 * the copy, with the lite day files the generated tree leaves to the edge, is built beside it by scripts/cdn-tree.ts
 * when the data changed), as a plain CDN serves it: `.json` added to extensionless paths, no directory listings, no index, a day's cache, CORS.
 * It listens on `HOST` (127.0.0.1) and `PORT` (8080); `-p`/`--port` and `-a` on the command line
 * (`npm run serve:cdn -- -p 41236`) win over them. Any other argument goes to http-server. http-server runs in this
 * process (no child to leave behind), and stops on SIGINT and SIGTERM itself.
 *
 * Its 404s (and 405s) carry the API's own JSON error body ({@link cdnErrorBody}) instead of http-server's empty one,
 * so a client reads a plain CDN's "no such day" as it reads the API's.
 */
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { isMainModule } from "../edge-rules/node/main-module.ts";
import type { ServerResponse } from "node:http";
import { apiError, errorBody, errorStatus } from "../edge-rules/errors/errors.ts";
import { type ApiError } from "../edge-rules/errors/api-error.ts";
import { CONTENT_TYPE } from "../edge-rules/http/headers.ts";
import { listenErrorLine, listenErrorSetting, type ListenSetting } from "../edge-rules/node/startup-errors.ts";
import { cdnTreeDir, ensureCdnTree } from "./cdn-tree.ts";

/** http-server's fixed options here: `.json` for extensionless paths, no listing, no autoindex, 1 day, CORS. */
const FIXED = ["-e", "json", "-d", "false", "-i", "false", "-c86400", "--cors"] as const;

/** The command-line flag that wins over each environment setting (`cdnArgs`). */
const CDN_FLAGS: Readonly<Record<ListenSetting, string>> = { PORT: "-p", HOST: "-a" };

/** The errors http-server answers without a body, as the API's ErrorResponse (schemas/responses.ts). */
const CDN_ERRORS: readonly ApiError[] = [
  apiError(
    "NOT_FOUND",
    "no such file: this plain CDN serves the lite tree's files (/gw/day/{date}, /gw/month/{YYYY-MM}, /gw/glossary …); ranges, gw.php and Pro data need the API (npm start)",
  ),
  apiError("METHOD_NOT_ALLOWED", "method not allowed: GET, HEAD or OPTIONS"),
];

/** The JSON body of an error status http-server leaves empty (404, 405), or null for any other status. */
export function cdnErrorBody(status: number): string | null {
  const error = CDN_ERRORS.find((e) => errorStatus(e.code) === status);
  return error === undefined ? null : errorBody(error);
}

/** The response a union middleware is given: a stream over Node's response, its status and header fields passed through. */
interface UnionResponse {
  readonly response: ServerResponse;
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(data?: unknown): void;
  emit(event: "next"): boolean;
}

/**
 * An http-server (union) middleware, first in line: a response ended with no body and a status of
 * {@link cdnErrorBody} gets that body as JSON (`no-store`, as the API's errors). http-server's own 404 and 405 end
 * the response with nothing; a 304 or a file is left as it is.
 */
function jsonErrors(_req: unknown, res: UnionResponse): void {
  const end = res.end.bind(res);
  res.end = (data?: unknown) => {
    const body = data === undefined || data === null || data === "" ? cdnErrorBody(res.statusCode) : null;
    if (body === null || res.response.headersSent) return end(data);
    res.setHeader("content-type", CONTENT_TYPE);
    res.setHeader("cache-control", "no-store");
    return end(body);
  };
  res.emit("next");
}

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

if (isMainModule(import.meta.url)) {
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
  // The bin builds its server with the library's createServer, looked up when called: `before` takes a middleware
  // (http-server has no option for an error body).
  const library = require("http-server") as { createServer: (options: { before?: unknown[] }) => unknown };
  const createServer = library.createServer;
  library.createServer = (options) => createServer({ ...options, before: [jsonErrors, ...(options.before ?? [])] });
  const bin = require.resolve("http-server/bin/http-server");
  process.argv = [process.argv[0]!, bin, ...built.args];
  require(bin);
}
