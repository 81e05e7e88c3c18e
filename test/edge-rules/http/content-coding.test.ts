/** Accept-Encoding negotiation (RFC 9110 §12.5.3) as content-coding.ts decides it. */
import { describe, expect, it } from "vitest";
import { compressible, createNegotiator, negotiate, parseAcceptEncoding } from "../../../edge-rules/http/content-coding.ts";

const BOTH = ["br", "gzip"] as const;

describe("parseAcceptEncoding", () => {
  it("reads codings and q-values, case-insensitively, first mention wins", () => {
    expect([...parseAcceptEncoding("gzip, deflate, br")]).toEqual([
      ["gzip", 1],
      ["deflate", 1],
      ["br", 1],
    ]);
    expect([...parseAcceptEncoding("BR;Q=0.5 , GZip ;q=1.000, gzip;q=0")]).toEqual([
      ["br", 0.5],
      ["gzip", 1],
    ]);
    expect([...parseAcceptEncoding("x-gzip;q=0.3, *;q=0")]).toEqual([
      ["gzip", 0.3],
      ["*", 0],
    ]);
  });

  it("ignores empty list elements and members it cannot read", () => {
    expect([...parseAcceptEncoding(", ,br,,")]).toEqual([["br", 1]]);
    for (const bad of ["br;q=2", "br;q=0.5000", "br;q=-1", "br;q=", "br;level=1", "br;q=0.5;q=0.6", "b r", "br;q = 0.5", '"br"']) {
      expect([...parseAcceptEncoding(bad)], bad).toEqual([]);
    }
  });
});

describe("negotiate", () => {
  const cases: [string | null, string][] = [
    [null, "identity"], // no field: identity (any coding would be acceptable; identity is surely readable)
    ["", "identity"], // empty: no coding wanted
    ["identity", "identity"],
    ["gzip", "gzip"],
    ["br", "br"],
    ["gzip, deflate, br", "br"], // equal q: the server's order (br first)
    ["gzip, deflate, br, zstd", "br"],
    ["deflate", "identity"], // nothing we have
    ["br;q=0, gzip", "gzip"], // q=0: not acceptable
    ["br;q=0, gzip;q=0", "identity"],
    ["gzip;q=0.5, br;q=0.9", "br"],
    ["br;q=0.1, gzip;q=0.9", "gzip"],
    ["*", "br"],
    ["*;q=0.5", "br"], // `*` gives identity the same q: the coding wins the tie
    ["br;q=0, *", "gzip"],
    ["*;q=0", "identity"], // nothing acceptable, not even identity: still identity, never 406
    ["identity;q=0", "identity"],
    ["identity;q=0, gzip;q=0.2", "gzip"],
    ["identity, gzip;q=0.5", "identity"], // identity named with a higher q
    ["identity;q=0.5, gzip;q=0.5", "gzip"],
    ["gzip;q=0.001", "gzip"], // identity only by default ranks below a coding the client names
    ["x-gzip", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=abc, gzip;q=0.1", "gzip"], // an unreadable member is ignored
  ];
  it.each(cases)("Accept-Encoding %j → %s", (field, coding) => {
    expect(negotiate(field, BOTH)).toBe(coding);
  });

  it("only offers what the runtime can produce", () => {
    expect(negotiate("br, gzip", [])).toBe("identity");
    expect(negotiate("br, gzip", ["gzip"])).toBe("gzip");
    expect(negotiate("br", ["gzip"])).toBe("identity");
    expect(negotiate("gzip, br", ["gzip", "br"])).toBe("gzip"); // the server's order decides ties
  });

  it("the remembering negotiator answers exactly like negotiate, also past its bound", () => {
    const remembered = createNegotiator(BOTH);
    for (let round = 0; round < 2; round++) {
      for (const [field, coding] of cases) expect(remembered(field)).toBe(coding);
      for (let i = 0; i < 300; i++)
        expect(remembered(`br;q=0.${i % 10}, gzip;q=0.${(i + 5) % 10}, x${i}`)).toBe(
          negotiate(`br;q=0.${i % 10}, gzip;q=0.${(i + 5) % 10}, x${i}`, BOTH),
        );
    }
  });
});

describe("compressible", () => {
  it("text, JSON, JavaScript and SVG are coded; images and fonts in compressed formats are not", () => {
    for (const type of [
      "text/html; charset=utf-8",
      "text/css; charset=utf-8",
      "text/javascript; charset=utf-8",
      "text/calendar; charset=utf-8",
      "text/csv; charset=utf-8; header=present",
      "text/plain; charset=utf-8",
      "application/json; charset=utf-8",
      "Application/JSON",
      "application/problem+json",
      "image/svg+xml",
    ])
      expect(compressible(type), type).toBe(true);
    for (const type of ["image/png", "image/webp", "font/woff2", "application/octet-stream", "application/zip"])
      expect(compressible(type), type).toBe(false);
  });
});
