/**
 * MCP over a compressing server: `POST /mcp` on the server exactly as `npm start` builds it
 * (compressor included), with the clients people use. Every tool, anonymous and with a Pro token,
 * under `Accept-Encoding: gzip`, `br` and none: the official SDK client (its default fetch, which
 * sends Accept-Encoding by itself, and with the field set), and raw JSON-RPC POSTs read as bytes
 * (like curl). A tool's inner API call must get identity JSON whatever the POST accepted: its
 * result is the API's body, byte for byte.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { TOKENS } from "../fixtures.ts";
import { raw, rawPost, realServerForSuite, toolCall, type RawAnswer } from "./real-server.ts";

const baseUrl = realServerForSuite();

const PRO = { authorization: `Bearer ${TOKENS.pro}` };
const CALLERS = [
  ["anonymous", {}],
  ["pro", PRO],
] as const;
const CODINGS = ["gzip", "br", null] as const;

/** A tool call whose result must be the API's body for `api` (read with identity coding). */
interface DataCase {
  readonly tool: "get_day" | "get_range" | "find_days";
  readonly args: Record<string, unknown>;
  readonly api: string;
}

/** Data calls with bodies over 1 KiB (the server compresses those), plus a day (always identity). */
const DATA_CASES: readonly DataCase[] = [
  { tool: "get_day", args: { date: "2026-01-01" }, api: "/gw/day/2026-01-01" },
  { tool: "get_range", args: { start: "2026-03-01", end: "2026-03-31" }, api: "/gw/range/2026-03-01/2026-03-31" },
  {
    tool: "find_days",
    args: { start: "2026-01-01", end: "2026-12-31", rokuyou: ["taian"] },
    api: "/gw/find?start=2026-01-01&end=2026-12-31&rokuyou=taian",
  },
];

/** The body bytes of an answer, decoded from its Content-Encoding. */
function decoded(answer: RawAnswer): string {
  const coding = answer.headers["content-encoding"];
  if (coding === "gzip") return gunzipSync(answer.bytes).toString("utf8");
  if (coding === "br") return brotliDecompressSync(answer.bytes).toString("utf8");
  expect(coding, "content-encoding").toBeUndefined();
  return answer.bytes.toString("utf8");
}

/** The JSON API's identity answer to a GET for this caller. */
async function apiText(target: string, headers: Record<string, string>): Promise<string> {
  const answer = await raw(baseUrl(), "GET", target, headers);
  expect(answer.status, target).toBe(200);
  expect(answer.headers["content-encoding"], target).toBeUndefined();
  return answer.bytes.toString("utf8");
}

/** Checks every tool's result for a caller, `callTool` being the client under test. */
async function expectEveryTool(
  callTool: (name: string, args: Record<string, unknown>) => Promise<CallToolResult>,
  headers: Record<string, string>,
  label: string,
): Promise<void> {
  for (const c of DATA_CASES) {
    const expected = await apiText(c.api, headers);
    const result = await callTool(c.tool, c.args);
    expect(result.isError, `${label} ${c.tool}: ${JSON.stringify(result).slice(0, 300)}`).toBeUndefined();
    expect((result.content[0] as { text: string }).text, `${label} ${c.tool}`).toBe(expected);
    expect(result.structuredContent, `${label} ${c.tool}`).toEqual(JSON.parse(expected));
  }
  const glossary = JSON.parse(await apiText("/gw/glossary", headers));
  const explained = await callTool("explain", { term: "大安" });
  expect(explained.isError, `${label} explain: ${JSON.stringify(explained).slice(0, 300)}`).toBeUndefined();
  expect(explained.structuredContent, `${label} explain`).toEqual({
    ok: true,
    term: "大安",
    // The 六曜 first, then its hours (glossary field rokuyou_hours, same label).
    matches: [
      { field: "rokuyou", entry: glossary.fields.rokuyou.find((e: { id: string }) => e.id === "taian") },
      { field: "rokuyou_hours", entry: glossary.fields.rokuyou_hours.find((e: { id: string }) => e.id === "taian-hours") },
    ],
    purposes: [],
  });
  const feed = await callTool("calendar_feed_url", { include: ["holiday", "rokuyou"] });
  expect(feed.isError, `${label} calendar_feed_url`).toBeUndefined();
  expect(feed.structuredContent, `${label} calendar_feed_url`).toEqual({
    ok: true,
    url: `${baseUrl()}/gw/calendar.ics?include=holiday,rokuyou`,
    webcal: `${baseUrl().replace("http://", "webcal://")}/gw/calendar.ics?include=holiday,rokuyou`,
    needs_token: false,
  });
}

