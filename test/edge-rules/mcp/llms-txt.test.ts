/**
 * `/llms.txt` over a real generated tree: the generator's lite file served byte for byte as
 * text/plain with ETag/304, listing every endpoint of the OpenAPI document, every MCP tool, every
 * plan and every vocabulary field with all its glossary ids, and no token.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GLOSSARY_FIELDS, buildGlossary } from "../../../schemas/glossary/index.ts";
import { LLMS_PATH } from "../../../schemas/files/layout.ts";
import { MCP_TOOL_NAMES } from "../../../schemas/endpoints/index.ts";
import { buildOpenApiDocument } from "../../../schemas/openapi.ts";
import { GATEWAY_SUBSCRIPTIONS, PLAN_NAMES } from "../../../schemas/plans.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKENS } from "../fixtures.ts";
import { raw, realServerForSuite } from "./real-server.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
}, 120_000);
afterAll(() => tree?.cleanup());

const get = (target: string, headers: Record<string, string> = {}) => tree.handler(new Request(`http://x${target}`, { headers }));
const server = realServerForSuite();

describe("GET /llms.txt", () => {
  it("serves the generated file as text/plain with ETag and 304, for every caller", async () => {
    const res = await get("/llms.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("x-upgrade-info")).toBeNull();
    const text = await res.text();
    expect(text).toBe(readFileSync(join(tree.dir, "public", LLMS_PATH), "utf8"));
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await get("/llms.txt", { "if-none-match": etag })).status).toBe(304);
    const pro = await get("/llms.txt", { authorization: `Bearer ${TOKENS.pro}` });
    expect(pro.headers.get("etag")).toBe(etag);
    expect(await pro.text()).toBe(text);
    expect((await get("/llms.txt", { authorization: `Bearer ${TOKENS.revoked}` })).status).toBe(403);
    expect((await get("/gw.php?fn=llms")).status).toBe(400); // not a gw.php function
    expect((await get("/llms.txt/")).status).toBe(404);
  });

  it("is the same file on the server as npm start builds it, to Node fetch (compressed) and to a client that asks no coding (curl)", async () => {
    const file = readFileSync(join(tree.dir, "public", LLMS_PATH), "utf8");
    const fetched = await fetch(`${server()}/llms.txt`);
    expect([fetched.status, fetched.headers.get("content-type")]).toEqual([200, "text/plain; charset=utf-8"]);
    expect(fetched.headers.get("content-encoding")).not.toBeNull(); // Node fetch asks for a coding and gets one
    expect(await fetched.text()).toBe(file);
    const plain = await raw(server(), "GET", "/llms.txt", {});
    expect([plain.status, plain.headers["content-encoding"]]).toEqual([200, undefined]);
    expect(plain.bytes.toString("utf8")).toBe(file);
    expect(file).toMatch(/^- lite: no credential \(free\) or gateway BASIC;/m);
  });

  it("lists every endpoint (with an example), every MCP tool, every plan and every vocabulary field with all its ids, and no token", async () => {
    const text = await (await get("/llms.txt")).text();
    const doc = buildOpenApiDocument({ coverage: { from: 2026, to: 2026 } }) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        const at = text.indexOf(`- ${method.toUpperCase()} ${path} — `);
        expect(at, `${method} ${path}`).toBeGreaterThan(-1);
        expect(text.slice(at).split("\n")[1], `${path} example`).toMatch(/^ {2}Example: (GET|POST) \//);
      }
    }
    for (const tool of MCP_TOOL_NAMES) expect(text).toContain(`- ${tool}: `);
    for (const plan of PLAN_NAMES) expect(text).toMatch(new RegExp(`^- ${plan}: .*requests per minute$`, "m"));
    // Each gateway subscription on its plan's line (BASIC is the free plan's).
    for (const [subscription, plan] of Object.entries(GATEWAY_SUBSCRIPTIONS))
      expect(text, subscription).toMatch(new RegExp(`^- ${plan}: [^\n;]*gateway [A-Z/]*\\b${subscription}\\b`, "m"));
    const glossary = buildGlossary();
    const vocabulary = text.slice(text.indexOf("## Vocabulary")).split("\n");
    for (const field of GLOSSARY_FIELDS) {
      const line = vocabulary.findIndex((l) => l.startsWith(`- ${field}: `));
      expect(line, field).toBeGreaterThan(-1);
      const ids = vocabulary[line + 1]!;
      for (const entry of glossary.fields[field]) expect(ids, `${field} ${entry.id}`).toContain(`${entry.id} ${entry.label}`);
    }
    for (const purpose of glossary.purposes) expect(text).toContain(`${purpose.id} ${purpose.label}`);
    for (const token of Object.values(TOKENS)) expect(text).not.toContain(token);
    expect(text).not.toMatch(/[A-Za-z0-9_-]{43}/); // no issued-token-shaped string (256 bits, base64url)
    expect(text).toContain("2026-01-01 to 2026-12-31");
  });
});
