/**
 * The Node server: the portable edge-rules handler behind `node:http`, reading the generated
 * tree from `DATA_DIR` (default `public`).
 *
 * Environment (docs/interface.md#running-the-service): `HOST` (127.0.0.1), `PORT` (8787), `DATA_DIR` (public),
 * `GW_PROXY_SECRET`, `TOKENS_FILE` (tokens.json in the project root), `RATE_LIMIT_LITE` /
 * `RATE_LIMIT_PRO` / `RATE_LIMIT_ULTRA` (60 / 600 / 6000 per minute), and `TRUST_PROXY`: set it
 * to `1` only behind a proxy that sets `X-Forwarded-For` / `CF-Connecting-IP`; by default those
 * headers are client-controlled, so clients are told apart by the socket address.
 *
 * The connection is hardened before the handler (`socket-errors.ts`, limits in
 * schemas/connection-limits.ts): explicit header, request and keep-alive timeouts, a header size
 * and count limit, a request-target limit and the Host check, each answered with a JSON
 * ErrorResponse (400 / 408 / 414 / 431) and `Connection: close`.
 *
 * Run directly (`tsx edge-rules/node/serve.ts`, or `npm start` through scripts/start.ts) it prints one line with the
 * URL and shuts down gracefully on SIGINT/SIGTERM or when its parent process goes away; an operator mistake (port in use, bad HOST, malformed tokens
 * file, no data) is one line on stderr and exit code 1. Tests use {@link startServer} and
 * {@link launch}.
 */
import * as nodeCrypto from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { isIP, type AddressInfo, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { isMainModule } from "./main-module.ts";
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_HEADER_BYTES,
  MAX_HEADER_FIELDS,
  REQUEST_TIMEOUT_MS,
} from "../../schemas/connection-limits.ts";
import { RecordCache } from "../origin/assemble.ts";
import type { HeaderReader, RequestLike, ResponseParts } from "../http/exchange.ts";
import { apiError, errorBody, errorStatus as errorStatusOf, INTERNAL_MESSAGE } from "../errors/errors.ts";
import { createHandler, type Handler, type HandlerConfig } from "../handler.ts";
import { DataFileError, type Origin } from "../origin/origin.ts";
import { DEFAULT_RATE_LIMITS, type Plan } from "../access/plan.ts";
import { MemoryRateLimiter, type RateLimiter } from "../access/rate-limit.ts";
import type { TokenStore } from "../access/token-store.ts";
import { isPromise } from "../http/maybe-promise.ts";
import { closeAfter } from "./close-socket.ts";
import { nodeCompressor } from "./compressor.ts";
import { createFsOrigin, defaultDataDir } from "./fs-origin.ts";
import { readIncoming } from "./read-incoming.ts";
import { MCP_MAX_BODY_BYTES } from "../../schemas/mcp.ts";
import {
  connectionErrorBody,
  connectionErrorHeaders,
  clientErrorListener,
  rawParts,
  rawResponse,
  requestProblem,
} from "./socket-errors.ts";
import { listenErrorLine } from "./startup-errors.ts";
import { createTokenFileStore, defaultTokensFile, readTokenFile, TokenFileError } from "./token-file.ts";
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
  /** Connection timeouts (tests shorten them); defaults from schemas/connection-limits.ts. */
  readonly timeouts?: Partial<ConnectionTimeouts>;
  /** The record files kept by the handler (default {@link NODE_RECORD_BYTES}: the whole coverage). */
  readonly records?: RecordCache;
}

/**
 * Bytes of record files the Node server keeps (assemble.ts `RecordCache`): every Pro year and lite month of
 * 1873–2100 (about 125 MB) with room for the months asked for in English, so a server up a while answers a
 * new URL from memory.
 */
export const NODE_RECORD_BYTES = 256 * 1024 * 1024;

