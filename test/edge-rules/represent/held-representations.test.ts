/**
 * One representation layer for every body (held-representations.ts): the calendar feed (.ics), the
 * OpenAPI document, the API reference and a month page are coded on Node exactly like the data
 * bodies. On the server as `npm start` builds it (startServer creating its own handler with the
 * Node compressor) over a generated 2026: br or gzip by Accept-Encoding, decoding to exactly the
 * identity bytes, an ETag per coding, 304 on the coded tag, `Vary: Accept-Encoding`; identity
 * without the field. Then the same through the handler alone (no server), the Node compressor
 * injected.
 */
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createHandler, type Handler } from "../../../edge-rules/handler.ts";
import { nodeCompressor } from "../../../edge-rules/node/compressor.ts";
import { type Representation, Representations, type Source } from "../../../edge-rules/represent/held-representations.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { MemoryRateLimiter } from "../../../edge-rules/access/rate-limit.ts";
import { memoryTokenStore } from "../../../edge-rules/access/token-store.ts";
import { OPENAPI_PATH } from "../../../schemas/files/layout.ts";
import { monthPageFile, PAGE_CSP, PAGE_FILES } from "../../../schemas/pages/pages.ts";
import { TOKEN_RECORDS } from "../fixtures.ts";
import { treeFile } from "../../support/generated-tree.ts";
import { FIXED_NOW, raw, realServerForSuite, type RawAnswer } from "../mcp/real-server.ts";

const base = realServerForSuite();

const FEED = "/gw/calendar.ics?include=holiday,rokuyou";
/** The pages and their files in the generated tree. */
const PAGES: readonly (readonly [string, string])[] = [
  ["/openapi.json", OPENAPI_PATH],
  ["/docs", PAGE_FILES.docs],
  ["/cal/2026/05", monthPageFile(2026, 5)],
];
const CODED = [...PAGES.map(([path]) => path), FEED];

const file = (path: string): Buffer => treeFile(join(base.dir(), "public"), path);

/** The bytes as received, decoded by their Content-Encoding. */
function decoded(answer: RawAnswer): Buffer {
  const coding = answer.headers["content-encoding"];
  if (coding === "br") return brotliDecompressSync(answer.bytes);
  if (coding === "gzip") return gunzipSync(answer.bytes);
  expect(coding).toBeUndefined();
  return answer.bytes;
}

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => raw(base(), method, path, headers);

