/**
 * Pages are limited like every request, on the server as `npm start` builds it: each page request
 * (pages, `/cal`, assets, `/openapi.json`, the HTML 404) counts against the client's IP bucket at
 * the lite limit, and with the bucket empty a page that would be served is 429 with Retry-After:
 * the HTML 429 page for pages, the API's JSON 429 for other files; a 404 keeps its 404.
 */
import { describe, expect, it } from "vitest";
import { ASSETS, PAGE_CSP } from "../../../schemas/pages/pages.ts";
import { limitedServersForSuite, raw, type RawAnswer } from "../mcp/real-server.ts";

/** A fresh server (a fresh bucket) whose anonymous callers may make `lite` requests a minute. */
const serverWithLiteLimit = limitedServersForSuite();

const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "accept-encoding": "gzip, br" };
const remaining = (answer: RawAnswer): number => Number(answer.headers["ratelimit-remaining"]);

/** Checks the HTML 429 page. */
function expectHtml429(answer: RawAnswer, label: string, head = false): void {
  expect(answer.status, label).toBe(429);
  expect(Number(answer.headers["retry-after"]), label).toBeGreaterThanOrEqual(1);
  expect(answer.headers["content-type"], label).toBe("text/html; charset=utf-8");
  expect(answer.headers["content-security-policy"], label).toBe(PAGE_CSP);
  expect(answer.headers["cache-control"], label).toBe("no-store");
  expect(remaining(answer), label).toBe(0);
  if (head) expect(answer.bytes.length, label).toBe(0);
  else
    expect(answer.bytes.toString("utf8"), label).toMatch(
      new RegExp(`Too many requests.*retry in ${String(answer.headers["retry-after"])} s`),
    );
}

describe("pages answer 429 when the client's bucket is empty", () => {
  it("/docs is served until the bucket is empty, then every page is 429 (HTML for pages, JSON for other files)", async () => {
    const base = await serverWithLiteLimit(5);
    let etag = "";
    for (let left = 4; left >= 0; left--) {
      const answer = await raw(base, "GET", "/docs", BROWSER);
      expect(answer.status).toBe(200);
      expect(remaining(answer)).toBe(left);
      etag = String(answer.headers.etag);
    }
    for (const path of ["/docs", "/", "/find", "/cal/2026/05", "/cal/2026/02/28", "/cal"])
      expectHtml429(await raw(base, "GET", path, BROWSER), path);
    expectHtml429(await raw(base, "HEAD", "/docs", BROWSER), "HEAD /docs", true);
    // a revalidation would be a 304: refused too
    expectHtml429(await raw(base, "GET", "/docs", { ...BROWSER, "if-none-match": etag }), "If-None-Match");
    for (const path of [...Object.keys(ASSETS).map((name) => `/assets/${name}`), "/openapi.json"]) {
      const answer = await raw(base, "GET", path, BROWSER);
      expect(answer.status, path).toBe(429);
      expect(Number(answer.headers["retry-after"]), path).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(answer.bytes.toString("utf8")), path).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    }
    // errors keep their own status, as in the API
    expect((await raw(base, "GET", "/cal/2026/13", BROWSER)).status).toBe(404);
    expect((await raw(base, "GET", "/nope", {})).status).toBe(404);
  });

  it("the HTML 404 and the JSON 404 count like any page request", async () => {
    const base = await serverWithLiteLimit(3);
    const notFound = await raw(base, "GET", "/cal/2026/13", BROWSER);
    expect(notFound.status).toBe(404);
    expect(remaining(notFound)).toBe(2);
    const jsonNotFound = await raw(base, "GET", "/nope", {});
    expect(jsonNotFound.status).toBe(404);
    expect(remaining(jsonNotFound)).toBe(1);
    const asset = await raw(base, "GET", `/assets/${Object.keys(ASSETS)[0]}`, BROWSER);
    expect(asset.status).toBe(200);
    expect(remaining(asset)).toBe(0);
    expectHtml429(await raw(base, "GET", "/", BROWSER), "/");
  });
});
