/**
 * What a `POST /mcp` body holds, looked at before the SDK transport reads it: how deeply it
 * nests (checked on the bytes, before `JSON.parse`, so deep input is refused before any recursive
 * code sees it) and how many JSON-RPC messages and tool calls it carries (what the POST costs).
 */

const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d; // ]
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * The deepest nesting of arrays and objects in JSON text, brackets inside strings ignored. Not a
 * validator: malformed text gets some number, and `JSON.parse` refuses it afterwards.
 */
export function jsonDepth(bytes: Uint8Array): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_BRACKET || b === OPEN_BRACE) deepest = Math.max(deepest, ++depth);
    else if (b === CLOSE_BRACKET || b === CLOSE_BRACE) depth--;
  }
  return deepest;
}

/** The messages of a parsed body: a batch's members, a single message, or none (`undefined`: not JSON). */
export function messagesOf(body: unknown): readonly unknown[] {
  if (body === undefined) return [];
  return Array.isArray(body) ? body : [body];
}

/**
 * Whether a message is a `tools/call` request (it has an id: a notification gets no answer and
 * runs nothing). Such a call is counted when it runs (mcp/server.ts), every other message by the
 * endpoint.
 */
export function isToolCallRequest(message: unknown): boolean {
  if (typeof message !== "object" || message === null) return false;
  const { method, id } = message as { method?: unknown; id?: unknown };
  return method === "tools/call" && (typeof id === "string" || typeof id === "number");
}
