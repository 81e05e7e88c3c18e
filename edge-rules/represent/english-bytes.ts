/**
 * `lang=en` (docs/interface.md#english-labels): the same answer with every label value — a value
 * the glossary has an entry for — replaced by that entry's English name (`en`). Keys, ids, dates,
 * numbers and the Japanese date texts (`kyureki`, `nengo`, `wareki`, era names) stay as they are.
 * The label fields and the glossary field each takes its English from are listed once here
 * ({@link DAY_LABELS}); the edge applies them to the bodies it has built, the tests check every
 * record of the coverage against the glossary.
 */
import { CLOSURE_LABELS_EN, type ClosureReason, LUCK_EN } from "../calendar/names.ts";
import { recordBytes, type RecordBytes } from "./files/layout.ts";
export { LANGS, type Lang } from "../calendar/names.ts";
import { JIKKAN_ENTRIES, JUNIUN_ENTRIES, PALACE_ENTRIES, TENCHUSATSU_ENTRIES, TSUHEN_ENTRIES } from "./glossary/birth.ts";
import { EHO_ENTRIES } from "./glossary/eho.ts";
import { HOLIDAY_ENTRIES } from "./glossary/holiday.ts";
import { HOUI_ENTRIES } from "./glossary/houi.ts";
import { JUNICHOKU_ENTRIES } from "./glossary/junichoku.ts";
import { BRANCH_ANIMALS_EN, JUNISHI_ENTRIES } from "./glossary/junishi.ts";
import { KANSHI_ENTRIES } from "./glossary/kanshi.ts";
import { KOU72_ENTRIES } from "./glossary/kou72.ts";
import { KYUSEI_ENTRIES } from "./glossary/kyusei.ts";
import { MOONMARK_ENTRIES } from "./glossary/moonmark.ts";
import { NOTE_ENTRIES } from "./glossary/notes.ts";
import { PERIOD_ENTRIES } from "./glossary/periods.ts";
import { ROKUYOU_ENTRIES } from "./glossary/rokuyou.ts";
import { SEKKI_ENTRIES } from "./glossary/sekki.ts";
import { SHUKU27_ENTRIES } from "./glossary/shuku27.ts";
import { SHUKU28_ENTRIES } from "./glossary/shuku28.ts";
import { TIDE_ENTRIES } from "./glossary/tide.ts";
import { YOUBI_ENTRIES } from "./glossary/youbi.ts";

interface Named {
  readonly id: string;
  readonly label: string;
  readonly en: string;
}

/** The glossary fields a label can come from, each as label → English. */
const byLabel = (entries: readonly Named[]): ReadonlyMap<string, string> => new Map(entries.map((e) => [e.label, e.en]));
const ENGLISH = {
  youbi: byLabel(YOUBI_ENTRIES),
  holiday: byLabel(HOLIDAY_ENTRIES),
  rokuyou: byLabel(ROKUYOU_ENTRIES),
  sekki: byLabel(SEKKI_ENTRIES),
  moonmark: byLabel(MOONMARK_ENTRIES),
  kanshi: byLabel(KANSHI_ENTRIES),
  kyusei: byLabel(KYUSEI_ENTRIES),
  junichoku: byLabel(JUNICHOKU_ENTRIES),
  shuku28: byLabel(SHUKU28_ENTRIES),
  kou72: byLabel(KOU72_ENTRIES),
  notes: byLabel(NOTE_ENTRIES),
  tide: byLabel(TIDE_ENTRIES),
  shuku27: byLabel(SHUKU27_ENTRIES),
  eho: byLabel(EHO_ENTRIES),
  houi: byLabel(HOUI_ENTRIES),
  junishi: byLabel(JUNISHI_ENTRIES),
  branch: BRANCH_ANIMALS_EN,
  luck: new Map(Object.entries(LUCK_EN)) as ReadonlyMap<string, string>,
  jikkan: byLabel(JIKKAN_ENTRIES),
  tsuhen: byLabel(TSUHEN_ENTRIES),
  juniun: byLabel(JUNIUN_ENTRIES),
  kyusei_palace: byLabel(PALACE_ENTRIES),
  tenchusatsu: byLabel(TENCHUSATSU_ENTRIES),
} as const;

/** A glossary field that gives labels their English. */
export type LabelField = keyof typeof ENGLISH;

