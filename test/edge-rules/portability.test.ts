/**
 * The handler runs unchanged on Cloudflare Workers: nothing outside `edge-rules/node/` (and the
 * Workers adapter) may import `node:` modules or touch Node globals.
 */
import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

const root = new URL("../../edge-rules/", import.meta.url);

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

describe("portability of the handler", () => {
  it("edge-rules/*.ts use Web APIs only", async () => {
    const files = (await readdir(root)).filter((f) => f.endsWith(".ts"));
    expect(files).toContain("handler.ts");
    for (const file of files) {
      const source = (await readFile(new URL(file, root), "utf8")).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      for (const [pattern, what] of FORBIDDEN) expect(source, `${file} uses ${what}`).not.toMatch(pattern);
      for (const m of source.matchAll(/from\s+["']([^"']+)["']/g)) {
        const spec = m[1] as string;
        expect(spec.startsWith("./") || spec.startsWith("../schemas/"), `${file} imports ${spec}`).toBe(true);
        expect(spec.startsWith("./node/"), `${file} imports the Node adapter`).toBe(false);
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
