/**
 * Where each Pro record of a body holds its `sun` and `moon` (every ProDay ends with `"sun":{…},"moon":{…}`), and
 * the body with those tails replaced: byte work only, the one scan place-times.ts (a capital's files) and
 * point-times.ts (a point's computed times) share. The body is never decoded: the keys are ASCII, and no byte of a
 * multi-byte UTF-8 character is, so they are found in the bytes (decoding a 31-day Pro range and encoding it again
 * cost four times the scan and the splice).
 */
import { parseIsoDate } from "../../calendar/time/day-number.ts";
import { MissingData } from "./assemble.ts";

const encoder = new TextEncoder();

/** An ASCII pattern and its Horspool shifts: how far the search may move on from the byte under its last. */
interface Pattern {
  readonly bytes: Uint8Array;
  readonly shift: Uint8Array;
}

function pattern(text: string): Pattern {
  const bytes = encoder.encode(text);
  const shift = new Uint8Array(256).fill(bytes.length);
  for (let i = 0; i < bytes.length - 1; i++) shift[bytes[i]!] = bytes.length - 1 - i;
  return { bytes, shift };
}

const RECORD_START = pattern('{"iso":"');
const SUN_KEY = pattern(',"sun":{');
const MOON_KEY = pattern(',"moon":{');

/** The first occurrence of `p` in `bytes` at or after `from` (Horspool's search); -1 when none. */
function find(bytes: Uint8Array, p: Pattern, from: number): number {
  const last = p.bytes.length - 1;
  for (let at = from; at + last < bytes.length; at += p.shift[bytes[at + last]!]!) {
    let i = last;
    while (i >= 0 && bytes[at + i] === p.bytes[i]) i--;
    if (i < 0) return at;
  }
  return -1;
}

/** Bytes `from` … `to` (exclusive) as the characters of their codes: ASCII text as it reads. */
function ascii(bytes: Uint8Array, from: number, to: number): string {
  let text = "";
  for (let i = from; i < to && i < bytes.length; i++) text += String.fromCharCode(bytes[i]!);
  return text;
}

/** One record's tail: its date, its day number, where `"sun"` starts and where the `moon` object ends (exclusive), byte offsets. */
export interface SkySpan {
  readonly iso: string;
  readonly day: number;
  readonly sun: number;
  readonly end: number;
}

/** Every record's tail, in body order. @throws MissingData when a record lacks its tail (a malformed tree). */
export function skySpans(bytes: Uint8Array): SkySpan[] {
  const spans: SkySpan[] = [];
  for (let start = find(bytes, RECORD_START, 0); start >= 0; start = find(bytes, RECORD_START, spans.at(-1)!.end)) {
    const isoAt = start + RECORD_START.bytes.length;
    const iso = ascii(bytes, isoAt, isoAt + 10);
    const day = parseIsoDate(iso);
    const sun = find(bytes, SUN_KEY, start);
    const moon = sun < 0 ? -1 : find(bytes, MOON_KEY, sun);
    const end = moon < 0 ? -1 : bytes.indexOf(0x7d, moon + MOON_KEY.bytes.length); // }
    if (day === null || end < 0) throw new MissingData(`record ${iso}`);
    spans.push({ iso, day, sun, end: end + 1 });
  }
  return spans;
}

/** `bytes` with each span's tail replaced by its fragment (`"sun":{…},"moon":{…}`, and anything after them). */
export function withSkies(bytes: Uint8Array, spans: readonly SkySpan[], fragments: readonly string[]): Uint8Array {
  const joined = encoder.encode(fragments.join(""));
  // ASCII fragments (all of them so far) are as many bytes as characters; any other is encoded on its own.
  const encoded = joined.length === fragments.reduce((n, f) => n + f.length, 0) ? null : fragments.map((f) => encoder.encode(f));
  let length = bytes.length + joined.length;
  for (const s of spans) length -= s.end - s.sun - 1;
  const out = new Uint8Array(length);
  let at = 0;
  let written = 0;
  let from = 0;
  spans.forEach((s, i) => {
    out.set(bytes.subarray(at, s.sun + 1), written);
    written += s.sun + 1 - at;
    const fragment = encoded === null ? joined.subarray(from, (from += fragments[i]!.length)) : encoded[i]!;
    out.set(fragment, written);
    written += fragment.length;
    at = s.end;
  });
  out.set(bytes.subarray(at), written);
  return out;
}
