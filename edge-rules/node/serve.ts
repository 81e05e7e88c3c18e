/**
 * The Node server: the portable edge-rules handler behind `node:http`, reading the generated
 * tree from `DATA_DIR` (default `public`).
 *
 * Environment (decisions.md §7): `HOST` (127.0.0.1), `PORT` (8787), `DATA_DIR` (public),
 * `GW_PROXY_SECRET`, `TOKENS_FILE` (tokens.json in the project root), `RATE_LIMIT_LITE` /
 * `RATE_LIMIT_PRO` / `RATE_LIMIT_ULTRA` (60 / 600 / 6000 per minute), and `TRUST_PROXY`: set it
 * to `1` only behind a proxy that sets `X-Forwarded-For` / `CF-Connecting-IP`; by default those
 * headers are client-controlled, so clients are told apart by the socket address.
 *
 * Run directly (`tsx edge-rules/node/serve.ts`) it prints one line with the URL and shuts down
 * gracefully on SIGINT/SIGTERM. Tests use {@link startServer}.
 */
import * as nodeCrypto from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { HeaderReader, RequestLike, ResponseParts } from "../exchange.ts";
import { createHandler, type Handler, type HandlerConfig } from "../handler.ts";
import type { Origin } from "../origin.ts";
import { DEFAULT_RATE_LIMITS, type Plan } from "../plan.ts";
import { MemoryRateLimiter, type RateLimiter } from "../rate-limit.ts";
import type { TokenStore } from "../token-store.ts";
import { isPromise } from "../maybe-promise.ts";
import { nodeCompressor } from "./compressor.ts";
import { createFsOrigin, defaultDataDir } from "./fs-origin.ts";
import { createTokenFileStore, defaultTokensFile } from "./token-file.ts";
import { SERVICE_NAME } from "../../schemas/service.ts";

export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_PORT = 8787;

/** Options of {@link startServer}; everything has a default. */
export interface ServerOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** The generated root (default `DATA_DIR` or `public`). Ignored when `origin` is given. */
  readonly dataDir?: string;
  readonly origin?: Origin;
  /** The tokens file (default `TOKENS_FILE` or tokens.json). Ignored when `tokens` is given. */
  readonly tokensFile?: string;
  readonly tokens?: TokenStore;
  readonly limiter?: RateLimiter;
  readonly clock?: () => number;
  readonly proxySecret?: string;
  readonly rateLimits?: Readonly<Record<Plan, number>>;
  /** Trust `CF-Connecting-IP` / `X-Forwarded-For` for the client IP. Default false. */
  readonly trustProxy?: boolean;
  readonly serviceName?: string;
  /** A ready handler (then origin, tokens, limiter and config options are not used). */
  readonly handler?: Handler;
  /** Server-side failures (default: one line on stderr, path only: the query may carry a token). */
  readonly onError?: (error: unknown, request: RequestLike) => void;
}

/** A running server. */
export interface RunningServer {
  /** `http://host:port` */
  readonly url: string;
  readonly server: Server;
  /** Stops accepting, lets requests in flight finish (at most `graceMs`), then closes. */
  close(graceMs?: number): Promise<void>;
}

/** Reads the server options from the environment. Throws with a clear message on bad values. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const text = env[name];
    if (text === undefined || text === "") return fallback;
    if (!/^[0-9]+$/.test(text) || Number(text) < min || Number(text) > max) {
      throw new Error(`${name}=${JSON.stringify(text)}: expected an integer from ${min} to ${max}`);
    }
    return Number(text);
  };
  const secret = env.GW_PROXY_SECRET;
  return {
    host: env.HOST || DEFAULT_HOST,
    port: int("PORT", DEFAULT_PORT, 0, 65_535),
    dataDir: defaultDataDir(env),
    tokensFile: defaultTokensFile(env),
    ...(secret ? { proxySecret: secret } : {}),
    rateLimits: {
      lite: int("RATE_LIMIT_LITE", DEFAULT_RATE_LIMITS.lite, 1, 1e9),
      pro: int("RATE_LIMIT_PRO", DEFAULT_RATE_LIMITS.pro, 1, 1e9),
      ultra: int("RATE_LIMIT_ULTRA", DEFAULT_RATE_LIMITS.ultra, 1, 1e9),
    },
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
  };
}

/**
 * A node:http request as the handler's {@link RequestLike}, without building Fetch objects.
 * The URL is built on a fixed origin from the request target only (the Host header is not
 * trusted). Header lookups read `rawHeaders`, joining repeated fields with ", " as Fetch
 * `Headers` does (so two Authorization fields are one malformed credential, not "the first").
 * No request body is ever read: GET/HEAD have none, other methods are answered 405.
 */
export class NodeRequest implements RequestLike {
  readonly method: string;
  readonly url: string;
  readonly headers: HeaderReader;
  /** The socket's remote address (the client IP unless a trusted proxy names another). */
  readonly remoteAddress: string | undefined;

  constructor(incoming: IncomingMessage, origin: string) {
    const target = incoming.url ?? "/";
    if (target.startsWith("/")) {
      this.url = origin + target;
    } else {
      // absolute-form (`GET http://host/path`) keeps only its path and query; `*` and the rest: no path
      let url = `${origin}/.invalid-request-target`;
      try {
        const parsed = new URL(target);
        if (parsed.protocol === "http:" || parsed.protocol === "https:") url = origin + parsed.pathname + parsed.search;
      } catch {
        // keep the invalid target
      }
      this.url = url;
    }
    this.method = incoming.method ?? "GET";
    this.remoteAddress = incoming.socket.remoteAddress;
    this.headers = new RawHeaders(incoming.rawHeaders);
  }
}

