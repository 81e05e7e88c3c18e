/**
 * What a `POST /mcp` costs, on the Node server as `npm start` builds it (real-server.ts: its clock
 * stands still, so the bucket never refills and every count is exact): `X-RateLimit-Cost` is every
 * unit the POST took — its messages' own charge and each tool call at the cost of the API request
 * it is (read from the API's own `X-RateLimit-Cost`, never spelled here) — and `RateLimit-Remaining`
 * moves by exactly that. A batch that repeats a request's JSON-RPC id (JSON-RPC 2.0 §6: one Response
 * per Request, told apart by id) runs the first and answers the later one -32600, unrun and uncharged
 * beyond its one message.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../../edge-rules/node/serve.ts";
import type { Plan } from "../../../schemas/plans.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKENS } from "../fixtures.ts";
import { call, liteCases, proCases, type ToolCase } from "./cases.ts";
import { raw, rawPost, realServer, toolCall, type RawAnswer } from "./real-server.ts";

const YEAR = 2026;
const PRO = { authorization: `Bearer ${TOKENS.pro}` };

let tree: GeneratedTree | undefined;
let server: RunningServer | undefined;
beforeAll(async () => {
  tree = await generatedTree(YEAR, YEAR);
}, 120_000);
afterEach(async () => {
  await server?.close(100);
  server = undefined;
});
afterAll(() => tree?.cleanup());

/** A fresh server (fresh buckets) with these per-minute limits; its base URL. */
async function serverWith(limits: Partial<Record<Plan, number>> = {}): Promise<string> {
  server = await realServer(tree!, { lite: 100_000, pro: 100_000, ultra: 100_000, ...limits });
  return server.url;
}

const cost = (answer: RawAnswer): number => Number(answer.headers["x-ratelimit-cost"]);
const remaining = (answer: RawAnswer): number => Number(answer.headers["ratelimit-remaining"]);

/** What the API charges for a GET (its `X-RateLimit-Cost`), and the bucket after it. */
async function apiCost(base: string, target: string, headers: Record<string, string>): Promise<{ cost: number; left: number }> {
  const answer = await raw(base, "GET", target, headers);
  return { cost: cost(answer), left: remaining(answer) };
}

/** The API costs of these cases' requests, summed; and the bucket after the last. */
async function apiCosts(base: string, cases: readonly ToolCase[], headers: Record<string, string>): Promise<{ sum: number; left: number }> {
  let sum = 0;
  let left = Number.NaN;
  for (const c of cases) {
    const measured = await apiCost(base, c.api, headers);
    expect(measured.cost, c.api).toBeGreaterThanOrEqual(1);
    sum += measured.cost;
    left = measured.left;
  }
  return { sum, left };
}

/** A year of English days with a place: the heavy call of the attack (bench/attack.ts). */
const YEAR_EN: ToolCase = {
  tool: "get_range",
  args: { start: `${YEAR}-01-01`, end: `${YEAR}-12-31`, lang: "en", place: "sapporo" },
  api: `/gw/range/${YEAR}-01-01/${YEAR}-12-31?lang=en&place=sapporo`,
};

