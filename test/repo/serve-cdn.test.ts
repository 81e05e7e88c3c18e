/**
 * `npm run serve:cdn` as package.json spells it: http-server over a generated lite tree answers
 * pretty paths without `.json`, lists no directories, serves no Pro file, and prints no
 * deprecation warning. The command is read from package.json; only the served directory and the
 * port are replaced (http-server cannot listen on port 0, so a free loopback port is picked first).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.ts";
import { PRO_ONLY_FIELDS } from "../../schemas/day.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const SCRIPT: string = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts["serve:cdn"];

/** A port that was free on 127.0.0.1 a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** The serve:cdn command's arguments after `node`, serving `liteDir` on `port`. */
function serveArgs(liteDir: string, port: number): string[] {
  const words = SCRIPT.split(/\s+/);
  expect(words[0], "serve:cdn runs node directly (so node flags apply to http-server)").toBe("node");
  expect(words).toContain("public/lite");
  expect(words).toContain("-p");
  return words.slice(1).map((word, i, all) => (word === "public/lite" ? liteDir : all[i - 1] === "-p" ? String(port) : word));
}

const work = mkdtempSync(join(tmpdir(), "koyomi-serve-cdn-"));
const publicDir = join(work, "public");
let child: ChildProcess;
let base: string;
let stdout = "";
let stderr = "";

beforeAll(async () => {
  await generate({ from: 2026, to: 2026, out: publicDir, root: ROOT });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, serveArgs(join(publicDir, "lite"), port), { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.setEncoding("utf8").on("data", (text: string) => (stdout += text));
  child.stderr!.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  // http-server prints its addresses once it listens.
  for (let attempt = 0; attempt < 300 && child.exitCode === null; attempt++) {
    if (stdout.includes(base)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`serve:cdn did not start: ${stderr || stdout}`);
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child.once("exit", done));
    child.kill();
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

/** GET a path: status, content type and body text. */
async function get(path: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(base + path, { redirect: "manual" });
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

describe("npm run serve:cdn", () => {
  it("answers a pretty path without .json with the day file's exact bytes, as JSON", async () => {
    for (const iso of ["2026-01-01", "2026-07-15", "2026-12-31"]) {
      const file = readFileSync(join(publicDir, "lite", "gw", "day", `${iso}.json`), "utf8");
      const pretty = await get(`/gw/day/${iso}`);
      expect(pretty.status, iso).toBe(200);
      expect(pretty.type).toMatch(/^application\/json/);
      expect(pretty.body).toBe(file);
      expect(JSON.parse(pretty.body).day.iso).toBe(iso);
      expect((await get(`/gw/day/${iso}.json`)).body).toBe(file);
    }
  });

  it("lists no directory: every directory is a 404", async () => {
    for (const path of ["/", "/gw", "/gw/", "/gw/day", "/gw/day/", "/gw/month/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toMatch(/Index of|2026-01-01/);
    }
  });

  it("serves no Pro file by any path", async () => {
    const paths = [
      "/pro/gw/day/2026-01-01",
      "/pro/gw/day/2026-01-01.json",
      "/../pro/gw/day/2026-01-01.json",
      "/%2e%2e/pro/gw/day/2026-01-01.json",
      "/gw/day/..%2f..%2f..%2fpro%2fgw%2fday%2f2026-01-01.json",
      "/pro/gw/year/2026.json",
      "/manifest.json",
    ];
    for (const path of paths) expect((await get(path)).status, path).toBe(404);
    for (const path of ["/gw/day/2026-01-01", "/gw/month/2026-01"]) {
      const { body } = await get(path);
      for (const key of PRO_ONLY_FIELDS) expect(body, `${path} ${key}`).not.toContain(`"${key}"`);
    }
  });

  it("prints no deprecation warning", async () => {
    await get("/gw/day/2026-01-02"); // the warning would come with a response
    await get("/nope");
    const exited = new Promise((done) => child.once("exit", done));
    child.kill();
    await exited;
    expect(`${stdout}${stderr}`).not.toMatch(/DeprecationWarning|\[DEP\d+\]/);
  });
});
