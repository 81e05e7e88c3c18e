/**
 * The Python client (clients/python) with a real Python against the Node server exactly as `npm start` builds it
 * (startServer creating its own handler) over a generated 2026, on 127.0.0.1 with port 0:
 *
 * 1. the client's own tests, `python3 -m unittest` (clients/python/tests: a scripted server, then the real servers
 *    named in the environment: a generous one, one of one request a minute and one of npm start's 60 a minute on the
 *    real clock, for a real retry), with no test skipped;
 * 2. the example of clients/python/README.md, run verbatim against a server with npm start's limits and clock,
 *    printing exactly the output the README shows;
 * 3. `pip install --no-index` of the package into a fresh venv: offline, importable, typed (py.typed). The venv is
 *    made without its own pip when python3 has pip 22.3 or later, whose `--python` installs into it (see freshVenv).
 *
 * Python runs without writing bytecode and the tree is left as it was (the CI fails on a dirty tree). A missing
 * `python3`, or one older than 3.9, fails the file with one line; nothing is skipped.
 */
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { memoryTokenStore } from "../../../edge-rules/access/token-store.ts";
import type { Plan } from "../../../schemas/plans.ts";
import { PROXY_SECRET, TOKEN_RECORDS, TOKENS } from "../../edge-rules/fixtures.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { CONTRACTS } from "../../../schemas/endpoints/index.ts";
import { exampleTarget, prettyTarget } from "../../support/endpoint-table.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const CLIENT = join(ROOT, "clients/python");
/** The one line a missing or old Python fails with. */
const NEEDS_PYTHON = "python3 ≥ 3.9 is needed for the Python client's tests";
/** JST noon of 1 June 2026: the buckets of the servers with this clock never refill. */
const NOW = Date.UTC(2026, 5, 1, 3);
const GENEROUS: Readonly<Record<Plan, number>> = { lite: 100_000, pro: 100_000, ultra: 100_000 };

/**
 * Every GET endpoint's example in 2026 (its contract's, docs/architecture.md#endpoints) as a call of the client, by
 * operation id: path arguments in path order, query arguments by name, whether it needs a Pro token. The live tests
 * call every method with it (KOYOMI_TEST_EXAMPLES), so a method generated for a new endpoint needs no line there.
 */
const EXAMPLES = Object.fromEntries(
  CONTRACTS.filter((c) => c.method === "GET").map((c) => {
    const { target, pro } = exampleTarget(c, 2026);
    const { params, query } = prettyTarget(c, target)!;
    return [c.operationId, { args: Object.values(params), kwargs: Object.fromEntries(new URLSearchParams(query)), pro }];
  }),
);

/** The environment of every Python process: no bytecode written into the tree, 127.0.0.1 never through a proxy. */
const PYTHON_ENV = {
  ...process.env,
  PYTHONDONTWRITEBYTECODE: "1",
  PYTHONIOENCODING: "utf-8",
  NO_PROXY: ["127.0.0.1", "localhost", process.env["NO_PROXY"]].filter(Boolean).join(","),
  no_proxy: ["127.0.0.1", "localhost", process.env["no_proxy"]].filter(Boolean).join(","),
};

/** A process's exit code and output. Asynchronous: the servers answer from this process meanwhile. */
function run(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: Record<string, string | undefined>; timeoutMs?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...PYTHON_ENV, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 90_000);
    child.once("error", (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

/** Files under clients/python that git does not track, ignored ones too (caches, build output), as git status lists them. */
async function untracked(): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    "git",
    ["status", "--porcelain", "--ignored", "--untracked-files=all", "--", "clients/python"],
    {
      cwd: ROOT,
    },
  );
  return stdout.split("\n").filter((line) => line.startsWith("!!") || line.startsWith("??"));
}

/**
 * A fresh venv in `dir`, and the command that runs pip for it. When python3 has pip 22.3 or later, the venv is made
 * without a pip of its own and python3's pip installs into it (`pip --python`: pip runs again in the venv's
 * interpreter, as the venv's own pip would): ensurepip copying pip into each venv was about 4.8 s of CPU, the venv
 * without it 0.2 s, and the install 1.5 s against 0.8 s. Else the venv gets its own pip.
 */
async function freshVenv(dir: string): Promise<{ python: string; pip: string[] }> {
  const python = join(dir, "venv", "bin", "python");
  const version = await run("python3", ["-c", "import pip; print(pip.__version__)"]);
  const [major = 0, minor = 0] = version.stdout.trim().split(".").map(Number);
  const hostPip = version.code === 0 && (major > 22 || (major === 22 && minor >= 3));
  const venv = await run("python3", ["-m", "venv", ...(hostPip ? ["--without-pip"] : []), join(dir, "venv")]);
  expect(venv.code, `python3 -m venv: ${venv.stdout}${venv.stderr}`).toBe(0);
  return { python, pip: hostPip ? ["python3", "-m", "pip", "--python", python] : [python, "-m", "pip"] };
}

