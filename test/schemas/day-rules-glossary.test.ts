/** The glossary entries of the day rules (schemas/glossary/day-rules.ts) cover the registry's day rules and values. */
import { describe, expect, it } from "vitest";
import { DAY_RULES } from "../../calendar/notes/rules.ts";
import { DAY_RULE_ENTRIES } from "../../schemas/glossary/day-rules.ts";

describe("day rules in the glossary", () => {
  it("has one entry per day rule, in registry order, with a meaning and a source for each value", () => {
    expect(DAY_RULE_ENTRIES.map((e) => e.id)).toEqual(DAY_RULES.map((r) => r.id));
    DAY_RULE_ENTRIES.forEach((entry, i) => {
      expect(Object.keys(entry.values).sort()).toEqual([...DAY_RULES[i]!.values].sort());
      for (const text of Object.values(entry.values) as { meaning_ja: string; meaning_en: string; source: string }[]) {
        for (const line of [text.meaning_ja, text.meaning_en, text.source]) expect(line).toMatch(/^[^\n\r]+$/);
      }
      expect((entry.values as Record<string, { meaning_en: string }>)[DAY_RULES[i]!.default]!.meaning_en).toMatch(/\(default\)$/);
    });
  });
});
