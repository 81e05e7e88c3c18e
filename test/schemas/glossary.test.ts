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
import { CHART_RULE_TEXTS, ruleEntries } from "../../schemas/glossary/rules.ts";
import { CHART_RULES } from "../../calendar/birth/rules.ts";
import { RULES_BY_ID } from "../../calendar/rules.ts";
import { PLACES } from "../../calendar/astronomy/places.ts";
import { CHUIN, NENKI } from "../../calendar/life/memorial.ts";
import { LIFE_EVENT_LABELS } from "../../schemas/glossary/life.ts";
import { SKY_NONE_IDS } from "../../schemas/glossary/sky-none.ts";
import {
  EHO_DIRECTIONS,
  HASSHOUJIN,
  HOLIDAY_NAMES,
  HOUI_8,
  JIKKAN,
  JUNIUN,
  KYUSEI_PALACES,
  NISSHU,
  TENCHUSATSU,
  TSUHEN,
  JUNICHOKU,
  JUNISHI,
  KANSHI_60,
  KOU_72,
  KYUSEI,
  MOONMARK,
  NOTES,
  PERIOD_NAMES,
  ROKUYOU,
  SEKKI_24,
  SHUKU_27,
  SHUKU_28,
  TIDE_NAMES,
  YOUBI,
} from "../../calendar/names.ts";

const glossary = buildGlossary();
const fields = glossary.fields as Record<GlossaryField, GlossaryEntry[]>;

/** Every value a day record can hold, by glossary field (moonmark's "" has no entry). */
const VALUES: Record<GlossaryField, readonly string[]> = {
  youbi: YOUBI,
  rokuyou: ROKUYOU,
  rokuyou_hours: ROKUYOU,
  moonmark: MOONMARK.filter((m) => m !== ""),
  sekki: SEKKI_24,
  kou72: KOU_72,
  junichoku: JUNICHOKU,
  shuku28: SHUKU_28,
  kyusei: KYUSEI,
  kanshi: KANSHI_60,
  notes: NOTES.map((n) => n.label),
  periods: PERIOD_NAMES,
  holiday: HOLIDAY_NAMES,
  shuku27: SHUKU_27,
  tide: TIDE_NAMES,
  eho: EHO_DIRECTIONS.map((e) => e.kan),
  houi: [...HOUI_8, ...EHO_DIRECTIONS.map((e) => e.direction)],
  junishi: JUNISHI,
  gods: ["歳徳神", ...HASSHOUJIN.map((g) => g.label), "金神", "五黄殺", "暗剣殺", "月破", "日破"],
  jikkan: JIKKAN,
  tsuhen: [...TSUHEN, NISSHU],
  juniun: JUNIUN,
  kyusei_palace: KYUSEI_PALACES,
  tenchusatsu: TENCHUSATSU,
  memorial: [...CHUIN.map((c) => c.name), ...NENKI.map((n) => n.name), "祥月命日", "月命日"],
  life: Object.values(LIFE_EVENT_LABELS),
  sky_none: Object.values(SKY_NONE_IDS),
};

/** Entries per field (docs/glossary.md and the brief). */
const COUNTS: Record<GlossaryField, number> = {
  youbi: 7,
  rokuyou: 6,
  rokuyou_hours: 6,
  moonmark: 2,
  sekki: 24,
  kou72: 72,
  junichoku: 12,
  shuku28: 28,
  kyusei: 9,
  kanshi: 60,
  notes: 51,
  periods: 6,
  holiday: 25,
  shuku27: 27,
  tide: 5,
  eho: 4,
  houi: 12,
  junishi: 12,
  gods: 14,
  jikkan: 10,
  tsuhen: 11,
  juniun: 12,
  kyusei_palace: 9,
  tenchusatsu: 6,
  memorial: 21,
  life: 24,
  sky_none: 3,
};

/** How a day record names the value: the label, except periods (by id, the record's `name`) and sky_none (by id, a point's `sky.none`). */
const recordValue = (field: GlossaryField, entry: GlossaryEntry): string =>
  field === "periods" || field === "sky_none" ? entry.id : entry.label;

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
    current.places = glossary.places.map((p) => p.id);
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

