/**
 * One glossary entry (用語集の項目) and the helper that builds a field's entries from its
 * vocabulary: the label of every entry is taken from `calendar/names.ts`, so a value cannot
 * exist in day records without its entry (the texts are a `Record` keyed by the labels: a missing
 * label fails the type check, and {@link fieldEntries} fails at run time, i.e. generation).
 * Interface 1.1 §1.
 */
import { z } from "zod";
import { NOTE_KINDS } from "../../calendar/names.ts";
import { STANDARD_TIME_YEAR } from "../../calendar/time/civil-day.ts";

/** A stable ASCII id: lower-case letters and digits, `-` between words. */
export const GLOSSARY_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Hiragana (U+3041..U+3096) and the long-vowel mark ー; no katakana, no kanji, no spaces. */
export const KANA_PATTERN = /^[\u3041-\u3096ー]+$/;

/** An entry id. */
export const GlossaryId = z.string().regex(GLOSSARY_ID_PATTERN).describe("stable ASCII id: lower-case, `-` between words");

/** A reading in hiragana. */
export const Kana = z.string().regex(KANA_PATTERN).describe("a reading in hiragana");

/** A one-line, non-empty text. */
const Line = z
  .string()
  .min(1)
  .regex(/^[^\n\r]+$/, "one line");

/** The fields of an entry, in JSON order. */
const entryShape = {
  id: GlossaryId,
  label: z.string().min(1).describe("the value exactly as day records hold it"),
  kana: Kana.describe("the reading (hiragana)"),
  kana_alt: z.array(Kana).describe("other readings in use (may be empty)"),
  en: Line.describe("English name"),
  summary_ja: Line.describe("what it means and what it is traditionally good or bad for (Japanese)"),
  summary_en: Line.describe("what it means and what it is traditionally good or bad for (English)"),
  rule: Line.describe("how the project computes it, in one line (the rule the generator runs)"),
  source: Line.describe("the almanac or text the rule comes from"),
};

/** A glossary entry of any field but notes. */
export const GlossaryEntry = z.strictObject(entryShape).describe("one value of a day-record field, explained");

/** A glossary entry. */
export type GlossaryEntry = z.infer<typeof GlossaryEntry>;

/** A notes entry: the entry fields with the note's `kind` after the label. */
export const NoteGlossaryEntry = z
  .strictObject({
    id: entryShape.id,
    label: entryShape.label,
    kind: z.enum(NOTE_KINDS).describe("lucky, unlucky, seasonal (雑節) or cycle (days of the 60-day cycle)"),
    kana: entryShape.kana,
    kana_alt: entryShape.kana_alt,
    en: entryShape.en,
    summary_ja: entryShape.summary_ja,
    summary_en: entryShape.summary_en,
    rule: entryShape.rule,
    source: entryShape.source,
  })
  .describe("one note (暦注) of notes_arr, explained");

/** A notes entry. */
export type NoteGlossaryEntry = z.infer<typeof NoteGlossaryEntry>;

/** What a field file writes for one value (everything but the label, which the vocabulary gives). */
export interface EntryText {
  readonly id: string;
  readonly kana: string;
  readonly kana_alt?: readonly string[];
  readonly en: string;
  readonly summary_ja: string;
  readonly summary_en: string;
  readonly rule: string;
  readonly source: string;
}

/**
 * The entries of one field, in vocabulary order, each labelled with its vocabulary value.
 * @param field the field name (for the error message).
 * @param labels the vocabulary (every value a day record can hold in this field).
 * @param texts one text per label.
 * @throws Error when a label has no text or a text has no label.
 */
export function fieldEntries<L extends string>(
  field: string,
  labels: readonly L[],
  texts: Readonly<Record<L, EntryText>>,
): GlossaryEntry[] {
  const keys = Object.keys(texts);
  const missing = labels.filter((label) => !Object.hasOwn(texts, label));
  const extra = keys.filter((key) => !labels.includes(key as L));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(`glossary ${field}: no entry for [${missing.join(", ")}], entries without a value [${extra.join(", ")}]`);
  }
  return labels.map((label) => entryOf(label, texts[label]));
}

/** An entry from its label and text, keys in JSON order. */
export function entryOf(label: string, text: EntryText): GlossaryEntry {
  return {
    id: text.id,
    label,
    kana: text.kana,
    kana_alt: [...(text.kana_alt ?? [])],
    en: text.en,
    summary_ja: text.summary_ja,
    summary_en: text.summary_en,
    rule: text.rule,
    source: text.source,
  };
}

/** How the glossary's rules name the day of an event: the civil day of its instant (docs/calendar.md §0 "The civil day"). */
export const CIVIL_DAY = `the civil day (JST; Tokyo mean time before ${STANDARD_TIME_YEAR})`;
