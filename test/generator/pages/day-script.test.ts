/**
 * The day page's script (generator/pages/assets/day.js) lists the fields it shows by hand, as a
 * browser script cannot import the schemas: its list must be the day records' label fields, in
 * record order, with the lite flag of the LiteDay schema and the glossary field of each value. The
 * boards' flight order is not in the script: the shell (day-page.ts) writes it from FLIGHT.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LiteDay, ProDay } from "../../../schemas/day.ts";
import { DAY_LABELS } from "../../../schemas/english.ts";
import { GLOSSARY_FIELDS } from "../../../schemas/glossary/index.ts";
import { type Houi, KYUSEI } from "../../../calendar/names.ts";
import { FLIGHT } from "../../../calendar/kyusei/board.ts";
import { dayPage } from "../../../generator/pages/day-page.ts";

/**
 * Record keys the page shows elsewhere (the date itself; notes and periods have their own lists; the
 * directions and the boards their own section, the sun and moon times theirs, and `sky`, which a place other than a
 * capital brings, its own table beside them).
 */
const NOT_IN_LIST = new Set([
  "iso",
  "y",
  "m",
  "d",
  "notes_arr",
  "periods",
  "eho",
  "hasshoujin",
  "konjin",
  "kyusei_board",
  "sun",
  "moon",
  "sky",
]);

/** The FIELDS rows of day.js: [field, glossary field or null, ja, en, lite]. */
function scriptFields(): [string, string | null, string, string, boolean][] {
  const text = readFileSync(new URL("../../../generator/pages/assets/day.js", import.meta.url), "utf8");
  const block = /const FIELDS = (\[[\s\S]*?\n\]);/.exec(text);
  if (!block) throw new Error("day.js: no FIELDS list");
  return JSON.parse(block[1]!.replace(/,\n\]$/, "\n]")) as [string, string | null, string, string, boolean][];
}

describe("day.js FIELDS", () => {
  const fields = scriptFields();

  it("are the ProDay label fields in record order, lite exactly where LiteDay has the field", () => {
    expect(fields.map(([name]) => name)).toEqual(Object.keys(ProDay.shape).filter((key) => !NOT_IN_LIST.has(key)));
    const lite = new Set(Object.keys(LiteDay.shape));
    for (const [name, , , , isLite] of fields) expect(isLite, name).toBe(lite.has(name));
  });

  it("name a glossary field that exists (or none, for values the glossary does not list)", () => {
    for (const [name, glossary] of fields) if (glossary !== null) expect(GLOSSARY_FIELDS, name).toContain(glossary);
  });

  it("take each value's meaning from the glossary field that holds it (a holiday its own purpose, not one generic text)", () => {
    for (const [name, glossary] of fields) expect(glossary, name).toBe(DAY_LABELS[name] ?? null);
    expect(fields.find(([name]) => name === "holiday")![1]).toBe("holiday");
  });
});

describe("the day page shell's 九星 boards (what day.js reads instead of re-typing the flight order)", () => {
  const html = dayPage();
  const cells = [...html.matchAll(/<div class="cell[^"]*" data-houi="([^"]*)" data-step="(\d)" data-branches="([^"]*)">/g)].map((m) => ({
    houi: m[1]!,
    step: Number(m[2]),
    branches: m[3]!,
  }));

  it("has three boards of nine cells, drawn south at the top, east on the left", () => {
    expect(cells).toHaveLength(27);
    for (let b = 0; b < 3; b++)
      expect(cells.slice(b * 9, b * 9 + 9).map((c) => c.houi)).toEqual(["南東", "南", "南西", "東", "", "西", "北東", "北", "北西"]);
  });

  it("gives each cell its flight step from FLIGHT and the branches of its palace", () => {
    for (const cell of cells) expect(cell.step, cell.houi).toBe(FLIGHT.indexOf(cell.houi === "" ? null : (cell.houi as Houi)));
    const palaces = Object.fromEntries(cells.slice(0, 9).map((c) => [c.houi, c.branches]));
    expect(palaces).toEqual({ 北: "子", 北東: "丑寅", 東: "卯", 南東: "辰巳", 南: "午", 南西: "未申", 西: "酉", 北西: "戌亥", "": "" });
  });

  it("writes the nine stars in order for the script", () => {
    const stars = /data-stars="([^"]*)"/.exec(html)![1]!.replaceAll("&quot;", '"');
    expect(JSON.parse(stars)).toEqual([...KYUSEI]);
  });
});
