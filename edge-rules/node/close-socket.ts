/**
 * Closing a connection so that its descriptor is released (接続を閉じる), whatever the client
 * does: the last bytes are written and the write side shut (FIN), what the client still sends is
 * read and dropped (closing with unread bytes would reset the connection and could lose the
 * answer), and the socket is destroyed when the client closes its side, or after
 * {@link LINGER_MS} if it never does. `socket.end()` alone leaves a socket open for as long as
 * the client keeps its side open: one descriptor per stalled client, for ever.
 */
import type { Socket } from "node:net";

/** How long a closing socket waits for the client to close its side, in ms. */
export const LINGER_MS = 1_000;

const closing = new WeakSet<Socket>();

/** Whether {@link closeAfter} is closing this socket (further errors on it need no answer). */
export function isClosing(socket: Socket): boolean {
  return closing.has(socket);
}

/** Writes `bytes` (if any), shuts the write side, and destroys the socket within {@link LINGER_MS}. */
export function closeAfter(socket: Socket, bytes?: Uint8Array, lingerMs = LINGER_MS): void {
  if (closing.has(socket)) return;
  closing.add(socket);
  if (socket.destroyed) return;
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  socket.on("error", () => socket.destroy());
  socket.resume();
  // Not writable: already ending (node:http's own close); the linger bounds it all the same.
  if (!socket.writable) return;
  if (bytes === undefined) socket.end();
  else socket.end(bytes);
}
