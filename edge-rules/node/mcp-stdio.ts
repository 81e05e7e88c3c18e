/**
 * `npm run mcp`: the MCP tools over stdio (MCP 2025-11-25 "Transports": newline-delimited JSON-RPC
 * on stdin/stdout) for desktop assistants, against the local generated tree (`DATA_DIR`, default
 * `public`; `npm run mcp` generates it first if needed, as `npm start` does). Node only (the
 * Node adapter's folder): the worker never imports this file.
 *
 * The tools run through the same handler as the HTTP API (credentials, plans, limits, errors).
 * Environment: `DATA_DIR`, `TOKENS_FILE`, `RATE_LIMIT_*` as for `npm start`; `KOYOMI_TOKEN`, a
 * token of the tokens file the tools act with (absent: the lite plan); `KOYOMI_PUBLIC_URL`, where
 * calendar_feed_url's links point (default `http://127.0.0.1:8787`, the local `npm start`).
 *
 * stdout carries only MCP messages: every log line goes to stderr. Clients must start it with
 * `npm run -s mcp` (npm prints its script banner on stdout otherwise) or run tsx on this file.
 */
import { isMainModule } from "./main-module.ts";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { SERVICE_NAME } from "../../schemas/service.ts";
import type { HeaderReader, RequestLike } from "../http/exchange.ts";
import { createHandler } from "../handler.ts";
import { createMcpServer } from "../mcp/server.ts";
import { MemoryRateLimiter } from "../access/rate-limit.ts";
import { createFsOrigin, defaultDataDir } from "./fs-origin.ts";
import { nodeSha256Base64url, nodeSha256Hex, optionsFromEnv } from "./serve.ts";
import { createTokenFileStore, defaultTokensFile, readTokenFile, TokenFileError } from "./token-file.ts";

/** Where calendar links point when `KOYOMI_PUBLIC_URL` is not set: the local `npm start`. */
export const DEFAULT_PUBLIC_URL = "http://127.0.0.1:8787";

/** The origin of the stdio caller's requests (never contacted: the handler answers in-process). */
const STDIO_ORIGIN = "http://stdio.invalid";

/** The stdio caller's headers: its token as `Authorization: Bearer`, nothing else. */
function callerHeaders(token: string | undefined): HeaderReader {
  return { get: (name) => (token && name.toLowerCase() === "authorization" ? `Bearer ${token}` : null) };
}

/**
 * Starts the stdio server from the environment.
 * @returns `null` after one line on stderr when the data, tokens file or environment is unusable.
 */
export async function serveStdio(env: NodeJS.ProcessEnv = process.env): Promise<{ close(): Promise<void> } | null> {
  const fail = (line: string): null => {
    console.error(`mcp: ${line}`);
    return null;
  };
  let rateLimits;
  try {
    rateLimits = optionsFromEnv({ ...env, PORT: "", HOST: "" }).rateLimits!;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const origin = createFsOrigin({ root: defaultDataDir(env) });
  try {
    await origin.manifest();
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    return fail(`no generated data in ${origin.root} (${reason}); run \`npm run generate\` first`);
  }
  const tokensFile = defaultTokensFile(env);
  try {
    await readTokenFile(tokensFile);
  } catch (error) {
    return fail(error instanceof TokenFileError ? error.message : String(error));
  }
  let publicUrl = env.KOYOMI_PUBLIC_URL || DEFAULT_PUBLIC_URL;
  if (!/^https?:\/\/[^/?#]+$/.test(publicUrl.replace(/\/$/, "")))
    return fail(`KOYOMI_PUBLIC_URL=${JSON.stringify(publicUrl)}: expected http(s)://host[:port]`);
  publicUrl = publicUrl.replace(/\/$/, "");

  const handler = createHandler({
    origin,
    tokens: createTokenFileStore(tokensFile),
    limiter: new MemoryRateLimiter(),
    clock: Date.now,
    config: { serviceName: SERVICE_NAME, rateLimits, ipHeaders: [] },
    clientAddress: () => "stdio",
    onError: (error, request) =>
      console.error(`mcp: ${new URL(request.url).pathname}: ${error instanceof Error ? error.message : String(error)}`),
    sha256Hex: nodeSha256Hex,
    sha256Base64url: nodeSha256Base64url,
  });
  const caller: RequestLike = { method: "POST", url: `${STDIO_ORIGIN}/mcp`, headers: callerHeaders(env.KOYOMI_TOKEN) };
  const server = createMcpServer(handler.toolContext(caller, publicUrl));
  await server.connect(new StdioServerTransport());
  console.error(`mcp: ${SERVICE_NAME} tools on stdio (data ${origin.root}${env.KOYOMI_TOKEN ? ", with KOYOMI_TOKEN" : ", lite plan"})`);
  return { close: () => server.close() };
}

if (isMainModule(import.meta.url)) {
  if ((await serveStdio()) === null) process.exitCode = 1;
}
