/**
 * Conformance: every row of the error table (docs/interface.md#errors), the order of checks, and every
 * header rule (§4, §5), against the handler directly (no server).
 */
import { describe, expect, it } from "vitest";
import { CONNECTION_ERROR_CODES, type ConnectionErrorCode } from "../../schemas/error-codes.ts";
import { ERROR_CODES, errorDocsUrl, type ErrorCode } from "../../schemas/error-codes.ts";
import { CORS_EXPOSE_HEADERS } from "../../edge-rules/http/headers.ts";

/**
 * The decided header texts (docs/interface.md#caching-and-conditional-requests as written in docs/interface.md), spelled here
 * rather than imported, so that a change of the code's constants fails until the decision moves.
 */
const CACHE_PUBLIC = "public, max-age=86400, stale-while-revalidate=604800";
const CACHE_PRIVATE = "private, max-age=3600";
const CACHE_NO_STORE = "no-store";
/** The fixture tree's years, as an OUT_OF_COVERAGE body names them (test/edge-rules/fixtures.ts). */
const FIXTURE_COVERAGE = { from: 2024, to: 2025 };
const UPGRADE_INFO =
  "Pro adds rokuyou_hours, nengo, eto, eto_month, eto_year, kyusei, kyusei_month, kyusei_year, junichoku, shuku28, kou72, notes_arr, periods, moon_age, tide, shuku27, eho, hasshoujin, konjin, kyusei_board, sun and moon; ranges up to 366 days; bulk by year";
import { HealthResponse, HealthUnavailableResponse } from "../../schemas/responses.ts";
import { bearer, DATA_VERSION, gateway, LAST_MODIFIED, makeHandler, PROXY_SECRET, read, req, TOKENS } from "./fixtures.ts";

/**
 * Codes no request of the fixture produces: the feed's limits need a real generated tree
 * (test/edge-rules/feed/feed-limits.test.ts), INTERNAL a fault of the service
 * (test/edge-rules/internal-error.test.ts).
 */
type FeedLimitCode = "FEED_TOO_LARGE" | "SERVICE_BUSY" | "INTERNAL";

type Case = { path: string; headers?: Record<string, string>; method?: string; fields?: Record<string, unknown> };

/**
 * One or more requests per error code; the suite checks that the table has no code left out.
 * The connection-level codes (answered by the Node server before the handler) are exercised over
 * raw sockets in test/edge-rules/node/edge.test.ts.
 */
