/**
 * Errors that say how to recover (docs/interface.md#hints): every error body carries `hint` — the request
 * to send instead where there is one — and `docs`, its section of the API reference page. Driven by a
 * table of failing requests, one or more per code a request can cause, sent to the Node server as
 * `npm start` builds it over a generated 2020–2030: each hint's `request` is sent as it stands (with the
 * failed request's credential) and answers 200; where the table expects none, the hint says what to do
 * without one. The codes no request causes (a fault, the node's data, a full queue of feed builds) are
 * checked on the rule itself.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hintFor } from "../../../edge-rules/errors/hints.ts";
import { apiError } from "../../../edge-rules/errors/errors.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { memoryTokenStore } from "../../../edge-rules/access/token-store.ts";
import { ERROR_CODES, errorDocsUrl, type ErrorCode } from "../../../schemas/error-codes.ts";
import { ErrorResponse } from "../../../schemas/responses.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { curl, rawExchange } from "../../support/curl.ts";
import { column, readDoc, tableUnder } from "../../support/markdown.ts";
import { bearer, TOKEN_RECORDS, TOKENS } from "../fixtures.ts";
import { FIXED_NOW } from "../mcp/real-server.ts";

/** How a failing request is sent: a path (GET unless told) with headers, or raw bytes on a socket. */
interface Sent {
  readonly path: string;
  readonly method?: string;
  readonly headers?: Record<string, string>;
  /** Raw: `curl` sends the target's UTF-8 bytes unencoded; the others break the request on purpose. */
  readonly raw?: "curl" | "no-host" | "long-target" | "big-headers" | "slow";
}

/** One failing request and the request its hint names (`null`: none, the text says what to do). */
interface HintCase extends Sent {
  readonly code: ErrorCode;
  readonly request: string | null;
}

const PRO = bearer(TOKENS.pro);
const ULTRA = bearer(TOKENS.ultra);