describe("X-RateLimit-Cost of POST /mcp: every unit the POST took", () => {
  it("the MCP SDK client: each POST states what it took (a tool call: its API request's cost), and Remaining moves by it", async () => {
    const base = await serverWith();
    const seen: { method: string; cost: number; remaining: number }[] = [];
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: PRO },
      fetch: async (url, init) => {
        const res = await fetch(url, init);
        // POSTs only: the client's GET (an event stream, 405 here) is counted by IP, in another bucket
        if (init?.method === "POST") {
          const { method } = JSON.parse(init.body as string) as { method: string };
          seen.push({
            method,
            cost: Number(res.headers.get("x-ratelimit-cost")),
            remaining: Number(res.headers.get("ratelimit-remaining")),
          });
        }
        return res;
      },
    });
    const client = new Client({ name: "koyomi-test", version: "1.0.0" });
    await client.connect(transport);
    try {
      const before = seen.at(-1)!.remaining;
      const result = await call(client, YEAR_EN.tool, YEAR_EN.args);
      expect(result.isError).toBeUndefined();
      const post = seen.at(-1)!;
      expect(post.method).toBe("tools/call");
      const api = await apiCost(base, YEAR_EN.api, PRO);
      expect(api.cost).toBeGreaterThan(1);
      expect(post.cost).toBe(api.cost);
      expect(before - post.remaining).toBe(post.cost);
      // initialize and notifications/initialized: one message each
      expect(seen.slice(0, 2).map((s) => [s.method, s.cost])).toEqual([
        ["initialize", 1],
        ["notifications/initialized", 1],
      ]);
    } finally {
      await client.close();
    }
  });

  it("a batch of every Lite tool call and tools/list costs the sum of the calls' API requests plus one", async () => {
    const base = await serverWith();
    const cases = liteCases(YEAR);
    expect(cases.length + 1).toBeLessThanOrEqual(16);
    const { sum, left } = await apiCosts(base, cases, {});
    const batch = [...cases.map((c, i) => toolCall(i + 1, c.tool, c.args)), { jsonrpc: "2.0", id: 100, method: "tools/list" }];
    const answer = await rawPost(base, batch);
    expect(answer.status).toBe(200);
    const answers = JSON.parse(answer.bytes.toString()) as { id: number; result: { isError?: boolean } }[];
    expect(answers).toHaveLength(batch.length);
    expect(answers.filter((a) => a.result.isError === true)).toEqual([]);
    expect(cost(answer)).toBe(sum + 1);
    expect(left - remaining(answer)).toBe(cost(answer));
  });

  it("a Pro batch of 16 heavy calls: the sum of their API requests' costs (hundreds of units), stated and taken", async () => {
    const base = await serverWith();
    const cases = [...proCases(YEAR), ...Array.from({ length: 12 }, () => YEAR_EN)];
    expect(cases).toHaveLength(16);
    const { sum, left } = await apiCosts(base, cases, PRO);
    const answer = await rawPost(
      base,
      cases.map((c, i) => toolCall(i + 1, c.tool, c.args)),
      PRO,
    );
    expect(answer.status).toBe(200);
    expect(sum).toBeGreaterThan(200);
    expect(cost(answer)).toBe(sum);
    expect(left - remaining(answer)).toBe(sum);
  });

  it("a batch the bucket runs out in: the cost is what was taken (calls refused for their cost, errors on an empty bucket)", async () => {
    const base = await serverWith({ pro: 50 });
    const year = await apiCost(base, YEAR_EN.api, PRO);
    expect(year.cost).toBeGreaterThan(10);
    const batch = [
      toolCall(1, YEAR_EN.tool, YEAR_EN.args),
      toolCall(2, YEAR_EN.tool, YEAR_EN.args),
      toolCall(3, YEAR_EN.tool, YEAR_EN.args),
      toolCall(4, "get_day", { date: "nope" }),
      toolCall(5, "get_day", { date: `${YEAR}-01-01` }),
      toolCall(6, "calendar_feed_url", { include: ["moon"] }),
      toolCall(7, "get_day", ["not", "an", "object"]),
      { jsonrpc: "2.0", id: 8, method: "tools/list" },
    ];
    let left = year.left;
    for (let round = 0; round < 3; round++) {
      const answer = await rawPost(base, batch, PRO);
      if (answer.status === 429) {
        expect(left).toBe(0);
        break;
      }
      expect(answer.status).toBe(200);
      expect(cost(answer)).toBeGreaterThan(0);
      expect(left - remaining(answer), `round ${round}`).toBe(cost(answer));
      left = remaining(answer);
    }
    expect(left).toBe(0);
  });

  it("a call that errs on the bucket its batch emptied took nothing, and the POST does not count it", async () => {
    const base = await serverWith({ pro: 100 });
    const year = await apiCost(base, YEAR_EN.api, PRO);
    // drain with single days until the bucket holds the year and two days exactly
    let left = year.left;
    while (left > year.cost + 2) left = (await apiCost(base, `/gw/day/${YEAR}-01-01`, PRO)).left;
    expect(left).toBe(year.cost + 2);
    const batch = [
      toolCall(1, YEAR_EN.tool, YEAR_EN.args),
      toolCall(2, "get_day", { date: `${YEAR}-01-02` }),
      toolCall(3, "get_day", { date: `${YEAR}-01-03` }),
      toolCall(4, "get_day", { date: `${YEAR}-02-30` }),
    ];
    const answer = await rawPost(base, batch, PRO);
    expect(answer.status).toBe(200);
    const answers = JSON.parse(answer.bytes.toString()) as {
      id: number;
      result: { isError?: boolean; structuredContent: { code?: string } };
    }[];
    // the invalid date keeps its own error (the rate limit is the last check), and took nothing
    expect(answers.find((a) => a.id === 4)!.result.structuredContent.code).toBe("INVALID_DATE");
    expect(remaining(answer)).toBe(0);
    expect(cost(answer)).toBe(left);
  });

  it("a POST refused 429 states the least it costs: one unit a message", async () => {
    const base = await serverWith({ pro: 1 });
    expect((await rawPost(base, { jsonrpc: "2.0", id: 1, method: "tools/list" }, PRO)).status).toBe(200);
    const refused = await rawPost(base, [toolCall(1, YEAR_EN.tool, YEAR_EN.args), toolCall(2, YEAR_EN.tool, YEAR_EN.args)], PRO);
    expect(refused.status).toBe(429);
    expect(cost(refused)).toBe(2);
    expect(remaining(refused)).toBe(0);
  });
});

