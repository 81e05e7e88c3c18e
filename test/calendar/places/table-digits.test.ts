/** The numbers of the place table (calendar/places/table-digits.ts): fixed-width base 36 and the variable-length code of signed integers, each read back as written. */
import { describe, expect, it } from "vitest";
import { fixedAt, fixedDigits, readSigned, signedDigits } from "../../../calendar/places/table-digits.ts";

describe("fixedDigits and fixedAt", () => {
  it("write base 36 in a fixed width and read the number at any index", () => {
    const values = [0, 1, 35, 36, 1295, 46_655];
    const text = values.map((v) => fixedDigits(v, 3)).join("");
    expect(text.slice(0, 9)).toBe("00000100z");
    expect(values.map((_, i) => fixedAt(text, i, 3))).toEqual(values);
  });

  it("refuse a number the width cannot hold", () => {
    expect(() => fixedDigits(46_656, 3)).toThrow(RangeError);
    expect(() => fixedDigits(-1, 3)).toThrow(RangeError);
  });
});

describe("signedDigits and readSigned", () => {
  it("read back any run of integers, in printable ASCII without $, \\ and the backquote", () => {
    const values = [0, -1, 1, 44, -45, 45, 2069, -2070, 123_456, -3_600_000, 1_800_000, 0];
    const text = signedDigits(values);
    expect(text).toMatch(/^[!-~]+$/);
    expect(text).not.toMatch(/[$\\`]/);
    const out = new Int32Array(values.length);
    expect(readSigned(text, out)).toBe(values.length);
    expect([...out]).toEqual(values);
  });

  it("stop where the output is full", () => {
    const out = new Int32Array(2);
    expect(readSigned(signedDigits([5, -6, 7]), out)).toBe(2);
    expect([...out]).toEqual([5, -6]);
  });
});
