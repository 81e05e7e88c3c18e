/** Conditional requests: If-None-Match (weak comparison, `*`, lists) and If-Modified-Since. */
import { describe, expect, it } from "vitest";
import { notModified, parseHttpDate, parseIfNoneMatch, weakMatch } from "../../../edge-rules/http/conditional.ts";
import { CACHE_PRIVATE, CACHE_PUBLIC } from "../../../edge-rules/http/headers.ts";
import { bearer, LAST_MODIFIED, makeHandler, req, TOKENS } from "../fixtures.ts";

describe("parseIfNoneMatch / weakMatch", () => {
  it("parses *, single tags, lists, weak tags (prefix dropped), and tags holding commas", () => {
    expect(parseIfNoneMatch("*")).toBe("*");
    expect(parseIfNoneMatch(' "a" ')).toEqual(['"a"']);
    expect(parseIfNoneMatch('"a", W/"b",  "c,d"')).toEqual(['"a"', '"b"', '"c,d"']);
    expect(parseIfNoneMatch('W/"x",W/"y"')).toEqual(['"x"', '"y"']);
    expect(parseIfNoneMatch('""')).toEqual(['""']);
  });
  it("returns null for malformed values (which never match)", () => {
    for (const bad of ["a", '"a', "W/a", '"a" "b"', '"a",*', "", "   ", '"a b"', "W/"]) expect(parseIfNoneMatch(bad), bad).toBeNull();
  });
  it("compares weakly", () => {
    expect(weakMatch('"a"', '"a"')).toBe(true);
    expect(weakMatch('W/"a"', '"a"')).toBe(true);
    expect(weakMatch('W/"a"', 'W/"a"')).toBe(true);
    expect(weakMatch('"a"', '"b"')).toBe(false);
    expect(weakMatch('"a"', '"A"')).toBe(false);
  });
});

describe("parseHttpDate", () => {
  const ms = Date.UTC(1994, 10, 6, 8, 49, 37);
  it("accepts the three HTTP-date forms", () => {
    expect(parseHttpDate("Sun, 06 Nov 1994 08:49:37 GMT")).toBe(ms);
    expect(parseHttpDate("Sunday, 06-Nov-94 08:49:37 GMT")).toBe(ms);
    expect(parseHttpDate("Sun Nov  6 08:49:37 1994")).toBe(ms);
  });
  it("rejects anything else", () => {
    for (const bad of [
      "Sun, 06 Nov 1994 08:49:37 UTC",
      "1994-11-06T08:49:37Z",
      "Sun, 31 Feb 1994 08:49:37 GMT",
      "Sun, 06 Nov 1994 25:49:37 GMT",
      "Sun, 06 Nov 1994 08:49:37 GMT, Sun, 06 Nov 1994 08:49:37 GMT",
      "",
      "0",
    ]) {
      expect(parseHttpDate(bad), bad).toBeNull();
    }
  });
});

describe("notModified (RFC 9110 §13.2.2 precedence)", () => {
  const etag = '"abc"';
  const h = (init: Record<string, string>) => new Headers(init);
  it("If-None-Match decides when present; If-Modified-Since is then ignored", () => {
    expect(notModified(h({ "if-none-match": '"abc"' }), etag, LAST_MODIFIED)).toBe(true);
    expect(notModified(h({ "if-none-match": 'W/"abc"' }), etag, LAST_MODIFIED)).toBe(true);
    expect(notModified(h({ "if-none-match": '"x", "abc"' }), etag, LAST_MODIFIED)).toBe(true);
    expect(notModified(h({ "if-none-match": "*" }), etag, LAST_MODIFIED)).toBe(true);
    expect(notModified(h({ "if-none-match": '"x"', "if-modified-since": "Fri, 01 Jan 2100 00:00:00 GMT" }), etag, LAST_MODIFIED)).toBe(
      false,
    );
    expect(notModified(h({ "if-none-match": "garbage", "if-modified-since": "Fri, 01 Jan 2100 00:00:00 GMT" }), etag, LAST_MODIFIED)).toBe(
      false,
    );
  });
  it("If-Modified-Since: 304 when Last-Modified is earlier or equal; ignored when invalid", () => {
    expect(notModified(h({ "if-modified-since": LAST_MODIFIED }), etag, LAST_MODIFIED)).toBe(true);
    expect(notModified(h({ "if-modified-since": "Wed, 02 Apr 2025 00:00:00 GMT" }), etag, LAST_MODIFIED)).toBe(true);
    expect(notModified(h({ "if-modified-since": "Mon, 31 Mar 2025 23:59:59 GMT" }), etag, LAST_MODIFIED)).toBe(false);
    expect(notModified(h({ "if-modified-since": "yesterday" }), etag, LAST_MODIFIED)).toBe(false);
    expect(notModified(h({ "if-modified-since": LAST_MODIFIED }), etag, null)).toBe(false);
  });
});

