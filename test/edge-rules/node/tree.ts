/**
 * Writes the fixture tree and a tokens file to a fresh temporary directory: every month, year
 * and manifest file, and the day files of January 2025 only (enough for these tests, and a few
 * hundred milliseconds faster per file than all 1 462).
 */
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { MANIFEST_PATH } from "../../../schemas/files/layout.ts";
import { FILES, TOKEN_RECORDS } from "../fixtures.ts";
import { writeTokenFile, type TokenFileEntry } from "../../../edge-rules/node/token-file.ts";

export async function writeFixtureTree(): Promise<{ dir: string; dataDir: string; tokensFile: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "edge-rules-node-"));
  const dataDir = join(dir, "public");
  const skipped = new Set<string>();
  for (const [path, text] of FILES) {
    if (path.includes("/gw/day/") && !path.includes("/gw/day/2025-01-")) {
      skipped.add(path);
      continue;
    }
    const full = join(dataDir, ...path.split("/"));
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, text);
  }
  // The manifest lists exactly the files written (the server checks every listed file).
  const manifest = JSON.parse(FILES.get(MANIFEST_PATH) as string) as { files: Record<string, unknown> };
  for (const path of skipped) delete manifest.files[path];
  await writeFile(join(dataDir, MANIFEST_PATH), JSON.stringify(manifest, null, 2));
  const tokensFile = join(dir, "tokens.json");
  const entries: TokenFileEntry[] = TOKEN_RECORDS.map((r) => ({
    id: r.id,
    sha256: r.sha256,
    plan: r.plan,
    label: `fixture ${r.id}`,
    created: "2025-01-01T00:00:00.000Z",
    expires: r.expires ?? null,
    revoked: r.revoked ?? false,
  }));
  await writeTokenFile(tokensFile, { tokens: entries });
  return { dir, dataDir, tokensFile, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");
