/**
 * The `lang=en` representation of record bytes and JSON bodies (docs/interface.md#english-labels): the labels of
 * schemas/english.ts (`DAY_LABELS`) written in English into the bytes the edge assembles. Records as the
 * generator writes them are rewritten byte by byte ({@link EnglishRewriter}), anything else parsed, translated and
 * written ({@link englishBody}). The rewriter's work buffer and the label and value tables it learns are an
 * instance's, made once per handler (handler.ts) and kept: no buffer or table is made per record, and no state is
 * shared between handlers.
 */
import {
  DAY_LABEL_TREE,
  englishAnswer,
  englishDay,
  englishLabel,
  type Json,
  type LabelField,
  type LabelTree,
} from "../../schemas/english.ts";
import { recordBytes, type RecordBytes } from "../../schemas/files/layout.ts";

/** The record bytes do not have the shape {@link EnglishRewriter.records} walks (then the parsing path answers). */
class NotCanonical extends Error {}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The English JSON string of a label's JSON string without escapes (`"大安"` → `"Taian"`) as UTF-8, or `null` when it is the same. */
function englishLabelJson(field: LabelField, raw: string): Uint8Array | null {
  const en = JSON.stringify(englishLabel(field, raw.slice(1, -1)));
  return en === raw ? null : encoder.encode(en);
}

/**
 * Whether whole values at a place are worth remembering, from how often they were found (`hits`) and not: while
 * fewer than 64 were looked up, or at least half were found (a year's 八将神 are; a day's board, different every
 * day, is not, and is walked instead).
 */
const worthKeeping = (counts: { readonly hits: number; readonly misses: number }): boolean =>
  counts.hits + counts.misses < 64 || counts.hits >= counts.misses;

/** The English of each record the slow way: parsed, translated, written ({@link englishDay}). */
const parsedRecords = (records: string): string[] =>
  (JSON.parse(`[${records}]`) as Json[]).map((record) => JSON.stringify(englishDay(record)));

/** A value's JSON as UTF-8 (`raw`: a label's string with its quotes, or a whole object or list) and its English's (`null`: the same). */
interface ValueBytes {
  readonly raw: Uint8Array;
  /** `raw` read four bytes at a time (the rewriter's `#holds`). */
  readonly words: DataView;
  readonly en: Uint8Array | null;
}

/** A {@link ValueBytes} of `raw` (its own copy) and `en`. */
const valueBytes = (raw: Uint8Array, en: Uint8Array | null): ValueBytes => ({
  raw,
  words: new DataView(raw.buffer, raw.byteOffset, raw.byteLength),
  en,
});

/**
 * Slots of a hash table of {@link ValueBytes} (a power of two, {@link PROBES} slots tried per hash; when all are taken
 * by other values the first is made again, so a table is bounded): a field's labels (at most a few hundred), a node's
 * whole values (a few hundred that repeat: the boards, the notes).
 */
const LABEL_SLOTS = 1024;
const VALUE_SLOTS = 1024;

/** A hash table of `n` empty slots. */
const slots = (n: number): (ValueBytes | undefined)[] => new Array<ValueBytes | undefined>(n).fill(undefined);

/** What remembers the whole value met last at a place: a key of an object, or a node (for a list's items). */
interface Last {
  last: ValueBytes | undefined;
}

/** A key as met in an object under a subtree, as bytes: `"key":`, the subtree of its value and its value met last. */
interface SeenKeyBytes extends Last {
  readonly member: ValueBytes;
  readonly sub: ByteTree | undefined;
}

/**
 * A {@link LabelTree} as the walk over bytes uses it: a leaf's field, a node's subtrees at hand, and what it remembers.
 */
interface ByteTree extends Last {
  /** A leaf: the glossary field of its labels, and their bytes (shared by the leaves of one field). */
  readonly field: LabelField | undefined;
  readonly labels: (ValueBytes | undefined)[];
  /** A node: the subtree of each key it names (`*` and `[]` included, as schemas/english.ts's walk reads them), of a list's items, of any other key. */
  readonly keys: ReadonlyMap<string, ByteTree>;
  readonly items: ByteTree | undefined;
  readonly any: ByteTree | undefined;
  /** The keys of the last object walked here, in their order (records repeat them). */
  readonly seen: SeenKeyBytes[];
  /**
   * Whole values met here (below the record: a board, the 八将神, the notes), by hash: most repeat from day to day, and
   * one lookup of their bytes is cheaper than walking them; `null` at the record. `hits`/`misses`: see {@link worthKeeping}.
   */
  readonly values: (ValueBytes | undefined)[] | null;
  hits: number;
  misses: number;
}

