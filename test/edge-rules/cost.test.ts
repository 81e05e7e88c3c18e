/**
 * Rate limits by work (docs/interface.md#what-a-request-costs): every row of the table of costs
 * in the docs is what the handler charges (`X-RateLimit-Cost`) on the generated 2020–2030 tree;
 * `RateLimit-Remaining` moves by the cost; a request the bucket cannot pay for is 429 with
 * Retry-After and consumes nothing; a cost over the plan's minute is charged the whole minute;
 * MCP tool calls pay their request's cost, and every `POST /mcp` row of the table (a call, a batch)
 * is what the POST states and takes: the sum of its calls' API requests' costs, one unit for each
 * other message.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandler, type Handler } from "../../edge-rules/handler.ts";
import { createFsOrigin } from "../../edge-rules/node/fs-origin.ts";
import { MemoryRateLimiter } from "../../edge-rules/access/rate-limit.ts";
import { memoryTokenStore } from "../../edge-rules/access/token-store.ts";
import { CONTRACTS } from "../../schemas/endpoints/index.ts";
import { DAY_WEIGHT_PER_UNIT, dayWorkCost, type Plan } from "../../schemas/plans.ts";
import { generatedTree, type GeneratedTree } from "../support/generated-tree.ts";
import { TOKEN_RECORDS, TOKENS } from "./fixtures.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
}, 180_000);
afterAll(() => tree?.cleanup());

/** A handler over the tree with these limits and a clock that stands still (no refill). */
function handlerWith(rateLimits: Readonly<Record<Plan, number>>): Handler {
  return createHandler({
    origin: createFsOrigin({ root: `${tree.dir}/public` }),
    tokens: memoryTokenStore(TOKEN_RECORDS),
    limiter: new MemoryRateLimiter(),
    clock: () => Date.UTC(2026, 5, 1, 3),
    config: { serviceName: "koyomi-api", rateLimits },
  });
}

const AUTH: Readonly<Record<Plan, Record<string, string>>> = {
  lite: {},
  pro: { authorization: `Bearer ${TOKENS.pro}` },
  ultra: { authorization: `Bearer ${TOKENS.ultra}` },
};
const get = (handler: Handler, path: string, plan: Plan) => handler(new Request(`http://x${path}`, { headers: AUTH[plan] }));

/** The rows of the docs' table of costs: request, plan, cost. */
const ROWS = readFileSync(new URL("../../docs/interface.md", import.meta.url), "utf8")
  .split("\n")
  .flatMap((line) => {
    const m = /^\| `(\/[^`]+)` \| (lite|pro|ultra) \| [^|]+ \| ([0-9]+) \|$/.exec(line);
    return m ? [{ path: m[1]!, plan: m[2] as Plan, cost: Number(m[3]) }] : [];
  });

/** A message of an MCP row: a tool call with its arguments, or another method (`tools/list`). */
interface McpMessage {
  readonly name: string;
  readonly args?: Record<string, unknown>;
}

/** The `POST /mcp` rows of the table: the messages of the POST (`16 × …` repeats one), plan, cost. */
const MCP_ROWS = readFileSync(new URL("../../docs/interface.md", import.meta.url), "utf8")
  .split("\n")
  .flatMap((line) => {
    const m = /^\| `POST \/mcp`: (.+?) \| (lite|pro|ultra) \| [^|]+ \| ([0-9]+) \|$/.exec(line);
    if (!m) return [];
    const messages = [...m[1]!.matchAll(/(?:([0-9]+) × )?`([a-z_/]+)`(?: `(\{[^`]*\})`)?/g)].flatMap(([, times, name, args]) =>
      Array.from({ length: Number(times ?? 1) }, (): McpMessage => ({ name: name!, ...(args ? { args: JSON.parse(args) } : {}) })),
    );
    return [{ text: m[1]!, messages, plan: m[2] as Plan, cost: Number(m[3]) }];
  });

/** The `gw.php` function of each tool that is its endpoint's request. */
const TOOL_FN = new Map(CONTRACTS.flatMap((c) => (c.tool && c.fn !== null ? [[c.tool.name, c.fn] as const] : [])));

