/**
 * Compression on Workers, proven in workerd (wrangler's `unstable_startWorker`, harness.ts): the
 * worker injects no compressor and sends identity bodies; the platform compresses them by the
 * client's Accept-Encoding (the worker itself is handed `Accept-Encoding: br, gzip` whatever the
 * client sent, so it could not choose). What comes back is recorded here case by case, so a change
 * in the platform's behaviour fails this file (edge-rules/README.md, "Compression"):
 *
 * - the coding is one the client accepts (q=0 respected; on equal q the first listed), and the
 *   bytes decode to exactly the identity body; `Vary` (the handler's) names Accept-Encoding;
 * - the worker's ETag is passed through unchanged for every coding (one tag for all codings, so
 *   a conditional request with the tag got under another coding is a 304);
 * - a client refusing identity (`identity;q=0`, `*;q=0`) gets the platform's 415, not the worker's
 *   answer; `*` alone gets identity.
 *
 * If workerd cannot start, `beforeAll` records why and every test fails (nothing is skipped).
 */
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { generatedFile, TOKENS, workerdForSuite } from "./harness.ts";

const { running } = workerdForSuite();

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The bytes as received (not decoded). */
  readonly bytes: Buffer;
}

/** One request with exactly these headers (no Accept-Encoding unless given); nothing is decoded. */
function send(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  const { hostname, port } = running().url;
  return new Promise((resolve, reject) => {
    const r = httpRequest({ host: hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    r.on("error", reject);
    r.end();
  });
}

function decoded(answer: Answer): Buffer {
  const coding = answer.headers["content-encoding"];
  if (coding === "br") return brotliDecompressSync(answer.bytes);
  if (coding === "gzip") return gunzipSync(answer.bytes);
  expect(coding).toBeUndefined();
  return answer.bytes;
}

/** A lite month: 4 KB of JSON, the generated month file's records. */
const PATH = "/gw/range/2025-01-01/2025-01-31";

it("workerd starts (this suite fails, never skips, when it cannot)", () => {
  expect(() => running()).not.toThrow();
});

describe("compression on Workers: the platform's", () => {
  it.each([
    [undefined, undefined],
    ["identity", undefined],
    ["gzip", "gzip"],
    ["br", "br"],
    ["br, gzip", "br"],
    ["gzip, deflate, br", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br", "br"],
    ["deflate", undefined],
    ["*", undefined],
  ] as const)("Accept-Encoding %j → %s, decoding to the identity bytes", async (accept, coding) => {
    const plain = await send(PATH, { "accept-encoding": "identity" });
    const answer = await send(PATH, accept === undefined ? {} : { "accept-encoding": accept });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(coding);
    expect(decoded(answer).equals(plain.bytes)).toBe(true);
    expect(answer.headers.vary).toMatch(/\bAccept-Encoding\b/);
    expect(answer.headers.etag).toBe(plain.headers.etag);
    if (coding !== undefined) expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });

  it("a 366-day Pro range decodes to its identity bytes and is far smaller on the wire", async () => {
    const auth = { authorization: `Bearer ${TOKENS.ultra}` };
    const plain = await send("/gw/range/2025-01-01/2025-12-31?view=pro", { ...auth, "accept-encoding": "identity" });
    expect(plain.status).toBe(200);
    for (const coding of ["br", "gzip"]) {
      const answer = await send("/gw/range/2025-01-01/2025-12-31?view=pro", { ...auth, "accept-encoding": coding });
      expect(answer.headers["content-encoding"]).toBe(coding);
      expect(decoded(answer).equals(plain.bytes)).toBe(true);
      expect(answer.bytes.length).toBeLessThan(40 * 1024);
    }
  });

  it("a day body (under 1 KiB, never compressed on Node) is compressed by the platform too", async () => {
    const answer = await send("/gw/day/2025-01-01", { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(decoded(answer).toString("utf8")).toBe(generatedFile("lite/gw/day/2025-01-01.json"));
  });

  it("HEAD: no body, the GET's ETag, and no Content-Length the coding would contradict", async () => {
    for (const accept of ["identity", "gzip", "br"]) {
      const get = await send(PATH, { "accept-encoding": accept });
      const head = await send(PATH, { "accept-encoding": accept }, "HEAD");
      expect(head.status).toBe(200);
      expect(head.bytes.length).toBe(0);
      expect(head.headers.etag).toBe(get.headers.etag);
      expect(head.headers["content-length"]).toBeUndefined(); // the worker leaves it out (worker-handler.ts workerResponse)
    }
  });

  it("one ETag for every coding: a tag got under one coding validates a request under another (304)", async () => {
    const br = await send(PATH, { "accept-encoding": "br" });
    const tag = br.headers.etag as string;
    for (const accept of ["identity", "gzip", "br"]) {
      const answer = await send(PATH, { "accept-encoding": accept, "if-none-match": tag });
      expect(answer.status, accept).toBe(304);
      expect(answer.bytes.length).toBe(0);
      expect(answer.headers.etag).toBe(tag);
    }
    const stale = await send(PATH, { "accept-encoding": "gzip", "if-none-match": '"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.headers["content-encoding"]).toBe("gzip");
  });

  it("a client refusing identity gets the platform's 415 (not the worker's answer)", async () => {
    for (const accept of ["identity;q=0", "*;q=0"]) {
      const answer = await send(PATH, { "accept-encoding": accept });
      expect(answer.status, accept).toBe(415);
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers["ratelimit-limit"]).toBeUndefined();
    }
  });
});
