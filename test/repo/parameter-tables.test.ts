/**
 * Every parameter table of docs/interface.md against the OpenAPI document (schemas/openapi.ts): a section's table
 * names exactly the query parameters its operations take (beside the general ones of "## Parameters"), and each
 * general parameter's "on day, range, …" list names exactly the gw.php functions whose operation takes it. A
 * parameter added to a contract and not to the docs (the finder's `shuku27` and `tide`, the feed's `eho` item)
 * fails here. No parameter description of the OpenAPI document (the /docs page's text) names a body format its
 * operation does not offer.
 */
import { describe, expect, it } from "vitest";
import { FEED_ITEM_NAMES, FEED_ITEMS } from "../../schemas/feed.ts";
import { buildOpenApiDocument, QUERY_STYLE_OPERATIONS } from "../../schemas/openapi.ts";
import { readDoc, tableUnder } from "../support/markdown.ts";
import { expectTableList } from "../support/endpoint-table.ts";

const INTERFACE = readDoc("interface.md");
type Json = Record<string, any>;
const DOC = buildOpenApiDocument() as Json;

/** The operations of the document by operationId: their parameters, `$ref`s resolved. */
const OPERATIONS: ReadonlyMap<string, { name: string; in: string }[]> = new Map(
  Object.values(DOC.paths as Json).flatMap((item: Json) =>
    Object.values(item).map((op: Json): [string, { name: string; in: string }[]] => [
      op.operationId,
      (op.parameters ?? []).map((p: Json) => (p.$ref ? DOC.components.parameters[String(p.$ref).split("/").pop()!] : p)),
    ]),
  ),
);

/** The operation objects of the document by operationId. */
const OPERATION_OBJECTS: ReadonlyMap<string, Json> = new Map(
  Object.values(DOC.paths as Json).flatMap((item: Json) => Object.values(item).map((op: Json): [string, Json] => [op.operationId, op])),
);

/** An operation's parameters, `$ref`s resolved. */
const parametersOf = (op: Json): Json[] =>
  (op.parameters ?? []).map((p: Json) => (p.$ref ? DOC.components.parameters[String(p.$ref).split("/").pop()!] : p));

/** The body format of each media type a 200 may have (the document lists JSON only where CSV is a `format` value). */
const MEDIA_FORMATS: Readonly<Record<string, string>> = { "application/json": "json", "text/csv": "csv", "text/calendar": "ics" };

/** How a description names each format other than JSON. */
const FORMAT_WORDS: readonly (readonly [string, RegExp])[] = [
  ["csv", /\bcsv\b/i],
  ["ics", /\bics\b|\bicalendar\b/i],
];

/** The query parameters of some operations. */
function queryParameters(...operationIds: string[]): Set<string> {
  const names = new Set<string>();
  for (const id of operationIds) {
    const params = OPERATIONS.get(id);
    if (params === undefined) throw new Error(`no operation ${id}`);
    for (const p of params) if (p.in === "query") names.add(p.name);
  }
  return names;
}

/** The parameter names a table's first column gives (`` `a`, `b` (…) `` or `` `a` / `b` ``: the backticked names before any parenthesis). */
function documentedNames(heading: string): Set<string> {
  const names = new Set<string>();
  for (const row of tableUnder(INTERFACE, heading).rows) {
    const lead = row[0]!.replace(/\([^)]*\)/g, "");
    for (const m of lead.matchAll(/`([a-z_0-9]+)`/g)) names.add(m[1]!);
  }
  return names;
}

const GENERAL = documentedNames("## Parameters");

describe("docs/interface.md parameter tables = the OpenAPI document", () => {
  it("## Parameters: each optional parameter's list of functions is exactly the functions that take it", () => {
    for (const row of tableUnder(INTERFACE, "## Parameters").rows) {
      const where = /optional, on (.*)$/.exec(row[1]!)?.[1];
      if (where === undefined) continue;
      const name = /`([a-z_]+)`/.exec(row[0]!)![1]!;
      const listed = where.replace(/ and /g, ", ").split(", ");
      const taking = Object.entries(QUERY_STYLE_OPERATIONS)
        .filter(([, op]) => queryParameters(op).has(name))
        .map(([fn]) => fn);
      expectTableList(listed, taking, `docs/interface.md ## Parameters: the functions of \`${name}\``, false);
    }
  });

  for (const [heading, operations] of [
    ["### Day finder", ["getFind"]],
    ["### Calendar subscriptions", ["getCalendarFeed"]],
    ["Every one takes the same three parameters", ["getBusinessDay", "addBusinessDays", "countBusinessDays", "getLongWeekends"]],
    ["### Dates before 1873", ["getWareki", "getWarekiList"]],
  ] as const) {
    it(`${heading}: the table names every query parameter of ${operations.join(", ")} not in ## Parameters, and no other`, () => {
      const taken = queryParameters(...operations);
      const documented = documentedNames(heading);
      for (const name of documented) expect(taken.has(name) || GENERAL.has(name), `${heading} documents ${name}`).toBe(true);
      const missing = [...taken].filter((name) => !documented.has(name) && !GENERAL.has(name));
      expect(missing, `${heading} lacks`).toEqual([]);
    });
  }

  it("no parameter description names a body format its operation (or the gw.php function it names) does not offer", () => {
    /** The body formats an operation offers: its `format` parameter's values (and JSON), and the media types of its 200. */
    const offered = (op: Json): Set<string> => {
      const formats = new Set(["json"]);
      for (const p of parametersOf(op))
        if (p.name === "format") for (const f of JSON.stringify(p.schema).matchAll(/"(json|csv|ics)"/g)) formats.add(f[1]!);
      for (const type of Object.keys(op.responses?.["200"]?.content ?? {})) {
        const format = MEDIA_FORMATS[type.split(";")[0]!];
        if (format !== undefined) formats.add(format);
      }
      return formats;
    };
    const byFn = new Map(Object.entries(QUERY_STYLE_OPERATIONS).map(([fn, id]) => [fn, offered(OPERATION_OBJECTS.get(id)!)]));
    const wrong: string[] = [];
    for (const op of OPERATION_OBJECTS.values()) {
      for (const p of parametersOf(op)) {
        // A sentence that names `fn=x` (gw.php's per-function descriptions, "`fn=instants` also takes `ics`") is about x;
        // one after a `fn=x`: lead-in is x's until the next; any other is the operation's.
        let current: Set<string> | null = null;
        for (const sentence of String(p.description ?? "").split(/(?<=\.) +/)) {
          const fns = [...sentence.matchAll(/`fn=([a-z_]+)`/g)].map((m) => m[1]!);
          if (/^`fn=[a-z_]+`( \(required\))?: /.test(sentence)) current = byFn.get(fns[0]!)!;
          const formats = fns.length > 0 ? new Set(fns.flatMap((fn) => [...byFn.get(fn)!])) : (current ?? offered(op));
          for (const [format, pattern] of FORMAT_WORDS)
            if (pattern.test(sentence) && !formats.has(format)) wrong.push(`${op.operationId} ${p.name}: "${sentence}" names ${format}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the feed's include row names every item and its label", () => {
    const row = tableUnder(INTERFACE, "### Calendar subscriptions").rows.find(([name]) => name === "`include`")!;
    for (const item of FEED_ITEMS) {
      expect(row[1], item).toContain(`\`${item}\``);
      expect(row[1], item).toContain(FEED_ITEM_NAMES[item].label);
    }
  });
});
