/**
 * `npx tsx bench/mcp.ts [--quick]`: the request rate of `POST /mcp` (a `tools/call` of find_days)
 * against the same query on `GET /gw/find`, in one run, on the real Node server in its own process
 * (bench/http-child.ts) over a freshly generated 2026 tree. Load from this process with Node's
 * fetch (keep-alive), 127.0.0.1 only: sequentially and with 8 requests in flight, after a warm-up.
 * Both answers are checked to be the same bytes before timing. Numbers go to stdout.
 */
import { fork } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { generate } from "../generator/generate.ts";
import type { ChildRequest } from "./http-child.ts";

const ROOT = resolve(import.meta.dirname, "..");
const quick = process.argv.includes("--quick");
const SEQUENTIAL = quick ? 200 : 1_000;
const CONCURRENT = quick ? 600 : 3_000;
const IN_FLIGHT = 8;
const WARM_UP = 100;

const ARGS = { start: "2026-06-01", end: "2026-06-30", rokuyou: ["taian"], weekday: ["sat", "sun"] };
const FIND = "/gw/find?start=2026-06-01&end=2026-06-30&rokuyou=taian&weekday=sat,sun";
const CALL = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "find_days", arguments: ARGS } });
const MCP_HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-11-25",
};

/** One request of a kind; resolves with the body text. */
function once(base: string, kind: "find" | "mcp"): Promise<string> {
  const request = kind === "find" ? fetch(base + FIND) : fetch(`${base}/mcp`, { method: "POST", headers: MCP_HEADERS, body: CALL });
  return request.then(async (res) => {
    if (res.status !== 200) throw new Error(`${kind}: status ${res.status}`);
    return res.text();
  });
}

/** Requests per second for `total` requests, `inFlight` at a time. */
async function rate(base: string, kind: "find" | "mcp", total: number, inFlight: number): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await once(base, kind);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next++ < total) await once(base, kind);
    }),
  );
  return total / ((performance.now() - t0) / 1000);
}

const dir = mkdtempSync(join(tmpdir(), "koyomi-bench-mcp-"));
const child = fork(join(ROOT, "bench", "http-child.ts"), { execArgv: ["--import", "tsx"], stdio: ["ignore", "ignore", "inherit", "ipc"] });
try {
  await generate({ from: 2026, to: 2026, out: join(dir, "public"), root: ROOT });
  const tokensFile = join(dir, "tokens.json");
  writeFileSync(tokensFile, JSON.stringify({ tokens: [] }));
  const base = await new Promise<string>((done, fail) => {
    child.once("message", (m: { url: string }) => done(m.url));
    child.once("exit", (code) => fail(new Error(`server exited (${code})`)));
    child.send({ kind: "ours", dataDir: join(dir, "public"), tokensFile } satisfies ChildRequest);
  });
  const direct = await once(base, "find");
  const viaMcp = JSON.parse(await once(base, "mcp")) as { result: { content: { text: string }[] } };
  if (viaMcp.result.content[0]!.text !== direct) throw new Error("the MCP answer differs from /gw/find");

  const rows: [string, number, number][] = [];
  for (const [label, total, inFlight] of [
    ["sequential", SEQUENTIAL, 1],
    [`${IN_FLIGHT} in flight`, CONCURRENT, IN_FLIGHT],
  ] as const) {
    const find = await rate(base, "find", total, inFlight);
    const mcp = await rate(base, "mcp", total, inFlight);
    rows.push([label, find, mcp]);
  }
  console.log(`Node ${process.version}, server in its own process, 127.0.0.1; query ${FIND} (${direct.length} bytes)`);
  console.log("| load | GET /gw/find req/s | POST /mcp find_days req/s | mcp / find |");
  console.log("|---|---|---|---|");
  for (const [label, find, mcp] of rows) console.log(`| ${label} | ${find.toFixed(0)} | ${mcp.toFixed(0)} | ${(mcp / find).toFixed(2)} |`);
} finally {
  child.kill();
  rmSync(dir, { recursive: true, force: true });
}