/** The connection timeouts of the Node server, in ms. */
export interface ConnectionTimeouts {
  /** Header section within this time of the request's start (408). */
  readonly headersMs: number;
  /** Whole request within this time (408). */
  readonly requestMs: number;
  /** Keep-alive timeout advertised to clients; node:http closes the idle socket 1 s later. */
  readonly keepAliveMs: number;
  /** How often node:http checks the header and request timeouts (its default is 30 s). */
  readonly checkIntervalMs: number;
}

/** The defaults: headers 10 s, request 30 s, keep-alive 4 s (+1 s: closed within 5 s), checked every second. */
export const DEFAULT_TIMEOUTS: ConnectionTimeouts = {
  headersMs: HEADERS_TIMEOUT_MS,
  requestMs: REQUEST_TIMEOUT_MS,
  keepAliveMs: KEEP_ALIVE_TIMEOUT_MS,
  checkIntervalMs: 1_000,
};

/** A running server. */
export interface RunningServer {
  /** `http://host:port` */
  readonly url: string;
  readonly server: Server;
  /** Stops accepting, lets requests in flight finish (at most `graceMs`), then closes. */
  close(graceMs?: number): Promise<void>;
}

/** A DNS host name (RFC 1123 §2.1 labels), optionally fully qualified. */
const HOST_NAME = /^(?=.{1,253}\.?$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$/;

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
  const host = env.HOST || DEFAULT_HOST;
  if (isIP(host) === 0 && !HOST_NAME.test(host)) {
    throw new Error(`HOST=${JSON.stringify(host)}: expected an IP address (127.0.0.1, ::1, 0.0.0.0) or a host name`);
  }
  return {
    host,
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
 * A body is read only when the handler asks for it (`POST /mcp`), and only up to the MCP limit.
 */
export class NodeRequest implements RequestLike {
  readonly method: string;
  readonly url: string;
  readonly headers: HeaderReader;
  /** The socket's remote address (the client IP unless a trusted proxy names another). */
  readonly remoteAddress: string | undefined;
  readonly #incoming: IncomingMessage;

  constructor(incoming: IncomingMessage, origin: string) {
    this.#incoming = incoming;
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

  /** The body, at most {@link MCP_MAX_BODY_BYTES} (then BodyTooLarge; the rest is drained by the adapter). */
  arrayBuffer(): Promise<ArrayBuffer> {
    return readIncoming(this.#incoming, MCP_MAX_BODY_BYTES);
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

/** Unpadded base64url SHA-256 of a string's UTF-8 bytes with `node:crypto` (the ETags' spelling, etag.ts), no re-encoding in JavaScript. */
export const nodeSha256Base64url: (text: string) => string =
  typeof nodeCrypto.hash === "function"
    ? (text) => nodeCrypto.hash("sha256", text, "base64url")
    : (text) => nodeCrypto.createHash("sha256").update(text, "utf8").digest("base64url");

/**
 * Writes response parts to a ServerResponse, unless the connection edge has answered it already
 * (a stalled or cut body: socket-errors.ts answers 408 / 400 while the handler waited for it).
 */
export function writeParts(parts: ResponseParts, out: ServerResponse): void {
  if (out.headersSent || out.writableEnded) return;
  out.writeHead(parts.status, parts.headers as Record<string, string>);
  if (parts.body === null) out.end();
  else out.end(parts.body);
}

/** The fallback answer if even the handler cannot answer (it never throws; belt and braces): a fault of the server, 500. */
const LAST_RESORT = apiError("INTERNAL", INTERNAL_MESSAGE);

/** The default report of a server-side failure: one line on stderr naming the path (the query may carry a token). */
function reportToStderr(error: unknown, request: RequestLike): void {
  const path = new URL(request.url).pathname;
  // A missing or damaged data file is the operator's to fix: one line naming it, no stack.
  const what =
    error instanceof DataFileError
      ? `${error.message}; run \`npm run generate\` (or restart: npm start regenerates)`
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  console.error(`edge-rules: ${request.method} ${path}: ${what}`);
}

/**
 * The handler of the Node server, from its options (the given one, else one over the tree with the Node
 * runtime's parts: `node:crypto` hashes, `node:zlib` codings, `setImmediate` turns, a record cache of
 * {@link NODE_RECORD_BYTES}). The bench measures this handler alone too (bench/handler-cpu.ts).
 */
export function nodeHandler(options: ServerOptions = {}): Handler {
  if (options.handler) return options.handler;
  const config: HandlerConfig = {
    serviceName: options.serviceName ?? SERVICE_NAME,
    ...(options.proxySecret ? { proxySecret: options.proxySecret } : {}),
    rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    ipHeaders: options.trustProxy ? ["cf-connecting-ip", "x-forwarded-for"] : [],
  };
  return createHandler({
    origin: options.origin ?? createFsOrigin({ root: options.dataDir ?? defaultDataDir() }),
    tokens: options.tokens ?? createTokenFileStore(options.tokensFile ?? defaultTokensFile()),
    limiter: options.limiter ?? new MemoryRateLimiter(),
    clock: options.clock ?? Date.now,
    config,
    clientAddress: (request) => (request instanceof NodeRequest ? request.remoteAddress : undefined),
    onError: options.onError ?? reportToStderr,
    sha256Hex: nodeSha256Hex,
    sha256Base64url: nodeSha256Base64url,
    compressor: nodeCompressor(),
    assembler: { records: options.records ?? new RecordCache(NODE_RECORD_BYTES) },
    yieldTurn: () => new Promise<void>((resolve) => setImmediate(resolve)),
  });
}

/** Answers a connection-level problem of a parsed request (414, 431, 400 INVALID_HOST). */
function refuse(incoming: IncomingMessage, out: ServerResponse, problem: NonNullable<ReturnType<typeof requestProblem>>): void {
  const body = connectionErrorBody(problem);
  out.shouldKeepAlive = false;
  out.writeHead(errorStatusOf(problem.code), connectionErrorHeaders(body));
  out.end(incoming.method === "HEAD" ? undefined : body);
}

/** Belt and braces: the handler never throws; if writing fails, one line and a JSON 404 (or a closed socket). */
function adapterFailure(out: ServerResponse, error: unknown): void {
  if (!out.headersSent) {
    out.writeHead(errorStatusOf(LAST_RESORT.code), { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
    out.end(errorBody(LAST_RESORT));
  } else {
    out.destroy();
  }
  console.error(`edge-rules: adapter failure: ${error instanceof Error ? error.message : String(error)}`);
}

/** The request listener: the connection checks, then the handler (`base()`: the server's own origin, once listening). */
function requestListener(handler: Handler, base: () => string): (incoming: IncomingMessage, out: ServerResponse) => void {
  return (incoming, out) => {
    // Only a POST body is ever read (POST /mcp); any other body, or what is left, is drained.
    if (incoming.method !== "POST") incoming.resume();
    else out.once("finish", () => incoming.resume());
    const problem = requestProblem(incoming);
    if (problem !== null) return refuse(incoming, out, problem);
    try {
      // An answer built from memory comes back as is: written in this same tick, no promise.
      const parts = handler.parts(new NodeRequest(incoming, base()));
      if (isPromise(parts)) parts.then((p) => writeParts(p, out)).catch((error: unknown) => adapterFailure(out, error));
      else writeParts(parts, out);
    } catch (error) {
      adapterFailure(out, error);
    }
  };
}

/** The `node:http` server with the connection limits and listeners (socket-errors.ts), not yet listening. */
function createNodeServer(handler: Handler, timeouts: ConnectionTimeouts, base: () => string): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      maxHeaderSize: MAX_HEADER_BYTES,
      // The Host check is ours (socket-errors.ts), answered with a JSON body like every error.
      requireHostHeader: false,
    },
    requestListener(handler, base),
  );
  // Headers past the limit are counted (socket-errors.ts answers 431), not silently dropped.
  server.maxHeadersCount = MAX_HEADER_FIELDS + 1;
  // Every socket with a client error is answered and closed, never left waiting (socket-errors.ts).
  server.on("clientError", clientErrorListener(timeouts.requestMs));
  // CONNECT never reaches the request listener: the handler answers it (405) on the raw socket.
  server.on("connect", (incoming: IncomingMessage, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    const problem = requestProblem(incoming);
    const answer =
      problem !== null
        ? Promise.resolve(rawResponse(problem))
        : Promise.resolve(handler.parts(new NodeRequest(incoming, base()))).then(rawParts);
    answer.then(
      (bytes) => closeAfter(socket as Socket, bytes),
      () => socket.destroy(),
    );
  });
  return server;
}

/** Stops accepting, lets requests in flight finish (at most `graceMs`), then closes. */
function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolvePromise) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolvePromise();
    });
    server.closeIdleConnections();
  });
}

