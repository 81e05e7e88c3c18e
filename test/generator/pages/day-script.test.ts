/**
 * The day page's script (generator/pages/assets/day.js) lists the fields it shows by hand, as a
 * browser script cannot import the schemas: its list must be the day records' label fields, in
 * record order, with the lite flag of the LiteDay schema and the glossary field of each value.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LiteDay, ProDay } from "../../../schemas/day.ts";
import { GLOSSARY_FIELDS } from "../../../schemas/glossary/index.ts";

/** Record keys the page shows elsewhere (the date itself; notes and periods have their own lists). */
const NOT_IN_LIST = new Set(["iso", "y", "m", "d", "notes_arr", "periods"]);

/** The ALMANAC rows of day.js (shown after FIELDS, each by its own renderer): [field, ja, en]. */
function almanacFields(): [string, string, string][] {
  const text = readFileSync(new URL("../../../generator/pages/assets/day.js", import.meta.url), "utf8");
  const block = /const ALMANAC = (\[[\s\S]*?\n\]);/.exec(text);
  if (!block) throw new Error("day.js: no ALMANAC list");
  return JSON.parse(block[1]!.replace(/,\n\]$/, "\n]")) as [string, string, string][];
}

/** The FIELDS rows of day.js: [field, glossary field or null, ja, en, lite]. */
function scriptFields(): [string, string | null, string, string, boolean][] {
  const text = readFileSync(new URL("../../../generator/pages/assets/day.js", import.meta.url), "utf8");
  const block = /const FIELDS = (\[[\s\S]*?\n\]);/.exec(text);
  if (!block) throw new Error("day.js: no FIELDS list");
  return JSON.parse(block[1]!.replace(/,\n\]$/, "\n]")) as [string, string | null, string, string, boolean][];
}

describe("day.js FIELDS", () => {
  const fields = scriptFields();
  const almanac = new Set(almanacFields().map(([name]) => name));

  it("are the ProDay label fields in record order (but the ALMANAC ones), lite exactly where LiteDay has the field", () => {
    expect(fields.map(([name]) => name)).toEqual(Object.keys(ProDay.shape).filter((key) => !NOT_IN_LIST.has(key) && !almanac.has(key)));
    const lite = new Set(Object.keys(LiteDay.shape));
    for (const [name, , , , isLite] of fields) expect(isLite, name).toBe(lite.has(name));
  });

  it("name a glossary field that exists (or none, for values the glossary does not list)", () => {
    for (const [name, glossary] of fields) if (glossary !== null) expect(GLOSSARY_FIELDS, name).toContain(glossary);
  });

  it("ALMANAC lists the fields of docs/calendar.md §15 and §16, none of them a FIELDS row, none a lite field", () => {
    expect([...almanac]).toEqual(["moon_age", "tide", "shuku27", "sun", "moon", "eho", "hasshoujin", "konjin", "kyusei_board"]);
    for (const [name] of fields) expect(almanac.has(name), name).toBe(false);
    for (const name of almanac) expect(name in LiteDay.shape, name).toBe(false);
  });
});