/** `tree` as a {@link ByteTree} (`top`: the record's, which remembers no whole value); `labelBytes`: per glossary field, its labels' bytes by hash. */
function byteTree(tree: LabelTree | LabelField, top: boolean, labelBytes: Map<LabelField, (ValueBytes | undefined)[]>): ByteTree {
  if (typeof tree === "string") {
    let labels = labelBytes.get(tree);
    if (labels === undefined) labelBytes.set(tree, (labels = slots(LABEL_SLOTS)));
    return {
      field: tree,
      labels,
      keys: new Map(),
      items: undefined,
      any: undefined,
      seen: [],
      values: null,
      last: undefined,
      hits: 0,
      misses: 0,
    };
  }
  const keys = new Map(Object.entries(tree).map(([key, sub]) => [key, byteTree(sub, false, labelBytes)]));
  return {
    field: undefined,
    labels: [],
    keys,
    items: keys.get("[]"),
    any: keys.get("*"),
    seen: [],
    values: top ? null : slots(VALUE_SLOTS),
    last: undefined,
    hits: 0,
    misses: 0,
  };
}

/** How many slots from its hash's a value may sit in (so that two values of one hash do not push each other out). */
const PROBES = 4;

/** Puts `value` (of hash `hash`) in `table`: in the first free slot a lookup reads, else in place of its first. */
function store(table: (ValueBytes | undefined)[], hash: number, value: ValueBytes): void {
  const mask = table.length - 1;
  for (let p = 0; p < PROBES; p++) {
    if (table[(hash + p) & mask] === undefined) {
      table[(hash + p) & mask] = value;
      return;
    }
  }
  table[hash & mask] = value;
}

/** The work buffer's first size: a Pro month in Japanese and its English fit (it grows for more, and is kept). */
const FIRST_WORK_BYTES = 1 << 18;

const NO_INPUT = new Uint8Array(0);
const NO_WORDS = new DataView(NO_INPUT.buffer);

/**
 * Day records in English, rewritten as bytes ({@link EnglishRewriter.records}). One per handler: its work buffer and what it has
 * learnt (each label's bytes, the whole values that repeat from day to day, the keys in their order) are kept from one
 * month to the next, so a month costs no buffer or table of its own. Not reentrant (a call runs to its end
 * synchronously).
 */
export class EnglishRewriter {
  /**
   * Where {@link EnglishRewriter.records} works (made on first use, grown as needed, kept): the English is written from the start
   * while a copy of the input sits at `#base`, far enough on that the writing never reaches the input not yet read,
   * so each unchanged stretch moves with one `copyWithin` (no view of the input made per stretch).
   */
  #work: Uint8Array = NO_INPUT;
  #base = 0;
  /** The walk over bytes (`#walk`): its input, how far the input is copied out, how far `#work` is written. */
  #input: Uint8Array = NO_INPUT;
  #inputWords: DataView = NO_WORDS;
  #copied = 0;
  #at = 0;
  /** {@link DAY_LABEL_TREE} as bytes, with what it has learnt (made on first use: an assembler that never translates makes none). */
  #tree: ByteTree | undefined;