/**
 * Header lookups on a request's `rawHeaders` (name, value, name, value, ...): repeated fields are
 * joined with ", " as Fetch `Headers` does. Scanning the few raw fields is cheaper than building
 * `headersDistinct` (an object of arrays) for the handful of lookups a request makes.
 */
class RawHeaders implements HeaderReader {
  constructor(readonly raw: readonly string[]) {}

  get(name: string): string | null {
    const lower = name.toLowerCase();
    const raw = this.raw;
    let value: string | null = null;
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const field = raw[i] as string;
      if (field.length === lower.length && field.toLowerCase() === lower) {
        value = value === null ? (raw[i + 1] as string) : `${value}, ${raw[i + 1] as string}`;
      }
    }
    return value;
  }
}

/**
 * Lowercase hex SHA-256 of a string's UTF-8 bytes with `node:crypto`: synchronous, no Web Crypto
 * job per token request. One-shot `crypto.hash` where Node has it (20.12+), else `createHash`.
 */
export const nodeSha256Hex: (text: string) => string =
  typeof nodeCrypto.hash === "function"
    ? (text) => nodeCrypto.hash("sha256", text, "hex")
    : (text) => nodeCrypto.createHash("sha256").update(text, "utf8").digest("hex");

/** Writes response parts to a ServerResponse. */
export function writeParts(parts: ResponseParts, out: ServerResponse): void {
  out.writeHead(parts.status, parts.headers as Record<string, string>);
  if (parts.body === null) out.end();
  else out.end(parts.body);
}

/** The fallback body if even the handler cannot be reached (it never throws; belt and braces). */
const LAST_RESORT = JSON.stringify({ ok: false, error: "the request could not be answered", code: "NOT_FOUND" });

/** Starts the server. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? DEFAULT_HOST;
  const onError =
    options.onError ??
    ((error: unknown, request: RequestLike) => {
      const path = new URL(request.url).pathname;
      console.error(`edge-rules: ${request.method} ${path}: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    });
  const config: HandlerConfig = {
    serviceName: options.serviceName ?? SERVICE_NAME,
    ...(options.proxySecret ? { proxySecret: options.proxySecret } : {}),
    rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    ipHeaders: options.trustProxy ? ["cf-connecting-ip", "x-forwarded-for"] : [],
  };
  const handler =
    options.handler ??
    createHandler({
      origin: options.origin ?? createFsOrigin({ root: options.dataDir ?? defaultDataDir() }),
      tokens: options.tokens ?? createTokenFileStore(options.tokensFile ?? defaultTokensFile()),
      limiter: options.limiter ?? new MemoryRateLimiter(),
      clock: options.clock ?? Date.now,
      config,
      clientAddress: (request) => (request instanceof NodeRequest ? request.remoteAddress : undefined),
      onError,
      sha256Hex: nodeSha256Hex,
      compressor: nodeCompressor(),
    });

  let base = "";
  /** Belt and braces: the handler never throws; if writing fails, one line and a JSON 404 (or a closed socket). */
  const adapterFailure = (out: ServerResponse, error: unknown): void => {
    if (!out.headersSent) {
      out.writeHead(404, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
      out.end(LAST_RESORT);
    } else {
      out.destroy();
    }
    console.error(`edge-rules: adapter failure: ${error instanceof Error ? error.message : String(error)}`);
  };
  const server = createServer((incoming, out) => {
    incoming.resume(); // no request body is ever read
    try {
      // An answer built from memory comes back as is: written in this same tick, no promise.
      const parts = handler.parts(new NodeRequest(incoming, base));
      if (isPromise(parts)) parts.then((p) => writeParts(p, out)).catch((error: unknown) => adapterFailure(out, error));
      else writeParts(parts, out);
    } catch (error) {
      adapterFailure(out, error);
    }
  });
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    else socket.destroy();
  });

  await new Promise<void>((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off("error", reject);
      resolvePromise();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(":") ? `[${host}]` : host;
  base = `http://${urlHost}:${port}`;

  return {
    url: base,
    server,
    close: (graceMs = 5000) =>
      new Promise<void>((resolvePromise) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolvePromise();
        });
        server.closeIdleConnections();
      }),
  };
}

/** `tsx edge-rules/node/serve.ts`: serve until SIGINT/SIGTERM. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let options: ServerOptions;
  try {
    options = optionsFromEnv(env);
  } catch (error) {
    console.error(`edge-rules: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return;
  }
  const origin = createFsOrigin({ root: options.dataDir ?? defaultDataDir(env) });
  let coverage: string;
  try {
    const manifest = await origin.manifest();
    coverage = `${manifest.coverage.from}-${manifest.coverage.to}`;
  } catch (error) {
    console.error(
      `edge-rules: no generated data in ${origin.root} (${error instanceof Error ? error.message : String(error)}); run \`npm run generate\` first`,
    );
    process.exitCode = 1;
    return;
  }
  const running = await startServer({ ...options, origin });
  console.log(`${SERVICE_NAME} serving ${running.url} (data ${origin.root}, coverage ${coverage})`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.error(`edge-rules: ${signal}: closing`);
    void running.close().then(() => process.exit(0));
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
