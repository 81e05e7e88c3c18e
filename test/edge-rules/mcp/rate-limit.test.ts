/**
 * `POST /mcp` counts against the caller's bucket whatever it holds, on the server as `npm start`
 * builds it: every JSON-RPC message is one request and a POST at least one (malformed JSON,
 * messages that are not MCP, calls that fail before a tool runs, transport refusals), batches are
 * bounded, and with the bucket empty every POST is 429 with Retry-After.
 */
import { describe, expect, it } from "vitest";
import { MCP_MAX_BATCH_MESSAGES, MCP_MAX_BODY_BYTES, MCP_MAX_JSON_DEPTH } from "../../../schemas/mcp.ts";
import { limitedServersForSuite, rawPost, toolCall, type RawAnswer } from "./real-server.ts";

/** A fresh server (a fresh bucket) whose anonymous callers may make `lite` requests a minute. */
const serverWithLiteLimit = limitedServersForSuite();

const remaining = (answer: RawAnswer): number => Number(answer.headers["ratelimit-remaining"]);
const nested = (depth: number): string => "[".repeat(depth) + "]".repeat(depth);

/** POSTs that fail before any tool runs, each with the status it is answered (when the bucket has room). */
const MALFORMED: readonly {
  readonly what: string;
  readonly body: string;
  readonly headers?: Record<string, string>;
  readonly status: number;
}[] = [
  { what: "arguments as a list", body: JSON.stringify(toolCall(1, "get_day", ["2026-01-01"])), status: 200 },
  { what: "an unknown tool", body: JSON.stringify(toolCall(1, "nope", {})), status: 200 },
  { what: "tools/call without params", body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call" }), status: 200 },
  {
    what: "a tool name that is a number",
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: 5 } }),
    status: 200,
  },
  { what: "an unknown method", body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "nope/nope" }), status: 200 },
  { what: "malformed JSON", body: "{not json", status: 400 },
  { what: "JSON that is not JSON-RPC", body: "5", status: 400 },
  { what: "an empty batch", body: "[]", status: 202 },
  {
    what: "a tool call with a wrong Content-Type",
    body: JSON.stringify(toolCall(1, "get_day", { date: "2026-01-01" })),
    headers: { "content-type": "text/plain" },
    status: 415,
  },
  {
    what: "a tool call that does not accept JSON",
    body: JSON.stringify(toolCall(1, "get_day", { date: "2026-01-01" })),
    headers: { accept: "text/html" },
    status: 406,
  },
  {
    what: "arguments nested 10,000 deep",
    body: JSON.stringify(toolCall(1, "get_day", { date: "x" })).replace('"x"', nested(10_000)),
    status: 400,
  },
  {
    what: "a batch over the bound",
    body: JSON.stringify(Array.from({ length: MCP_MAX_BATCH_MESSAGES + 1 }, (_, i) => ({ jsonrpc: "2.0", id: i, method: "tools/list" }))),
    status: 400,
  },
  {
    what: "a body over 64 KiB",
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { pad: "x".repeat(MCP_MAX_BODY_BYTES) } }),
    status: 413,
  },
];

describe("every POST /mcp is counted", () => {
  it("each malformed POST costs exactly one request, and they reach 429 with Retry-After", async () => {
    const base = await serverWithLiteLimit(MALFORMED.length);
    let left = MALFORMED.length;
    for (const m of MALFORMED) {
      const answer = await rawPost(base, m.body, m.headers);
      expect(answer.status, m.what).toBe(m.status);
      expect(remaining(answer), m.what).toBe(--left);
    }
    // the bucket is empty: every one of them is now 429, and still costs nothing more
    for (const m of MALFORMED) {
      const answer = await rawPost(base, m.body, m.headers);
      expect(answer.status, m.what).toBe(429);
      expect(Number(answer.headers["retry-after"]), m.what).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(answer.bytes.toString()).code, m.what).toBe("RATE_LIMITED");
      expect(remaining(answer), m.what).toBe(0);
    }
  });

  it("a batch costs one request per message; a bucket that cannot pay for the batch refuses it whole", async () => {
    const limit = 2 * MCP_MAX_BATCH_MESSAGES - 2;
    const base = await serverWithLiteLimit(limit);
    const batch = [
      toolCall(1, "get_day", ["not", "an", "object"]),
      ...Array.from({ length: MCP_MAX_BATCH_MESSAGES - 1 }, (_, i) => ({ jsonrpc: "2.0", id: i + 2, method: "tools/list" })),
    ];
    const first = await rawPost(base, batch);
    expect(first.status).toBe(200);
    const answers = JSON.parse(first.bytes.toString()) as { id: number; error?: { code: number } }[];
    expect(answers).toHaveLength(MCP_MAX_BATCH_MESSAGES);
    expect(answers.find((a) => a.id === 1)!.error!.code).toBe(-32602);
    expect(remaining(first)).toBe(limit - MCP_MAX_BATCH_MESSAGES);
    // MCP_MAX_BATCH_MESSAGES - 2 left: the same batch is refused, and nothing is taken
    const second = await rawPost(base, batch);
    expect(second.status).toBe(429);
    expect(remaining(second)).toBe(limit - MCP_MAX_BATCH_MESSAGES);
    // a notification costs one like a request
    const note = await rawPost(base, { jsonrpc: "2.0", method: "notifications/initialized" });
    expect(note.status).toBe(202);
    expect(remaining(note)).toBe(limit - MCP_MAX_BATCH_MESSAGES - 1);
  });

  it("refuses nesting deeper than the bound before parsing, and keeps bodies within it", async () => {
    const base = await serverWithLiteLimit(100);
    const deep = await rawPost(base, `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":${nested(MCP_MAX_JSON_DEPTH)}}}`);
    expect(deep.status).toBe(400);
    expect(JSON.parse(deep.bytes.toString()).error).toEqual({
      code: -32600,
      message: `Invalid Request: JSON nested deeper than ${MCP_MAX_JSON_DEPTH} levels`,
    });
    const within = await rawPost(base, `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":${nested(MCP_MAX_JSON_DEPTH - 2)}}}`);
    expect(within.status).toBe(200);
  });
});