  /**
   * Day records (UTF-8, records joined by `,`, as in a record-lines file) with their labels in English: the bytes of
   * `JSON.stringify(englishDay(JSON.parse(record)))` for each, joined by `,`. For records as the generator writes them
   * (JSON.stringify's output) they are made by walking the bytes, the unchanged stretches copied and the English
   * written in, so no text is decoded, built or encoded per record; bytes of another shape (whitespace, escapes) are
   * parsed, translated and written.
   */
  records(utf8: Uint8Array): RecordBytes {
    const ends: number[] = [];
    const tree = (this.#tree ??= byteTree(DAY_LABEL_TREE, true, new Map()));
    // The English of the canonical data is under 1.5 times as long as its Japanese; twice leaves room.
    const base = 2 * utf8.length;
    this.#base = base;
    if (this.#work.length < base + utf8.length) this.#work = new Uint8Array(Math.max(FIRST_WORK_BYTES, base + utf8.length));
    this.#work.set(utf8, base);
    this.#input = utf8;
    this.#inputWords = new DataView(utf8.buffer, utf8.byteOffset, utf8.byteLength);
    this.#copied = 0;
    this.#at = 0;
    try {
      for (let i = 0; i < utf8.length;) {
        if (utf8[i] !== OPEN_OBJECT) throw new NotCanonical();
        const end = this.#walk(i, tree, undefined);
        if (end < utf8.length && utf8[end] !== COMMA) throw new NotCanonical();
        this.#copyTo(end);
        ends.push(this.#at);
        if (end < utf8.length) this.#copyTo(end + 1); // the comma
        i = end + 1;
      }
      return { bytes: this.#work.slice(0, this.#at), ends: Uint32Array.from(ends) };
    } catch (error) {
      if (!(error instanceof NotCanonical)) throw error;
    } finally {
      // The input is the caller's: not held past the call.
      this.#input = NO_INPUT;
      this.#inputWords = NO_WORDS;
    }
    return recordBytes(parsedRecords(decoder.decode(utf8)));
  }

  /** Copies the input out up to `to` (a short stretch byte by byte). */
  #copyTo(to: number): void {
    const n = to - this.#copied;
    const w = this.#work;
    const a = this.#at;
    const from = this.#base + this.#copied;
    if (n < 16) for (let k = 0; k < n; k++) w[a + k] = w[from + k]!;
    else w.copyWithin(a, from, this.#base + to);
    this.#at = a + n;
    this.#copied = to;
  }

  /** Writes `en` out in place of the input up to `end` (the input from `#copied` to where `en` starts is copied first). */
  #writeOut(start: number, end: number, en: Uint8Array): void {
    this.#copyTo(start);
    const w = this.#work;
    const a = this.#at;
    const n = en.length;
    if (a + n > this.#base + end) throw new NotCanonical(); // would overwrite input not read yet (never so far)
    if (n < 32) for (let k = 0; k < n; k++) w[a + k] = en[k]!;
    else w.set(en, a);
    this.#at = a + n;
    this.#copied = end;
  }

  /** The English of the label whose JSON string starts (with its quote) at `i` of the input, written out; the index past it. */
  #label(leaf: ByteTree, i: number): number {
    const u = this.#input;
    let j = i + 1;
    for (; ; j++) {
      if (j >= u.length) throw new NotCanonical();
      const c = u[j]!;
      if (c === QUOTE) break;
      if (c === BACKSLASH) throw new NotCanonical(); // an escape: the parsing path reads it
    }
    const end = j + 1;
    const hash = this.#wordsHash(i, end);
    let label = this.#lookUp(leaf.labels, hash, i, end);
    if (label === undefined) {
      const raw = u.slice(i, end);
      label = valueBytes(raw, englishLabelJson(leaf.field!, decoder.decode(raw)));
      store(leaf.labels, hash, label);
    }
    if (label.en !== null) this.#writeOut(i, end, label.en);
    return end;
  }

  /** The English of the object or list at `i` under `t`, remembered by its bytes: written out; the index past it. */
  #remembered(t: ByteTree, i: number, array: boolean, place: Last): number {
    const u = this.#input;
    // The value met at this place last, first (a year's 八将神, a month's board): a JSON value never starts another one.
    let known = place.last;
    if (known === undefined || !this.#holds(known, i)) {
      const end = this.#valueEnd(i);
      const hash = this.#wordsHash(i, end);
      known = this.#lookUp(t.values!, hash, i, end);
      if (known === undefined) {
        t.misses++;
        this.#copyTo(i);
        const from = this.#at;
        if (this.#members(t, i, array) !== end) throw new NotCanonical();
        this.#copyTo(end);
        const en = this.#work.slice(from, this.#at);
        const raw = u.slice(i, end);
        place.last = valueBytes(raw, en.length === raw.length && this.#startsWith(en, i) ? null : en);
        store(t.values!, hash, place.last);
        return end;
      }
      place.last = known;
    }
    t.hits++;
    const end = i + known.raw.length;
    if (known.en !== null) this.#writeOut(i, end, known.en);
    return end;
  }

  /** The value in `table` (a power of two of slots) whose raw bytes are the input's `[i, end)`, of hash `hash`. */
  #lookUp(table: readonly (ValueBytes | undefined)[], hash: number, i: number, end: number): ValueBytes | undefined {
    const mask = table.length - 1;
    for (let p = 0; p < PROBES; p++) {
      const value = table[(hash + p) & mask];
      if (value === undefined) return undefined;
      if (value.raw.length === end - i && this.#holds(value, i)) return value;
    }
    return undefined;
  }

  /** A hash of the input's bytes `[from, to)`, read four at a time (FNV-1a's multiplier on words, then mixed). */
  #wordsHash(from: number, to: number): number {
    const w = this.#inputWords;
    let hash = 0x811c9dc5 ^ (to - from);
    let k = from;
    for (; k + 4 <= to; k += 4) hash = Math.imul(hash ^ w.getUint32(k, true), 0x01000193);
    for (; k < to; k++) hash = Math.imul(hash ^ w.getUint8(k), 0x01000193);
    return hash ^ (hash >>> 16);
  }

  /** Whether the input holds `value`'s raw bytes at `i`: compared four bytes at a time (values run to hundreds of bytes). */
  #holds(value: ValueBytes, i: number): boolean {
    const n = value.raw.length;
    const w = this.#inputWords;
    if (i + n > w.byteLength) return false;
    const v = value.words;
    let k = 0;
    for (; k + 4 <= n; k += 4) if (w.getUint32(i + k, true) !== v.getUint32(k, true)) return false;
    for (; k < n; k++) if (w.getUint8(i + k) !== v.getUint8(k)) return false;
    return true;
  }

  /** Whether the input holds `bytes` at `i`. */
  #startsWith(bytes: Uint8Array, i: number): boolean {
    const u = this.#input;
    for (let k = 0; k < bytes.length; k++) if (u[i + k] !== bytes[k]) return false;
    return true;
  }

  /** The index just past the JSON string that starts (with its quote) at `i` of the input. */
  #stringEnd(i: number): number {
    const u = this.#input;
    for (let j = i + 1; j < u.length; j++) {
      const c = u[j];
      if (c === QUOTE) return j + 1;
      if (c === BACKSLASH) j++;
    }
    throw new NotCanonical();
  }

