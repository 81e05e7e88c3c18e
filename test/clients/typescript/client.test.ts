/**
 * The client's own behaviour, against a fetch double: credentials, URLs, retries on 429 and 503
 * (Retry-After as seconds or an HTTP-date, bounded attempts, the longest wait, abort), the error
 * class, and the bounded ETag cache.
 */
import { describe, expect, it } from "vitest";
import { KoyomiClient, KoyomiError, retryAfterSeconds, type KoyomiClientOptions } from "../../../clients/typescript/src/index.ts";

const DAY = { ok: true, view: "lite", date: "2026-01-01", day: { iso: "2026-01-01" } };

/** A fetch double answering each request with the next of `answers` (the last one repeats), recording the requests. */
function double(...answers: (() => Response)[]): {
  fetch: NonNullable<KoyomiClientOptions["fetch"]>;
  requests: { url: URL; headers: Headers }[];
} {
  const requests: { url: URL; headers: Headers }[] = [];
  return {
    requests,
    fetch: async (url, init) => {
      requests.push({ url, headers: new Headers(init.headers) });
      return answers[Math.min(requests.length - 1, answers.length - 1)]!();
    },
  };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}): (() => Response) => {
  return () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", ...headers } });
};
const limited = (retryAfter: string) =>
  json({ ok: false, error: "too many requests", code: "RATE_LIMITED" }, 429, { "retry-after": retryAfter });

function client(fetch: KoyomiClientOptions["fetch"], options: Partial<KoyomiClientOptions> = {}, waits: number[] = []): KoyomiClient {
  return new KoyomiClient({ baseUrl: "https://koyomi.example", fetch, sleep: async (ms) => void waits.push(ms), ...options });
}

async function failure(call: Promise<unknown>): Promise<KoyomiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(KoyomiError);
  return error as KoyomiError;
}

describe("requests", () => {
  it("sends the credentials as headers: Bearer token and the gateway's three", async () => {
    const { fetch, requests } = double(json(DAY));
    await client(fetch, { token: "t0k", apiKey: "key", proxySecret: "secret", subscription: "PRO", headers: { "x-extra": "1" } }).day(
      "2026-01-01",
    );
    const headers = requests[0]!.headers;
    expect(headers.get("authorization")).toBe("Bearer t0k");
    expect(headers.get("x-gw-api-key")).toBe("key");
    expect(headers.get("x-gw-proxy-secret")).toBe("secret");
    expect(headers.get("x-gw-subscription")).toBe("PRO");
    expect(headers.get("x-extra")).toBe("1");
    expect(requests[0]!.url.searchParams.has("token")).toBe(false);
  });

  it("keeps a base path, leaves commas in a path unencoded, sends lists comma-separated and drops undefined", async () => {
    const { fetch, requests } = double(json({ ok: true }));
    const c = new KoyomiClient({ baseUrl: "https://koyomi.example/api/", fetch });
    await c.bulk("2025,2026");
    await c.find({
      start: "2026-01-01",
      end: "2026-01-31",
      rokuyou: ["taian", "tomobiki"] as unknown as string,
      limit: 5,
      purpose: undefined,
    });
    expect(requests.map((r) => r.url.href)).toEqual([
      "https://koyomi.example/api/gw/bulk/2025,2026",
      "https://koyomi.example/api/gw/find?start=2026-01-01&end=2026-01-31&rokuyou=taian%2Ctomobiki&limit=5",
    ]);
  });

  it("returns text for format=csv and the text operations, JSON otherwise", async () => {
    const { fetch } = double(
      () => new Response("iso,y\r\n2026-01-01,2026\r\n", { headers: { "content-type": "text/csv; charset=utf-8" } }),
    );
    expect(await client(fetch).day("2026-01-01", { format: "csv" })).toBe("iso,y\r\n2026-01-01,2026\r\n");
    expect(await client(fetch).llmsTxt()).toMatch(/^iso/);
  });
});

describe("errors", () => {
  it("carry the status, the code and the whole JSON body", async () => {
    const body = {
      ok: false,
      error: "range is 60 days; this plan allows at most 31",
      code: "RANGE_TOO_LONG",
      start: "2026-01-01",
      end: "2026-03-01",
      maxDays: 31,
    };
    const { fetch } = double(json(body, 403));
    const error = await failure(client(fetch).range("2026-01-01", "2026-03-01"));
    expect(error).toMatchObject({
      name: "KoyomiError",
      status: 403,
      code: "RANGE_TOO_LONG",
      message: body.error,
      body,
      operation: "getRange",
    });
    expect(error.retryAfter).toBeUndefined();
  });

  it("health's 503 is its reason; an answer without a JSON error body is UNEXPECTED_RESPONSE", async () => {
    const health = {
      ok: false,
      service: "koyomi-api",
      time: "2026-01-01T09:00:00+09:00",
      view: "lite",
      reason: "DATA_MISSING",
      error: "gone",
    };
    expect(await failure(client(double(json(health, 503)).fetch).health())).toMatchObject({ status: 503, code: "DATA_MISSING" });
    const html = () => new Response("<h1>Bad Gateway</h1>", { status: 502, headers: { "content-type": "text/html" } });
    const error = await failure(client(double(html).fetch).day("2026-01-01"));
    expect(error).toMatchObject({ status: 502, code: "UNEXPECTED_RESPONSE", body: undefined });
    expect(error.message).toContain("Bad Gateway");
  });
});

