/**
 * The handler runs unchanged on Cloudflare Workers: nothing outside `edge-rules/node/` may import
 * `node:` modules or touch Node globals — not the handler, its endpoints, the Workers adapter,
 * the schemas they read, nor the calendar rules they compute with (the files of calendar/ the
 * edge reaches; the ephemerides the generator alone loads are its own).
 */
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Every .ts file under `dir` (relative to the repository), recursively, except under `skip`. */
async function sources(dir: string, skip: readonly string[] = []): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(join(repo, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (skip.includes(path)) continue;
    if (entry.isDirectory()) out.push(...(await sources(path, skip)));
    else if (entry.name.endsWith(".ts")) out.push(path);
  }
  return out;
}

const FORBIDDEN: [RegExp, string][] = [
  [/from\s+["']node:/, "a node: import"],
  [/import\(\s*["']node:/, "a dynamic node: import"],
  [/from\s+["'](fs|path|crypto|http|https|url|os|stream|buffer|util|net|child_process)["']/, "a Node builtin import"],
  [/\brequire\s*\(/, "require()"],
  [/\bprocess\./, "the process global"],
  [/\bBuffer\b/, "the Buffer global"],
  [/\b__dirname\b|\b__filename\b/, "CommonJS globals"],
  [/\bsetImmediate\b/, "setImmediate"],
  [/\bglobal\./, "the global object"],
  [/\bNodeJS\./, "Node types"],
];

/** `roots` and every file of calendar/ they import, directly or through another. */
async function withCalendar(roots: readonly string[]): Promise<string[]> {
  const seen = new Set(roots);
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const source = await readFile(join(repo, file), "utf8");
    // `import type` is erased before the code runs: it brings no file along.
    for (const m of source.matchAll(/\b(?:import|export)(\s+type\b)?[^;]*?\bfrom\s+["'](\.[^"']+)["']/g)) {
      if (m[1] !== undefined) continue;
      const target = relative(repo, resolve(repo, dirname(file), m[2]!));
      if (target.startsWith("calendar/") && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

describe("portability of the handler", () => {
  it("edge-rules/** (but node/), schemas/** and the calendar they reach use Web APIs only, and import only each other and zod", async () => {
    const files = await withCalendar([...(await sources("edge-rules", ["edge-rules/node"])), ...(await sources("schemas"))]);
    expect(files.some((f) => f.startsWith("calendar/"))).toBe(true);
    expect(files).toContain("edge-rules/handler.ts");
    expect(files).toContain("edge-rules/worker/index.ts");
    for (const file of files) {
      const source = (await readFile(join(repo, file), "utf8")).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      for (const [pattern, what] of FORBIDDEN) expect(source, `${file} uses ${what}`).not.toMatch(pattern);
      for (const m of source.matchAll(/from\s+["']([^"']+)["']/g)) {
        const spec = m[1] as string;
        if (spec === "zod") continue;
        if (spec === "astronomy-engine") {
          // Its ES module build, statically (wrangler bundles it): only engine-web.ts, the edge's one instance with the
          // project's ΔT; engine.ts's createRequire (the generator's CommonJS build) never reaches the edge.
          // Types (`import type`, erased) may come from it anywhere.
          const typeOnly = /^import\s+type\b/.test(source.slice(source.lastIndexOf("import", m.index)));
          if (!typeOnly) expect(file, `${file} imports ${spec}`).toBe("calendar/astronomy/engine-web.ts");
          continue;
        }
        if (spec.startsWith("@modelcontextprotocol/")) {
          // The MCP SDK, only in edge-rules/mcp/ and only its web-standard modules (deep imports end in .js:
          // plain Node and wrangler's bundler resolve nothing else); never the Node transports (stdio, node:http).
          expect(file.startsWith("edge-rules/mcp/"), `${file} imports ${spec}`).toBe(true);
          expect(spec, file).toMatch(
            /^@modelcontextprotocol\/sdk\/(server\/(index|webStandardStreamableHttp)\.js|types\.js|validation\/ajv)$/,
          );
          continue;
        }
        expect(spec.startsWith("."), `${file} imports ${spec}`).toBe(true);
        const target = relative(repo, resolve(repo, dirname(file), spec));
        expect(/^(edge-rules|schemas|calendar)\//.test(target), `${file} imports ${spec}`).toBe(true);
        expect(target.startsWith("edge-rules/node/"), `${file} imports the Node adapter`).toBe(false);
        if (file.startsWith("schemas/")) expect(/^(schemas|calendar)\//.test(target), `${file} (a contract) imports ${spec}`).toBe(true);
        if (file.startsWith("calendar/")) expect(target.startsWith("calendar/"), `${file} (a rule) imports ${spec}`).toBe(true);
      }
    }
  });

  it("the handler works on a plain Fetch Request and returns a Fetch Response", async () => {
    const { makeHandler } = await import("./fixtures.ts");
    const { handler } = makeHandler();
    const res = await handler(new Request("http://example.com/gw/health"));
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(200);
  });
});
