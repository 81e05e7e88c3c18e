/**
 * `POST /mcp` on the Node server exactly as `npm start` builds it (`startServer`'s own handler,
 * compressor included; 127.0.0.1, port 0) over a real generated tree, with the SDK's
 * own client over Streamable HTTP: the tool list, each tool's answer against the JSON API's for
 * the same request and credential, plan and argument errors as tool errors with the API's
 * ErrorResponse, rate limits counting tool calls, and the HTTP edges (405, 403, 413, CORS).
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../../edge-rules/node/serve.ts";
import { MCP_MAX_BODY_BYTES } from "../../../schemas/mcp.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKENS } from "../fixtures.ts";
import { call, expectSameAnswer, expectToolList, liteCases, placeCases, proCases, proPlaceCases, textOf, toolError } from "./cases.ts";
import { realServer } from "./real-server.ts";

const YEAR = 2026;
const PRO_LIMIT = 8;
let tree: GeneratedTree;
let server: RunningServer;
const clients: Client[] = [];

beforeAll(async () => {
  tree = await generatedTree(YEAR, YEAR);
  // A fixed clock (real-server.ts): the token bucket never refills during the test, so counts are exact.
  server = await realServer(tree, { lite: 1_000_000, pro: PRO_LIMIT, ultra: 1_000_000 });
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.close();
  await server?.close(100);
  tree?.cleanup();
});

/** An SDK client connected to /mcp with these request headers. */
async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "koyomi-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

