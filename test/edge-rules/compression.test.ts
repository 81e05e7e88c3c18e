/**
 * Compression through the handler with the Node compressor (the Node server's wiring): the coding
 * follows Accept-Encoding, every coding has its own strong ETag, 304s hold per representation,
 * and every coded body decodes to exactly the identity bytes.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Compressor } from "../../edge-rules/http/content-coding.ts";
import { nodeCompressor } from "../../edge-rules/node/compressor.ts";
import { bearer, expected, FixtureOrigin, makeHandler, req, TOKENS } from "./fixtures.ts";

/** A lite range of a month: ~4 KiB, compressible. */
const RANGE = "/gw/range/2025-01-01/2025-01-31";
const RANGE_BODY = JSON.stringify(expected.range("lite", "2025-01-01", "2025-01-31"));
/** A lite day: under 1 KiB, never compressed. */
const DAY = "/gw/day/2025-01-01";

/** The body bytes as sent, decoded by their Content-Encoding. */
function decode(coding: string | null, bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  if (coding === "br") return brotliDecompressSync(buffer).toString("utf8");
  if (coding === "gzip") return gunzipSync(buffer).toString("utf8");
  expect(coding).toBeNull();
  return buffer.toString("utf8");
}

/** One answer of the handler (the Fetch wrapper, so nothing decodes it behind the test's back). */
async function fetchRaw(
  handler: ReturnType<typeof makeHandler>["handler"],
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
) {
  const res = await handler(req(path, { method, headers }));
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, coding: res.headers.get("content-encoding") };
}

const compressing = () => makeHandler({ compressor: nodeCompressor() });

