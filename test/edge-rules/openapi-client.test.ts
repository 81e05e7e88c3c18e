/**
 * A client generated from the served OpenAPI document type-checks the calls people write: the
 * document is fetched from the Node server exactly as `npm start` builds it (startServer, with
 * its compressor; Node fetch sends Accept-Encoding), turned into types with openapi-typescript's
 * Node API, and a file of openapi-fetch calls (day, range, bulk, find, calendar feed, and gw.php
 * with every fn) is compiled with the TypeScript compiler API. The JSON 200 must be the plain
 * `data` of a call without extra type arguments (a CSV media type beside it would make `data`
 * `string | …`), and gw.php must take each function's parameters and answer each one's body.
 *
 * A second file holds deliberate mistakes: each must be reported, so the check cannot pass by
 * checking nothing. No network beyond loopback; the temporary directory is under the OS tmp.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../edge-rules/node/serve.ts";
import { OPENAPI_PATH } from "../../schemas/files/layout.ts";
import { buildOpenApiDocument } from "../../schemas/openapi.ts";
import { COVERAGE } from "./fixtures.ts";
import { writeFixtureTree } from "./node/tree.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** The calls a user of a generated client writes; every line must compile. */
const CALLS = `
import createClient from "openapi-fetch";
import type { components, paths } from "./api";

type Schemas = components["schemas"];
const client = createClient<paths>({ baseUrl: "http://127.0.0.1:8787" });

/** Compiles only when a value of type B can be used where the response gives A. */
function fits<A>(_response: A | undefined, _value: NoInfer<A>): void {}
declare const body: { [K in keyof Schemas]: Schemas[K] };

export async function calls(): Promise<unknown[]> {
  const day = await client.GET("/gw/day/{date}", { params: { path: { date: "2026-01-01" } } });
  const iso: string | undefined = day.data?.day.iso;
  const code: string | undefined = day.error?.code;
  // CSV: the document keeps it out of \`content\` (x-format-content); a caller reads the text
  const csvDay = await client.GET("/gw/day/{date}", { params: { path: { date: "2026-01-01" }, query: { format: "csv" } }, parseAs: "text" });
  const csv: string | undefined = csvDay.data;

  const range = await client.GET("/gw/range/{start}/{end}", { params: { path: { start: "2026-01-01", end: "2026-01-07" }, query: { view: "lite" } } });
  const firstDay: string | undefined = range.data?.days[0]?.iso;
  const count: number | undefined = range.data?.count;

  const bulk = await client.GET("/gw/bulk/{years}", { params: { path: { years: "2025,2026" } } });
  const years: number[] | undefined = bulk.data?.years;

  const find = await client.GET("/gw/find", { params: { query: { start: "2026-01-01", end: "2026-03-31", rokuyou: "taian", purpose: "wedding", order: "score", limit: 5 } } });
  const score: number | undefined = find.data?.days[0]?.score;
  const next: string | null | undefined = find.data?.next;

  const health = await client.GET("/gw/health");
  const version: string | undefined = health.data?.dataVersion;
  const glossary = await client.GET("/gw/glossary");
  const feed = await client.GET("/gw/calendar.ics", { params: { query: { include: "holiday", years: "2026" } }, parseAs: "text" });
  const ics: string | undefined = feed.data;

  // gw.php: each function with its own parameters, each answering its own body
  const php = {
    health: await client.GET("/gw.php", { params: { query: { fn: "health" } } }),
    day: await client.GET("/gw.php", { params: { query: { fn: "day", date: "2026-01-01", format: "json" } } }),
    range: await client.GET("/gw.php", { params: { query: { fn: "range", start: "2026-01-01", end: "2026-01-07", view: "lite" } } }),
    bulk: await client.GET("/gw.php", { params: { query: { fn: "bulk", years: "2026" } } }),
    glossary: await client.GET("/gw.php", { params: { query: { fn: "glossary" } } }),
    find: await client.GET("/gw.php", {
      params: { query: { fn: "find", start: "2026-01-01", end: "2026-12-31", weekday: "sat,sun", holiday: "false", notes: "tensha", any_notes: "ten-on", not_notes: "fujoju", junichoku: "sadan", shuku28: "kaku", kyusei: "ippaku", eto: "kinoe-ne", sekki: "risshun", moonmark: "mangetsu", purpose: "wedding", order: "date", limit: 31 } },
    }),
  };
  fits(php.health.data, body.HealthResponse);
  fits(php.day.data, body.DayResponse);
  fits(php.range.data, body.RangeResponse);
  fits(php.bulk.data, body.BulkResponse);
  fits(php.glossary.data, body.GlossaryResponse);
  fits(php.find.data, body.FindResponse);
  // gw.php also answers health's 503 body (no \`code\`, a \`reason\`): a client tells them apart
  const phpError = php.find.error;
  const phpCode: string | undefined = phpError !== undefined && "code" in phpError ? phpError.code : phpError?.reason;

  return [iso, code, csv, firstDay, count, years, score, next, version, glossary.data?.ok, ics, php, phpCode];
}
`;

