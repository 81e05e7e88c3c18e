/** docs/architecture.md against the generator: the manifest's fields are the ones it documents. */
import { describe, expect, it } from "vitest";
import { buildManifest } from "../../generator/files/manifest.ts";
import { readDoc, tableUnder } from "../support/markdown.ts";

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
});
