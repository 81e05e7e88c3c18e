/**
 * A purpose (schemas/glossary/purposes.ts) compiled for the index: each sign id it names becomes
 * a test on a day's index bytes, so exclusions and scores cost a few bit operations per day.
 * Signs are ids of the rokuyou, junichoku, shuku28, notes and periods entries (SIGN_FIELDS:
 * unique across those fields).
 */
import { RECORD_READERS } from "../../schemas/day-index.ts";
import { SIGN_FIELDS } from "../../schemas/glossary/index.ts";
import type { Purpose } from "../../schemas/glossary/purposes.ts";
import type { DayMatcher } from "./conditions.ts";
import type { PurposeSigns, Sign } from "./search.ts";
import { entryAt, FIELDS } from "./vocabulary.ts";

/** The test for one sign id, with its field and label. @throws Error for an id that is no sign (a glossary defect: the glossary tests forbid it). */
function signTest(id: string): { field: string; label: string; present: DayMatcher } {
  for (const field of SIGN_FIELDS) {
    const index = FIELDS[field].byName.get(id);
    if (index === undefined || entryAt(field, index).id !== id) continue;
    const label = entryAt(field, index).label;
    switch (field) {
      case "notes":
        return {
          field,
          label,
          present:
            index < 32
              ? (b, at) => (RECORD_READERS.notesLow(b, at) & (1 << index)) !== 0
              : (b, at) => (RECORD_READERS.notesHigh(b, at) & (1 << (index - 32))) !== 0,
        };
      case "periods":
        return { field, label, present: (b, at) => (RECORD_READERS.periods(b, at) & (1 << index)) !== 0 };
      default: {
        const read = RECORD_READERS[field];
        return { field, label, present: (b, at) => read(b, at) === index };
      }
    }
  }
  throw new Error(`purpose sign ${JSON.stringify(id)} is not a ${SIGN_FIELDS.join(", ")} id`);
}

const compiled = new WeakMap<Purpose, PurposeSigns>();

/** The purpose's exclusions and signs (favourable first, each list in the purpose's order); compiled once per purpose. */
export function purposeSigns(purpose: Purpose): PurposeSigns {
  const known = compiled.get(purpose);
  if (known) return known;
  const exclusions = purpose.excluded.map((id) => ({
    present: signTest(id).present,
    lifted: (purpose.excluded_except[id] ?? []).map((except) => signTest(except).present),
  }));
  const excluded: DayMatcher = (b, at) => exclusions.some((e) => e.present(b, at) && !e.lifted.some((lift) => lift(b, at)));
  const sign = (id: string, weight: number): Sign => ({ id, weight, ...signTest(id) });
  const signs = [
    ...Object.entries(purpose.favourable).map(([id, w]) => sign(id, w)),
    ...Object.entries(purpose.unfavourable).map(([id, w]) => sign(id, -w)),
  ];
  const result = { excluded, signs };
  compiled.set(purpose, result);
  return result;
}
