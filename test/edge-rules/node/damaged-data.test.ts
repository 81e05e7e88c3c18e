/**
 * A generated tree with a data file deleted, truncated or changed in place, served the way
 * `npm start` serves it (serve.ts's `main` in a child process, Node fetch):
 * a range over the gap is a JSON 503 DATA_UNAVAILABLE naming the range, health is 503 naming the
 * file, and the server's stderr holds one line per failure, never a stack trace.
 *
 * The child runs serve.ts's entry bundled into one file that plain node runs (test/support/checkout-bundle.ts, about
 * 1 s of CPU less than through tsx): its answers and stderr are under test here; npm start's start-up through tsx is
 * npm-start.test.ts's.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorResponse } from "../../../schemas/responses.ts";
import { bundleInCheckout } from "../../support/checkout-bundle.ts";
import { generatedTree } from "../../support/generated-tree.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const work = mkdtempSync(join(tmpdir(), "koyomi-damaged-"));
const dataDir = join(work, "public");

let bundle: { cleanup(): void } | undefined;
let child: ChildProcess;
let url = "";
let stderr = "";

beforeAll(async () => {
  // A copy of the run's shared 2026 tree (test/support/generated-tree.ts), then damaged.
  cpSync(join((await generatedTree(2026, 2026)).dir, "public"), dataDir, { recursive: true });
  unlinkSync(join(dataDir, "lite/gw/month/2026-05.json"));
  truncateSync(join(dataDir, "lite/gw/month/2026-08.json"), 100);
  const june = join(dataDir, "lite/gw/month/2026-06.json");
  writeFileSync(june, readFileSync(june, "utf8").replace('"2026-06-01"', '"2026-06-02"'));
  const made = await bundleInCheckout(join(ROOT, "edge-rules/node/serve.ts"));
  bundle = made;
  child = spawn(process.execPath, [made.path], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: "0", TOKENS_FILE: join(work, "tokens.json") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
  url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start: ${stderr}`)), 30_000);
    let out = "";
    child.stdout!.on("data", (c: Buffer) => {
      out += String(c);
      const found = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (found) {
        clearTimeout(timer);
        ok(found[1]!);
      }
    });
  });
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((ok) => child.once("exit", ok));
    child.kill("SIGTERM");
    await exited;
  }
  bundle?.cleanup();
  rmSync(work, { recursive: true, force: true });
});

async function get(path: string): Promise<{ status: number; json: any; cache: string | null }> {
  const res = await fetch(url + path);
  return { status: res.status, json: await res.json(), cache: res.headers.get("cache-control") };
}

describe("damaged data on the served surface", () => {
  it.each([
    ["deleted", "/gw/range/2026-05-01/2026-05-03"],
    ["truncated", "/gw/range/2026-08-30/2026-09-02"],
    ["changed in place", "/gw.php?fn=range&start=2026-06-01&end=2026-06-02"],
  ])("a range over a %s month file is a JSON 503 DATA_UNAVAILABLE", async (_what, path) => {
    const res = await get(path);
    expect(res.status).toBe(503);
    expect(res.cache).toBe("no-store");
    expect(ErrorResponse.safeParse(res.json).success).toBe(true);
    expect(res.json).toMatchObject({ ok: false, code: "DATA_UNAVAILABLE" });
    expect(JSON.stringify(res.json)).not.toContain(work);
  });

  it("the rest of the coverage is still served", async () => {
    expect((await get("/gw/range/2026-01-01/2026-01-31")).status).toBe(200);
  });

  it("health is 503 and names the first damaged file", async () => {
    const res = await get("/gw/health");
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ ok: false, reason: "DATA_MISSING", error: "lite/gw/month/2026-05.json is missing" });
  });

  it("the server logged one line per failure, naming the file, and no stack trace", async () => {
    await new Promise((r) => setTimeout(r, 100));
    const lines = stderr.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line).toMatch(/^edge-rules: GET \/gw(\/range\/[0-9-/]+|\.php): .*lite\/gw\/month\/2026-0[568]\.json/);
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