describe("MCP tools on the npm start server, whatever Accept-Encoding the client sends", () => {
  it("the server compresses the API's large bodies (so the inner calls would see coded bytes)", async () => {
    const coded = await raw(baseUrl(), "GET", DATA_CASES[2]!.api, { "accept-encoding": "gzip" });
    expect(coded.headers["content-encoding"]).toBe("gzip");
  });

  for (const [who, headers] of CALLERS) {
    for (const coding of CODINGS) {
      const label = `raw POST, ${who}, Accept-Encoding ${coding ?? "(none)"}`;
      it(label, async () => {
        const sent: Record<string, string> = { ...headers, ...(coding === null ? {} : { "accept-encoding": coding }) };
        let id = 0;
        await expectEveryTool(
          async (name, args) => {
            const answer = await rawPost(baseUrl(), toolCall(++id, name, args), sent);
            expect(answer.status, `${label} ${name}`).toBe(200);
            const reply = JSON.parse(decoded(answer)) as { result?: CallToolResult; error?: unknown };
            expect(reply.error, `${label} ${name}`).toBeUndefined();
            return reply.result!;
          },
          headers,
          label,
        );
      });

      const sdkLabel = `SDK client, ${who}, Accept-Encoding ${coding ?? "(fetch's own default)"}`;
      it(sdkLabel, async () => {
        const sent: Record<string, string> = { ...headers, ...(coding === null ? {} : { "accept-encoding": coding }) };
        const client = new Client({ name: "koyomi-coding-test", version: "1.0.0" });
        await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: sent } }));
        try {
          await expectEveryTool(
            async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
            headers,
            sdkLabel,
          );
        } finally {
          await client.close();
        }
      });
    }
  }

  it("a Pro token reaches Pro answers through a compressing server (a 60-day range, a purpose search)", async () => {
    const client = new Client({ name: "koyomi-coding-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: { ...PRO, "accept-encoding": "gzip" } } }),
    );
    try {
      for (const [name, args, api] of [
        ["get_range", { start: "2026-01-01", end: "2026-03-01" }, "/gw/range/2026-01-01/2026-03-01"],
        [
          "find_days",
          { start: "2026-05-01", end: "2026-05-31", purpose: "wedding" },
          "/gw/find?start=2026-05-01&end=2026-05-31&purpose=wedding",
        ],
      ] as const) {
        const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
        expect((result.content[0] as { text: string }).text, name).toBe(await apiText(api, PRO));
      }
    } finally {
      await client.close();
    }
  });
});

describe("MCP answers of 1 KiB or more are coded when the client accepts a coding", () => {
  /** What curl --compressed (7.88, with brotli and zstd) sends. */
  const CURL_COMPRESSED = { "user-agent": "curl/7.88.1", "accept-encoding": "deflate, gzip, br, zstd" };
  const RANGE = { start: "2026-03-01", end: "2026-03-31" };

  it("a raw POST as curl --compressed sends it: br on the wire, the same JSON-RPC answer decoded", async () => {
    const identity = await rawPost(baseUrl(), toolCall(1, "get_range", RANGE), PRO);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.bytes.length).toBeGreaterThan(1024);
    const coded = await rawPost(baseUrl(), toolCall(1, "get_range", RANGE), { ...PRO, ...CURL_COMPRESSED });
    expect(coded.status).toBe(200);
    expect(coded.headers["content-encoding"]).toBe("br");
    expect(coded.headers["vary"]).toBe("Accept-Encoding");
    expect(Number(coded.headers["content-length"])).toBe(coded.bytes.length);
    expect(coded.bytes.length).toBeLessThan(identity.bytes.length / 4);
    expect(decoded(coded)).toBe(identity.bytes.toString("utf8"));
  });

  it("a short answer (under 1 KiB) stays identity", async () => {
    const small = await rawPost(baseUrl(), toolCall(1, "get_day", { date: "2026-13-01" }), CURL_COMPRESSED);
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("the MCP SDK client (its own Accept-Encoding) gets coded answers and reads them", async () => {
    const codings: (string | null)[] = [];
    const client = new Client({ name: "koyomi-coding-test", version: "1.0.0" });
    const fetchSeen: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === "POST") codings.push(response.headers.get("content-encoding"));
      return response;
    };
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: PRO }, fetch: fetchSeen }),
    );
    try {
      codings.length = 0;
      const result = (await client.callTool({ name: "get_range", arguments: RANGE })) as CallToolResult;
      expect((result.content[0] as { text: string }).text).toBe(await apiText("/gw/range/2026-03-01/2026-03-31", PRO));
      // Node's fetch (undici) asks for gzip and deflate; the answer is in one it asked for.
      expect(codings).toEqual(["gzip"]);
    } finally {
      await client.close();
    }
  });
});
