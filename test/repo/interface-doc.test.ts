/**
 * docs/interface.md against the code: the errors table is schemas/error-codes.ts, the plan and
 * rate-limit tables are edge-rules/access/plan.ts, the API version is the OpenAPI document's, the MCP
 * table is the tools of the endpoint table with their arguments, and every JSON example is a
 * valid response body. (The value-set tables: test/schemas/vocabulary.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { DEFAULT_RATE_LIMITS, PLANS } from "../../edge-rules/access/plan.ts";
import { PLAN_NAMES } from "../../schemas/plans.ts";
import { ERROR_CODES, type ErrorCode } from "../../schemas/error-codes.ts";
import { HINT_RULES } from "../../edge-rules/errors/hints.ts";
import { API_VERSION } from "../../schemas/openapi.ts";
import {
  BulkResponse,
  DayResponse,
  ErrorResponse,
  HealthResponse,
  HealthUnavailableResponse,
  RangeResponse,
} from "../../schemas/responses.ts";
import { ICS_CONTENT_TYPE } from "../../edge-rules/feed/endpoint.ts";
import { CONTENT_TYPE } from "../../edge-rules/http/headers.ts";
import { CSV_CONTENT_TYPE } from "../../schemas/csv.ts";
import { LLMS_CONTENT_TYPE } from "../../schemas/files/layout.ts";
import { ASSETS, HTML_CONTENT_TYPE } from "../../schemas/pages/pages.ts";
import { FUNCTIONS, MCP_TOOLS } from "../../schemas/endpoints/index.ts";
import { buildOpenApiDocument } from "../../schemas/openapi.ts";
import { column, readDoc, tableUnder } from "../support/markdown.ts";
import { expectTableList } from "../support/endpoint-table.ts";

const INTERFACE = readDoc("interface.md");

type Json = Record<string, any>;

/** The path and query parameter names of the OpenAPI operation at a path. */
function operationParameters(path: string): string[] {
  const doc = buildOpenApiDocument() as Json;
  const op = Object.values(doc.paths[path] as Json)[0] as Json;
  return (op.parameters as Json[])
    .map((p) => (p.$ref ? doc.components.parameters[String(p.$ref).split("/").pop()!] : p) as Json)
    .filter((p) => p.in === "query" || p.in === "path")
    .map((p) => p.name as string);
}

/**
 * The arguments an MCP table cell names, each with whether it is optional: `` `a` `` required,
 * `` `a?` `` optional; "the parameters of `/gw/x` but `b` and `c`" every path and query
 * parameter of that operation except those (their optionality is the table's other cells' to say).
 */
