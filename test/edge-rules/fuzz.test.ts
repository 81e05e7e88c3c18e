/**
 * Property-based fuzzing (fast-check) of methods, paths, query strings and headers, on a tree with every file (the day index, the glossary, llms.txt): never a 5xx,
 * every error a JSON ErrorResponse with the code's status, and no pro-only key in any body
 * unless the request carries a valid Pro credential.
 */
import { HTML_CONTENT_TYPE, PAGE_CSP } from "../../schemas/pages/pages.ts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../schemas/error-codes.ts";
import { dayNumber, isoDate } from "../../calendar/time/day-number.ts";
import { CORS_EXPOSE_HEADERS } from "../../edge-rules/http/headers.ts";
import { hasProKey, PROXY_SECRET, TOKENS } from "./fixtures.ts";
import { makeHandler } from "./valid-tree.ts";
import { pathSegments } from "../../schemas/endpoint.ts";
import { LLMS_CONTENT_TYPE } from "../../schemas/files/layout.ts";
import { CONTRACTS } from "../../schemas/endpoints/index.ts";

const SEGMENTS = [
  // every literal segment of every endpoint of the table (test/repo/endpoints.test.ts checks this list is derived)
  ...new Set(CONTRACTS.flatMap((c) => pathSegments(c.path).flatMap((s) => ("literal" in s ? [s.literal] : [])))),
  "gw",
  "gw.php",
  "GW",
  "day",
  "range",
  "bulk",
  "health",
  "pro",
  "lite",
  "month",
  "year",
  "manifest.json",
  "2025-01-01",
  "2024-02-29",
  "2025-02-29",
  "2023-12-31",
  "2026-01-01",
  "2025-1-1",
  "2025-01-01.json",
  "2025-01",
  "2024,2025",
  "2025,2024,2025",
  "2024,2025,2026",
  "2019",
  "0000",
  "9999-12-31",
  "..",
  ".",
  "",
  "%2e%2e",
  "%2E%2e",
  "%2F",
  "%2f",
  "%00",
  "%",
  "%zz",
  "%E6%97%A5",
  "日",
  " ",
  "+",
  ";",
  "\\",
  "*",
];

const QUERY_KEYS = ["fn", "view", "date", "start", "end", "years", "token", "access_token", "Token", "FN", "x"];
const QUERY_VALUES = [
  "health",
  "day",
  "range",
  "bulk",
  "week",
  "",
  "lite",
  "pro",
  "PRO",
  "full",
  "2025-01-01",
  "2025-01-31",
  "2024-12-31",
  "2025-12-31",
  "2024-01-01",
  "2025-02-30",
  "2023-01-01",
  "2024,2025",
  "2025",
  "2030",
  "2024,2025,2026",
  TOKENS.pro,
  TOKENS.ultra,
  TOKENS.revoked,
  TOKENS.expired,
  TOKENS.unknown,
  "%70ro",
  "a%26b",
  "%",
  "+",
  "日本",
];

/** Header pairs; `valid` marks ones that carry a valid Pro credential. */
const HEADERS: { name: string; value: string; pro?: boolean }[] = [
  { name: "authorization", value: `Bearer ${TOKENS.pro}`, pro: true },
  { name: "authorization", value: `bearer ${TOKENS.ultra}`, pro: true },
  { name: "authorization", value: `Bearer ${TOKENS.revoked}` },
  { name: "authorization", value: `Bearer ${TOKENS.unknown}` },
  { name: "authorization", value: `Basic ${TOKENS.pro}` },
  { name: "authorization", value: "Bearer" },
  { name: "x-token", value: TOKENS.pro },
  { name: "x-gw-api-key", value: "key-1" },
  { name: "x-gw-proxy-secret", value: PROXY_SECRET },
  { name: "x-gw-proxy-secret", value: "nope" },
  { name: "x-gw-subscription", value: "PRO" },
  { name: "x-gw-subscription", value: "basic" },
  { name: "x-gw-subscription", value: "MEGA" },
  { name: "if-none-match", value: "*" },
  { name: "if-none-match", value: '"abc", W/"def"' },
  { name: "if-none-match", value: "garbage" },
  { name: "if-modified-since", value: "Tue, 01 Apr 2025 00:00:00 GMT" },
  { name: "if-modified-since", value: "yesterday" },
  { name: "x-forwarded-for", value: "203.0.113.9, 10.0.0.1" },
  { name: "cf-connecting-ip", value: "198.51.100.1" },
  { name: "accept", value: "text/html" },
];