describe("the almanac fields (docs/calendar.md §16) and the 遊行 notes", () => {
  it("the ten 遊行 notes are cycle notes, one per god and direction, whose rules name their start 干支", () => {
    const yugyo = glossary.fields.notes.filter((n) => n.id.includes("-yugyo-"));
    expect(yugyo.map((n) => [n.id, n.label, n.kind])).toEqual(
      ["daishogun", "konjin"].flatMap((god) =>
        (["east", "south", "west", "north", "center"] as const).map((d, i) => [
          `${god}-yugyo-${d}`,
          `${god === "daishogun" ? "大将軍" : "金神"}遊行（${"東南西北"[i] ?? "中央"}）`,
          "cycle",
        ]),
      ),
    );
    for (const n of yugyo)
      expect(n.rule, n.id).toMatch(/^5 days from the start day \(included\): [甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥] in /);
  });

  it("shuku27 ids carry the shuku27- prefix and none is a shuku28 id; readings are 宿曜's, with the 〜しゅく form", () => {
    const shuku28 = new Set(glossary.fields.shuku28.map((e) => e.id));
    for (const e of glossary.fields.shuku27) {
      expect(e.id, e.label).toMatch(/^shuku27-/);
      expect(shuku28.has(e.id), e.id).toBe(false);
      expect(e.kana_alt, e.label).toHaveLength(1);
      expect(e.kana_alt[0]!.replace(/っしゅく$/, "つしゅく"), e.label).toBe(`${e.kana}しゅく`);
    }
    // The 二十八宿's reading of every mansion but 牛 (the two cycles name the same mansions).
    const reading28 = new Map(glossary.fields.shuku28.map((e) => [e.label, e.kana]));
    for (const e of glossary.fields.shuku27) expect(e.kana, e.label).toBe(reading28.get(e.label));
  });

  it("tide, eho, houi and junishi have the English names and readings the records' values call for", () => {
    expect(glossary.fields.tide.map((e) => [e.label, e.kana, e.en.split(" (")[0]])).toEqual([
      ["大潮", "おおしお", "Spring tide"],
      ["中潮", "なかしお", "Middle tide"],
      ["小潮", "こしお", "Neap tide"],
      ["長潮", "ながしお", "Long tide"],
      ["若潮", "わかしお", "Young tide"],
    ]);
    expect(glossary.fields.eho.map((e) => e.en)).toEqual(
      EHO_DIRECTIONS.map((d) => expect.stringContaining(`, ${d.degrees}° (the ${d.kan} mountain)`) as unknown as string),
    );
    const houi = Object.fromEntries(glossary.fields.houi.map((e) => [e.label, e.en]));
    expect(houi).toMatchObject({
      北: "North",
      北東: "North-east",
      南西: "South-west",
      東北東: "East-north-east",
      北北西: "North-north-west",
    });
    for (const d of EHO_DIRECTIONS) expect(glossary.fields.eho.find((e) => e.label === d.kan)!.en).toContain(houi[d.direction]);
    expect(glossary.fields.junishi.map((e) => e.kana)).toEqual([
      "ね",
      "うし",
      "とら",
      "う",
      "たつ",
      "み",
      "うま",
      "ひつじ",
      "さる",
      "とり",
      "いぬ",
      "い",
    ]);
    expect(glossary.fields.junishi.map((e) => e.en.split(" (")[0])).toEqual([
      "Rat",
      "Ox",
      "Tiger",
      "Rabbit",
      "Dragon",
      "Snake",
      "Horse",
      "Goat",
      "Monkey",
      "Rooster",
      "Dog",
      "Boar",
    ]);
    expect(glossary.fields.junishi.filter((_, i) => i % 3 === 0).map((e) => e.en)).toEqual([
      "Rat (north, 0°)",
      "Rabbit (east, 90°)",
      "Horse (south, 180°)",
      "Rooster (west, 270°)",
    ]);
  });

  it("gods: the eight generals have the hasshoujin keys as ids and HASSHOUJIN's labels; 月破 and 日破 are getsuha and nippa", () => {
    const gods = glossary.fields.gods;
    expect(gods.slice(1, 9).map((e) => [e.id, e.label])).toEqual(HASSHOUJIN.map((g) => [g.key, g.label]));
    expect(Object.fromEntries(gods.map((e) => [e.label, e.id]))).toMatchObject({
      歳徳神: "toshitokujin",
      金神: "konjin",
      五黄殺: "gooh",
      暗剣殺: "anken",
      歳破神: "saiha",
      月破: "getsuha",
      日破: "nippa",
    });
    expect(gods.find((e) => e.id === "daishogun")!.summary_ja).toContain("三年塞がり");
  });
});

