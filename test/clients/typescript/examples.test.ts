/**
 * The client's examples run: docs/interface.md "TypeScript client" (each call type-checked against the client, then run
 * against the Node server as `npm start` builds it, answering what the curl beside it answers) and the example of
 * clients/typescript/README.md (its printed lines, and the coverage it names: npm start's).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import ts from "typescript";
import { CLIENT_CHECK_OPTIONS } from "../../support/typecheck.ts";
import { describe, expect, it } from "vitest";
import { KoyomiClient, KoyomiError } from "../../../clients/typescript/src/index.ts";
import { DEFAULT_COVERAGE } from "../../../schemas/coverage.ts";
import { column, tableUnder } from "../../support/markdown.ts";
import { TOKENS } from "../../edge-rules/fixtures.ts";
import { realServerForSuite } from "../../edge-rules/mcp/real-server.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const read = (path: string): string => readFileSync(resolve(ROOT, path), "utf8");
/** The address the docs give for `npm start`. */
const DOC_BASE = "http://127.0.0.1:8787";

const INTERFACE = read("docs/interface.md");
const TABLE = tableUnder(INTERFACE, "## TypeScript client");
/** Each row's client call, as written (`await koyomi.day("2026-01-01")`). */
const CALLS = column(TABLE, "TypeScript client").map((cell) => /^`(await [^`]+)`/.exec(cell)![1]!);
/** The doc's own definitions of `koyomi` and `pro` (the paragraph above the table). */
const CLIENTS = (() => {
  const text = INTERFACE.slice(INTERFACE.indexOf("## TypeScript client")).replaceAll(/\s+/g, " ");
  const koyomi = /`koyomi` is `(new KoyomiClient\(\{ [^`]* \}\))`/.exec(text)![1]!;
  const proOption = /`pro` the same with `([a-z]+: [A-Z]+)`/.exec(text)![1]!;
  return { koyomi, pro: koyomi.replace(" })", `, ${proOption} })`) };
})();

// 2025–2027: every date the table's rows name but the birth example's 1990 (and the 和暦 rows', which need no tree).
const base = realServerForSuite(2025, 2027);

/** An answer reduced to what both sides show: a 200's body (JSON parsed, text without the CSV's BOM) or an error's status and body. */
type Outcome = { status: number; body: unknown };

/** What a curl cell's request answers: its URL (with `--data-urlencode` under `-G`) and headers, `$TOKEN` the Pro fixture token. */
async function curl(cell: string): Promise<Outcome> {
  const command = /^`curl ([^`]+)`$/.exec(cell)![1]!;
  const headers: Record<string, string> = {};
  for (const m of command.matchAll(/-H "([^:]+): ([^"]+)"/g)) headers[m[1]!] = m[2]!.replace("$TOKEN", TOKENS.pro);
  const url = new URL(/'?(http:\/\/127\.0\.0\.1:8787[^' ]*)'?/.exec(command)![1]!.replace(DOC_BASE, base()));
  for (const m of command.matchAll(/--data-urlencode '?([a-z_]+)=([^' ]+)'?/g)) url.searchParams.append(m[1]!, m[2]!);
  const res = await fetch(url, { headers });
  const text = (await res.text()).replace(/^\uFEFF/, "");
  const json = res.headers.get("content-type")?.startsWith("application/json") ?? false;
  return { status: res.status, body: json ? JSON.parse(text) : text };
}

const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<unknown>;

/** What a client call answers, with `koyomi` and `pro` built as the doc builds them, against the test's server. */
async function call(code: string): Promise<Outcome> {
  const run = new AsyncFunction(
    "KoyomiClient",
    "TOKEN",
    `const koyomi = ${CLIENTS.koyomi}; const pro = ${CLIENTS.pro}; return ${code};`.replaceAll(DOC_BASE, base()),
  );
  try {
    return { status: 200, body: await run(KoyomiClient, TOKENS.pro) };
  } catch (e) {
    if (!(e instanceof KoyomiError)) throw e;
    return { status: e.status, body: e.body };
  }
}

describe("docs/interface.md TypeScript client", () => {
  it("every call type-checks against the client, with koyomi and pro as the text defines them", () => {
    const dir = mkdtempSync(join(tmpdir(), "koyomi-doc-calls-"));
    try {
      const file = join(dir, "calls.ts");
      const lines = [
        `import { KoyomiClient } from ${JSON.stringify(join(ROOT, "clients/typescript/src/index.ts"))};`,
        `declare const TOKEN: string;`,
        `const koyomi = ${CLIENTS.koyomi};`,
        `const pro = ${CLIENTS.pro};`,
        `export async function calls(): Promise<unknown[]> {`,
        `  return [${CALLS.join(", ")}];`,
        `}`,
      ];
      writeFileSync(file, lines.join("\n"));
      const program = ts.createProgram([file], CLIENT_CHECK_OPTIONS);
      const errors = ts
        .getPreEmitDiagnostics(program)
        .filter((d) => d.file?.fileName === file)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("every call answers what the curl beside it answers: 200, or the same OUT_OF_COVERAGE for a date outside the test's tree", async () => {
    const curls = column(TABLE, "curl");
    const wrong: string[] = [];
    for (const [i, code] of CALLS.entries()) {
      const [expected, got] = [await curl(curls[i]!), await call(code)];
      const error = (outcome: Outcome): string => `${outcome.status} ${String((outcome.body as { code?: string }).code ?? "")}`;
      if (!isDeepStrictEqual(got, expected)) wrong.push(`${code}: ${error(got)}, its curl ${error(expected)}`);
      else if (expected.status !== 200 && error(expected) !== "404 OUT_OF_COVERAGE") wrong.push(`${code}: ${error(expected)}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});

describe("clients/typescript/README.md", () => {
  const readme = read("clients/typescript/README.md");

  it("names npm start's coverage, and its example prints the lines it shows", async () => {
    const [, from, to] = /Its output against `npm start`'s server \(coverage (\d{4})–(\d{4})\)/.exec(readme)!;
    expect({ from: Number(from), to: Number(to) }).toEqual(DEFAULT_COVERAGE);
    const [, code, output] = /```ts\n(.*?)\n```\n\n[^\n]*\n\n```\n(.*?)\n```/s.exec(readme)!;
    const printed: string[] = [];
    const console = { log: (...parts: unknown[]) => printed.push(parts.join(" ")) };
    const body = code!.replace(/^import .*\n/m, "").replaceAll(DOC_BASE, base());
    await new AsyncFunction("KoyomiClient", "console", body)(KoyomiClient, console);
    expect(printed).toEqual(output!.split("\n"));
  });
});
