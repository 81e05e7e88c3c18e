/**
 * The Python client and the OpenAPI document agree (clients/python/scripts/generate.ts):
 *
 * 1. the committed generated files are exactly what the generator writes from schemas/ now (after a schema change,
 *    `npm run client:generate`);
 * 2. the generator follows the document: a document changed three ways (a new query parameter, a new field of the
 *    error body, a new operation) changes exactly the method, the error's attributes and the new method;
 * 3. clients/python/README.md lists every method with its parameters as generated.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../../schemas/openapi.ts";
import { clientOperations } from "../../../clients/typescript/scripts/generate.ts";
import { GENERATED_FILES, GENERATED_HEADER, generatePythonSources, pythonMethods } from "../../../clients/python/scripts/generate.ts";
import { column, tableUnder } from "../../support/markdown.ts";
import { expectTableList } from "../../support/endpoint-table.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const CLIENT = join(ROOT, "clients/python");
const doc = buildOpenApiDocument() as Record<string, any>;

/** The lines of `text` between `def name(` and the next `def ` at the same indent (the last definition of the name). */
function definition(text: string, name: string): string {
  const start = text.lastIndexOf(`    def ${name}(`);
  if (start < 0) return "";
  const end = text.indexOf("\n    def ", start + 1);
  const endOfClass = text.indexOf("\n\n\nclass ", start + 1);
  const stop = [end, endOfClass].filter((i) => i > 0);
  return text.slice(start, stop.length > 0 ? Math.min(...stop) : undefined);
}

describe("the generated files", () => {
  it("are what the generator writes from schemas/ now (else: npm run client:generate)", () => {
    const fresh = generatePythonSources();
    for (const file of GENERATED_FILES) {
      const committed = readFileSync(join(CLIENT, file), "utf8");
      expect(committed.split("\n")[0]).toBe(GENERATED_HEADER);
      expect(committed === fresh[file], `clients/python/${file} is stale: run npm run client:generate`).toBe(true);
    }
  });

  it("have one method per operation of the document, named as the TypeScript client's in snake case", () => {
    const operations = generatePythonSources()["koyomi_api/operations.py"];
    const methods = pythonMethods(doc);
    expect(Object.keys(methods)).toEqual(clientOperations(doc).map((o) => o.id));
    expect(methods["getBirthChart"]).toBe("birth_chart");
    expect(methods["addBusinessDays"]).toBe("add_business_days");
    for (const [id, method] of Object.entries(methods)) {
      expect(operations, id).toContain(`    ${JSON.stringify(id)}: Operation(`);
      expect(operations, id).toContain(`    def ${method}(`);
    }
    expect(operations).toContain("    def iter_find(");
  });

  it("follow a changed document: a query parameter, an error field and an operation", () => {
    const before = generatePythonSources(doc);
    const changed = structuredClone(doc);
    changed.paths["/gw/day/{date}"].get.parameters.push({ name: "from", in: "query", schema: { type: "string", enum: ["a", "b"] } });
    const error = changed.components.schemas.ErrorResponse;
    error.properties.seeAlso = { type: "array", items: { type: "string" }, description: "where the error is explained" };
    changed.paths["/gw/new/{x}"] = {
      get: {
        ...changed.paths["/gw/glossary"].get,
        operationId: "getNewThing",
        summary: "A new thing",
        parameters: [{ name: "x", in: "path", required: true, schema: { type: "string" } }],
      },
    };
    const after = generatePythonSources(changed);
    const ops = (files: Record<string, string>): string => files["koyomi_api/operations.py"]!;
    // the new parameter, under a Python name (`from` is a keyword), sent under its own
    expect(definition(ops(after), "day")).toContain('from_: Optional[Literal["a", "b"]] = None,');
    expect(definition(ops(after), "day")).toContain('"from": from_');
    expect(definition(ops(before), "day")).not.toContain("from_");
    expect(definition(ops(after), "range")).toBe(definition(ops(before), "range"));
    // the error body's new field, as an attribute in snake case
    expect(after["koyomi_api/errors.py"]).toContain('        self.see_also: Optional[List[str]] = fields.get("seeAlso")');
    expect(before["koyomi_api/errors.py"]).not.toContain("see_also");
    // the new operation
    expect(definition(ops(after), "new_thing")).toContain("x: str,");
    expect(ops(after)).toContain('"getNewThing": Operation(\n        path="/gw/new/{x}",\n        fn=None,');
    expect(definition(ops(before), "new_thing")).toBe("");
  });
});

describe("clients/python/README.md", () => {
  it("lists every method with its parameters", () => {
    const readme = readFileSync(join(CLIENT, "README.md"), "utf8");
    const cells = column(tableUnder(readme, "## Methods"), "method").map((cell) => /^`(\w+)\(([^)]*)\)`$/.exec(cell)!);
    const operations = generatePythonSources()["koyomi_api/operations.py"];
    const listed = cells.map((m) => m[1]!);
    expectTableList(
      listed.filter((m) => !m.startsWith("iter_")),
      Object.values(pythonMethods(doc)),
      "clients/python/README.md's method table",
      false,
    );
    for (const [, name, params] of cells) {
      const signature = definition(operations, name!);
      const generated = [...signature.slice(0, signature.indexOf(") ->")).matchAll(/^ {8}(\w+|\*)(?=[:,])/gm)].map((m) => m[1]!);
      const documented = params!.split(", ").filter((p) => p !== "");
      // `headers=` is every method's; a bare `*` before it alone (no query parameter) is not written in the table.
      const actual = generated.filter((p) => p !== "self" && p !== "headers");
      if (actual.at(-1) === "*") actual.pop();
      if (documented.at(-1) === "…") expect(actual.slice(0, documented.length - 1), name).toEqual(documented.slice(0, -1));
      else expect(actual, name).toEqual(documented);
    }
  });
});
