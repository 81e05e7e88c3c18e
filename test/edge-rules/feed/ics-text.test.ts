/**
 * The RFC 5545 text functions on their own: TEXT escaping (§3.3.11), folding by octets at
 * character boundaries (§3.1), DATE and UTC DATE-TIME values.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeText, FOLD, foldLine, icsDate, icsUtcDateTime, MAX_LINE_OCTETS, unfold } from "../../../edge-rules/feed/ics-text.ts";

const octets = (s: string): number => new TextEncoder().encode(s).length;
const strict = new TextDecoder("utf-8", { fatal: true });

describe("escapeText (RFC 5545 §3.3.11)", () => {
  it("escapes backslash, semicolon, comma and every line break; leaves colon and quotes", () => {
    expect(escapeText('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d:e"f');
    expect(escapeText("1\r\n2\n3\r4")).toBe("1\\n2\\n3\\n4");
    expect(escapeText("大安、吉")).toBe("大安、吉");
  });
  it("escapes the backslash before adding its own (no double escaping of the added ones)", () => {
    expect(escapeText("\\,")).toBe("\\\\\\,");
  });
});

describe("foldLine (RFC 5545 §3.1)", () => {
  it("keeps a line of 75 octets, folds the 76th", () => {
    const line = "X".repeat(75);
    expect(foldLine(line)).toBe(line);
    expect(foldLine(`${line}Y`)).toBe(`${line}${FOLD}Y`);
  });
  it("never splits a 3-byte character: 25 kanji after a 1-octet prefix fold before the 25th", () => {
    const folded = foldLine(`D${"暦".repeat(25)}`);
    const [first, second] = folded.split("\r\n");
    expect(octets(first!)).toBe(73); // 1 + 24 × 3; a 25th would make 76
    expect(second).toBe(" 暦");
  });
  it("property: every physical line ≤ 75 octets and valid UTF-8 on its own, continuations start with one space, unfold restores the line", () => {
    const text = fc.string({ unit: fc.constantFrom("a", ",", "é", "暦", "😀", "\\", " "), maxLength: 400 });
    fc.assert(
      fc.property(text, (line) => {
        const folded = foldLine(line);
        const physical = folded.split("\r\n");
        physical.forEach((p, i) => {
          const bytes = new TextEncoder().encode(p);
          expect(bytes.length).toBeLessThanOrEqual(MAX_LINE_OCTETS);
          expect(strict.decode(bytes)).toBe(p);
          if (i > 0) expect(p.startsWith(" ")).toBe(true);
        });
        expect(unfold(folded)).toBe(line);
      }),
      { numRuns: 300 },
    );
  });
});

describe("values", () => {
  it("DATE is YYYYMMDD; DTSTAMP is UTC form #2 with Z", () => {
    expect(icsDate("2026-02-04")).toBe("20260204");
    expect(icsUtcDateTime(Date.parse("Sat, 22 Nov 2025 00:00:00 GMT"))).toBe("20251122T000000Z");
  });
});
