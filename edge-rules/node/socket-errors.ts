/**
 * Errors of the HTTP connection on Node (接続レベルのエラー), answered before the handler with a
 * JSON ErrorResponse and `Connection: close` instead of node:http's empty, non-JSON 400:
 *
 * - parser errors (`clientError` with an llhttp `HPE_*` code): 400 MALFORMED_REQUEST, except
 *   `HPE_HEADER_OVERFLOW` (request line + headers over `MAX_HEADER_BYTES`): 431
 *   HEADERS_TOO_LARGE, or 414 URI_TOO_LONG when the overflow happened inside the request line;
 *   raw non-ASCII bytes in the target get a message saying to percent-encode them (raw-target.ts),
 *   and a request the client cut with its FIN (`HPE_INVALID_EOF_STATE`) says so;
 * - `ERR_HTTP_REQUEST_TIMEOUT` (headers or whole request, body included, not received in time):
 *   408 REQUEST_TIMEOUT, or a silent close when the client never sent a byte (a pre-connected socket);
 * - every socket answered here is closed by close-socket.ts (descriptor released within its linger);
 * - checks on a parsed request, before the handler (`requestProblem`): a request target over
 *   `MAX_URI_BYTES` (414), more than `MAX_HEADER_FIELDS` header fields (431), a missing, repeated
 *   or malformed `Host` (400 INVALID_HOST).
 *
 * A `CONNECT` request (which node:http never passes to the request listener) goes to the handler
 * like any other method (405 METHOD_NOT_ALLOWED), written with {@link rawParts}.
 *
 * These answers carry no RateLimit fields: the request never reached the service to be counted.
 * Limits: schemas/connection-limits.ts.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { MAX_HEADER_FIELDS, MAX_URI_BYTES } from "../../schemas/connection-limits.ts";
import type { ConnectionErrorCode } from "../../schemas/error-codes.ts";
import { apiError, errorBody, errorStatus } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";
import type { ResponseParts } from "../http/exchange.ts";
import { baseHeaders, CACHE_NO_STORE, CONTENT_TYPE, type HeaderFields } from "../http/headers.ts";
import { closeAfter, isClosing } from "./close-socket.ts";
import { hostProblem } from "./host-header.ts";
import { encodedTarget, rawNonAsciiMessage, stoppedAtNonAscii } from "./raw-target.ts";
import { targetOf } from "../errors/hint-requests.ts";

/** A connection-level error, before it becomes bytes. */
export interface ConnectionError extends ApiError {
  readonly code: ConnectionErrorCode;
  /** The target as the client should have sent it (raw non-ASCII bytes percent-encoded): the hint's request. */
  readonly rewritten?: string;
}

const error = (code: ConnectionErrorCode, message: string): ConnectionError => apiError(code, message) as ConnectionError;

/** The headers of every connection-level answer (no RateLimit fields: nothing was counted). */
export function connectionErrorHeaders(body: Uint8Array): HeaderFields {
  const headers = baseHeaders();
  headers["content-type"] = CONTENT_TYPE;
  headers["cache-control"] = CACHE_NO_STORE;
  headers["content-length"] = String(body.length);
  headers.connection = "close";
  return headers;
}

/** The body bytes of a connection-level error. */
export function connectionErrorBody(e: ConnectionError): Uint8Array {
  return Buffer.from(errorBody(e, e.rewritten === undefined ? {} : { rewritten: targetOf(`http://h${e.rewritten}`) }), "utf8");
}

/** A complete HTTP/1.1 response (status line, headers, JSON body) for writing to a raw socket. */
export function rawResponse(e: ConnectionError): Buffer {
  const status = errorStatus(e.code);
  const body = connectionErrorBody(e);
  const headers = connectionErrorHeaders(body);
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  return Buffer.concat([Buffer.from(`${head}\r\n`, "latin1"), body]);
}

/** A method token followed by a space: the start of a request line (RFC 9112 §3). */
const REQUEST_LINE_START = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ /;

/**
 * Whether a header overflow happened inside the request line: the bytes of the current message
 * up to the error (in the packet being parsed) start a request line and hold no line end yet.
 * A request line that arrived over several packets before overflowing cannot be told from a
 * long header and is answered 431.
 */
export function overflowInRequestLine(packet: Buffer | undefined, bytesParsed: number | undefined): boolean {
  if (packet === undefined) return false;
  const upto = packet.subarray(0, Math.min(bytesParsed ?? packet.length, packet.length));
  const previousEnd = upto.lastIndexOf("\r\n\r\n");
  const current = upto.subarray(previousEnd < 0 ? 0 : previousEnd + 4);
  if (current.includes(0x0a)) return false;
  return REQUEST_LINE_START.test(current.subarray(0, 64).toString("latin1"));
}

/** Node's `clientError` error: an llhttp parser error or a request timeout. */
export interface ClientError extends Error {
  readonly code?: string;
  readonly rawPacket?: Buffer;
  readonly bytesParsed?: number;
}

/**
 * The answer to a `clientError`, or `null` when the connection should just be closed (a
 * timeout on a socket that never sent a byte, a reset, anything that is not about the request).
 */