const ERROR_CASES: Record<Exclude<ErrorCode, "RATE_LIMITED" | FeedLimitCode | ConnectionErrorCode>, Case[]> = {
  FN_REQUIRED: [{ path: "/gw.php" }, { path: "/gw.php?fn=" }, { path: "/gw.php?date=2025-01-01" }],
  UNKNOWN_FN: [{ path: "/gw.php?fn=week" }, { path: "/gw.php?fn=DAY" }, { path: "/gw.php?fn=health%00" }],
  INVALID_VIEW: [
    { path: "/gw/day/2025-01-01?view=full" },
    { path: "/gw.php?fn=day&date=2025-01-01&view=PRO" },
    { path: "/gw/health?view=" },
    { path: "/gw/range/2025-01-01/2025-01-02?view=lite,pro" },
  ],
  INVALID_DATETIME: [
    { path: "/gw/moment/2025-02-29T10:00", fields: { value: "2025-02-29T10:00" } },
    { path: "/gw.php?fn=moment&at=2025-01-01T24:00%2B09:00", fields: { value: "2025-01-01T24:00+09:00" } },
    { path: "/gw.php?fn=moment" },
    { path: "/gw/birth/1990-05-05T24:00", fields: { value: "1990-05-05T24:00" } },
    { path: "/gw.php?fn=birth&at=2025-02-29T10:00", fields: { value: "2025-02-29T10:00" } },
    { path: "/gw/birth/1990-05-05T14:30+15:00", headers: bearer(TOKENS.pro), fields: { value: "1990-05-05T14:30+15:00" } },
    { path: "/gw.php?fn=birth" },
  ],
  DATE_REQUIRED: [{ path: "/gw.php?fn=day" }, { path: "/gw.php?fn=day&date=" }, { path: "/gw/day" }, { path: "/gw/day/" }],
  INVALID_DATE: [
    { path: "/gw/day/2025-02-29", fields: { date: "2025-02-29" } },
    { path: "/gw/day/2025-1-1", fields: { date: "2025-1-1" } },
    { path: "/gw/day/2025-01-01.json", fields: { date: "2025-01-01.json" } },
    { path: "/gw.php?fn=day&date=20250101", fields: { date: "20250101" } },
    { path: "/gw.php?fn=day&date=2025-01-01T00:00", fields: { date: "2025-01-01T00:00" } },
    { path: "/gw/range/2025-13-01/2025-12-31", fields: { start: "2025-13-01", end: "2025-12-31" } },
    { path: "/gw.php?fn=range&start=2025-01-01&end=2025-02-30", fields: { start: "2025-01-01", end: "2025-02-30" } },
  ],
  START_REQUIRED: [{ path: "/gw.php?fn=range&end=2025-01-02" }, { path: "/gw/range" }],
  END_REQUIRED: [{ path: "/gw.php?fn=range&start=2025-01-01" }, { path: "/gw/range/2025-01-01" }],
  RANGE_REVERSED: [
    { path: "/gw/range/2025-01-02/2025-01-01", fields: { start: "2025-01-02", end: "2025-01-01" } },
    { path: "/gw.php?fn=range&start=2025-12-31&end=2024-01-01", fields: { start: "2025-12-31", end: "2024-01-01" } },
  ],
  YEARS_REQUIRED: [{ path: "/gw.php?fn=bulk" }, { path: "/gw/bulk" }, { path: "/gw.php?fn=bulk&years=", headers: bearer(TOKENS.pro) }],
  INVALID_YEARS: [
    { path: "/gw/bulk/25", headers: bearer(TOKENS.pro) },
    { path: "/gw/bulk/2024,", headers: bearer(TOKENS.pro) },
    { path: "/gw.php?fn=bulk&years=2024;2025", headers: bearer(TOKENS.pro) },
    { path: "/gw.php?fn=bulk&years=2024, 2025", headers: bearer(TOKENS.pro) },
    // More distinct years than the coverage (2024–2025) holds:
    { path: "/gw/bulk/2024,2025,2026", headers: bearer(TOKENS.pro) },
    { path: "/gw/bulk/2024,2025,2026" }, // parameters come before the plan check
  ],
  INVALID_PARAMETER: [
    { path: "/gw/day/2025-01-01?format=xml", fields: { parameter: "format", value: "xml" } },
    { path: "/gw.php?fn=range&start=2025-01-01&end=2025-01-02&format=CSV", fields: { parameter: "format", value: "CSV" } },
    { path: "/gw/bulk/2025?format=tsv", headers: bearer(TOKENS.pro), fields: { parameter: "format", value: "tsv" } },
  ],
  AUTH_FAILED: [
    { path: "/gw/day/2025-01-01", headers: bearer(TOKENS.unknown) },
    { path: `/gw/day/2025-01-01?token=${TOKENS.unknown}` },
    { path: "/gw/day/2025-01-01", headers: bearer(TOKENS.revoked) },
    { path: "/gw/day/2025-01-01", headers: bearer(TOKENS.expired) },
    { path: "/gw/day/2025-01-01", headers: { authorization: "Basic dXNlcjpwYXNz" } },
    { path: "/gw/day/2025-01-01", headers: { authorization: "Bearer" } },
    { path: "/gw/day/2025-01-01?token=" },
    { path: "/gw/day/2025-01-01", headers: { ...gateway("PRO"), "x-gw-proxy-secret": "wrong" } },
    { path: "/gw/day/2025-01-01", headers: { "x-gw-api-key": "k", "x-gw-subscription": "PRO" } },
    { path: "/gw/health", headers: bearer(TOKENS.unknown) },
  ],
  PLAN_REQUIRED: [
    { path: "/gw/day/2025-01-01?view=pro" },
    { path: "/gw.php?fn=range&start=2025-01-01&end=2025-01-02&view=pro" },
    { path: "/gw/bulk/2025" },
    { path: "/gw.php?fn=bulk&years=2025" },
    { path: "/gw/day/2025-01-01?view=pro", headers: gateway("BASIC") },
    { path: "/gw/bulk/2025", headers: gateway() },
    { path: "/gw/health?view=pro" },
  ],
  RANGE_TOO_LONG: [
    { path: "/gw/range/2025-01-01/2025-02-01", fields: { start: "2025-01-01", end: "2025-02-01", maxDays: 31 } },
    {
      path: "/gw.php?fn=range&start=2024-01-01&end=2025-01-01&view=pro",
      headers: bearer(TOKENS.pro),
      fields: { start: "2024-01-01", end: "2025-01-01", maxDays: 366 },
    },
    {
      path: "/gw/range/2024-01-01/2025-01-01?view=lite",
      headers: bearer(TOKENS.ultra),
      fields: { start: "2024-01-01", end: "2025-01-01", maxDays: 366 },
    },
  ],
  OUT_OF_COVERAGE: [
    { path: "/gw/day/2023-12-31", fields: { date: "2023-12-31", coverage: FIXTURE_COVERAGE } },
    { path: "/gw.php?fn=day&date=2026-01-01", fields: { date: "2026-01-01", coverage: FIXTURE_COVERAGE } },
    { path: "/gw/range/2023-12-31/2024-01-02", fields: { start: "2023-12-31", end: "2024-01-02", coverage: FIXTURE_COVERAGE } },
    { path: "/gw/bulk/2026", headers: bearer(TOKENS.pro), fields: { year: 2026, coverage: FIXTURE_COVERAGE } },
    { path: "/gw/bulk/2025,2019", headers: bearer(TOKENS.pro), fields: { year: 2019, coverage: FIXTURE_COVERAGE } },
  ],
  NOT_FOUND: [
    { path: "/favicon.png" },
    { path: "/gw" },
    { path: "/gw/" },
    { path: "/gw/week/2025-01-01" },
    { path: "/gw/health/" },
    { path: "/gw/day/2025-01-01/" },
    { path: "/GW/day/2025-01-01" },
    { path: "/gw.php/day" },
    { path: "/manifest.json" },
    { path: "/pro/gw/day/2025-01-01.json" },
    { path: "/lite/gw/day/2025-01-01.json" },
  ],
  // The fixture tree lists no glossary file: a file the node should have and cannot read is 503.
  DATA_UNAVAILABLE: [{ path: "/gw/glossary" }, { path: "/gw.php?fn=glossary" }],
  METHOD_NOT_ALLOWED: [
    { path: "/gw/day/2025-01-01", method: "POST" },
    { path: "/gw/day/2025-01-01", method: "PUT" },
    { path: "/gw/day/2025-01-01", method: "DELETE" },
    { path: "/gw/day/2025-01-01", method: "PATCH" },
    { path: "/gw/health", method: "TRACE-X" },
  ],
};

