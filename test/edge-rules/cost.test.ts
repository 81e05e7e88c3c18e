/**
 * Rate limits by work (docs/interface.md#what-a-request-costs): every row of the table of costs
 * in the docs is what the handler charges (`X-RateLimit-Cost`) on the generated 2020–2030 tree;
 * `RateLimit-Remaining` moves by the cost; a request the bucket cannot pay for is 429 with
 * Retry-After and consumes nothing; a cost over the plan's minute is charged the whole minute;
 * MCP tool calls pay their request's cost.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandler, type Handler } from "../../edge-rules/handler.ts";
import { createFsOrigin } from "../../edge-rules/node/fs-origin.ts";
import { MemoryRateLimiter } from "../../edge-rules/rate-limit.ts";
import { memoryTokenStore } from "../../edge-rules/token-store.ts";
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
  });
});
