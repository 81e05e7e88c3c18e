/**
 * docs/architecture.md against the generator and the endpoint table: the manifest's fields are the ones it documents,
 * and its table of endpoints is the contract table's.
 */
import { describe, expect, it } from "vitest";
import { buildManifest } from "../../generator/files/manifest.ts";
import { CONTRACTS } from "../../schemas/endpoints/index.ts";
import { expectTableList } from "../support/endpoint-table.ts";
import { column, readDoc, tableUnder } from "../support/markdown.ts";

describe("docs/architecture.md", () => {
  it("documents every manifest field, in the order the generator writes them", () => {
    const manifest = buildManifest(new Map([["lite/gw/month/2026-01.json", { sha256: "0".repeat(64), size: 1 }]]), new Map(), {
      generated: "g",
      service: "s",
      lastModified: "l",
      codeVersion: "c",
      coverage: { from: 2026, to: 2026 },
      buildDate: "2026-11-26",
      holidaysConfirmedThrough: 2027,
    });
    const table = tableUnder(readDoc("architecture.md"), "**manifest.json**");
    const documented = table.rows.flatMap(([field]) => [...field!.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]));
    expect(documented).toEqual(Object.keys(manifest));
  });

  it("restates the endpoint table in #endpoints: a row per contract, in its order, with its path, function and MCP tool", () => {
    const table = tableUnder(readDoc("architecture.md"), "## Endpoints");
    expectTableList(
      column(table, "name"),
      CONTRACTS.map((c) => c.name),
      "docs/architecture.md#endpoints' table",
    );
    for (const c of CONTRACTS) {
      const row = table.rows.find(([name]) => name === c.name)!;
      const path = `\`${c.path}\`${c.method === "GET" ? "" : ` (${c.method})`}`;
      expect(row.slice(1, 4), c.name).toEqual([path, c.fn ?? "—", c.tool?.name ?? "—"]);
    }
  });
});
