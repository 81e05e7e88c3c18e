/**
 * The endpoint table (docs/architecture.md#endpoints): every contract of schemas/endpoints/ has
 * its behaviour in edge-rules/endpoints/ (or, for POST /mcp, mcp/), its operation in the OpenAPI
 * document, its path in docs/interface.md and llms.txt, and its path segments among the fuzzed
 * ones; and every module file is in its table.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pathSegments } from "../../schemas/endpoint.ts";
import { API_ENDPOINT_IDS, CONTRACTS, ENDPOINT_CONTRACTS } from "../../schemas/endpoints/index.ts";
import { route } from "../../edge-rules/routing/route.ts";
import { llmsText } from "../../schemas/llms.ts";
import { MCP_PATH } from "../../schemas/mcp.ts";
import { buildOpenApiDocument } from "../../schemas/openapi.ts";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const read = (path: string): string => readFileSync(resolve(repo, path), "utf8");
const modules = (dir: string): string[] =>
  readdirSync(resolve(repo, dir))
    .filter((f) => f.endsWith(".ts") && f !== "index.ts")
    .map((f) => f.slice(0, -3));

describe("the endpoint table", () => {
  const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, { operationId: string }>> };
  const interfaceDoc = read("docs/interface.md");
  const llms = llmsText({ from: 2026, to: 2026 });
  const fuzz = read("test/edge-rules/fuzz.test.ts");

  it("lists every contract module once, and every behaviour module, under the contract's name", () => {
    expect(CONTRACTS.map((c) => c.name).sort()).toEqual(modules("schemas/endpoints").sort());
    // The behaviour table is typed by the contract table's keys (tsc checks it is complete); its modules are named as the contracts.
    const behaviours = API_ENDPOINT_IDS.map((id) => ENDPOINT_CONTRACTS[id].name);
    expect(behaviours.filter((m) => !modules("edge-rules/endpoints").includes(m))).toEqual([]);
    // An identifier is its module name in camelCase.
    for (const [id, contract] of Object.entries(ENDPOINT_CONTRACTS))
      expect(contract.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())).toBe(id);
  });

  for (const contract of CONTRACTS) {
    it(`${contract.name}: router table, OpenAPI, docs/interface.md, llms.txt, fuzz`, () => {
      if (contract.path === MCP_PATH) expect(read("edge-rules/handler.ts")).toContain("isMcpUrl");
      else expect(API_ENDPOINT_IDS.filter((id) => ENDPOINT_CONTRACTS[id] === contract)).toHaveLength(1);
      expect(doc.paths[contract.path]?.[contract.method.toLowerCase()]?.operationId).toBe(contract.operationId);
      const documented = contract.path.replace("/gw/calendar.ics", "/gw/calendar.ics?");
      expect(interfaceDoc.includes(documented), `docs/interface.md names ${documented} (its row in #endpoints)`).toBe(true);
      expect(llms.includes(`${contract.method} ${contract.path}`), `llms.txt names ${contract.method} ${contract.path}`).toBe(true);
    });
  }

  it("gives every MCP tool a gw.php function to call, but the two that answer themselves (mcp/tools.ts)", () => {
    const own = CONTRACTS.filter((c) => c.tool && c.fn === null).map((c) => c.tool!.name);
    expect(own).toEqual(["calendar_feed_url"]);
    expect(CONTRACTS.find((c) => c.tool?.name === "explain")?.fn).toBe("glossary");
  });

  // redocly.yaml turns off no-ambiguous-paths for the one pair docs/interface.md#business-days fixes; this keeps it to that pair.
  it("has no two path templates that match one URL, but business add and count, which the router settles", () => {
    const overlapping: string[] = [];
    for (const [i, a] of CONTRACTS.entries()) {
      for (const b of CONTRACTS.slice(i + 1)) {
        const [sa, sb] = [pathSegments(a.path), pathSegments(b.path)];
        const clash =
          sa.length === sb.length && sa.every((x, k) => !("literal" in x && "literal" in sb[k]! && x.literal !== sb[k].literal));
        if (clash) overlapping.push(`${a.name} ~ ${b.name}`);
      }
    }
    // business/gotobi/{year}/{month} overlaps business/{date}/add/{days} only at /gw/business/gotobi/add/…, which neither answers with data.
    expect(overlapping).toEqual(["business-add ~ business-count", "business-add ~ business-gotobi"]);
    // Only /gw/business/count/add/{x} matches both, and neither answers it with data: "count" is
    // no date and "add" no start. The first in the table takes it: a 400 naming the date.
    expect(route(new URL("http://x/gw/business/count/add/5"))?.endpoint).toBe("businessAdd");
    expect(route(new URL("http://x/gw/business/count/2027-03-01/2027-03-31"))?.endpoint).toBe("businessCount");
    expect(route(new URL("http://x/gw/business/2027-03-01/add/5"))?.endpoint).toBe("businessAdd");
  });

  it("fuzzes every endpoint's path segments (derived from the table)", () => {
    expect(fuzz).toMatch(/CONTRACTS\.flatMap\(\(c\) => pathSegments\(c\.path\)/);
  });
});
