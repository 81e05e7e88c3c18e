/**
 * CSV columns are labels (docs/interface.md#csv): over a real generated year, every cell of the
 * day, range, bulk and find CSVs equals what the JSON record says, written in the glossary's
 * labels (GET /gw/glossary) — notes and periods by label, never by id — and every value-set
 * column holds a label of its glossary field.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LITE_FIELDS } from "../../schemas/day.ts";
import { csvColumns } from "../../schemas/csv.ts";
import { generatedTree, type GeneratedTree } from "../support/generated-tree.ts";
import { LABEL_FIELDS } from "../support/label-fields.ts";
import { Mismatches } from "../support/mismatches.ts";
import { TOKENS } from "./fixtures.ts";

type Rec = Record<string, any>;
let tree: GeneratedTree;
let glossary: Rec;
beforeAll(async () => {
  tree = await generatedTree(2025, 2025);
  glossary = await (await tree.handler(new Request("http://x/gw/glossary"))).json();
}, 120_000);
afterAll(() => tree?.cleanup());

const PRO = { authorization: `Bearer ${TOKENS.pro}` };

/** The glossary field whose labels a value-set column holds. */
const COLUMN_FIELD: Record<string, string> = {
  ...LABEL_FIELDS,
  "eho.kan": "eho",
  "eho.direction": "houi",
  ...Object.fromEntries(
    ["taisai", "daishogun", "taion", "saikei", "saiha", "saisetsu", "ouban", "hyoubi"].map((k) => [`hasshoujin.${k}`, "junishi"]),
  ),
  ...Object.fromEntries(
    ["year", "month", "day"].flatMap((b) => [
      [`kyusei_board.${b}.center`, "kyusei"],
      [`kyusei_board.${b}.gooh`, "houi"],
      [`kyusei_board.${b}.anken`, "houi"],
      [`kyusei_board.${b}.ha`, "junishi"],
    ]),
  ),
};

/** Each glossary field's labels by id, and the set of its labels, made once: they are read for every cell. */
const byField = new Map<string, { labels: Map<string, string>; all: Set<string> }>();
function fieldOf(field: string): { labels: Map<string, string>; all: Set<string> } {
  let entries = byField.get(field);
  if (entries === undefined) {
    const list = glossary.fields[field] as Rec[];
    // The first entry of an id wins, as a search from the start finds it.
    entries = { labels: new Map(), all: new Set(list.map((e) => e.label)) };
    for (const e of list) if (!entries.labels.has(e.id)) entries.labels.set(e.id, e.label);
    byField.set(field, entries);
  }
  return entries;
}

/** The glossary label of an id in a field. */
function labelOf(field: string, id: string): string {
  const { labels } = fieldOf(field);
  if (!labels.has(id)) throw new Error(`no glossary entry for ${field} ${id}`);
  return labels.get(id)!;
}

/** What the CSV cell of `column` must be for a JSON record: the glossary's labels, `・` between list items. */
function expectedCell(record: Rec, column: string): string {
  // An object field's column is its dotted path (sun.rise, kyusei_board.year.gooh); null is an empty cell.
  const value = column.split(".").reduce<unknown>((v, key) => (v as Rec | undefined)?.[key], record);
  if (column === "konjin") return (value as string[]).join("・");
  if (value === null) return "";
  if (column === "notes_arr") return (value as Rec[]).map((n) => labelOf("notes", n.id)).join("・");
  if (column === "periods") return (value as Rec[]).map((p) => labelOf("periods", p.name)).join("・");
  if (column === "rokuyou_hours") return (value as Rec[]).map((s) => `${s.from}-${s.to} ${s.luck}`).join("・");
  if (value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The rows of a CSV answer (after its BOM), as objects by header. */
async function csvRows(res: Response): Promise<{ header: string[]; rows: Rec[] }> {
  expect(res.status).toBe(200);
  const text = new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).subarray(3));
  const [header, ...rows] = parse(text, { record_delimiter: "\r\n" });
  return { header: header!, rows: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!]))) };
}

