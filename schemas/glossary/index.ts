/**
 * The glossary document (用語集, docs/glossary.md): every value of every day-record field with
 * its reading, English name, meaning, rule and source, plus the finder's purposes (§2), the
 * places of the sun and moon times and the rules `rules=` chooses (rules.ts). The
 * generator writes it once as `lite/gw/glossary.json` (schemas/files/layout.ts); the edge serves
 * that file for `GET /gw/glossary` and `gw.php?fn=glossary`.
 */
import { z } from "zod";
import { JIKKAN_ENTRIES, JUNIUN_ENTRIES, PALACE_ENTRIES, TENCHUSATSU_ENTRIES, TSUHEN_ENTRIES } from "./birth.ts";
import { EHO_ENTRIES } from "./eho.ts";
import { GlossaryEntry, NoteGlossaryEntry } from "./entry.ts";
import { GOD_ENTRIES } from "./gods.ts";
import { HOLIDAY_ENTRIES } from "./holiday.ts";
import { HOUI_ENTRIES } from "./houi.ts";
import { JUNICHOKU_ENTRIES } from "./junichoku.ts";
import { JUNISHI_ENTRIES } from "./junishi.ts";
import { KANSHI_ENTRIES } from "./kanshi.ts";
import { KOU72_ENTRIES } from "./kou72.ts";
import { KYUSEI_ENTRIES } from "./kyusei.ts";
import { LIFE_ENTRIES, MEMORIAL_ENTRIES } from "./life.ts";
import { MOONMARK_ENTRIES } from "./moonmark.ts";
import { NOTE_ENTRIES } from "./notes.ts";
import { PERIOD_ENTRIES } from "./periods.ts";
import { PLACE_ENTRIES, PlaceGlossaryEntry } from "./places.ts";
import { Purpose, PURPOSES } from "./purposes.ts";
import { ROKUYOU_ENTRIES } from "./rokuyou.ts";
import { ROKUYOU_HOURS_ENTRIES } from "./rokuyou-hours.ts";
import { RULE_ENTRIES, RuleGlossaryEntry } from "./rules.ts";
import { SEKKI_ENTRIES } from "./sekki.ts";
import { SHUKU27_ENTRIES } from "./shuku27.ts";
import { SHUKU28_ENTRIES } from "./shuku28.ts";
import { SKY_NONE_ENTRIES } from "./sky-none.ts";
import { TIDE_ENTRIES } from "./tide.ts";
import { YOUBI_ENTRIES } from "./youbi.ts";

export { GlossaryEntry, NoteGlossaryEntry, GLOSSARY_ID_PATTERN, KANA_PATTERN } from "./entry.ts";
export { Purpose, PURPOSES } from "./purposes.ts";
export { PlaceGlossaryEntry } from "./places.ts";
export { RuleGlossaryEntry, RuleValueGlossaryEntry } from "./rules.ts";

/**
 * The glossary's fields, in document order (kanshi serves eto, eto_month, eto_year; kyusei the three kyusei fields and the
 * boards' centres; houi the directions of eho and the boards; junishi the branches of hasshoujin, konjin and the boards' ha;
 * gods the gods and baleful directions those fields name; holiday serves holiday and substitute_for; memorial and life the
 * calendar of a life's answers; sky_none the reasons a point's `sky.none` names).
 */
export const GLOSSARY_FIELDS = [
  "youbi",
  "rokuyou",
  "rokuyou_hours",
  "moonmark",
  "sekki",
  "kou72",
  "junichoku",
  "shuku28",
  "kyusei",
  "kanshi",
  "notes",
  "periods",
  "holiday",
  "shuku27",
  "tide",
  "eho",
  "houi",
  "junishi",
  "gods",
  "jikkan",
  "tsuhen",
  "juniun",
  "kyusei_palace",
  "tenchusatsu",
  "memorial",
  "life",
  "sky_none",
] as const;

/** The fields of the birth chart's labels (docs/interface.md#birth-charts): no day record holds them. */
export const BIRTH_GLOSSARY_FIELDS = [
  "jikkan",
  "tsuhen",
  "juniun",
  "kyusei_palace",
  "tenchusatsu",
] as const satisfies readonly (typeof GLOSSARY_FIELDS)[number][];

/** The fields of the calendar of a life (docs/calendar.md §18–§19): no day record holds them. */
export const LIFE_GLOSSARY_FIELDS = ["memorial", "life"] as const satisfies readonly (typeof GLOSSARY_FIELDS)[number][];

/** The fields of a point's answer (docs/interface.md#places): only a point's record, computed at the edge, holds them. */
export const POINT_GLOSSARY_FIELDS = ["sky_none"] as const satisfies readonly (typeof GLOSSARY_FIELDS)[number][];

/** A glossary field name. */
export type GlossaryField = (typeof GLOSSARY_FIELDS)[number];

/** The fields whose ids name a day's signs in purposes (unique across these fields). */
export const SIGN_FIELDS = ["rokuyou", "junichoku", "shuku28", "notes", "periods"] as const satisfies readonly GlossaryField[];

/** The entries of a field. */
const Entries = z.array(GlossaryEntry);

