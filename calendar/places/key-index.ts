/**
 * The key table (key-table.ts; layout in place-layout.ts `SECTION_PLACES`) by prefix: which sections
 * there are (an initial's found by a binary search over the table's text the first time it is asked
 * for, no directory of the rest built), a section's places' ranks and marks, and for the few a text has to be read against, the keys of a section's places
 * folded (search-text.ts). Each read the first time it is asked for, and kept.
 */
import { EXACT_MARK, ID_MARK, SECTION_MARK } from "./place-layout.ts";
import { JAPANESE_INITIALS, rowKeys } from "./place-row.ts";
import { handleOf, isJapaneseRank, japaneseLine, keysOf, latinLine } from "./place-rows.ts";
import { KEY_TABLE } from "./key-table.ts";
import { foldedName } from "./search-text.ts";

/** A section's line says nothing more, that one of its place's keys is the prefix, or that it is the place's id record. */
export const PLAIN = 0;
export const EXACT = 1;
export const ID = 2;

/** A section's places, a line each, by rank. */
export interface Section {
  readonly ranks: Int32Array;
  /** {@link PLAIN}, {@link EXACT} or {@link ID}. */
  readonly marks: Uint8Array;
}

/** A section's places' keys that begin with its prefix, folded, with their places' ranks (ascending); no id records. */
export interface SectionKeys {
  readonly keys: readonly string[];
  readonly ranks: Int32Array;
}

const HEADER = `\n${SECTION_MARK}`;

/** The prefix of the section whose header line begins at `at` (its line break). */
function prefixAt(at: number): string {
  return KEY_TABLE.slice(at + 2, KEY_TABLE.indexOf("\n", at + 1));
}

/**
 * Where the first section whose prefix is not below `prefix` begins (its header's line break), or −1:
 * a binary search over the table's text, whose sections are sorted by prefix.
 */
function firstSectionFrom(prefix: string): number {
  let lo = 0;
  let hi = KEY_TABLE.length;
  // Headers beginning before lo are below the prefix; the first at or after hi, if any, is not.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = KEY_TABLE.indexOf(HEADER, mid);
    if (at === -1 || at >= hi) hi = mid;
    else if (prefixAt(at) < prefix) lo = at + 1;
    else hi = mid;
  }
  return KEY_TABLE.indexOf(HEADER, lo);
}

/** The sections of one initial: their prefixes (sorted) and where each one's lines lie (from, to; from > to for none). */
interface Initial {
  readonly prefixes: readonly string[];
  readonly lines: ReadonlyMap<string, readonly [number, number]>;
}

const initials = new Map<string, Initial>();

/** The sections of a text's initial, found the first time it is asked for (the table lists them together). */
function initialSections(initial: string): Initial {
  let out = initials.get(initial);
  if (out === undefined) {
    const prefixes: string[] = [];
    const lines = new Map<string, readonly [number, number]>();
    for (let at = firstSectionFrom(initial); at !== -1;) {
      const end = KEY_TABLE.indexOf("\n", at + 1);
      const prefix = KEY_TABLE.slice(at + 2, end);
      if (!prefix.startsWith(initial)) break;
      const next = KEY_TABLE.indexOf(HEADER, end);
      prefixes.push(prefix);
      lines.set(prefix, [end + 1, next === -1 ? KEY_TABLE.length - 1 : next]);
      at = next;
    }
    out = { prefixes, lines };
    initials.set(initial, out);
  }
  return out;
}

/** Whether a prefix has a section of its own. */
export function hasSection(prefix: string): boolean {
  return prefix !== "" && initialSections(prefix.charAt(0)).lines.has(prefix);
}

/** The longest prefix of a text (the text itself too) that has a section, or null when none has. */
export function longestSection(text: string): string | null {
  if (text === "") return null;
  const { lines } = initialSections(text.charAt(0));
  for (let length = text.length; length > 0; length--) if (lines.has(text.slice(0, length))) return text.slice(0, length);
  return null;
}

/** The prefixes of the sections below a section (longer, and beginning with it), sorted. */
export function sectionsBelow(prefix: string): readonly string[] {
  const { prefixes } = initialSections(prefix.charAt(0));
  return prefixes.filter((p) => p.length > prefix.length && p.startsWith(prefix));
}

/** Where a section's lines lie in the table: from, to (exclusive; from > to when it has none). */
function sectionLines(prefix: string): readonly [number, number] {
  return initialSections(prefix.charAt(0)).lines.get(prefix)!;
}

/** A line's mark. */
function markOf(line: string): number {
  return line.endsWith(EXACT_MARK) ? EXACT : line.endsWith(ID_MARK) ? ID : PLAIN;
}

/**
 * Reads a section's lines in order (by rank) until `visit` returns false, without reading the rest.
 * @param prefix a prefix with a section ({@link hasSection}).
 */
export function readSection(prefix: string, visit: (rank: number, mark: number) => boolean): void {
  const [from, to] = sectionLines(prefix);
  let rank = 0;
  for (let at = from; at < to;) {
    const end = Math.min(to, KEY_TABLE.indexOf("\n", at) >>> 0);
    const line = KEY_TABLE.slice(at, end);
    rank += parseInt(line, 36);
    if (!visit(rank, markOf(line))) return;
    at = end + 1;
  }
}

const sections = new Map<string, Section>();

/** A section's places, all of them. @param prefix a prefix with a section ({@link hasSection}). */
export function section(prefix: string): Section {
  let out = sections.get(prefix);
  if (out === undefined) {
    const [from, to] = sectionLines(prefix);
    // A line a place (none in a section that only holds those below): split, and each read by the builtins, which are quicker than a loop by character on a cold start.
    const lines = from >= to ? [] : KEY_TABLE.slice(from, to).split("\n");
    out = { ranks: new Int32Array(lines.length), marks: new Uint8Array(lines.length) };
    let rank = 0;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      rank += parseInt(line, 36);
      out.ranks[i] = rank;
      out.marks[i] = markOf(line);
    }
    sections.set(prefix, out);
  }
  return out;
}

/** A place's keys that can begin with a prefix: a city's of the one line that holds them (place-row.ts). */
function candidateKeys(rank: number, prefix: string): readonly string[] {
  const handle = handleOf(rank);
  if (isJapaneseRank(rank)) return keysOf(handle);
  return prefix < JAPANESE_INITIALS ? rowKeys([latinLine(handle), ""], "city") : rowKeys(["", japaneseLine(handle)], "city");
}

const sectionKeyLists = new Map<string, SectionKeys>();

/** The keys of a section's places that begin with its prefix. @param prefix a prefix with a section. */
export function sectionKeys(prefix: string): SectionKeys {
  let out = sectionKeyLists.get(prefix);
  if (out === undefined) {
    const { ranks, marks } = section(prefix);
    const keys: string[] = [];
    const of: number[] = [];
    for (let i = 0; i < ranks.length; i++) {
      if (marks[i] === ID) continue;
      const first = keys.length;
      const candidates = candidateKeys(ranks[i]!, prefix);
      for (let k = 0; k < candidates.length; k++) {
        const key = foldedName(candidates[k]!);
        if (key.startsWith(prefix) && keys.indexOf(key, first) === -1) {
          keys.push(key);
          of.push(ranks[i]!);
        }
      }
    }
    out = { keys, ranks: Int32Array.from(of) };
    sectionKeyLists.set(prefix, out);
  }
  return out;
}