/** Every cell of the CSV equals the JSON record in labels; value-set cells are labels of their field. */
function expectLabels(
  header: readonly string[],
  rows: readonly Rec[],
  records: readonly Rec[],
  extra: (i: number) => Rec = () => ({}),
): number {
  expect(rows.length).toBe(records.length);
  // Collected and asserted once, each failing cell with both values: an assertion per cell cost seconds.
  const wrong = new Mismatches();
  let cells = 0;
  rows.forEach((row, i) => {
    for (const column of header) {
      const want = column in extra(i) ? String(extra(i)[column]) : expectedCell(records[i]!, column);
      wrong.check(`${records[i]!.iso} ${column}`, row[column], want);
      const field = COLUMN_FIELD[column];
      if (field !== undefined && row[column] !== "")
        wrong.require(fieldOf(field).all.has(row[column]), `${records[i]!.iso} ${column}`, row[column], `a label of ${field}`);
      cells++;
    }
  });
  expect(wrong.list).toEqual([]);
  return cells;
}

describe("CSV columns are the glossary's labels", () => {
  it("day, range (lite and pro), bulk and find", async () => {
    const get = (path: string, headers: Record<string, string> = {}) => tree.handler(new Request(`http://x${path}`, { headers }));
    let periodCells = 0;

    const day = await (await get("/gw/day/2025-07-20", PRO)).json();
    const dayCsv = await csvRows(await get("/gw/day/2025-07-20?format=csv", PRO));
    expect(dayCsv.header).toEqual(csvColumns("pro"));
    expectLabels(dayCsv.header, dayCsv.rows, [day.day]);

    const lite = await (await get("/gw/range/2025-01-01/2025-01-31")).json();
    const liteCsv = await csvRows(await get("/gw/range/2025-01-01/2025-01-31?format=csv"));
    expect(liteCsv.header).toEqual([...LITE_FIELDS]);
    expectLabels(liteCsv.header, liteCsv.rows, lite.days);

    const range = await (await get("/gw/range/2025-01-01/2025-12-31", PRO)).json();
    const rangeCsv = await csvRows(await get("/gw/range/2025-01-01/2025-12-31?format=csv", PRO));
    expectLabels(rangeCsv.header, rangeCsv.rows, range.days);
    periodCells += rangeCsv.rows.filter((r) => r.periods !== "").length;

    const bulk = await (await get("/gw/bulk/2025", PRO)).json();
    const bulkCsv = await csvRows(await get("/gw.php?fn=bulk&years=2025&format=csv", PRO));
    expectLabels(bulkCsv.header, bulkCsv.rows, bulk.data["2025"]);

    const q = "start=2025-01-01&end=2025-12-31&purpose=moving&limit=366";
    const found = await (await get(`/gw/find?${q}`, PRO)).json();
    const findCsv = await csvRows(await get(`/gw/find?${q}&format=csv`, PRO));
    expect(findCsv.header).toEqual(csvColumns("pro", ["score"]));
    expectLabels(
      findCsv.header,
      findCsv.rows,
      found.days.map((d: Rec) => d.day),
      (i) => ({ score: found.days[i].score }),
    );

    // Every period kind appears, by its label (大土, 小土, 八専, …), and no cell holds a period id.
    expect(periodCells).toBeGreaterThan(100);
    const periodIds = (glossary.fields.periods as Rec[]).map((e) => e.id);
    const periodLabels = new Set(rangeCsv.rows.flatMap((r) => (r.periods === "" ? [] : (r.periods as string).split("・"))));
    expect([...periodLabels].sort()).toEqual((glossary.fields.periods as Rec[]).map((e) => e.label).sort());
    const idCells = [...rangeCsv.rows, ...bulkCsv.rows, ...findCsv.rows].filter((row) =>
      (row.periods as string).split("・").some((item) => periodIds.includes(item)),
    );
    expect(
      idCells.map((row) => `${row.iso}: ${row.periods}`),
      "periods cells holding a period id",
    ).toEqual([]);
  });
});