const arbMethod = fc.oneof(
  { weight: 12, arbitrary: fc.constant("GET") },
  { weight: 3, arbitrary: fc.constant("HEAD") },
  { weight: 1, arbitrary: fc.constantFrom("OPTIONS", "POST", "PUT", "DELETE", "PATCH", "PROPFIND") },
);

/** A date around the coverage (2024–2025), sometimes malformed. */
const arbDate = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: dayNumber(2023, 11, 1), max: dayNumber(2026, 2, 28) }).map(isoDate) },
  { weight: 1, arbitrary: fc.constantFrom("2025-02-29", "2025-13-01", "2025-1-1", "20250101", "2025-01-01.json", "") },
);
const arbYears = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.integer({ min: 2022, max: 2027 }), { minLength: 1, maxLength: 4 }).map((y) => y.join(",")) },
  { weight: 1, arbitrary: fc.constantFrom("25", "2024,", "2024;2025", "", "2024 2025") },
);
const arbView = fc.constantFrom("", "?view=lite", "?view=pro", "?view=PRO", "?view=");
const arbApiPath = fc.oneof(
  fc.constant("/gw/health"),
  fc.tuple(arbDate, arbView).map(([d, v]) => `/gw/day/${d}${v}`),
  fc.tuple(arbDate, arbDate, arbView).map(([a, b, v]) => `/gw/range/${a}/${b}${v}`),
  arbYears.map((y) => `/gw/bulk/${y}`),
  fc
    .tuple(
      fc.constantFrom("day", "range", "bulk", "health", "week", ""),
      arbDate,
      arbDate,
      arbYears,
      fc.constantFrom("", "lite", "pro", "x"),
    )
    .map(([fn, a, b, y, v]) => `/gw.php?fn=${fn}&date=${a}&start=${a}&end=${b}&years=${y}${v ? `&view=${v}` : ""}`),
);

const arbSegment = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...SEGMENTS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
const arbPath = fc.oneof(
  { weight: 6, arbitrary: arbApiPath },
  { weight: 1, arbitrary: fc.array(arbSegment, { maxLength: 5 }).map((s) => "/" + s.join("/")) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("/gw/day/", "/gw/range/", "/gw/bulk/", "/gw/", "/gw.php", "/pro/gw/day/", "/"),
        fc.array(arbSegment, { maxLength: 3 }),
      )
      .map(([p, s]) => p + s.join("/")),
  },
);
const arbQueryValue = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...QUERY_VALUES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
);
const arbQuery = fc.oneof(
  { weight: 2, arbitrary: fc.constant("") },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), arbQueryValue, fc.boolean()), { minLength: 1, maxLength: 4 })
      .map((pairs) => "?" + pairs.map(([k, v, raw]) => `${k}=${raw ? v : encodeURIComponent(v)}`).join("&")),
  },
);
const arbHeaders = fc.oneof(
  { weight: 2, arbitrary: fc.constant([] as typeof HEADERS) },
  { weight: 3, arbitrary: fc.subarray(HEADERS, { maxLength: 3 }) },
);