async function expectError(res: Response, code: ErrorCode, fields?: Record<string, unknown>) {
  const { status, json, headers } = await read(res);
  expect({ status, code: json?.code }).toEqual({ status: ERROR_CODES[code].status, code });
  expect(json.ok).toBe(false);
  expect(typeof json.error).toBe("string");
  expect(json.error.length).toBeGreaterThan(0);
  expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(headers.get("cache-control")).toBe(CACHE_NO_STORE);
  expect(headers.get("etag")).toBeNull();
  expectCommonHeaders(headers);
  // Every error says how to recover and where it is explained (docs/interface.md#hints).
  expect(json.docs).toBe(errorDocsUrl(code));
  expect(typeof json.hint?.text).toBe("string");
  if (fields) {
    const { ok: _ok, error: _error, code: _code, hint: _hint, docs: _docs, ...rest } = json;
    expect(rest).toEqual(fields);
  }
  return json;
}

function expectCommonHeaders(headers: Headers) {
  expect(headers.get("access-control-allow-origin")).toBe("*");
  expect(headers.get("access-control-expose-headers")).toBe(CORS_EXPOSE_HEADERS);
  for (const h of ["ratelimit-limit", "ratelimit-remaining", "ratelimit-reset"]) {
    expect(headers.get(h), h).toMatch(/^[0-9]+$/);
  }
}