describe("retries", () => {
  it("wait Retry-After seconds on 429, then succeed", async () => {
    const waits: number[] = [];
    const { fetch, requests } = double(limited("2"), json(DAY));
    expect(await client(fetch, {}, waits).day("2026-01-01")).toEqual(DAY);
    expect(requests).toHaveLength(2);
    expect(waits).toEqual([2000]);
  });

  it("read an HTTP-date Retry-After", () => {
    const now = Date.parse("Thu, 01 Jan 2026 00:00:00 GMT");
    expect(retryAfterSeconds("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5);
    expect(retryAfterSeconds(" 7 ")).toBe(7);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds("soon")).toBeUndefined();
  });

  it("are bounded: attempts in all, then the 429 is thrown with retryAfter", async () => {
    const waits: number[] = [];
    const { fetch, requests } = double(limited("1"));
    const error = await failure(client(fetch, { retry: { attempts: 4 } }, waits).day("2026-01-01"));
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED", retryAfter: 1 });
    expect(requests).toHaveLength(4);
    expect(waits).toEqual([1000, 1000, 1000]);
    const once = double(limited("1"));
    await failure(client(once.fetch, { retry: false }).day("2026-01-01"));
    expect(once.requests).toHaveLength(1);
  });

  it("do not wait longer than maxDelayMs", async () => {
    const waits: number[] = [];
    const { fetch, requests } = double(limited("120"));
    expect(await failure(client(fetch, { retry: { maxDelayMs: 60_000 } }, waits).day("2026-01-01"))).toMatchObject({ retryAfter: 120 });
    expect(requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("retry a 503 only when it carries Retry-After", async () => {
    const busy = json({ ok: false, error: "busy", code: "SERVICE_BUSY" }, 503, { "retry-after": "3" });
    const waits: number[] = [];
    const feed = () => new Response("BEGIN:VCALENDAR\r\n", { headers: { "content-type": "text/calendar" } });
    expect(await client(double(busy, feed).fetch, {}, waits).calendarFeed({ include: "holiday" })).toBe("BEGIN:VCALENDAR\r\n");
    expect(waits).toEqual([3000]);
    const data = double(json({ ok: false, error: "a data file is missing", code: "DATA_UNAVAILABLE", date: "2026-01-01" }, 503));
    expect(await failure(client(data.fetch).day("2026-01-01"))).toMatchObject({ status: 503, code: "DATA_UNAVAILABLE" });
    expect(data.requests).toHaveLength(1);
  });

  it("stop when the signal aborts during the wait (the default timer)", async () => {
    const { fetch } = double(limited("30"));
    const controller = new AbortController();
    const c = new KoyomiClient({ baseUrl: "https://koyomi.example", fetch });
    const call = c.day("2026-01-01", undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("stop")), 20);
    await expect(call).rejects.toThrow("stop");
  });
});

describe("the ETag cache", () => {
  /** A server double: ETag "v1" per URL, 304 when If-None-Match matches. */
  function etagServer(): { fetch: NonNullable<KoyomiClientOptions["fetch"]>; log: string[] } {
    const log: string[] = [];
    return {
      log,
      fetch: async (url, init) => {
        const match = new Headers(init.headers).get("if-none-match") === `"${url.pathname}"`;
        log.push(`${match ? 304 : 200} ${url.pathname}`);
        if (match) return new Response(null, { status: 304, headers: { etag: `"${url.pathname}"` } });
        return new Response(JSON.stringify({ ok: true, path: url.pathname }), { headers: { etag: `"${url.pathname}"` } });
      },
    };
  }

  it("answers a 304 with a fresh copy of the cached body", async () => {
    const { fetch, log } = etagServer();
    const c = client(fetch, { etagCache: true });
    const first = await c.glossary();
    const second = await c.glossary();
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(log).toEqual(["200 /gw/glossary", "304 /gw/glossary"]);
  });

  it("is bounded in entries (least recently used first) and in characters", async () => {
    const { fetch, log } = etagServer();
    const c = client(fetch, { etagCache: { maxEntries: 2 } });
    for (const date of ["2026-01-01", "2026-01-02", "2026-01-01", "2026-01-03", "2026-01-02", "2026-01-03"]) await c.day(date);
    expect(c.cachedAnswers).toBe(2);
    expect(log.map((l) => l.slice(0, 3))).toEqual(["200", "200", "304", "200", "200", "304"]);
    const small = client(etagServer().fetch, { etagCache: { maxChars: 10 } });
    await small.day("2026-01-01");
    expect(small.cachedAnswers).toBe(0);
  });

  it("a 304 with nothing cached (the caller's own If-None-Match) is an error, not an empty answer", async () => {
    const { fetch } = double(() => new Response(null, { status: 304 }));
    expect(await failure(client(fetch).day("2026-01-01", {}, { headers: { "if-none-match": '"x"' } }))).toMatchObject({
      status: 304,
      code: "UNEXPECTED_RESPONSE",
    });
  });
});

describe("text", () => {
  it("is decoded as UTF-8 without the CSV's BOM, the same in every runtime", async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("iso,y\r\n")]);
    const { fetch } = double(() => new Response(bytes, { headers: { "content-type": "text/csv; charset=utf-8" } }));
    expect(await client(fetch).range("2026-01-01", "2026-01-01", { format: "csv" })).toBe("iso,y\r\n");
  });
});