/** Every glossary field's entries by id, for the finder's reasons (`{ field, id, label }`). */
const BY_ID: Readonly<Record<string, ReadonlyMap<string, string>>> = Object.fromEntries(
  Object.entries({
    rokuyou: ROKUYOU_ENTRIES,
    junichoku: JUNICHOKU_ENTRIES,
    shuku28: SHUKU28_ENTRIES,
    notes: NOTE_ENTRIES,
    periods: PERIOD_ENTRIES,
  }).map(([field, entries]) => [field, new Map(entries.map((e: Named) => [e.id, e.en]))]),
);

/**
 * The label fields of a day record: a key path (`*` any key of an object, `[]` every item of a
 * list, `.label` a note's label) → the glossary field of its values. An empty value (`sekki`,
 * `moonmark` on most days) and `null` (a board's 五黄殺 when 五黄 is the centre star) stay.
 */
export const DAY_LABELS: Readonly<Record<string, LabelField>> = {
  youbi: "youbi",
  holiday: "holiday",
  substitute_for: "holiday",
  rokuyou: "rokuyou",
  "rokuyou_hours[].luck": "luck",
  sekki: "sekki",
  moonmark: "moonmark",
  eto: "kanshi",
  eto_month: "kanshi",
  eto_year: "kanshi",
  kyusei: "kyusei",
  kyusei_month: "kyusei",
  kyusei_year: "kyusei",
  junichoku: "junichoku",
  shuku28: "shuku28",
  kou72: "kou72",
  "notes_arr[].label": "notes",
  tide: "tide",
  shuku27: "shuku27",
  "eho.kan": "eho",
  "eho.direction": "houi",
  "hasshoujin.*": "junishi",
  "konjin[]": "junishi",
  "kyusei_board.*.center": "kyusei",
  "kyusei_board.*.gooh": "houi",
  "kyusei_board.*.anken": "houi",
  "kyusei_board.*.ha": "junishi",
};

/**
 * The English of one label.
 * @throws Error for a label outside its glossary field (a data defect the glossary tests forbid).
 */
