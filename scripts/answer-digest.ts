/**
 * `tsx scripts/answer-digest.ts [--data DIR] [--targets FILE]`: one line per request — the
 * request, its status, a digest of its headers (all but `Date`) and a digest of its body — for a
 * set of requests covering every endpoint (each contract's examples at the coverage's edges, its
 * test request and status table, as Lite, Pro and in English), every page and the errors of a
 * targets file (one `[METHOD ]target` a line). Two runs over the same data, before and after a
 * change of code, differ only where an answer changed: `diff` them (docs/architecture.md,
 * "Changing the house").
 *
 * The server is the Node server as `npm start` builds it over `DIR` (default `public`), with a
 * fixed clock, an in-memory Pro token and limits no run reaches, so the digests are stable.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { Command } from "commander";
import { nodeSha256Hex, startServer } from "../edge-rules/node/serve.ts";
import { memoryTokenStore } from "../edge-rules/access/token-store.ts";
import { CONTRACTS } from "../schemas/endpoints/index.ts";
import { MANIFEST_PATH } from "../schemas/files/layout.ts";
import { PAGE_URLS } from "../schemas/pages/pages.ts";

const PRO_TOKEN = "answer-digest-pro-token-AAAAAAAAAAAAAAAAAAAAAAAAAAAA";
/** 2026-06-01 12:00 JST: a fixed "now" for dates left out and rate-limit windows. */
const NOW = Date.UTC(2026, 5, 1, 3);
const NO_LIMIT = { lite: 1e9, pro: 1e9, ultra: 1e9 };

interface Probe {
  readonly method: string;
  readonly target: string;
  readonly as: "lite" | "pro";
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

const sha = (bytes: Uint8Array | string): string => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

/** The requests of the tables: each contract's examples, test request and status table; the pages. */
function tableProbes(from: number, to: number): Probe[] {
  const targets = new Set<string>();
  for (const c of CONTRACTS) {
    if (c.method !== "GET") continue;
    // An example reads `GET /path (Pro)`: the target is its second word.
    for (const year of [from, from + 1, 1948, 2026, to]) targets.add(c.example(year).split(" ")[1]!);
    targets.add(c.testRequest);
    for (const [, target, how] of c.testStatuses ?? []) if (!how?.method) targets.add(target);
  }
  for (const url of Object.values(PAGE_URLS)) targets.add(url);
  for (const extra of [
    "/cal/2026/05",
    "/cal/2026/05/05",
    "/cal/1873/01",
    "/wareki?q=令和8年5月5日",
    "/birth?date=1990-05-05T14:30",
    "/nope",
  ])
    targets.add(extra);
  const probes: Probe[] = [];
  for (const target of targets) {
    const withLang = target + (target.includes("?") ? "&" : "?") + "lang=en";
    for (const t of [target, withLang]) {
      probes.push({ method: "GET", target: t, as: "lite" }, { method: "GET", target: t, as: "pro" });
    }
    probes.push({ method: "GET", target, as: "pro", headers: { "accept-encoding": "br, gzip" } });
    probes.push({ method: "HEAD", target, as: "pro" });
  }
  probes.push(...mcpProbes());
  return probes;
}

/** `POST /mcp`: the tool list, and each tool called with no arguments. */
function mcpProbes(): Probe[] {
  const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
  const message = (id: number, method: string, params: unknown): string => JSON.stringify({ jsonrpc: "2.0", id, method, params });
  const tools = CONTRACTS.flatMap((c) => (c.tool ? [c.tool.name] : []));
  return [message(1, "tools/list", {}), ...tools.map((name, i) => message(i + 2, "tools/call", { name, arguments: {} }))].map((body) => ({
    method: "POST",
    target: "/mcp",
    as: "pro" as const,
    headers,
    body,
  }));
}

function fileProbes(file: string): Probe[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .flatMap((line) => {
      const [first, second] = line.trim().split(/\s+/, 2);
      const [method, target] = second === undefined ? ["GET", first!] : [first!, second];
      return [
        { method, target, as: "lite" as const },
        { method, target, as: "pro" as const },
      ];
    });
}

async function main(): Promise<void> {
  const options = new Command()
    .option("--data <dir>", "the generated root", "public")
    .option("--targets <file>", "more requests, one `[METHOD ]target` a line")
    .parse()
    .opts<{ data: string; targets?: string }>();
  const manifest = JSON.parse(readFileSync(`${options.data}/${MANIFEST_PATH}`, "utf8")) as { coverage: { from: number; to: number } };
  const probes = [...tableProbes(manifest.coverage.from, manifest.coverage.to), ...(options.targets ? fileProbes(options.targets) : [])];
  const server = await startServer({
    port: 0,
    dataDir: options.data,
    tokens: memoryTokenStore([{ id: "tok_digest", plan: "pro", sha256: nodeSha256Hex(PRO_TOKEN) }]),
    clock: () => NOW,
    rateLimits: NO_LIMIT,
    onError: () => {},
  });
  try {
    for (const probe of probes) {
      const headers: Record<string, string> = { "accept-encoding": "identity", ...probe.headers };
      if (probe.as === "pro") headers.authorization = `Bearer ${PRO_TOKEN}`;
      const response = await fetch(server.url + probe.target, { method: probe.method, headers, body: probe.body, redirect: "manual" });
      const body = new Uint8Array(await response.arrayBuffer());
      const kept = [...response.headers].filter(([name]) => name !== "date" && name !== "keep-alive" && name !== "connection");
      const head = sha(kept.map(([n, v]) => `${n}: ${v}`).join("\n"));
      console.log(
        `${probe.method} ${probe.target} [${probe.as}${probe.headers ? " " + JSON.stringify(probe.headers) : ""}${probe.body ? " " + probe.body : ""}] ${response.status} h=${head} b=${sha(body)}`,
      );
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`answer-digest: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
