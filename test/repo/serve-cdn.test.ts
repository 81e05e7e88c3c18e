/**
 * `npm run serve:cdn` as users run it (`npm run serve:cdn -- -p N`, or `PORT=N npm run serve:cdn`), over the shared
 * generated 2026 tree (`DATA_DIR`): http-server answers pretty paths without `.json`, lists no directories, serves no
 * Pro file, answers its 404s with the API's JSON error body, prints no deprecation warning, and stops on SIGTERM to
 * npm. (http-server cannot listen on port 0, so a free loopback port is picked first.) Bounded: 30 s to listen, 10 s
 * to stop.
 *
 * The two starts that fail (a port in use, an address not of this machine) run the script's own command line with
 * its entry bundled into one file that plain node runs (test/support/checkout-bundle.ts): their one line and exit
 * code are the script's (`npm run --silent` adds no line and passes the code on), and npm's and tsx's start-up are
 * the two serving starts' (about 1.4 s of CPU a start less).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRO_ONLY_FIELDS } from "../../schemas/day.ts";
import { monthFilePath } from "../../schemas/files/layout.ts";
import { ErrorResponse } from "../../schemas/responses.ts";
import { cdnArgs, cdnErrorBody } from "../../scripts/serve-cdn.ts";
import { bundleInCheckout } from "../support/checkout-bundle.ts";
import { generatedTree, type GeneratedTree } from "../support/generated-tree.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** A port that was free on 127.0.0.1 a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

let tree: GeneratedTree;
let publicDir: string;
let child: ChildProcess;
let base: string;
let stdout = "";
let stderr = "";

/**
 * `npm run serve:cdn [-- args]` with an environment over the shared tree, started as a user starts it: the child and
 * what it printed so far.
 */