describe("every body coded on Node: feed, OpenAPI document, API reference, month page", () => {
  it("identity without Accept-Encoding (a raw node:http request) or with identity; the pages' own bytes", async () => {
    for (const path of CODED) {
      const none = await get(path);
      const identity = await get(path, { "accept-encoding": "identity" });
      for (const answer of [none, identity]) {
        expect(answer.status, path).toBe(200);
        expect(answer.headers["content-encoding"], path).toBeUndefined();
        expect(answer.headers["content-length"], path).toBe(String(answer.bytes.length));
        expect(answer.headers.vary, path).toMatch(/\bAccept-Encoding\b/);
      }
      expect(identity.bytes.equals(none.bytes), path).toBe(true);
      expect(identity.headers.etag, path).toBe(none.headers.etag);
    }
    for (const [path, source] of PAGES) expect((await get(path)).bytes.equals(file(source)), path).toBe(true);
  });

  it.each([
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
  ] as const)("Accept-Encoding %j → %s: decodes to exactly the identity bytes, its own strong ETag, 304 on it", async (accept, coding) => {
    for (const path of CODED) {
      const identity = await get(path, { "accept-encoding": "identity" });
      const answer = await get(path, { "accept-encoding": accept });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["content-encoding"], path).toBe(coding);
      expect(answer.headers["content-length"], path).toBe(String(answer.bytes.length));
      expect(answer.headers.vary, path).toMatch(/\bAccept-Encoding\b/);
      expect(answer.bytes.length, path).toBeLessThan(identity.bytes.length);
      expect(decoded(answer).equals(identity.bytes), path).toBe(true);
      const tag = answer.headers.etag as string;
      expect(tag, path).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(tag, path).not.toBe(identity.headers.etag);
      for (const method of ["GET", "HEAD"]) {
        const again = await get(path, { "accept-encoding": accept, "if-none-match": tag }, method);
        expect(again.status, `${method} ${path}`).toBe(304);
        expect(again.bytes.length, path).toBe(0);
        expect(again.headers.etag, path).toBe(tag);
        expect(again.headers.vary, path).toMatch(/\bAccept-Encoding\b/);
        expect(again.headers["content-encoding"], path).toBeUndefined();
      }
      // another coding's tag does not validate
      const cross = await get(path, { "accept-encoding": accept, "if-none-match": identity.headers.etag as string });
      expect(cross.status, path).toBe(200);
      expect(cross.headers.etag, path).toBe(tag);
    }
  });

  it("br and gzip tags differ; HEAD carries the coded length and tag; the pages keep their CSP and caching", async () => {
    for (const path of CODED) {
      const br = await get(path, { "accept-encoding": "br" });
      const gzip = await get(path, { "accept-encoding": "gzip" });
      expect(br.headers.etag, path).not.toBe(gzip.headers.etag);
      const head = await get(path, { "accept-encoding": "br" }, "HEAD");
      expect(head.bytes.length, path).toBe(0);
      expect(head.headers["content-length"], path).toBe(br.headers["content-length"]);
      expect(head.headers.etag, path).toBe(br.headers.etag);
    }
    for (const [path] of PAGES) {
      const page = await get(path, { "accept-encoding": "br" });
      expect(page.headers["content-security-policy"], path).toBe(PAGE_CSP);
      expect(page.headers["referrer-policy"], path).toBe("no-referrer");
      expect(page.headers["x-content-type-options"], path).toBe("nosniff");
      expect(page.headers["cache-control"], path).toContain("public");
      // a page is the same for every credential: only its coding varies
      expect(page.headers.vary, path).toBe("Accept-Encoding");
    }
    const feed = await get(FEED, { "accept-encoding": "br" });
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.vary).toMatch(/\bAuthorization\b/);
  });

  it("Node's fetch (which asks for codings itself) gets a coded page and decodes it to the file's bytes", async () => {
    const res = await fetch(`${base()}/docs`);
    expect(res.status).toBe(200);
    expect(["br", "gzip"]).toContain(res.headers.get("content-encoding"));
    expect(Buffer.from(await res.arrayBuffer()).equals(file(PAGE_FILES.docs))).toBe(true);
  });

  it("the HTML 404 is coded too, still no-store and without validators; /cal stays a 302", async () => {
    const plain = await get("/cal/2026/13");
    const coded = await get("/cal/2026/13", { "accept-encoding": "gzip" });
    for (const answer of [plain, coded]) {
      expect(answer.status).toBe(404);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers.etag).toBeUndefined();
      expect(decoded(answer).equals(file(PAGE_FILES.notFound))).toBe(true);
    }
    expect(coded.headers["content-encoding"]).toBe("gzip");
    const cal = await get("/cal", { "accept-encoding": "br" });
    expect(cal.status).toBe(302);
    expect(cal.headers["cache-control"]).toBe("no-store");
    expect(cal.headers["content-encoding"]).toBeUndefined();
  });
});

describe("the handler alone, with the Node compressor injected", () => {
  let handler: Handler;
  beforeAll(() => {
    handler = createHandler({
      origin: createFsOrigin({ root: join(base.dir(), "public") }),
      tokens: memoryTokenStore(TOKEN_RECORDS),
      limiter: new MemoryRateLimiter(),
      clock: () => FIXED_NOW,
      config: { serviceName: "koyomi-api", rateLimits: { lite: 100_000, pro: 100_000, ultra: 100_000 } },
      compressor: nodeCompressor(),
    });
  });

  it("codes pages and the feed by Accept-Encoding, an ETag per coding, 304 on the coded tag", async () => {
    for (const path of CODED) {
      const ask = (headers: Record<string, string>) => handler(new Request(`http://127.0.0.1${path}`, { headers }));
      const identity = await ask({ "accept-encoding": "identity" });
      const identityBytes = Buffer.from(await identity.arrayBuffer());
      expect(identity.headers.get("content-encoding"), path).toBeNull();
      for (const coding of ["br", "gzip"]) {
        const answer = await ask({ "accept-encoding": coding });
        expect(answer.headers.get("content-encoding"), path).toBe(coding);
        const bytes = Buffer.from(await answer.arrayBuffer());
        expect((coding === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).equals(identityBytes), path).toBe(true);
        const tag = answer.headers.get("etag")!;
        expect(tag, path).not.toBe(identity.headers.get("etag"));
        expect((await ask({ "accept-encoding": coding, "if-none-match": tag })).status, path).toBe(304);
      }
    }
  });
});

