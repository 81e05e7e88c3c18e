/**
 * The CDN deployment in the real Workers runtime: edge-rules/worker/index.ts, configured by
 * wrangler.jsonc, run by workerd through wrangler's `unstable_startWorker` (see harness.ts), with
 * the generated tree as static assets, tokens in KV and rate limits in a Durable Object.
 *
 * (a) conformance through the worker; (b) no Pro file is ever served without a Pro credential,
 * whatever path or encoding asks for it; (c) rate limits are exact across concurrent streams and
 * live in the Durable Object, not in an isolate's memory; and the days the edge derives from the month files. If
 * workerd cannot start, `beforeAll` throws and every test here fails (nothing is skipped).
 *
 * The paths asked by (b) and the days asked for their bytes are the ones that differ for the code under test, not all
 * 365 days (a request costs ~2 ms of CPU between the client and wrangler's two workerd processes): (b) every Pro file the
 * tree holds (the year file, the place times file, the day index) and the Pro files the edge derives and the tree does
 * not hold, by kind: month files (the first, February, the last) and day files (the year's first and last day, a
 * month's last and a mid-month day), each under every path variant — the handler routes a path by its shape (an API
 * path, a page, else 404) and never by the date or month it names, so more dates only repeated the same 32 routes
 * (1,780 requests were ~340); the Pro bodies looked for in the answers are still every body of the year. The derived
 * days: every day of January (every record line 1–31 of a month file) and the first, 15th and last of every other
 * month (every month file, both views, each month's last line: 28, 30 and 31 days).
 *
 * The worker is the process's shared one (harness.ts): this file's rate-limit client (TOKENS.pro) and the restart's
 * state are its own (no other file uses that token).
 */
import { DAY_INDEX_PATH } from "../../../schemas/files/day-index.ts";
import { dayNumber, isoDate } from "../../../calendar/time/day-number.ts";
import { createHandler } from "../../../edge-rules/handler.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { MemoryRateLimiter } from "../../../edge-rules/access/rate-limit.ts";
import { memoryTokenStore } from "../../../edge-rules/access/token-store.ts";
import { PAGE_CSP } from "../../../schemas/pages/pages.ts";
import { describe, expect, it } from "vitest";
import {
  COVERAGE,
  generatedFile,
  servedDay,
  generatedPaths,
  hasProData,
  LIMITS,
  newAgent,
  pool,
  PROXY_SECRET,
  publicDir,
  request,
  TOKENS,
  type Answer,
  type RequestOptions,
  workerdForSuite,
} from "./harness.ts";

const { running, restart } = workerdForSuite();

function get(path: string, options?: RequestOptions): Promise<Answer> {
  return request(running().url, path, options);
}

it("workerd starts (this suite fails, never skips, when it cannot)", () => {
  expect(() => running()).not.toThrow();
});

const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** Every day of the coverage's year, ISO. */
const YEAR_DAYS = Array.from({ length: 365 }, (_, i) => isoDate(dayNumber(COVERAGE.from, 1, 1) + i));

/** The first, the 15th and the last day of a month (ISO `YYYY-MM-DD`). */
function sampledDay(date: string): boolean {
  const next = isoDate(dayNumber(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8))) + 1);
  return date.endsWith("-01") || date.endsWith("-15") || next.endsWith("-01");
}
const json = (answer: Answer): Record<string, unknown> => JSON.parse(answer.body) as Record<string, unknown>;

/** Every error: JSON `{ ok: false, error, code }`, `no-store` (docs/interface.md#errors). */
function expectError(answer: Answer, status: number, code: string): Record<string, unknown> {
  expect(answer.status, `${code}: ${answer.body}`).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  expect(answer.headers["cache-control"]).toBe("no-store");
  const body = json(answer);
  expect(body).toMatchObject({ ok: false, code });
  expect(typeof body.error).toBe("string");
  return body;
}

function expectRateLimitHeaders(answer: Answer): void {
  for (const name of ["ratelimit-limit", "ratelimit-remaining", "ratelimit-reset"]) {
    expect(answer.headers[name], name).toMatch(/^[0-9]+$/);
  }
}

