/**
 * The examples the docs give, run against the Node server as `npm start` builds it (test/edge-rules/mcp/real-server.ts)
 * over a generated 2026–2027 (the examples' dates, and the business days after them): an example labelled Lite (or
 * not labelled Pro) answers 200 without a token, one labelled Pro answers 200 with one (an example of 1990, outside
 * the tree, OUT_OF_COVERAGE: the plan is checked first), and each answers what the text says it does. Covers the finder table of
 * docs/interface.md, the examples of `/llms.txt` and of the MCP tools' descriptions, and the routing rule on
 * percent-encoded paths.
 */
import { describe, expect, it } from "vitest";
import { CONTRACTS, MCP_TOOLS } from "../../schemas/endpoints/index.ts";
import { FIND_PARAMETERS } from "../../schemas/find.ts";
import { ANONYMOUS } from "../../schemas/openapi-objects.ts";
import { NOTES } from "../../calendar/names.ts";
import { bearer, TOKENS } from "../edge-rules/fixtures.ts";
import { raw, rawPost, realServerForSuite, toolCall } from "../edge-rules/mcp/real-server.ts";
import { readDoc, tableUnder } from "../support/markdown.ts";

const INTERFACE = readDoc("interface.md");

const base = realServerForSuite(2026, 2027);
const pro = bearer(TOKENS.pro);

/** A GET as sent (node:http: the path's bytes as written), its status and text. */
async function get(target: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string; etag: unknown }> {
  const answer = await raw(base(), "GET", target, headers);
  return { status: answer.status, text: answer.bytes.toString("utf8"), etag: answer.headers.etag };
}

/** Whether an answer is a success, or the error of a date outside the test's tree (plans are checked before coverage). */
const answered = (status: number, text: string): boolean => status === 200 || (status === 404 && outOfCoverage(text));
const outOfCoverage = (text: string): boolean => (JSON.parse(text) as { code?: string }).code === "OUT_OF_COVERAGE";

/** A tool call over POST /mcp: whether it is a tool error, and its text. */
async function tool(name: string, args: unknown, headers: Record<string, string> = {}): Promise<{ isError: boolean; text: string }> {
  const answer = await rawPost(base(), toolCall(1, name, args), headers);
  expect(answer.status, name).toBe(200);
  const { result } = JSON.parse(answer.bytes.toString("utf8")) as { result: { isError?: boolean; content: { text: string }[] } };
  return { isError: result.isError === true, text: result.content[0]!.text };
}

/** The tools whose endpoint needs a Pro credential. */
const PRO_TOOLS = new Set(CONTRACTS.flatMap((c) => (c.tool !== undefined && !c.security.includes(ANONYMOUS) ? [c.tool.name] : [])));

describe("the finder's examples (docs/interface.md, Day finder)", () => {
  it("each answers 200 with the plan of its row (Lite: no token), and the day it names first", async () => {
    const examples = tableUnder(INTERFACE, "### Day finder").rows.flatMap((row) =>
      [...row[1]!.matchAll(/`(start=[^`]+)`(?: \((\d{4}-\d{2}-\d{2})\))?/g)].map((m) => ({ query: m[1]!, first: m[2], plan: row[2]! })),
    );
    expect(examples.map((e) => e.plan)).toContain("Lite");
    for (const { query, first, plan } of examples) {
      expect(["Lite", "Pro"], query).toContain(plan);
      const { status, text } = await get(`/gw/find?${query}`, plan === "Lite" ? {} : pro);
      expect(status, `${plan}: ${query} ${text}`).toBe(200);
      if (first !== undefined) expect((JSON.parse(text) as { days: { iso: string }[] }).days[0]?.iso, query).toBe(first);
    }
  });

  it("find_days' description lists as Lite only Lite conditions, and its Lite example names no Pro one", () => {
    const lite = /Lite conditions: (.*?), spans up to/.exec(MCP_TOOLS["find_days"]!.description)![1]!;
    const named = (words: readonly string[]): string[] => words.filter((word) => new RegExp(`(^|[^a-z_-])${word}($|[^a-z_-])`).test(lite));
    expect(named(FIND_PARAMETERS.filter((p) => p.plan === "pro").map((p) => p.name)), lite).toEqual([]);
    // every note condition is Pro
    expect(named(NOTES.flatMap((n) => [n.id, n.label])), lite).toEqual([]);
  });
});

describe("the examples of /llms.txt and of the MCP tools", () => {
  it("every endpoint example of /llms.txt answers 200, without a token unless marked (Pro)", async () => {
    const llms = (await get("/llms.txt")).text;
    const examples = [...llms.matchAll(/^ {2}Example: (GET|POST) (\S+)(?: with (.*?))?( \(Pro\))?$/gm)];
    expect(examples.length).toBeGreaterThan(20);
    for (const [line, method, target, body, proMark] of examples) {
      const headers = proMark === undefined ? {} : pro;
      if (method === "POST") {
        const answer = await rawPost(base(), body!, headers, target);
        expect(answer.status, line).toBe(200);
        expect(answer.bytes.toString("utf8"), line).not.toContain('"isError":true');
      } else {
        // the examples are written as people read them; a client sends non-ASCII percent-encoded
        const { status, text } = await get(encodeURI(decodeURI(target!)), headers);
        expect(answered(status, text), `${line} ${status} ${text.slice(0, 200)}`).toBe(true);
      }
    }
  });

  it("every MCP tool's example answers without a tool error, without a token unless its endpoint is Pro", async () => {
    for (const [name, { description }] of Object.entries(MCP_TOOLS)) {
      const example = /Example: (\{.*\})\.?$/.exec(description);
      expect(example, name).not.toBeNull();
      const answer = await tool(name, JSON.parse(example![1]!), PRO_TOOLS.has(name) ? pro : {});
      expect(!answer.isError || outOfCoverage(answer.text), `${name} ${answer.text.slice(0, 200)}`).toBe(true);
    }
  });
});

describe("percent-encoded paths (docs/interface.md, Routing rules)", () => {
  const rule = INTERFACE.slice(INTERFACE.indexOf("Routing rules"), INTERFACE.indexOf("## Parameters")).replaceAll(/\s+/g, " ");

  it("a date-time segment percent-encoded answers as written plain; any other % in a path is 404", async () => {
    const decoded = [...rule.matchAll(/`(\/gw\/[^`]*%[^`]*)` answers as `([^`]+)`/g)];
    const refused = [...rule.matchAll(/`(\/gw\/[^`]*%[^`]*)` is 404/g)];
    expect([decoded.length, refused.length]).toEqual([expect.any(Number), expect.any(Number)]);
    expect(decoded.length * refused.length, rule).toBeGreaterThan(0);
    for (const [, encoded, plain] of decoded) {
      const [a, b] = [await get(encoded!), await get(plain!)];
      expect(a.status, encoded).toBe(200);
      expect(a, encoded).toEqual(b);
    }
    for (const [, path] of refused) expect((await get(path!)).status, path).toBe(404);
  });
});
