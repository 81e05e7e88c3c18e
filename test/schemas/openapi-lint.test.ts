/**
 * The generated OpenAPI document passes `@redocly/cli lint` (recommended rules, redocly.yaml)
 * with no error and no warning: what `npm run lint:openapi` runs.
 */
import { describe, expect, it } from "vitest";
import { lintOpenApi } from "../../scripts/lint-openapi.ts";
import { buildOpenApiDocument } from "../../schemas/openapi.ts";

describe("@redocly/cli lint", () => {
  it("passes with no errors and no warnings", async () => {
    const result = await lintOpenApi();
    expect(result.problems).toEqual([]);
    expect({ errors: result.errors, warnings: result.warnings }).toEqual({ errors: 0, warnings: 0 });
    expect(result.version).toBe("2.77.0");
  }, 60_000);

  it("reports what it should (the lint is not a no-op)", async () => {
    const broken = buildOpenApiDocument() as { paths: Record<string, { get: { responses: Record<string, unknown> } }> };
    const health = broken.paths["/gw/health"]!.get.responses;
    for (const status of Object.keys(health)) if (status.startsWith("4")) delete health[status];
    const result = await lintOpenApi(broken);
    expect(result.problems.map((p) => p.ruleId)).toContain("operation-4xx-response");
  }, 60_000);
});
