/**
 * A token hash listed twice in the tokens file (a hand edit: the revoked entry copied back as
 * active, in either order) stays revoked: a revocation wins over any duplicate, on the served
 * server (startServer, Node fetch) and in the in-memory store.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { writeTokenFile, type TokenFileEntry } from "../../../edge-rules/node/token-file.ts";
import { memoryTokenStore, prevailingRecord } from "../../../edge-rules/access/token-store.ts";
import { sha256, writeFixtureTree } from "./tree.ts";

const TOKEN = "duplicated-token-GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGG";

const entry = (id: string, revoked: boolean): TokenFileEntry => ({
  id,
  sha256: sha256(TOKEN),
  plan: "pro",
  label: id,
  created: "2025-01-01T00:00:00.000Z",
  expires: null,
  revoked,
});

let tree: Awaited<ReturnType<typeof writeFixtureTree>>;
let server: RunningServer;
const tokensFile = (): string => join(tree.dir, "duplicates.json");

beforeAll(async () => {
  tree = await writeFixtureTree();
  await writeTokenFile(tokensFile(), { tokens: [] });
  server = await startServer({ host: "127.0.0.1", port: 0, dataDir: tree.dataDir, tokensFile: tokensFile() });
});
afterAll(async () => {
  await server?.close(100);
  await tree?.cleanup();
});

/** The status of a Pro request with the duplicated token, after the store has re-read the file (it re-checks once a second). */
async function proStatusAfterReload(): Promise<number> {
  await new Promise((r) => setTimeout(r, 1_100));
  const res = await fetch(`${server.url}/gw/day/2025-01-01?view=pro`, { headers: { authorization: `Bearer ${TOKEN}` } });
  await res.arrayBuffer();
  return res.status;
}

describe("a hash listed twice: the revocation wins", () => {
  it("on the server, whichever entry comes first", async () => {
    await writeTokenFile(tokensFile(), { tokens: [entry("tok_a", false)] });
    expect(await proStatusAfterReload()).toBe(200);
    await writeTokenFile(tokensFile(), { tokens: [entry("tok_a", true), entry("tok_b", false)] });
    expect(await proStatusAfterReload()).toBe(403);
    await writeTokenFile(tokensFile(), { tokens: [entry("tok_b", false), entry("tok_a", true)] });
    expect(await proStatusAfterReload()).toBe(403);
  }, 15_000);

  it("in the in-memory store and its rule", async () => {
    const store = memoryTokenStore([{ ...entry("tok_a", true), sha256: sha256(TOKEN).toUpperCase() }, entry("tok_b", false)]);
    expect(store.lookup(sha256(TOKEN))).toMatchObject({ id: "tok_a", revoked: true });
    expect(prevailingRecord({ id: "x", plan: "pro" }, { id: "y", plan: "ultra", revoked: true })).toMatchObject({ id: "y" });
    expect(prevailingRecord({ id: "x", plan: "pro", revoked: true }, { id: "y", plan: "ultra" })).toMatchObject({ id: "x" });
    expect(prevailingRecord({ id: "x", plan: "pro" }, { id: "y", plan: "ultra" })).toMatchObject({ id: "x" });
  });
});
