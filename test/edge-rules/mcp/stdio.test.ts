/**
 * `npm run mcp`'s server (edge-rules/node/mcp-stdio.ts) spawned over a small generated tree, driven by
 * the SDK's own client over stdio: the tool list, each tool's answer against the in-process JSON
 * API for the same request, PLAN_REQUIRED without a token, and a token from KOYOMI_TOKEN.
 *
 * The first server runs through tsx as `npm run mcp` runs it; the second, there for its environment (KOYOMI_TOKEN,
 * KOYOMI_PUBLIC_URL), runs the same entry bundled into one file that plain node runs (test/support/checkout-bundle.ts):
 * the same code over stdio without a second tsx start-up (about 1 s of CPU).
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleInCheckout } from "../../support/checkout-bundle.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKEN_RECORDS, TOKENS } from "../fixtures.ts";
import { call, expectSameAnswer, expectToolList, liteCases, proCases, toolError } from "./cases.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const YEAR = 2026;
let tree: GeneratedTree;
let tokensFile: string;
const clients: Client[] = [];
const bundles: { cleanup(): void }[] = [];
/** The stdio server's entry. */
const ENTRY = "edge-rules/node/mcp-stdio.ts";

beforeAll(async () => {
  tree = await generatedTree(YEAR, YEAR);
  tokensFile = join(tree.dir, "tokens.json");
  const tokens = TOKEN_RECORDS.map((r) => ({
    id: r.id,
    sha256: r.sha256,
    plan: r.plan,
    label: r.id,
    created: "2025-01-01T00:00:00.000Z",
    expires: r.expires ?? null,
    revoked: r.revoked ?? false,
  }));
  writeFileSync(tokensFile, JSON.stringify({ tokens }));
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.close();
  for (const bundle of bundles) bundle.cleanup();
  tree?.cleanup();
});

/**
 * Spawns the stdio server and connects: tsx on the entry file, as `npm run -s mcp` does after `ensure`, or `bundle`, the
 * entry bundled.
 */
async function spawnClient(extraEnv: Record<string, string> = {}, bundle?: string): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: bundle === undefined ? ["--import", "tsx", ENTRY] : [bundle],
    cwd: ROOT,
    env: { ...getDefaultEnvironment(), DATA_DIR: join(tree.dir, "public"), TOKENS_FILE: tokensFile, ...extraEnv },
    stderr: "pipe",
  });
  let err = "";
  transport.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const client = new Client({ name: "koyomi-stdio-test", version: "1.0.0" });
  const stdoutNoise: unknown[] = [];
  client.onerror = (error) => stdoutNoise.push(error);
  await client.connect(transport);
  clients.push(client);
  return { client, stderr: () => (stdoutNoise.length ? `stdout noise: ${String(stdoutNoise[0])}` : err) };
}

/** The in-process JSON API over the same tree. */
async function api(target: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const res = await tree.handler(new Request(`http://x${target}`, { headers }));
  return { status: res.status, text: await res.text() };
}

describe("npm run mcp: the tools over stdio", () => {
  it("lists the tools, and each answer equals the JSON API's (lite plan without a token)", async () => {
    const { client, stderr } = await spawnClient();
    await expectToolList(client);
    for (const c of liteCases(YEAR)) expectSameAnswer(await call(client, c.tool, c.args), await api(c.api), c.api);
    for (const c of proCases(YEAR)) expect(toolError(await call(client, c.tool, c.args)).code, c.api).toBe("PLAN_REQUIRED");
    expect(toolError(await call(client, "find_days", { start: `${YEAR}-01-01`, end: `${YEAR}-01-31`, weekday: ["funday"] }))).toMatchObject(
      { parameter: "weekday", value: "funday" },
    );
    const feed = (await call(client, "calendar_feed_url", { include: ["sekki"] })).structuredContent as any;
    expect(feed.url).toBe("http://127.0.0.1:8787/gw/calendar.ics?include=sekki");
    expect(stderr()).toMatch(/^mcp: koyomi-api tools on stdio/);
  });

  it("acts with KOYOMI_TOKEN's plan; calendar links follow KOYOMI_PUBLIC_URL", async () => {
    const bundle = await bundleInCheckout(join(ROOT, ENTRY));
    bundles.push(bundle);
    const { client } = await spawnClient({ KOYOMI_TOKEN: TOKENS.pro, KOYOMI_PUBLIC_URL: "https://koyomi.example" }, bundle.path);
    const pro = { authorization: `Bearer ${TOKENS.pro}` };
    for (const c of proCases(YEAR)) {
      const answer = await api(c.api, pro);
      expect(answer.status, c.api).toBe(200);
      expectSameAnswer(await call(client, c.tool, c.args), answer, c.api);
    }
    const feed = (await call(client, "calendar_feed_url", { notes: ["tensha"] })).structuredContent as any;
    expect(feed).toMatchObject({
      url: "https://koyomi.example/gw/calendar.ics?notes=tensha",
      webcal: "webcal://koyomi.example/gw/calendar.ics?notes=tensha",
      needs_token: true,
    });
    expect(JSON.stringify(feed)).not.toContain(TOKENS.pro);
  });
});