/** Mistakes the types must catch, one per line, each with the diagnostic code it must raise. */
const MISTAKES: [string, number][] = [
  ['client.GET("/gw/day/{date}", { params: { path: { date: "2026-01-01" } } }).then(({ data }) => data?.day.no_such_field);', 2339],
  ['client.GET("/gw.php", { params: { query: { fn: "calendar.ics" } } });', 2322],
  ['client.GET("/gw.php", { params: { query: { fn: "find", start: "2026-01-01", end: "2026-01-31", order: "best" } } });', 2322],
  [
    'client.GET("/gw/range/{start}/{end}", { params: { path: { start: "2026-01-01", end: "2026-01-07" } } }).then(({ data }) => { const n: string | undefined = data?.count; return n; });',
    2322,
  ],
];
const WRONG = [
  `import createClient from "openapi-fetch";`,
  `import type { paths } from "./api";`,
  `const client = createClient<paths>({ baseUrl: "http://127.0.0.1:8787" });`,
  ...MISTAKES.map(([line]) => line),
].join("\n");

/** The compiler options of the check: strict, ES modules, DOM types (fetch), openapi-fetch from this repository. */
const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
  types: [],
  skipLibCheck: true,
  paths: { "openapi-fetch": [join(ROOT, "node_modules", "openapi-fetch", "dist", "index.d.mts")] },
};

/** Compiler diagnostics as `file:line TScode message` lines. */
function describeDiagnostics(diagnostics: readonly ts.Diagnostic[]): string[] {
  return diagnostics.map((d) => {
    const where =
      d.file && d.start !== undefined
        ? `${d.file.fileName.split("/").pop()}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}`
        : "";
    return `${where} TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, "\n").split("\n")[0]}`;
  });
}

let tree: Awaited<ReturnType<typeof writeFixtureTree>>;
let server: RunningServer;
let dir: string;

beforeAll(async () => {
  tree = await writeFixtureTree();
  // openapi.json as the generator writes it into the served tree (generator/generate.ts)
  await writeFile(join(tree.dataDir, OPENAPI_PATH), `${JSON.stringify(buildOpenApiDocument({ coverage: COVERAGE }), null, 2)}\n`);
  server = await startServer({ host: "127.0.0.1", port: 0, dataDir: tree.dataDir, tokensFile: tree.tokensFile, onError: () => {} });
  dir = await mkdtemp(join(tmpdir(), "koyomi-openapi-client-"));
});

afterAll(async () => {
  await server?.close(100);
  await tree?.cleanup();
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

describe("a client generated from the served /openapi.json (openapi-typescript + openapi-fetch)", () => {
  it("type-checks calls to every operation and every gw.php fn, and catches the mistakes", async () => {
    const res = await fetch(`${server.url}/openapi.json`, { signal: AbortSignal.timeout(10_000) });
    expect(res.status).toBe(200);
    const served = await res.json();
    expect(served).toEqual(buildOpenApiDocument({ coverage: COVERAGE }));

    await writeFile(join(dir, "api.ts"), astToString(await openapiTS(served)));
    await writeFile(join(dir, "calls.ts"), CALLS);
    await writeFile(join(dir, "wrong.ts"), WRONG);
    const program = ts.createProgram([join(dir, "calls.ts"), join(dir, "wrong.ts")], OPTIONS);
    const all = ts.getPreEmitDiagnostics(program);

    const inCalls = all.filter((d) => d.file?.fileName !== join(dir, "wrong.ts"));
    expect(describeDiagnostics(inCalls)).toEqual([]);
    // each deliberate mistake is reported on its own line with its own code, and nothing else is
    const inWrong = all.filter((d) => d.file?.fileName === join(dir, "wrong.ts"));
    const found = inWrong.map((d) => [d.file!.getLineAndCharacterOfPosition(d.start!).line + 1, d.code]);
    expect(found, describeDiagnostics(inWrong).join("\n")).toEqual(MISTAKES.map(([, code], i) => [i + 4, code]));
  }, 60_000);
});
