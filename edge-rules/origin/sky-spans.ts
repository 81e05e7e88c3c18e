/**
 * Where each Pro record of a body holds its `sun` and `moon` (every ProDay ends with `"sun":{…},"moon":{…}`), and
 * the body with those tails replaced: string work only, the one scan place-times.ts (a capital's files) and
 * point-times.ts (a point's computed times) share.
 */
import { parseIsoDate } from "../../calendar/time/day-number.ts";
import { MissingData } from "./assemble.ts";

const RECORD_START = '{"iso":"';
const SUN_KEY = ',"sun":{';
const MOON_KEY = ',"moon":{';

/** One record's tail: its date, its day number, where `"sun"` starts and where the `moon` object ends (exclusive). */
export interface SkySpan {
  readonly iso: string;
  readonly day: number;
  readonly sun: number;
  readonly end: number;
}

/** Every record's tail, in body order. @throws MissingData when a record lacks its tail (a malformed tree). */
export function skySpans(text: string): SkySpan[] {
  const spans: SkySpan[] = [];
  for (let start = text.indexOf(RECORD_START); start >= 0; start = text.indexOf(RECORD_START, spans.at(-1)!.end)) {
    const iso = text.slice(start + RECORD_START.length, start + RECORD_START.length + 10);
    const day = parseIsoDate(iso);
    const sun = text.indexOf(SUN_KEY, start);
    const moon = sun < 0 ? -1 : text.indexOf(MOON_KEY, sun);
    const end = moon < 0 ? -1 : text.indexOf("}", moon + MOON_KEY.length);
    if (day === null || end < 0) throw new MissingData(`record ${iso}`);
    spans.push({ iso, day, sun, end: end + 1 });
  }
  return spans;
}

/** `text` with each span's tail replaced by its fragment (`"sun":{…},"moon":{…}`, and anything after them). */
export function withSkies(text: string, spans: readonly SkySpan[], fragments: readonly string[]): string {
  let out = "";
  let at = 0;
  spans.forEach((s, i) => {
    out += text.slice(at, s.sun + 1) + fragments[i]!;
    at = s.end;
  });
  return out + text.slice(at);
}