export function clientErrorAnswer(e: ClientError, bytesRead: number): ConnectionError | null {
  const code = e.code ?? "";
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return bytesRead === 0
      ? null
      : error(
          "REQUEST_TIMEOUT",
          "the request was not received in time: send the headers and the whole body promptly, and close idle requests",
        );
  }
  if (code === "HPE_HEADER_OVERFLOW") {
    return overflowInRequestLine(e.rawPacket, e.bytesParsed)
      ? error("URI_TOO_LONG", `the request target is too long (at most ${MAX_URI_BYTES} bytes)`)
      : error("HEADERS_TOO_LARGE", "the request line and header fields are too large");
  }
  if (code === "HPE_INVALID_URL" && stoppedAtNonAscii(e.rawPacket, e.bytesParsed)) {
    const refused = error("MALFORMED_REQUEST", rawNonAsciiMessage(e.rawPacket as Buffer, e.bytesParsed as number));
    const rewritten = encodedTarget(e.rawPacket as Buffer, e.bytesParsed as number);
    return rewritten === null ? refused : { ...refused, rewritten };
  }
  if (code === "HPE_INVALID_EOF_STATE") {
    return error(
      "MALFORMED_REQUEST",
      "the connection was closed before the request was complete (fewer body bytes than Content-Length, or an unfinished header section)",
    );
  }
  if (code.startsWith("HPE_"))
    return error("MALFORMED_REQUEST", "malformed HTTP request: the request line or a header field is not valid HTTP/1.1");
  return null;
}

/** A node:http response with the request it answers (`ServerResponse.req`, Node 15.7+). */
type PendingResponse = ServerResponse & { readonly req?: IncomingMessage };

/**
 * The `clientError` listener. Every socket it sees is answered (when the error is about the
 * request) and closed with {@link closeAfter}, so its descriptor is released within
 * `LINGER_MS` even if the client never closes its side:
 *
 * - no response in progress: the JSON answer on the raw socket;
 * - a response in progress for a request whose body is incomplete (a stalled or cut body of
 *   `POST /mcp` the handler is waiting for; the request timeout or the client's FIN ends it):
 *   the answer through that response (the handler's later answer is dropped by the adapter,
 *   `writeParts`); closing the socket then ends the handler's wait for the body;
 * - a response in progress for a complete request (a bad request pipelined after a good one):
 *   the answer after that response, or a close if it has not finished within `graceMs`;
 * - a response already half written: destroyed, so no bytes are mixed into it.
 *
 * @param graceMs how long a pipelined error waits for the response before it, in ms.
 */
export function clientErrorListener(graceMs: number): (e: ClientError, socket: Socket) => void {
  return (e, socket) => {
    if (isClosing(socket)) return; // answered already: the parser repeats its error per packet
    const answer = clientErrorAnswer(e, socket.bytesRead);
    if (answer === null || !socket.writable) {
      socket.destroy();
      return;
    }
    const pending = (socket as Socket & { _httpMessage?: PendingResponse | null })._httpMessage;
    if (!pending || pending.writableFinished) return closeAfter(socket, rawResponse(answer));
    if (pending.headersSent) {
      if (!pending.writableEnded)
        socket.destroy(); // a response is half written: no bytes may be mixed into it
      else whenFinished(pending, socket, answer, graceMs);
      return;
    }
    if (pending.req !== undefined && !pending.req.complete) return answerThrough(pending, socket, answer);
    whenFinished(pending, socket, answer, graceMs);
  };
}

/** Answers on the pending response of the incomplete request (then node:http closes the socket; bounded by {@link closeAfter}). */
function answerThrough(pending: PendingResponse, socket: Socket, answer: ConnectionError): void {
  const body = connectionErrorBody(answer);
  pending.shouldKeepAlive = false;
  pending.writeHead(errorStatus(answer.code), connectionErrorHeaders(body));
  pending.end(pending.req?.method === "HEAD" ? undefined : body);
  pending.once("finish", () => closeAfter(socket));
}

/** Answers after the pending response finishes; closes the socket if it has not within `graceMs`. */
function whenFinished(pending: PendingResponse, socket: Socket, answer: ConnectionError, graceMs: number): void {
  const timer = setTimeout(() => closeAfter(socket), graceMs);
  timer.unref();
  pending.once("finish", () => {
    clearTimeout(timer);
    closeAfter(socket, rawResponse(answer));
  });
  pending.once("close", () => {
    clearTimeout(timer);
    closeAfter(socket);
  });
}

/** A complete HTTP/1.1 response of a handler's parts, closing the connection (for CONNECT). */
export function rawParts(parts: ResponseParts): Buffer {
  let head = `HTTP/1.1 ${parts.status} ${STATUS_CODES[parts.status] ?? "Error"}\r\n`;
  for (const [name, value] of Object.entries(parts.headers)) head += `${name}: ${value}\r\n`;
  head += "connection: close\r\n\r\n";
  return parts.body === null ? Buffer.from(head, "latin1") : Buffer.concat([Buffer.from(head, "latin1"), parts.body]);
}

/** The parts of a parsed node:http request the checks read. */
export interface ParsedRequestHead {
  readonly url?: string | undefined;
  readonly rawHeaders: readonly string[];
  readonly httpVersion: string;
}

/**
 * The connection-level error of a parsed request, checked before the handler: the request
 * target's length (414), the number of header fields (431), the Host fields (400), in that
 * order; `null` when the request may go on.
 */
export function requestProblem(request: ParsedRequestHead): ConnectionError | null {
  if ((request.url ?? "").length > MAX_URI_BYTES) {
    return error("URI_TOO_LONG", `the request target is too long (at most ${MAX_URI_BYTES} bytes)`);
  }
  if (request.rawHeaders.length / 2 > MAX_HEADER_FIELDS) {
    return error("HEADERS_TOO_LARGE", `too many header fields (at most ${MAX_HEADER_FIELDS})`);
  }
  const host = hostProblem(request.rawHeaders, request.httpVersion);
  return host === null ? null : error("INVALID_HOST", `bad Host header: ${host}`);
}
