import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { DEFAULT_COVERAGE } from "../../schemas/coverage.ts";
import { ERROR_CODES } from "../../schemas/error-codes.ts";
import { errorCodesForStatus } from "../../schemas/error-groups.ts";
import { VARY } from "../../schemas/headers.ts";
import { buildOpenApiDocument, OPERATION_STATUSES } from "../../schemas/openapi.ts";
import { EXAMPLE_LITE_DAY_RESPONSE } from "../../schemas/endpoints/day.ts";
import { CONTRACTS, FUNCTIONS, MCP_TOOL_NAMES } from "../../schemas/endpoints/index.ts";
import { QUERY_STYLE_PATH } from "../../schemas/endpoint.ts";
import { DayResponse } from "../../schemas/responses.ts";
import { refResolver } from "../support/openapi-ref.ts";

/** A JSON object (for reading the document). */
type Json = Record<string, any>;

const doc = buildOpenApiDocument() as Json;

/** The statuses of the data operations and gw.php (503: DATA_UNAVAILABLE, or health's). */
const DATA_STATUSES = ["200", "304", "400", "403", "404", "405", "408", "414", "429", "431", "503"];

/** Follows a local `$ref` of the document. */
const resolve = refResolver(doc);

/** Every `$ref` string in a JSON value. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out));
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "$ref" && typeof v === "string") out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

/**
 * The GET paths: every GET contract's, in the endpoint table's order, then gw.php. Derived from the
 * table (docs/architecture.md#endpoints), so a new endpoint is checked here without a line of its own.
 */
const PATHS = [...CONTRACTS.filter((c) => c.method === "GET").map((c) => c.path), QUERY_STYLE_PATH];

