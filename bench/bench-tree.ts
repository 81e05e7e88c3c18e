/**
 * The tree every HTTP benchmark serves: 2020–2030 generated into a temporary directory by a child
 * process, with a tokens file holding one fresh Pro token and one Ultra (a bystander); and the cleanup of the servers started
 * over it. One place, so the http, soak and feed benches measure the same thing.
 */
import type { ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeTokenFile } from "../edge-rules/node/token-file.ts";
import { generateInChild } from "./generate.ts";

/** A generated tree and its Pro token (clear text: a bench's own, never stored). */
export interface BenchTree {
  /** The generated root. */
  readonly data: string;
  readonly tokensFile: string;
  readonly token: string;
  /** A second caller's token (Ultra): the bystander whose cheap requests the attack bench times (bench/attack.ts). */
  readonly bystander: string;
  /** The servers started over it (killed at the end). */
  readonly children: ChildProcess[];
}

/** Which tree: the years to generate (default 2020–2030), or a generated root to serve as it is (`data`). */
export interface BenchTreeOptions {
  readonly from?: number;
  readonly to?: number;
  readonly data?: string;
}

/** Runs `bench` over a fresh tree (or `options.data`, left as it is), then stops its servers and removes the directory. */
export async function withBenchTree<T>(prefix: string, bench: (tree: BenchTree) => Promise<T>, options: BenchTreeOptions = {}): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), `koyomi-bench-${prefix}-`));
  const children: ChildProcess[] = [];
  try {
    const data = options.data ?? join(dir, "public");
    if (options.data === undefined) await generateInChild(options.from ?? 2020, options.to ?? 2030, data);
    const token = randomBytes(32).toString("base64url");
    const bystander = randomBytes(32).toString("base64url");
    const tokensFile = join(dir, "tokens.json");
    const record = (id: string, clear: string, plan: "pro" | "ultra") => ({
      id,
      sha256: createHash("sha256").update(clear).digest("hex"),
      plan,
      label: prefix,
      created: new Date().toISOString(),
      expires: null,
      revoked: false,
    });
    await writeTokenFile(tokensFile, {
      tokens: [record(`tok_${prefix}`, token, "pro"), record(`tok_${prefix}_bystander`, bystander, "ultra")],
    });
    return await bench({ data, tokensFile, token, bystander, children });
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill();
          }),
      ),
    );
    await rm(dir, { recursive: true, force: true });
  }
}
