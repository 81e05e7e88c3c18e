/**
 * The client inside the Workers runtime: bundled by esbuild as the package's ESM (src/index.ts),
 * loaded by a small worker in workerd (Miniflare, the runtime wrangler runs), calling the Node
 * server exactly as `npm start` builds it (over the fixture tree of test/edge-rules/fixtures.ts)
 * with workerd's own fetch, URL and Headers: a Pro day, its 304 revalidation, CSV text and a
 * KoyomiError. Bounded: one worker, five requests, well under a few seconds.
 */
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { memoryTokenStore } from "../../../edge-rules/access/token-store.ts";
import { FixtureOrigin, START_TIME, TOKEN_RECORDS, TOKENS } from "../../edge-rules/fixtures.ts";

const CLIENT = resolve(import.meta.dirname, "../../../clients/typescript");

/** The worker: runs the calls and answers what it saw, as JSON. */
const WORKER = `
import { KoyomiClient, KoyomiError } from "./client.mjs";
export default {
  async fetch(request, env) {
    const statuses = [];
    const client = new KoyomiClient({
      baseUrl: env.BASE,
      token: env.TOKEN,
      etagCache: true,
      fetch: async (url, init) => {
        const response = await fetch(url, init);
        statuses.push(response.status);
        return response;
      },
    });
    const health = await client.health();
    const day = await client.day("2025-01-01", { view: "pro" });
    const again = await client.day("2025-01-01", { view: "pro" });
    const csv = await client.day("2025-01-01", { format: "csv" });
    let error;
    try {
      await client.day("2025-02-29");
    } catch (e) {
      error = { isKoyomiError: e instanceof KoyomiError, status: e.status, code: e.code, body: e.body };
    }
    return Response.json({ view: health.view, day, same: JSON.stringify(day) === JSON.stringify(again), csv: csv.split("\\r\\n")[0], error, statuses, process: typeof process });
  },
};
`;

let server: RunningServer;
let mf: Miniflare | undefined;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    origin: new FixtureOrigin(),
    tokens: memoryTokenStore(TOKEN_RECORDS),
    clock: () => START_TIME,
    onError: () => {},
  });
  const bundle = await build({
    entryPoints: [join(CLIENT, "src/index.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
  });
  mf = new Miniflare({
    modules: [
      { type: "ESModule", path: "worker.mjs", contents: WORKER },
      { type: "ESModule", path: "client.mjs", contents: bundle.outputFiles[0]!.text },
    ],
    compatibilityDate: "2025-01-01",
    bindings: { BASE: server.url, TOKEN: TOKENS.pro },
  });
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  await server?.close(100);
});

it("runs in workerd: a Pro day, a 304 from the ETag cache, CSV text, a KoyomiError", async () => {
  const response = await mf!.dispatchFetch("http://worker.test/");
  const seen = (await response.json()) as Record<string, any>;
  expect(response.status, JSON.stringify(seen)).toBe(200);
  expect(seen.process).toBe("undefined");
  expect(seen.view).toBe("pro");
  expect(seen.day).toMatchObject({ ok: true, view: "pro", date: "2025-01-01" });
  expect(seen.same).toBe(true);
  expect(seen.csv).toMatch(/^iso,y,m,d,youbi/);
  expect(seen.error).toMatchObject({ isKoyomiError: true, status: 400, code: "INVALID_DATE", body: { date: "2025-02-29" } });
  expect(seen.statuses).toEqual([200, 200, 304, 200, 400]);
});
