/**
 * The building blocks of the OpenAPI 3.1 document (OpenAPI 3.1.0 §4.8) that an endpoint's
 * operation is made of: references to components, the response header sets, the responses of a
 * status list, a data 200 with its CSV representation, and the credentials. The endpoint
 * contracts (schemas/endpoints/) build their operations from these; schemas/openapi.ts builds the
 * components they refer to and the document.
 */
import { z } from "zod";
import { CSV_CONTENT_TYPE } from "./csv.ts";
import { RATE_LIMIT_HEADERS } from "./headers.ts";

/** A JSON object. */
export type Json = Record<string, unknown>;

/** A `$ref` to a component. */
export function ref(kind: "schemas" | "responses" | "parameters" | "headers", name: string): Json {
  return { $ref: `#/components/${kind}/${name}` };
}

/** A standalone JSON Schema of a zod schema, without the `$schema` keyword. */
export function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12" }) as Json;
  return rest;
}

/** The rate-limit headers, carried by every response. */
export function rateLimitHeaders(): Json {
  return Object.fromEntries(RATE_LIMIT_HEADERS.map((name) => [name, ref("headers", name)]));
}

/** The headers of a data 200 and of a 304. */
export function cacheHeaders(): Json {
  return {
    ETag: ref("headers", "ETag"),
    "Last-Modified": ref("headers", "Last-Modified"),
    "Cache-Control": ref("headers", "Cache-Control"),
    Vary: ref("headers", "Vary"),
  };
}

/** The headers of an answer that is never cached (health, MCP). */
export function noStoreHeaders(): Json {
  return {
    "Cache-Control": ref("headers", "Cache-Control"),
    ...rateLimitHeaders(),
    "Access-Control-Allow-Origin": ref("headers", "Access-Control-Allow-Origin"),
  };
}

/** Component names of the error responses by status. */
export const ERROR_RESPONSE_NAME: Readonly<Record<number, string>> = {
  400: "BadRequest",
  403: "Forbidden",
  404: "NotFound",
  405: "MethodNotAllowed",
  408: "RequestTimeout",
  414: "UriTooLong",
  429: "TooManyRequests",
  431: "HeadersTooLarge",
};

/** The statuses a data operation can answer; 503 DATA_UNAVAILABLE when a listed data file is missing or damaged. */
export const DATA_STATUSES = [200, 304, 400, 403, 404, 405, 408, 414, 429, 431, 503] as const;

/** What an operation's 503 means: the component response it refers to. */
export type Unavailable = "ServiceUnavailable" | "QueryStyleUnavailable" | "ServiceBusy" | "DataUnavailable";

/**
 * The responses of an operation, one per status: the given 200, 304 Not Modified, the 503 named
 * by `unavailable`, and the error responses.
 */
export function operationResponses(statuses: readonly number[], ok: Json, unavailable: Unavailable = "DataUnavailable"): Json {
  const out: Json = {};
  for (const status of statuses) {
    if (status === 200) out[status] = ok;
    else if (status === 304) out[status] = ref("responses", "NotModified");
    else if (status === 503) out[status] = ref("responses", unavailable);
    else out[status] = ref("responses", ERROR_RESPONSE_NAME[status]!);
  }
  return out;
}

/**
 * Where a 200 documents the representations that `format` selects besides JSON: `format` value →
 * a Content map (media type → Media Type Object). Not in `content`: a generated client
 * (openapi-typescript + openapi-fetch) types `data` as the union of every media type listed
 * there, so a CSV entry would make `data` `string | …` for every JSON caller (docs/interface.md
 * §CSV). Generators ignore `x-` keys; the conformance test reads this one.
 */
export const FORMAT_CONTENT = "x-format-content";

/** The CSV representation of a data 200 (`format=csv`), as a Content map. */
function csvContent(): Json {
  return {
    [CSV_CONTENT_TYPE.split(";")[0]!]: {
      schema: {
        type: "string",
        contentMediaType: "text/csv",
        description: "RFC 4180, UTF-8 with BOM, CRLF; a header row of the record's fields in schema order",
      },
    },
  };
}

/**
 * A data 200: the JSON body schema (CSV with format=csv under {@link FORMAT_CONTENT}), the
 * caching and RateLimit headers.
 * @param upgradeInfo whether the 200 can carry X-Upgrade-Info (lite data views; not the glossary).
 * @param csv whether `format=csv` applies.
 * @param rules whether a CSV answer names its rules in X-Rules (day, range, bulk).
 */
export function dataOk(
  schemaName: string | Json,
  description: string,
  example?: Json,
  upgradeInfo = true,
  csv = true,
  rules = false,
): Json {
  const schema = typeof schemaName === "string" ? ref("schemas", schemaName) : schemaName;
  const media: Json = { schema };
  if (example) media["examples"] = example;
  return {
    description: csv
      ? `${description} JSON by default; \`format=csv\` answers \`${CSV_CONTENT_TYPE}\` instead (\`${FORMAT_CONTENT}\`).`
      : description,
    headers: {
      ...cacheHeaders(),
      "Content-Encoding": ref("headers", "Content-Encoding"),
      ...(upgradeInfo ? { "X-Upgrade-Info": ref("headers", "X-Upgrade-Info") } : {}),
      ...(rules ? { "X-Rules": ref("headers", "X-Rules") } : {}),
      ...rateLimitHeaders(),
      "Access-Control-Allow-Origin": ref("headers", "Access-Control-Allow-Origin"),
    },
    content: { "application/json": media },
    ...(csv ? { [FORMAT_CONTENT]: { csv: csvContent() } } : {}),
  };
}

/** The credentials of a request, as OpenAPI security requirement objects (alternatives, any one suffices). */
export const GATEWAY: Json = { GwApiKey: [], GwProxySecret: [] };
export const BEARER: Json = { BearerToken: [] };
export const TOKEN_QUERY: Json = { TokenQuery: [] };
export const ANONYMOUS: Json = {};
