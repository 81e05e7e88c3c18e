/**
 * The public surface of `schemas/` (型・検証・API 仕様): value sets, day records, response
 * bodies, error codes, request parameters, header names and the OpenAPI document. The
 * generator and the edge layer import from here or from the single files.
 * (`layout.ts`, the generated-tree contract, is imported from its own file.)
 */
export * from "../calendar/names.ts";
export * from "./iso-date.ts";
export * from "./day.ts";
export * from "./responses.ts";
export * from "./error-codes.ts";
export * from "./error-groups.ts";
export * from "./parameters.ts";
export * from "./endpoint.ts";
export * from "./endpoints/index.ts";
export * from "./headers.ts";
export * from "./openapi.ts";
export * from "./service.ts";
export * from "../calendar/time/day-number.ts";
export * from "./health.ts";
export * from "./connection-limits.ts";
