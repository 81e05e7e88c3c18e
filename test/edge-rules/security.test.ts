/**
 * Security: no Pro byte without a Pro credential, whatever the path, encoding, casing, query
 * style or credential placement; the generated tree is never served as files.
 */
import { describe, expect, it } from "vitest";
import { NOTES } from "../../calendar/names.ts";
import { bearer, FILES, gateway, hasProKey, makeHandler, PROXY_SECRET, req, TOKENS } from "./fixtures.ts";

/** Every way we could think of to ask for pro data. */
const PRO_PATHS = [
  "/pro/gw/day/2025-01-01.json",
  "/pro/gw/month/2025-01.json",
  "/pro/gw/year/2025.json",
  "/gw/../pro/gw/day/2025-01-01.json",
  "/gw/day/../../pro/gw/day/2025-01-01.json",
  "/gw/day/%2e%2e/%2e%2e/pro/gw/day/2025-01-01.json",
  "/gw/day/%2E%2E%2F%2E%2E%2Fpro%2Fgw%2Fday%2F2025-01-01.json",
  "/gw/day/..%2F..%2Fpro%2Fgw%2Fday%2F2025-01-01",
  "/gw/day/2025-01-01%3Fview=pro",
  "/gw/day/2025-01-01%26view%3Dpro",
  "/gw/day/2025-01-01/../../../pro/gw/day/2025-01-01.json",
  "//pro/gw/day/2025-01-01.json",
  "/gw//day/2025-01-01?view=pro",
  "/GW/day/2025-01-01?view=pro",
  "/gw/DAY/2025-01-01?view=pro",
  "/gw/day/2025-01-01?view=pro",
  "/gw/day/2025-01-01?view=Pro",
  "/gw/day/2025-01-01?view=pro%00",
  "/gw/day/2025-01-01?view=%70ro",
  "/gw/day/2025-01-01?view=lite&view=pro",
  "/gw/day/2025-01-01?VIEW=pro",
  "/gw/day/2025-01-01.json?view=pro",
  "/gw/day/2025-01-01;view=pro",
  "/gw/day/2025-01-01?view[]=pro",
  "/gw/range/2025-01-01/2025-01-05?view=pro",
  "/gw/bulk/2025",
  "/gw/bulk/2025?view=lite",
  "/gw.php?fn=day&date=2025-01-01&view=pro",
  "/gw.php?fn=range&start=2025-01-01&end=2025-01-02&view=pro",
  "/gw.php?fn=bulk&years=2025",
  "/gw.php?fn=bulk&years=2025&view=lite",
  "/gw.php?fn=day&date=2025-01-01&fn=bulk&years=2025",
  "/gw.php/../pro/gw/year/2025.json",
  "/manifest.json",
  "/openapi.json",
  "/lite/gw/day/2025-01-01.json",
  "/public/pro/gw/day/2025-01-01.json",
  "/gw/day/2025-01-01\\..\\..\\pro\\gw\\day\\2025-01-01.json",
  "/gw/calendar.ics?notes=tensha&years=2025",
  "/gw/calendar.ics?purpose=wedding&years=2025",
  "/gw/calendar.ics?include=holiday,rokuyou,zassetsu&notes=tensha&years=2025",
  "/gw/calendar.ics?include=holiday,zassetsu,moon&years=2025&view=pro",
  "/gw/calendar.ics?include=rokuyou&notes=%E5%A4%A9%E8%B5%A6%E6%97%A5",
  "/gw/calendar.ics?include=rokuyou&purpose=%E7%B5%90%E5%A9%9A%E5%BC%8F",
];

/** Seasonal notes (雑節): the only notes a Lite calendar feed may carry (include=zassetsu). */
const SEASONAL: ReadonlySet<string> = new Set(NOTES.filter((n) => n.kind === "seasonal").map((n) => n.id));

/** True when a calendar feed holds a Pro event: a purpose day, or a note that is not seasonal. */
function hasProEvent(text: string): boolean {
  if (/^UID:koyomi-purpose-/m.test(text)) return true;
  return [...text.matchAll(/^UID:koyomi-note-([a-z0-9-]+)-[0-9]{8}\r$/gm)].some((m) => !SEASONAL.has(m[1]!));
}

/** Credentials that must not unlock pro. */
const NOT_PRO: [string, Record<string, string>, string][] = [
  ["anonymous", {}, ""],
  ["unknown bearer", bearer(TOKENS.unknown), ""],
  ["revoked bearer", bearer(TOKENS.revoked), ""],
  ["expired query token", {}, `token=${TOKENS.expired}`],
  ["token in X-Token", { "x-token": TOKENS.pro }, ""],
  ["token in X-Api-Key", { "x-api-key": TOKENS.pro }, ""],
  ["token in ?access_token=", {}, `access_token=${TOKENS.pro}`],
  ["token in ?Token=", {}, `Token=${TOKENS.pro}`],
  ["token in ?api_key=", {}, `api_key=${TOKENS.pro}`],
  ["token as a cookie", { cookie: `token=${TOKENS.pro}` }, ""],
  ["token with Basic scheme", { authorization: `Basic ${TOKENS.pro}` }, ""],
  ["token in Proxy-Authorization", { "proxy-authorization": `Bearer ${TOKENS.pro}` }, ""],
  ["gateway BASIC", gateway("BASIC"), ""],
  ["gateway PRO with a wrong secret", { ...gateway("PRO"), "x-gw-proxy-secret": "guess" }, ""],
  ["gateway PRO without the secret", { "x-gw-api-key": "k", "x-gw-subscription": "PRO" }, ""],
  ["gateway subscription alone", { "x-gw-subscription": "ULTRA" }, ""],
  ["secret in the query", {}, `x-gw-proxy-secret=${PROXY_SECRET}&x-gw-subscription=PRO`],
];