/** The failing requests. The clock stands at 2026-06-01 12:00 JST (today's date where a date is missing). */
const CASES: readonly HintCase[] = [
  { code: "FN_REQUIRED", path: "/gw.php?date=2026-05-05", request: "/gw.php?fn=day&date=2026-05-05" },
  { code: "FN_REQUIRED", path: "/gw.php?start=2026-05-01&end=2026-05-07", request: "/gw.php?fn=range&start=2026-05-01&end=2026-05-07" },
  { code: "FN_REQUIRED", path: "/gw.php", request: null },
  { code: "UNKNOWN_FN", path: "/gw.php?fn=DAY&date=2026-05-05", request: "/gw.php?fn=day&date=2026-05-05" },
  {
    code: "UNKNOWN_FN",
    path: "/gw.php?fn=rnage&start=2026-05-01&end=2026-05-07",
    request: "/gw.php?fn=range&start=2026-05-01&end=2026-05-07",
  },
  { code: "UNKNOWN_FN", path: "/gw.php?fn=week", request: null },
  { code: "INVALID_VIEW", path: "/gw/day/2026-05-05?view=full", request: "/gw/day/2026-05-05" },
  { code: "INVALID_VIEW", path: "/gw.php?fn=day&date=2026-05-05&view=LITE", request: "/gw.php?fn=day&date=2026-05-05&view=lite" },
  { code: "DATE_REQUIRED", path: "/gw/day", request: "/gw/day/2026-06-01" },
  { code: "DATE_REQUIRED", path: "/gw.php?fn=day", request: "/gw.php?fn=day&date=2026-06-01" },
  { code: "INVALID_DATE", path: "/gw/day/2026-02-29", request: "/gw/day/2026-02-28" },
  { code: "INVALID_DATE", path: "/gw/day/2026-5-5", request: "/gw/day/2026-05-05" },
  { code: "INVALID_DATE", path: "/gw/day/2026-05-05.json", request: "/gw/day/2026-05-05" },
  {
    code: "INVALID_DATE",
    path: "/gw.php?fn=range&start=2026-04-01&end=2026-04-31",
    request: "/gw.php?fn=range&start=2026-04-01&end=2026-04-30",
  },
  {
    code: "INVALID_DATE",
    path: "/gw/find?start=20260101&end=2026-01-31&rokuyou=taian",
    request: "/gw/find?start=2026-01-01&end=2026-01-31&rokuyou=taian",
  },
  { code: "INVALID_DATE", path: "/gw/business/2026-13-01", request: null },
  { code: "INVALID_DATETIME", path: "/gw/moment/2026-02-29T10:00", request: "/gw/moment/2026-02-28T10:00" },
  { code: "INVALID_DATETIME", path: "/gw/moment/2026-05-05T24:00", request: "/gw/moment/2026-05-06T00:00" },
  { code: "INVALID_DATETIME", path: "/gw/moment/2026-05-05%2014:30", request: "/gw/moment/2026-05-05T14:30" },
  { code: "INVALID_DATETIME", path: "/gw.php?fn=moment", request: "/gw.php?fn=moment&at=2026-06-01T12:00%2B09:00" },
  { code: "INVALID_DATETIME", path: "/gw/birth/2026-05-05T14:30+15:00", headers: PRO, request: "/gw/birth/2026-05-05T14:30" },
  { code: "INVALID_DATETIME", path: "/gw/moment/2026-05-05T25:00", request: null },
  { code: "START_REQUIRED", path: "/gw/range", request: "/gw/range/2026-06-01/2026-06-30" },
  { code: "START_REQUIRED", path: "/gw.php?fn=range&end=2026-05-31", request: "/gw.php?fn=range&end=2026-05-31&start=2026-05-01" },
  { code: "END_REQUIRED", path: "/gw/range/2026-05-01", request: "/gw/range/2026-05-01/2026-05-31" },
  {
    code: "END_REQUIRED",
    path: "/gw/find?start=2026-05-10&rokuyou=taian",
    request: "/gw/find?start=2026-05-10&rokuyou=taian&end=2026-05-31",
  },
  { code: "RANGE_REVERSED", path: "/gw/range/2026-05-31/2026-05-01", request: "/gw/range/2026-05-01/2026-05-31" },
  { code: "YEARS_REQUIRED", path: "/gw/bulk", headers: PRO, request: "/gw/bulk/2026" },
  { code: "YEARS_REQUIRED", path: "/gw/bulk", request: null }, // bulk is Pro: no request a Lite caller can send
  { code: "INVALID_YEARS", path: "/gw/bulk/2026,", headers: PRO, request: "/gw/bulk/2026" },
  { code: "INVALID_YEARS", path: "/gw.php?fn=bulk&years=2025;2026", headers: PRO, request: "/gw.php?fn=bulk&years=2025,2026" },
  {
    code: "INVALID_YEARS",
    path: "/gw/calendar.ics?include=rokuyou&years=2027-2026",
    request: "/gw/calendar.ics?include=rokuyou&years=2026-2027",
  },
  { code: "INVALID_YEARS", path: "/gw/bulk/26", headers: PRO, request: null },
  { code: "INVALID_PARAMETER", path: "/gw/day/2026-05-05?format=xml", request: "/gw/day/2026-05-05" },
  { code: "INVALID_PARAMETER", path: "/gw/range/2026-05-01/2026-05-07?format=CSV", request: "/gw/range/2026-05-01/2026-05-07?format=csv" },
  {
    code: "INVALID_PARAMETER",
    path: "/gw/find?start=2026-01-01&end=2026-12-31&rokuyou=taiann",
    request: "/gw/find?start=2026-01-01&end=2026-12-31&rokuyou=taian",
  },
  {
    code: "INVALID_PARAMETER",
    path: "/gw/find?start=2026-01-01&end=2026-12-31&rokuyou=taian,nope",
    request: "/gw/find?start=2026-01-01&end=2026-12-31&rokuyou=taian",
  },
  {
    code: "INVALID_PARAMETER",
    path: "/gw/day/2026-05-05?view=pro&place=Sapporo",
    headers: PRO,
    request: "/gw/day/2026-05-05?view=pro&place=sapporo",
  },
  {
    code: "INVALID_PARAMETER",
    path: "/gw/find?start=2026-01-01&end=2026-01-31&rokuyou=taian&order=score",
    request: "/gw/find?start=2026-01-01&end=2026-01-31&rokuyou=taian",
  },
  { code: "INVALID_PARAMETER", path: "/gw/business/2026-05-05?calendar=shop", request: "/gw/business/2026-05-05" },
  { code: "INVALID_PARAMETER", path: "/gw/glossary?format=csv", request: "/gw/glossary" },
  { code: "INVALID_PARAMETER", path: "/gw/instants/2026?kind=sekki,mooon", request: "/gw/instants/2026" },
  {
    code: "INVALID_PARAMETER",
    path: "/gw/birth/2026-05-05T14:30+09:00?solar=mean",
    headers: PRO,
    request: "/gw/birth/2026-05-05T14:30+09:00",
  },
  { code: "INVALID_PARAMETER", path: `/gw/wareki?date=${Array(101).fill("2026-01-01").join(",")}`, request: null },
  {
    code: "FEED_TOO_LARGE",
    path: "/gw/calendar.ics?include=holiday,rokuyou,sekki,zassetsu,moon,kou72&notes=tensha,ichiryu-manbai,daimyo,fujoju,sanrinbou&years=2020-2030",
    headers: ULTRA,
    request:
      "/gw/calendar.ics?include=holiday,rokuyou,sekki,zassetsu,moon,kou72&notes=tensha,ichiryu-manbai,daimyo,fujoju,sanrinbou&years=2020",
  },
  {
    code: "MALFORMED_REQUEST",
    path: "/gw/find?start=2026-01-01&end=2026-01-31&rokuyou=大安",
    raw: "curl",
    request: "/gw/find?start=2026-01-01&end=2026-01-31&rokuyou=%E5%A4%A7%E5%AE%89",
  },
  { code: "INVALID_HOST", path: "/gw/health", raw: "no-host", request: null },
  { code: "AUTH_FAILED", path: "/gw/day/2026-05-05", headers: bearer(TOKENS.unknown), request: null },
  { code: "PLAN_REQUIRED", path: "/gw/day/2026-05-05?view=pro", request: "/gw/day/2026-05-05" },
  { code: "PLAN_REQUIRED", path: "/gw/bulk/2026?format=csv", request: "/gw/range/2026-01-01/2026-01-31?format=csv" },
  { code: "PLAN_REQUIRED", path: "/gw/birth/2026-05-05T14:30+09:00?sex=male", request: "/gw/moment/2026-05-05T14:30+09:00" },
  {
    code: "PLAN_REQUIRED",
    path: "/gw/find?start=2026-01-01&end=2026-03-31&rokuyou=taian&limit=100",
    request: "/gw/find?start=2026-01-01&end=2026-03-31&rokuyou=taian&limit=31",
  },
  {
    code: "PLAN_REQUIRED",
    path: "/gw/find?start=2026-01-01&end=2026-12-31&rokuyou=taian&purpose=wedding",
    request: "/gw/find?start=2026-01-01&end=2026-12-31&rokuyou=taian",
  },
  { code: "PLAN_REQUIRED", path: "/gw/find?start=2026-01-01&end=2026-12-31&purpose=wedding", request: null },
  { code: "PLAN_REQUIRED", path: "/gw/calendar.ics?include=rokuyou&notes=tensha", request: "/gw/calendar.ics?include=rokuyou" },
  { code: "RANGE_TOO_LONG", path: "/gw/range/2026-01-01/2026-03-31", request: "/gw/range/2026-01-01/2026-01-31" },
  {
    code: "RANGE_TOO_LONG",
    path: "/gw/range/2025-01-01/2026-12-31?view=pro",
    headers: PRO,
    request: "/gw/range/2025-01-01/2026-01-01?view=pro",
  },
  {
    code: "RANGE_TOO_LONG",
    path: "/gw/find?start=2025-01-01&end=2026-12-31&rokuyou=taian",
    request: "/gw/find?start=2025-01-01&end=2026-01-01&rokuyou=taian",
  },
  { code: "RANGE_TOO_LONG", path: "/gw/business/count/2025-01-01/2026-12-31", request: "/gw/business/count/2025-01-01/2026-01-01" },
  { code: "RANGE_TOO_LONG", path: "/gw/business/2026-01-05/add/400", request: "/gw/business/2026-01-05/add/366" },
  {
    code: "RANGE_TOO_LONG",
    path: "/gw/calendar.ics?include=rokuyou&years=2020-2025",
    request: "/gw/calendar.ics?include=rokuyou&years=2020-2022",
  },
  { code: "OUT_OF_COVERAGE", path: "/gw/day/1850-05-05", request: "/gw/wareki/1850-05-05" },
  { code: "OUT_OF_COVERAGE", path: "/gw/bulk/1850", headers: PRO, request: "/gw/wareki/1850-01-01" },
  { code: "OUT_OF_COVERAGE", path: "/gw/moment/1850-05-05T23:30-05:00", request: "/gw/wareki/1850-05-06" },
  { code: "OUT_OF_COVERAGE", path: "/gw/day/2031-01-01", request: null },
  { code: "OUT_OF_COVERAGE", path: "/gw/wareki/0400-01-01", request: null },
  { code: "NOT_FOUND", path: "/gw/day/2026-05-05/", request: "/gw/day/2026-05-05" },
  { code: "NOT_FOUND", path: "/GW/day/2026-05-05", request: "/gw/day/2026-05-05" },
  { code: "NOT_FOUND", path: "/lite/gw/day/2026-05-05.json", request: "/gw/day/2026-05-05" },
  { code: "NOT_FOUND", path: "/gw/week/2026-05-05", request: null },
  { code: "METHOD_NOT_ALLOWED", path: "/gw/day/2026-05-05", method: "POST", request: "/gw/day/2026-05-05" },
  { code: "METHOD_NOT_ALLOWED", path: "/mcp", method: "GET", request: null },
  { code: "REQUEST_TIMEOUT", path: "/gw/health", raw: "slow", request: null },
  { code: "URI_TOO_LONG", path: "/gw/health", raw: "long-target", request: null },
  { code: "HEADERS_TOO_LARGE", path: "/gw/health", raw: "big-headers", request: null },
];

