/**
 * Compression on the wire from the Node server (startServer on 127.0.0.1, port 0): the coding
 * the client accepts, decoding to exactly the identity bytes, HEAD and 304 per representation.
 */
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { createTokenFileStore } from "../../../edge-rules/node/token-file.ts";
import { expected, START_TIME, TOKENS } from "../fixtures.ts";
import { writeFixtureTree } from "./tree.ts";

let tree: Awaited<ReturnType<typeof writeFixtureTree>>;
let server: RunningServer;

beforeAll(async () => {
  tree = await writeFixtureTree();
  server = await startServer({
    host: "127.0.0.1",
    port: 0,
    dataDir: tree.dataDir,
    tokens: createTokenFileStore(tree.tokensFile, { recheckMs: 0 }),
    rateLimits: { lite: 10_000, pro: 10_000, ultra: 10_000 },
    clock: () => START_TIME,
    onError: () => {},
  });
});

afterAll(async () => {
  await server?.close(100);
  await tree?.cleanup();
});

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The bytes as received (not decoded). */
  readonly bytes: Buffer;
}

/** One request with exactly these headers (no Accept-Encoding unless given); nothing is decoded. */
function send(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const r = httpRequest({ host: url.hostname, port: url.port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    r.on("error", reject);
    r.end();
  });
}

function decoded(answer: Answer): string {
  const coding = answer.headers["content-encoding"];
  if (coding === "br") return brotliDecompressSync(answer.bytes).toString("utf8");
  if (coding === "gzip") return gunzipSync(answer.bytes).toString("utf8");
  expect(coding).toBeUndefined();
  return answer.bytes.toString("utf8");
}

const PATH = "/gw/range/2025-01-01/2025-01-31";
const BODY = JSON.stringify(expected.range("lite", "2025-01-01", "2025-01-31"));

describe("Node server compression", () => {
  it.each([
    [undefined, undefined],
    ["identity", undefined],
    ["gzip", "gzip"],
    ["br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip;q=0.8", "gzip"],
    ["*", "br"],
    ["*;q=0", undefined],
  ] as const)("Accept-Encoding %j → %s, decoding to the identity bytes", async (accept, coding) => {
    const answer = await send(PATH, accept === undefined ? {} : { "accept-encoding": accept });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(coding);
    expect(answer.headers["content-length"]).toBe(String(answer.bytes.length));
    expect(answer.headers.vary).toMatch(/\bAccept-Encoding\b/);
    expect(decoded(answer)).toBe(BODY);
  });

  it("a Pro range and a bulk decode to their identity bytes", async () => {
    const auth = { authorization: `Bearer ${TOKENS.pro}` };
    const range = JSON.stringify(expected.range("pro", "2024-01-01", "2024-12-31"));
    const bulk = JSON.stringify(expected.bulk([2024, 2025]));
    for (const coding of ["br", "gzip"]) {
      const r = await send("/gw/range/2024-01-01/2024-12-31?view=pro", { ...auth, "accept-encoding": coding });
      expect(r.headers["content-encoding"]).toBe(coding);
      expect(decoded(r)).toBe(range);
      const b = await send("/gw/bulk/2024,2025", { ...auth, "accept-encoding": coding });
      expect(b.headers["content-encoding"]).toBe(coding);
      expect(decoded(b)).toBe(bulk);
      expect(b.bytes.length).toBeLessThan(Buffer.byteLength(bulk) / 5);
    }
  });

  it("HEAD carries the coded representation's length and ETag, and no body", async () => {
    for (const accept of ["identity", "gzip", "br"]) {
      const get = await send(PATH, { "accept-encoding": accept });
      const head = await send(PATH, { "accept-encoding": accept }, "HEAD");
      expect(head.status).toBe(200);
      expect(head.bytes.length).toBe(0);
      expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
      expect(head.headers["content-encoding"]).toBe(get.headers["content-encoding"]);
      expect(head.headers.etag).toBe(get.headers.etag);
    }
  });

  it("304 per representation: its own ETag validates, another coding's does not", async () => {
    const tags: Record<string, string> = {};
    for (const accept of ["identity", "gzip", "br"])
      tags[accept] = (await send(PATH, { "accept-encoding": accept })).headers.etag as string;
    expect(new Set(Object.values(tags)).size).toBe(3);
    for (const accept of ["identity", "gzip", "br"]) {
      const same = await send(PATH, { "accept-encoding": accept, "if-none-match": tags[accept] as string });
      expect(same.status).toBe(304);
      expect(same.bytes.length).toBe(0);
      expect(same.headers.etag).toBe(tags[accept]);
      expect(same.headers.vary).toMatch(/\bAccept-Encoding\b/);
      const other = accept === "br" ? "gzip" : "br";
      const cross = await send(PATH, { "accept-encoding": accept, "if-none-match": tags[other] as string });
      expect(cross.status).toBe(200);
      expect(cross.headers.etag).toBe(tags[accept]);
      expect(decoded(cross)).toBe(BODY);
    }
  });
});