export function englishLabel(field: LabelField, label: string): string {
  if (label === "") return label;
  const en = ENGLISH[field].get(label);
  if (en === undefined) throw new Error(`lang=en: ${field} ${JSON.stringify(label)} has no glossary entry`);
  return en;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** {@link DAY_LABELS} as a tree walked once per record: a key (`*` any key, `[]` every item) → its subtree, or the field at a leaf. */
type LabelTree = { readonly [step: string]: LabelTree | LabelField };

/**
 * The label fields of a birth chart (docs/interface.md#birth-charts), as {@link DAY_LABELS}: the stars, the
 * palace, every pillar's kanshi, stem, branch, hidden stems, 通変星 and 十二運, 空亡 and the 大運's kanshi (the 節 keep their names, as the instants list does).
 */
export const BIRTH_LABELS: Readonly<Record<string, LabelField>> = {
  honmei: "kyusei",
  getsumei: "kyusei",
  keisha: "kyusei_palace",
  "pillars.*.kanshi": "kanshi",
  "pillars.*.stem": "jikkan",
  "pillars.*.branch": "branch",
  "pillars.*.zokan[]": "jikkan",
  "pillars.*.zokan_ruling": "jikkan",
  "pillars.*.tsuhen": "tsuhen",
  "pillars.*.juniun": "juniun",
  "kubou.branches[]": "branch",
  "kubou.name": "tenchusatsu",
  "taiun[].kanshi": "kanshi",
};

/** A label map as a tree walked once per answer. */
function labelTree(labels: Readonly<Record<string, LabelField>>): LabelTree {
  const root: Record<string, unknown> = {};
  for (const [path, field] of Object.entries(labels)) {
    const steps = path.split(".").flatMap((step) => (step.endsWith("[]") && step !== "[]" ? [step.slice(0, -2), "[]"] : [step]));
    let node = root;
    steps.forEach((step, i) => {
      if (i === steps.length - 1) node[step] = field;
      else node = (node[step] ??= {}) as Record<string, unknown>;
    });
  }
  return root as LabelTree;
}

const TREE: LabelTree = labelTree(DAY_LABELS);
const BIRTH_TREE: LabelTree = labelTree(BIRTH_LABELS);

/** `value` with the labels its subtree names replaced. */
function walk(value: Json, tree: LabelTree | LabelField): Json {
  if (typeof tree === "string") return typeof value === "string" ? englishLabel(tree, value) : value;
  if (Array.isArray(value)) {
    const items = Object.hasOwn(tree, "[]") ? tree["[]"] : undefined;
    return items === undefined ? value : value.map((item) => walk(item, items));
  }
  if (typeof value !== "object" || value === null) return value;
  const any = Object.hasOwn(tree, "*") ? tree["*"] : undefined;
  const out: { [key: string]: Json } = {};
  for (const [key, v] of Object.entries(value)) {
    const sub = Object.hasOwn(tree, key) ? tree[key] : any;
    out[key] = sub === undefined ? v : walk(v, sub);
  }
  return out;
}

/** A day record (LiteDay or ProDay) with its labels in English; keys in the same order. */
export function englishDay(record: Json): Json {
  return walk(record, TREE);
}

/** The record bytes do not have the shape {@link englishRecordBytes} walks (then the parsing path answers). */
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

/**
 * Where {@link englishRecordBytes} works (grown as needed, kept): the English is written from the start while a copy
 * of the input sits at `base`, far enough on that the writing never reaches the input not yet read, so each unchanged
 * stretch moves with one `copyWithin` (no view of the input made per stretch).
 */
let work = new Uint8Array(1 << 18);
let base = 0;
/** The walk over bytes ({@link walkBytes}): its input, how far the input is copied out, how far `work` is written. */
let input: Uint8Array = new Uint8Array(0);
let inputWords = new DataView(input.buffer);
let copied = 0;
let at = 0;

/** Copies the input out up to `to` (a short stretch byte by byte). */
function copyTo(to: number): void {
  const n = to - copied;
  const w = work;
  const a = at;
  const from = base + copied;
  if (n < 16) for (let k = 0; k < n; k++) w[a + k] = w[from + k]!;
  else w.copyWithin(a, from, base + to);
  at = a + n;
  copied = to;
}

/** A value's JSON as UTF-8 (`raw`: a label's string with its quotes, or a whole object or list) and its English's (`null`: the same). */
interface ValueBytes {
  readonly raw: Uint8Array;
  /** `raw` read four bytes at a time ({@link holds}). */
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
  /** A node: the subtree of each key it names (`*` and `[]` included, as {@link walk} reads them), of a list's items, of any other key. */
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

/** Per glossary field, its labels' bytes by hash. */
const LABEL_BYTES = new Map<LabelField, (ValueBytes | undefined)[]>();

/** `tree` as a {@link ByteTree} (`top`: the record's, which remembers no whole value). */
function byteTree(tree: LabelTree | LabelField, top: boolean): ByteTree {
  if (typeof tree === "string") {
    let labels = LABEL_BYTES.get(tree);
    if (labels === undefined) LABEL_BYTES.set(tree, (labels = slots(LABEL_SLOTS)));
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
  const keys = new Map(Object.entries(tree).map(([key, sub]) => [key, byteTree(sub, false)]));
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

const BYTE_TREE: ByteTree = byteTree(TREE, true);

/** Writes `en` out in place of the input up to `end` (the input from `copied` to where `en` starts is copied first). */
function writeOut(start: number, end: number, en: Uint8Array): void {
  copyTo(start);
  const w = work;
  const a = at;
  const n = en.length;
  if (a + n > base + end) throw new NotCanonical(); // would overwrite input not read yet (never so far)
  if (n < 32) for (let k = 0; k < n; k++) w[a + k] = en[k]!;
  else w.set(en, a);
  at = a + n;
  copied = end;
}

/** The English of the label whose JSON string starts (with its quote) at `i` of the input, written out; the index past it. */
function labelBytes(leaf: ByteTree, i: number): number {
  const u = input;
  let j = i + 1;
  for (; ; j++) {
    if (j >= u.length) throw new NotCanonical();
    const c = u[j]!;
    if (c === QUOTE) break;
    if (c === BACKSLASH) throw new NotCanonical(); // an escape: the parsing path reads it
  }
  const end = j + 1;
  const hash = wordsHash(i, end);
  let label = lookUp(leaf.labels, hash, i, end);
  if (label === undefined) {
    const raw = u.slice(i, end);
    label = valueBytes(raw, englishLabelJson(leaf.field!, decoder.decode(raw)));
    store(leaf.labels, hash, label);
  }
  if (label.en !== null) writeOut(i, end, label.en);
  return end;
}

/** The English of the object or list at `i` under `t`, remembered by its bytes: written out; the index past it. */
function rememberedBytes(t: ByteTree, i: number, array: boolean, place: Last): number {
  const u = input;
  // The value met at this place last, first (a year's 八将神, a month's board): a JSON value never starts another one.
  let known = place.last;
  if (known === undefined || !holds(known, i)) {
    const end = valueEndBytes(i);
    const hash = wordsHash(i, end);
    known = lookUp(t.values!, hash, i, end);
    if (known === undefined) {
      t.misses++;
      copyTo(i);
      const from = at;
      if (membersBytes(t, i, array) !== end) throw new NotCanonical();
      copyTo(end);
      const en = work.slice(from, at);
      const raw = u.slice(i, end);
      place.last = valueBytes(raw, en.length === raw.length && startsWithBytes(en, i) ? null : en);
      store(t.values!, hash, place.last);
      return end;
    }
    place.last = known;
  }
  t.hits++;
  const end = i + known.raw.length;
  if (known.en !== null) writeOut(i, end, known.en);
  return end;
}

/** How many slots from its hash's a value may sit in (so that two values of one hash do not push each other out). */
const PROBES = 4;

/** The value in `table` (a power of two of slots) whose raw bytes are the input's `[i, end)`, of hash `hash`. */
function lookUp(table: readonly (ValueBytes | undefined)[], hash: number, i: number, end: number): ValueBytes | undefined {
  const mask = table.length - 1;
  for (let p = 0; p < PROBES; p++) {
    const value = table[(hash + p) & mask];
    if (value === undefined) return undefined;
    if (value.raw.length === end - i && holds(value, i)) return value;
  }
  return undefined;
}

/** Puts `value` (of hash `hash`) in `table`: in the first free slot {@link lookUp} reads, else in place of its first. */
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

/** A hash of the input's bytes `[from, to)`, read four at a time (FNV-1a's multiplier on words, then mixed). */
function wordsHash(from: number, to: number): number {
  const w = inputWords;
  let hash = 0x811c9dc5 ^ (to - from);
  let k = from;
  for (; k + 4 <= to; k += 4) hash = Math.imul(hash ^ w.getUint32(k, true), 0x01000193);
  for (; k < to; k++) hash = Math.imul(hash ^ w.getUint8(k), 0x01000193);
  return hash ^ (hash >>> 16);
}

/** Whether the input holds `value`'s raw bytes at `i`: compared four bytes at a time (values run to hundreds of bytes). */
function holds(value: ValueBytes, i: number): boolean {
  const n = value.raw.length;
  const w = inputWords;
  if (i + n > w.byteLength) return false;
  const v = value.words;
  let k = 0;
  for (; k + 4 <= n; k += 4) if (w.getUint32(i + k, true) !== v.getUint32(k, true)) return false;
  for (; k < n; k++) if (w.getUint8(i + k) !== v.getUint8(k)) return false;
  return true;
}

/** Whether the input holds `bytes` at `i`. */
function startsWithBytes(bytes: Uint8Array, i: number): boolean {
  const u = input;
  for (let k = 0; k < bytes.length; k++) if (u[i + k] !== bytes[k]) return false;
  return true;
}

/** The index just past the JSON string that starts (with its quote) at `i` of the input. */
function stringEndBytes(i: number): number {
  const u = input;
  for (let j = i + 1; j < u.length; j++) {
    const c = u[j];
    if (c === QUOTE) return j + 1;
    if (c === BACKSLASH) j++;
  }
  throw new NotCanonical();
}

/** The index just past the JSON value that starts at `i` of the input (no whitespace: JSON.stringify's output; UTF-8: no byte of a multi-byte character is ASCII). */
function valueEndBytes(i: number): number {
  const u = input;
  const c = u[i];
  if (c === QUOTE) return stringEndBytes(i);
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
 * The labels of the value at `i` under `t` ({@link DAY_LABELS}, as {@link walk} reads them) in English, written out
 * as the walk goes: the index past the value. Anything but JSON.stringify's shape (and a label with an escape) throws
 * {@link NotCanonical}.
 */
function walkBytes(i: number, t: ByteTree | undefined, place: Last | undefined): number {
  if (t === undefined) return valueEndBytes(i);
  const c = input[i];
  if (t.field !== undefined) return c === QUOTE ? labelBytes(t, i) : valueEndBytes(i);
  const array = c === OPEN_ARRAY;
  if (array ? t.items === undefined : c !== OPEN_OBJECT) return valueEndBytes(i);
  if (t.values !== null && worthKeeping(t)) return rememberedBytes(t, i, array, place ?? t);
  return membersBytes(t, i, array);
}

/** The members of the object (or items of the list) at `i` under node `t`, walked: the index past it. */
function membersBytes(t: ByteTree, i: number, array: boolean): number {
  const close = array ? CLOSE_ARRAY : CLOSE_OBJECT;
  let j = i + 1;
  if (input[j] === close) return j + 1;
  const seen = t.seen;
  for (let k = 0; ; k++) {
    let sub = t.items;
    let place: SeenKeyBytes | undefined;
    if (!array) {
      place = seen[k];
      if (place !== undefined && holds(place.member, j)) {
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
    j = walkBytes(j, sub, place);
    const next = input[j];
    if (next === COMMA) j++;
    else if (next === close) return j + 1;
    else throw new NotCanonical();
  }
}

/**
 * Day records (UTF-8, records joined by `,`, as in a record-lines file) with their labels in English: the bytes of
 * `JSON.stringify(englishDay(JSON.parse(record)))` for each, joined by `,`. For records as the generator writes them
 * (JSON.stringify's output) they are made by walking the bytes, the unchanged stretches copied and the English written
 * in, so no text is decoded, built or encoded per record; bytes of another shape (whitespace, escapes) are parsed,
 * translated and written.
 */
export function englishRecordBytes(utf8: Uint8Array): RecordBytes {
  const ends: number[] = [];
  // The English of the canonical data is under 1.5 times as long as its Japanese; twice leaves room.
  base = 2 * utf8.length;
  if (work.length < base + utf8.length) work = new Uint8Array(base + utf8.length);
  work.set(utf8, base);
  input = utf8;
  inputWords = new DataView(utf8.buffer, utf8.byteOffset, utf8.byteLength);
  copied = 0;
  at = 0;
  try {
    for (let i = 0; i < utf8.length;) {
      if (utf8[i] !== OPEN_OBJECT) throw new NotCanonical();
      const end = walkBytes(i, BYTE_TREE, undefined);
      if (end < utf8.length && utf8[end] !== COMMA) throw new NotCanonical();
      copyTo(end);
      ends.push(at);
      if (end < utf8.length) copyTo(end + 1); // the comma
      i = end + 1;
    }
    return { bytes: work.slice(0, at), ends: Uint32Array.from(ends) };
  } catch (error) {
    if (!(error instanceof NotCanonical)) throw error;
  } finally {
    input = new Uint8Array(0);
    inputWords = new DataView(input.buffer);
  }
  return recordBytes(parsedRecords(decoder.decode(utf8)));
}

/** Whether a JSON object is a day record (LiteDay or ProDay). */
const isDay = (o: { [key: string]: Json }): boolean => typeof o.iso === "string" && "youbi" in o && "kyureki" in o && "rokuyou" in o;

/**
 * A whole answer (day, range, bulk, find, business, wareki) with its labels in English: every day
 * record; the finder's reasons (`{ field, id, label }`: the entry's English by id); the business
 * answers' closure `label` (the holiday's English, or the reason's: CLOSURE_LABELS_EN) and
 * `holidays`; a wareki record's `youbi`, `rokuyou`, `kanshi` and `kanshi_year`; a birth chart's labels ({@link BIRTH_LABELS}).
 */
export function englishAnswer<T>(answer: T): T {
  return translate(answer as Json) as T;
}

/** {@link englishAnswer} on JSON values. */
function translate(value: Json): Json {
  if (Array.isArray(value)) return value.map(translate);
  if (typeof value !== "object" || value === null) return value;
  if (isDay(value)) return englishDay(value);
  if ("honmei" in value && "pillars" in value) return walk(value, BIRTH_TREE);
  const out: { [key: string]: Json } = {};
  for (const [key, v] of Object.entries(value)) out[key] = translate(v);
  if (typeof value.field === "string" && typeof value.id === "string" && typeof value.label === "string") {
    const en = BY_ID[value.field]?.get(value.id);
    if (en !== undefined) out.label = en;
  }
  if (typeof value.reason === "string" && typeof value.label === "string") {
    out.label = value.reason === "holiday" ? englishLabel("holiday", value.label) : CLOSURE_LABELS_EN[value.reason as ClosureReason];
  }
  if (Array.isArray(value.holidays)) out.holidays = value.holidays.map((h) => (typeof h === "string" ? englishLabel("holiday", h) : h));
  if (typeof value.jdn === "number" && typeof value.youbi === "string") {
    out.youbi = englishLabel("youbi", value.youbi);
    if (typeof value.rokuyou === "string") out.rokuyou = englishLabel("rokuyou", value.rokuyou);
    if (typeof value.kanshi === "string") out.kanshi = englishLabel("kanshi", value.kanshi);
    if (typeof value.kanshi_year === "string") out.kanshi_year = englishLabel("kanshi", value.kanshi_year);
  }
  return out;
}

/** A JSON body's bytes in English (see {@link englishAnswer}). */
export function englishBody(body: Uint8Array): Uint8Array {
  return encoder.encode(JSON.stringify(translate(JSON.parse(decoder.decode(body)) as Json)));
}
