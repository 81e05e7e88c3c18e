/** Strong ETags (edge-rules/http/etag.ts): the same tag whichever SHA-256 computes it; a synchronous one answers without a promise. */
import { describe, expect, it } from "vitest";
import { memoizedEtags, resourceKey } from "../../../edge-rules/http/etag.ts";
import { nodeSha256Base64url, nodeSha256Hex } from "../../../edge-rules/node/serve.ts";

describe("memoizedEtags", () => {
  it("gives the Web Crypto tag with node:crypto (hex or base64url), at once (no promise) for a new resource", async () => {
    const web = memoizedEtags();
    const node = memoizedEtags(undefined, nodeSha256Hex);
    const asyncHash = memoizedEtags(undefined, async (text) => nodeSha256Hex(text));
    const base64url = memoizedEtags(undefined, undefined, nodeSha256Base64url);
    for (const key of ["day|lite|2026-01-01", "range|pro|1873-01-01|1873-12-31|lang=en", "日本語のキー"]) {
      const resource = resourceKey("0123456789abcdef", key);
      const sync = node(resource);
      expect(typeof sync).toBe("string");
      expect(sync).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(await web(resource)).toBe(sync);
      expect(await asyncHash(resource)).toBe(sync);
      expect(base64url(resource)).toBe(sync); // the digest spelled by node:crypto, not re-encoded
      // A one-off's tag is not kept: asked for a second time it is computed again (a promise with Web Crypto), and kept.
      const again = web(resource);
      expect(again).toBeInstanceOf(Promise);
      expect(await again).toBe(sync);
      expect(web(resource)).toBe(sync); // kept: no promise
    }
  });
});
