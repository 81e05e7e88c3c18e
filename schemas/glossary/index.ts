/**
 * The glossary document (用語集, docs/glossary.md): every value of every day-record field with
 * its reading, English name, meaning, rule and source, plus the finder's purposes (§2). The
 * generator writes it once as `lite/gw/glossary.json` (schemas/layout.ts); the edge serves
 * that file for `GET /gw/glossary` and `gw.php?fn=glossary`.
 */
import { z } from "zod";
import { GlossaryEntry, NoteGlossaryEntry } from "./entry.ts";
import { JUNICHOKU_ENTRIES } from "./junichoku.ts";
import { KANSHI_ENTRIES } from "./kanshi.ts";
import { KOU72_ENTRIES } from "./kou72.ts";
import { KYUSEI_ENTRIES } from "./kyusei.ts";
import { MOONMARK_ENTRIES } from "./moonmark.ts";
import { NOTE_ENTRIES } from "./notes.ts";
import { PERIOD_ENTRIES } from "./periods.ts";
import { Purpose, PURPOSES } from "./purposes.ts";
import { ROKUYOU_ENTRIES } from "./rokuyou.ts";
import { SEKKI_ENTRIES } from "./sekki.ts";
import { SHUKU28_ENTRIES } from "./shuku28.ts";
import { YOUBI_ENTRIES } from "./youbi.ts";

export { GlossaryEntry, NoteGlossaryEntry, GLOSSARY_ID_PATTERN, KANA_PATTERN } from "./entry.ts";
export { Purpose, PURPOSES } from "./purposes.ts";

/** The glossary's fields, in document order (kanshi serves eto, eto_month, eto_year; kyusei the three kyusei fields). */
export const GLOSSARY_FIELDS = [
  "youbi",
  "rokuyou",
  "moonmark",
  "sekki",
  "kou72",
  "junichoku",
  "shuku28",
  "kyusei",
  "kanshi",
  "notes",
  "periods",
] as const;

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
    moonmark: Entries.describe("新月 and 満月 (no entry for the empty string)"),
    sekki: Entries.describe("二十四節気"),
    kou72: Entries.describe("七十二候 (略本暦)"),
    junichoku: Entries.describe("十二直"),
    shuku28: Entries.describe("二十八宿"),
    kyusei: Entries.describe("九星: kyusei, kyusei_month, kyusei_year"),
    kanshi: Entries.describe("六十干支: eto, eto_month, eto_year"),
    notes: z.array(NoteGlossaryEntry).describe("暦注 (notes_arr), with their kind"),
    periods: Entries.describe("期間 (periods): the label is the Japanese name, the id the record's `name`"),
  })
  .describe("every value a day record can hold, by field");

/** The glossary response body. */
export const GlossaryResponse = z
  .strictObject({
    ok: z.literal(true),
    fields: GlossaryFields,
    purposes: z.array(Purpose).describe("the day finder's purposes: exclusions and the project's weights"),
  })
  .describe("the glossary: readings, English names, meanings, rules and sources of every value, and the finder's purposes");

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
      moonmark: MOONMARK_ENTRIES,
      sekki: SEKKI_ENTRIES,
      kou72: KOU72_ENTRIES,
      junichoku: JUNICHOKU_ENTRIES,
      shuku28: SHUKU28_ENTRIES,
      kyusei: KYUSEI_ENTRIES,
      kanshi: KANSHI_ENTRIES,
      notes: NOTE_ENTRIES,
      periods: PERIOD_ENTRIES,
    },
    purposes: PURPOSES,
  });
}

/** The bytes of the glossary file: compact JSON (like every body), no trailing newline. */
export function glossaryFileText(): string {
  return JSON.stringify(buildGlossary());
}
