/** The tokens file store and the tokens CLI (issue, list, revoke). */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandler } from "../../../edge-rules/handler.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { createTokenFileStore, defaultTokensFile, parseTokenFile, PROJECT_TOKENS_FILE } from "../../../edge-rules/node/token-file.ts";
import { runTokensCli } from "../../../edge-rules/node/tokens-cli.ts";
import { MemoryRateLimiter } from "../../../edge-rules/access/rate-limit.ts";
import { START_TIME, TOKENS } from "../fixtures.ts";
import { sha256, writeFixtureTree } from "./tree.ts";

let tree: Awaited<ReturnType<typeof writeFixtureTree>>;
beforeAll(async () => {
  tree = await writeFixtureTree();
});
afterAll(async () => tree?.cleanup());

async function cli(args: string[], tokensFile: string) {
  let stdout = "";
  let stderr = "";
  const code = await runTokensCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    tokensFile,
    now: () => START_TIME,
  });
  return { code, stdout, stderr };
}

describe("token file store", () => {
  it("looks tokens up by hash; missing file = no tokens; malformed file fails closed", async () => {
    const store = createTokenFileStore(tree.tokensFile, { recheckMs: 0 });
    expect(await store.lookup(sha256(TOKENS.pro))).toMatchObject({ id: "tok_pro", plan: "pro" });
    expect(await store.lookup(sha256(TOKENS.unknown))).toBeNull();
    expect(await createTokenFileStore(join(tree.dir, "none.json")).lookup(sha256(TOKENS.pro))).toBeNull();
    const bad = join(tree.dir, "bad.json");
    await writeFile(bad, '{"tokens":[{"id":"x","sha256":"nothex","plan":"pro"}]}');
    await expect(createTokenFileStore(bad).lookup(sha256(TOKENS.pro))).rejects.toThrow(/sha256/);
    expect(() => parseTokenFile('{"tokens":[{"id":"x","sha256":"' + "a".repeat(64) + '","plan":"gold"}]}')).toThrow(/plan/);
  });

  it("TOKENS_FILE, else tokens.json in the project root", () => {
    expect(defaultTokensFile({})).toBe(PROJECT_TOKENS_FILE);
    expect(PROJECT_TOKENS_FILE).toMatch(/[\\/]tokens\.json$/);
    expect(PROJECT_TOKENS_FILE).not.toMatch(/edge-rules/);
    expect(defaultTokensFile({ TOKENS_FILE: "/srv/t.json" })).toBe("/srv/t.json");
  });
});

describe("tokens CLI", () => {
  it("issue prints the token alone on the last line and stores only its SHA-256", async () => {
    const file = join(tree.dir, "cli-tokens.json");
    const { code, stdout } = await cli(["issue", "--plan", "ultra", "--label", "billing app", "--expires", "2026-12-31"], file);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    const token = lines.at(-1) as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    const text = await readFile(file, "utf8");
    expect(text).not.toContain(token);
    const stored = parseTokenFile(text).tokens;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ sha256: sha256(token), plan: "ultra", label: "billing app", expires: "2026-12-31", revoked: false });
    expect(stored[0]!.created).toBe(new Date(START_TIME).toISOString());
    expect(stdout).toContain(stored[0]!.id);
  });

  it("tokens are unique and random", async () => {
    const file = join(tree.dir, "cli-many.json");
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) seen.add((await cli(["issue", "--plan", "pro"], file)).stdout.trimEnd().split("\n").at(-1)!);
    expect(seen.size).toBe(5);
    const ids = parseTokenFile(await readFile(file, "utf8")).tokens.map((t) => t.id);
    expect(new Set(ids).size).toBe(5);
  });

  it("list never prints tokens or hashes; revoke takes effect on a running handler", async () => {
    const file = join(tree.dir, "cli-revoke.json");
    const issued = await cli(["issue", "--plan", "pro", "--label", "to revoke"], file);
    const token = issued.stdout.trimEnd().split("\n").at(-1)!;
    const handler = createHandler({
      origin: createFsOrigin({ root: tree.dataDir }),
      tokens: createTokenFileStore(file, { recheckMs: 0 }),
      limiter: new MemoryRateLimiter(),
      clock: () => START_TIME,
      config: { serviceName: "t", rateLimits: { lite: 100, pro: 100, ultra: 100 } },
    });
    const view = async () => {
      const res = await handler(new Request("http://x/gw/day/2025-01-01", { headers: { authorization: `Bearer ${token}` } }));
      return res.status === 200 ? (await res.json()).view : res.status;
    };
    expect(await view()).toBe("pro");

    const listed = await cli(["list"], file);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/to revoke/);
    expect(listed.stdout).toMatch(/active/);
    expect(listed.stdout).not.toContain(token);
    expect(listed.stdout).not.toContain(sha256(token));

    const id = parseTokenFile(await readFile(file, "utf8")).tokens[0]!.id;
    expect((await cli(["revoke", id], file)).code).toBe(0);
    expect(await view()).toBe(403);
    expect((await cli(["list"], file)).stdout).toMatch(/revoked/);
    expect((await cli(["revoke", id], file)).stdout).toMatch(/already/);
    expect((await cli(["revoke", "tok_nope"], file)).code).toBe(1);
  });

  it("rejects bad input", async () => {
    const file = join(tree.dir, "cli-bad.json");
    expect((await cli(["issue"], file)).code).not.toBe(0);
    expect((await cli(["issue", "--plan", "basic"], file)).code).not.toBe(0);
    expect((await cli(["issue", "--plan", "pro", "--expires", "2025-02-30"], file)).code).not.toBe(0);
    expect((await cli(["issue", "--plan", "pro", "--expires", "31/12/2026"], file)).code).not.toBe(0);
    expect((await cli(["frobnicate"], file)).code).not.toBe(0);
    // START_TIME is 2025-06-01 12:00 JST: yesterday is refused, today is the last valid day
    const past = await cli(["issue", "--plan", "pro", "--expires", "2025-05-31"], file);
    expect(past.code).toBe(1);
    expect(past.stdout).toBe("");
    expect(past.stderr).toBe(
      "error: --expires 2025-05-31 is in the past (today is 2025-06-01 in JST): the token would never work; nothing was issued\n",
    );
    await expect(readFile(file, "utf8")).rejects.toThrow(/ENOENT/);
    expect((await cli(["issue", "--plan", "pro", "--expires", "2025-06-01"], file)).code).toBe(0);
    expect((await cli([], file)).code).not.toBe(0);
    expect((await cli(["list"], join(tree.dir, "cli-none.json"))).stdout).toMatch(/no tokens/);
  });

  it("a malformed tokens file is named in one line, and left as it is", async () => {
    const file = join(tree.dir, "cli-corrupt.json");
    await writeFile(file, "not json");
    for (const args of [["list"], ["issue", "--plan", "pro"], ["revoke", "tok_x"]]) {
      const { code, stderr } = await cli(args, file);
      expect(code).toBe(1);
      expect(stderr.startsWith(`error: tokens file ${file} is malformed: not JSON (`)).toBe(true);
      expect(stderr.split("\n")).toHaveLength(2); // one line
    }
    expect(await readFile(file, "utf8")).toBe("not json");
  });
});