describe("content coding by Accept-Encoding", () => {
  it.each([
    [undefined, null],
    ["identity", null],
    ["gzip", "gzip"],
    ["br", "br"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.2, br;q=0.1", "gzip"],
    ["*", "br"],
    ["*;q=0", null],
    ["br;q=0, gzip;q=0", null],
    ["identity;q=0, gzip", "gzip"],
  ] as const)("Accept-Encoding %j → %s, decoding to the identity bytes", async (accept, coding) => {
    const { handler } = compressing();
    const answer = await fetchRaw(handler, RANGE, accept === undefined ? {} : { "accept-encoding": accept });
    expect(answer.status).toBe(200);
    expect(answer.coding).toBe(coding);
    expect(answer.headers.get("content-length")).toBe(String(answer.bytes.length));
    expect(answer.headers.get("vary")).toMatch(/\bAccept-Encoding\b/);
    expect(decode(answer.coding, answer.bytes)).toBe(RANGE_BODY);
    if (coding !== null) expect(answer.bytes.length).toBeLessThan(Buffer.byteLength(RANGE_BODY) / 2);
  });

  it("every coding has its own strong ETag; the same request gets the same bytes and tag again", async () => {
    const { handler } = compressing();
    const tags = new Set<string>();
    for (const accept of ["identity", "gzip", "br"]) {
      const first = await fetchRaw(handler, RANGE, { "accept-encoding": accept });
      const again = await fetchRaw(handler, RANGE, { "accept-encoding": accept });
      expect(again.bytes).toEqual(first.bytes);
      expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
      expect(first.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
      tags.add(first.headers.get("etag") as string);
    }
    expect(tags.size).toBe(3);
  });

  it("the coded bytes are deterministic: another handler (a restart) sends the same bytes and tags", async () => {
    for (const accept of ["gzip", "br"]) {
      const a = await fetchRaw(compressing().handler, RANGE, { "accept-encoding": accept });
      const b = await fetchRaw(compressing().handler, RANGE, { "accept-encoding": accept });
      expect(b.bytes).toEqual(a.bytes);
      expect(b.headers.get("etag")).toBe(a.headers.get("etag"));
    }
  });

  it("bodies under 1 KiB are identity whatever is accepted, with the identity ETag", async () => {
    const { handler } = compressing();
    const plain = await fetchRaw(handler, DAY);
    for (const accept of ["br", "gzip", "*"]) {
      const answer = await fetchRaw(handler, DAY, { "accept-encoding": accept });
      expect(answer.coding).toBeNull();
      expect(answer.headers.get("etag")).toBe(plain.headers.get("etag"));
      expect(answer.bytes).toEqual(plain.bytes);
      expect(answer.headers.get("vary")).toMatch(/\bAccept-Encoding\b/);
    }
  });

  it("pro bodies (range, bulk) decode to their identity bytes too", async () => {
    const { handler } = compressing();
    for (const [path, body] of [
      ["/gw/range/2024-03-01/2025-02-28?view=pro", JSON.stringify(expected.range("pro", "2024-03-01", "2025-02-28"))],
      ["/gw/bulk/2025,2024", JSON.stringify(expected.bulk([2024, 2025]))],
    ] as const) {
      for (const accept of ["br", "gzip"]) {
        const answer = await fetchRaw(handler, path, { ...bearer(TOKENS.pro), "accept-encoding": accept });
        expect(answer.status).toBe(200);
        expect(answer.coding).toBe(accept);
        expect(answer.headers.get("cache-control")).toBe("private, max-age=3600");
        expect(decode(answer.coding, answer.bytes)).toBe(body);
      }
    }
  });

  it("HEAD: the headers of the GET of the same coding (its Content-Length and ETag), no body", async () => {
    const { handler } = compressing();
    for (const accept of ["identity", "gzip", "br"]) {
      const get = await fetchRaw(handler, RANGE, { "accept-encoding": accept });
      const head = await fetchRaw(handler, RANGE, { "accept-encoding": accept }, "HEAD");
      const cold = await fetchRaw(compressing().handler, RANGE, { "accept-encoding": accept }, "HEAD");
      for (const answer of [head, cold]) {
        expect(answer.status).toBe(200);
        expect(answer.bytes.length).toBe(0);
        for (const name of ["content-encoding", "content-length", "etag", "vary", "content-type"]) {
          expect(answer.headers.get(name), `${accept} ${name}`).toBe(get.headers.get(name));
        }
      }
    }
  });
});

describe("conditional requests across codings", () => {
  it("304 for the ETag of the selected coding, with that ETag and Vary, no body", async () => {
    const { handler } = compressing();
    for (const accept of ["identity", "gzip", "br"]) {
      const tag = (await fetchRaw(handler, RANGE, { "accept-encoding": accept })).headers.get("etag") as string;
      for (const method of ["GET", "HEAD"]) {
        const answer = await fetchRaw(handler, RANGE, { "accept-encoding": accept, "if-none-match": tag }, method);
        expect(answer.status).toBe(304);
        expect(answer.bytes.length).toBe(0);
        expect(answer.headers.get("etag")).toBe(tag);
        expect(answer.headers.get("vary")).toMatch(/\bAccept-Encoding\b/);
        expect(answer.headers.get("content-encoding")).toBeNull();
        expect(answer.headers.get("content-length")).toBeNull();
      }
    }
  });

  it("another coding's ETag does not validate: a full 200 in the coding asked for", async () => {
    const { handler } = compressing();
    const tagOf = async (accept: string) => (await fetchRaw(handler, RANGE, { "accept-encoding": accept })).headers.get("etag") as string;
    const tags = { identity: await tagOf("identity"), gzip: await tagOf("gzip"), br: await tagOf("br") };
    for (const [accept, held] of [
      ["identity", tags.br],
      ["br", tags.gzip],
      ["gzip", tags.identity],
      ["br", tags.identity],
    ] as const) {
      const answer = await fetchRaw(handler, RANGE, { "accept-encoding": accept, "if-none-match": held });
      expect(answer.status, `${accept} with another coding's tag`).toBe(200);
      expect(answer.coding).toBe(accept === "identity" ? null : accept);
      expect(decode(answer.coding, answer.bytes)).toBe(RANGE_BODY);
    }
    // A list naming the right one among others validates.
    const listed = await fetchRaw(handler, RANGE, { "accept-encoding": "br", "if-none-match": `${tags.gzip}, W/${tags.br}` });
    expect(listed.status).toBe(304);
    expect(listed.headers.get("etag")).toBe(tags.br);
  });

  it("a coded 304 needs no file read, even on a cold cache; If-Modified-Since answers with the coded ETag", async () => {
    const tag = (await fetchRaw(compressing().handler, RANGE, { "accept-encoding": "br" })).headers.get("etag") as string;
    const origin = new FixtureOrigin();
    const { handler } = makeHandler({ origin, compressor: nodeCompressor() });
    const answer = await fetchRaw(handler, RANGE, { "accept-encoding": "br", "if-none-match": tag });
    expect(answer.status).toBe(304);
    expect(origin.reads).toEqual([]);
    const since = await fetchRaw(makeHandler({ compressor: nodeCompressor() }).handler, RANGE, {
      "accept-encoding": "br",
      "if-modified-since": "Tue, 01 Apr 2025 00:00:00 GMT",
    });
    expect(since.status).toBe(304);
    expect(since.headers.get("etag")).toBe(tag);
  });
});

describe("compressed once", () => {
  /** The Node compressor, counting its calls. */
  function counting(fail = false): { compressor: Compressor; calls: string[] } {
    const inner = nodeCompressor();
    const calls: string[] = [];
    return {
      calls,
      compressor: {
        codings: inner.codings,
        compress: async (coding, body) => {
          calls.push(coding);
          if (fail) throw new Error("zlib exploded");
          return inner.compress(coding, body);
        },
      },
    };
  }

  it("concurrent and repeated requests for one body and coding share one compression", async () => {
    const { compressor, calls } = counting();
    const { handler } = makeHandler({ compressor });
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetchRaw(handler, RANGE, { "accept-encoding": "br" })));
    await fetchRaw(handler, RANGE, { "accept-encoding": "br" });
    await fetchRaw(handler, RANGE, { "accept-encoding": "gzip" });
    await fetchRaw(handler, RANGE, { "accept-encoding": "gzip" });
    expect(calls).toEqual(["br", "gzip"]);
    expect(new Set(answers.map((a) => Buffer.from(a.bytes).toString("base64"))).size).toBe(1);
  });

  it("a failing compressor is reported and the identity body is sent (with the identity ETag)", async () => {
    const { compressor, calls } = counting(true);
    const { handler, errors } = makeHandler({ compressor });
    const plain = await fetchRaw(makeHandler().handler, RANGE);
    const answer = await fetchRaw(handler, RANGE, { "accept-encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.coding).toBeNull();
    expect(answer.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(decode(null, answer.bytes)).toBe(RANGE_BODY);
    expect(errors.length).toBe(1);
    await fetchRaw(handler, RANGE, { "accept-encoding": "br" });
    expect(calls).toEqual(["br", "br"]); // not remembered as identity: tried again
  });

  it("without a compressor (Workers) every body is identity, still with Vary: Accept-Encoding", async () => {
    const { handler } = makeHandler();
    const answer = await fetchRaw(handler, RANGE, { "accept-encoding": "br, gzip" });
    expect(answer.coding).toBeNull();
    expect(answer.headers.get("vary")).toMatch(/\bAccept-Encoding\b/);
    expect(decode(null, answer.bytes)).toBe(RANGE_BODY);
  });
});
