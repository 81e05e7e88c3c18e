/**
 * Publishes a copy of a generated tree at an output directory exactly as `generate` publishes what it generated
 * (generator/generate.ts): the output directory checked, a staged tree begun beside it (StagedTree.begin: stale
 * staging removed, an interrupted swap restored), every file written into it with the manifest last, then the swap
 * (StagedTree.commit, with its kill points: generator/files/kill-point.ts).
 *
 *   node --import tsx test/support/publish-tree.ts SOURCE OUT
 *
 * For test/generator/files/atomic-swap.test.ts: a run killed at a step of its swap, without computing a calendar
 * first (a generate of one year costs about 6 s of CPU before it reaches the swap), and the run after it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { StagedTree } from "../../generator/files/atomic-tree.ts";
import { checkOutDir } from "../../generator/files/out-dir-guard.ts";
import { MANIFEST_PATH } from "../../schemas/files/layout.ts";

/** Every file under `dir`, as `/`-separated paths relative to it. */
function files(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    return entry.isDirectory() ? files(dir, path) : [path];
  });
}

/** Publishes the tree at `source` to `out` through a staged tree, as generate does. */
export async function publishTree(source: string, out: string): Promise<void> {
  await checkOutDir(out);
  const tree = await StagedTree.begin(out);
  try {
    for (const path of files(source).filter((p) => p !== MANIFEST_PATH)) tree.write(path, readFileSync(join(source, path)));
    tree.write(MANIFEST_PATH, readFileSync(join(source, MANIFEST_PATH)));
    await tree.commit();
  } catch (error) {
    await tree.abort().catch(() => {});
    throw error;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [source, out] = process.argv.slice(2);
  if (source === undefined || out === undefined) throw new Error("usage: publish-tree.ts SOURCE OUT");
  await publishTree(source, out);
}