describe("Representations", () => {
  it("holds the identity body as the answer for every coding when its media type is not worth coding", async () => {
    const calls: string[] = [];
    const inner = nodeCompressor();
    const reps = new Representations({
      maxBytes: 1 << 20,
      compressor: { codings: inner.codings, compress: (coding, body) => (calls.push(coding), inner.compress(coding, body)) },
      etagOf: (key) => `"${key.length}"`,
    });
    const body = new Uint8Array(4096).fill(7);
    for (const [contentType, coded] of [
      ["font/woff2", false],
      ["text/css; charset=utf-8", true],
    ] as const) {
      const meta = { lastModified: "Mon, 01 Jun 2026 00:00:00 GMT", contentType, upgradeInfo: false };
      const identity = reps.keepIdentity(contentType, meta, body, '"i"');
      const br = await reps.coded(contentType, meta, "br", identity, () => {});
      expect(br.coding, contentType).toBe(coded ? "br" : "identity");
      expect(reps.peek(contentType, "br"), contentType).toBe(br);
    }
    expect(calls).toEqual(["br"]);
  });

  it("holds a body that is a view into a larger buffer (a slab cut, byte-slab.ts) as a copy of its own bytes", async () => {
    const reps = new Representations({ maxBytes: 1 << 20, etagOf: (key) => `"${key}"` });
    const meta = { lastModified: "Mon, 01 Jun 2026 00:00:00 GMT", contentType: "application/json; charset=utf-8", upgradeInfo: false };
    const slab = new Uint8Array(65_536).fill(5);
    const view = slab.subarray(1024, 1324);
    const answered = (await reps.representationOf("day", "identity", { meta, load: () => view, onError: () => {} })) as Representation;
    const held = reps.peek("day", "identity")!;
    expect(held).toBe(answered);
    expect(held.body).toEqual(view);
    expect(held.body.buffer.byteLength, "the held body pins no slab").toBe(300);
    slab.fill(0); // the slab's space reused by its owner: the held body keeps its bytes
    expect(held.body.every((b) => b === 5)).toBe(true);
  });

  it("counts a body once however many codings it answers (a slot of one body fits where two would not)", async () => {
    // The bound is eight slots: a slot may weigh an eighth. 2,048 bytes of overhead plus one 3,000-byte body fit in
    // that eighth (5,120 of 5,200 bytes); counted once per coding (identity, br, gzip) they would not.
    const reps = new Representations({ maxBytes: 8 * 5200, compressor: nodeCompressor(), etagOf: (key) => `"${key.length}"` });
    const meta = { lastModified: "Mon, 01 Jun 2026 00:00:00 GMT", contentType: "font/woff2", upgradeInfo: false };
    const identity = reps.keepIdentity("font", meta, new Uint8Array(3000).fill(1), '"i"');
    for (const coding of ["br", "gzip"] as const) expect(await reps.coded("font", meta, coding, identity, () => {})).toBe(identity);
    for (const coding of ["identity", "br", "gzip"] as const) expect(reps.peek("font", coding), coding).toBe(identity);
    // A body over the eighth is not held at all.
    reps.keepIdentity("big", meta, new Uint8Array(3200).fill(2), '"b"');
    expect(reps.peek("big", "identity")).toBeUndefined();
  });

  it("once full, holds a new body on its second request only (a one-off evicts nothing); the same bytes and ETag either way", async () => {
    const calls: string[] = [];
    const inner = nodeCompressor();
    const reps = new Representations({
      maxBytes: 64 * 1024,
      compressor: { codings: inner.codings, compress: (coding, body) => (calls.push(coding), inner.compress(coding, body)) },
      etagOf: (key) => `"${key.replaceAll(/\W/g, "")}"`,
    });
    const meta = { lastModified: "Mon, 01 Jun 2026 00:00:00 GMT", contentType: "application/json; charset=utf-8", upgradeInfo: false };
    let loads = 0;
    const source = (n: number): Source => ({ meta, load: async () => (loads++, new Uint8Array(4000).fill(n)), onError: () => {} });
    const ask = async (resource: string, coding: "identity" | "br", n: number) =>
      (await reps.representationOf(resource, coding, source(n))) as Representation;
    // Ten bodies of 4,000 bytes (and a slot's overhead each) fill most of the 64 KiB: held while there is room.
    for (let i = 0; i < 10; i++) await ask(`r${i}`, "identity", i);
    for (let i = 0; i < 10; i++) expect(reps.peek(`r${i}`, "identity"), `r${i}`).toBeDefined();
    for (const coding of ["identity", "br"] as const) {
      const resource = `new-${coding}`;
      const held = (): string[] =>
        [...Array.from({ length: 10 }, (_, i) => `r${i}`), "new-identity"].filter((r) => reps.peek(r, "identity"));
      const before = held();
      const once = await ask(resource, coding, 9);
      expect(reps.peek(resource, coding), coding).toBeUndefined();
      expect(held(), "nothing evicted by a one-off").toEqual(before);
      const twice = await ask(resource, coding, 9);
      expect(reps.peek(resource, coding), coding).toBe(twice);
      expect([twice.etag, twice.coding, Buffer.from(twice.body).equals(Buffer.from(once.body))]).toEqual([once.etag, coding, true]);
      expect(twice.fields(200, "public")).toEqual(once.fields(200, "public"));
      const again = await ask(resource, coding, 9);
      expect(again).toBe(twice);
    }
    expect(loads).toBe(10 + 2 + 2);
    expect(calls).toEqual(["br", "br"]);
  });
});
