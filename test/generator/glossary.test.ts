/**
 * The glossary against what the generator computes: a sweep of real day records (every day of
 * five years across 1873–2100) meets exactly one entry per value and no entry is dead; the rules
 * of the table-driven notes and periods print the generator's own tables; the 72 候 readings
 * are the generator's; and the glossary bytes are pinned with the data's Last-Modified.
 */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { Almanac } from "../../generator/almanac.ts";
import { kou72Reading } from "../../generator/calendar/kou72.ts";
import { TENSHA_BY_SEASON } from "../../generator/calendar/notes/kanshi-days.ts";
import { liteDay } from "../../generator/records/lite-day.ts";
import { proFields } from "../../generator/records/pro-fields.ts";
import { RULES_RELEASED } from "../../generator/version.ts";
import { buildGlossary, GLOSSARY_FIELDS, glossaryFileText, type GlossaryEntry, type GlossaryField } from "../../schemas/glossary/index.ts";
import { expectedTableRules } from "../support/glossary-rules.ts";

const glossary = buildGlossary();
const fields = glossary.fields as Record<GlossaryField, GlossaryEntry[]>;

/** Years of the sweep: the engine's ends, the holiday law's start, today, the 閏11月 of 2033. */
const YEARS = [1873, 1948, 2026, 2033, 2100];

/** The values each field's days held over the sweep (periods by name, notes by id and label). */
const seen = new Map<GlossaryField, Set<string>>(GLOSSARY_FIELDS.map((f) => [f, new Set<string>()]));
const noteRows = new Set<string>();

beforeAll(() => {
  const add = (field: GlossaryField, value: string): void => void seen.get(field)!.add(value);
  for (const year of YEARS) {
    const almanac = new Almanac(year, year);
    for (let day = almanac.fromDay; day <= almanac.toDay; day++) {
      const ctx = almanac.day(day);
      const lite = liteDay(almanac, ctx);
      const pro = proFields(almanac, ctx);
      add("youbi", lite.youbi);
      add("rokuyou", lite.rokuyou);
      if (lite.moonmark !== "") add("moonmark", lite.moonmark);
      if (lite.sekki !== "") add("sekki", lite.sekki);
      add("kou72", pro.kou72);
      add("junichoku", pro.junichoku);
      add("shuku28", pro.shuku28);
      for (const k of [pro.kyusei, pro.kyusei_month, pro.kyusei_year]) add("kyusei", k);
      for (const k of [pro.eto, pro.eto_month, pro.eto_year]) add("kanshi", k);
      for (const n of pro.notes_arr) {
        add("notes", n.label);
        noteRows.add(`${n.id}|${n.label}|${n.kind}`);
      }
      for (const p of pro.periods) add("periods", p.name);
    }
  }
}, 60_000);

describe("glossary against a sweep of generated records (1873, 1948, 2026, 2033, 2100)", () => {
  it.each(GLOSSARY_FIELDS)("%s: every value the records hold has exactly one entry, and every entry occurs", (field) => {
    const key = (e: GlossaryEntry): string => (field === "periods" ? e.id : e.label);
    const problems: string[] = [];
    for (const value of seen.get(field)!) {
      const matches = fields[field].filter((e) => key(e) === value).length;
      if (matches !== 1) problems.push(`${value}: ${matches} entries`);
    }
    for (const e of fields[field]) if (!seen.get(field)!.has(key(e))) problems.push(`${key(e)}: no day holds it`);
    expect(problems).toEqual([]);
  });

  it("every note as the records write it (id, label, kind) is a notes entry", () => {
    const entries = new Set(glossary.fields.notes.map((n) => `${n.id}|${n.label}|${n.kind}`));
    expect([...noteRows].filter((row) => !entries.has(row))).toEqual([]);
    expect(noteRows.size).toBe(glossary.fields.notes.length);
  });
});

describe("glossary rules are the generator's", () => {
  it("the table-driven notes and the cycle periods print the generator's tables", () => {
    const expected = expectedTableRules();
    const byId = new Map<string, GlossaryEntry>([...glossary.fields.notes, ...glossary.fields.periods].map((e) => [e.id, e]));
    for (const [id, rule] of Object.entries(expected)) expect(byId.get(id)?.rule, id).toBe(rule);
  });

  it("the 72 候 readings are the generator's (generator/calendar/kou72.ts)", () => {
    expect(glossary.fields.kou72.map((e) => e.kana)).toEqual(glossary.fields.kou72.map((_, i) => kou72Reading(i)));
  });

  it("the 干支 that are 天赦日 in a season are the generator's", () => {
    const tensha = glossary.fields.kanshi.filter((e) => e.summary_ja.includes("天赦日")).map((e) => e.label);
    expect(tensha.sort()).toEqual([...TENSHA_BY_SEASON].sort());
  });
});

/** The pin: the glossary bytes' SHA-256 with the release date they shipped under. */
const PINNED = { rulesReleased: "2026-11-24", glossarySha256: "c2a52297684b9efef0a610b49031aa1dd5dded2e2a1dda9c81424fa86337fe2e" };

describe("RULES_RELEASED covers the glossary", () => {
  it("is pinned to the glossary's bytes: bump it (and this pin) with any change of the glossary", () => {
    const sha256 = createHash("sha256").update(glossaryFileText()).digest("hex");
    expect(
      { rulesReleased: RULES_RELEASED, glossarySha256: sha256 },
      "the glossary changed: bump RULES_RELEASED in generator/version.ts (and the records pin) so Last-Modified moves, then update PINNED here",
    ).toEqual(PINNED);
  });
});