describe("the error table (docs/interface.md#errors)", () => {
  it("covers every code of schemas/error-codes.ts", () => {
    const connection: readonly string[] = CONNECTION_ERROR_CODES;
    expect(Object.keys(ERROR_CASES).sort()).toEqual(
      Object.keys(ERROR_CODES)
        .filter(
          (c) => c !== "RATE_LIMITED" && c !== "FEED_TOO_LARGE" && c !== "SERVICE_BUSY" && c !== "INTERNAL" && !connection.includes(c),
        )
        .sort(),
    );
  });

  for (const [code, cases] of Object.entries(ERROR_CASES) as [
    Exclude<ErrorCode, "RATE_LIMITED" | FeedLimitCode | ConnectionErrorCode>,
    Case[],
  ][]) {
    describe(code, () => {
      for (const c of cases) {
        it(`${c.method ?? "GET"} ${c.path}${c.headers ? ` ${JSON.stringify(c.headers)}` : ""}`, async () => {
          const { handler } = makeHandler();
          const res = await handler(req(c.path, { method: c.method ?? "GET", headers: c.headers ?? {} }));
          await expectError(res, code, c.fields);
          if (code === "METHOD_NOT_ALLOWED") expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
        });
      }
    });
  }

  it("hints that name a request answer 200 when sent; the share of the table's answers that carry one", async () => {
    let answers = 0;
    const followed: string[] = [];
    const failed: string[] = [];
    for (const [code, cases] of Object.entries(ERROR_CASES)) {
      for (const c of cases) {
        const { handler } = makeHandler();
        const { json } = await read(await handler(req(c.path, { method: c.method ?? "GET", headers: c.headers ?? {} })));
        answers++;
        const request: string | undefined = json.hint.request;
        if (request === undefined) continue;
        const status = (await handler(req(request, { headers: c.headers ?? {} }))).status;
        (status === 200 ? followed : failed).push(`${code} ${c.path} → ${request} (${status})`);
      }
    }
    expect(failed).toEqual([]);
    // Measured when hints came (issue 54): 51 of the table's 89 error answers (57 %) name a request, each answering
    // 200. The rest have none to name: a bad credential (10), days outside the fixture's 2024–2025 (5), a path
    // of no endpoint (6), the node's own data (2), and corrections the plan or the coverage refuses in turn.
    expect(answers).toBe(89);
    expect(followed.length).toBeGreaterThanOrEqual(51);
  });

  it("DATE_REQUIRED says a date in YYYY-MM-DD is required", async () => {
    const { handler } = makeHandler();
    const json = await expectError(await handler(req("/gw.php?fn=day")), "DATE_REQUIRED");
    expect(json.error).toMatch(/date/);
    expect(json.error).toMatch(/YYYY-MM-DD/);
  });

  it("RATE_LIMITED: the N+1-th request in a minute is 429 with Retry-After >= 1", async () => {
    const { handler } = makeHandler({ config: { rateLimits: { lite: 3, pro: 5, ultra: 7 } } });
    for (let i = 0; i < 3; i++) expect((await handler(req("/gw/day/2025-01-01"))).status).toBe(200);
    const res = await handler(req("/gw/day/2025-01-01"));
    await expectError(res, "RATE_LIMITED");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(res.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/);
    expect(res.headers.get("ratelimit-remaining")).toBe("0");
  });

  it("the 200 boundaries: 31 lite days, 366 pro days, and a bulk of every coverage year", async () => {
    const { handler } = makeHandler();
    expect((await handler(req("/gw/range/2025-01-01/2025-01-31"))).status).toBe(200);
    expect((await handler(req("/gw/range/2024-01-01/2024-12-31", { headers: bearer(TOKENS.pro) }))).status).toBe(200);
    expect((await handler(req("/gw/bulk/2025,2024,2025", { headers: bearer(TOKENS.pro) }))).status).toBe(200);
  });
});

