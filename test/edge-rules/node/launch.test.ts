/**
 * Operator mistakes at `npm start` are one clear line on stderr naming what to change, and no
 * server: the port in use, a bad HOST, a malformed tokens file (refused at start, not per
 * request), missing data, bad numbers. Servers listen on 127.0.0.1 only.
 */
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { listenErrorLine } from "../../../edge-rules/node/startup-errors.ts";
import { bundleInCheckout } from "../../support/checkout-bundle.ts";
import { writeFixtureTree } from "./tree.ts";

const ROOT = resolve(import.meta.dirname, "../../..");

let tree: Awaited<ReturnType<typeof writeFixtureTree>>;
let occupied: RunningServer;
let busyPort: number;
beforeAll(async () => {
  tree = await writeFixtureTree();
  occupied = await startServer({ port: 0, dataDir: tree.dataDir, tokensFile: tree.tokensFile });
  busyPort = Number(new URL(occupied.url).port);
});
afterAll(async () => {
  await occupied?.close(100);
  await tree?.cleanup();
});

/** Runs {@link launch} with an environment over the fixture; returns the server (if any) and the lines written. */
async function launchWith(env: Record<string, string>) {
  const stderr: string[] = [];
  const stdout: string[] = [];
  const running = await launch(
    { HOST: "127.0.0.1", PORT: "0", DATA_DIR: tree.dataDir, TOKENS_FILE: tree.tokensFile, ...env },
    { stdout: (l) => stdout.push(l), stderr: (l) => stderr.push(l) },
  );
  await running?.close(100);
  return { running, stderr, stdout };
}

/** Expects no server and exactly one single-line message on stderr matching every pattern. */
async function expectOneLine(env: Record<string, string>, ...patterns: RegExp[]): Promise<string> {
  const { running, stderr, stdout } = await launchWith(env);
  expect(running).toBeNull();
  expect(stdout).toEqual([]);
  expect(stderr).toHaveLength(1);
  const line = stderr[0]!;
  expect(line).not.toContain("\n");
  expect(line).not.toMatch(/\n\s+at /);
  for (const pattern of patterns) expect(line).toMatch(pattern);
  return line;
}

describe("launch after a generate stopped between the renames of its swap", () => {
  it("serves the complete previous tree and says so in one line", async () => {
    const { cp } = await import("node:fs/promises");
    const parent = join(dirname(tree.dataDir), "swap-cut");
    await cp(tree.dataDir, join(parent, ".public-previous"), { recursive: true });
    const stderr: string[] = [];
    const stdout: string[] = [];
    const running = await launch(
      { HOST: "127.0.0.1", PORT: "0", DATA_DIR: join(parent, "public"), TOKENS_FILE: tree.tokensFile },
      { stdout: (l) => stdout.push(l), stderr: (l) => stderr.push(l) },
    );
    try {
      expect(running).not.toBeNull();
      expect(stdout).toHaveLength(1);
      expect(stderr).toHaveLength(1);
      expect(stderr[0]).toMatch(/public is absent: serving the complete previous tree .*\.public-previous/);
      const health = await fetch(`${running!.url}/gw/health`);
      expect(health.status).toBe(200);
      await health.arrayBuffer();
    } finally {
      await running?.close(100);
    }
  });
});

describe("launch: operator mistakes", () => {
  it("starts with a good environment and prints one line with the URL", async () => {
    const { running, stderr, stdout } = await launchWith({});
    expect(running).not.toBeNull();
    expect(stderr).toEqual([]);
    expect(stdout).toHaveLength(1);
    expect(stdout[0]).toMatch(/^koyomi-api serving http:\/\/127\.0\.0\.1:\d+ .*coverage 2024-2025\)$/);
  });

  it("port in use: names the port and PORT", async () => {
    await expectOneLine({ PORT: String(busyPort) }, new RegExp(`port ${busyPort} `), /already in use/, /\bPORT\b/);
  });

  it("a bad HOST: not an address of this machine, or not an address at all (no DNS lookup)", async () => {
    await expectOneLine({ HOST: "192.0.2.1" }, /^edge-rules: HOST=192\.0\.2\.1 is not an address of this machine/);
    await expectOneLine({ HOST: "not a host!" }, /HOST="not a host!"/, /IP address/);
    await expectOneLine({ HOST: "-bad-.example" }, /HOST=/);
  });

  it("a malformed tokens file: refused at start, naming the file", async () => {
    const corrupt = join(tree.dir, "corrupt-tokens.json");
    await writeFile(corrupt, '{"tokens":[{"id":"x","sha256":"zz","plan":"pro"}]}');
    await expectOneLine({ TOKENS_FILE: corrupt }, new RegExp(`tokens file ${corrupt.replace(/[.\\/]/g, "\\$&")} is malformed`), /sha256/);
    await writeFile(corrupt, "{");
    await expectOneLine({ TOKENS_FILE: corrupt }, /is malformed: not JSON/);
  });

  it("no generated data, and bad numbers", async () => {
    await expectOneLine({ DATA_DIR: join(tree.dir, "nothing-here") }, /no generated data in .*nothing-here/, /npm run generate/);
    await expectOneLine({ PORT: "http" }, /PORT="http": expected an integer/);
    await expectOneLine({ RATE_LIMIT_PRO: "-1" }, /RATE_LIMIT_PRO/);
  });

  it("as a process: exit code 1 and a single stderr line, no stack trace", async () => {
    // serve.ts's entry as one bundled file that plain node runs (test/support/checkout-bundle.ts): the process's exit
    // code and stderr are under test here; its start-up through tsx is npm-start.test.ts's (npm start runs this main).
    const bundle = await bundleInCheckout(join(ROOT, "edge-rules/node/serve.ts"));
    try {
      const child = spawn(process.execPath, [bundle.path], {
        cwd: ROOT,
        env: { ...process.env, HOST: "127.0.0.1", PORT: String(busyPort), DATA_DIR: tree.dataDir, TOKENS_FILE: tree.tokensFile },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
      const code = await new Promise<number>((r) => child.on("exit", (c) => r(c ?? -1)));
      expect(code).toBe(1);
      expect(stderr.trimEnd().split("\n")).toEqual([
        `edge-rules: port ${busyPort} on 127.0.0.1 is already in use: stop the other server, or set PORT to a free port`,
      ]);
    } finally {
      bundle.cleanup();
    }
  }, 30_000);

  it("listen errors without a known code still make one line", () => {
    expect(listenErrorLine(new Error("strange\nsecond line"), "h", 1)).toBe("cannot listen on h:1: strange");
    expect(listenErrorLine(Object.assign(new Error("x"), { code: "EACCES" }), "127.0.0.1", 80)).toMatch(/port 80 .*set PORT/);
  });
});
