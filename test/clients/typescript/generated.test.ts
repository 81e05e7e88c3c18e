/**
 * The client and the OpenAPI document agree (clients/typescript/scripts/generate.ts):
 *
 * 1. the committed generated files are exactly what the generator writes from schemas/ now
 *    ("CI fails if generation leaves the tree dirty": after a schema change, run
 *    `npm run client:generate`);
 * 2. every operation of the document has its method (and the client no other), with the
 *    document's path, path parameters in path order, JSON or text answer and CSV, and each method
 *    sends every query parameter of the document under its name;
 * 3. a type check, compiled with the TypeScript compiler API against types generated afresh from
 *    the document by openapi-typescript: each method accepts every parameter with the document's
 *    type (an object literal, so a parameter the method does not know is an error), its
 *    parameter types are the document's exactly, and it answers exactly the document's 200 body
 *    (text where the document has no JSON, and for `format=csv`);
 * 4. the same check over a document changed three ways (a new query parameter, a new field in a
 *    200 body, a new operation) fails on exactly those operations, so it cannot pass by checking
 *    nothing.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { CLIENT_CHECK_OPTIONS } from "../../support/typecheck.ts";
import { afterAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../../schemas/openapi.ts";
import { KoyomiClient, METHODS, OPERATIONS } from "../../../clients/typescript/src/index.ts";
import {
  clientOperations,
  GENERATED_FILES,
  GENERATED_HEADER,
  generateClientSources,
  SKIPPED,
  type ClientOperation,
} from "../../../clients/typescript/scripts/generate.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const CLIENT = join(ROOT, "clients/typescript");
const doc = buildOpenApiDocument() as Record<string, any>;
const dir = mkdtempSync(join(tmpdir(), "koyomi-client-types-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The document's parameters of an operation, `$ref`s resolved. */
function parametersOf(document: Record<string, any>, op: ClientOperation): Record<string, any>[] {
  return (document.paths[op.path].get.parameters as Record<string, any>[]).map((p) =>
    p.$ref ? document.components.parameters[(p.$ref as string).split("/").pop()!] : p,
  );
}

describe("the generated files", () => {
  it("are what the generator writes from schemas/ now (else: npm run client:generate)", async () => {
    const fresh = await generateClientSources();
    for (const file of GENERATED_FILES) {
      const committed = readFileSync(join(CLIENT, file), "utf8");
      expect(committed.split("\n")[0]).toBe(GENERATED_HEADER);
      expect(committed === fresh[file], `clients/typescript/${file} is stale: run npm run client:generate`).toBe(true);
    }
  });
});

describe("one method per operation", () => {
  const ops = clientOperations(doc);

  it("every operation but the skipped ones has its method, and the client no other", () => {
    const all = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(Object.keys(SKIPPED).every((id) => all.includes(id))).toBe(true);
    expect(ops.map((o) => o.id).sort()).toEqual(all.filter((id) => !(id in SKIPPED)).sort());
    expect(Object.keys(OPERATIONS)).toEqual(ops.map((o) => o.id));
    for (const op of ops) {
      expect(METHODS[op.id as keyof typeof METHODS], op.id).toBe(op.method);
      expect(OPERATIONS[op.id as keyof typeof OPERATIONS], op.id).toEqual({ path: op.path, text: op.text, csv: op.csv });
      const method = (KoyomiClient.prototype as unknown as Record<string, unknown>)[op.method];
      expect(typeof method, op.method).toBe("function");
      expect((method as (...args: unknown[]) => unknown).length, op.method).toBe(op.pathParams.length + 2);
    }
  });

  it("each method sends its path and every query parameter of the document", async () => {
    const urls: URL[] = [];
    const client = new KoyomiClient({
      baseUrl: "https://koyomi.example/api/",
      fetch: async (url) => {
        urls.push(url);
        return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { "content-type": "application/json" } });
      },
    });
    for (const op of ops) {
      const query = Object.fromEntries(
        parametersOf(doc, op)
          .filter((p) => p.in === "query" && p.name !== "token" && p.name !== "format")
          .map((p) => [p.name, `v-${p.name as string}`]),
      );
      const path = op.pathParams.map((name) => `p-${name}`);
      await (client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[op.method]!(...path, query);
      const url = urls.at(-1)!;
      expect(url.pathname, op.id).toBe(`/api${op.path.replace(/\{([^}]+)\}/g, "p-$1")}`);
      expect(Object.fromEntries(url.searchParams), op.id).toEqual(query);
    }
  });
});

/**
 * A TypeScript file checking the client against `operations` of `./<types>.ts`: for each
 * operation, the lines of its checks (so a diagnostic names the operation it is on).
 */