describe("304 through the handler", () => {
  async function etagOf(path: string, headers: Record<string, string> = {}) {
    const { handler } = makeHandler();
    const res = await handler(req(path, { headers }));
    expect(res.status).toBe(200);
    return res.headers.get("etag") as string;
  }

  it("If-None-Match with the current ETag: 304 with ETag, Last-Modified, Cache-Control, Vary, no body, no file read", async () => {
    for (const [path, headers, cache] of [
      ["/gw/day/2025-01-01", {}, CACHE_PUBLIC],
      ["/gw/range/2025-01-01/2025-01-31", {}, CACHE_PUBLIC],
      ["/gw/day/2025-01-01?view=pro", bearer(TOKENS.pro), CACHE_PRIVATE],
      ["/gw/bulk/2024,2025", bearer(TOKENS.pro), CACHE_PRIVATE],
    ] as [string, Record<string, string>, string][]) {
      const etag = await etagOf(path, headers);
      for (const method of ["GET", "HEAD"]) {
        const { handler, origin } = makeHandler();
        const res = await handler(req(path, { method, headers: { ...headers, "if-none-match": `W/"nope", ${etag}` } }));
        expect(res.status).toBe(304);
        expect(await res.text()).toBe("");
        expect(res.headers.get("etag")).toBe(etag);
        expect(res.headers.get("last-modified")).toBe(LAST_MODIFIED);
        expect(res.headers.get("cache-control")).toBe(cache);
        expect(res.headers.get("vary")).toMatch(/Authorization/);
        expect(res.headers.get("content-type")).toBeNull();
        expect(res.headers.get("content-length")).toBeNull();
        expect(res.headers.get("ratelimit-remaining")).not.toBeNull();
        expect(origin.reads).toEqual([]);
      }
    }
  });

  it("If-None-Match: * is 304 for any data resource, a stale tag is 200", async () => {
    const { handler } = makeHandler();
    expect((await handler(req("/gw/day/2025-01-01", { headers: { "if-none-match": "*" } }))).status).toBe(304);
    expect((await handler(req("/gw/day/2025-01-01", { headers: { "if-none-match": '"stale"' } }))).status).toBe(200);
  });

  it("an ETag of one view or representation does not validate another", async () => {
    const lite = await etagOf("/gw/day/2025-01-01");
    const { handler } = makeHandler();
    const res = await handler(req("/gw/day/2025-01-01", { headers: { ...bearer(TOKENS.pro), "if-none-match": lite } }));
    expect(res.status).toBe(200);
    expect((await res.json()).view).toBe("pro");
  });

  it("If-Modified-Since applies only without If-None-Match", async () => {
    const { handler } = makeHandler();
    const path = "/gw/day/2025-01-01";
    expect((await handler(req(path, { headers: { "if-modified-since": LAST_MODIFIED } }))).status).toBe(304);
    expect((await handler(req(path, { headers: { "if-modified-since": "Mon, 31 Mar 2025 00:00:00 GMT" } }))).status).toBe(200);
    expect((await handler(req(path, { headers: { "if-modified-since": LAST_MODIFIED, "if-none-match": '"other"' } }))).status).toBe(200);
    expect((await handler(req(path, { headers: { "if-modified-since": "not a date" } }))).status).toBe(200);
  });

  it("conditionals never turn errors or health into 304", async () => {
    const { handler } = makeHandler();
    for (const path of ["/gw/health", "/gw/day/2023-01-01", "/gw/day/2025-01-01?view=pro", "/nope"]) {
      const res = await handler(req(path, { headers: { "if-none-match": "*", "if-modified-since": LAST_MODIFIED } }));
      expect(res.status, path).not.toBe(304);
    }
  });
});