describe("national holidays (docs/calendar.md §10)", () => {
  it("one entry per holiday name with its id and its English name: the Japanese Law Translation's where it was read", () => {
    expect(glossary.fields.holiday.map((e) => [e.label, e.id, e.en])).toEqual([
      ["元日", "ganjitsu", "New Year's Day"],
      ["成人の日", "seijin-no-hi", "Coming-of-Age Day"],
      ["建国記念の日", "kenkoku-kinen-no-hi", "National Foundation Commemoration Day"],
      ["天皇誕生日", "tenno-tanjobi", "Emperor's Birthday"],
      ["春分の日", "shunbun-no-hi", "Vernal Equinox Day"],
      ["みどりの日", "midori-no-hi", "Greenery Day"],
      ["昭和の日", "showa-no-hi", "Showa Day"],
      ["憲法記念日", "kenpo-kinenbi", "Constitution Memorial Day"],
      ["こどもの日", "kodomo-no-hi", "Children's Day"],
      ["海の日", "umi-no-hi", "Marine Day"],
      ["山の日", "yama-no-hi", "Mountain Day"],
      ["敬老の日", "keiro-no-hi", "Respect for the Aged Day"],
      ["秋分の日", "shubun-no-hi", "Autumnal Equinox Day"],
      ["体育の日", "taiiku-no-hi", "Health and Sports Day"],
      ["スポーツの日", "sports-no-hi", "Sports Day"],
      ["文化の日", "bunka-no-hi", "Culture Day"],
      ["勤労感謝の日", "kinro-kansha-no-hi", "Labor Thanksgiving Day"],
      ["皇太子明仁親王の結婚の儀", "kotaishi-akihito-kekkon-no-gi", "The Rite of Wedding of the Crown Prince Akihito (1959)"],
      ["昭和天皇の大喪の礼", "showa-tenno-taiso-no-rei", "The Funeral Ceremony of Emperor Showa (1989)"],
      ["即位礼正殿の儀", "sokuirei-seiden-no-gi", "The Ceremony of the Enthronement (1990)"],
      ["皇太子徳仁親王の結婚の儀", "kotaishi-naruhito-kekkon-no-gi", "The Rite of Wedding of the Crown Prince Naruhito (1993)"],
      ["天皇の即位の日", "tenno-sokui-no-hi", "The Day of the Emperor's Enthronement (2019)"],
      ["即位礼正殿の儀の行われる日", "sokuirei-seiden-no-gi-2019", "The Day of the Ceremony of the Enthronement (2019)"],
      ["振替休日", "furikae-kyujitsu", "Substitute Holiday"],
      ["国民の休日", "kokumin-no-kyujitsu", "Citizens' Holiday"],
    ]);
    expect(new Set(glossary.fields.holiday.map((e) => e.en)).size).toBe(HOLIDAY_NAMES.length);
    // Where each English name comes from: the government's translation for the twelve festivals it was read for, the Act's
    // 1948 English text for three more, the project's own rendering (said so) for the rest; never "the name 内閣府 uses".
    const origin = (e: GlossaryEntry): string =>
      e.source.includes(
        "English name: Japanese Law Translation (法務省, japaneselawtranslation.go.jp), Act on National Holidays (Act No. 178 of 1948) Article 2",
      )
        ? "jlt"
        : e.source.includes("English name: the Act's 1948 English text")
          ? "1948"
          : e.source.includes("English name: the project's rendering")
            ? "own"
            : "none";
    expect(glossary.fields.holiday.map(origin)).toEqual([
      ...Array<string>(12).fill("jlt"),
      "1948",
      "own",
      "own",
      "1948",
      "1948",
      ...Array<string>(8).fill("own"),
    ]);
    for (const e of glossary.fields.holiday) expect(e.source, e.label).not.toMatch(/内閣府 uses/);
    for (const e of glossary.fields.holiday) expect(e.kana, e.label).toMatch(KANA_PATTERN);
  });

  it("festivals cite 祝日法 第2条 and 内閣府, the one-offs their own acts, the 第3条 days their paragraphs; rules state the dates", () => {
    const byLabel = new Map(glossary.fields.holiday.map((e) => [e.label, e]));
    for (const e of glossary.fields.holiday.slice(0, 17)) {
      expect(e.source, e.label).toContain("祝日法");
      expect(e.source, e.label).toContain("第2条");
      expect(e.source, e.label).toContain("内閣府「国民の祝日について」");
    }
    for (const e of glossary.fields.holiday.slice(17, 23)) {
      expect(e.source, e.label).toMatch(/を休日とする法律 \((昭和|平成)(\d+|元)年法律第\d+号\)/);
      expect(e.rule, e.label).toMatch(/^\d{4}-\d{2}-\d{2} only/);
    }
    expect(byLabel.get("振替休日")!.source).toContain("第3条第2項");
    expect(byLabel.get("国民の休日")!.source).toContain("第3条第3項");
    expect(byLabel.get("成人の日")!.rule).toBe("2nd Monday of January since 2000 (ハッピーマンデー); January 15 1949–1999");
    expect(byLabel.get("振替休日")!.rule).toContain("1973-04-12");
    expect(byLabel.get("国民の休日")!.rule).toContain("1985-12-27");
  });
});