/** Starts the server. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? DEFAULT_HOST;
  let base = "";
  const server = createNodeServer(nodeHandler(options), { ...DEFAULT_TIMEOUTS, ...options.timeouts }, () => base);
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
  return { url: base, server, close: (graceMs = 5000) => closeServer(server, graceMs) };
}

/** Where {@link launch} writes its lines. */
export interface LaunchIo {
  readonly stdout: (line: string) => void;
  readonly stderr: (line: string) => void;
}

const CONSOLE_IO: LaunchIo = { stdout: (line) => console.log(line), stderr: (line) => console.error(line) };

/**
 * Starts the server from the environment, checking what an operator can get wrong first: the
 * environment's numbers, the generated data, the tokens file (malformed: refused now, naming
 * the file, instead of failing every request), and the address to listen on.
 * @returns the running server, or `null` after writing one line to `io.stderr`.
 */
export async function launch(env: NodeJS.ProcessEnv = process.env, io: LaunchIo = CONSOLE_IO): Promise<RunningServer | null> {
  const fail = (line: string): null => {
    io.stderr(`edge-rules: ${line}`);
    return null;
  };
  let options: ServerOptions;
  try {
    options = optionsFromEnv(env);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const origin = createFsOrigin({ root: options.dataDir ?? defaultDataDir(env) });
  let coverage: string;
  try {
    const manifest = await origin.manifest();
    coverage = `${manifest.coverage.from}-${manifest.coverage.to}`;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    return fail(`no generated data in ${origin.root} (${reason}); run \`npm run generate\` first`);
  }
  const tokensFile = options.tokensFile ?? defaultTokensFile(env);
  try {
    await readTokenFile(tokensFile);
  } catch (error) {
    return fail(error instanceof TokenFileError ? `${error.message}: fix or remove it (npm run tokens -- list reads it)` : String(error));
  }
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? DEFAULT_PORT;
  let running: RunningServer;
  try {
    running = await startServer({ ...options, origin, tokensFile });
  } catch (error) {
    return fail(listenErrorLine(error, host, port));
  }
  io.stdout(`${SERVICE_NAME} serving ${running.url} (data ${origin.root}, coverage ${coverage})`);
  if (origin.active() !== origin.root) {
    io.stderr(
      `edge-rules: ${origin.root} is absent: serving the complete previous tree ${origin.active()} (a generate was stopped during its swap); npm start or npm run generate restores it`,
    );
  }
  return running;
}

/** How often the server checks that its parent process is still there. */
const PARENT_CHECK_MS = 500;

/**
 * `tsx edge-rules/node/serve.ts` and `npm start`: serve until SIGINT or SIGTERM, or until the parent process
 * (`parent`, the pid it had at start) is gone — a shell or `tsx` between npm and the server that died of the
 * signal, or was killed, would otherwise leave the server holding the port.
 */
export async function main(env: NodeJS.ProcessEnv = process.env, parent: number = process.ppid): Promise<void> {
  const running = await launch(env);
  if (running === null) {
    process.exitCode = 1;
    return;
  }
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.error(`edge-rules: ${signal}: closing`);
    void running.close().then(() => process.exit(0));
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
  // Reparented (the parent exited): its pid is gone from process.ppid. A parent of pid 0 or 1 has no one above to lose.
  if (parent > 1)
    setInterval(() => {
      if (process.ppid !== parent) stop("parent process gone");
    }, PARENT_CHECK_MS).unref();
}

if (isMainModule(import.meta.url)) {
  await main();
}
