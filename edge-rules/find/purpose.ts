/**
 * A purpose (schemas/glossary/purposes.ts) compiled for the index: each sign id it names becomes
 * the bitset of its days (day-bits.ts), so exclusions cost a few word operations and a score a bit
 * test per sign per candidate day.
 * Signs are ids of the rokuyou, junichoku, shuku28, notes and periods entries (SIGN_FIELDS:
 * unique across those fields).
 */
import { SIGN_FIELDS } from "../../schemas/glossary/index.ts";
import type { Purpose } from "../../schemas/glossary/purposes.ts";
import type { Bits, DayBits } from "./day-bits.ts";
import type { PurposeSigns, Sign } from "./search.ts";
import { entryAt, FIELDS } from "./vocabulary.ts";

/** The days of one sign id, with its field and label. @throws Error for an id that is no sign (a glossary defect: the glossary tests forbid it). */
function signDays(id: string): { field: string; label: string; days: (bits: DayBits) => Bits } {
  for (const field of SIGN_FIELDS) {
    const index = FIELDS[field].byName.get(id);
    if (index === undefined || entryAt(field, index).id !== id) continue;
    const label = entryAt(field, index).label;
    switch (field) {
      case "notes":
        return { field, label, days: (bits) => bits.note(index) };
      case "periods":
        return { field, label, days: (bits) => bits.period(index) };
      default:
        return { field, label, days: (bits) => bits.value(field, index) };
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
    days: signDays(id).days,
    lifted: (purpose.excluded_except[id] ?? []).map((except) => signDays(except).days),
  }));
  const sign = (id: string, weight: number): Sign => ({ id, weight, ...signDays(id) });
  const signs = [
    ...Object.entries(purpose.favourable).map(([id, w]) => sign(id, w)),
    ...Object.entries(purpose.unfavourable).map(([id, w]) => sign(id, -w)),
  ];
  // The days it may return: none with an excluded sign that none of that sign's exceptions lifts, each with a
  // favourable sign (docs/calendar.md §12); made once per index, as its sets are, not per request.
  const made = new WeakMap<DayBits, Bits>();
  const eligible = (bits: DayBits): Bits => {
    const held = made.get(bits);
    if (held !== undefined) return held;
    const out = bits.empty();
    for (const s of signs) if (s.weight > 0) s.days(bits).forEach((word, w) => (out[w] = (out[w]! | word) >>> 0));
    for (const e of exclusions) {
      const days = e.days(bits);
      const lifts = e.lifted.map((lift) => lift(bits));
      for (let w = 0; w < out.length; w++) {
        let lifted = 0;
        for (const lift of lifts) lifted |= lift[w]!;
        out[w] = (out[w]! & ~(days[w]! & ~lifted)) >>> 0;
      }
    }
    made.set(bits, out);
    return out;
  };
  const result = { eligible, signs };
  compiled.set(purpose, result);
  return result;
}