/** Whether the request carries a credential that legitimately unlocks pro. */
function proCredential(headers: typeof HEADERS, url: URL): boolean {
  const auth = headers.filter((h) => h.name === "authorization");
  const gwKey = headers.some((h) => h.name === "x-gw-api-key" || h.name === "x-gw-proxy-secret");
  const secrets = headers.filter((h) => h.name === "x-gw-proxy-secret").map((h) => h.value);
  const subs = headers.filter((h) => h.name === "x-gw-subscription").map((h) => h.value.toUpperCase());
  const gatewayPro = gwKey && secrets.length === 1 && secrets[0] === PROXY_SECRET && subs.length === 1 && subs[0] !== "BASIC";
  const token = url.searchParams.get("token");
  const tokenPro = auth.length > 0 ? auth.length === 1 && auth[0]!.pro === true : token === TOKENS.pro || token === TOKENS.ultra;
  return gatewayPro || tokenPro;
}

describe("fuzzing the handler", () => {
  it("never 5xx; errors are ErrorResponses; no pro key without a pro credential", async () => {
    const { handler } = makeHandler({ config: { rateLimits: { lite: 1e9, pro: 1e9, ultra: 1e9 } } });
    await fc.assert(
      fc.asyncProperty(arbMethod, arbPath, arbQuery, arbHeaders, async (method, path, query, headers) => {
        let request: Request;
        try {
          const h = new Headers();
          for (const { name, value } of headers) h.append(name, value);
          const joined = query === "" ? path : path.includes("?") ? `${path}&${query.slice(1)}` : path + query;
          request = new Request(`http://x${joined}`, { method, headers: h });
        } catch {
          return; // not something a client can send
        }
        const res = await handler(request);
        const text = await res.text();
        expect(res.status).toBeLessThan(500);
        expect(res.headers.get("access-control-allow-origin")).toBe("*");
        expect(res.headers.get("access-control-expose-headers")).toBe(CORS_EXPOSE_HEADERS);
        for (const h of ["ratelimit-limit", "ratelimit-remaining", "ratelimit-reset"]) expect(res.headers.get(h)).toMatch(/^[0-9]+$/);
        if (method === "HEAD" || res.status === 204 || res.status === 304) {
          expect(text).toBe("");
        } else if (res.headers.get("content-type") === HTML_CONTENT_TYPE) {
          // a page for people (edge-rules/pages/): never on an API path, always under the pages' CSP
          expect(new URL(request.url).pathname.startsWith("/gw")).toBe(false);
          expect(res.headers.get("content-security-policy")).toBe(PAGE_CSP);
        } else if (res.headers.get("content-type") === LLMS_CONTENT_TYPE) {
          // the guide for language models (/llms.txt): a 200 with the generated text; its errors are JSON
          expect(res.status).toBe(200);
          expect(new URL(request.url).pathname).toBe("/llms.txt");
        } else {
          expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
          expect(Number(res.headers.get("content-length"))).toBe(new TextEncoder().encode(text).length);
          const json = JSON.parse(text);
          if (res.status >= 400) {
            expect(json.ok).toBe(false);
            expect(typeof json.error).toBe("string");
            expect(Object.keys(ERROR_CODES)).toContain(json.code);
            expect(ERROR_CODES[json.code as keyof typeof ERROR_CODES].status).toBe(res.status);
            expect(res.headers.get("cache-control")).toBe("no-store");
          } else {
            expect(json.ok).not.toBe(false);
          }
        }
        if (!proCredential(headers, new URL(request.url))) {
          expect(hasProKey(text), `${method} ${request.url} ${JSON.stringify(headers)}`).toBe(false);
        }
      }),
      { numRuns: 500, interruptAfterTimeLimit: 10_000, seed: 20250601 },
    );
  });

  it("random rate limits and interleavings: exactly min(n, limit) successes per client", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 40 }), async (limit, n) => {
        const { handler } = makeHandler({ config: { rateLimits: { lite: limit, pro: 1e6, ultra: 1e6 } } });
        const responses = await Promise.all(
          Array.from({ length: n }, (_, i) => handler(new Request(`http://x/gw/day/2025-01-${String((i % 28) + 1).padStart(2, "0")}`))),
        );
        const ok = responses.filter((r) => r.status === 200).length;
        expect(ok).toBe(Math.min(n, limit));
        for (const r of responses.filter((r) => r.status === 429)) expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 60, interruptAfterTimeLimit: 5_000 },
    );
  });
});
