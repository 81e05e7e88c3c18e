/**
 * `explain`: the glossary entries a term names. The glossary is the API's own answer to
 * `GET /gw/glossary` (read through the pipeline); an entry matches when the term is its id or
 * label, or (ignoring case) its id, kana reading, another reading or English name. Purposes
 * match by id, label or English name.
 */
import type { ExplainResponse } from "../../schemas/mcp.ts";
import type { GlossaryField, GlossaryResponse } from "../../schemas/glossary/index.ts";

type Entry = GlossaryResponse["fields"][GlossaryField][number];

/** Whether an entry is named by the term (`folded`: the term in lower case). */
function entryMatches(entry: Entry, term: string, folded: string): boolean {
  if (entry.id === term || entry.label === term) return true;
  return entry.id === folded || entry.kana === term || entry.kana_alt.includes(term) || entry.en.toLowerCase() === folded;
}

/**
 * The entries and purposes of `glossary` that `term` names, in glossary order.
 * @param field only this field (purposes are then left out), or `undefined` for every field.
 */
export function explainTerm(glossary: GlossaryResponse, term: string, field: GlossaryField | undefined): ExplainResponse {
  const folded = term.trim().toLowerCase();
  const wanted = term.trim();
  const matches: ExplainResponse["matches"] = [];
  for (const [name, entries] of Object.entries(glossary.fields) as [GlossaryField, Entry[]][]) {
    if (field !== undefined && name !== field) continue;
    for (const entry of entries) if (entryMatches(entry, wanted, folded)) matches.push({ field: name, entry });
  }
  const purposes =
    field === undefined
      ? glossary.purposes.filter((p) => p.id === wanted || p.label === wanted || p.id === folded || p.en.toLowerCase() === folded)
      : [];
  return { ok: true, term, matches, purposes };
}