/** The codes no request causes: a fault of the service, the node's data, the feed builds' queue (checked on the rule below). */
const NOT_CAUSED_BY_A_REQUEST: readonly ErrorCode[] = ["INTERNAL", "SERVICE_BUSY", "DATA_UNAVAILABLE"];

/** Short connection timeouts, so that REQUEST_TIMEOUT takes well under a second. */
const TIMEOUTS = { headersMs: 400, requestMs: 1_200, keepAliveMs: 1_000, checkIntervalMs: 50 };

let tree: GeneratedTree;
let server: RunningServer;
const clock = { now: FIXED_NOW };

beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
  server = await startServer({
    port: 0,
    origin: createFsOrigin({ root: `${tree.dir}/public` }),
    tokens: memoryTokenStore(TOKEN_RECORDS),
    clock: () => clock.now,
    rateLimits: { lite: 100_000, pro: 100_000, ultra: 100_000 },
    timeouts: TIMEOUTS,
    onError: () => {},
  });
}, 300_000);
afterAll(async () => {
  await server?.close(100);
  tree?.cleanup();
});

/** Bytes on a fresh socket, collected until the server closes it: the first answer's status and body. */
const rawAnswer = (bytes: string, pauseMs = 0): Promise<{ status: number; body: string }> => rawExchange(server.url, bytes, pauseMs);