/** The JSON API's answer to a GET. */
async function api(target: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(`${server.url}${target}`, { headers });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** A raw JSON-RPC POST to /mcp. */
function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const ultra = { authorization: `Bearer ${TOKENS.ultra}` };

describe("the SDK client over Streamable HTTP (Node)", () => {
  it("lists the tools", async () => {
    await expectToolList(await connect());
  });

  it("each tool's answer is the JSON API's answer for the same request (anonymous and Ultra)", async () => {
    const anonymous = await connect();
    for (const c of [...liteCases(YEAR), ...placeCases(YEAR)]) {
      const answer = await api(c.api);
      expect(answer.status, c.api).toBe(200);
      expect(answer.text, c.api).not.toContain('"count":0');
      expectSameAnswer(await call(anonymous, c.tool, c.args), answer, `anonymous ${c.tool} ${c.api}`);
    }
    const paid = await connect(ultra);
    for (const c of [...liteCases(YEAR), ...placeCases(YEAR), ...proCases(YEAR), ...proPlaceCases(YEAR)]) {
      const answer = await api(c.api, ultra);
      expect(answer.status, c.api).toBe(200);
      expectSameAnswer(await call(paid, c.tool, c.args), answer, `ultra ${c.tool} ${c.api}`);
    }
  });

  it("explain answers the glossary's own entries", async () => {
    const client = await connect();
    const glossary = JSON.parse((await api("/gw/glossary")).text);
    const taian = await call(client, "explain", { term: "大安" });
    expect(taian.isError).toBeUndefined();
    expect(taian.structuredContent).toEqual({
      ok: true,
      term: "大安",
      // The 六曜 first, then its hours (glossary field rokuyou_hours, same label).
      matches: [
        { field: "rokuyou", entry: glossary.fields.rokuyou.find((e: any) => e.id === "taian") },
        { field: "rokuyou_hours", entry: glossary.fields.rokuyou_hours.find((e: any) => e.id === "taian-hours") },
      ],
      purposes: [],
    });
    const wedding = (await call(client, "explain", { term: "wedding" })).structuredContent as any;
    expect(wedding.purposes).toEqual([glossary.purposes.find((p: any) => p.id === "wedding")]);
    const byId = (await call(client, "explain", { term: "ichiryu-manbai", field: "notes" })).structuredContent as any;
    expect(byId.matches.map((m: any) => m.entry.label)).toEqual(["一粒万倍日"]);
    const none = toolError(await call(client, "explain", { term: "大安", field: "bogus" }));
    expect(none).toMatchObject({ code: "INVALID_PARAMETER", parameter: "field" });
  });

  it("calendar_feed_url builds the feed address without a token", async () => {
    const client = await connect(ultra);
    const lite = (await call(client, "calendar_feed_url", { include: ["holiday", "rokuyou"], lang: "en" })).structuredContent as any;
    expect(lite).toEqual({
      ok: true,
      url: `${server.url}/gw/calendar.ics?include=holiday,rokuyou&lang=en`,
      webcal: `${server.url.replace("http://", "webcal://")}/gw/calendar.ics?include=holiday,rokuyou&lang=en`,
      needs_token: false,
    });
    const pro = (await call(client, "calendar_feed_url", { purpose: "wedding", years: "2026-2027" })).structuredContent as any;
    expect(pro.url).toBe(`${server.url}/gw/calendar.ics?purpose=wedding&years=2026-2027`);
    expect(pro.needs_token).toBe(true);
    expect(JSON.stringify(pro)).not.toContain(TOKENS.ultra);
    expect(toolError(await call(client, "calendar_feed_url", { lang: "en" }))).toMatchObject({
      code: "INVALID_PARAMETER",
      parameter: "include",
    });
    expect(toolError(await call(client, "calendar_feed_url", { include: ["moon"], years: "2030-2026" }))).toMatchObject({
      code: "INVALID_PARAMETER",
      parameter: "years",
    });
  });

  it("a Pro condition without a Pro credential is a tool error with the API's PLAN_REQUIRED", async () => {
    const client = await connect();
    for (const c of proCases(YEAR)) {
      const answer = await api(c.api);
      expect(answer.status, c.api).toBe(403);
      const result = await call(client, c.tool, c.args);
      expectSameAnswer(result, answer, c.api);
      expect(toolError(result).code).toBe("PLAN_REQUIRED");
    }
  });

  it("bad input is a tool error naming the parameter (the API's own error where the API has one)", async () => {
    const client = await connect();
    const badDate = toolError(await call(client, "get_day", { date: `${YEAR}-02-30` }));
    // The API's answer to the tool's request, its hint naming the request as a call too.
    const { hint, ...rest } = badDate;
    const { hint: apiHint, ...apiRest } = JSON.parse((await api(`/gw.php?fn=day&date=${YEAR}-02-30`)).text);
    expect(rest).toEqual(apiRest);
    expect(hint).toEqual({ ...apiHint, call: { name: "get_day", arguments: { date: `${YEAR}-02-28` } } });
    expect(badDate).toMatchObject({ code: "INVALID_DATE", date: `${YEAR}-02-30` });
    expect(toolError(await call(client, "find_days", { start: `${YEAR}-01-01`, end: `${YEAR}-01-31`, rokuyou: ["lucky"] }))).toMatchObject({
      code: "INVALID_PARAMETER",
      parameter: "rokuyou",
      value: "lucky",
    });
    expect(toolError(await call(client, "find_days", { start: `${YEAR}-01-01`, end: `${YEAR}-01-31`, limit: 0 }))).toMatchObject({
      code: "INVALID_PARAMETER",
      parameter: "limit",
    });
    expect(toolError(await call(client, "get_day", { date: `${YEAR}-01-01`, colour: "red" }))).toMatchObject({
      code: "INVALID_PARAMETER",
      parameter: "colour",
    });
    expect(toolError(await call(client, "get_day", { date: { y: YEAR } }))).toMatchObject({ code: "INVALID_PARAMETER", parameter: "date" });
    expect(toolError(await call(client, "get_day", {}))).toMatchObject({ code: "DATE_REQUIRED" });
    expect(toolError(await call(client, "get_range", { start: `${YEAR}-01-01`, end: `${YEAR}-03-01` }))).toMatchObject({
      code: "RANGE_TOO_LONG",
      maxDays: 31,
    });
    expect(toolError(await call(client, "get_day", { date: "1999-01-01" }))).toMatchObject({ code: "OUT_OF_COVERAGE" });
    // labels work as in the API
    const byLabel = await call(client, "find_days", { start: `${YEAR}-06-01`, end: `${YEAR}-06-30`, rokuyou: ["大安"] });
    expectSameAnswer(byLabel, await api(`/gw/find?start=${YEAR}-06-01&end=${YEAR}-06-30&rokuyou=${encodeURIComponent("大安")}`), "label");
  });
});

describe("credentials and rate limits of /mcp", () => {
  const pro = { authorization: `Bearer ${TOKENS.pro}` };
  const rpc = (id: number, name: string, args: Record<string, unknown>) => ({
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name, arguments: args },
  });

  it("each tool call counts as one request of the caller's bucket; a call the bucket cannot pay is RATE_LIMITED, an empty bucket refuses the POST", async () => {
    // The pro bucket (PRO_LIMIT per minute, the clock stands still) is used by this test only.
    const remaining = async (res: Response) => Number(res.headers.get("ratelimit-remaining"));
    const list = await post({ jsonrpc: "2.0", id: 1, method: "tools/list" }, pro); // a POST without a tool call: one request
    expect(list.status).toBe(200);
    expect(await remaining(list)).toBe(PRO_LIMIT - 1);
    const one = await post(rpc(2, "get_day", { date: `${YEAR}-01-01` }), pro);
    expect(await remaining(one)).toBe(PRO_LIMIT - 2);
    const batch = await post(
      [
        rpc(3, "get_day", { date: `${YEAR}-01-02` }),
        rpc(4, "explain", { term: "taian" }),
        rpc(5, "calendar_feed_url", { include: ["moon"] }),
      ],
      pro,
    );
    expect(await remaining(batch)).toBe(PRO_LIMIT - 5);
    const bad = await post(rpc(6, "get_day", { date: "nope" }), pro); // an invalid call counts like an invalid API request
    expect(await remaining(bad)).toBe(PRO_LIMIT - 6);
    // the JSON API shares the bucket
    expect((await api(`/gw/day/${YEAR}-01-01`, pro)).headers.get("ratelimit-remaining")).toBe(String(PRO_LIMIT - 7));
    // a batch the bucket can pay only in part: one call runs, the other is RATE_LIMITED (calls of a batch run concurrently)
    const partly = await post([rpc(7, "get_day", { date: `${YEAR}-01-03` }), rpc(8, "calendar_feed_url", { include: ["moon"] })], pro);
    expect(partly.status).toBe(200);
    expect(await remaining(partly)).toBe(0);
    const codes = ((await partly.json()) as { result: any }[]).map((a) => (a.result.isError ? a.result.structuredContent.code : "ok"));
    expect(codes.sort()).toEqual(["RATE_LIMITED", "ok"]);
    // with the bucket empty every POST is refused as the API refuses: 429 with Retry-After
    for (const body of [rpc(9, "get_day", { date: `${YEAR}-01-04` }), { jsonrpc: "2.0", id: 10, method: "tools/list" }]) {
      const refused = await post(body, pro);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect((await refused.json()).code).toBe("RATE_LIMITED");
    }
  });

  it("a bad credential is 403 AUTH_FAILED before any message is read; the gateway headers grant nothing without a secret", async () => {
    const res = await post({ jsonrpc: "2.0", id: 1, method: "tools/list" }, { authorization: `Bearer ${TOKENS.revoked}` });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe("AUTH_FAILED");
    const viaQuery = await fetch(`${server.url}/mcp?token=${TOKENS.unknown}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: "{}",
    });
    expect(viaQuery.status).toBe(403);
  });

  it("a ?token= on /mcp is the caller's credential for every tool call", async () => {
    const res = await fetch(`${server.url}/mcp?token=${TOKENS.ultra}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify(rpc(1, "get_day", { date: `${YEAR}-01-01` })),
    });
    const result = (await res.json()).result;
    expect(textOf(result)).toBe((await api(`/gw/day/${YEAR}-01-01`, ultra)).text);
  });
});

