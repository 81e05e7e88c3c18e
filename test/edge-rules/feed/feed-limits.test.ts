/**
 * Heavy calendar feeds are bounded (docs/interface.md#calendar-subscriptions), against the
 * server exactly as `npm start` builds it (startServer: node:zlib compressor, 127.0.0.1, port 0)
 * over a real generated tree (2020–2030): a feed over FEED_MAX_EVENTS is a JSON 400
 * FEED_TOO_LARGE; the heaviest allowed feeds are compressed when the client accepts br or gzip
 * and decode to the identity bytes; a cheap `/gw/day` stays fast while four of them are built;
 * more distinct feeds at once than the build slots and the queue hold get 503 SERVICE_BUSY with
 * Retry-After, the rest 200.
 */
import { request as httpRequest } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { memoryTokenStore } from "../../../edge-rules/access/token-store.ts";
import { FEED_BUSY_RETRY_S, FEED_MAX_BUILDS, FEED_MAX_EVENTS, FEED_MAX_WAITING } from "../../../schemas/feed.ts";
import { NOTE_ENTRIES } from "../../../schemas/glossary/notes.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKEN_RECORDS, TOKENS } from "../fixtures.ts";

const YEARS = "years=2020-2030";
const ULTRA = `token=${TOKENS.ultra}`;
/** Everything at once over 11 years: 22,000+ events (7.6 MB before this limit existed). */
const OVER_LIMIT = `/gw/calendar.ics?include=holiday,rokuyou,sekki,zassetsu,moon,kou72&notes=${NOTE_ENTRIES.map((n) => n.id).join(",")}&purpose=wedding&${YEARS}&${ULTRA}`;
/** Four distinct feeds near the limit (about 4,750 events, 1.7 MB each). */
const HEAVIEST = [
  `/gw/calendar.ics?include=holiday,rokuyou,sekki,moon&${YEARS}&${ULTRA}`,
  `/gw/calendar.ics?include=holiday,rokuyou,sekki,moon&${YEARS}&lang=en&${ULTRA}`,
  `/gw/calendar.ics?include=rokuyou&notes=tensha,ichiryu-manbai&${YEARS}&${ULTRA}`,
  `/gw/calendar.ics?include=rokuyou&notes=tensha,ichiryu-manbai&${YEARS}&lang=en&${ULTRA}`,
];

let tree: GeneratedTree;
let server: RunningServer;
beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
  server = await startServer({
    host: "127.0.0.1",
    port: 0,
    origin: createFsOrigin({ root: `${tree.dir}/public` }),
    tokens: memoryTokenStore(TOKEN_RECORDS),
    rateLimits: { lite: 1_000_000, pro: 1_000_000, ultra: 1_000_000 },
    onError: () => {},
  });
}, 180_000);
afterAll(async () => {
  await server?.close(100);
  tree?.cleanup();
});

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The bytes as received (not decoded). */
  readonly bytes: Buffer;
}

/** One request with exactly these headers, as curl sends them (nothing decoded), bounded in time. */
function send(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const r = httpRequest({ host: url.hostname, port: url.port, path, headers, agent: false, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    r.on("timeout", () => r.destroy(new Error(`${path}: no answer within 60 s`)));
    r.on("error", reject);
    r.end();
  });
}

const events = (text: string): number => text.split("BEGIN:VEVENT").length - 1;

describe("heavy feeds do not starve cheap requests", () => {
  it("while four of the heaviest allowed feeds are built, a cheap /gw/day's p99 stays under 250 ms", async () => {
    // The first requests of these feeds (this test runs first), so all four are really built; the tests below are
    // answered from the representations held, as a second subscriber of a feed is.
    const paths = HEAVIEST;
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    let done = false;
    const feeds = Promise.all(paths.map((p) => send(p, { "accept-encoding": "br" }))).finally(() => (done = true));
    const latencies: number[] = [];
    const deadline = performance.now() + 60_000;
    for (let i = 0; (!done || latencies.length < 20) && i < 2_000 && performance.now() < deadline; i++) {
      const t0 = performance.now();
      const day = await fetch(`${server.url}/gw/day/2025-0${1 + (i % 9)}-1${i % 10}`, { signal: AbortSignal.timeout(10_000) });
      await day.arrayBuffer();
      latencies.push(performance.now() - t0);
      expect(day.status).toBe(200);
      // A cheap request every few milliseconds, as users' arrive, not back to back: a loop of them took as much CPU as
      // the builds (1,260 requests in two seconds) and its samples are no more likely to meet a stalled event loop.
      await new Promise((wake) => setTimeout(wake, 5));
    }
    const answers = await feeds;
    delay.disable();
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    console.info(
      `cheap /gw/day during four heavy builds: ${latencies.length} requests, p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; ` +
        `event-loop delay max ${(delay.max / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms`,
    );
    expect(latencies.length).toBeGreaterThanOrEqual(20);
    expect(p(0.99)).toBeLessThan(250);
  }, 120_000);
});