describe("OpenAPI document", () => {
  it("names the project's licence (package.json, LICENSE) in info.license", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { license: string };
    expect(doc.info.license).toEqual({ name: pkg.license, identifier: pkg.license });
    expect(readFileSync(new URL("../../LICENSE", import.meta.url), "utf8")).toMatch(new RegExp(`^${pkg.license} License`));
  });

  it("validates as OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.2.0");
  });

  it("is deterministic and honours serverUrl", () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(doc));
    const hosted = buildOpenApiDocument({ serverUrl: "https://koyomi.example" }) as Json;
    expect(hosted.servers[0].url).toBe("https://koyomi.example");
  });

  it("resolves every $ref", () => {
    for (const target of refs(doc)) {
      expect(target.startsWith("#/"), target).toBe(true);
      expect(resolve({ $ref: target }), target).toBeDefined();
    }
  });

  it("lists every path with GET and its statuses", () => {
    expect(Object.keys(doc.paths)).toEqual([...CONTRACTS.map((c) => c.path), QUERY_STYLE_PATH]);
    expect(Object.keys(doc.paths["/gw/health"].get.responses)).toEqual(["200", "400", "403", "405", "408", "414", "429", "431", "503"]);
    for (const path of ["/gw/day/{date}", "/gw/range/{start}/{end}", "/gw/bulk/{years}"]) {
      expect(Object.keys(doc.paths[path].get.responses), path).toEqual(DATA_STATUSES);
      expect(doc.paths[path].get.responses["503"].$ref, path).toBe("#/components/responses/DataUnavailable");
    }
    expect(Object.keys(doc.paths["/gw.php"].get.responses)).toEqual(DATA_STATUSES);
    for (const path of PATHS) {
      const { operationId, responses } = doc.paths[path].get;
      expect(Object.keys(responses).map(Number), path).toEqual([...OPERATION_STATUSES[operationId as keyof typeof OPERATION_STATUSES]!]);
    }
  });

  it("describes POST /mcp: JSON-RPC in, its statuses, the API's credentials", () => {
    expect(Object.keys(doc.paths["/mcp"])).toEqual(["post"]);
    const op = doc.paths["/mcp"].post;
    expect(op.operationId).toBe("postMcp");
    expect(Object.keys(op.responses).map(Number)).toEqual([...OPERATION_STATUSES["postMcp"]!]);
    expect(op.requestBody.content["application/json"]).toBeDefined();
    for (const status of [406, 413, 415])
      expect(op.responses[String(status)].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/JsonRpcError" });
    expect(resolve(op.responses["403"]).description).toContain("`AUTH_FAILED`");
    expect(op.security).toEqual(doc.paths["/gw/day/{date}"].get.security);
    // every tool of the table, in its order (schemas/endpoints/mcp.ts builds the sentence from it)
    expect(op.description).toContain(MCP_TOOL_NAMES.join(", "));
    expect(doc.paths["/llms.txt"].get.responses["200"].content).toEqual({ "text/plain": { schema: { type: "string" } } });
  });

  it("describes every parameter, path parameters with patterns", () => {
    const names = (path: string) => doc.paths[path].get.parameters.map((p: Json) => `${resolve(p).in}:${resolve(p).name}`);
    expect(names("/gw/day/{date}")).toEqual(expect.arrayContaining(["path:date", "query:view", "query:token"]));
    expect(names("/gw/range/{start}/{end}")).toEqual(expect.arrayContaining(["path:start", "path:end", "query:view", "query:token"]));
    expect(names("/gw/bulk/{years}")).toEqual(expect.arrayContaining(["path:years", "query:token"]));
    expect(names("/gw.php")).toEqual(
      expect.arrayContaining(["query:fn", "query:view", "query:date", "query:start", "query:end", "query:years", "query:token"]),
    );
    for (const path of PATHS.slice(1)) {
      for (const p of doc.paths[path].get.parameters.map(resolve)) {
        if (p.in === "path") {
          expect(p.required).toBe(true);
          expect(typeof p.schema.pattern).toBe("string");
        }
      }
    }
    const fn = doc.paths["/gw.php"].get.parameters.map(resolve).find((p: Json) => p.name === "fn");
    expect(fn.required).toBe(true);
    expect(fn.schema.enum).toEqual([...FUNCTIONS]);
    expect(resolve(doc.components.parameters.YearsPath).schema.pattern).toBe("^[0-9]{4}(,[0-9]{4})*$");
  });

  it("declares the security schemes and each operation's credentials as alternatives", () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.GwApiKey).toMatchObject({ type: "apiKey", in: "header", name: "X-Gw-API-Key" });
    expect(schemes.GwProxySecret).toMatchObject({ type: "apiKey", in: "header", name: "X-Gw-Proxy-Secret" });
    expect(schemes.BearerToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(schemes.TokenQuery).toMatchObject({ type: "apiKey", in: "query", name: "token" });
    const gateway = { GwApiKey: [], GwProxySecret: [] };
    expect(doc.security).toEqual([gateway, { BearerToken: [] }, { TokenQuery: [] }, {}]);
    expect(doc.paths["/gw/health"].get.security).toEqual([{}, { BearerToken: [] }, { TokenQuery: [] }, gateway]);
    expect(doc.paths["/gw/glossary"].get.security).toEqual([{}, { BearerToken: [] }, { TokenQuery: [] }, gateway]);
    for (const path of ["/gw/day/{date}", "/gw/range/{start}/{end}", "/gw.php"]) {
      expect(doc.paths[path].get.security, path).toEqual([gateway, { BearerToken: [] }, { TokenQuery: [] }, {}]);
    }
    expect(doc.paths["/gw/bulk/{years}"].get.security).toEqual([gateway, { BearerToken: [] }, { TokenQuery: [] }]);
    // the calendar feed: anonymous first (a Lite feed), then the query token calendar apps can send
    expect(doc.paths["/gw/calendar.ics"].get.security).toEqual([{}, { TokenQuery: [] }, { BearerToken: [] }, gateway]);
  });

  it("names every error code, each in the response of its status", () => {
    const codes = Object.keys(ERROR_CODES);
    expect(doc.components.schemas.ErrorCode.enum).toEqual(codes);
    const text = JSON.stringify(doc);
    for (const code of codes) expect(text).toContain(code);
    for (const path of PATHS.slice(1)) {
      for (const status of [400, 403, 404, 405, 408, 414, 429, 431]) {
        // a status the contract does not list has no response (the wareki list answers an input outside the coverage in its place: no 404)
        if (!OPERATION_STATUSES[doc.paths[path].get.operationId]!.includes(status)) {
          expect(doc.paths[path].get.responses[String(status)], `${path} ${status}`).toBeUndefined();
          continue;
        }
        const response = resolve(doc.paths[path].get.responses[String(status)]);
        const listed = errorCodesForStatus(status);
        for (const code of listed) expect(response.description, `${path} ${status}`).toContain(`\`${code}\``);
        const schema = response.content["application/json"].schema;
        expect(schema.allOf[1].properties.code.enum).toEqual(listed);
      }
    }
  });

  it("describes the response headers", () => {
    const day = doc.paths["/gw/day/{date}"].get.responses;
    expect(Object.keys(day["200"].headers)).toEqual(
      expect.arrayContaining([
        "ETag",
        "Last-Modified",
        "Cache-Control",
        "Vary",
        "X-Upgrade-Info",
        "RateLimit-Limit",
        "RateLimit-Remaining",
        "RateLimit-Reset",
      ]),
    );
    expect(Object.keys(resolve(day["304"]).headers)).toEqual(expect.arrayContaining(["ETag", "Last-Modified", "Cache-Control", "Vary"]));
    expect(resolve(day["304"]).content).toBeUndefined();
    expect(Object.keys(resolve(day["429"]).headers)).toContain("Retry-After");
    expect(Object.keys(resolve(day["405"]).headers)).toContain("Allow");
    expect(resolve(day["200"].headers.Vary).schema.const).toBe(VARY);
    expect(VARY).toBe("Authorization, X-Gw-Proxy-Secret, X-Gw-Subscription, Accept-Encoding");
    for (const status of ["408", "414", "431"]) {
      const headers = Object.keys(resolve(day[status]).headers);
      expect(headers, status).toContain("Connection");
      expect(headers, status).not.toContain("RateLimit-Limit");
    }
    const health = doc.paths["/gw/health"].get.responses;
    expect(Object.keys(health["200"].headers)).toEqual(
      expect.arrayContaining(["Cache-Control", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]),
    );
    expect(resolve(health["503"]).content["application/json"].schema).toEqual({ $ref: "#/components/schemas/HealthUnavailableResponse" });
    for (const reason of ["MANIFEST_UNAVAILABLE", "DATA_MISSING", "DATA_INVALID"])
      expect(resolve(health["503"]).description).toContain(reason);
  });

  it("generates the component schemas from zod, cross-referenced", () => {
    const schemas = doc.components.schemas;
    for (const name of ["LiteDay", "ProDay", "HealthResponse", "DayResponse", "RangeResponse", "BulkResponse", "ErrorResponse"]) {
      expect(schemas[name], name).toBeDefined();
      expect(schemas[name].$schema).toBeUndefined();
      expect(schemas[name].$id).toBeUndefined();
    }
    expect(schemas.LiteDay.additionalProperties).toBe(false);
    expect(schemas.ProDay.properties.notes_arr.items).toEqual({ $ref: "#/components/schemas/NoteEntry" });
    expect(schemas.NoteEntry.oneOf).toHaveLength(51);
    expect(refs(schemas.DayResponse)).toEqual(expect.arrayContaining(["#/components/schemas/LiteDay", "#/components/schemas/ProDay"]));
    expect(schemas.ProDay.properties.kyureki.pattern).toBe("^閏?(1[0-2]|[1-9])月([1-9]|[12][0-9]|30)日$");
  });

  it("carries an example that its own schema accepts", () => {
    expect(DayResponse.safeParse(EXAMPLE_LITE_DAY_RESPONSE).success).toBe(true);
  });

  it("summarizes plans, limits and coverage", () => {
    const text: string = doc.info.description;
    for (const phrase of [
      `${DEFAULT_COVERAGE.from}-01-01 to ${DEFAULT_COVERAGE.to}-12-31`,
      "31 days",
      "366 days",
      "Ultra",
      "X-Gw-API-Key",
      "Retry-After",
    ]) {
      expect(text).toContain(phrase);
    }
  });
});
