/**
 * `/gw/health` on the Node server over a real directory: 200 with the data version and coverage
 * while the generated tree is there; 503 with a reason once the data is removed, so a load
 * balancer stops sending traffic to the node.
 */
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { HealthResponse, HealthUnavailableResponse } from "../../../schemas/responses.ts";
import { DATA_VERSION } from "../fixtures.ts";
import { writeFixtureTree } from "./tree.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A server over a fresh fixture tree whose origin re-checks the manifest on every request. */
async function serve(): Promise<{ server: RunningServer; dataDir: string }> {
  const tree = await writeFixtureTree();
  const server = await startServer({
    port: 0,
    origin: createFsOrigin({ root: tree.dataDir, recheckMs: 0 }),
    tokensFile: tree.tokensFile,
    onError: () => {},
  });
  cleanups.push(async () => {
    await server.close(100);
    await tree.cleanup();
  });
  return { server, dataDir: tree.dataDir };
}

async function health(server: RunningServer): Promise<{ status: number; json: any; cache: string | null }> {
  const res = await fetch(`${server.url}/gw/health`);
  return { status: res.status, json: await res.json(), cache: res.headers.get("cache-control") };
}

describe("health on the Node server", () => {
  it("200 ok:true with the data version and coverage; 503 MANIFEST_UNAVAILABLE once the data is removed", async () => {
    const { server, dataDir } = await serve();
    const up = await health(server);
    expect(up.status).toBe(200);
    expect(up.json).toMatchObject({ ok: true, dataVersion: DATA_VERSION, coverage: { from: 2024, to: 2025 } });
    expect(HealthResponse.safeParse(up.json).success).toBe(true);

    await rm(dataDir, { recursive: true, force: true });
    const down = await health(server);
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ ok: false, reason: "MANIFEST_UNAVAILABLE" });
    expect(HealthUnavailableResponse.safeParse(down.json).success).toBe(true);
    expect(down.cache).toBe("no-store");
    expect(JSON.stringify(down.json)).not.toContain(dataDir);
  });

  it("503 DATA_MISSING when the manifest is there but the coverage's data is not; DATA_INVALID when it is damaged", async () => {
    const missing = await serve();
    await rm(join(missing.dataDir, "lite", "gw", "month", "2024-01.json"));
    expect((await health(missing.server)).json).toMatchObject({ ok: false, reason: "DATA_MISSING" });

    const damaged = await serve();
    await writeFile(join(damaged.dataDir, "pro", "gw", "month", "2025-12.json"), "[\n{}\n]\n");
    const answer = await health(damaged.server);
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({ ok: false, reason: "DATA_INVALID" });
  });
});