let tree: GeneratedTree;
const servers: Record<"generous" | "limited" | "refilling" | "readme", RunningServer> = {} as never;
let ignoredBefore: string[] = [];

beforeAll(async () => {
  const version = await promisify(execFile)("python3", ["-c", "import sys; print('%d %d' % sys.version_info[:2])"]).then(
    ({ stdout }) => stdout.trim().split(" ").map(Number),
    () => [0, 0],
  );
  if (version[0]! < 3 || (version[0] === 3 && version[1]! < 9)) throw new Error(NEEDS_PYTHON);
  ignoredBefore = await untracked();
  tree = await generatedTree(2026, 2026);
  const start = (clock: (() => number) | undefined, rateLimits?: Readonly<Record<Plan, number>>): Promise<RunningServer> =>
    startServer({
      port: 0,
      origin: createFsOrigin({ root: `${tree.dir}/public` }),
      tokens: memoryTokenStore(TOKEN_RECORDS),
      proxySecret: PROXY_SECRET,
      ...(clock === undefined ? {} : { clock }),
      ...(rateLimits === undefined ? {} : { rateLimits }),
      onError: () => {},
    });
  [servers.generous, servers.limited, servers.refilling, servers.readme] = await Promise.all([
    start(() => NOW, GENEROUS),
    start(() => NOW, { ...GENEROUS, lite: 1 }),
    start(undefined, { ...GENEROUS, lite: 60 }),
    // npm start's: the default limits (60 a minute without a token) on the real clock.
    start(undefined),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s?.close(100)));
  tree?.cleanup();
});

describe("the Python client", () => {
  it("passes its own tests (python3 -m unittest), none skipped", async () => {
    const result = await run("python3", ["-m", "unittest", "discover", "-s", "tests", "-v"], {
      cwd: CLIENT,
      env: {
        KOYOMI_TEST_URL: servers.generous.url,
        KOYOMI_TEST_PRO_TOKEN: TOKENS.pro,
        KOYOMI_TEST_PROXY_SECRET: PROXY_SECRET,
        KOYOMI_TEST_LIMITED_URL: servers.limited.url,
        KOYOMI_TEST_REFILLING_URL: servers.refilling.url,
        KOYOMI_TEST_EXAMPLES: JSON.stringify(EXAMPLES),
      },
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.code, output).toBe(0);
    expect(output, output).toMatch(/\nOK\s*$/);
    expect(output, output).not.toMatch(/skipped/);
    expect(output).toMatch(/Ran [1-9][0-9]+ tests/);
  });

  it("runs the README's example verbatim, printing the README's output", async () => {
    const readme = readFileSync(join(CLIENT, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Example"), readme.indexOf("\n## ", readme.indexOf("## Example") + 1));
    const code = /```python\n([\s\S]*?)```/.exec(section)![1]!;
    const expected = /```text\n([\s\S]*?)```/.exec(section)![1]!;
    const dir = mkdtempSync(join(tmpdir(), "koyomi-python-example-"));
    try {
      writeFileSync(join(dir, "example.py"), code);
      const result = await run("python3", [join(dir, "example.py")], {
        cwd: dir,
        env: { KOYOMI_URL: servers.readme.url, KOYOMI_TOKEN: TOKENS.pro, PYTHONPATH: CLIENT },
      });
      expect(result.code, `${result.stdout}${result.stderr}`).toBe(0);
      expect(result.stdout).toBe(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("installs with pip offline into a fresh venv (pip install --no-index), typed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "koyomi-python-venv-"));
    try {
      const { python, pip: pipCommand } = await freshVenv(dir);
      const [command, ...pipArgs] = pipCommand as [string, ...string[]];
      const pip = await run(command, [...pipArgs, "install", "--no-index", "--disable-pip-version-check", CLIENT]);
      expect(pip.code, `${pip.stdout}${pip.stderr}`).toBe(0);
      const check = await run(
        python,
        [
          "-c",
          [
            "import os, sys, koyomi_api",
            "from koyomi_api import KoyomiClient, RateLimitedError",
            "here = os.path.realpath(os.path.dirname(koyomi_api.__file__))",
            "print(here.startswith(os.path.realpath(sys.prefix)), os.path.isfile(os.path.join(here, 'py.typed')))",
            "print(KoyomiClient('http://127.0.0.1:1').url('getDay', {'date': '2026-01-01'}), RateLimitedError.STATUS)",
          ].join("\n"),
        ],
        { cwd: dir },
      );
      expect(check.stdout, check.stderr).toBe("True True\nhttp://127.0.0.1:1/gw/day/2026-01-01 429\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("leaves the tree as it was (no bytecode, no build output)", async () => {
    expect(await untracked()).toEqual(ignoredBefore);
  });
});