describe("a batch that repeats a request's id", () => {
  it("runs the first, answers the later one -32600 naming the id, and charges it nothing", async () => {
    const base = await serverWith();
    const year = await apiCost(base, YEAR_EN.api, PRO);
    const batch = [
      toolCall(7, YEAR_EN.tool, YEAR_EN.args),
      toolCall(7, YEAR_EN.tool, YEAR_EN.args),
      { jsonrpc: "2.0", id: 8, method: "tools/list" },
    ];
    const answer = await rawPost(base, batch, PRO);
    expect(answer.status).toBe(200);
    const answers = JSON.parse(answer.bytes.toString()) as {
      id: unknown;
      result?: { isError?: boolean };
      error?: { code: number; message: string };
    }[];
    expect(answers).toHaveLength(3);
    const sevens = answers.filter((a) => a.id === 7);
    expect(sevens).toHaveLength(2);
    // the earlier one's answer first, so a client that reads in order takes the real answer
    expect(sevens[0]!.result!.isError).toBeUndefined();
    expect(sevens[1]!.error!.code).toBe(-32600);
    expect(sevens[1]!.error!.message).toMatch(/^Invalid Request: id 7 /);
    expect(answers.filter((a) => a.id === 8 && a.result !== undefined)).toHaveLength(1);
    // one range, and one unit for tools/list: the repeat is not charged
    expect(cost(answer)).toBe(year.cost + 1);
    expect(year.left - remaining(answer)).toBe(cost(answer));
  });

  it('tells ids apart as JSON values: 1 and "1" are two requests; a repeated string id and a repeat of the only request', async () => {
    const base = await serverWith();
    const day = (id: number | string) => ({ ...toolCall(0, "get_day", { date: `${YEAR}-01-01` }), id });
    const distinct = await rawPost(base, [day(1), day("1")]);
    const two = JSON.parse(distinct.bytes.toString()) as { id: unknown; result?: unknown }[];
    expect(two.map((a) => a.id).sort()).toEqual([1, "1"]);
    expect(two.every((a) => a.result !== undefined)).toBe(true);
    expect(cost(distinct)).toBe(2);

    const repeated = await rawPost(base, [day("a"), day("a"), day("a")]);
    const three = JSON.parse(repeated.bytes.toString()) as { id: unknown; result?: unknown; error?: { code: number; message: string } }[];
    expect(three.map((a) => a.id)).toEqual(["a", "a", "a"]);
    expect(three[0]!.result).toBeDefined();
    expect(three.slice(1).map((a) => a.error!.code)).toEqual([-32600, -32600]);
    expect(three[1]!.error!.message).toMatch(/^Invalid Request: id "a" /);
    expect(cost(repeated)).toBe(1);
  });
});
