/**
 * Serving the pages (edge-rules/pages/) through the handler, over a real generated tree (2026):
 * bytes, media types, the CSP, ETag/304, HEAD, the /cal redirect, the HTML 404 and where the
 * JSON 404 stays, and that no static page holds Pro data.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandler } from "../../../edge-rules/handler.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { MemoryRateLimiter } from "../../../edge-rules/access/rate-limit.ts";
import { memoryTokenStore } from "../../../edge-rules/access/token-store.ts";
import { OPENAPI_PATH } from "../../../schemas/files/layout.ts";
import { assetFile, ASSETS, type AssetName, monthPageFile, PAGE_CSP, PAGE_FILES } from "../../../schemas/pages/pages.ts";
import { PRO_ONLY_FIELDS } from "../../../schemas/day.ts";
import { generatedTree, type GeneratedTree, treeFile } from "../../support/generated-tree.ts";
import { operationExamples } from "../../../generator/pages/docs-examples.ts";
import { operations } from "../../../generator/pages/docs-page.ts";
import { LITE_FIELDS, type LiteDay } from "../../../schemas/day.ts";
import { TOKEN_RECORDS } from "../fixtures.ts";

let tree: GeneratedTree;
let root: string;

beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
  root = join(tree.dir, "public");
}, 300_000);
afterAll(() => tree?.cleanup());

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  tree.handler(new Request(`http://127.0.0.1${path}`, { method, headers }));
const file = (path: string) => treeFile(root, path);

describe("pages served by the handler", () => {
  it("serves each page's file with its media type, the strict CSP and the validators", async () => {
    const cases: [string, string, string][] = [
      ["/", PAGE_FILES.index, "text/html; charset=utf-8"],
      ["/docs", PAGE_FILES.docs, "text/html; charset=utf-8"],
      ["/find", PAGE_FILES.find, "text/html; charset=utf-8"],
      ["/find?start=2026-01-01&end=2026-01-31", PAGE_FILES.find, "text/html; charset=utf-8"],
      ["/business", PAGE_FILES.business, "text/html; charset=utf-8"],
      ["/business?q=add&calendar=bank&date=2026-12-28&days=3", PAGE_FILES.business, "text/html; charset=utf-8"],
      ["/cal/2026/05", monthPageFile(2026, 5), "text/html; charset=utf-8"],
      ["/cal/2026/12", monthPageFile(2026, 12), "text/html; charset=utf-8"],
      ["/cal/2026/02/28", PAGE_FILES.day, "text/html; charset=utf-8"],
      ["/openapi.json", OPENAPI_PATH, "application/json; charset=utf-8"],
      // what browsers ask for on their own, whatever Accept says: the icon, never a JSON 404
      ["/favicon.ico", assetFile("favicon.svg"), "image/svg+xml"],
      ...(Object.keys(ASSETS) as AssetName[]).map((name): [string, string, string] => [`/assets/${name}`, assetFile(name), ASSETS[name]]),
    ];
    for (const [path, path2, type] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(file(path2)), path).toBe(true);
      expect(res.headers.get("content-type"), path).toBe(type);
      expect(res.headers.get("content-security-policy"), path).toBe(PAGE_CSP);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("etag"), path).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(res.headers.get("last-modified"), path).toBeTruthy();
      expect(res.headers.get("cache-control"), path).toContain("public");
    }
    expect(PAGE_CSP).toContain("default-src 'self'");
    expect(PAGE_CSP).not.toContain("unsafe");
  });

  it("answers 304 to a matching If-None-Match or If-Modified-Since, and HEAD without a body", async () => {
    const first = await get("/cal/2026/05");
    const etag = first.headers.get("etag")!;
    expect((await get("/cal/2026/06")).headers.get("etag")).not.toBe(etag);
    const again = await get("/cal/2026/05", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect((await get("/cal/2026/05", { "if-modified-since": first.headers.get("last-modified")! })).status).toBe(304);
    expect((await get("/cal/2026/05", { "if-none-match": '"other"' })).status).toBe(200);
    const head = await get("/cal/2026/05", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(file(monthPageFile(2026, 5)).length));
    expect(await head.text()).toBe("");
  });

  it("/cal redirects to the current JST month, clamped to the coverage", async () => {
    const at = (ms: number) =>
      createHandler({
        origin: createFsOrigin({ root }),
        tokens: memoryTokenStore(TOKEN_RECORDS),
        limiter: new MemoryRateLimiter(),
        clock: () => ms,
        config: { serviceName: "koyomi-api", rateLimits: { lite: 1000, pro: 1000, ultra: 1000 } },
      })(new Request("http://127.0.0.1/cal"));
    const inside = await at(Date.UTC(2026, 4, 31, 15, 30)); // 2026-06-01 00:30 JST
    expect(inside.status).toBe(302);
    expect(inside.headers.get("location")).toBe("/cal/2026/06");
    expect(inside.headers.get("cache-control")).toBe("no-store");
    expect((await at(Date.UTC(2020, 0, 1))).headers.get("location")).toBe("/cal/2026/01");
    expect((await at(Date.UTC(2031, 0, 1))).headers.get("location")).toBe("/cal/2026/12");
  });

  it("answers the HTML 404 for page paths that name no page, and months or days outside the coverage", async () => {
    for (const path of [
      "/cal/2025/12",
      "/cal/2027/01",
      "/cal/2026/00",
      "/cal/2026/13",
      "/cal/2026/5",
      "/cal/2026/02/29",
      "/cal/2026/04/31",
      "/cal/2026/05/",
      "/cal/2026",
      "/docs/",
      "/docs/x",
      "/find/x",
      "/business/",
      "/business/x",
      "/assets/",
      "/assets/other.js",
    ]) {
      const res = await get(path);
      if (res.status !== 404) throw new Error(`${path}: ${res.status}`);
      expect(res.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("content-security-policy"), path).toBe(PAGE_CSP);
      expect(await res.text(), path).toBe(file(PAGE_FILES.notFound).toString("utf8"));
    }
  });

  it("keeps the JSON 404 for API clients off the page paths, and gives browsers the HTML one", async () => {
    for (const path of [
      "/nope",
      "/manifest.json",
      "/lite/gw/day/2026-01-01.json",
      "/pro/gw/day/2026-01-01.json",
      "/gw/nope",
      "/gw/day/2026-01-01/x",
    ]) {
      const json = await get(path);
      expect(json.status, path).toBe(404);
      expect((await json.json()).code, path).toBe("NOT_FOUND");
    }
    for (const path of ["/nope", "/index.html", "/Docs", "/manifest.json"]) {
      const html = await get(path, { accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
      expect(html.status, path).toBe(404);
      expect(html.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
    }
    // API paths stay JSON whatever the client accepts
    const api = await get("/gw/nope", { accept: "text/html" });
    expect(api.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect((await get("/pro/gw/day/2026-01-01.json", { accept: "text/html" })).status).toBe(404);
  });

  it("no static page holds Pro data: the month pages and shells carry lite fields only", () => {
    const pages: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(html|js|css|svg)$/.test(name)) pages.push(full);
      }
    };
    walk(join(root, "lite"));
    expect(pages.length).toBe(Object.keys(PAGE_FILES).length + Object.keys(ASSETS).length);
    // the month pages, rendered by the edge from the lite month files
    const months = Array.from({ length: 12 }, (_, i) => monthPageFile(2026, i + 1));
    const proValues = new Set(tree.records.flatMap((r) => [r.nengo, r.eto, r.junichoku, r.shuku28, r.kou72]));
    // the API reference shows the OpenAPI document's own Pro example, public in /openapi.json already
    for (const path of [...pages.filter((p) => p.endsWith(".html") && !p.endsWith("docs.html")), ...months]) {
      const text = path.startsWith("lite/") ? treeFile(root, path).toString("utf8") : readFileSync(path, "utf8");
      for (const key of PRO_ONLY_FIELDS) expect(text.includes(`"${key}":`), `${path} ${key}`).toBe(false);
      if (path.includes("/cal/")) for (const value of proValues) expect(text.includes(`>${value}<`), `${path} ${value}`).toBe(false);
    }
  });

  it("the API reference has an example for every operation of the document, and the examples are what the API answers", async () => {
    const doc = JSON.parse(file(OPENAPI_PATH).toString("utf8"));
    const firstDays = tree.records
      .slice(0, 7)
      .map((r) => Object.fromEntries(LITE_FIELDS.filter((k) => k in r).map((k) => [k, r[k]])) as LiteDay);
    const examples = operationExamples({ from: 2026, to: 2026 }, firstDays);
    const page = file(PAGE_FILES.docs).toString("utf8");
    const ids = operations(doc).map(([, , op]) => op.operationId as string);
    expect(ids.length).toBeGreaterThanOrEqual(7);
    for (const id of ids) {
      const example = examples[id];
      expect(example, `${id}: add its example to generator/pages/docs-examples.ts`).toBeDefined();
      expect(page, id).toContain(`id="op-${id}"`);
      expect(page, id).toContain(`href="${example!.request.replaceAll("&", "&amp;")}"`);
      if (example!.credential || example!.shortened) continue;
      const res = await get(example!.request);
      expect(res.status, id).toBe(200);
      if (typeof example!.response === "string") expect(await res.text(), id).toBe(example!.response);
      else expect(await res.json(), id).toEqual(example!.response);
    }
  });
});
