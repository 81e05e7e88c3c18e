/**
 * The client against the Node server exactly as `npm start` builds it (startServer creating its
 * own handler, compressor included) over a generated 2026, on 127.0.0.1 with port 0: every
 * method called, the errors (400, 403 with a bad token, 403 by plan, 404 out of coverage), the
 * gateway headers, an ETag round trip answered 304, and a real 429 with Retry-After (a second
 * server over the same tree, one request a minute, a clock that stands still).
 */
import { RULES_RELEASED } from "../../../generator/version.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { memoryTokenStore } from "../../../edge-rules/access/token-store.ts";
import {
  KoyomiClient,
  KoyomiError,
  METHODS,
  OPERATIONS,
  type KoyomiClientOptions,
  type OperationId,
} from "../../../clients/typescript/src/index.ts";
import { CONTRACTS } from "../../../schemas/endpoints/index.ts";
import { exampleTarget, prettyTarget } from "../../support/endpoint-table.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { PROXY_SECRET, TOKEN_RECORDS, TOKENS } from "../../edge-rules/fixtures.ts";

/** JST noon of 1 June 2026: the buckets never refill during a test. */
const NOW = Date.UTC(2026, 5, 1, 3);

let tree: GeneratedTree;
let server: RunningServer;
let limited: RunningServer;

function start(lite: number): Promise<RunningServer> {
  return startServer({
    port: 0,
    origin: createFsOrigin({ root: `${tree.dir}/public` }),
    tokens: memoryTokenStore(TOKEN_RECORDS),
    clock: () => NOW,
    proxySecret: PROXY_SECRET,
    rateLimits: { lite, pro: 100_000, ultra: 100_000 },
    onError: () => {},
  });
}

beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
  [server, limited] = await Promise.all([start(100_000), start(1)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.close(100), limited?.close(100)]);
  tree?.cleanup();
});

/** A client of the generous server, recording each answer's status. */
function client(options: Omit<KoyomiClientOptions, "baseUrl"> = {}, statuses: number[] = []): KoyomiClient {
  return new KoyomiClient({
    baseUrl: server.url,
    ...options,
    fetch: async (url, init) => {
      const response = await fetch(url, init);
      statuses.push(response.status);
      return response;
    },
  });
}

/** The KoyomiError a call rejects with. */
async function failure(call: Promise<unknown>): Promise<KoyomiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(KoyomiError);
  return error as KoyomiError;
}

describe("every method against the real server", () => {
  const lite = (): KoyomiClient => client();
  const pro = (): KoyomiClient => client({ token: TOKENS.pro });

  it("health, day, range, bulk, glossary", async () => {
    expect(await lite().health()).toMatchObject({ ok: true, service: "koyomi-api", view: "lite", coverage: { from: 2026, to: 2026 } });
    expect((await pro().health()).view).toBe("pro");
    const day = await lite().day("2026-01-01");
    expect(day).toMatchObject({ ok: true, view: "lite", date: "2026-01-01", day: { holiday: "元日", youbi: "木" } });
    const proDay = await pro().day("2026-01-01", { view: "pro" });
    expect(proDay.view).toBe("pro");
    expect(proDay.day).toHaveProperty("nengo", "令和8年");
    const range = await lite().range("2026-01-01", "2026-01-07");
    expect(range.count).toBe(7);
    expect(range.days.map((d) => d.iso)).toEqual(["01", "02", "03", "04", "05", "06", "07"].map((d) => `2026-01-${d}`));
    const bulk = await pro().bulk("2026");
    expect(bulk.years).toEqual([2026]);
    expect(bulk.data["2026"]).toHaveLength(365);
    const glossary = await lite().glossary();
    expect(glossary.ok).toBe(true);
  });

  it("find, the business days, wareki", async () => {
    const found = await lite().find({ start: "2026-01-01", end: "2026-03-31", rokuyou: "taian", limit: 3 });
    expect(found.count).toBe(3);
    expect(found.days.every((d) => d.day.rokuyou === "大安")).toBe(true);
    expect(await lite().businessDay("2026-12-31", { calendar: "bank" })).toMatchObject({ ok: true, business: false });
    expect(await lite().addBusinessDays("2026-12-21", "3", { calendar: "government" })).toMatchObject({ ok: true, result: "2026-12-24" });
    expect((await lite().countBusinessDays("2026-03-01", "2026-03-31")).ok).toBe(true);
    expect((await lite().longWeekends("2026")).ok).toBe(true);
    expect(await lite().wareki("1582-06-21", { calendar: "julian" })).toMatchObject({ ok: true });
    const list = await lite().warekiList({ text: "天正10年6月2日", date: "1600-10-21" });
    expect(list.ok).toBe(true);
    const instants = await lite().instants("2026", { kind: "sekki" });
    expect(instants.instants.find((i) => i.name === "立春")?.jst).toBe("2026-02-04T05:02+09:00");
    expect(await lite().instants("2026", { format: "ics" })).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect((await lite().moment("2026-02-04T05:02+09:00")).pillars.year).toBe("丙午");
  });

  it("instants, a moment and a birth chart (Pro), `at` sent as written", async () => {
    expect((await lite().instants("2026")).ok).toBe(true);
    expect((await lite().moment("2026-06-15T10:05+09:00")).ok).toBe(true);
    const chart = await pro().birthChart("2026-06-15T10:05+09:00", { sex: "male" });
    expect([chart.honmei, chart.pillars.month.kanshi, chart.taiun?.length]).toEqual(["一白水星", "甲午", 8]);
  });

  it("五十日 of a month, and what changed (JSON and the Atom feed)", async () => {
    const gotobi = await lite().gotobi("2026", "05", { roll: "next" });
    expect(gotobi.ok).toBe(true);
    expect(JSON.stringify(gotobi)).toContain("2026-05-25");
    expect((await lite().changes()).releases[0]?.version).toBe(RULES_RELEASED);
    expect(await lite().changesFeed()).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  });

  it("the calendar feed, llms.txt and format=csv answer text", async () => {
    const feed = await lite().calendarFeed({ include: "holiday", years: "2026" });
    expect(feed).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(feed).toContain("SUMMARY:元日");
    expect(await lite().llmsTxt()).toContain("/gw/day/");
    const csv = await lite().day("2026-01-01", { format: "csv" });
    expect(csv.split("\r\n")[0]).toMatch(/^iso,y,m,d,youbi/);
    expect(await lite().longWeekends("2026", { format: "csv" })).toContain("\r\n");
  });

  // Every method, from its endpoint's example (its contract's, docs/architecture.md#endpoints), so a method the
  // generator adds for a new endpoint is called here without a line of its own.
  it.each(Object.keys(OPERATIONS) as OperationId[])("%s answers its endpoint's example", async (id) => {
    const contract = CONTRACTS.find((c) => c.operationId === id)!;
    const { target, pro: needsPro } = exampleTarget(contract, 2026);
    const { params, query } = prettyTarget(contract, target)!;
    const client = (needsPro ? pro() : lite()) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const answer = await client[METHODS[id]]!(...Object.values(params), Object.fromEntries(new URLSearchParams(query))).catch(
      (error: unknown) => {
        // an example outside the 2026 coverage (as llms.txt's may be) is answered with its OUT_OF_COVERAGE
        expect(error, target).toMatchObject({ code: "OUT_OF_COVERAGE" });
        return null;
      },
    );
    if (typeof answer === "string") expect(answer.length, target).toBeGreaterThan(0);
    else if (answer !== null) expect((answer as { ok: unknown }).ok, target).toBe(true);
  });
});

