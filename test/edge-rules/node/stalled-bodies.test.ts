/**
 * Stalled, cut and aborted request bodies on the Node server (startServer, as `npm start` builds
 * it, with short timeouts): every socket is answered or closed within the request timeout plus
 * the linger of edge-rules/node/close-socket.ts, on `/mcp` (whose handler waits for the body) and
 * on other routes; a burst of 1,000 leaves the process's descriptors (/proc/self/fd: the server
 * runs in this process) where they were; client aborts report nothing. Raw sockets on 127.0.0.1.
 */
import { readdirSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { LINGER_MS } from "../../../edge-rules/node/close-socket.ts";
import { writeFixtureTree } from "./tree.ts";

const TIMEOUTS = { headersMs: 400, requestMs: 1_200, keepAliveMs: 1_000, checkIntervalMs: 50 };
/** By then every socket must be closed by the server: the request timeout, its check, the linger, slack. */
const CLOSED_WITHIN_MS = TIMEOUTS.requestMs + TIMEOUTS.checkIntervalMs + LINGER_MS + 1_500;

let tree: Awaited<ReturnType<typeof writeFixtureTree>>;
let server: RunningServer;
let port: number;
const reported: unknown[] = [];

beforeAll(async () => {
  tree = await writeFixtureTree();
  server = await startServer({
    port: 0,
    dataDir: tree.dataDir,
    tokensFile: tree.tokensFile,
    timeouts: TIMEOUTS,
    rateLimits: { lite: 1e9, pro: 1e9, ultra: 1e9 },
    onError: (error) => reported.push(error),
  });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.close(100);
  await tree?.cleanup();
});

/** How a client leaves its body. */
type BodyState = "stalled" | "half-closed" | "reset";

/** A POST announcing 100 body bytes and sending one. */
const post = (path: string): string =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 100\r\n\r\n{`;

interface Outcome {
  readonly text: string;
  /** ms from the connection to the server's close; null if the client gave up first. */
  readonly closedAfterMs: number | null;
}

/** Opens a socket, sends `data`, leaves the body as `state` says; resolves when the socket closes. */
function client(data: string, state: BodyState, open: Set<Socket>, giveUpMs = CLOSED_WITHIN_MS + 2_000): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    open.add(socket);
    let text = "";
    let gaveUp = false;
    const timer = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, giveUpMs);
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      open.delete(socket);
      resolve({ text, closedAfterMs: gaveUp ? null : Date.now() - started });
    });
    socket.write(data, () => {
      if (state === "half-closed") socket.end();
      if (state === "reset") setTimeout(() => socket.resetAndDestroy(), 20);
    });
  });
}

const statusOf = (text: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
const codesOf = (text: string): string[] => [...text.matchAll(/"code":"([A-Z_]+)"/g)].map((m) => m[1]!);
const descriptors = (): number => readdirSync("/proc/self/fd").length;

describe("every socket with an unfinished body is answered or closed", () => {
  it("/mcp, stalled: 408 REQUEST_TIMEOUT at the request timeout, then closed (the handler's wait ends quietly)", async () => {
    const open = new Set<Socket>();
    const outcome = await client(post("/mcp"), "stalled", open);
    expect(outcome.closedAfterMs, outcome.text).not.toBeNull();
    expect(outcome.closedAfterMs!).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
    expect(statusOf(outcome.text)).toBe(408);
    expect(codesOf(outcome.text)).toEqual(["REQUEST_TIMEOUT"]);
    expect(outcome.text.toLowerCase()).toContain("connection: close");
  });

  it("/mcp, half-closed mid-body: 400 MALFORMED_REQUEST saying the request was cut, then closed", async () => {
    const outcome = await client(post("/mcp"), "half-closed", new Set());
    expect(outcome.closedAfterMs, outcome.text).not.toBeNull();
    expect(outcome.closedAfterMs!).toBeLessThan(TIMEOUTS.requestMs);
    expect(statusOf(outcome.text)).toBe(400);
    expect(codesOf(outcome.text)).toEqual(["MALFORMED_REQUEST"]);
    expect(outcome.text).toContain("closed before the request was complete");
  });

  it("other routes (a GET, a POST the API refuses, a page), stalled or half-closed: answered and closed", async () => {
    const cases = ["/gw/day/2025-01-01", "/gw/health", "/"].flatMap((path) =>
      (["stalled", "half-closed"] as const).flatMap((state) => ["POST", "GET"].map((method) => ({ path, state, method }))),
    );
    const outcomes = await Promise.all(
      cases.map(({ path, state, method }) => client(post(path).replace("POST", method), state, new Set())),
    );
    cases.forEach(({ path, state, method }, i) => {
      const outcome = outcomes[i]!;
      expect(outcome.closedAfterMs, `${method} ${path} ${state}: ${outcome.text.slice(0, 80)}`).not.toBeNull();
      expect(statusOf(outcome.text), `${method} ${path} ${state}`).toBeGreaterThan(0);
    });
  });

  it("a burst of 1,000 stalled, half-closed and reset bodies returns the descriptors to their baseline; nothing is reported", async () => {
    reported.length = 0;
    const open = new Set<Socket>();
    await client("GET /gw/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", "stalled", open);
    const baseline = descriptors();
    const states: BodyState[] = ["stalled", "stalled", "half-closed", "reset"];
    const paths = ["/mcp", "/mcp", "/mcp", "/gw/day/2025-01-01"];
    const outcomes: Promise<Outcome>[] = [];
    try {
      for (let i = 0; i < 1_000; i++) {
        outcomes.push(client(post(paths[i % paths.length]!), states[Math.floor(i / 4) % states.length]!, open));
        if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 10)); // a burst, not a SYN flood
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const during = descriptors();
      // 500 stalled sockets are open at once: each is two descriptors here (client and server side)
      expect(during, "the burst is open at once").toBeGreaterThan(baseline + 800);
      const done = await Promise.all(outcomes);
      const unclosed = done.filter((o) => o.closedAfterMs === null).length;
      expect(unclosed, "sockets the server never closed").toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(descriptors()).toBeLessThanOrEqual(baseline + 5);
      expect(reported).toEqual([]);
    } finally {
      for (const socket of open) socket.destroy();
    }
  }, 30_000);

  it("the server still answers after the burst", async () => {
    const outcome = await client("GET /gw/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", "stalled", new Set());
    expect(statusOf(outcome.text)).toBe(200);
  });
});
