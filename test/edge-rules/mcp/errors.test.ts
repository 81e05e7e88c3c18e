/**
 * MCP errors say in one line what was wrong with the input, never internals (a zod issue dump, a
 * stack overflow's message): on the server as `npm start` builds it, for protocol errors
 * (-32602/-32601/-32600) and tool errors (INVALID_PARAMETER), with deep nesting refused cleanly.
 */
import { describe, expect, it } from "vitest";
import { invalidArgument } from "../../../edge-rules/mcp/arguments.ts";
import { RpcError, toolCallOf } from "../../../edge-rules/mcp/call-params.ts";
import { jsonDepth } from "../../../edge-rules/mcp/messages.ts";
import { MCP_TOOLS } from "../../../schemas/endpoints/index.ts";
import { rawPost, realServerForSuite, toolCall } from "./real-server.ts";

const baseUrl = realServerForSuite();

/** Words of internals that must never reach a client. */
const INTERNALS = /invalid_type|"code":\s*"|Maximum call stack|at [A-Za-z.]+ \(|ZodError|\bzod\b|Unexpected token|undefined/;

/** The JSON-RPC answer of a POST (a single message). */
async function answerOf(body: unknown): Promise<{ status: number; reply: any }> {
  const answer = await rawPost(baseUrl(), body);
  return { status: answer.status, reply: JSON.parse(answer.bytes.toString("utf8")) };
}

/** Checks a message is one readable line without internals. */
function expectOneLine(message: string, label: string): void {
  expect(message, label).not.toContain("\n");
  expect(message, label).not.toMatch(INTERNALS);
  expect(message.length, label).toBeLessThan(300);
}

describe("protocol errors are one line naming the field", () => {
  const cases: [string, unknown, number, string][] = [
    ["arguments as a list", toolCall(1, "get_day", ["2026-01-01"]), -32602, "arguments: expected an object of named arguments"],
    ["arguments as a string", toolCall(1, "get_day", "2026-01-01"), -32602, "arguments: expected an object of named arguments"],
    ["no params", { jsonrpc: "2.0", id: 1, method: "tools/call" }, -32602, "params: expected an object"],
    [
      "a numeric tool name",
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: 7 } },
      -32602,
      "name: expected a tool name, one of get_day",
    ],
    ["an unknown tool", toolCall(1, "nope", {}), -32602, 'unknown tool "nope": use one of get_day'],
    ["an unknown method", { jsonrpc: "2.0", id: 1, method: "resources/list" }, -32601, "Method not found: resources/list"],
  ];
  for (const [what, body, code, start] of cases) {
    it(what, async () => {
      const { status, reply } = await answerOf(body);
      expect(status, what).toBe(200);
      expect(reply.error.code, what).toBe(code);
      expect(reply.error.message.startsWith(start), reply.error.message).toBe(true);
      expectOneLine(reply.error.message, what);
    });
  }
});

describe("tool errors are the API's ErrorResponse with a one-line message", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["explain", { term: 5 }, "term", "term: expected a string"],
    ["explain", { term: "" }, "term", "term: must not be empty"],
    ["explain", { term: "大安", field: "colour" }, "field", "field: expected one of "],
    ["calendar_feed_url", { include: ["x"] }, "include", "include: expected one of holiday, rokuyou, sekki, zassetsu, moon, kou72"],
    ["calendar_feed_url", { include: "moon" }, "include", "include: expected a list"],
    ["calendar_feed_url", { include: ["moon"], years: "20" }, "years", "years: expected the form YYYY or YYYY-YYYY"],
    ["calendar_feed_url", { include: [] }, "include", "include: expected at least 1 value(s)"],
    ["get_day", { date: [["2026-01-01"]] }, "date", "date: expected a string"],
    ["get_range", { start: "2026-01-01", end: "2026-01-02", extra: 1 }, "extra", "extra: unknown parameter"],
    ["add_business_days", { date: "2025-03-03", days: 99999 }, "days", "days must lie between -3660 and 3660"],
    ["add_business_days", { date: "2025-03-03", days: 1.5 }, "days", "days must be an integer"],
    ["long_weekends", { year: 2025, calendar: "shop" }, "calendar", "calendar"],
  ];
  for (const [tool, args, parameter, start] of cases) {
    it(`${tool} ${JSON.stringify(args)}`, async () => {
      const { reply } = await answerOf(toolCall(1, tool, args));
      const result = reply.result;
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({ ok: false, code: "INVALID_PARAMETER", parameter });
      expect(result.structuredContent.error.startsWith(start), result.structuredContent.error).toBe(true);
      expectOneLine(result.structuredContent.error, tool);
    });
  }

  it("an argument nested 30 deep (within the body bound) is an argument error, its value shown shortly", async () => {
    const { reply } = await answerOf(
      JSON.parse(JSON.stringify(toolCall(1, "get_day", { date: "x" })).replace('"x"', "[".repeat(28) + '"d"' + "]".repeat(28))),
    );
    expect(reply.result.structuredContent).toMatchObject({ code: "INVALID_PARAMETER", parameter: "date" });
    expectOneLine(reply.result.structuredContent.error, "nested");
  });
});