describe("(a) conformance through the worker", () => {
  it("health needs no credential and reports the caller's view", async () => {
    const anonymous = await get("/gw/health");
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers["cache-control"]).toBe("no-store");
    expect(json(anonymous)).toMatchObject({ ok: true, service: "koyomi-api", view: "lite" });
    expectRateLimitHeaders(anonymous);
    expect(json(await get("/gw/health", { headers: bearer(TOKENS.ultra) }))).toMatchObject({ ok: true, view: "pro" });
    expect(json(await get("/gw.php?fn=health"))).toMatchObject({ ok: true, view: "lite" });
  });

  it("day: a lite body for everyone, byte for byte the generated lite file, publicly cacheable", async () => {
    const answer = await get("/gw/day/2025-01-01");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(generatedFile("lite/gw/day/2025-01-01.json"));
    expect(answer.headers["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(answer.headers["access-control-allow-origin"]).toBe("*");
    expect(answer.headers["x-upgrade-info"]).toBeTruthy();
    expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
    expect(answer.headers["last-modified"]).toMatch(/GMT$/);
    expect(hasProData(answer.body)).toBe(false);
    expect((await get("/gw.php?fn=day&date=2025-01-01")).body).toBe(answer.body);
  });

  it("glossary: the generated file (uploaded by the generator's .assetsignore) for both styles, no credential, ETag/304, HEAD", async () => {
    const answer = await get("/gw/glossary");
    expect(answer.status, answer.body.slice(0, 200)).toBe(200);
    expect(answer.body).toBe(generatedFile("lite/gw/glossary.json"));
    expect(answer.headers["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(answer.headers["x-upgrade-info"]).toBeUndefined();
    const query = await get("/gw.php?fn=glossary");
    expect(query.body).toBe(answer.body);
    expect(query.headers.etag).toBe(answer.headers.etag);
    const cond = await get("/gw/glossary", { headers: { "if-none-match": answer.headers.etag as string } });
    expect(cond.status).toBe(304);
    expect(cond.body).toBe("");
    const head = await get("/gw.php?fn=glossary", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    // On Workers a HEAD answer carries no Content-Length: the platform may code the GET's body
    // (edge-rules/README.md, compression); the validator is the same.
    expect(head.headers["content-length"]).toBeUndefined();
    expect(head.headers.etag).toBe(answer.headers.etag);
    expectError(await get("/gw/glossary", { headers: bearer(TOKENS.revoked) }), 403, "AUTH_FAILED");
  });

  it("calendar feed: the same bytes as the Node handler over the same tree, text/calendar, 403 for Pro parameters without Pro, 304 by date", async () => {
    const node = createHandler({
      origin: createFsOrigin({ root: publicDir() }),
      tokens: memoryTokenStore([]),
      limiter: new MemoryRateLimiter(),
      clock: () => Date.now(),
      config: { serviceName: "koyomi-api", rateLimits: { lite: 1000, pro: 1000, ultra: 1000 } },
    });
    for (const [path, headers] of [
      ["/gw/calendar.ics?include=rokuyou,holiday,sekki,zassetsu,moon,kou72&years=2025", {}],
      ["/gw/calendar.ics?include=sekki&years=2025&lang=en", {}],
    ] as const) {
      const answer = await get(path, { headers });
      expect(answer.status, answer.body.slice(0, 200)).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      const expected = await (await node(new Request(`http://127.0.0.1${path}`))).text();
      expect(answer.body).toBe(expected);
      expect(answer.body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      const cond = await get(path, { headers: { "if-modified-since": answer.headers["last-modified"] as string } });
      expect(cond.status).toBe(304);
    }
    const notes = await get(`/gw/calendar.ics?notes=tensha&years=2025&token=${TOKENS.ultra}`);
    expect(notes.status, notes.body.slice(0, 200)).toBe(200);
    expect(notes.body).toMatch(/UID:koyomi-note-tensha-2025/);
    expectError(await get("/gw/calendar.ics?notes=tensha&years=2025"), 403, "PLAN_REQUIRED");
    expectError(await get(`/gw/calendar.ics?include=rokuyou&token=${TOKENS.revoked}`), 403, "AUTH_FAILED");
  });

  it("day: the pro body with a Pro token (header or query), privately cacheable", async () => {
    const expected = servedDay("pro/gw/day/2025-07-07.json");
    for (const answer of [
      await get("/gw/day/2025-07-07", { headers: bearer(TOKENS.ultra) }),
      await get(`/gw/day/2025-07-07?token=${TOKENS.ultra}`),
      await get(`/gw.php?fn=day&date=2025-07-07&view=pro&token=${TOKENS.ultra}`),
    ]) {
      expect(answer.status, answer.body).toBe(200);
      expect(answer.body).toBe(expected);
      expect(answer.headers["cache-control"]).toBe("private, max-age=3600");
      expect(answer.headers.vary).toMatch(/Authorization/);
      expect(answer.headers["x-upgrade-info"]).toBeUndefined();
    }
    const lite = await get("/gw/day/2025-07-07?view=lite", { headers: bearer(TOKENS.pro2) });
    expect(lite.body).toBe(generatedFile("lite/gw/day/2025-07-07.json"));
  });

  it("gateway: the proxy secret decides, the subscription sets the plan", async () => {
    const gw = (subscription: string, secret = PROXY_SECRET) => ({
      "x-gw-api-key": "consumer-key-1",
      "x-gw-proxy-secret": secret,
      "x-gw-subscription": subscription,
    });
    const pro = await get("/gw/day/2025-03-03", { headers: gw("PRO") });
    expect(pro.status, pro.body).toBe(200);
    expect(pro.body).toBe(servedDay("pro/gw/day/2025-03-03.json"));
    expect((await get("/gw/day/2025-03-03", { headers: gw("mega") })).body).toBe(pro.body);
    expect((await get("/gw/day/2025-03-03", { headers: gw("BASIC") })).body).toBe(generatedFile("lite/gw/day/2025-03-03.json"));
    expectError(await get("/gw/day/2025-03-03?view=pro", { headers: gw("BASIC") }), 403, "PLAN_REQUIRED");
    expectError(await get("/gw/day/2025-03-03", { headers: gw("PRO", "wrong") }), 403, "AUTH_FAILED");
    expectError(await get("/gw/day/2025-03-03", { headers: { "x-gw-api-key": "k", "x-gw-subscription": "PRO" } }), 403, "AUTH_FAILED");
  });

  it("tokens from KV: unknown, revoked, expired and malformed records fail with 403, never a downgrade", async () => {
    for (const t of [TOKENS.unknown, TOKENS.revoked, TOKENS.expired, TOKENS.malformed]) {
      expectError(await get("/gw/day/2025-01-01", { headers: bearer(t) }), 403, "AUTH_FAILED");
      expectError(await get(`/gw/day/2025-01-01?token=${t}`), 403, "AUTH_FAILED");
    }
    // The header wins over the query.
    expectError(await get(`/gw/day/2025-01-01?token=${TOKENS.ultra}`, { headers: bearer(TOKENS.unknown) }), 403, "AUTH_FAILED");
  });

  it("dot segments and backslashes: the Workers runtime resolves them before the worker sees the URL (documented: the resolved path answers)", async () => {
    const exact = await get("/gw/day/2025-01-01");
    for (const target of ["/gw/x/../day/2025-01-01", "/gw/day/./2025-01-01", "/gw/x/%2e%2e/day/2025-01-01", "/gw\\day\\2025-01-01"]) {
      const answer = await get(target);
      expect({ target, status: answer.status }).toEqual({ target, status: 200 });
      expect(answer.body, target).toBe(exact.body);
    }
  });

  it("range and bulk: sliced from the month and year files", async () => {
    const range = await get("/gw/range/2025-01-30/2025-02-02", { headers: bearer(TOKENS.ultra) });
    expect(range.status, range.body).toBe(200);
    const body = json(range) as { view: string; count: number; days: { iso: string }[] };
    expect(body.view).toBe("pro");
    expect(body.count).toBe(4);
    const expectedDays = ["2025-01-30", "2025-01-31", "2025-02-01", "2025-02-02"].map(
      (d) => (JSON.parse(generatedFile(`pro/gw/day/${d}.json`)) as { day: unknown }).day,
    );
    expect(body.days).toEqual(expectedDays);

    const liteRange = await get("/gw/range/2025-12-01/2025-12-31");
    expect(liteRange.status).toBe(200);
    expect(hasProData(liteRange.body)).toBe(false);
    expect((json(liteRange) as { count: number }).count).toBe(31);

    const bulk = await get(`/gw/bulk/${COVERAGE.from}`, { headers: bearer(TOKENS.ultra) });
    expect(bulk.status, bulk.body.slice(0, 200)).toBe(200);
    // Charged by work through the Durable Object limiter too: 365 days × 2 (Pro fields) ÷ 64.
    expect(bulk.headers["x-ratelimit-cost"]).toBe("12");
    const data = (json(bulk) as { data: Record<string, unknown[]> }).data[String(COVERAGE.from)];
    expect(data).toEqual(JSON.parse(generatedFile(`pro/gw/year/${COVERAGE.from}.json`)));
  });

  it("400, 403, 404 and 405 codes", async () => {
    expectError(await get("/gw.php"), 400, "FN_REQUIRED");
    expectError(await get("/gw.php?fn=week"), 400, "UNKNOWN_FN");
    expectError(await get("/gw/day/2025-01-01?view=full"), 400, "INVALID_VIEW");
    expectError(await get("/gw.php?fn=day"), 400, "DATE_REQUIRED");
    expect(expectError(await get("/gw/day/2025-02-29"), 400, "INVALID_DATE")).toMatchObject({ date: "2025-02-29" });
    expectError(await get("/gw/range/2025-01-02/2025-01-01"), 400, "RANGE_REVERSED");
    expectError(await get("/gw/bulk", { headers: bearer(TOKENS.ultra) }), 400, "YEARS_REQUIRED");
    expectError(await get("/gw/bulk/25", { headers: bearer(TOKENS.ultra) }), 400, "INVALID_YEARS");
    expectError(await get("/gw/day/2025-01-01?view=pro"), 403, "PLAN_REQUIRED");
    expectError(await get("/gw/bulk/2025"), 403, "PLAN_REQUIRED");
    expect(expectError(await get("/gw/range/2025-01-01/2025-02-01"), 403, "RANGE_TOO_LONG")).toMatchObject({ maxDays: 31 });
    expect(expectError(await get("/gw/day/2024-12-31"), 404, "OUT_OF_COVERAGE")).toMatchObject({ date: "2024-12-31" });
    expectError(await get("/nope"), 404, "NOT_FOUND");
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const answer = await get("/gw/day/2025-01-01", { method });
      expectError(answer, 405, "METHOD_NOT_ALLOWED");
      expect(answer.headers.allow).toBe("GET, HEAD, OPTIONS");
    }
  });

  it("the generated tree itself is not served: manifest, README, ignore file, the files' own paths", async () => {
    for (const path of [
      "/manifest.json",
      "/README.md",
      "/.assetsignore",
      "/lite/gw/day/2025-01-01.json",
      "/lite/index.html",
      "/lite/cal/2025/05.html",
    ]) {
      expectError(await get(path), 404, "NOT_FOUND");
    }
  });

  it("serves the pages (docs/interface.md#pages) with the Node handler's bytes, the CSP and the HTML 404", async () => {
    for (const [path, file, type] of [
      ["/", "lite/index.html", "text/html; charset=utf-8"],
      ["/docs", "lite/docs.html", "text/html; charset=utf-8"],
      ["/cal/2025/05", "lite/cal/2025/05.html", "text/html; charset=utf-8"],
      ["/cal/2025/05/05", "lite/day.html", "text/html; charset=utf-8"],
      ["/find", "lite/find.html", "text/html; charset=utf-8"],
      ["/business", "lite/business.html", "text/html; charset=utf-8"],
      ["/assets/style.css", "lite/assets/style.css", "text/css; charset=utf-8"],
      ["/openapi.json", "openapi.json", "application/json; charset=utf-8"],
    ]) {
      const answer = await get(path!);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toBe(generatedFile(file!));
      expect(answer.headers["content-type"], path).toBe(type);
      expect(answer.headers["content-security-policy"], path).toBe(PAGE_CSP);
      expect((await get(path!, { headers: { "if-none-match": answer.headers.etag as string } })).status, path).toBe(304);
    }
    for (const path of ["/cal/2024/12", "/cal/2026/01", "/cal/2025/02/29"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toBe(generatedFile("lite/404.html"));
    }
  });

  it("ETag / Last-Modified: 304 with the validators, If-None-Match before If-Modified-Since", async () => {
    const first = await get("/gw/day/2025-05-05");
    const etag = first.headers.etag as string;
    const lastModified = first.headers["last-modified"] as string;
    const byTag = await get("/gw/day/2025-05-05", { headers: { "if-none-match": etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.body).toBe("");
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers["cache-control"]).toBe(first.headers["cache-control"]);
    expect(byTag.headers.vary).toBe(first.headers.vary);
    // Weak comparison (a CDN may weaken the tag when it compresses).
    expect((await get("/gw/day/2025-05-05", { headers: { "if-none-match": `W/${etag}` } })).status).toBe(304);
    expect((await get("/gw/day/2025-05-05", { headers: { "if-modified-since": lastModified } })).status).toBe(304);
    const precedence = await get("/gw/day/2025-05-05", { headers: { "if-none-match": '"other"', "if-modified-since": lastModified } });
    expect(precedence.status).toBe(200);
    // The tag differs per view: the pro body has its own.
    const pro = await get("/gw/day/2025-05-05", { headers: bearer(TOKENS.ultra) });
    expect(pro.headers.etag).not.toBe(etag);
    expect((await get("/gw/day/2025-05-05", { headers: { ...bearer(TOKENS.ultra), "if-none-match": etag } })).status).toBe(200);
  });

  it("HEAD answers as GET without a body; OPTIONS is a 204 preflight", async () => {
    const getAnswer = await get("/gw/day/2025-01-02", { headers: bearer(TOKENS.ultra) });
    const head = await get("/gw/day/2025-01-02", { method: "HEAD", headers: bearer(TOKENS.ultra) });
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    for (const name of ["etag", "last-modified", "cache-control", "vary", "content-type"]) {
      expect(head.headers[name], name).toBe(getAnswer.headers[name]);
    }
    expect((await get("/gw/nope", { method: "HEAD" })).status).toBe(404);

    const preflight = await get("/gw/day/2025-01-01", {
      method: "OPTIONS",
      headers: { origin: "https://example.com", "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.body).toBe("");
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
    expect(preflight.headers["access-control-allow-headers"]).toMatch(/Authorization/);
    expect(preflight.headers["access-control-allow-headers"]).toMatch(/X-Gw-API-Key/);
    expect(preflight.headers["access-control-allow-methods"]).toMatch(/GET/);
  });
});

/** The derived month files (b) probes by path: the year's first, February (28 days) and the last. */
const PROBED_MONTHS = ["01", "02", "12"];
/** The derived day files (b) probes by path and by the API: the year's first and last, a month's last, a mid-month day. */
const PROBED_DAYS = ["2025-01-01", "2025-02-28", "2025-06-15", "2025-12-31"];

describe("(b) Pro files are never served without a Pro credential", () => {
  /**
   * Path variants that might reach a file `p` (e.g. `pro/gw/day/2025-01-01.json`), every one asked for every file
   * probed: the year, place times and index files, and the derived month and day files of {@link PROBED_MONTHS} and
   * {@link PROBED_DAYS} (the whole cross product with every day is ~13k requests, over a minute in local workerd; what
   * a variant does to a path does not depend on the date it names).
   */
  function variants(p: string): string[] {
    const rest = p.slice("pro/".length);
    const noExt = p.replace(/\.json$/, "");
    return [
      `/${p}`,
      `/${noExt}`,
      `/PRO/${rest}`,
      `/%70ro/${rest}`,
      `//${p}`,
      `/lite/../${p}`,
      `/pro%2F${rest.replace(/\//g, "%2F")}`,
      `/lite/%2e%2e/${p}`,
      `/${p}/`,
      `/${p}?view=pro`,
      `/${p}?token=`,
      `/Pro/${rest}`,
      `/${p.toUpperCase()}`,
      `/%50RO/${rest}`,
      `/pro%2f${rest}`,
      `/%2Fpro/${rest}`,
      `/${p.replace(/\//g, "//")}`,
      `/./${p}`,
      `/gw/../${p}`,
      `/gw/day/../../${p}`,
      `/lite/%2E%2E/${p}`,
      `/%2e%2e/${p}`,
      `/lite/..%2f${p}`,
      `/lite/..%5c${p}`,
      `/lite\\..\\${p}`,
      `/lite/gw/../../${p}`,
      `/gw/day/x/../../../${p}`,
      `/${p}%00`,
      `/${p}%20`,
      `/${p.replace(/\.json$/, ".JSON")}`,
      `/public/${p}`,
      `/gw.php/../${p}`,
    ];
  }

  it("every pro file of the generated tree, by path variants, answers no pro bytes", async () => {
    running();
    const listedPro = generatedPaths().filter((p) => p.startsWith("pro/"));
    // 1 year file + 1 place times file for one year of coverage, and the day index; month and day files the edge
    // derives from the year file are tried by path too.
    expect(listedPro.length).toBe(1 + 1 + 1);
    const dates = PROBED_DAYS;
    const days = dates.map((date) => `pro/gw/day/${date}.json`);
    const monthPath = (m: string) => `pro/gw/month/${COVERAGE.from}-${m}.json`;
    const months = PROBED_MONTHS.map(monthPath);
    const proPaths = [...listedPro, ...months, ...days];
    expect(proPaths).toContain(DAY_INDEX_PATH);
    // Every Pro body of the year, the months and days not probed included: none may come back under any path.
    const allMonths = Array.from({ length: 12 }, (_, i) => monthPath(String(i + 1).padStart(2, "0")));
    const proBodies = new Set([...listedPro, ...allMonths, ...YEAR_DAYS.map((d) => `pro/gw/day/${d}.json`)].map((p) => generatedFile(p)));

    const requests = proPaths.flatMap(variants);
    // The API surface without a Pro credential, for the probed days.
    for (const date of dates) {
      requests.push(
        `/gw/day/${date}?view=pro`,
        `/gw.php?fn=day&date=${date}&view=pro`,
        `/gw/day/${date}?token=not-a-token`,
        `/gw/range/${date}/${date}?view=pro`,
      );
    }
    requests.push(`/gw/bulk/${COVERAGE.from}`, `/gw.php?fn=bulk&years=${COVERAGE.from}`, `/gw/range/2025-01-01/2025-01-31?view=pro`);

    const anonymous = { "cf-connecting-ip": "203.0.113.7" };
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const answers = await pool(
      requests.map((path) => async () => [path, await get(path, { headers: anonymous })] as const),
      32,
    );
    for (const [path, answer] of answers) {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (hasProData(answer.body) || proBodies.has(answer.body)) failures.push(`${path} → ${answer.status} ${answer.body.slice(0, 120)}`);
      if (answer.status >= 500) failures.push(`${path} → ${answer.status} (a 5xx)`);
      if (answer.status === 429) failures.push(`${path} → 429: the probe hit the rate limit and proved nothing`);
    }
    // Gateway headers without the right secret, on a sample of days.
    for (const date of ["2025-01-01", "2025-06-15", "2025-12-31"]) {
      for (const headers of [
        { ...anonymous, "x-gw-subscription": "PRO" },
        { ...anonymous, "x-gw-api-key": "k", "x-gw-subscription": "ULTRA" },
        { ...anonymous, "x-gw-proxy-secret": `${PROXY_SECRET}x`, "x-gw-subscription": "PRO" },
      ]) {
        const answer = await get(`/gw/day/${date}`, { headers });
        if (hasProData(answer.body))
          failures.push(`gateway ${JSON.stringify(headers)} ${date} → ${answer.status} ${answer.body.slice(0, 120)}`);
      }
    }
    expect(failures.slice(0, 20), `${failures.length} leaks or failures; statuses ${JSON.stringify([...statuses])}`).toEqual([]);
    // Sanity: the probes reached the handler (404 for the paths, 403 for the API probes).
    expect(statuses.get(404) ?? 0).toBeGreaterThanOrEqual(proPaths.length * 6);
    expect(statuses.get(403) ?? 0).toBeGreaterThanOrEqual(dates.length * 4);
  }, 120_000);
});

describe("(c) rate limits in the Durable Object", () => {
  it("two concurrent request streams of one client get exactly the limit, then 429 with Retry-After", async () => {
    const client = bearer(TOKENS.pro);
    const limit = LIMITS.pro;
    const perStream = limit + 5;
    const started = Date.now();
    // Two streams: separate connections, different source addresses, the same token (the client).
    const stream = async (ip: string): Promise<Answer[]> => {
      const agent = newAgent(1);
      const answers: Answer[] = [];
      for (let i = 0; i < perStream; i++) {
        answers.push(await get("/gw/day/2025-01-01", { headers: { ...client, "cf-connecting-ip": ip }, agent }));
      }
      agent.destroy();
      return answers;
    };
    const [a, b] = await Promise.all([stream("198.51.100.1"), stream("198.51.100.2")]);
    const elapsed = Date.now() - started;
    // One unit refills every 60 000 / limit ms; the burst must be shorter for an exact count.
    expect(elapsed, "the burst took too long for an exact count").toBeLessThan(60_000 / limit);

    const all = [...a, ...b];
    const ok = all.filter((r) => r.status === 200);
    const limited = all.filter((r) => r.status === 429);
    expect(ok.length + limited.length).toBe(all.length);
    expect(ok.length).toBe(limit);
    expect(a.some((r) => r.status === 200) && b.some((r) => r.status === 200), "both streams were served").toBe(true);
    for (const r of ok) expect(r.body).toBe(servedDay("pro/gw/day/2025-01-01.json"));
    // Remaining counts down through every value exactly once across both streams.
    expect(ok.map((r) => Number(r.headers["ratelimit-remaining"])).sort((x, y) => x - y)).toEqual(
      Array.from({ length: limit }, (_, i) => i),
    );
    for (const r of limited) {
      expectError(r, 429, "RATE_LIMITED");
      expect(Number(r.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(r.headers["retry-after"]).toMatch(/^[0-9]+$/);
      expect(r.headers["ratelimit-remaining"]).toBe("0");
      expect(r.headers["ratelimit-limit"]).toBe(String(limit));
    }
    // Within each stream, once refused, always refused (no refill during the burst).
    for (const s of [a, b]) {
      const firstRefused = s.findIndex((r) => r.status === 429);
      expect(firstRefused).toBeGreaterThanOrEqual(0);
      expect(s.slice(firstRefused).every((r) => r.status === 429)).toBe(true);
    }
    // Another client is not affected.
    expect((await get("/gw/day/2025-01-01", { headers: bearer(TOKENS.pro2) })).status).toBe(200);
  });

  it("the count survives a restart of the runtime (state is in the object's storage, not an isolate)", async () => {
    // The previous test emptied the pro client's bucket. A new workerd process has no isolate
    // memory in common with the old one; only the Durable Object's persisted storage remains.
    await restart();
    const answer = await get("/gw/day/2025-01-01", { headers: bearer(TOKENS.pro) });
    // A fresh bucket would allow this with `limit - 1` remaining. The kept one refuses it, or, if
    // the restart took longer than one refill interval, allows exactly the one refilled unit.
    if (answer.status === 429) {
      expectError(answer, 429, "RATE_LIMITED");
      expect(Number(answer.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    } else {
      expect(answer.status).toBe(200);
      expect(answer.headers["ratelimit-remaining"], "the bucket was reset by the restart").toBe("0");
    }
    // And the other clients still have their own buckets.
    expect((await get("/gw/day/2025-01-01", { headers: bearer(TOKENS.pro2) })).status).toBe(200);
  }, 60_000);
});

describe("days without day files: the upload holds month files only", () => {
  it("answers the days, lite and pro, from the month files with the old day files' bytes (every line of a month file, every month's first, 15th and last)", async () => {
    const url = running().url;
    expect(generatedPaths().filter((p) => p.includes("/gw/day/"))).toEqual([]);
    const gatewayUltra = { "x-gw-api-key": "wide-test", "x-gw-proxy-secret": PROXY_SECRET, "x-gw-subscription": "ULTRA" };
    const days = YEAR_DAYS.filter((date) => date.startsWith(`${COVERAGE.from}-01-`) || sampledDay(date));
    expect(days.length).toBe(31 + 11 * 3);
    const mismatches: string[] = [];
    await pool(
      days.flatMap((date) => [
        async () => {
          const answer = await request(url, `/gw/day/${date}`, { headers: { "cf-connecting-ip": "192.0.2.1" } });
          if (answer.body !== generatedFile(`lite/gw/day/${date}.json`))
            mismatches.push(`lite ${date}: ${answer.status} ${answer.body.slice(0, 80)}`);
        },
        async () => {
          const answer = await request(url, `/gw/day/${date}`, { headers: gatewayUltra });
          if (answer.body !== servedDay(`pro/gw/day/${date}.json`))
            mismatches.push(`pro ${date}: ${answer.status} ${answer.body.slice(0, 80)}`);
        },
      ]),
      32,
    );
    expect(mismatches.slice(0, 10), `${mismatches.length} day bodies differ`).toEqual([]);
    // A day outside the coverage is still 404, never a 5xx.
    expectError(await request(url, "/gw/day/2026-01-01"), 404, "OUT_OF_COVERAGE");
  }, 90_000);
});
