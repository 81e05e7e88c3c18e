/**
 * One assertion over many checks. Each `expect(...)` call costs vitest tens of microseconds (its chai proxies and
 * state), so a loop asserting per item over thousands of items costs seconds. A test records here the checks that fail,
 * each with its input and both values, and asserts once: `expect(mismatches.list).toEqual([])`. A failure still names
 * every failing input, what it got and what it wanted.
 */
import { isDeepStrictEqual } from "node:util";
import { expect } from "vitest";

/** A failed check: what was checked, the value it got and the value it wanted. */
export interface Mismatch {
  readonly input: string;
  readonly got: unknown;
  readonly want: unknown;
}

export class Mismatches {
  readonly list: Mismatch[] = [];

  /**
   * Records `input` unless `got` equals `want`: `Object.is` (as `toBe`), else, for two objects, node's deep strict
   * equality, which holds only where `toEqual` holds too (it also tells a missing key from one set to undefined).
   */
  check(input: string, got: unknown, want: unknown): void {
    if (Object.is(got, want)) return;
    if (typeof got === "object" && typeof want === "object" && got !== null && want !== null && isDeepStrictEqual(got, want)) return;
    this.list.push({ input, got, want });
  }

  /** Records `input` with the value it got when `holds` is false (`want` says what was required). */
  require(holds: boolean, input: string, got: unknown, want: string): void {
    if (!holds) this.list.push({ input, got, want });
  }
}

/** Whether two byte arrays hold the same bytes (`toEqual` on typed arrays walks them element by element, slowly). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

/**
 * `expect(actual, message).toEqual(expected)`, asked only when the two are not deep-strict-equal (which implies
 * `toEqual`): the same pass and fail as asking it of every value, without vitest's per-assertion cost in a loop; inside
 * a fast-check property the failing input is still shrunk.
 */
export function expectEqual(actual: unknown, expected: unknown, message: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, message).toEqual(expected);
}