function documentedArguments(cell: string): Map<string, boolean | null> {
  const out = new Map<string, boolean | null>();
  const of = /the parameters of `(\/[^`]+)`(?: but ((?:`[a-z_]+`(?:, | and )?)+))?/.exec(cell);
  let rest = cell;
  if (of !== null) {
    const excluded = new Set([...(of[2] ?? "").matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!));
    for (const name of operationParameters(of[1]!)) if (!excluded.has(name)) out.set(name, null);
    rest = cell.replace(of[0], "");
  }
  for (const m of rest.matchAll(/`([a-z_]+)(\?)?`/g)) out.set(m[1]!, m[2] === "?");
  return out;
}

describe("docs/interface.md", () => {
  it("names the API version of the OpenAPI document in its title and under Versions", () => {
    expect(INTERFACE.split("\n")[0]).toBe(`# koyomi-api — the interface (API ${API_VERSION})`);
    expect(INTERFACE).toContain(`**API version**: \`${API_VERSION}\``);
  });

  it("lists every error code with its status, in the order of schemas/error-codes.ts", () => {
    const table = tableUnder(INTERFACE, "## Errors");
    const documented = table.rows.map(([code, status]) => [code, Number(status)]);
    expect(documented).toEqual(Object.entries(ERROR_CODES).map(([code, { status }]) => [code, status]));
  });

  it("gives every error code of the errors table a hint rule: a row of the Hints table, a rule of edge-rules/errors/hints.ts", () => {
    const codes = tableUnder(INTERFACE, "## Errors").rows.map(([code]) => code!);
    expect(codes.length).toBeGreaterThan(20);
    const hints = tableUnder(INTERFACE, "### Hints");
    expect(hints.head).toEqual(["code", "hint rule", "example"]);
    expect(column(hints, "code")).toEqual(codes);
    for (const row of hints.rows) expect(row[1]!.length, row[0]).toBeGreaterThan(10);
    for (const code of codes) expect(typeof HINT_RULES[code as ErrorCode], code).toBe("function");
  });

  it("gives each plan's longest range and default rate limit as the edge rules apply them", () => {
    const plans = tableUnder(INTERFACE, "## Plans and credentials");
    expect(column(plans, "plan")).toEqual(["lite", "lite", "pro", "ultra"]);
    for (const row of plans.rows) {
      const rules = PLANS[row[1] as keyof typeof PLANS];
      expect(row[4], row[0]).toBe(`${rules.maxRangeDays} days`);
      expect(row[5]!.startsWith(rules.bulk ? "yes" : "no"), row[0]).toBe(true);
      expect(row[3]!.startsWith(rules.proView ? "yes" : "no"), row[0]).toBe(true);
      expect(row[2], row[0]).toBe(rules.defaultView);
    }
    const limits = tableUnder(INTERFACE, "## Rate limits");
    expect(limits.rows.map(([plan, perMinute]) => [plan, Number(perMinute)])).toEqual(Object.entries(DEFAULT_RATE_LIMITS));
  });

  it("quotes the plan limits of schemas/plans.ts wherever the docs and the README name them", () => {
    const { lite, pro, ultra } = PLANS;
    const n = (value: number | null): string => (value === null ? "null" : value.toLocaleString("en"));
    // the docs quote one limit for "pro/ultra": the two plans must agree on it
    for (const key of ["maxRangeDays", "maxFindDays", "maxBusinessAddDays", "maxBusinessCountDays"] as const)
      expect(ultra[key], key).toBe(pro[key]);
    // the access column of the endpoints table, and the finder's span row
    for (const cell of [
      `any (lite: ≤ ${n(lite.maxRangeDays)} days, pro/ultra: ≤ ${n(pro.maxRangeDays)} days)`,
      `any (Lite conditions and ≤ ${n(lite.maxFindDays)} days; Pro: every condition, the whole coverage)`,
      `any, no credential needed (lite: \\|days\\| ≤ ${n(lite.maxBusinessAddDays)}; pro/ultra: ≤ ${n(pro.maxBusinessAddDays)})`,
      `any, no credential needed (lite: ≤ ${n(lite.maxBusinessCountDays)} days; pro/ultra: any span)`,
      `Lite ≤ ${n(lite.maxFindDays)} days (else 403 \`RANGE_TOO_LONG\`, \`maxDays\` ${n(lite.maxFindDays)}); Pro/Ultra: the whole coverage`,
    ])
      expect(INTERFACE).toContain(`| ${cell} |`);
    expect([pro.maxFindDays, pro.maxBusinessCountDays]).toEqual([null, null]);
    expect(INTERFACE.replaceAll(/\s+/g, " ")).toContain(
      `|days| ≤ ${n(lite.maxBusinessAddDays)} on lite and ≤ ${n(pro.maxBusinessAddDays)} with a Pro credential (beyond the plan: 403 \`RANGE_TOO_LONG\` with \`date\`, \`days\`, \`maxDays\`; beyond ${n(pro.maxBusinessAddDays)}: 400`,
    );
    const rates = PLAN_NAMES.map((plan) => DEFAULT_RATE_LIMITS[plan]);
    expect(INTERFACE).toContain(`| \`RATE_LIMIT_LITE\`, \`RATE_LIMIT_PRO\`, \`RATE_LIMIT_ULTRA\` | ${rates.join(", ")} |`);
    expect(readDoc("deploy.md")).toContain(`requests per client per minute: ${rates.join(" / ")}.`);
    expect(readFileSync(new URL("../../README.md", import.meta.url), "utf8")).toContain(`(requests per minute: ${rates.join(" / ")})`);
  });

  it("says what 1.1 is: served, not planned", () => {
    expect(INTERFACE).not.toMatch(/1\.1 will add|will add:|\(planned\)/);
  });

  it("names every gw.php function wherever it lists them (the fn parameter, UNKNOWN_FN, the fn value set)", () => {
    const fnRow = tableUnder(INTERFACE, "## Parameters").rows.find(([name]) => name === "`fn`")!;
    expectTableList(
      [...fnRow[2]!.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!),
      FUNCTIONS,
      "docs/interface.md's `fn` parameter row",
    );
    const unknownFn = tableUnder(INTERFACE, "## Errors").rows.find(([code]) => code === "UNKNOWN_FN")!;
    const named = FUNCTIONS.filter((fn) => new RegExp(`\\b${fn}\\b`).test(unknownFn[2]!));
    expectTableList(named, FUNCTIONS, "docs/interface.md's UNKNOWN_FN row", false);
    expectTableList(column(tableUnder(INTERFACE, "### `fn`"), "fn"), FUNCTIONS, "docs/interface.md's `fn` value set");
  });

  it("lists every MCP tool with exactly its arguments (required or optional) in the MCP table", () => {
    const table = tableUnder(INTERFACE, "### AI access: MCP");
    const tools = column(table, "tool").map((cell) => /^`([a-z_]+)`$/.exec(cell)![1]!);
    expectTableList(tools, Object.keys(MCP_TOOLS), "docs/interface.md's MCP table", false);
    for (const [i, name] of tools.entries()) {
      const shape = MCP_TOOLS[name]!.input.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
      const documented = documentedArguments(column(table, "arguments")[i]!);
      expect([...documented.keys()].sort(), name).toEqual(Object.keys(shape).sort());
      for (const [arg, optional] of documented)
        if (optional !== null) expect(optional, `${name} ${arg}${optional ? "?" : ""}`).toBe(shape[arg]!.safeParse(undefined).success);
    }
  });

  it("documents every field of the health answers, and says health reports the coverage", () => {
    const documented = column(tableUnder(INTERFACE, "### HealthResponse"), "field").flatMap((cell) =>
      [...cell.matchAll(/`([a-zA-Z_]+)`/g)].map((m) => m[1]!),
    );
    const fields = new Set([...Object.keys(HealthResponse.shape), ...Object.keys(HealthUnavailableResponse.shape)]);
    expect(new Set(documented)).toEqual(fields);
    expect(INTERFACE).not.toMatch(/health`? does not report the coverage/);
  });

  it("lists exactly the media types the service sends", () => {
    const cors = INTERFACE.slice(INTERFACE.indexOf("## CORS and methods"), INTERFACE.indexOf("## Versions"));
    const documented = new Set([...cors.matchAll(/`([a-z]+\/[a-z0-9.+-]+(?:; [a-z]+=[a-z0-9-]+)*)`/g)].map((m) => m[1]!));
    const served = new Set([
      CONTENT_TYPE,
      CSV_CONTENT_TYPE,
      ICS_CONTENT_TYPE,
      HTML_CONTENT_TYPE,
      LLMS_CONTENT_TYPE,
      ...Object.values(ASSETS),
    ]);
    expect(documented).toEqual(served);
    expect(cors).not.toMatch(/Every body is `application\/json/);
  });

  it("shows only JSON examples that are valid response bodies", () => {
    const examples = [...INTERFACE.matchAll(/^```json\n(.*?)\n```$/gms)].map((m) => m[1]!);
    expect(examples.length).toBeGreaterThanOrEqual(6);
    const kinds = new Set<string>();
    for (const text of examples) {
      const body = JSON.parse(text) as Record<string, unknown>;
      const [kind, schema] =
        body.ok === false
          ? (["error", ErrorResponse] as const)
          : "service" in body
            ? (["health", HealthResponse] as const)
            : "days" in body
              ? (["range", RangeResponse] as const)
              : "data" in body
                ? (["bulk", BulkResponse] as const)
                : (["day", DayResponse] as const);
      kinds.add(kind);
      const result = schema.safeParse(body);
      expect(result.success, `${kind}: ${text.slice(0, 80)}… ${result.error?.message ?? ""}`).toBe(true);
    }
    expect([...kinds].sort()).toEqual(["day", "error", "health", "range"]);
  });
});