function withQuery(path: string, query: string): string {
  if (query === "") return path;
  return path + (path.includes("?") ? "&" : "?") + query;
}

describe("no pro bytes without a pro credential", () => {
  it("the fixture's pro files really hold pro-only keys, and its lite files none", () => {
    for (const [path, text] of FILES) {
      if (path.startsWith("pro/")) expect(hasProKey(text), path).toBe(true);
      if (path.startsWith("lite/")) expect(hasProKey(text), path).toBe(false);
    }
  });

  for (const [name, headers, query] of NOT_PRO) {
    it(`${name}: every path variant answers without pro keys`, async () => {
      const { handler } = makeHandler({ config: { rateLimits: { lite: 1e6, pro: 1e6, ultra: 1e6 } } });
      for (const path of PRO_PATHS) {
        for (const method of ["GET", "HEAD"]) {
          let request: Request;
          try {
            request = req(withQuery(path, query), { method, headers });
          } catch {
            continue; // not a URL a client could send
          }
          const res = await handler(request);
          const text = await res.text();
          expect(hasProKey(text), `${method} ${path} ${name} → ${res.status} ${text.slice(0, 120)}`).toBe(false);
          expect(res.status).toBeLessThan(500);
          if (res.headers.get("content-type")?.startsWith("text/calendar"))
            expect(hasProEvent(text), `${method} ${path} ${name}`).toBe(false);
          else if (res.status === 200) expect(JSON.parse(text || '{"view":"lite"}').view ?? "lite").not.toBe("pro");
        }
      }
    });
  }

  it("the raw files are never served, even to a pro caller", async () => {
    const { handler } = makeHandler();
    for (const path of [...FILES.keys()].filter((_, i) => i % 97 === 0).concat(["manifest.json"])) {
      for (const prefix of ["/", "/public/", "//"]) {
        const res = await handler(req(prefix + path, { headers: bearer(TOKENS.pro) }));
        expect(res.status, prefix + path).toBe(404);
        expect((await res.json()).code).toBe("NOT_FOUND");
      }
    }
  });

  it("a pro credential does get pro bytes (the check above is not vacuous)", async () => {
    const { handler } = makeHandler();
    for (const [path, headers] of [
      ["/gw/day/2025-01-01", bearer(TOKENS.pro)],
      [`/gw/day/2025-01-01?token=${TOKENS.ultra}`, {}],
      ["/gw/day/2025-01-01?view=pro", gateway("PRO")],
      ["/gw/bulk/2025", gateway("MEGA")],
    ] as [string, Record<string, string>][]) {
      const res = await handler(req(path, { headers }));
      expect(res.status).toBe(200);
      expect(hasProKey(await res.text())).toBe(true);
    }
    for (const [path, headers] of [
      [`/gw/calendar.ics?notes=tensha&years=2025&token=${TOKENS.pro}`, {}],
      ["/gw/calendar.ics?notes=tensha&years=2025", bearer(TOKENS.ultra)],
      ["/gw/calendar.ics?notes=tensha&years=2025", gateway("PRO")],
    ] as [string, Record<string, string>][]) {
      const res = await handler(req(path, { headers }));
      expect(res.status, path).toBe(200);
      expect(hasProEvent(await res.text()), path).toBe(true);
    }
  });

  it("pro responses are never publicly cacheable", async () => {
    const { handler } = makeHandler();
    for (const [path, headers] of [
      ["/gw/day/2025-01-01", bearer(TOKENS.pro)],
      [`/gw/range/2025-01-01/2025-01-02?token=${TOKENS.pro}`, {}],
      ["/gw/bulk/2025", gateway("PRO")],
    ] as [string, Record<string, string>][]) {
      const res = await handler(req(path, { headers }));
      expect(res.headers.get("cache-control")).toMatch(/^private\b/);
      expect(res.headers.get("cache-control")).not.toMatch(/public|s-maxage/);
    }
  });

  it("error bodies never echo credentials or internals", async () => {
    const { handler } = makeHandler();
    for (const [path, headers] of [
      [`/gw/day/2025-02-30?token=${TOKENS.pro}`, {}],
      ["/gw/day/2025-01-01", bearer(TOKENS.unknown)],
      ["/gw/day/2025-01-01", { ...gateway("PRO"), "x-gw-proxy-secret": "guess-secret" }],
    ] as [string, Record<string, string>][]) {
      const text = await (await handler(req(path, { headers }))).text();
      for (const secret of [TOKENS.pro, TOKENS.unknown, "guess-secret", PROXY_SECRET]) expect(text).not.toContain(secret);
    }
  });
});
