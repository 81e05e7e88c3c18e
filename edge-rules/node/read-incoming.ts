/**
 * Reads a node:http request body with a byte limit (for `POST /mcp`, the only path that reads
 * one): past the limit it stops collecting and fails with BodyTooLarge; the adapter drains the
 * rest. A body that does not arrive in time is cut by the server's request timeout (408, then the
 * socket is closed); a body cut by the client or the timeout fails with BodyIncomplete.
 */
import type { IncomingMessage } from "node:http";
import { BodyIncomplete, BodyTooLarge } from "../http/request-body.ts";

/** The body's bytes, at most `limit`. */
export function readIncoming(incoming: IncomingMessage, limit: number): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        incoming.resume();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      const all = Buffer.concat(chunks, size);
      resolve(all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength));
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(new BodyIncomplete(error.message));
    };
    const cleanup = (): void => {
      incoming.off("data", onData).off("end", onEnd).off("error", onError).off("aborted", onAborted).off("close", onAborted);
    };
    // A close before the end: the connection went away mid-body (node also emits `aborted`).
    const onAborted = (): void => onError(new Error("the connection closed before the body ended"));
    incoming.on("data", onData).on("end", onEnd).on("error", onError).on("aborted", onAborted).on("close", onAborted);
    if (incoming.readableEnded) onEnd();
    else if (incoming.destroyed) onAborted();
  });
}
