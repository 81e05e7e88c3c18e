/**
 * The glossary through the Node server (node:http + fs origin), started on 127.0.0.1 port 0 over
 * the fixture tree with the real glossary file, and stopped after.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { createTokenFileStore } from "../../../edge-rules/node/token-file.ts";
import { glossaryFileText } from "../../../schemas/glossary/index.ts";
import { GLOSSARY_PATH } from "../../../schemas/files/layout.ts";
import { START_TIME, TOKENS } from "../fixtures.ts";
import { writeFixtureTree } from "./tree.ts";

let tree: Awaited<ReturnType<typeof writeFixtureTree>>;
let server: RunningServer;
const GLOSSARY = glossaryFileText();

beforeAll(async () => {
  tree = await writeFixtureTree();
  const file = join(tree.dataDir, ...GLOSSARY_PATH.split("/"));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, GLOSSARY);
  server = await startServer({
    host: "127.0.0.1",
    port: 0,
    dataDir: tree.dataDir,
    tokens: createTokenFileStore(tree.tokensFile, { recheckMs: 0 }),
    rateLimits: { lite: 100, pro: 100, ultra: 100 },
    clock: () => START_TIME,
    onError: () => {},
  });
});

afterAll(async () => {
  await server?.close(100);
  await tree?.cleanup();
});

describe("Node server: the glossary", () => {
  it("serves the file for both styles, with ETag/304, HEAD and no credential", async () => {
    // identity throughout: the lengths and tags of the body itself (coded answers: compression tests)
    const identity = { "accept-encoding": "identity" };
    const pretty = await fetch(`${server.url}/gw/glossary`, { headers: identity });
    const body = await pretty.text();
    expect(pretty.status).toBe(200);
    expect(body).toBe(GLOSSARY);
    expect(pretty.headers.get("cache-control")).toMatch(/^public/);
    const query = await fetch(`${server.url}/gw.php?fn=glossary`, { headers: identity });
    expect(await query.text()).toBe(body);
    const etag = pretty.headers.get("etag")!;
    expect(query.headers.get("etag")).toBe(etag);

    const cond = await fetch(`${server.url}/gw/glossary`, { headers: { ...identity, "if-none-match": etag } });
    expect(cond.status).toBe(304);
    expect(await cond.text()).toBe("");

    const head = await fetch(`${server.url}/gw/glossary`, { method: "HEAD", headers: identity });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(head.headers.get("etag")).toBe(etag);

    const pro = await fetch(`${server.url}/gw/glossary`, { headers: { authorization: `Bearer ${TOKENS.pro}` } });
    expect(await pro.text()).toBe(body);
    expect(pro.headers.get("cache-control")).toMatch(/^private/);
  });
});