describe("the HTTP edges of /mcp", () => {
  it("GET, DELETE and HEAD /mcp are 405 with Allow: POST, OPTIONS (no event stream); POST elsewhere stays 405", async () => {
    for (const method of ["GET", "DELETE", "PUT"]) {
      const res = await fetch(`${server.url}/mcp`, { method, headers: { accept: "text/event-stream" } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("POST, OPTIONS");
      expect((await res.json()).code).toBe("METHOD_NOT_ALLOWED");
    }
    const head = await fetch(`${server.url}/mcp`, { method: "HEAD" });
    expect(head.status).toBe(405);
    const elsewhere = await fetch(`${server.url}/gw/day/${YEAR}-01-01`, { method: "POST", body: "{}" });
    expect(elsewhere.status).toBe(405);
    expect(elsewhere.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect((await fetch(`${server.url}/mcp/x`, { method: "POST", body: "{}" })).status).toBe(405);
  });

  it("answers a CORS preflight for POST with the MCP headers", async () => {
    const res = await fetch(`${server.url}/mcp`, {
      method: "OPTIONS",
      headers: { origin: "https://example.com", "access-control-request-method": "POST" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(res.headers.get("access-control-allow-headers")).toMatch(/Authorization.*Content-Type, Accept, MCP-Protocol-Version/);
  });

  it("is stateless, JSON, no-store: no session id; transport errors are JSON-RPC errors", async () => {
    const init = await post({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } },
    });
    expect(init.status).toBe(200);
    expect(init.headers.get("content-type")).toMatch(/^application\/json/);
    expect(init.headers.get("mcp-session-id")).toBeNull();
    expect(init.headers.get("cache-control")).toBe("no-store");
    expect(init.headers.get("access-control-allow-origin")).toBe("*");
    expect((await init.json()).result.serverInfo.name).toBe("koyomi-api");
    expect((await post({ jsonrpc: "2.0", method: "notifications/initialized" })).status).toBe(202);
    expect((await post("{not json")).status).toBe(400);
    expect((await post({ jsonrpc: "2.0", id: 1, method: "tools/list" }, { accept: "application/json" })).status).toBe(406);
    expect((await post({ jsonrpc: "2.0", id: 1, method: "tools/list" }, { "content-type": "text/plain" })).status).toBe(415);
    const big = await post({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { pad: "x".repeat(MCP_MAX_BODY_BYTES) } });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe(-32000);
    const unknown = await (await post({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "nope", arguments: {} } })).json();
    expect(unknown.error.code).toBe(-32602);
  });
});
