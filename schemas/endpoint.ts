/**
 * An endpoint's contract (the half both sides read): its route, parameters, credentials,
 * statuses, OpenAPI operation, example and MCP tool. One module per endpoint under
 * schemas/endpoints/, listed once in schemas/endpoints/index.ts; the generator builds the OpenAPI
 * document and llms.txt from that table, and the edge layer routes by it and pairs each contract
 * with its behaviour (edge-rules/endpoints/: parameters → request, plan, coverage, key, body).
 * docs/architecture.md#endpoints says how to add one.
 */
import type { z } from "zod";
import type { Coverage } from "./coverage.ts";
import type { LiteDay } from "./day.ts";
import type { Json } from "./openapi-objects.ts";
import type { ParamSpec } from "./parameters.ts";

/** The `gw.php` query-style path: every function with a `fn` through query parameters (docs/interface.md#endpoints). */
export const QUERY_STYLE_PATH = "/gw.php";

/** An MCP tool (MCP 2025-11-25 "Tools"): the endpoint's request as a tool call. */
export interface ToolContract {
  /** The tool's name in `tools/list`. */
  readonly name: string;
  readonly title: string;
  /** Written for a model: what it answers, when to use it, an example. */
  readonly description: string;
  /** The arguments; `tools/list` sends their JSON Schema. */
  readonly input: z.ZodObject;
}

/** One operation's example on the API reference page (`/docs`, generator/pages/docs-page.ts). */
export interface OperationExample {
  /** Path and query of the request. */
  readonly request: string;
  /** The credential it needs, if any (Japanese, English). */
  readonly credential?: readonly [string, string];
  /** The response body: a JSON value, or the text of a non-JSON body (a calendar feed); shortened where marked. */
  readonly response: unknown;
  /** What was left out of the response, if anything (Japanese, English). */
  readonly shortened?: readonly [string, string];
}

/** What a doc example may be computed from: the generated tree's coverage and its first seven days. */
export interface DocExampleContext {
  readonly coverage: Coverage;
  /** The LiteDay records of the coverage's first seven days. */
  readonly firstDays: readonly LiteDay[];
}

/** How a test request is sent: with a Pro token or an unknown one (403 AUTH_FAILED), or by another method (405). */
export interface TestRequestOptions {
  readonly as?: "pro" | "unknown";
  readonly method?: string;
}

/** A request of the conformance tests' status table: the status the fixture tree answers it with, the target, how it is sent. */
export type TestRequest = readonly [status: number, target: string, how?: TestRequestOptions];

/** The credential line of a Pro example. */
export const PRO_CREDENTIAL: readonly [string, string] = [
  "Pro の認証が必要（Authorization: Bearer）",
  "needs a Pro credential (Authorization: Bearer)",
];

/** One endpoint of the interface. */
export interface EndpointContract {
  /** The module's name: `schemas/endpoints/<name>.ts` and `edge-rules/endpoints/<name>.ts`. */
  readonly name: string;
  readonly method: "GET" | "POST";
  /**
   * The pretty path: literal segments and `{parameter}` segments, e.g. `/gw/range/{start}/{end}`
   * (docs/interface.md#endpoints). Trailing parameters may be left out (then `*_REQUIRED`).
   */
  readonly path: string;
  /** The `gw.php` function that answers the same (its path parameters become query parameters), or `null`. */
  readonly fn: string | null;
  readonly operationId: string;
  readonly tag: "service" | "calendar" | "glossary" | "ai" | "pages";
  readonly summary: string;
  /** The operation's description; a function of the whole table where it names other endpoints (MCP: their tools). */
  readonly description: string | ((contracts: readonly EndpointContract[]) => string);
  /** Every parameter, in the order the document lists them (path, own, then the shared ones). */
  readonly parameters: readonly ParamSpec[];
  /** The accepted credentials, alternatives (OpenAPI security requirement objects). */
  readonly security: readonly Json[];
  /** Every status the operation can answer (the conformance test checks the handler against it). */
  readonly statuses: readonly number[];
  /** Component schemas its responses refer to (`#/components/schemas/<name>`), added to the document. */
  readonly schemas?: readonly (readonly [string, z.ZodType])[];
  /** The Responses Object (built when the document is, so contracts may refer to one another). */
  readonly responses: () => Json;
  /** The Request Body Object, for a POST. */
  readonly requestBody?: Json;
  /** One example request, as llms.txt shows it, for a year inside the coverage. */
  readonly example: (year: number) => string;
  /** Its MCP tool, where it has one. */
  readonly tool?: ToolContract;
  /**
   * Its example on the API reference page. Absent only where the answer is computed by the
   * generator's own code (generator/pages/docs-examples.ts: health, business day, instants, llms.txt).
   */
  readonly docExample?: (context: DocExampleContext) => OperationExample;
  /**
   * A request the test fixture tree (coverage 2024–2025, test/edge-rules/valid-tree.ts) answers
   * with 200 for a Pro caller (`POST /mcp`: the path a tools/call goes to): the target of the
   * conformance tests' security and connection tables.
   */
  readonly testRequest: string;
  /**
   * The status table of test/edge-rules/openapi-conformance.test.ts: a request per handler status
   * the operation documents (304 and 429 are derived from the first; `POST /mcp`'s JSON-RPC
   * requests are the test's own).
   */
  readonly testStatuses?: readonly TestRequest[];
}

/** A segment of a path template: a literal, or a parameter's name. */
export type PathSegment = { readonly literal: string } | { readonly param: string };

/** The segments of a path template (`/gw/day/{date}` → `gw`, `day`, `{date}`). */
export function pathSegments(path: string): readonly PathSegment[] {
  return path
    .slice(1)
    .split("/")
    .map((s) => (s.startsWith("{") && s.endsWith("}") ? { param: s.slice(1, -1) } : { literal: s }));
}
