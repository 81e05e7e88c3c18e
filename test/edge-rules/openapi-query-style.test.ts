/**
 * `gw.php` in the OpenAPI document against the router: every `fn` the handler accepts is in the
 * document's `fn` enum and description, with the parameters and the body of the pretty path it
 * stands for, and every documented fn is accepted and answers the pretty path's bytes.
 * "Accepted" is what a client sees: any answer but 400 UNKNOWN_FN / FN_REQUIRED.
 */
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument, QUERY_STYLE_OPERATIONS } from "../../schemas/openapi.ts";
import { FORMAT_CONTENT } from "../../schemas/openapi-objects.ts";
import { FUNCTIONS } from "../../schemas/endpoints/index.ts";
import { COVERAGE, TOKENS } from "./fixtures.ts";
import { makeHandler } from "./valid-tree.ts";
import { getTestStatuses, QUERY_STYLE_CONTRACTS, queryStyleTarget } from "../support/endpoint-table.ts";
import { refResolver } from "../support/openapi-ref.ts";

/** A JSON value of the document. */
type Json = Record<string, any>;

const doc = buildOpenApiDocument({ coverage: COVERAGE }) as Json;

/** Follows a local `$ref` of the document. */
const resolve = refResolver(doc);

/** The operation of an operationId: its path and object. */
function operation(id: string): { path: string; op: Json } {
  for (const [path, item] of Object.entries(doc.paths as Json))
    for (const op of Object.values(item as Json)) if (op.operationId === id) return { path, op };
  throw new Error(`no operation ${id}`);
}

const queryStyle = operation("getQueryStyle").op;
const phpParameters = (queryStyle.parameters as Json[]).map(resolve);
const fnParameter = phpParameters.find((p) => p.name === "fn")!;
const documentedFns = fnParameter.schema.enum as string[];

/**
 * Names a client might send as `fn`: the vocabulary's functions, every pretty path's first
 * segment (`calendar.ics`, `llms.txt`, `mcp`, ...), the router's own names, and near misses.
 */
const CANDIDATES = [
  ...new Set([
    ...FUNCTIONS,
    ...Object.keys(doc.paths).map((path) => path.replace(/^\/(gw\/)?/, "").split("/")[0]!),
    "calendar.ics",
    "llms",
    "openapi",
    "calendar",
    "feed",
    "Day",
    "HEALTH",
    " day",
    "day ",
    "find,day",
  ]),
];

const pro = { authorization: `Bearer ${TOKENS.pro}` };

