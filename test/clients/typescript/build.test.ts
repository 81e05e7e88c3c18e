/**
 * The package builds and stands alone (clients/typescript/package.json): no runtime dependency;
 * its sources import only each other and use no `node:` module (Node ≥ 20, Workers, browsers);
 * `tsc -p clients/typescript/tsconfig.build.json` (npm run client:build) emits ESM JavaScript and
 * declarations that run; and the bundle stays small (esbuild --bundle --minify, gzip -9).
 */
import { build } from "esbuild";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

const CLIENT = resolve(import.meta.dirname, "../../../clients/typescript");
const out = mkdtempSync(join(tmpdir(), "koyomi-client-build-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The most the minified, gzipped bundle may weigh. */
const MAX_GZIPPED_BYTES = 4096;

describe("the package", () => {
  it("has no runtime dependency", () => {
    const pkg = JSON.parse(readFileSync(join(CLIENT, "package.json"), "utf8"));
    expect(pkg.dependencies).toEqual({});
    expect(pkg.peerDependencies).toBeUndefined();
    expect(pkg.optionalDependencies).toBeUndefined();
    expect(pkg.type).toBe("module");
    expect(pkg.exports["."]).toEqual({ types: "./dist/index.d.ts", default: "./dist/index.js" });
  });

  it("its sources import only each other, nothing from node:", () => {
    const files = readdirSync(join(CLIENT, "src"));
    expect(files).toContain("index.ts");
    for (const file of files) {
      const text = readFileSync(join(CLIENT, "src", file), "utf8");
      const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
      for (const target of imports) expect(target, `${file} imports ${target}`).toMatch(/^\.\/[a-z-]+\.ts$/);
      expect(text, file).not.toMatch(/\bprocess\.|\bBuffer\b|\brequire\(/);
    }
  });
});

describe("the build", () => {
  it("emits ESM JavaScript and declarations that run", async () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(CLIENT, "tsconfig.build.json"),
      { outDir: out },
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
        },
      },
    )!;
    const program = ts.createProgram(config.fileNames, config.options);
    const result = program.emit();
    const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics].map((d) =>
      ts.flattenDiagnosticMessageText(d.messageText, "\n"),
    );
    expect(diagnostics).toEqual([]);
    const emitted = readdirSync(out).sort();
    for (const name of ["index", "client", "errors", "operations", "openapi", "types"]) {
      expect(emitted).toContain(`${name}.js`);
      expect(emitted).toContain(`${name}.d.ts`);
    }
    expect(readFileSync(join(out, "index.js"), "utf8")).toContain('from "./client.js"');
    const built = (await import(pathToFileURL(join(out, "index.js")).href)) as typeof import("../../../clients/typescript/src/index.ts");
    const seen: string[] = [];
    const client = new built.KoyomiClient({
      baseUrl: "https://koyomi.example",
      fetch: async (url) => {
        seen.push(url.href);
        return new Response('{"ok":true,"service":"koyomi-api"}');
      },
    });
    expect(await client.health()).toMatchObject({ ok: true });
    expect(seen).toEqual(["https://koyomi.example/gw/health"]);
  }, 60_000);

  it(`bundles to at most ${MAX_GZIPPED_BYTES} bytes minified and gzipped`, async () => {
    const bundle = await build({ entryPoints: [join(CLIENT, "src/index.ts")], bundle: true, minify: true, format: "esm", write: false });
    const bytes = bundle.outputFiles[0]!.contents;
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(MAX_GZIPPED_BYTES);
    expect(new TextDecoder().decode(bytes)).not.toMatch(/node:/);
  });
});
