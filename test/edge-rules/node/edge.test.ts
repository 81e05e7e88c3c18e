/**
 * The socket edge of the Node server: what node:http's parser refuses, and what is checked
 * before the handler, is answered with a JSON ErrorResponse, the right status and
 * `Connection: close`; slow clients are cut off by the header timeout. Raw sockets on
 * 127.0.0.1, a server on port 0.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../../schemas/error-codes.ts";
import { MAX_HEADER_BYTES, MAX_HEADER_FIELDS, MAX_URI_BYTES } from "../../../schemas/connection-limits.ts";
import { ErrorResponse, HealthResponse } from "../../../schemas/responses.ts";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { overflowInRequestLine } from "../../../edge-rules/node/socket-errors.ts";
import { rawNonAsciiMessage, stoppedAtNonAscii } from "../../../edge-rules/node/raw-target.ts";
import { validHostValue } from "../../../edge-rules/node/host-header.ts";
import { writeFixtureTree } from "./tree.ts";

/** Short timeouts, so that the slow-client cases take well under a second. */
const TIMEOUTS = { headersMs: 400, requestMs: 1_200, keepAliveMs: 1_000, checkIntervalMs: 50 };

let tree: Awaited<ReturnType<typeof writeFixtureTree>>;
let server: RunningServer;
let port: number;

beforeAll(async () => {
  tree = await writeFixtureTree();
  server = await startServer({ port: 0, dataDir: tree.dataDir, tokensFile: tree.tokensFile, timeouts: TIMEOUTS, onError: () => {} });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.close(100);
  await tree?.cleanup();
});

interface RawAnswer {
  /** Every byte the server sent, as latin1 text. */
  readonly text: string;
  /** Whether the server closed the connection (end or reset) before `waitMs`. */
  readonly closedByServer: boolean;
}

/** Sends bytes on a fresh socket and collects the answer until the server closes it (or `waitMs`). */
function raw(data: string | Buffer, waitMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let closedByServer = true;
    const timer = setTimeout(() => {
      closedByServer = false;
      socket.destroy();
    }, waitMs);
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text, closedByServer });
    });
    if (data.length > 0) socket.write(data);
  });
}

/** The status, lowercase headers and body of the first response in `text`. */
function parse(text: string): { status: number; headers: Record<string, string>; body: string } {
  const end = text.indexOf("\r\n\r\n");
  const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) headers[line.slice(0, line.indexOf(":")).toLowerCase()] = line.slice(line.indexOf(":") + 1).trim();
  const length = Number(headers["content-length"]);
  return { status: Number(statusLine!.split(" ")[1]), headers, body: text.slice(end + 4, end + 4 + length) };
}

/** Expects one JSON ErrorResponse with `code`, its table status, and `Connection: close`. */
async function expectRefused(data: string, code: keyof typeof ERROR_CODES): Promise<void> {
  const answer = await raw(data);
  const { status, headers, body } = parse(answer.text);
  expect({ status, code: JSON.parse(body).code }).toEqual({ status: ERROR_CODES[code].status, code });
  expect(ErrorResponse.safeParse(JSON.parse(body)).success, body).toBe(true);
  expect(headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers.connection?.toLowerCase()).toBe("close");
  expect(headers["access-control-allow-origin"]).toBe("*");
  expect(answer.closedByServer).toBe(true);
}

const request = (target: string, headers = "Host: 127.0.0.1\r\n", version = "HTTP/1.1"): string =>
  `GET ${target} ${version}\r\n${headers}\r\n`;