describe("gw.php: the document's functions are the router's", () => {
  it("every fn the handler accepts is documented, and every documented fn is accepted", async () => {
    const { handler } = makeHandler();
    const accepted: string[] = [];
    for (const fn of CANDIDATES) {
      const res = await handler(new Request(`http://x/gw.php?fn=${encodeURIComponent(fn)}`, { headers: pro }));
      const code = res.headers.get("content-type")?.startsWith("application/json") ? (await res.json()).code : undefined;
      if (code !== "UNKNOWN_FN" && code !== "FN_REQUIRED") accepted.push(fn);
    }
    expect(accepted.sort()).toEqual([...documentedFns].sort());
    expect(documentedFns).toEqual([...FUNCTIONS]);
    expect(Object.keys(QUERY_STYLE_OPERATIONS)).toEqual(documentedFns);
  });

  it("names every fn in the fn parameter and the operation description", () => {
    for (const fn of documentedFns) {
      expect(fnParameter.description, fn).toContain(`\`${fn}\``);
      expect(queryStyle.description, fn).toContain(`\`fn=${fn}\``);
    }
  });

  for (const [fn, id] of Object.entries(QUERY_STYLE_OPERATIONS)) {
    it(`fn=${fn}: the parameters and the 200 body of ${id}`, () => {
      const { path, op } = operation(id);
      expect(queryStyle.description).toContain(`\`GET ${path}\``);
      for (const p of ((op.parameters ?? []) as Json[]).map(resolve)) {
        const same = phpParameters.filter((q) => q.name === p.name && q.in === (p.in === "path" ? "query" : p.in));
        expect(same, `${fn}: ${p.in} ${p.name}`).toHaveLength(1);
        // one name, one parameter: its schema is this function's, or any of several functions' (calendar)
        const schema = same[0]!.schema as Json;
        // (a schema that is itself a union, place's id-or-point, is this function's when equal, not one of several)
        if ("anyOf" in schema && JSON.stringify(schema) !== JSON.stringify(p.schema))
          expect(schema.anyOf, `${fn}: ${p.name}`).toContainEqual(p.schema);
        else expect(schema, `${fn}: ${p.name}`).toEqual(p.schema);
        // a parameter the pretty path requires is optional on gw.php (other fns lack it), and says whose it is
        if (p.required === true) {
          expect(same[0]!.required, `${fn}: ${p.name}`).toBe(false);
          expect(same[0]!.description, `${fn}: ${p.name}`).toContain(`\`fn=${fn}\` (required)`);
        }
      }
      const ok = op.responses["200"];
      const oneOf = queryStyle.responses["200"].content["application/json"].schema.oneOf as Json[];
      expect(oneOf, fn).toContainEqual(ok.content["application/json"].schema);
      if (FORMAT_CONTENT in ok) expect(queryStyle.responses["200"][FORMAT_CONTENT], fn).toEqual(ok[FORMAT_CONTENT]);
    });
  }

  it("the 200 bodies are exactly those of the functions, and no 200 lists a second media type", () => {
    const oneOf = queryStyle.responses["200"].content["application/json"].schema.oneOf as Json[];
    // one alternative per distinct body: two functions may answer one schema (schemas/openapi.ts queryStyleOperation)
    const bodies = Object.values(QUERY_STYLE_OPERATIONS).map((id) => operation(id).op.responses["200"].content["application/json"].schema);
    expect(oneOf).toEqual([...new Map(bodies.map((b) => [JSON.stringify(b), b])).values()]);
    // a generated client (openapi-fetch) unions every media type of a 200 into `data`
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const op of Object.values(item as Json)) {
        const content = resolve(op.responses["200"]).content as Json | undefined;
        expect(Object.keys(content ?? {}).length, path).toBeLessThanOrEqual(1);
      }
    }
  });

  it("each fn through gw.php answers the bytes of its pretty path (JSON and CSV)", async () => {
    const { handler } = makeHandler();
    // Each function's own requests, from its contract (docs/architecture.md#endpoints: testRequest and the 200s of
    // testStatuses, CSV among them), so a new function is checked without a line here.
    const pairs = QUERY_STYLE_CONTRACTS.flatMap((c) =>
      [c.testRequest, ...getTestStatuses(c).flatMap(([status, target]) => (status === 200 ? [target] : []))].map(
        (pretty): [string, string] => [queryStyleTarget(c, pretty), pretty],
      ),
    );
    // and more parameters by hand: examples, not a list of the functions (none is needed for a new one)
    pairs.push(
      ["/gw.php?fn=range&start=2025-01-01&end=2025-01-03&format=csv", "/gw/range/2025-01-01/2025-01-03?format=csv"],
      [
        "/gw.php?fn=find&start=2025-01-01&end=2025-03-31&purpose=wedding&order=score&limit=3",
        "/gw/find?start=2025-01-01&end=2025-03-31&purpose=wedding&order=score&limit=3",
      ],
      ["/gw.php?fn=business&date=2024-12-31&calendar=bank&closed=wed", "/gw/business/2024-12-31?calendar=bank&closed=wed"],
      ["/gw.php?fn=business_add&date=2024-12-27&days=3&calendar=government", "/gw/business/2024-12-27/add/3?calendar=government"],
      ["/gw.php?fn=business_count&start=2025-03-01&end=2025-03-31&format=csv", "/gw/business/count/2025-03-01/2025-03-31?format=csv"],
      ["/gw.php?fn=gotobi&year=2025&month=05&roll=next&closed=fri", "/gw/business/gotobi/2025/05?roll=next&closed=fri"],
      ["/gw.php?fn=long_weekends&year=2025&open=2025-05-06", "/gw/long-weekends/2025?open=2025-05-06"],
      ["/gw.php?fn=wareki&date=1582-06-21&calendar=julian", "/gw/wareki/1582-06-21?calendar=julian"],
      ["/gw.php?fn=wareki_list&date=1600-10-21&text=H31.4.30", "/gw/wareki?date=1600-10-21&text=H31.4.30"],
      ["/gw.php?fn=instants&year=2025&kind=sekki,eclipse&format=csv", "/gw/instants/2025?kind=sekki,eclipse&format=csv"],
      ["/gw.php?fn=moment&at=2025-02-03T23:10%2B09:00&zi=late", "/gw/moment/2025-02-03T23:10+09:00?zi=late"],
      ["/gw.php?fn=birth&at=2025-05-05T14:30%2B09:00&sex=male", "/gw/birth/2025-05-05T14:30+09:00?sex=male"],
    );
    expect([...new Set(pairs.map(([php]) => new URLSearchParams(php.split("?")[1]).get("fn")))]).toEqual(documentedFns);
    for (const [php, pretty] of pairs) {
      const [a, b] = await Promise.all([php, pretty].map((target) => handler(new Request(`http://x${target}`, { headers: pro }))));
      expect(a!.status, php).toBe(200);
      const [textA, textB] = await Promise.all([a!.text(), b!.text()]);
      // health carries the time of the answer: compare it without
      const strip = (text: string) => text.replace(/"time":"[^"]+"/, "");
      expect(strip(textA), php).toBe(strip(textB));
    }
  });
});
