/**
 * The glossary endpoint through the handler (docs/glossary.md): `GET /gw/glossary` and
 * `gw.php?fn=glossary` answer the generated file byte for byte, need no credential, revalidate
 * with ETag / Last-Modified (304 without reading the file), answer HEAD, and fail as JSON.
 */
import { describe, expect, it } from "vitest";
import { CACHE_PRIVATE, CACHE_PUBLIC, CONTENT_TYPE, VARY } from "../../edge-rules/http/headers.ts";
import { glossaryFileText } from "../../schemas/glossary/index.ts";
import { GLOSSARY_PATH } from "../../schemas/files/layout.ts";
import { bearer, FILES, FixtureOrigin, gateway, LAST_MODIFIED, makeHandler, read, req, TOKENS } from "./fixtures.ts";

/** The fixture tree plus the real glossary file. */
const GLOSSARY = glossaryFileText();
const withGlossary = (): FixtureOrigin => new FixtureOrigin(new Map([...FILES, [GLOSSARY_PATH, GLOSSARY]]));

describe("GET /gw/glossary and gw.php?fn=glossary", () => {
  it("answer the generated file byte for byte, the same for both styles, without a credential", async () => {
    const { handler } = makeHandler({ origin: withGlossary() });
    const pretty = await read(await handler(req("/gw/glossary")));
    const query = await read(await handler(req("/gw.php?fn=glossary")));
    expect(pretty.status).toBe(200);
    expect(pretty.text).toBe(GLOSSARY);
    expect(query.status).toBe(200);
    expect(query.text).toBe(pretty.text);
    expect(query.headers.get("etag")).toBe(pretty.headers.get("etag"));
    expect(pretty.headers.get("content-type")).toBe(CONTENT_TYPE);
    expect(pretty.headers.get("content-length")).toBe(String(new TextEncoder().encode(GLOSSARY).length));
    expect(pretty.headers.get("cache-control")).toBe(CACHE_PUBLIC);
    expect(pretty.headers.get("vary")).toBe(VARY);
    expect(pretty.headers.get("last-modified")).toBe(LAST_MODIFIED);
    expect(pretty.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(pretty.headers.get("x-upgrade-info")).toBeNull();
    expect(pretty.headers.get("access-control-allow-origin")).toBe("*");
    expect(pretty.json.fields.rokuyou).toHaveLength(6);
  });

  it("gives a credentialed caller the same bytes and tag, privately cacheable; a bad credential is 403", async () => {
    const { handler } = makeHandler({ origin: withGlossary() });
    const anonymous = await handler(req("/gw/glossary"));
    for (const init of [{ headers: bearer(TOKENS.pro) }, { headers: gateway("PRO") }]) {
      const res = await read(await handler(req("/gw/glossary", init)));
      expect(res.status).toBe(200);
      expect(res.text).toBe(GLOSSARY);
      expect(res.headers.get("etag")).toBe(anonymous.headers.get("etag"));
      expect(res.headers.get("cache-control")).toBe(CACHE_PRIVATE);
    }
    for (const path of ["/gw/glossary", `/gw/glossary?token=${TOKENS.unknown}`]) {
      const init = path.includes("token=") ? {} : { headers: bearer(TOKENS.revoked) };
      const res = await read(await handler(req(path, init)));
      expect(res.status, path).toBe(403);
      expect(res.json).toMatchObject({ ok: false, code: "AUTH_FAILED" });
    }
  });

  it("revalidates: 304 on If-None-Match or If-Modified-Since, without reading the file", async () => {
    const { handler, origin } = makeHandler({ origin: withGlossary() });
    const first = await handler(req("/gw/glossary"));
    const etag = first.headers.get("etag")!;
    origin.reads = [];
    const validators: Record<string, string>[] = [
      { "if-none-match": etag },
      { "if-none-match": `W/${etag}` },
      { "if-modified-since": LAST_MODIFIED },
    ];
    for (const headers of validators) {
      const res = await handler(req("/gw.php?fn=glossary", { headers }));
      expect(res.status, JSON.stringify(headers)).toBe(304);
      expect(await res.text()).toBe("");
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe(CACHE_PUBLIC);
    }
    expect(origin.reads).toEqual([]);
    expect((await handler(req("/gw/glossary", { headers: { "if-none-match": '"other"' } }))).status).toBe(200);
  });

  it("HEAD answers the GET headers without a body", async () => {
    const { handler } = makeHandler({ origin: withGlossary() });
    const get = await handler(req("/gw/glossary"));
    const head = await handler(req("/gw/glossary", { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    for (const name of ["etag", "last-modified", "cache-control", "vary", "content-type", "content-length"]) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
  });

  it("validates view like every function, and routes only the exact path", async () => {
    const { handler } = makeHandler({ origin: withGlossary() });
    expect((await read(await handler(req("/gw/glossary?view=lite")))).text).toBe(GLOSSARY);
    expect((await read(await handler(req("/gw/glossary?view=pro", { headers: bearer(TOKENS.pro) })))).text).toBe(GLOSSARY);
    expect((await read(await handler(req("/gw/glossary?view=full")))).json).toMatchObject({ code: "INVALID_VIEW" });
    expect((await read(await handler(req("/gw/glossary?view=pro")))).json).toMatchObject({ code: "PLAN_REQUIRED" });
    for (const path of ["/gw/glossary/", "/gw/glossary/rokuyou", "/gw/Glossary", "/gw/glossary.json", "/lite/gw/glossary.json"]) {
      const res = await read(await handler(req(path)));
      expect(res.status, path).toBe(404);
      expect(res.json, path).toMatchObject({ ok: false, code: "NOT_FOUND" });
    }
    expect((await read(await handler(req("/gw.php?fn=Glossary")))).json).toMatchObject({ code: "UNKNOWN_FN" });
  });

  it("without the file: 503 DATA_UNAVAILABLE; without the manifest: 404 OUT_OF_COVERAGE; no-store, reported", async () => {
    const noFile = makeHandler(); // the fixture tree has no glossary
    const missing = await read(await noFile.handler(req("/gw/glossary")));
    expect(missing.status).toBe(503);
    expect(missing.json).toMatchObject({ ok: false, code: "DATA_UNAVAILABLE" });
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect(noFile.errors).toHaveLength(1);

    const origin = withGlossary();
    origin.failManifest = true;
    const noManifest = makeHandler({ origin });
    const res = await read(await noManifest.handler(req("/gw.php?fn=glossary")));
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ ok: false, code: "OUT_OF_COVERAGE" });
    expect(res.text).not.toContain("secret");
  });

  it("is counted against the caller's rate limit", async () => {
    const { handler } = makeHandler({ origin: withGlossary(), config: { rateLimits: { lite: 2, pro: 600, ultra: 6000 } } });
    expect((await handler(req("/gw/glossary"))).status).toBe(200);
    expect((await handler(req("/gw/glossary"))).status).toBe(200);
    const limited = await read(await handler(req("/gw/glossary")));
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: "RATE_LIMITED" });
  });
});
