/**
 * The glossary document (docs/glossary.md, docs/interface.md#day-finder): one entry per vocabulary value, stable ids,
 * readings in hiragana and against published readings, texts present and distinct, and the
 * purposes' exclusions and weights.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  buildGlossary,
  GLOSSARY_FIELDS,
  GLOSSARY_ID_PATTERN,
  glossaryFileText,
  GlossaryResponse,
  KANA_PATTERN,
  SIGN_FIELDS,
  type GlossaryEntry,
  type GlossaryField,
} from "../../schemas/glossary/index.ts";
import {
  JUNICHOKU,
  KANSHI_60,
  KOU_72,
  KYUSEI,
  MOONMARK,
  NOTES,
  PERIOD_NAMES,
  ROKUYOU,
  SEKKI_24,
  SHUKU_28,
  YOUBI,
} from "../../schemas/vocabulary.ts";

const glossary = buildGlossary();
const fields = glossary.fields as Record<GlossaryField, GlossaryEntry[]>;

/** Every value a day record can hold, by glossary field (moonmark's "" has no entry). */
const VALUES: Record<GlossaryField, readonly string[]> = {
  youbi: YOUBI,
  rokuyou: ROKUYOU,
  moonmark: MOONMARK.filter((m) => m !== ""),
  sekki: SEKKI_24,
  kou72: KOU_72,
  junichoku: JUNICHOKU,
  shuku28: SHUKU_28,
  kyusei: KYUSEI,
  kanshi: KANSHI_60,
  notes: NOTES.map((n) => n.label),
  periods: PERIOD_NAMES,
};

/** Entries per field (docs/glossary.md and the brief). */
const COUNTS: Record<GlossaryField, number> = {
  youbi: 7,
  rokuyou: 6,
  moonmark: 2,
  sekki: 24,
  kou72: 72,
  junichoku: 12,
  shuku28: 28,
  kyusei: 9,
  kanshi: 60,
  notes: 41,
  periods: 6,
};

/** How a day record names the value: the label, except periods (by id, the record's `name`). */
const recordValue = (field: GlossaryField, entry: GlossaryEntry): string => (field === "periods" ? entry.id : entry.label);

