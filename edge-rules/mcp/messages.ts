/**
 * What a `POST /mcp` body holds, looked at before the SDK transport reads it: how deeply it
 * nests (checked on the bytes, before `JSON.parse`, so deep input is refused before any recursive
 * code sees it), how many JSON-RPC messages and tool calls it carries (what the POST costs), and
 * which requests repeat an id of their batch (answered -32600, not run).
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

/**
 * The id of a request (a message with a method and a string or number id; MCP forbids null), or
 * `undefined` for a notification, a response or anything else.
 */
function requestIdOf(message: unknown): string | number | undefined {
  if (typeof message !== "object" || message === null || Array.isArray(message)) return undefined;
  const { method, id } = message as { method?: unknown; id?: unknown };
  return typeof method === "string" && (typeof id === "string" || typeof id === "number") ? id : undefined;
}

/** A request of a batch whose id an earlier request already has: its position and the id. */
export interface RepeatedId {
  readonly index: number;
  readonly id: string | number;
}

/**
 * The requests of a batch whose id an earlier request of the batch already has, in batch order.
 * JSON-RPC 2.0 §4: the id "is used to correlate the context between the two objects", and §6: the
 * Client "SHOULD match contexts between the set of Request objects and the resulting set of Response
 * objects based on the id member" — two requests with one id cannot both be answered (the SDK
 * transport ran both and answered one). Ids are JSON values compared as the transport keys them
 * (a `Map`): `1` and `"1"` differ.
 */
export function repeatedIds(messages: readonly unknown[]): RepeatedId[] {
  const seen = new Set<string | number>();
  const repeats: RepeatedId[] = [];
  messages.forEach((message, index) => {
    const id = requestIdOf(message);
    if (id === undefined) return;
    if (seen.has(id)) repeats.push({ index, id });
    else seen.add(id);
  });
  return repeats;
}