describe("places", () => {
  it("are the 47 of PLACES in their order, with PLACES' names, prefectures, coordinates and origins", () => {
    expect(glossary.places).toHaveLength(47);
    expect(
      glossary.places.map(({ id, label, prefecture, latitude, longitude, origin }) => ({
        id,
        label,
        prefecture,
        latitude,
        longitude,
        origin,
      })),
    ).toEqual(
      PLACES.map(({ id, name, prefecture, latitude, longitude, origin }) => ({ id, label: name, prefecture, latitude, longitude, origin })),
    );
  });

  it("have a hiragana reading, a distinct English name and a one-line note saying what the point is", () => {
    for (const p of glossary.places) {
      expect(p.kana, p.id).toMatch(KANA_PATTERN);
      expect(p.en.toLowerCase(), p.id).toBe(p.id);
      expect(p.note, p.id).toContain(
        p.id === "tokyo"
          ? "NAOJ's Tokyo point"
          : p.origin === "naoj"
            ? `NAOJ's point in ${p.label}`
            : `the ${p.prefecture} government office`,
      );
    }
    expect(new Set(glossary.places.map((p) => p.en)).size).toBe(47);
    expect(glossary.places.find((p) => p.id === "tokyo")).toMatchObject({
      kana: "とうきょう",
      latitude: 35.6581,
      longitude: 139.7414,
      origin: "naoj",
    });
  });
});

/** Notes and periods whose names are compounds, read as their published parts. */
const COMPOUND_NAMES = new Set<string>([
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
  // 大将軍 or 金神, 遊行 and the direction.
  ...NOTES.filter((n) => n.id.includes("-yugyo-")).map((n) => n.label),
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
    // Issue 38: 歳刑神 has the dictionaries' さいきょうしん, 月徳日 NDL's げつとくにち first, and 歳徳神 no unattested さいとくじん.
    const god = new Map(glossary.fields.gods.map((e) => [e.label, [e.kana, ...e.kana_alt]]));
    expect(god.get("歳刑神")).toEqual(["さいぎょうしん", "さいけいしん", "さいきょうしん"]);
    expect(god.get("歳徳神")).toEqual(["としとくじん", "としとくしん"]);
    expect(glossary.fields.notes.find((e) => e.label === "月徳日")).toMatchObject({
      kana: "げつとくにち",
      kana_alt: ["つきとくにち", "がっとくにち"],
    });
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

describe("the rules section (rules=, docs/glossary.md)", () => {
  it("has every rule of the birth chart and the moment, with the registry's values, the default first and marked", () => {
    expect(glossary.rules.map((r) => r.id)).toEqual(expect.arrayContaining(CHART_RULES.map((r) => r.id)));
    for (const entry of glossary.rules) {
      const rule = RULES_BY_ID.get(entry.id)!;
      expect(rule, entry.id).toBeDefined();
      expect(entry.values.map((v) => v.value).sort(), entry.id).toEqual([...rule.values].sort());
      expect(entry.values[0], entry.id).toMatchObject({ value: rule.default, default: true });
      expect(entry.values.filter((v) => v.default)).toHaveLength(1);
      expect(entry.answers).toEqual([...rule.answers]);
      // A reading only where one is sourced (a day rule's is its note's entry's, with that entry's source).
      if (entry.kana !== undefined) expect(entry.kana, entry.id).toMatch(KANA_PATTERN);
      const texts = entry.values.flatMap((v) => [v.summary_ja, v.summary_en]);
      expect(new Set(texts).size, entry.id).toBe(texts.length);
    }
  });

  it("refuses a text for a rule or a value the registry does not have, and a rule's value without its text", () => {
    const zi = CHART_RULE_TEXTS.zi!;
    expect(() => ruleEntries({ bogus: zi })).toThrow(/no rule "bogus"/);
    expect(() => ruleEntries({ zi: { ...zi, values: { ...zi.values, noon: ["正午", "noon", "x.com"] } } })).toThrow(
      /without a value \[noon\]/,
    );
    expect(() => ruleEntries({ zi: { ...zi, values: { early: zi.values.early! } } })).toThrow(/no text for \[late\]/);
  });
});
