/**
 * Tool errors say how to recover (docs/interface.md#hints), through POST /mcp on the server as `npm start`
 * builds it: a tool error's structured content (and its text, the same JSON) is the API's ErrorResponse
 * with `hint` and `docs`, and where the hint names a request, `hint.call` is the tool call that sends it —
 * made as it stands, it answers without an error. The server's instructions and llms.txt tell a model to follow it.
 */
import { describe, expect, it } from "vitest";
import { errorDocsUrl, type ErrorCode } from "../../../schemas/error-codes.ts";
import { ErrorResponse } from "../../../schemas/responses.ts";
import { limitedServersForSuite, rawPost, realServerForSuite, toolCall } from "./real-server.ts";

const baseUrl = realServerForSuite();
const serverWithLiteLimit = limitedServersForSuite();

/** One tool call that fails, and the call its hint names (`null`: none, the text says what to do). */
interface ToolHintCase {
  readonly tool: string;
  readonly args: Record<string, unknown>;
  readonly code: ErrorCode;
  readonly call: { readonly name: string; readonly arguments: Record<string, unknown> } | null;
}

const CASES: readonly ToolHintCase[] = [
  { tool: "get_day", args: { date: "2026-02-29" }, code: "INVALID_DATE", call: { name: "get_day", arguments: { date: "2026-02-28" } } },
  { tool: "get_day", args: { date: "2026-5-5" }, code: "INVALID_DATE", call: { name: "get_day", arguments: { date: "2026-05-05" } } },
  {
    tool: "get_range",
    args: { start: "2026-01-01", end: "2026-03-31" },
    code: "RANGE_TOO_LONG",
    call: { name: "get_range", arguments: { start: "2026-01-01", end: "2026-01-31" } },
  },
  {
    tool: "get_range",
    args: { start: "2026-01-01", end: "2026-01-07", extra: 1 },
    code: "INVALID_PARAMETER",
    call: { name: "get_range", arguments: { start: "2026-01-01", end: "2026-01-07" } },
  },
  {
    tool: "get_day",
    args: { date: "1850-05-05" },
    code: "OUT_OF_COVERAGE",
    call: { name: "convert_date", arguments: { date: ["1850-05-05"] } },
  },
  { tool: "get_day", args: { date: "2027-01-01" }, code: "OUT_OF_COVERAGE", call: null },
  {
    tool: "get_day",
    args: { date: "2026-05-05", view: "pro" },
    code: "PLAN_REQUIRED",
    call: { name: "get_day", arguments: { date: "2026-05-05" } },
  },
  {
    tool: "find_days",
    args: { start: "2026-01-01", end: "2026-12-31", rokuyou: ["taian"], purpose: "wedding" },
    code: "PLAN_REQUIRED",
    call: { name: "find_days", arguments: { start: "2026-01-01", end: "2026-12-31", rokuyou: ["taian"] } },
  },
  {
    tool: "birth_chart",
    args: { at: "2026-05-05T14:30+09:00" },
    code: "PLAN_REQUIRED",
    call: { name: "moment", arguments: { at: "2026-05-05T14:30+09:00" } },
  },
  {
    tool: "moment",
    args: { at: "2026-05-05T24:00" },
    code: "INVALID_DATETIME",
    call: { name: "moment", arguments: { at: "2026-05-06T00:00" } },
  },
  {
    tool: "count_business_days",
    args: { start: "2026-12-31", end: "2026-01-01" },
    code: "RANGE_REVERSED",
    call: { name: "count_business_days", arguments: { start: "2026-01-01", end: "2026-12-31" } },
  },
  {
    tool: "long_weekends",
    args: { year: 2026, calendar: "Bank" },
    code: "INVALID_PARAMETER",
    call: { name: "long_weekends", arguments: { year: 2026, calendar: "bank" } },
  },
  { tool: "explain", args: { term: 5 }, code: "INVALID_PARAMETER", call: null },
];

/** The result of one tools/call. */
async function callTool(base: string, name: string, args: unknown): Promise<any> {
  const answer = await rawPost(base, toolCall(1, name, args));
  expect(answer.status).toBe(200);
  return JSON.parse(answer.bytes.toString("utf8")).result;
}

describe("a tool error carries the API's hint and docs, and hint.call follows it", () => {
  for (const c of CASES) {
    it(`${c.tool} ${JSON.stringify(c.args)} → ${c.code}, ${c.call === null ? "no call" : `${c.call.name} ${JSON.stringify(c.call.arguments)}`}`, async () => {
      const result = await callTool(baseUrl(), c.tool, c.args);
      expect(result.isError).toBe(true);
      const body = result.structuredContent;
      expect(JSON.parse(result.content[0].text)).toEqual(body);
      expect(ErrorResponse.safeParse(body).success, JSON.stringify(body)).toBe(true);
      expect({ code: body.code, docs: body.docs }).toEqual({ code: c.code, docs: errorDocsUrl(c.code) });
      expect(body.hint.text.length).toBeGreaterThan(0);
      expect(body.hint.call ?? null).toEqual(c.call);
      if (c.call === null) return;
      const followed = await callTool(baseUrl(), c.call.name, c.call.arguments);
      expect(followed.isError ?? false, JSON.stringify(followed.structuredContent)).toBe(false);
    });
  }

  it("RATE_LIMITED: the same call again, after hint.retryAfter seconds", async () => {
    const base = await serverWithLiteLimit(1);
    expect((await rawPost(base, { jsonrpc: "2.0", id: 1, method: "tools/list" })).status).toBe(200);
    // The bucket is empty: the POST itself is refused, its hint the wait.
    const refused = await rawPost(base, toolCall(2, "get_day", { date: "2026-05-05" }));
    expect(refused.status).toBe(429);
    const body = JSON.parse(refused.bytes.toString("utf8"));
    expect(body.hint.retryAfter).toBe(Number(refused.headers["retry-after"]));
  });

  it("a call refused for its cost inside a batch: its tool error names the same call and the wait", async () => {
    const base = await serverWithLiteLimit(1);
    const batch = [toolCall(1, "get_day", { date: "2026-05-05" }), toolCall(2, "get_day", { date: "2026-05-06" })];
    const answer = await rawPost(base, batch);
    const results = JSON.parse(answer.bytes.toString("utf8")) as any[];
    const limited = results.map((r) => r.result).find((r) => r.isError);
    expect(limited.structuredContent.code).toBe("RATE_LIMITED");
    expect(limited.structuredContent.hint.retryAfter).toBeGreaterThanOrEqual(1);
    expect(limited.structuredContent.hint.call).toEqual({
      name: "get_day",
      arguments: { date: limited === results[0].result ? "2026-05-05" : "2026-05-06" },
    });
  });

  it("llms.txt tells a model to follow an error's hint", async () => {
    const text = await (await fetch(`${baseUrl()}/llms.txt`)).text();
    expect(text).toContain("Follow an error's hint: send hint.request instead");
    expect(text).toContain("make hint.call");
  });

  it("the server's instructions tell a model to follow the hint", async () => {
    const answer = await rawPost(baseUrl(), {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "test", version: "1" } },
    });
    const instructions: string = JSON.parse(answer.bytes.toString("utf8")).result.instructions;
    expect(instructions).toMatch(/follow it/);
    expect(instructions).toContain("hint.call");
    expect(instructions).toContain("hint.retryAfter");
  });
});
