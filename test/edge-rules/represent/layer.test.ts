/**
 * The one representation layer (represent/layer.ts) the data bodies, the feed and the pages answer
 * through: negotiation (identity for a media type not worth coding), a held answer without a
 * promise or a second make, 304 before the body is made, and an error page made like a
 * representation but sent `no-store` without validators. With the Node compressor.
 */
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { RequestLike, ResponseParts } from "../../../edge-rules/http/exchange.ts";
import { nodeCompressor } from "../../../edge-rules/node/compressor.ts";
import { createRepresenter } from "../../../edge-rules/represent/layer.ts";
import type { Source } from "../../../edge-rules/represent/held-representations.ts";
import type { RateLimitResult } from "../../../edge-rules/access/token-bucket.ts";

const rl: RateLimitResult = { allowed: true, limit: 60, remaining: 59, resetSeconds: 1, retryAfterSeconds: 0, cost: 1 };
const LAST_MODIFIED = "Thu, 01 Jan 2026 00:00:00 GMT";
const PAGE = { csp: "default-src 'self'", referrerPolicy: "no-referrer" };
/** A body long enough to be coded (≥ 1 KiB). */
const BODY = new TextEncoder().encode("<!DOCTYPE html><p>暦</p>\n".repeat(200));

const request = (headers: Record<string, string> = {}, method = "GET"): RequestLike => ({
  method,
  url: "http://x/page",
  headers: new Headers(headers),
});

/** A source of `contentType` that counts its makes. */
function counted(contentType: string): { source: () => Source; makes: () => number } {
  let makes = 0;
  const source = (): Source => ({
    meta: { lastModified: LAST_MODIFIED, contentType, upgradeInfo: false, page: PAGE },
    load: async () => {
      makes++;
      return BODY;
    },
    onError: (error) => {
      throw error;
    },
  });
  return { source, makes: () => makes };
}

const layer = () => createRepresenter({ maxBytes: 1 << 20, compressor: nodeCompressor(), etags: 64 });
const asker = (headers: Record<string, string> = {}, method = "GET") => ({ http: request(headers, method), rl, anonymous: true });
const field = (answer: ResponseParts, name: string) => (answer.headers as Record<string, string | undefined>)[name];

describe("represent/layer.ts: the one representation layer", () => {
  it("codes a compressible body by Accept-Encoding, once, and answers the held one without a promise", async () => {
    const represent = layer();
    const html = counted("text/html; charset=utf-8");
    const first = await represent.answer("v\npage|a", asker({ "accept-encoding": "br" }), html.source, "text/html; charset=utf-8");
    expect(first.status).toBe(200);
    expect(field(first, "content-encoding")).toBe("br");
    expect(field(first, "vary")).toBe("Accept-Encoding");
    expect(Buffer.from(brotliDecompressSync(first.body!)).equals(Buffer.from(BODY))).toBe(true);
    const again = represent.answer("v\npage|a", asker({ "accept-encoding": "br" }), html.source);
    expect(again).not.toBeInstanceOf(Promise);
    expect((again as ResponseParts).body).toBe(first.body);
    const identity = await represent.answer("v\npage|a", asker(), html.source);
    expect(field(identity, "content-encoding")).toBeUndefined();
    expect(field(identity, "etag")).not.toBe(field(first, "etag"));
    expect(html.makes()).toBe(1);
  });

  it("answers a media type not worth coding in identity whatever is accepted, when its type is given", async () => {
    const represent = layer();
    const png = counted("image/png");
    const answer = await represent.answer("v\npage|icon", asker({ "accept-encoding": "br, gzip" }), png.source, "image/png");
    expect(field(answer, "content-encoding")).toBeUndefined();
    expect(field(answer, "vary")).toBeUndefined();
    expect(answer.body).toEqual(BODY);
    // the held identity answers at once, and its tag validates
    const tag = field(answer, "etag")!;
    const revalidated = represent.answer("v\npage|icon", asker({ "accept-encoding": "br", "if-none-match": tag }), png.source, "image/png");
    expect(revalidated).not.toBeInstanceOf(Promise);
    expect((revalidated as ResponseParts).status).toBe(304);
  });

  it("answers 304 before the body is made when the identity tag matches", async () => {
    const warm = layer();
    const html = counted("text/html; charset=utf-8");
    const tag = field(await warm.answer("v\npage|b", asker(), html.source), "etag")!;
    const cold = layer();
    const fresh = counted("text/html; charset=utf-8");
    const answer = await cold.answer("v\npage|b", asker({ "if-none-match": tag }), fresh.source, "text/html; charset=utf-8");
    expect(answer.status).toBe(304);
    expect(answer.body).toBeNull();
    expect(fresh.makes()).toBe(0);
  });

  it("sends an error page with its status, no-store and Vary, coded, without validators; HEAD without the body", async () => {
    const represent = layer();
    const html = counted("text/html; charset=utf-8");
    const answer = await represent.unvalidated(404, "v\npage|404", request({ "accept-encoding": "br" }), html.source(), {
      "content-type": "text/html; charset=utf-8",
    });
    expect(answer.status).toBe(404);
    expect(field(answer, "cache-control")).toBe("no-store");
    expect(field(answer, "vary")).toBe("Accept-Encoding");
    expect(field(answer, "content-encoding")).toBe("br");
    expect(field(answer, "etag")).toBeUndefined();
    expect(field(answer, "last-modified")).toBeUndefined();
    expect(field(answer, "content-length")).toBe(String(answer.body!.length));
    const head = await represent.unvalidated(404, "v\npage|404", request({ "accept-encoding": "br" }, "HEAD"), html.source(), {});
    expect(head.body).toBeNull();
    expect(field(head, "content-length")).toBe(field(answer, "content-length"));
    expect(html.makes()).toBe(1);
  });
});
