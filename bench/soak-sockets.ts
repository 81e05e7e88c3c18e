/**
 * The soak's socket clients (bench/soak.ts): bodies that stall, are cut or are reset, and raw
 * non-ASCII request targets (curl's `?rokuyou=大安`), beside the soak's other hostile sockets;
 * and the server process's open descriptors (/proc/PID/fd), so a run shows sockets that were
 * never released. Each client is bounded: it gives up after {@link SOCKET_CLIENT_PATIENCE_MS}.
 */
import { connect } from "node:net";
import { REQUEST_TIMEOUT_MS } from "../schemas/connection-limits.ts";
export { descriptorCount } from "./process-stats.ts";

/** A socket client: what it sends, and what it does after. */
export interface SocketClient {
  readonly name: string;
  readonly data: Buffer;
  /** `stall`: keep the socket open; `half-close`: send FIN; `reset`: send RST after 50 ms. */
  readonly then: "stall" | "half-close" | "reset";
}

/** A POST announcing 100 body bytes and sending one. */
const cutBody = (path: string): Buffer =>
  Buffer.from(
    `POST ${path} HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 100\r\n\r\n{`,
  );

/** The socket clients, in the order the soak cycles through them. */
export const SOCKET_CLIENTS: readonly SocketClient[] = [
  { name: "stalled /mcp body", data: cutBody("/mcp"), then: "stall" },
  { name: "half-closed /mcp body", data: cutBody("/mcp"), then: "half-close" },
  { name: "reset /mcp body", data: cutBody("/mcp"), then: "reset" },
  { name: "stalled /gw/day body", data: cutBody("/gw/day/2026-01-01"), then: "stall" },
  {
    name: "raw non-ASCII target",
    data: Buffer.from("GET /gw/find?rokuyou=大安 HTTP/1.1\r\nHost: a\r\nUser-Agent: curl/8.5.0\r\nAccept: */*\r\n\r\n"),
    then: "half-close",
  },
];

/** How long a socket client waits for the server (a stalled body is answered at the request timeout). */
export const SOCKET_CLIENT_PATIENCE_MS = REQUEST_TIMEOUT_MS + 10_000;

/**
 * Writes `data` on a new loopback socket to `port`, then stalls, half-closes or resets it; resolves
 * with the answer's status, or 0 when the socket closed without one (or after `patienceMs`).
 */
export function rawExchange(port: number, data: Buffer, then: SocketClient["then"], patienceMs: number): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let head = "";
    socket.on("data", (chunk: Buffer) => {
      if (head.length < 64) head += chunk.toString("latin1");
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.setTimeout(patienceMs, () => socket.destroy());
    socket.write(data, () => {
      if (then === "half-close") socket.end();
      else if (then === "reset") setTimeout(() => socket.resetAndDestroy(), 50);
    });
  });
}

/** Runs one socket client; resolves with the answer's status, or 0 when the socket closed without one (or the client gave up). */
export function runSocketClient(port: number, client: SocketClient): Promise<number> {
  return rawExchange(port, client.data, client.then, SOCKET_CLIENT_PATIENCE_MS);
}

/** What the socket clients of a soak got. */
export interface SocketClientStats {
  readonly sent: number;
  /** Answers by status; `0`: closed without one. */
  readonly statuses: Record<string, number>;
}

/**
 * Starts socket clients, one every `everyMs`, at most `maxOpen` at once, cycling through
 * {@link SOCKET_CLIENTS}; `stop()` stops starting them and resolves when all have ended.
 */
export function startSocketClients(port: number, everyMs: number, maxOpen: number): { stop(): Promise<SocketClientStats> } {
  const statuses: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  let sent = 0;
  let open = 0;
  const timer = setInterval(() => {
    if (open >= maxOpen) return;
    open++;
    const client = SOCKET_CLIENTS[sent++ % SOCKET_CLIENTS.length]!;
    pending.push(
      runSocketClient(port, client).then((status) => {
        open--;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }),
    );
  }, everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      return { sent, statuses };
    },
  };
}

/** How long the soak waits after its last client before counting descriptors: the server's linger (close-socket.ts) and slack. */
export const LINGER_AFTER_CLIENTS_MS = 2_000;