describe("parser-level errors answer an ErrorResponse (never node:http's empty 400)", () => {
  it("414 URI_TOO_LONG: a 64 KiB request target, and one just over the limit", async () => {
    await expectRefused(request(`/gw/day/${"a".repeat(64 * 1024)}`), "URI_TOO_LONG");
    await expectRefused(request(`/gw/day/2025-01-01?x=${"a".repeat(MAX_URI_BYTES)}`), "URI_TOO_LONG");
  });

  it("431 HEADERS_TOO_LARGE: a 20 KiB header, and more header fields than the limit", async () => {
    await expectRefused(request("/gw/health", `Host: 127.0.0.1\r\nX-Big: ${"b".repeat(20 * 1024)}\r\n`), "HEADERS_TOO_LARGE");
    const fields = Array.from({ length: MAX_HEADER_FIELDS }, (_, i) => `X-F${i}: v\r\n`).join("");
    await expectRefused(request("/gw/health", `Host: 127.0.0.1\r\n${fields}`), "HEADERS_TOO_LARGE");
  });

  it("400 MALFORMED_REQUEST: bad request lines and header fields, request smuggling shapes", async () => {
    for (const data of [
      "GARBAGE\r\n\r\n",
      "GET /gw/health HTTP/1.1 extra\r\nHost: a\r\n\r\n",
      "GET /gw/health HTTP/9.9\r\nHost: a\r\n\r\n",
      "FOO /gw/health HTTP/1.1\r\nHost: a\r\n\r\n",
      "GET /gw/health HTTP/1.1\r\nHost: a\r\nBad Header: x\r\n\r\n",
      "GET /gw/health HTTP/1.1\r\nHost: a\r\nX: a\u0000b\r\n\r\n",
      "GET /gw/health HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      "GET /gw/health HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
      "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
    ]) {
      await expectRefused(data, "MALFORMED_REQUEST");
    }
  });

  it("400 MALFORMED_REQUEST naming percent-encoding: raw UTF-8 in the target, as curl sends `?rokuyou=大安`", async () => {
    // curl sends the characters of its command line as UTF-8 bytes, unencoded; these are its header fields.
    const curl = (target: string): string =>
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: curl/8.5.0\r\nAccept: */*\r\n\r\n`;
    const utf8Error = (text: string): string => JSON.parse(Buffer.from(parse(text).body, "latin1").toString("utf8")).error;
    await expectRefused(curl("/gw/find?rokuyou=大安&from=2025-01-01"), "MALFORMED_REQUEST");
    const answer = await raw(curl("/gw/find?rokuyou=大安&from=2025-01-01"));
    expect(utf8Error(answer.text)).toBe(
      "the request target has raw non-ASCII bytes: percent-encode them as UTF-8 (大安 → %E5%A4%A7%E5%AE%89)",
    );
    // in the path too; bytes that are not UTF-8 are named as bytes
    expect(utf8Error((await raw(curl("/gw/day/２０２５"))).text)).toContain("(２０２５ → %EF%BC%92%EF%BC%90%EF%BC%92%EF%BC%95)");
    const latin1 = await raw(Buffer.from("GET /gw/health?x=\u00e9 HTTP/1.1\r\nHost: a\r\n\r\n", "latin1"));
    expect(utf8Error(latin1.text)).toContain("percent-encode them as UTF-8 (the byte 0xE9 → %E9)");
    // other bad targets keep the general message
    expect(utf8Error((await raw(request("/gw/health?x=\u0001"))).text)).toContain("not valid HTTP/1.1");
    // done as the message says, the request goes through
    expect(parse((await raw(curl("/gw/day/2025-01-01?note=%E5%A4%A7%E5%AE%89"), 300)).text).status).toBe(200);
  });

  it("400 INVALID_HOST: a missing (HTTP/1.1), repeated, empty or malformed Host", async () => {
    await expectRefused(request("/gw/health", ""), "INVALID_HOST");
    await expectRefused(request("/gw/health", "Host: a\r\nHost: b\r\n"), "INVALID_HOST");
    await expectRefused(request("/gw/health", "Host: a\r\nhost: a\r\n"), "INVALID_HOST");
    await expectRefused(request("/gw/health", "Host:\r\n"), "INVALID_HOST");
    await expectRefused(request("/gw/health", "Host: a b\r\n"), "INVALID_HOST");
    await expectRefused(request("/gw/health", "Host: a/b\r\n"), "INVALID_HOST");
    await expectRefused(request("/gw/health", "Host: a:port\r\n"), "INVALID_HOST");
  });

  it("within the limits the handler answers: HTTP/1.0 without Host, exactly the field limit, IPv6 Host, 8 KiB target", async () => {
    const fields = Array.from({ length: MAX_HEADER_FIELDS - 1 }, (_, i) => `X-F${i}: v\r\n`).join("");
    const cases = [
      request("/gw/health", "", "HTTP/1.0"),
      request("/gw/health", `Host: 127.0.0.1\r\n${fields}`),
      request("/gw/health", "Host: [::1]:8787\r\n"),
      request("/gw/health", "Host: xn--eckwd4c7c.example:80\r\n"),
      request(`/gw/health?x=${"a".repeat(MAX_URI_BYTES - "/gw/health?x=".length)}`),
    ];
    for (const data of cases) {
      const { status, body } = parse((await raw(data, 300)).text);
      expect(status, data.slice(0, 60)).toBe(200);
      expect(HealthResponse.safeParse(JSON.parse(body)).success).toBe(true);
    }
  });

  it("CONNECT (never given to the request listener) is 405 JSON; a bad request after a good pipelined one is answered after it", async () => {
    const connectAnswer = parse((await raw("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n")).text);
    expect(connectAnswer.status).toBe(405);
    expect(JSON.parse(connectAnswer.body).code).toBe("METHOD_NOT_ALLOWED");
    const both = await raw(`${request("/gw/health")}GARBAGE\r\n\r\n`);
    const first = parse(both.text);
    expect(first.status).toBe(200);
    const rest = both.text.slice(both.text.indexOf(first.body) + first.body.length);
    expect(parse(rest).status).toBe(400);
    expect(JSON.parse(parse(rest).body).code).toBe("MALFORMED_REQUEST");
    expect(both.closedByServer).toBe(true);
  });
});

describe("paths are exact: dot segments and backslashes as sent are 404, not resolved into another path", () => {
  const get = (target: string): string => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`;

  it("the exact path answers; /x/../, /./, %2e%2e, a trailing /.. and backslashes are the JSON 404", async () => {
    const ok = parse((await raw(get("/gw/day/2025-01-01"))).text);
    expect(ok.status).toBe(200);
    for (const target of [
      "/gw/x/../day/2025-01-01",
      "/gw/day/./2025-01-01",
      "/gw/x/%2e%2e/day/2025-01-01",
      "/gw/x/%2E./day/2025-01-01",
      "/gw/day/2025-01-01/x/..",
      "/gw\\day\\2025-01-01",
      "/gw/day\\2025-01-01",
      "/x/../gw/health",
      "/cal/../docs",
      "/x/../mcp",
    ]) {
      const { status, headers, body } = parse((await raw(get(target))).text);
      expect({ target, status, code: JSON.parse(body).code }).toEqual({ target, status: 404, code: "NOT_FOUND" });
      expect(headers["content-type"], target).toBe("application/json; charset=utf-8");
      expect(headers["ratelimit-limit"], target).toBeDefined();
    }
  });

  it("dots inside a segment are not dot segments", async () => {
    const { status, body } = parse((await raw(get("/gw/day/2025-01-01..2025-01-02"))).text);
    expect(status).toBe(400);
    expect(JSON.parse(body).code).toBe("INVALID_DATE");
  });
});

describe("timeouts", () => {
  it("a socket that sends half a request gets 408 REQUEST_TIMEOUT and is closed by the header timeout", async () => {
    const started = Date.now();
    const answer = await raw("GET /gw/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", 10_000);
    expect(answer.closedByServer).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
    const { status, headers, body } = parse(answer.text);
    expect(status).toBe(408);
    expect(JSON.parse(body).code).toBe("REQUEST_TIMEOUT");
    expect(headers.connection).toBe("close");
  });

  it("a socket that sends nothing is closed without an answer; an idle keep-alive socket is closed too", async () => {
    const silent = await raw("", 10_000);
    expect(silent).toEqual({ text: "", closedByServer: true });
    const idle = await raw(request("/gw/health"), 10_000);
    expect(idle.closedByServer).toBe(true);
    expect(parse(idle.text).status).toBe(200);
    expect(parse(idle.text).headers["keep-alive"]).toBe("timeout=1");
  });
});

describe("the pieces", () => {
  it("tells a request-line overflow from a header overflow", () => {
    const line = Buffer.from(`GET /${"a".repeat(MAX_HEADER_BYTES)}`);
    expect(overflowInRequestLine(line, line.length)).toBe(true);
    const header = Buffer.from(`GET / HTTP/1.1\r\nX: ${"a".repeat(MAX_HEADER_BYTES)}`);
    expect(overflowInRequestLine(header, header.length)).toBe(false);
    const pipelined = Buffer.from(`GET / HTTP/1.1\r\nHost: a\r\n\r\nGET /${"a".repeat(100)}`);
    expect(overflowInRequestLine(pipelined, pipelined.length)).toBe(true);
    expect(overflowInRequestLine(undefined, undefined)).toBe(false);
  });

  it("shows raw non-ASCII bytes percent-encoded: whole UTF-8 characters, at most 24 bytes, else the first byte", () => {
    const packet = Buffer.from("GET /gw/find?rokuyou=大安 HTTP/1.1\r\n");
    const at = packet.indexOf(0xe5);
    expect(stoppedAtNonAscii(packet, at)).toBe(true);
    expect(stoppedAtNonAscii(packet, at - 1)).toBe(false);
    expect(stoppedAtNonAscii(undefined, undefined)).toBe(false);
    expect(rawNonAsciiMessage(packet, at)).toContain("(大安 → %E5%A4%A7%E5%AE%89)");
    const long = Buffer.from(`/?q=${"暦".repeat(20)}`);
    expect(rawNonAsciiMessage(long, 4)).toContain(`(${"暦".repeat(8)} → ${"%E6%9A%A6".repeat(8)})`);
    const cut = Buffer.from("/?q=大安").subarray(0, 8); // the packet ends inside 安
    expect(rawNonAsciiMessage(cut, 4)).toContain("(大 → %E5%A4%A7)");
    expect(rawNonAsciiMessage(Buffer.from([0x2f, 0xe9, 0x20]), 1)).toContain("(the byte 0xE9 → %E9)");
  });

  it("validates Host values as uri-host [:port] (RFC 3986 §3.2.2)", () => {
    for (const ok of ["a", "127.0.0.1", "127.0.0.1:8787", "[::1]", "[::1]:80", "example.com.", "a-b.c_d~e", "x%41y", "host:"]) {
      expect(validHostValue(ok), ok).toBe(true);
    }
    for (const bad of ["", " ", "a b", "a/b", "a@b", "[::1", "a:123456", "a:b", "%4", "é.example", "a\tb"]) {
      expect(validHostValue(bad), bad).toBe(false);
    }
  });
});
