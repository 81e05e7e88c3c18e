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
 * The body's bytes, at most `limit` of them.
 * @returns the bytes (empty when the request carries no body or its adapter reads none).
 * @throws BodyTooLarge when `Content-Length` or the bytes read exceed `limit`.
 */
export async function readBody(request: RequestLike, limit: number): Promise<Uint8Array> {
  const length = request.headers.get("content-length");
  if (length !== null && /^[0-9]+$/.test(length) && Number(length) > limit) throw new BodyTooLarge(limit);
  if (request.arrayBuffer === undefined) return new Uint8Array(0);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > limit) throw new BodyTooLarge(limit);
  return bytes;
}