  /** The index just past the JSON value that starts at `i` of the input (no whitespace: JSON.stringify's output; UTF-8: no byte of a multi-byte character is ASCII). */
  #valueEnd(i: number): number {
    const u = this.#input;
    const c = u[i];
    if (c === QUOTE) return this.#stringEnd(i);
    let j = i;
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      // One pass, the strings' state kept in the loop (no call per string: whole values are scanned on every miss).
      let string = false;
      for (let depth = 0; j < u.length; j++) {
        const d = u[j];
        if (string) {
          if (d === QUOTE) string = false;
          else if (d === BACKSLASH) j++;
        } else if (d === QUOTE) string = true;
        else if (d === OPEN_OBJECT || d === OPEN_ARRAY) depth++;
        else if ((d === CLOSE_OBJECT || d === CLOSE_ARRAY) && --depth === 0) return j + 1;
      }
      throw new NotCanonical();
    }
    for (let d = c; j < u.length && d !== COMMA && d !== CLOSE_ARRAY && d !== CLOSE_OBJECT; d = u[++j]);
    if (j === i) throw new NotCanonical();
    return j;
  }

  /**
   * The labels of the value at `i` under `t` (`DAY_LABELS`, as schemas/english.ts's walk reads them) in English,
   * written out as the walk goes: the index past the value. Anything but JSON.stringify's shape (and a label with an
   * escape) throws {@link NotCanonical}.
   */
  #walk(i: number, t: ByteTree | undefined, place: Last | undefined): number {
    if (t === undefined) return this.#valueEnd(i);
    const c = this.#input[i];
    if (t.field !== undefined) return c === QUOTE ? this.#label(t, i) : this.#valueEnd(i);
    const array = c === OPEN_ARRAY;
    if (array ? t.items === undefined : c !== OPEN_OBJECT) return this.#valueEnd(i);
    if (t.values !== null && worthKeeping(t)) return this.#remembered(t, i, array, place ?? t);
    return this.#members(t, i, array);
  }

  /** The members of the object (or items of the list) at `i` under node `t`, walked: the index past it. */
  #members(t: ByteTree, i: number, array: boolean): number {
    const input = this.#input;
    const close = array ? CLOSE_ARRAY : CLOSE_OBJECT;
    let j = i + 1;
    if (input[j] === close) return j + 1;
    const seen = t.seen;
    for (let k = 0; ; k++) {
      let sub = t.items;
      let place: SeenKeyBytes | undefined;
      if (!array) {
        place = seen[k];
        if (place !== undefined && this.#holds(place.member, j)) {
          sub = place.sub;
          j += place.member.raw.length;
        } else {
          if (input[j] !== QUOTE) throw new NotCanonical();
          let keyEnd = j + 1;
          for (let d = input[keyEnd]; d !== QUOTE; d = input[++keyEnd]) if (d === undefined || d === BACKSLASH) throw new NotCanonical();
          if (input[keyEnd + 1] !== COLON) throw new NotCanonical();
          const name = decoder.decode(input.subarray(j + 1, keyEnd));
          sub = t.keys.get(name) ?? t.any;
          seen[k] = place = { member: valueBytes(input.slice(j, keyEnd + 2), null), sub, last: undefined };
          j = keyEnd + 2;
        }
      }
      j = this.#walk(j, sub, place);
      const next = input[j];
      if (next === COMMA) j++;
      else if (next === close) return j + 1;
      else throw new NotCanonical();
    }
  }
}

/** A JSON body's bytes in English (schemas/english.ts `englishAnswer`): parsed, translated, written. */
export function englishBody(body: Uint8Array): Uint8Array {
  return encoder.encode(JSON.stringify(englishAnswer(JSON.parse(decoder.decode(body)) as Json)));
}
