/**
 * The proxy secret is compared in constant time: the handler goes through `constantTimeEqual`
 * (spied on here), which hashes both sides and compares fixed-length digests, with the runtime's
 * SHA-256 when it gives one (Node's `node:crypto`) and Web Crypto's otherwise.
 */
import { describe, expect, it, vi } from "vitest";

const calls: [string, string][] = [];
vi.mock("../../../edge-rules/access/constant-time.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../edge-rules/access/constant-time.ts")>();
  return {
    ...original,
    constantTimeEqual: async (a: string, b: string, hashOf?: (text: string) => string | Promise<string>) => {
      calls.push([a, b]);
      return original.constantTimeEqual(a, b, hashOf);
    },
  };
});

const { constantTimeEqual } = await vi.importActual<typeof import("../../../edge-rules/access/constant-time.ts")>(
  "../../../edge-rules/access/constant-time.ts",
);
const { gateway, makeHandler, PROXY_SECRET, req } = await import("../fixtures.ts");

describe("constant-time proxy secret comparison", () => {
  it("the handler compares the proxy secret with constantTimeEqual, for right and wrong secrets", async () => {
    const { handler } = makeHandler();
    calls.length = 0;
    expect((await handler(req("/gw/day/2025-01-01", { headers: gateway("PRO") }))).status).toBe(200);
    expect((await handler(req("/gw/day/2025-01-01", { headers: { ...gateway("PRO"), "x-gw-proxy-secret": "x" } }))).status).toBe(403);
    expect(calls).toEqual([
      [PROXY_SECRET, PROXY_SECRET],
      ["x", PROXY_SECRET],
    ]);
  });

  it("constantTimeEqual is plain equality on its results, for any lengths and contents, with Web Crypto's hash or Node's", async () => {
    const { createHash } = await import("node:crypto");
    const nodeHash = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");
    for (const hashOf of [undefined, nodeHash]) {
      expect(await constantTimeEqual("", "", hashOf)).toBe(true);
      expect(await constantTimeEqual("abc", "abc", hashOf)).toBe(true);
      expect(await constantTimeEqual("abc", "abd", hashOf)).toBe(false);
      expect(await constantTimeEqual("abc", "abcd", hashOf)).toBe(false);
      expect(await constantTimeEqual("秘密", "秘密", hashOf)).toBe(true);
      expect(await constantTimeEqual("a".repeat(10_000), "a".repeat(9_999) + "b", hashOf)).toBe(false);
    }
  });

  it("the source compares digests with an XOR accumulator and no early exit", async () => {
    const { readFile } = await import("node:fs/promises");
    const src = await readFile(new URL("../../../edge-rules/access/constant-time.ts", import.meta.url), "utf8");
    expect(src).toMatch(/hashOf\(a\), hashOf\(b\)/);
    expect(src).toMatch(/diff \|= .*\^/);
    const body = src.slice(src.indexOf("let diff"));
    expect(body).not.toMatch(/return false|break;/);
    const credential = await readFile(new URL("../../../edge-rules/access/credential.ts", import.meta.url), "utf8");
    expect(credential).not.toMatch(/(sent|secret)\s*[!=]==?\s*proxySecret|proxySecret\s*[!=]==?\s*(sent|secret)/);
    expect(credential).toMatch(/constantTimeEqual\(sent, proxySecret, hashOf\)/);
  });
});
