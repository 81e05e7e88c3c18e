/**
 * `POST /mcp` in the real Workers runtime (workerd via harness.ts), with the SDK's own client over
 * Streamable HTTP: the same handler as on Node, so the tool list, each tool's answer against the
 * worker's JSON API for the same request, PLAN_REQUIRED, argument errors, 405 on GET, and tool
 * calls counted by the Durable Object rate limiter (an empty bucket refuses the POST: 429). Fails (never skips) when workerd cannot start.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, describe, expect, it } from "vitest";
import { call, expectSameAnswer, expectToolList, liteCases, proCases, toolError } from "../mcp/cases.ts";
import { COVERAGE, LIMITS, request, TOKENS, workerdForSuite } from "./harness.ts";

const clients: Client[] = [];
const YEAR = COVERAGE.from;
const { running } = workerdForSuite();

// The process's shared workerd outlives this file: its clients are closed here.
afterAll(async () => {
  for (const client of clients) await client.close().catch(() => undefined);
}, 60_000);

async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "koyomi-workerd-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", running().url), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

const api = async (target: string, headers: Record<string, string> = {}) => {
  const answer = await request(running().url, target, { headers });
  return { status: answer.status, text: answer.body, headers: answer.headers };
};

const ultra = { authorization: `Bearer ${TOKENS.ultra}` };

describe("MCP in workerd", () => {
  it("lists the tools; each answer equals the worker's JSON API answer for the same request", async () => {
    const anonymous = await connect();
    await expectToolList(anonymous);
    for (const c of liteCases(YEAR)) {
      const answer = await api(c.api);
      expect(answer.status, c.api).toBe(200);
      expectSameAnswer(await call(anonymous, c.tool, c.args), answer, c.api);
    }
    const paid = await connect(ultra);
    for (const c of proCases(YEAR)) expectSameAnswer(await call(paid, c.tool, c.args), await api(c.api, ultra), c.api);
    const explained = (await call(paid, "explain", { term: "taian" })).structuredContent as any;
    const glossary = JSON.parse((await api("/gw/glossary")).text);
    expect(explained.matches).toEqual([{ field: "rokuyou", entry: glossary.fields.rokuyou[0] }]);
    const feed = (await call(paid, "calendar_feed_url", { include: ["holiday"] })).structuredContent as any;
    expect(feed.url).toBe(`${running().url.origin}/gw/calendar.ics?include=holiday`);
  });

  it("a Pro condition without a credential is PLAN_REQUIRED; bad input names the parameter", async () => {
    const client = await connect();
    for (const c of proCases(YEAR)) expect(toolError(await call(client, c.tool, c.args)).code, c.api).toBe("PLAN_REQUIRED");
    expect(
      toolError(await call(client, "find_days", { start: `${YEAR}-01-01`, end: `${YEAR}-01-31`, sekki: ["midsummer"] })),
    ).toMatchObject({ code: "INVALID_PARAMETER", parameter: "sekki" });
  });

  it("GET and DELETE /mcp are 405; a bad token is 403 before any message", async () => {
    for (const method of ["GET", "DELETE"]) {
      const res = await request(running().url, "/mcp", { method, headers: { accept: "text/event-stream" } });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("POST, OPTIONS");
    }
    const res = await fetch(new URL("/mcp", running().url), {
      method: "POST",
      headers: {
        authorization: `Bearer ${TOKENS.revoked}`,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(res.status).toBe(403);
  });

  it("tool calls are counted by the Durable Object limiter: the pro bucket runs out", async () => {
    // TOKENS.mcpPro has LIMITS.pro requests per minute and is used by this test only (a bucket of its own in the
    // worker this file may share with the process's other workerd files).
    const client = await connect({ authorization: `Bearer ${TOKENS.mcpPro}` }); // initialize + initialized + GET 405 (by IP) + ...
    const outcomes: string[] = [];
    for (let i = 0; i < LIMITS.pro + 2; i++) {
      try {
        const result = await call(client, "get_day", { date: `${YEAR}-02-${String(i + 1).padStart(2, "0")}` });
        outcomes.push(result.isError ? String((result.structuredContent as any).code) : "ok");
      } catch (error) {
        // with the bucket empty the POST itself is 429 (the SDK client throws StreamableHTTPError)
        outcomes.push(`HTTP ${String((error as { code?: unknown }).code)}`);
      }
    }
    // initialize and notifications/initialized took two; the rest are tool calls, one each.
    expect(outcomes.filter((o) => o === "ok").length).toBeLessThanOrEqual(LIMITS.pro - 2 + 1);
    expect(outcomes.at(-1)).toBe("HTTP 429");
    const direct = await api(`/gw/day/${YEAR}-01-01`, { authorization: `Bearer ${TOKENS.mcpPro}` });
    expect(direct.status).toBe(429); // the JSON API shares the bucket
  });
});