/** The API request a tool call is (lists as the API's comma lists); `null`: a tool that reads nothing (one unit). */
function apiRequestOf({ name, args = {} }: McpMessage): string | null {
  if (name === "explain") return "/gw/glossary";
  if (name === "calendar_feed_url") return null;
  const query = Object.entries(args).map(([k, v]) => `${k}=${encodeURIComponent(Array.isArray(v) ? v.join(",") : String(v))}`);
  return `/gw.php?${[`fn=${TOOL_FN.get(name)!}`, ...query].join("&")}`;
}

/** A POST /mcp of these messages (ids 1…n; `tools/…` methods as themselves, the rest as tool calls). */
function mcpPost(handler: Handler, messages: readonly McpMessage[], plan: Plan): Promise<Response> {
  const body = messages.map((msg, i) =>
    msg.name.includes("/")
      ? { jsonrpc: "2.0", id: i + 1, method: msg.name }
      : { jsonrpc: "2.0", id: i + 1, method: "tools/call", params: { name: msg.name, arguments: msg.args ?? {} } },
  );
  return handler(
    new Request("http://x/mcp", {
      method: "POST",
      headers: { ...AUTH[plan], "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify(body.length === 1 ? body[0] : body),
    }),
  );
}

describe("the table of costs in docs/interface.md", () => {
  it("has the rows of every kind of request", () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(10);
    for (const kind of ["/gw/day/", "/gw/range/", "/gw/bulk/", "/gw/find?"])
      expect(
        ROWS.some((r) => r.path.startsWith(kind)),
        kind,
      ).toBe(true);
  });

  it("is what the handler charges, and Remaining moves by it", async () => {
    const handler = handlerWith({ lite: 60, pro: 600, ultra: 6000 });
    for (const { path, plan, cost } of ROWS) {
      const fresh = handlerWith({ lite: 60, pro: 600, ultra: 6000 });
      const res = await get(fresh, path, plan);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-ratelimit-cost"), path).toBe(String(cost));
      expect(res.headers.get("ratelimit-remaining"), path).toBe(String({ lite: 60, pro: 600, ultra: 6000 }[plan] - cost));
      await res.arrayBuffer();
    }
    expect((await get(handler, "/gw/glossary", "lite")).headers.get("x-ratelimit-cost")).toBe("1");
  });

  it("has POST /mcp rows: a call, and batches", () => {
    expect(MCP_ROWS.length).toBeGreaterThanOrEqual(3);
    expect(MCP_ROWS.some((r) => r.messages.length === 1)).toBe(true);
    expect(MCP_ROWS.some((r) => r.messages.length === 16)).toBe(true);
    for (const row of MCP_ROWS) expect(row.messages.length, row.text).toBeGreaterThan(0);
  });

  it("every POST /mcp row is what the POST states and takes: its calls' API requests' costs, one unit each other message", async () => {
    const limits = { lite: 60, pro: 600, ultra: 6000 };
    for (const { text, messages, plan, cost } of MCP_ROWS) {
      const res = await mcpPost(handlerWith(limits), messages, plan);
      expect(res.status, text).toBe(200);
      const answers = [await res.json()].flat() as { result: { isError?: boolean } }[];
      expect(answers, text).toHaveLength(messages.length);
      expect(
        answers.filter((a) => a.result.isError === true),
        text,
      ).toEqual([]);
      expect(res.headers.get("x-ratelimit-cost"), text).toBe(String(cost));
      expect(res.headers.get("ratelimit-remaining"), text).toBe(String(limits[plan] - cost));
      // each call at the cost of the API request it is, on a fresh bucket
      let sum = 0;
      for (const msg of messages) {
        const target = msg.name.includes("/") ? null : apiRequestOf(msg);
        if (target === null) sum += 1;
        else {
          const api = await get(handlerWith(limits), target, plan);
          expect(api.status, target).toBe(200);
          sum += Number(api.headers.get("x-ratelimit-cost"));
          await api.arrayBuffer();
        }
      }
      expect(sum, text).toBe(cost);
    }
  });

  it("dayWorkCost is the formula the docs state", () => {
    expect(DAY_WEIGHT_PER_UNIT).toBe(64);
    expect(dayWorkCost({ days: 1, proFields: true, english: true, place: true, csv: true })).toBe(1);
    expect(dayWorkCost({ days: 64, proFields: false, english: false, place: false, csv: false })).toBe(1);
    expect(dayWorkCost({ days: 65, proFields: false, english: false, place: false, csv: false })).toBe(2);
    expect(dayWorkCost({ days: 4018, proFields: true, english: true, place: true, csv: true })).toBe(314);
  });
});