describe("the event limit", () => {
  it(`a feed of more than ${FEED_MAX_EVENTS} events is a JSON 400 FEED_TOO_LARGE naming the limit, also the second time`, async () => {
    for (let i = 0; i < 2; i++) {
      const t0 = performance.now();
      const answer = await send(OVER_LIMIT, { "accept-encoding": "br, gzip" });
      const ms = performance.now() - t0;
      expect(answer.status).toBe(400);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("no-store");
      const body = JSON.parse(answer.bytes.toString("utf8"));
      expect(body).toMatchObject({ ok: false, code: "FEED_TOO_LARGE" });
      expect(body.error).toContain(FEED_MAX_EVENTS.toLocaleString("en"));
      console.info(`over-limit feed refused in ${ms.toFixed(0)} ms (request ${i + 1})`);
    }
  });

  it("the heaviest allowed feeds are served whole, at most the limit", async () => {
    for (const path of HEAVIEST) {
      const answer = await send(path);
      expect(answer.status).toBe(200);
      const text = answer.bytes.toString("utf8");
      expect(events(text)).toBeGreaterThan(4_500);
      expect(events(text)).toBeLessThanOrEqual(FEED_MAX_EVENTS);
      expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    }
  });
});

describe("compression", () => {
  it("a heavy feed is br or gzip as the client accepts, decodes to the identity bytes, and identity without Accept-Encoding", async () => {
    const path = HEAVIEST[0]!;
    const identity = await send(path);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    const br = await send(path, { "accept-encoding": "br" });
    const gzip = await send(path, { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.bytes).equals(identity.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(identity.bytes)).toBe(true);
    expect(br.bytes.length).toBeLessThan(identity.bytes.length / 10);
    expect(Number(br.headers["content-length"])).toBe(br.bytes.length);
    expect(br.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(new Set([identity.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    console.info(`heaviest feed: ${identity.bytes.length} bytes identity, ${br.bytes.length} br, ${gzip.bytes.length} gzip`);
  });

  it("Node fetch (which sends Accept-Encoding) gets a coded feed and reads the calendar", async () => {
    const response = await fetch(server.url + HEAVIEST[1]!, { signal: AbortSignal.timeout(60_000) });
    expect(response.status).toBe(200);
    expect(["br", "gzip"]).toContain(response.headers.get("content-encoding"));
    expect((await response.text()).startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  });
});

describe("the cap on concurrent builds", () => {
  it(`more distinct feeds at once than ${FEED_MAX_BUILDS} building + ${FEED_MAX_WAITING} waiting: the rest are 503 SERVICE_BUSY with Retry-After, the others 200`, async () => {
    const notes = NOTE_ENTRIES.slice(0, 20).map((n) => n.id);
    const paths = notes.flatMap((note) =>
      ["ja", "en"].map((lang) => `/gw/calendar.ics?include=rokuyou&notes=${note}&years=2025-2030&lang=${lang}&${ULTRA}`),
    );
    expect(paths.length).toBeGreaterThan(2 * (FEED_MAX_BUILDS + FEED_MAX_WAITING));
    const answers = await Promise.all(paths.map((p) => send(p)));
    const busy = answers.filter((a) => a.status === 503);
    console.info(`${paths.length} distinct feeds at once: ${answers.length - busy.length} served, ${busy.length} refused`);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 503 && a.status !== 200)).toEqual([]);
    for (const a of busy) {
      expect(a.headers["retry-after"]).toBe(String(FEED_BUSY_RETRY_S));
      expect(a.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(JSON.parse(a.bytes.toString("utf8"))).toMatchObject({ ok: false, code: "SERVICE_BUSY" });
    }
    // Nothing is stuck: after the burst, a refused feed is served.
    const again = await send(paths[answers.findIndex((a) => a.status === 503)]!);
    expect(again.status).toBe(200);
  }, 120_000);
});
