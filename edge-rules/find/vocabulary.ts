/**
 * The finder's vocabulary: for each field a request may name, the glossary's entries in index
 * order (schemas/glossary: the ids and labels every other surface uses), so a value is named by
 * its `id` or its exact Japanese label (docs/interface.md#day-finder, "Ids").
 */
import { JUNICHOKU_ENTRIES } from "../../schemas/glossary/junichoku.ts";
import { KANSHI_ENTRIES } from "../../schemas/glossary/kanshi.ts";
import { KYUSEI_ENTRIES } from "../../schemas/glossary/kyusei.ts";
import { MOONMARK_ENTRIES } from "../../schemas/glossary/moonmark.ts";
import { NOTE_ENTRIES } from "../../schemas/glossary/notes.ts";
import { PERIOD_ENTRIES } from "../../schemas/glossary/periods.ts";
import { ROKUYOU_ENTRIES } from "../../schemas/glossary/rokuyou.ts";
import { SEKKI_ENTRIES } from "../../schemas/glossary/sekki.ts";
import { SHUKU27_ENTRIES } from "../../schemas/glossary/shuku27.ts";
import { SHUKU28_ENTRIES } from "../../schemas/glossary/shuku28.ts";
import { TIDE_ENTRIES } from "../../schemas/glossary/tide.ts";
import { YOUBI_ENTRIES } from "../../schemas/glossary/youbi.ts";

/** An entry's name: its stable id and its label as day records hold it. */
export interface Named {
  readonly id: string;
  readonly label: string;
}

/** One searchable field: entry `i` is the value whose index (schemas/files/day-index.ts) is `i + offset`. */
export interface FieldVocabulary {
  readonly entries: readonly Named[];
  /** Index of the first entry (moonmark: 1, index 0 is "no mark", which has no entry). */
  readonly offset: number;
  /** Index by id and by label. */
  readonly byName: ReadonlyMap<string, number>;
}

function vocabulary(entries: readonly Named[], offset = 0): FieldVocabulary {
  const byName = new Map<string, number>();
  entries.forEach((e, i) => {
    byName.set(e.id, i + offset);
    byName.set(e.label, i + offset);
  });
  return { entries, offset, byName };
}

/** The fields by the glossary field they come from. */
export const FIELDS = {
  rokuyou: vocabulary(ROKUYOU_ENTRIES),
  weekday: vocabulary(YOUBI_ENTRIES),
  sekki: vocabulary(SEKKI_ENTRIES),
  moonmark: vocabulary(MOONMARK_ENTRIES, 1),
  junichoku: vocabulary(JUNICHOKU_ENTRIES),
  shuku28: vocabulary(SHUKU28_ENTRIES),
  kyusei: vocabulary(KYUSEI_ENTRIES),
  eto: vocabulary(KANSHI_ENTRIES),
  shuku27: vocabulary(SHUKU27_ENTRIES),
  tide: vocabulary(TIDE_ENTRIES),
  notes: vocabulary(NOTE_ENTRIES),
  periods: vocabulary(PERIOD_ENTRIES),
} as const;
export type FieldName = keyof typeof FIELDS;

/** The entry of index `index` in a field. */
export function entryAt(field: FieldName, index: number): Named {
  const table = FIELDS[field];
  return table.entries[index - table.offset]!;
}