describe("deep nesting is refused cleanly", () => {
  it("10,000-deep arguments over HTTP: 400 -32600, one line", async () => {
    for (const inner of ["[".repeat(10_000) + "]".repeat(10_000), '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000)]) {
      const body = JSON.stringify(toolCall(1, "get_day", { date: "x" })).replace('"x"', inner);
      const answer = await rawPost(baseUrl(), body);
      expect(answer.status).toBe(400);
      const reply = JSON.parse(answer.bytes.toString("utf8"));
      expect(reply.error.code).toBe(-32600);
      expectOneLine(reply.error.message, "deep");
    }
  });

  it("an error's shown value never throws, however deep the value (npm run mcp has no body check)", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const error = invalidArgument("date", deep, "expected a string");
    expect(error.fields?.value).toBe("(a value nested too deeply to show)");
    expect(String(invalidArgument("date", "y".repeat(10_000), "x").fields?.value).length).toBeLessThanOrEqual(201);
  });

  it("jsonDepth counts brackets outside strings only", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(jsonDepth(bytes('{"a":[1,{"b":[]}]}'))).toBe(4);
    expect(jsonDepth(bytes('{"a":"[[[[{{{{\\"[[["}'))).toBe(1);
    expect(jsonDepth(bytes("5"))).toBe(0);
  });

  it("toolCallOf accepts a known tool with object or absent arguments only", () => {
    expect(toolCallOf({ name: "get_day" })).toEqual({ name: "get_day", args: {} });
    expect(toolCallOf({ name: "get_day", arguments: { date: "2026-01-01" } })).toEqual({ name: "get_day", args: { date: "2026-01-01" } });
    for (const params of [
      null,
      [],
      "get_day",
      { name: "get_day", arguments: [] },
      { name: "get_day", arguments: 1 },
      { name: "constructor" },
      { name: "toString" },
    ]) {
      expect(toolCallOf(params), JSON.stringify(params)).toBeInstanceOf(RpcError);
    }
  });
});

describe("a string that is no text (a lone UTF-16 surrogate) is INVALID_PARAMETER in every tool", () => {
  const LONE = ["\uD800", "a\uDC00b", "2026-01-01\uDBFF"];
  for (const [name, tool] of Object.entries(MCP_TOOLS)) {
    for (const parameter of Object.keys(tool.input.shape)) {
      it(`${name} ${parameter}`, async () => {
        for (const [i, value] of [...LONE, ["taian", "\uDC00"]].entries()) {
          const { status, reply } = await answerOf(toolCall(i + 1, name, { [parameter]: value }));
          expect(status).toBe(200);
          expect(reply.error, JSON.stringify(reply)).toBeUndefined();
          expect(reply.result.isError).toBe(true);
          const body = JSON.parse(reply.result.content[0].text);
          expect(body).toMatchObject({ ok: false, code: "INVALID_PARAMETER", parameter });
          expect(body.value, "the value shown is text").not.toMatch(/[\uD800-\uDFFF]/);
          expectOneLine(body.error, `${name} ${parameter}`);
        }
      });
    }
  }
});

describe("numbers in tool errors are written as people write them", () => {
  it("1e309 (too large to be a number) is said so, its value Infinity, never null", async () => {
    const body = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"add_business_days","arguments":{"date":"2026-03-02","days":1e309}}}`;
    const { reply } = await answerOf(body);
    const error = JSON.parse(reply.result.content[0].text);
    expect(error).toMatchObject({ code: "INVALID_PARAMETER", parameter: "days", value: "Infinity" });
    expect(error.error).toContain("too large");
    expectOneLine(error.error, "1e309");
  });

  it("1e26 reaches the API in plain digits", async () => {
    const { reply } = await answerOf(toolCall(1, "add_business_days", { date: "2026-03-02", days: 1e26 }));
    const error = JSON.parse(reply.result.content[0].text);
    expect(error).toMatchObject({ code: "INVALID_PARAMETER", parameter: "days", value: "100000000000000000000000000" });
  });
});
