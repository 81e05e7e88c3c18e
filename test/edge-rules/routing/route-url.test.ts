/**
 * The fast paths added for speed decide exactly what the slow ones decide:
 * - `routeUrl(url)` (splits plain URLs without `new URL`) ≡ `route(new URL(url))`, including
 *   throwing where `new URL` throws, for raw request targets as node:http hands them over;
 * - bodies served from the body cache are the assembled bytes, and the cache stays in its bound.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Assembler, RecordCache } from "../../../edge-rules/origin/assemble.ts";
import { BoundedMap } from "../../../edge-rules/origin/lru.ts";
import { route, routeUrl } from "../../../edge-rules/routing/route.ts";
import { dayNumber, isoDate } from "../../../calendar/time/day-number.ts";
import { sameBytes } from "../../support/mismatches.ts";
import { FixtureOrigin } from "../fixtures.ts";

const decoder = new TextDecoder();

const ORIGINS = [
  "http://127.0.0.1:8787",
  "http://x",
  "https://API.example.com",
  "http://[::1]:80",
  "http://a:99999",
  "http://999.1.1.1",
  "http://u@x",
];
const PIECES = [
  "/",
  "gw",
  "gw.php",
  "day",
  "range",
  "bulk",
  "health",
  "2025-01-01",
  "2024,2025",
  ".",
  "..",
  "%2e",
  "%2E%2e",
  "%2F",
  "\\",
  "//",
  " ",
  "\t",
  "日",
  "~",
  ";",
  "'",
  '"',
  "#",
  "?",
  "??",
  "&",
  "=",
  "+",
  "%",
  "^",
  "`",
  "{",
  "|",
  "@",
  "GW",
];
const QUERIES = [
  "",
  "?",
  "??fn=day",
  "?fn=day",
  "&date=2025-01-01",
  "&view=pro",
  "&token=a+b",
  "&token=a%2Bb",
  "&token=%",
  "#f",
  "&view=%70ro",
  "&x='",
  " ",
];

/** `JSON` of the routing answer with sorted keys, or "throws". */
function outcome(f: () => unknown): string {
  try {
    const value = f();
    return JSON.stringify(value && Object.fromEntries(Object.entries(value).sort()));
  } catch {
    return "throws";
  }
}

describe("routeUrl ≡ route(new URL(url))", () => {
  it("for canonical, odd and hostile URLs", () => {
    const url = fc
      .tuple(
        fc.constantFrom(...ORIGINS),
        fc.constantFrom("", "/gw/day/2025-01-01", "/gw.php", "/gw/range/2025-01-01/2025-01-31", "/gw/bulk/2025", "/gw/health"),
        fc.array(fc.tuple(fc.boolean(), fc.constantFrom(...PIECES)), { maxLength: 5 }),
        fc.array(fc.constantFrom(...QUERIES), { maxLength: 3 }),
      )
      .map(([origin, base, pieces, query]) => origin + base + pieces.map(([slash, p]) => (slash ? `/${p}` : p)).join("") + query.join(""));
    fc.assert(
      fc.property(url, (u) => {
        const [fast, slow] = [outcome(() => routeUrl(u)), outcome(() => route(new URL(u)))];
        // Asserted only where they differ (then with both answers, and fast-check shrinks the URL): 5,000 calls of
        // `expect` cost a second.
        if (fast !== slow) expect(fast, u).toBe(slow);
      }),
      { numRuns: 5000 },
    );
  });

  it("for the usual requests", () => {
    for (const path of [
      "/gw/day/2025-01-01",
      "/gw/range/2024-01-01/2024-12-31?view=pro",
      "/gw.php?fn=bulk&years=2024,2025&token=abc",
      "/gw/day/",
    ]) {
      const u = `http://127.0.0.1:8787${path}`;
      expect(routeUrl(u)).toEqual(route(new URL(u)));
      expect(routeUrl(u)).not.toBeNull();
    }
  });

  it("for dot segments, a leading ? in the query and origins new URL rejects", () => {
    for (const u of [
      "http://x/gw/day/..",
      "http://x/gw/day/.",
      "http://x/gw/day/2025-01-01/..",
      "http://x/gw/range/2025-01-01/./2025-01-02",
      "http://x/gw/x/../day/2025-01-01",
      "http://x/gw.php??fn=day&date=2025-01-01",
      "http://a:99999/gw/day/2025-01-01",
      "http://999.1.1.1/gw/day/2025-01-01",
    ]) {
      expect(
        outcome(() => routeUrl(u)),
        u,
      ).toBe(outcome(() => route(new URL(u))));
    }
  });
});

describe("assembly caches", () => {
  it("serve the bytes a fresh assembler builds, and stay within their bounds", async () => {
    const origin = new FixtureOrigin();
    const cached = new Assembler(origin);
    const start = dayNumber(2025, 1, 1);
    const differ: { round: number; range: string; cached: string; fresh: string }[] = [];
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 40; i++) {
        const fresh = new Assembler(origin, { records: new RecordCache(1) }); // nothing kept between requests
        const [a, b] = [
          await cached.range("v1", "lite", start + i, start + 2 * i),
          await fresh.range("v1", "lite", start + i, start + 2 * i),
        ];
        // Compared as bytes, shown as text: `toEqual` on typed arrays walks them element by element (seconds here).
        if (!sameBytes(a, b))
          differ.push({
            round,
            range: `${isoDate(start + i)}..${isoDate(start + 2 * i)}`,
            cached: decoder.decode(a),
            fresh: decoder.decode(b),
          });
      }
    }
    expect(differ).toEqual([]);
    const bytes = new BoundedMap<string, Uint8Array>(100, (v) => v.length);
    for (let i = 0; i < 50; i++) bytes.set(`k${i}`, new Uint8Array(7 + (i % 5)));
    expect(bytes.weight).toBeLessThanOrEqual(100);
    bytes.set("huge", new Uint8Array(101));
    expect(bytes.get("huge")).toBeUndefined();
  });
});