function checkSource(ops: readonly ClientOperation[], document: Record<string, any>, types: string): { text: string; lineOf: string[] } {
  const lines = [
    `import type { operations as F } from "./${types}.ts";`,
    `import type { PathOf, QueryOf } from ${JSON.stringify(join(CLIENT, "src/index.ts"))};`,
    `import { KoyomiClient } from ${JSON.stringify(join(CLIENT, "src/index.ts"))};`,
    "type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;",
    `type Q<K extends keyof F> = Omit<NonNullable<F[K]["parameters"]["query"]>, "token">;`,
    `type P<K extends keyof F> = NonNullable<F[K]["parameters"]["path"]>;`,
    `type J<K extends keyof F> = F[K]["responses"][200] extends { content: { "application/json": infer B } } ? B : string;`,
    "declare const client: KoyomiClient;",
    "export async function check(): Promise<void> {",
  ];
  const lineOf = lines.map(() => "");
  const add = (id: string, line: string): void => {
    lines.push(line);
    lineOf.push(id);
  };
  for (const op of ops) {
    const id = JSON.stringify(op.id);
    const names = parametersOf(document, op)
      .filter((p) => p.in === "query" && p.name !== "token")
      .map((p) => p.name as string);
    const props = names.filter((n) => n !== "format").map((n) => `${JSON.stringify(n)}: q_${op.id}[${JSON.stringify(n)}]`);
    const path = op.pathParams.map((n) => `p_${op.id}[${JSON.stringify(n)}]`);
    add(op.id, `  const q_${op.id} = {} as Q<${id}>;`);
    add(op.id, `  const p_${op.id} = {} as P<${id}>;`);
    add(op.id, `  const r_${op.id} = await client.${op.method}(${[...path, `{ ${props.join(", ")} }`].join(", ")});`);
    add(op.id, `  const e_${op.id}: Equal<typeof r_${op.id}, J<${id}>> = true;`);
    add(op.id, `  const x_${op.id}: [Equal<QueryOf<${id}>, Q<${id}>>, Equal<PathOf<${id}>, P<${id}>>] = [true, true];`);
    add(op.id, `  void [e_${op.id}, x_${op.id}];`);
    if (names.includes("format")) {
      add(
        op.id,
        `  const c_${op.id}: string = await client.${op.method}(${[...path, `{ ${[...props, 'format: "csv"'].join(", ")} }`].join(", ")});`,
      );
      add(op.id, `  void c_${op.id};`);
    }
  }
  lines.push("}", "");
  return { text: lines.join("\n"), lineOf };
}

/** The operations whose checks report a diagnostic, and the diagnostics. */
function failing(program: ts.Program, file: string, lineOf: readonly string[]): { ops: string[]; messages: string[] } {
  const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName === file);
  const ops = new Set<string>();
  const messages = diagnostics.map((d) => {
    const line = d.file!.getLineAndCharacterOfPosition(d.start!).line;
    ops.add(lineOf[line] || "(header)");
    return `${line + 1}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, "\n").split("\n")[0]}`;
  });
  return { ops: [...ops].sort(), messages };
}

describe("the type check against types generated afresh from the document", () => {
  it("passes for the document, and fails on exactly the operations of a changed document", async () => {
    // the document changed three ways: a query parameter, a 200 body's field, an operation
    const changed = structuredClone(doc);
    changed.paths["/gw/day/{date}"].get.parameters.push({ name: "place", in: "query", schema: { type: "string" } });
    const wareki = changed.components.schemas.WarekiRecord;
    wareki.properties.moon_age = { type: "number" };
    wareki.required.push("moon_age");
    changed.paths["/gw/new/{x}"] = {
      get: {
        ...changed.paths["/gw/glossary"].get,
        operationId: "getNewThing",
        parameters: [{ name: "x", in: "path", required: true, schema: { type: "string" } }],
      },
    };
    writeFileSync(join(dir, "fresh.ts"), astToString(await openapiTS(doc as Parameters<typeof openapiTS>[0])));
    writeFileSync(join(dir, "changed.ts"), astToString(await openapiTS(changed as Parameters<typeof openapiTS>[0])));
    const good = checkSource(clientOperations(doc), doc, "fresh");
    const bad = checkSource(clientOperations(changed), changed, "changed");
    writeFileSync(join(dir, "check.ts"), good.text);
    writeFileSync(join(dir, "check-changed.ts"), bad.text);
    const program = ts.createProgram([join(dir, "check.ts"), join(dir, "check-changed.ts")], CLIENT_CHECK_OPTIONS);
    const ok = failing(program, join(dir, "check.ts"), good.lineOf);
    expect(ok.messages).toEqual([]);
    const changedResult = failing(program, join(dir, "check-changed.ts"), bad.lineOf);
    expect(changedResult.ops, changedResult.messages.join("\n")).toEqual(["getDay", "getNewThing", "getWareki", "getWarekiList"]);
  }, 60_000);
});
