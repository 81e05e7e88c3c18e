/** Routing: the pretty paths and gw.php give the same bytes and ETags; what is canonical. */
import { describe, expect, it } from "vitest";
import { route } from "../../../edge-rules/routing/route.ts";
import type { TestRequestOptions } from "../../../schemas/endpoint.ts";
import { CONTRACTS } from "../../../schemas/endpoints/index.ts";
import { getTestStatuses, prettyTarget, QUERY_STYLE_CONTRACTS, queryStyleTarget } from "../../support/endpoint-table.ts";
import { bearer, expected, makeHandler, req, TOKENS } from "../fixtures.ts";
import { makeHandler as makeValidHandler } from "../valid-tree.ts";

const PAIRS: [string, string, Record<string, string>][] = [
  ["/gw/health", "/gw.php?fn=health", {}],
  ["/gw/health", "/gw.php?fn=health", bearer(TOKENS.pro)],
  ["/gw/day/2025-01-01", "/gw.php?fn=day&date=2025-01-01", {}],
  ["/gw/day/2025-01-01?view=lite", "/gw.php?view=lite&date=2025-01-01&fn=day", {}],
  ["/gw/day/2024-02-29?view=pro", "/gw.php?fn=day&date=2024-02-29&view=pro", bearer(TOKENS.pro)],
  ["/gw/day/2024-02-29", "/gw.php?fn=day&date=2024-02-29", bearer(TOKENS.ultra)],
  ["/gw/range/2024-12-20/2025-01-10", "/gw.php?fn=range&start=2024-12-20&end=2025-01-10", {}],
  ["/gw/range/2024-01-01/2024-12-31?view=pro", "/gw.php?fn=range&start=2024-01-01&end=2024-12-31&view=pro", bearer(TOKENS.pro)],
  ["/gw/bulk/2025,2024", "/gw.php?fn=bulk&years=2025,2024", bearer(TOKENS.pro)],
  ["/gw/bulk/2025,2024", "/gw.php?fn=bulk&years=2025%2C2024", bearer(TOKENS.pro)],
  // errors are identical too
  ["/gw/day/2025-02-29", "/gw.php?fn=day&date=2025-02-29", {}],
  ["/gw/range/2025-01-01/2025-03-01", "/gw.php?fn=range&start=2025-01-01&end=2025-03-01", {}],
  ["/gw/bulk/2025", "/gw.php?fn=bulk&years=2025", {}],
  ["/gw/day", "/gw.php?fn=day", {}],
];

/** The credential of a contract's test request: a Pro token, an unknown one (403), or none. */
const headersOf = (how: TestRequestOptions | undefined): Record<string, string> =>
  how?.as === undefined ? {} : bearer(how.as === "pro" ? TOKENS.pro : TOKENS.unknown);

/**
 * Every function's own requests both ways, on the tree where every body validates: its contract's testRequest and
 * status table (docs/architecture.md#endpoints), so a function added to the table is checked here without a row.
 */
const TABLE_PAIRS: [string, string, Record<string, string>][] = QUERY_STYLE_CONTRACTS.flatMap((c) =>
  [[c.testRequest, undefined] as const, ...getTestStatuses(c).map(([, target, how]) => [target, how] as const)].map(
    ([pretty, how]): [string, string, Record<string, string>] => [pretty, queryStyleTarget(c, pretty), headersOf(how)],
  ),
);

describe("gw.php ≡ pretty paths", () => {
  for (const [pretty, query, headers, valid] of [
    ...PAIRS.map((pair) => [...pair, false] as const),
    ...TABLE_PAIRS.map((pair) => [...pair, true] as const),
  ]) {
    it(`${pretty} ≡ ${query}${headers.authorization ? " (token)" : ""}`, async () => {
      const { handler } = valid ? makeValidHandler() : makeHandler();
      const a = await handler(req(pretty, { headers }));
      const b = await handler(req(query, { headers }));
      expect(b.status).toBe(a.status);
      const [ta, tb] = [await a.text(), await b.text()];
      // An error's hint names the request to send in the style it was sent (docs/interface.md#hints): the rest is the same.
      const same = (text: string): string =>
        a.status === 200 ? text : JSON.stringify({ ...JSON.parse(text), hint: typeof JSON.parse(text).hint?.text });
      expect(same(tb)).toBe(same(ta));
      for (const h of ["etag", "last-modified", "cache-control", "vary", "content-type", "content-length", "x-upgrade-info"]) {
        if (h !== "content-length" || a.status === 200) expect(b.headers.get(h), h).toBe(a.headers.get(h));
      }
    });
  }

  it("serves the day file bytes unchanged", async () => {
    const { handler } = makeHandler();
    const res = await handler(req("/gw/day/2025-01-13?view=pro", { headers: bearer(TOKENS.pro) }));
    expect(await res.text()).toBe(JSON.stringify(expected.day("pro", "2025-01-13")));
  });
});

describe("route()", () => {
  const r = (path: string) => route(new URL(`http://x${path}`));

  it("recognises the canonical forms", () => {
    expect(r("/gw/day/2025-01-01")).toMatchObject({ style: "pretty", fn: "day", params: { date: "2025-01-01" } });
    expect(r("/gw/range/a/b")).toMatchObject({ fn: "range", params: { start: "a", end: "b" } });
    expect(r("/gw/bulk/2024,2025")).toMatchObject({ fn: "bulk", params: { years: "2024,2025" } });
    expect(r("/gw.php?fn=day&date=x&token=t&view=v")).toMatchObject({
      style: "query",
      fn: "day",
      params: { date: "x" },
      queryToken: "t",
      view: "v",
    });
  });

  it("takes the first of repeated query parameters and ignores the ones the path carries", () => {
    expect(r("/gw.php?fn=day&fn=range&date=1&date=2")).toMatchObject({ fn: "day", params: { date: "1" } });
    expect(r("/gw/day/2025-01-01?date=2024-01-01&fn=bulk")).toMatchObject({ fn: "day", params: { date: "2025-01-01" } });
  });

  it("rejects everything else", () => {
    for (const path of [
      "/gw/day/2025-01-01/",
      "/gw/day/2025%2D01-01",
      "/gw/day/2025-01-01%2F",
      "/gw/day/%2e%2e",
      "/gw/range//2025-01-01",
      "/gw/range/2025-01-01//",
      "/gw/range/a/b/c",
      "/gw/health/x",
      "/gw//day/2025-01-01",
      "//gw/day/2025-01-01",
      "/Gw/day/2025-01-01",
      "/gw/Day/2025-01-01",
      "/gw.PHP",
      "/gw.php/",
      "/gw.php.bak",
      "/gw/day/2025-01-01;x",
      "/gw/day/2025 01 01",
      "/pro/gw/day/2025-01-01.json",
      "/public/lite/gw/day/2025-01-01.json",
    ]) {
      expect(r(path), path).toBeNull();
    }
  });

  it("rejects the tree's month and year files without their view, where no endpoint of the table claims the path", () => {
    // An endpoint may claim such a path (/gw/day/{date} does): then it is that endpoint's request, not a file.
    for (const path of ["/gw/month/2025-01", "/gw/year/2025"].filter((p) => CONTRACTS.every((c) => prettyTarget(c, p) === null))) {
      expect(r(path), path).toBeNull();
    }
  });
});