describe("errors", () => {
  it("400 INVALID_DATE with the offending value", async () => {
    const error = await failure(client().day("2026-02-29"));
    expect(error).toMatchObject({ status: 400, code: "INVALID_DATE", operation: "getDay" });
    expect(error.body).toMatchObject({ ok: false, code: "INVALID_DATE", date: "2026-02-29" });
    expect(error.message).toBe(error.body?.error);
  });

  it("403 AUTH_FAILED for a bad token, 403 PLAN_REQUIRED for bulk without one, 403 RANGE_TOO_LONG with maxDays", async () => {
    expect(await failure(client({ token: TOKENS.revoked }).day("2026-01-01"))).toMatchObject({ status: 403, code: "AUTH_FAILED" });
    expect(await failure(client({ token: "no-such-token" }).health())).toMatchObject({ status: 403, code: "AUTH_FAILED" });
    expect(await failure(client().bulk("2026"))).toMatchObject({ status: 403, code: "PLAN_REQUIRED" });
    const long = await failure(client().range("2026-01-01", "2026-03-01"));
    expect(long).toMatchObject({ status: 403, code: "RANGE_TOO_LONG", body: { maxDays: 31, start: "2026-01-01" } });
  });

  it("404 OUT_OF_COVERAGE", async () => {
    const error = await failure(client().day("2027-01-01"));
    expect(error).toMatchObject({ status: 404, code: "OUT_OF_COVERAGE", body: { date: "2027-01-01" } });
  });

  it("the gateway headers: a verified PRO subscription is pro, a wrong proxy secret 403", async () => {
    const gateway = { apiKey: "consumer-1", proxySecret: PROXY_SECRET, subscription: "PRO" };
    expect((await client(gateway).health()).view).toBe("pro");
    expect(await failure(client({ ...gateway, proxySecret: "wrong" }).health())).toMatchObject({ status: 403, code: "AUTH_FAILED" });
  });

  it("429 RATE_LIMITED: waits Retry-After between bounded attempts, then throws with retryAfter", async () => {
    const waits: number[] = [];
    const statuses: number[] = [];
    const limitedClient = new KoyomiClient({
      baseUrl: limited.url,
      retry: { attempts: 3 },
      sleep: async (ms) => void waits.push(ms),
      fetch: async (url, init) => {
        const response = await fetch(url, init);
        statuses.push(response.status);
        return response;
      },
    });
    expect((await limitedClient.day("2026-01-01")).ok).toBe(true);
    const error = await failure(limitedClient.day("2026-01-02"));
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED" });
    expect(error.retryAfter).toBeGreaterThanOrEqual(1);
    expect(statuses).toEqual([200, 429, 429, 429]);
    expect(waits).toEqual([error.retryAfter! * 1000, error.retryAfter! * 1000]);
  });
});

describe("ETag revalidation", () => {
  it("sends If-None-Match and answers a 304 with the cached body", async () => {
    const statuses: number[] = [];
    const cached = client({ token: TOKENS.pro, etagCache: true }, statuses);
    const first = await cached.range("2026-01-01", "2026-01-31", { view: "pro" });
    const second = await cached.range("2026-01-01", "2026-01-31", { view: "pro" });
    expect(statuses).toEqual([200, 304]);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(cached.cachedAnswers).toBe(1);
    // text answers too
    await cached.day("2026-01-01", { format: "csv" });
    expect(await cached.day("2026-01-01", { format: "csv" })).toMatch(/^iso,/);
    expect(statuses).toEqual([200, 304, 200, 304]);
  });

  it("without a cache, every call is a 200", async () => {
    const statuses: number[] = [];
    const plain = client({}, statuses);
    await plain.day("2026-01-01");
    await plain.day("2026-01-01");
    expect(statuses).toEqual([200, 200]);
  });
});