/** The `fields` object: one entry list per field, in GLOSSARY_FIELDS order. */
export const GlossaryFields = z
  .strictObject({
    youbi: Entries.describe("曜日: 月..日 (ids mon..sun)"),
    rokuyou: Entries.describe("六曜"),
    rokuyou_hours: Entries.describe("六曜 by the hour: the good and bad hours of each 六曜 (rokuyou_hours of ProDay)"),
    moonmark: Entries.describe("新月 and 満月 (no entry for the empty string)"),
    sekki: Entries.describe("二十四節気"),
    kou72: Entries.describe("七十二候 (略本暦)"),
    junichoku: Entries.describe("十二直"),
    shuku28: Entries.describe("二十八宿"),
    kyusei: Entries.describe("九星: kyusei, kyusei_month, kyusei_year"),
    kanshi: Entries.describe("六十干支: eto, eto_month, eto_year"),
    notes: z.array(NoteGlossaryEntry).describe("暦注 (notes_arr), with their kind"),
    periods: Entries.describe("期間 (periods): the label is the Japanese name, the id the record's `name`"),
    holiday: Entries.describe("国民の祝日 and the other national holidays: the names of `holiday` and `substitute_for`"),
    shuku27: Entries.describe("二十七宿 (宿曜経, by the 旧暦 date; ids shuku27-…)"),
    tide: Entries.describe("潮名"),
    eho: Entries.describe("恵方: one entry per `eho.kan` (甲, 庚, 丙, 壬)"),
    houi: Entries.describe("方位: the direction names of eho.direction and of the kyusei_board gooh and anken"),
    junishi: Entries.describe("十二支 as directions: the branches of hasshoujin, konjin and kyusei_board ha"),
    gods: Entries.describe(
      "方位神 and 殺: 歳徳神 (eho), the eight generals (hasshoujin; ids are its keys), 金神 (konjin), 五黄殺, 暗剣殺, 月破, 日破 (kyusei_board)",
    ),
    jikkan: Entries.describe("十干: the birth chart's pillar stems and hidden stems (stem, zokan, zokan_ruling)"),
    tsuhen: Entries.describe("通変星 and 日主: the birth chart's pillar tsuhen"),
    juniun: Entries.describe("十二運: the birth chart's pillar juniun"),
    kyusei_palace: Entries.describe("九星盤の宮: the birth chart's keisha (傾斜宮) and the /birth page's board"),
    tenchusatsu: Entries.describe("空亡 (天中殺): the birth chart's kubou.name"),
    memorial: Entries.describe(
      "法要の日: the memorial answer's 中陰 days, 年忌, 祥月命日 and 月命日 (ids day-7 … year-49, shotsuki, tsuki)",
    ),
    life: Entries.describe("the calendar of a life: 数え年 and 満年齢, 年男・年女, 厄年, 長寿祝い, 七五三, 十三参り, 成年, 旧暦の誕生日"),
    sky_none: Entries.describe(
      "why a point's record has no time for an event: the reasons of `sky.none` (ids always-above, always-below, no-event; the record names the id)",
    ),
  })
  .describe("every value a day record (a point's sky.none too), a birth chart or the calendar of a life can hold, by field");

/** The glossary response body. */
export const GlossaryResponse = z
  .strictObject({
    ok: z.literal(true),
    fields: GlossaryFields,
    purposes: z.array(Purpose).describe("the day finder's purposes: exclusions and the project's weights"),
    places: z.array(PlaceGlossaryEntry).describe("the 47 places of the sun and moon times (`place=`), with their coordinates"),
    rules: z
      .array(RuleGlossaryEntry)
      .describe("the rules of `rules=` (where published sources differ): what each decides, each value's meaning and source"),
  })
  .describe(
    "the glossary: readings, English names, meanings, rules and sources of every value, the finder's purposes, the places of the sun and moon times and the rules= choices",
  );

/** A glossary document. */
export type GlossaryResponse = z.infer<typeof GlossaryResponse>;

/**
 * The glossary document, validated (zod output, keys in schema order).
 * @throws Error (a ZodError) if any entry or purpose breaks the schema: generation fails.
 */
export function buildGlossary(): GlossaryResponse {
  return GlossaryResponse.parse({
    ok: true,
    fields: {
      youbi: YOUBI_ENTRIES,
      rokuyou: ROKUYOU_ENTRIES,
      rokuyou_hours: ROKUYOU_HOURS_ENTRIES,
      moonmark: MOONMARK_ENTRIES,
      sekki: SEKKI_ENTRIES,
      kou72: KOU72_ENTRIES,
      junichoku: JUNICHOKU_ENTRIES,
      shuku28: SHUKU28_ENTRIES,
      kyusei: KYUSEI_ENTRIES,
      kanshi: KANSHI_ENTRIES,
      notes: NOTE_ENTRIES,
      periods: PERIOD_ENTRIES,
      holiday: HOLIDAY_ENTRIES,
      shuku27: SHUKU27_ENTRIES,
      tide: TIDE_ENTRIES,
      eho: EHO_ENTRIES,
      houi: HOUI_ENTRIES,
      junishi: JUNISHI_ENTRIES,
      gods: GOD_ENTRIES,
      jikkan: JIKKAN_ENTRIES,
      tsuhen: TSUHEN_ENTRIES,
      juniun: JUNIUN_ENTRIES,
      kyusei_palace: PALACE_ENTRIES,
      tenchusatsu: TENCHUSATSU_ENTRIES,
      memorial: MEMORIAL_ENTRIES,
      life: LIFE_ENTRIES,
      sky_none: SKY_NONE_ENTRIES,
    },
    purposes: PURPOSES,
    places: PLACE_ENTRIES,
    rules: RULE_ENTRIES,
  });
}

/** The bytes of the glossary file: compact JSON (like every body), no trailing newline. */
export function glossaryFileText(): string {
  return JSON.stringify(buildGlossary());
}