describe("the order of checks: method, route, credential, parameters, plan, coverage, rate limit", () => {
  const cases: [string, Case, ErrorCode][] = [
    ["method before route", { path: "/nope", method: "POST" }, "METHOD_NOT_ALLOWED"],
    ["method before credential", { path: "/gw/day/2025-01-01", method: "POST", headers: bearer(TOKENS.unknown) }, "METHOD_NOT_ALLOWED"],
    ["route before credential", { path: "/nope", headers: bearer(TOKENS.unknown) }, "NOT_FOUND"],
    ["credential before parameters", { path: "/gw.php?fn=week", headers: bearer(TOKENS.unknown) }, "AUTH_FAILED"],
    ["credential before parameters (bad date)", { path: "/gw/day/nope", headers: { "x-gw-api-key": "k" } }, "AUTH_FAILED"],
    ["fn before view", { path: "/gw.php?fn=week&view=full" }, "UNKNOWN_FN"],
    ["view before date", { path: "/gw.php?fn=day&view=full" }, "INVALID_VIEW"],
    ["parameters before plan (bulk)", { path: "/gw.php?fn=bulk" }, "YEARS_REQUIRED"],
    ["parameters before plan (view=pro)", { path: "/gw/day/2025-02-30?view=pro" }, "INVALID_DATE"],
    ["parameters before plan (reversed)", { path: "/gw/range/2025-12-01/2025-01-01?view=pro" }, "RANGE_REVERSED"],
    ["plan before coverage (view)", { path: "/gw/day/2019-01-01?view=pro" }, "PLAN_REQUIRED"],
    ["plan before coverage (length)", { path: "/gw/range/2019-01-01/2019-03-01" }, "RANGE_TOO_LONG"],
    ["plan before coverage (bulk)", { path: "/gw/bulk/2019" }, "PLAN_REQUIRED"],
  ];
  for (const [name, c, code] of cases) {
    it(`${name}: ${c.method ?? "GET"} ${c.path} → ${code}`, async () => {
      const { handler } = makeHandler();
      await expectError(await handler(req(c.path, { method: c.method ?? "GET", headers: c.headers ?? {} })), code);
    });
  }

  it("an error still counts against the client's bucket, and keeps its own status when the bucket is empty", async () => {
    const { handler } = makeHandler({ config: { rateLimits: { lite: 2, pro: 5, ultra: 7 } } });
    const first = await handler(req("/gw/day/2023-01-01"));
    expect(first.status).toBe(404);
    expect(first.headers.get("ratelimit-remaining")).toBe("1");
    expect((await handler(req("/gw/day/2025-01-01"))).status).toBe(200);
    // bucket empty: a valid request is 429, an erroneous one keeps its error (rate limit is the last check)
    expect((await handler(req("/gw/day/2025-01-01"))).status).toBe(429);
    const late = await handler(req("/gw/day/2023-01-01"));
    await expectError(late, "OUT_OF_COVERAGE");
    expect(late.headers.get("ratelimit-remaining")).toBe("0");
  });
});