describe("a budget of units", () => {
  const YEAR_EN = "/gw/range/2026-01-01/2026-12-31?lang=en&place=sapporo&format=csv"; // 29

  it("past the budget: 429 with Retry-After, consuming nothing; a cheap request still passes", async () => {
    const handler = handlerWith({ lite: 60, pro: 40, ultra: 6000 });
    const first = await get(handler, YEAR_EN, "pro");
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-remaining")).toBe("11");
    const refused = await get(handler, YEAR_EN, "pro");
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe("RATE_LIMITED");
    expect(refused.headers.get("x-ratelimit-cost")).toBe("29");
    expect(refused.headers.get("ratelimit-remaining")).toBe("11");
    // 18 units missing at 40 a minute: 27 s.
    expect(refused.headers.get("retry-after")).toBe("27");
    const cheap = await get(handler, "/gw/day/2026-05-05", "pro");
    expect(cheap.status).toBe(200);
    expect(cheap.headers.get("ratelimit-remaining")).toBe("10");
  });

  it("an error answered while the bucket cannot pay keeps its error, took nothing and says 0", async () => {
    const handler = handlerWith({ lite: 1, pro: 600, ultra: 6000 });
    const paid = await get(handler, "/gw/day/2026-02-30", "lite");
    expect([paid.status, paid.headers.get("x-ratelimit-cost"), paid.headers.get("ratelimit-remaining")]).toEqual([400, "1", "0"]);
    const unpaid = await get(handler, "/gw/day/2026-02-30", "lite");
    expect([unpaid.status, unpaid.headers.get("x-ratelimit-cost"), unpaid.headers.get("ratelimit-remaining")]).toEqual([400, "0", "0"]);
    // a 429 still states what it would have cost
    expect((await get(handler, "/gw/day/2026-05-05", "lite")).headers.get("x-ratelimit-cost")).toBe("1");
  });

  it("a request that costs more than the plan's minute is charged the whole minute, and served from a full bucket", async () => {
    const handler = handlerWith({ lite: 60, pro: 100, ultra: 6000 });
    const bulk = await get(handler, "/gw/bulk/2020,2021,2022?lang=en&format=csv", "pro"); // 1096 × 4 / 64 = 69
    expect(bulk.headers.get("x-ratelimit-cost")).toBe("69");
    const big = handlerWith({ lite: 60, pro: 100, ultra: 6000 });
    const whole = await get(big, "/gw/bulk/2020,2021,2022,2023,2024,2025?lang=en&format=csv", "pro"); // 138 > 100
    expect(whole.status).toBe(200);
    expect(whole.headers.get("x-ratelimit-cost")).toBe("100");
    expect(whole.headers.get("ratelimit-remaining")).toBe("0");
  });

  it("an MCP tool call pays its request's cost; the POST says so", async () => {
    const handler = handlerWith({ lite: 60, pro: 600, ultra: 6000 });
    const call = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "get_range", arguments: { start: "2026-01-01", end: "2026-12-31", lang: "en", place: "sapporo" } },
    };
    const res = await handler(
      new Request("http://x/mcp", {
        method: "POST",
        headers: { ...AUTH.pro, "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify(call),
      }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).result.isError).toBeUndefined();
    // 365 × 4 / 64 = 23 (JSON: no CSV weight).
    expect(res.headers.get("ratelimit-remaining")).toBe(String(600 - 23));
    expect(res.headers.get("x-ratelimit-cost")).toBe("23");
  });
});