/** Sends a request as the table says; the status and the parsed body. */
async function send(c: Sent): Promise<{ status: number; json: any }> {
  const host = new URL(server.url).host;
  let answer: { status: number; body: string };
  switch (c.raw) {
    case "curl":
      answer = await curl(server.url, c.path);
      break;
    case "no-host":
      answer = await rawAnswer(`GET ${c.path} HTTP/1.1\r\n\r\n`);
      break;
    case "long-target":
      answer = await rawAnswer(`GET ${c.path}?x=${"a".repeat(9 * 1024)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      break;
    case "big-headers":
      answer = await rawAnswer(`GET ${c.path} HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${"b".repeat(20 * 1024)}\r\n\r\n`);
      break;
    case "slow":
      answer = await rawAnswer(`GET ${c.path} HTTP/1.1\r\nHost: ${host}\r\nAccept: */*\r\n\r\n`, 1);
      break;
    default: {
      const res = await fetch(`${server.url}${c.path}`, { method: c.method ?? "GET", headers: c.headers ?? {} });
      answer = { status: res.status, body: await res.text() };
    }
  }
  return { status: answer.status, json: answer.body === "" ? undefined : JSON.parse(answer.body) };
}

describe("every error answer says how to recover (hint) and where it is explained (docs)", () => {
  it("the table holds a failing request of every code a request can cause", () => {
    // RATE_LIMITED has a test of its own (below): a bucket run empty, then the wait.
    const caused = new Set([...CASES.map((c) => c.code), "RATE_LIMITED"]);
    expect(Object.keys(ERROR_CODES).filter((code) => !caused.has(code as ErrorCode))).toEqual([...NOT_CAUSED_BY_A_REQUEST]);
  });

  for (const c of CASES) {
    it(`${c.code}: ${c.method ?? "GET"} ${c.path.length > 120 ? `${c.path.slice(0, 120)}…` : c.path}${c.raw ? ` (${c.raw})` : ""} → ${c.request ?? "no request"}`, async () => {
      const { status, json } = await send(c);
      expect({ status, code: json.code }).toEqual({ status: ERROR_CODES[c.code].status, code: c.code });
      expect(ErrorResponse.safeParse(json).success, JSON.stringify(json)).toBe(true);
      expect(json.docs).toBe(errorDocsUrl(c.code));
      expect(typeof json.hint?.text).toBe("string");
      expect(json.hint.text.length).toBeGreaterThan(0);
      expect(json.hint.text).not.toContain("\n");
      expect(json.hint.request ?? null).toBe(c.request);
      if (c.request === null) return;
      // Followed as it stands, with the failed request's credential: a 200.
      const followed = await fetch(`${server.url}${c.request}`, { headers: c.headers ?? {} });
      expect(followed.status, await followed.clone().text()).toBe(200);
    });
  }

  it("RATE_LIMITED names when to retry: the same request, after retryAfter seconds, answers 200", async () => {
    const limited = await startServer({
      port: 0,
      origin: createFsOrigin({ root: `${tree.dir}/public` }),
      tokens: memoryTokenStore(TOKEN_RECORDS),
      clock: () => clock.now,
      rateLimits: { lite: 2, pro: 600, ultra: 6000 },
      onError: () => {},
    });
    try {
      const path = "/gw/day/2026-05-05";
      for (let i = 0; i < 2; i++) expect((await fetch(`${limited.url}${path}`)).status).toBe(200);
      const refused = await fetch(`${limited.url}${path}`);
      const json = await refused.json();
      expect({ status: refused.status, code: json.code, docs: json.docs }).toEqual({
        status: 429,
        code: "RATE_LIMITED",
        docs: errorDocsUrl("RATE_LIMITED"),
      });
      expect(json.hint.request).toBe(path);
      expect(json.hint.retryAfter).toBe(Number(refused.headers.get("retry-after")));
      clock.now += json.hint.retryAfter * 1000;
      expect((await fetch(`${limited.url}${json.hint.request}`)).status).toBe(200);
    } finally {
      clock.now = FIXED_NOW;
      await limited.close(100);
    }
  });

  it("the codes no request causes have a hint that says what to do, without a request", () => {
    for (const code of NOT_CAUSED_BY_A_REQUEST) {
      const hint = hintFor(apiError(code, "x"), { target: "/gw/day/2026-05-05", retryAfter: 5 });
      expect(hint.text.length, code).toBeGreaterThan(0);
      if (code === "SERVICE_BUSY") expect(hint).toMatchObject({ request: "/gw/day/2026-05-05", retryAfter: 5 });
      else expect(hint.request, code).toBeUndefined();
    }
  });

  it("the examples of docs/interface.md#hints are what the server answers, each followed to a 200", async () => {
    const examples = column(tableUnder(readDoc("interface.md"), "### Hints"), "example")
      .map((cell) => /^`(GET|POST) ([^`…]+)`( \(Pro\))? → `([^`…]+)`/.exec(cell))
      .filter((m) => m !== null);
    expect(examples.length).toBeGreaterThanOrEqual(15);
    for (const [, method, path, pro, request] of examples) {
      const headers = pro === undefined ? {} : PRO;
      const { json } = await send({ path: path!, method: method!, headers });
      expect(json.hint?.request, `${method} ${path}`).toBe(request);
      expect((await fetch(`${server.url}${request}`, { headers })).status, request).toBe(200);
    }
  });

  it("each docs link is a section the served /docs page has", async () => {
    const page = await (await fetch(`${server.url}/docs`)).text();
    for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) {
      const anchor = errorDocsUrl(code).split("#")[1]!;
      expect(page, code).toContain(`id="${anchor}"`);
    }
  });
});
