/**
 * `lang=en` (docs/interface.md#english-labels): the same answer with every label value — a value
 * the glossary has an entry for — replaced by that entry's English name (`en`). Keys, ids, dates,
 * numbers and the Japanese date texts (`kyureki`, `nengo`, `wareki`, era names) stay as they are.
 * The label fields and the glossary field each takes its English from are listed once here
 * ({@link DAY_LABELS}), with the English of JSON values; the edge applies them to the bodies it has
 * built (edge-rules/represent/english-bytes.ts walks record bytes by these same paths), the tests
 * check every record of the coverage against the glossary.
 */
import { CLOSURE_LABELS_EN, type ClosureReason, LUCK_EN } from "../calendar/names.ts";
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

/** A JSON value, as the label walks read and write it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** {@link DAY_LABELS} as a tree walked once per record: a key (`*` any key, `[]` every item) → its subtree, or the field at a leaf. */
export type LabelTree = { readonly [step: string]: LabelTree | LabelField };

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

/** {@link DAY_LABELS} as a tree (the byte walk of edge-rules/represent/english-bytes.ts reads the same). */
export const DAY_LABEL_TREE: LabelTree = labelTree(DAY_LABELS);
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
  return walk(record, DAY_LABEL_TREE);
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