describe("glossary entries", () => {
  it("validates, has the fields in order, and is byte-deterministic", () => {
    expect(GlossaryResponse.safeParse(glossary).success).toBe(true);
    expect(Object.keys(glossary.fields)).toEqual([...GLOSSARY_FIELDS]);
    expect(glossaryFileText()).toBe(JSON.stringify(buildGlossary()));
    expect(glossaryFileText()).toBe(JSON.stringify(JSON.parse(glossaryFileText())));
  });

  it.each(GLOSSARY_FIELDS)("%s: exactly one entry per value a day record can hold, in vocabulary order", (field) => {
    expect(fields[field]).toHaveLength(COUNTS[field]);
    expect(fields[field].map((e) => recordValue(field, e))).toEqual([...VALUES[field]]);
  });

  it("notes keep the ids, labels and kinds of the notes table; periods the ids of PERIOD_NAMES", () => {
    expect(glossary.fields.notes.map(({ id, label, kind }) => ({ id, label, kind }))).toEqual(
      NOTES.map(({ id, label, kind }) => ({ id, label, kind })),
    );
    expect(glossary.fields.periods.map((e) => e.id)).toEqual([...PERIOD_NAMES]);
    expect(glossary.fields.periods.map((e) => e.label)).toEqual(["天一天上", "八専", "十方暮", "土用", "大土", "小土"]);
  });

  it("rokuyou and youbi ids are the interface's", () => {
    expect(Object.fromEntries(glossary.fields.rokuyou.map((e) => [e.id, e.label]))).toEqual({
      taian: "大安",
      shakku: "赤口",
      sensho: "先勝",
      tomobiki: "友引",
      senbu: "先負",
      butsumetsu: "仏滅",
    });
    expect(glossary.fields.youbi.map((e) => e.id)).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
  });

  it.each(GLOSSARY_FIELDS)("%s: ids are ASCII, lower-case, `-` between words, and unique", (field) => {
    const ids = fields[field].map((e) => e.id);
    for (const id of ids) expect(id).toMatch(GLOSSARY_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("ids are stable: they match the committed snapshot (test/schemas/glossary-ids.json)", () => {
    const snapshot = JSON.parse(readFileSync(fileURLToPath(new URL("./glossary-ids.json", import.meta.url)), "utf8")) as Record<
      string,
      string[]
    >;
    const current: Record<string, string[]> = {};
    for (const field of GLOSSARY_FIELDS) current[field] = fields[field].map((e) => e.id);
    current.purposes = glossary.purposes.map((p) => p.id);
    expect(current, "an id changed: ids are a public contract (update the snapshot only for a new value, never to rename)").toEqual(
      snapshot,
    );
  });

  it("sign ids (rokuyou, junichoku, shuku28, notes, periods) are unique across those fields", () => {
    const ids = SIGN_FIELDS.flatMap((f) => fields[f].map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(GLOSSARY_FIELDS)("%s: readings are hiragana (ー allowed), alternatives distinct from the reading", (field) => {
    for (const e of fields[field]) {
      expect(e.kana, e.label).toMatch(KANA_PATTERN);
      for (const alt of e.kana_alt) expect(alt, e.label).toMatch(KANA_PATTERN);
      expect(new Set([e.kana, ...e.kana_alt]).size, e.label).toBe(1 + e.kana_alt.length);
    }
  });

  it("the hiragana pattern refuses katakana, kanji, latin and spaces", () => {
    for (const bad of ["タイアン", "大安", "taian", "たい あん", "たいあん\n", ""]) expect(KANA_PATTERN.test(bad), bad).toBe(false);
    expect(KANA_PATTERN.test("ごおうどせい")).toBe(true);
  });

  it.each(GLOSSARY_FIELDS)("%s: en, summaries, rule and source are one non-empty line; no two entries share a summary", (field) => {
    for (const e of fields[field]) {
      for (const key of ["en", "summary_ja", "summary_en", "rule", "source"] as const) {
        expect(e[key].trim(), `${e.label} ${key}`).not.toBe("");
        expect(e[key], `${e.label} ${key}`).not.toMatch(/[\n\r]/);
      }
      expect(e.summary_ja, e.label).toMatch(/[ぁ-ん]/);
      expect(e.summary_en, e.label).toMatch(/^[\x20-\x7e\u00a0-\u024f\u2018-\u201d\u2014\u3000-\u9fff\uff08\uff09]+$/);
    }
    for (const key of ["summary_ja", "summary_en"] as const) {
      const texts = fields[field].map((e) => e[key]);
      expect(new Set(texts).size, key).toBe(texts.length);
    }
  });
});

/** Notes and periods whose names are compounds, read as their published parts. */
const COMPOUND_NAMES = new Set([
  "寅の日",
  "巳の日",
  "己巳の日",
  "甲子の日",
  "庚申の日",
  "八専間日",
  "土用間日",
  "彼岸入り",
  "彼岸の中日",
  "彼岸明け",
  "土用入り",
  "土用の丑の日",
  "天一天上",
]);

/** The published readings of test/reference/readings.csv. */
function publishedReadings(): { field: GlossaryField; label: string; reading: string; source: string }[] {
  const text = readFileSync(fileURLToPath(new URL("../reference/readings.csv", import.meta.url)), "utf8");
  const [header, ...lines] = text.trimEnd().split("\n");
  expect(header).toBe("field,label,reading,source");
  return lines.map((line) => {
    const [field, label, reading, source] = line.split(",");
    return { field: field as GlossaryField, label: label!, reading: reading!, source: source! };
  });
}

describe("readings against published readings (test/reference/readings.csv)", () => {
  const rows = publishedReadings();

  it("every published reading is the entry's reading or one of its alternatives", () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const entry = fields[row.field]?.find((e) => e.label === row.label);
      if (entry === undefined) wrong.push(`${row.field} ${row.label}: no such entry`);
      else if (![entry.kana, ...entry.kana_alt].includes(row.reading))
        wrong.push(`${row.field} ${row.label}: ${row.reading} (${row.source}) is not among ${[entry.kana, ...entry.kana_alt].join("/")}`);
    }
    expect(wrong).toEqual([]);
  });

  it("every entry with a reading of its own is checked by at least one published reading, and the ones named in the brief agree", () => {
    const checked = new Set(rows.map((r) => `${r.field}|${r.label}`));
    const unchecked: string[] = [];
    for (const field of ["rokuyou", "sekki", "kou72", "junichoku", "shuku28", "kyusei", "kanshi", "notes", "periods"] as const) {
      for (const e of fields[field]) {
        if (!checked.has(`${field}|${e.label}`) && !COMPOUND_NAMES.has(e.label)) unchecked.push(`${field} ${e.label}`);
      }
    }
    expect(unchecked).toEqual([]);
    const kana = (field: GlossaryField) => fields[field].map((e) => e.kana);
    expect(kana("junichoku")).toEqual([
      "たつ",
      "のぞく",
      "みつ",
      "たいら",
      "さだん",
      "とる",
      "やぶる",
      "あやぶ",
      "なる",
      "おさん",
      "ひらく",
      "とず",
    ]);
    expect(kana("shuku28")).toEqual([
      "かく",
      "こう",
      "てい",
      "ぼう",
      "しん",
      "び",
      "き",
      "と",
      "ぎゅう",
      "じょ",
      "きょ",
      "き",
      "しつ",
      "へき",
      "けい",
      "ろう",
      "い",
      "ぼう",
      "ひつ",
      "し",
      "しん",
      "せい",
      "き",
      "りゅう",
      "せい",
      "ちょう",
      "よく",
      "しん",
    ]);
    const rokuyou = Object.fromEntries(glossary.fields.rokuyou.map((e) => [e.label, [e.kana, ...e.kana_alt]]));
    expect(rokuyou["先勝"]).toEqual(expect.arrayContaining(["せんしょう", "せんかち", "さきがち"]));
    expect(rokuyou["先負"]).toEqual(expect.arrayContaining(["せんぶ", "せんまけ", "さきまけ"]));
    expect(rokuyou["大安"]).toEqual(["たいあん", "だいあん"]);
    expect(rokuyou["赤口"]).toEqual(expect.arrayContaining(["しゃっこう", "しゃっく", "じゃっく", "せきぐち"]));
    expect(glossary.fields.kou72[0]).toMatchObject({ label: "東風解凍", kana: "はるかぜこおりをとく" });
    expect(glossary.fields.kanshi[0]).toMatchObject({ label: "甲子", kana: "きのえね" });
    expect(glossary.fields.kanshi[59]).toMatchObject({ label: "癸亥", kana: "みずのとい" });
  });
});

describe("purposes", () => {
  const byId = new Map(glossary.purposes.map((p) => [p.id, p]));
  /** Every sign id → the fields holding it. */
  const signFields = new Map<string, GlossaryField[]>();
  for (const field of SIGN_FIELDS) for (const e of fields[field]) signFields.set(e.id, [...(signFields.get(e.id) ?? []), field]);

  it("are the twelve of the interface, with its labels and hard exclusions", () => {
    expect(glossary.purposes.map((p) => [p.id, p.label, p.excluded])).toEqual([
      ["wedding", "結婚式", ["butsumetsu", "fujoju", "jushi", "jisshi"]],
      ["registration", "入籍", ["butsumetsu", "fujoju", "jushi", "jisshi"]],
      ["engagement", "結納", ["butsumetsu", "fujoju", "jushi", "jisshi"]],
      ["moving", "引越し", ["butsumetsu", "fujoju", "jushi", "jisshi"]],
      ["groundbreaking", "地鎮祭", ["sanrinbou", "fujoju", "doyou", "jushi", "jisshi"]],
      ["ridgepole", "上棟式", ["sanrinbou", "fujoju", "tenka", "jushi", "jisshi"]],
      ["opening", "開業・開店", ["butsumetsu", "fujoju", "jushi", "jisshi"]],
      ["contract", "契約", ["butsumetsu", "fujoju", "jushi", "jisshi"]],
      ["car", "納車", ["butsumetsu", "fujoju", "jushi", "jisshi"]],
      ["travel", "旅行", ["fujoju", "oumou", "jushi", "jisshi"]],
      ["funeral", "葬儀", ["tomobiki", "jisshi"]],
      ["wallet", "財布の新調", ["fujoju", "jushi", "jisshi"]],
    ]);
  });

  it("受死日 and 十死日 (bad for every undertaking) are excluded by every purpose but the funeral, which allows 受死日 only; 三箇の悪日 are weighed, not excluded", () => {
    const jushi = fields.notes.find((e) => e.id === "jushi")!;
    const jisshi = fields.notes.find((e) => e.id === "jisshi")!;
    expect([jushi.label, jisshi.label]).toEqual(["受死日", "十死日"]);
    expect(jushi.summary_ja).toContain("葬儀だけは差し支えない"); // the glossary's own word for the funeral's exception
    for (const p of glossary.purposes) {
      expect(p.excluded.includes("jisshi"), p.id).toBe(true);
      expect(p.excluded.includes("jushi"), p.id).toBe(p.id !== "funeral");
      expect(p.basis, p.id).toMatch(p.id === "funeral" ? /never uses 十死日.*allows 受死日/ : /受死日.*十死日.*never chosen/);
      for (const evil of ["taika", "rouzeki", "metsumon"]) expect(p.excluded.includes(evil), `${p.id} ${evil}`).toBe(false);
      if (p.id !== "wallet")
        for (const evil of ["taika", "rouzeki", "metsumon"]) expect(p.unfavourable[evil], `${p.id} ${evil}`).toBeGreaterThan(0);
    }
  });

  it("地鎮祭 excludes the days inside 土用 that are not 土用間日, and nothing else has an exception", () => {
    for (const p of glossary.purposes) {
      expect(p.excluded_except, p.id).toEqual(p.id === "groundbreaking" ? { doyou: ["doyou-mabi"] } : {});
    }
    expect(signFields.get("doyou")).toEqual(["periods"]);
    expect(signFields.get("doyou-mabi")).toEqual(["notes"]);
  });

  it("every excluded, exempting and weighted id is the id of exactly one day-sign entry", () => {
    const unknown: string[] = [];
    for (const p of glossary.purposes) {
      const ids = [...p.excluded, ...Object.values(p.excluded_except).flat(), ...Object.keys(p.favourable), ...Object.keys(p.unfavourable)];
      for (const id of ids) if (signFields.get(id)?.length !== 1) unknown.push(`${p.id}: ${id}`);
    }
    expect(unknown).toEqual([]);
  });

  it("weights are positive integers; no sign is both favourable and unfavourable, and no excluded sign is weighted", () => {
    for (const p of glossary.purposes) {
      const fav = Object.keys(p.favourable);
      const unfav = Object.keys(p.unfavourable);
      expect(fav.length, p.id).toBeGreaterThan(0);
      for (const w of [...Object.values(p.favourable), ...Object.values(p.unfavourable)])
        expect(Number.isInteger(w) && w > 0, p.id).toBe(true);
      expect(
        fav.filter((id) => unfav.includes(id)),
        p.id,
      ).toEqual([]);
      expect(
        p.excluded.filter((id) => fav.includes(id) || unfav.includes(id)),
        p.id,
      ).toEqual([]);
      expect(p.basis.length, p.id).toBeGreaterThan(40);
      expect(p.summary_ja, p.id).toMatch(/[ぁ-ん]/);
    }
  });

  it("the traditions the brief names are weighted", () => {
    expect(byId.get("wedding")!.favourable).toMatchObject({ taian: 3, tensha: 3 });
    expect(byId.get("wallet")!.favourable).toMatchObject({ "ichiryu-manbai": 3, tora: 2, mi: 2 });
    expect(byId.get("opening")!.favourable).toMatchObject({ "ichiryu-manbai": 3, naru: 2 });
    expect(byId.get("funeral")!.excluded).toEqual(["tomobiki", "jisshi"]);
  });
});