function spawnServeCdn(args: string[], env: Record<string, string>): { child: ChildProcess; stdout: () => string; stderr: () => string } {
  const npm = spawn("npm", ["run", "serve:cdn", ...(args.length > 0 ? ["--", ...args] : [])], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: publicDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  npm.stdout.setEncoding("utf8").on("data", (text: string) => (out += text));
  npm.stderr.setEncoding("utf8").on("data", (text: string) => (err += text));
  return { child: npm, stdout: () => out, stderr: () => err };
}

/** scripts/serve-cdn.ts bundled, once, for the starts that fail. */
let bundle: Promise<{ path: string; cleanup(): void }> | undefined;

/**
 * `npm run serve:cdn -- args` as npm runs it (package.json's script: its node options, then the entry), the entry
 * bundled: its exit code and stderr.
 */
async function runServeCdnBundled(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const script = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts[
    "serve:cdn"
  ]!;
  const words = /^exec node (.*) scripts\/serve-cdn\.ts$/.exec(script)![1]!.split(" ");
  // tsx's loader is left out: the bundle is plain JavaScript.
  const options = words.filter((word, i) => word !== "--import" && words[i - 1] !== "--import");
  bundle ??= bundleInCheckout(join(ROOT, "scripts/serve-cdn.ts"));
  const child = spawn(process.execPath, [...options, (await bundle).path, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: publicDir },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  const code = await new Promise<number | null>((done) => child.once("exit", done));
  return { code, stderr };
}

/** serve:cdn as spawnServeCdn starts it; resolves once it prints `url`, with its output so far. */
async function serveCdn(args: string[], env: Record<string, string>, url: string): Promise<{ child: ChildProcess; output: () => string }> {
  const { child: npm, stdout, stderr } = spawnServeCdn(args, env);
  // http-server prints its addresses once it listens.
  for (let attempt = 0; attempt < 300 && npm.exitCode === null; attempt++) {
    if (stdout().includes(url)) return { child: npm, output: () => `${stdout()}${stderr()}` };
    await new Promise((done) => setTimeout(done, 100));
  }
  npm.kill("SIGKILL");
  throw new Error(`serve:cdn did not start on ${url}: ${stderr() || stdout()}`);
}

/**
 * serve:cdn on a port probed free, with `args(port)` and `env(port)`; a port another file's server took between the
 * probe and the listen is tried again with a new one (twice at most).
 */
async function serveCdnOnFreePort(
  args: (port: number) => string[],
  env: (port: number) => Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string; url: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    try {
      return { ...(await serveCdn(args(port), env(port), url)), url };
    } catch (error) {
      if (attempt === 3 || !/already in use/.test(String(error))) throw error;
    }
  }
}

/** SIGTERM to npm; resolves when it has exited (SIGKILL after 10 s). */
async function stopped(npm: ChildProcess): Promise<void> {
  if (npm.exitCode !== null || npm.signalCode !== null) return;
  const exited = new Promise((done) => npm.once("exit", done));
  npm.kill("SIGTERM");
  const timer = setTimeout(() => npm.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
  publicDir = join(tree.dir, "public");
  const started = await serveCdnOnFreePort(
    (port) => ["-p", String(port)],
    () => ({ PORT: "1" }),
  );
  base = started.url;
  child = started.child;
  child.stdout!.on("data", (text: string) => (stdout += text));
  child.stderr!.on("data", (text: string) => (stderr += text));
}, 90_000);

afterAll(async () => {
  if (child) await stopped(child);
  await bundle?.then(
    (made) => made.cleanup(),
    () => {},
  );
  tree?.cleanup();
});

/** The lite day file as the generator wrote it before the month files became the only copy: line d of the month file, in the day envelope. */
function dayFromMonthFile(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const lines = readFileSync(join(publicDir, ...monthFilePath("lite", y, m).split("/")), "utf8").split("\n");
  const record = lines[d]!.replace(/,$/, "");
  return `{"ok":true,"view":"lite","date":"${iso}","day":${record}}`;
}

/** GET a path: status, content type and body text. */
async function get(path: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(base + path, { redirect: "manual" });
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

describe("npm run serve:cdn", () => {
  it("answers a pretty path without .json with the day file's exact bytes, as JSON", async () => {
    for (const iso of ["2026-01-01", "2026-07-15", "2026-12-31"]) {
      // The generated tree holds no day file (the edge slices month files); the copy serve:cdn builds does.
      expect(existsSync(join(publicDir, "lite", "gw", "day", `${iso}.json`))).toBe(false);
      const file = dayFromMonthFile(iso);
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

  it("answers a 404 with the API's JSON error body (NOT_FOUND), a 405 with METHOD_NOT_ALLOWED, as application/json (issue 56)", async () => {
    for (const path of ["/gw/day/2027-01-01", "/gw/day/2026-02-30.json", "/nope.json", "/gw/", "/pro/gw/day/2026-01-01", "/"]) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/^application\/json/);
      const body = await response.text();
      expect(body, path).toBe(cdnErrorBody(404));
      expect(ErrorResponse.parse(JSON.parse(body)), path).toMatchObject({ ok: false, code: "NOT_FOUND" });
    }
    const post = await fetch(`${base}/gw/day/2026-01-01`, { method: "POST" });
    expect([post.status, post.headers.get("content-type")?.split(";")[0]]).toEqual([405, "application/json"]);
    expect(ErrorResponse.parse(await post.json())).toMatchObject({ ok: false, code: "METHOD_NOT_ALLOWED" });
    // HEAD: the status without a body; a file is still the file
    const head = await fetch(`${base}/gw/day/2027-01-01`, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([404, ""]);
    expect((await get("/gw/day/2026-01-01")).status).toBe(200);
  });

  it("prints no deprecation warning, and stops on SIGTERM to npm (the port closes)", async () => {
    await get("/gw/day/2026-01-02"); // the warning would come with a response
    await get("/nope");
    await stopped(child);
    expect(`${stdout}${stderr}`).not.toMatch(/DeprecationWarning|\[DEP\d+\]/);
    await expect(fetch(`${base}/gw/day/2026-01-02`)).rejects.toThrow();
  });

  it("honours PORT when no -p is given", async () => {
    const { child: npm, url } = await serveCdnOnFreePort(
      () => [],
      (port) => ({ PORT: String(port) }),
    );
    try {
      const response = await fetch(`${url}/gw/day/2026-05-05`);
      expect(response.status).toBe(200);
      expect((await response.json()).day.iso).toBe("2026-05-05");
    } finally {
      await stopped(npm);
    }
  }, 60_000);

  it("a port in use is one line and exit code 1, not a stack trace", async () => {
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(0, "127.0.0.1", done));
    const { port } = holder.address() as { port: number };
    try {
      const { code, stderr } = await runServeCdnBundled(["-p", String(port)]);
      expect(code).toBe(1);
      expect(stderr.trim().split("\n")).toEqual([
        `serve:cdn: port ${port} on 127.0.0.1 is already in use: stop the other server, or set PORT to a free port (or -p)`,
      ]);
    } finally {
      await new Promise((done) => holder.close(done));
    }
  }, 60_000);

  it("an address not of this machine is one line naming HOST and -a, exit code 1", async () => {
    // 192.0.2.1: TEST-NET-1 (RFC 5737), documentation only, never a local address.
    const { code, stderr } = await runServeCdnBundled(["-a", "192.0.2.1", "-p", "41236"]);
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      "serve:cdn: HOST=192.0.2.1 is not an address of this machine: set HOST to one of its addresses (127.0.0.1, ::1, 0.0.0.0) (or -a)",
    ]);
  }, 60_000);

  it("builds one -p and one -a whatever the caller gives; a bad port is one line", () => {
    const built = cdnArgs(["--port", "41236", "-a", "::1"], { PORT: "9000", DATA_DIR: "/data" });
    expect(built).toEqual({
      ok: true,
      args: ["/.data-cdn/lite", "-a", "::1", "-p", "41236", "-e", "json", "-d", "false", "-i", "false", "-c86400", "--cors"],
    });
    const args = (built as { args: string[] }).args;
    expect(args.filter((a) => a === "-p")).toHaveLength(1);
    expect((cdnArgs(["-p=8081"], {}) as { args: string[] }).args.slice(0, 5)).toEqual([
      resolve(".public-cdn", "lite"),
      "-a",
      "127.0.0.1",
      "-p",
      "8081",
    ]);
    for (const bad of [["-p", "0"], ["-p", "x"], ["--port"]]) {
      const result = cdnArgs(bad, {});
      expect(result.ok, bad.join(" ")).toBe(false);
      expect((result as { error: string }).error).toMatch(/^serve:cdn: [^\n]+$/);
    }
  });
});
