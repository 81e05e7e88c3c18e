/**
 * The client's documentation lists every method: its README's method table, and docs/interface.md
 * "TypeScript client", which shows each operation with curl beside the client call.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { METHODS } from "../../../clients/typescript/src/index.ts";
import { column, tableUnder } from "../../support/markdown.ts";
import { expectTableList } from "../../support/endpoint-table.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const read = (path: string): string => readFileSync(resolve(ROOT, path), "utf8");
const methods = Object.values(METHODS).sort();

describe("the client's documentation", () => {
  it("clients/typescript/README.md lists every method", () => {
    const listed = column(tableUnder(read("clients/typescript/README.md"), "## Methods"), "method").map(
      (cell) => /^`(\w+)\(/.exec(cell)![1]!,
    );
    expectTableList(listed, methods, "clients/typescript/README.md's method table", false);
  });

  it("docs/interface.md shows every method beside its curl", () => {
    const table = tableUnder(read("docs/interface.md"), "## TypeScript client");
    const calls = column(table, "TypeScript client").map((cell) => /^`await \w+\.(\w+)\(/.exec(cell)![1]!);
    expectTableList([...new Set(calls)], methods, "docs/interface.md's TypeScript client table", false);
    for (const cell of column(table, "curl")) expect(cell).toMatch(/^`curl /);
  });
});