describe("header rules (docs/interface.md#caching-and-conditional-requests, §5)", () => {
  it("lite data 200: public caching, strong ETag, Last-Modified, Vary, X-Upgrade-Info, JSON", async () => {
    const { handler } = makeHandler();
    for (const path of ["/gw/day/2025-01-01", "/gw/range/2025-01-01/2025-01-03", "/gw.php?fn=day&date=2025-01-01&view=lite"]) {
      const res = await handler(req(path));
      expect(res.status).toBe(200);
      const h = res.headers;
      expect(h.get("content-type")).toBe("application/json; charset=utf-8");
      expect(h.get("cache-control")).toBe(CACHE_PUBLIC);
      expect(h.get("etag")).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(h.get("last-modified")).toBe(LAST_MODIFIED);
      expect(h.get("vary")).toMatch(/\bAuthorization\b/);
      expect(h.get("x-upgrade-info")).toBe(UPGRADE_INFO);
      expect(h.get("x-upgrade-info")).toMatch(/nengo/);
      expect(Number(h.get("content-length"))).toBe(new Uint8Array(await res.arrayBuffer()).length);
      expectCommonHeaders(h);
    }
  });

  it("credentialed data 200: private, max-age=3600, Vary: Authorization, no upgrade hint on pro", async () => {
    const { handler } = makeHandler();
    for (const headers of [bearer(TOKENS.pro), bearer(TOKENS.ultra), gateway("PRO"), gateway("MEGA")]) {
      const res = await handler(req("/gw/day/2025-01-01", { headers }));
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe(CACHE_PRIVATE);
      expect(res.headers.get("vary")).toMatch(/\bAuthorization\b/);
      expect(res.headers.get("x-upgrade-info")).toBeNull();
      expect((await res.json()).view).toBe("pro");
    }
    const res = await handler(req(`/gw/day/2025-01-01?view=lite&token=${TOKENS.pro}`));
    expect(res.headers.get("cache-control")).toBe(CACHE_PRIVATE);
    expect(res.headers.get("x-upgrade-info")).toBe(UPGRADE_INFO);
    expect((await res.json()).view).toBe("lite");
  });

  it("the same body gets the same ETag; another view, date or data version another one", async () => {
    const a = makeHandler();
    const etag = async (path: string, headers: Record<string, string> = {}) =>
      (await a.handler(req(path, { headers }))).headers.get("etag");
    const lite = await etag("/gw/day/2025-01-01");
    expect(await etag("/gw.php?fn=day&date=2025-01-01")).toBe(lite);
    expect(await etag("/gw/day/2025-01-01?view=lite", bearer(TOKENS.pro))).toBe(lite);
    const pro = await etag("/gw/day/2025-01-01", bearer(TOKENS.pro));
    expect(pro).not.toBe(lite);
    expect(await etag("/gw/day/2025-01-01?view=pro", gateway("ULTRA"))).toBe(pro);
    expect(await etag("/gw/day/2025-01-02")).not.toBe(lite);
    expect(await etag("/gw/range/2025-01-01/2025-01-01")).not.toBe(lite);
    const { FixtureOrigin, MANIFEST } = await import("./fixtures.ts");
    const b = makeHandler({ origin: new FixtureOrigin(undefined, { ...MANIFEST, dataVersion: "fedcba9876543210" }) });
    expect((await b.handler(req("/gw/day/2025-01-01"))).headers.get("etag")).not.toBe(lite);
  });

  it("health: no-store, no ETag, the caller's effective view and the JST time", async () => {
    const { handler, time } = makeHandler();
    time.now = Date.UTC(2025, 11, 31, 15, 4, 5, 678); // 2026-01-01T00:04:05+09:00
    const cases: [Record<string, string>, string, string][] = [
      [{}, "", "lite"],
      [bearer(TOKENS.pro), "", "pro"],
      [{}, `?token=${TOKENS.ultra}`, "pro"],
      [gateway("BASIC"), "", "lite"],
      [gateway("ultra"), "", "pro"],
      [bearer(TOKENS.pro), "?view=lite", "lite"],
      [{ "x-token": TOKENS.pro }, "", "lite"],
    ];
    for (const [headers, query, view] of cases) {
      for (const path of [`/gw/health${query}`, `/gw.php?fn=health${query.replace("?", "&")}`]) {
        const { status, json, headers: h } = await read(await handler(req(path, { headers })));
        expect(status).toBe(200);
        expect(json).toEqual({
          ok: true,
          service: "koyomi-api",
          time: "2026-01-01T00:04:05+09:00",
          view,
          dataVersion: DATA_VERSION,
          coverage: { from: 2024, to: 2025 },
          holidays_confirmed_through: 2027,
        });
        expect(HealthResponse.safeParse(json).success).toBe(true);
        expect(h.get("cache-control")).toBe(CACHE_NO_STORE);
        expect(h.get("etag")).toBeNull();
        expect(h.get("content-type")).toBe("application/json; charset=utf-8");
        expectCommonHeaders(h);
      }
    }
  });

  it("health is 503 ok:false with a reason when the manifest cannot be read, and reads no data", async () => {
    const { handler, origin, errors } = makeHandler();
    origin.failManifest = true;
    const { status, json, text, headers } = await read(await handler(req("/gw/health")));
    expect(status).toBe(503);
    expect(json).toMatchObject({ ok: false, service: "koyomi-api", view: "lite", reason: "MANIFEST_UNAVAILABLE" });
    expect(HealthUnavailableResponse.safeParse(json).success).toBe(true);
    expect(text).not.toMatch(/secret|internal/);
    expect(headers.get("cache-control")).toBe(CACHE_NO_STORE);
    expectCommonHeaders(headers);
    expect(errors.length).toBe(1);
    expect(origin.reads).toEqual([]);
  });

  it("health is 503 DATA_MISSING / DATA_INVALID when a month file of the coverage is absent or broken", async () => {
    const { FixtureOrigin, FILES } = await import("./fixtures.ts");
    const cases: [string, (files: Map<string, string>) => void, string][] = [
      ["first lite month removed", (f) => f.delete("lite/gw/month/2024-01.json"), "DATA_MISSING"],
      ["last pro month removed", (f) => f.delete("pro/gw/month/2025-12.json"), "DATA_MISSING"],
      ["not record lines", (f) => f.set("lite/gw/month/2024-01.json", "[]"), "DATA_INVALID"],
      ["a day short", (f) => f.set("pro/gw/month/2025-12.json", f.get("pro/gw/month/2025-11.json")!), "DATA_INVALID"],
      [
        "a record that is not a ProDay",
        (f) => f.set("pro/gw/month/2025-12.json", f.get("pro/gw/month/2025-12.json")!.replace('"nengo"', '"nengō"')),
        "DATA_INVALID",
      ],
      [
        "a record that is not JSON",
        (f) => f.set("lite/gw/month/2024-01.json", f.get("lite/gw/month/2024-01.json")!.replace("{", "{{")),
        "DATA_INVALID",
      ],
    ];
    for (const [name, damage, reason] of cases) {
      const files = new Map(FILES);
      damage(files);
      const { handler } = makeHandler({ origin: new FixtureOrigin(files) });
      const { status, json } = await read(await handler(req("/gw.php?fn=health")));
      expect({ name, status, reason: json.reason }).toEqual({ name, status: 503, reason });
      expect(HealthUnavailableResponse.safeParse(json).success, name).toBe(true);
      // data requests elsewhere in the coverage are unaffected by the health verdict
      expect((await handler(req("/gw/day/2025-01-01"))).status, name).toBe(200);
    }
  });

  it("OPTIONS preflight: 204, the allowed methods and request headers, CORS, RateLimit, not counted", async () => {
    const { handler } = makeHandler({ config: { rateLimits: { lite: 1, pro: 5, ultra: 7 } } });
    for (const path of ["/gw/day/2025-01-01", "/gw.php?fn=range", "/gw/health"]) {
      const res = await handler(
        req(path, {
          method: "OPTIONS",
          headers: {
            origin: "https://example.com",
            "access-control-request-method": "GET",
            "access-control-request-headers": "authorization",
          },
        }),
      );
      expect(res.status).toBe(204);
      expect(await res.text()).toBe("");
      const h = res.headers;
      expect(h.get("access-control-allow-origin")).toBe("*");
      expect(h.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
      const allowed = (h.get("access-control-allow-headers") ?? "").split(/,\s*/).map((s) => s.toLowerCase());
      for (const name of [
        "authorization",
        "x-gw-api-key",
        "x-gw-proxy-secret",
        "x-gw-subscription",
        "if-none-match",
        "if-modified-since",
      ]) {
        expect(allowed).toContain(name);
      }
      expectCommonHeaders(h);
    }
    // The lite limit is 1: the preflights above consumed nothing.
    expect((await handler(req("/gw/day/2025-01-01"))).status).toBe(200);
    const unknown = await handler(req("/nope", { method: "OPTIONS" }));
    expect(unknown.status).toBe(404);
  });

  it("HEAD answers as GET without a body: same status and headers, Content-Length included", async () => {
    const paths: [string, Record<string, string>][] = [
      ["/gw/day/2025-01-01", {}],
      ["/gw/day/2025-01-01?view=pro", bearer(TOKENS.pro)],
      ["/gw/range/2025-01-01/2025-01-31", {}],
      ["/gw/bulk/2024", bearer(TOKENS.pro)],
      ["/gw/health", {}],
      ["/gw/day/2025-02-29", {}],
      ["/gw/bulk/2025", {}],
      ["/nope", {}],
    ];
    for (const [path, headers] of paths) {
      const a = makeHandler();
      const b = makeHandler();
      const get = await a.handler(req(path, { headers }));
      const head = await b.handler(req(path, { method: "HEAD", headers }));
      expect(head.status).toBe(get.status);
      expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(get.headers));
      expect(head.headers.get("content-length")).toBe(String(new Uint8Array(await get.arrayBuffer()).length));
      expect(await head.text()).toBe("");
    }
  });

  it("the proxy secret must be configured for gateway headers to grant anything", async () => {
    const { handler } = makeHandler({ config: { proxySecret: undefined } });
    const res = await handler(req("/gw/day/2025-01-01", { headers: gateway("ULTRA") }));
    expect(res.status).toBe(200);
    expect((await res.json()).view).toBe("lite");
    expect(res.headers.get("cache-control")).toBe(CACHE_PUBLIC);
    expect((await handler(req("/gw/day/2025-01-01?view=pro", { headers: gateway("ULTRA") }))).status).toBe(403);
    expect(PROXY_SECRET).toBeTruthy();
  });
});
