/**
 * Request bodies: the API reads none, except `POST /mcp` (JSON-RPC messages). A body is read
 * only there, and only up to a limit, so a large upload cannot hold memory.
 */
import type { RequestLike } from "./exchange.ts";

/** The body was longer than the limit (answered 413 by the reader's caller). */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = "BodyTooLarge";
  }
}

/**
 * The body could not be read to its end: the client closed or reset the connection, or stopped
 * sending it (the Node server's request timeout). A client's doing, not the server's: answered
 * without a report (the client is usually gone).
 */
export class BodyIncomplete extends Error {
  constructor(readonly reason: string) {
    super(`request body incomplete: ${reason}`);
    this.name = "BodyIncomplete";
  }
}

/**
 * The body's bytes, at most `limit` of them.
 * @returns the bytes (empty when the request carries no body or its adapter reads none).
 * @throws BodyTooLarge when `Content-Length` or the bytes read exceed `limit`; BodyIncomplete when
 *   the body could not be read (the runtime's reader failed: an aborted or cut upload).
 */
export async function readBody(request: RequestLike, limit: number): Promise<Uint8Array> {
  const length = request.headers.get("content-length");
  if (length !== null && /^[0-9]+$/.test(length) && Number(length) > limit) throw new BodyTooLarge(limit);
  if (request.arrayBuffer === undefined) return new Uint8Array(0);
  let buffer: ArrayBuffer;
  try {
    buffer = await request.arrayBuffer();
  } catch (error) {
    if (error instanceof BodyTooLarge || error instanceof BodyIncomplete) throw error;
    throw new BodyIncomplete(error instanceof Error ? error.message : String(error));
  }
  const bytes = new Uint8Array(buffer);
  if (bytes.length > limit) throw new BodyTooLarge(limit);
  return bytes;
}
