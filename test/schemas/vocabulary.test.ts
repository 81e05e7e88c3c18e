import { describe, expect, it } from "vitest";
import {
  JIKKAN,
  JUNICHOKU,
  JUNISHI,
  KANSHI_60,
  KOU_72,
  KYUSEI,
  MOONMARK,
  NENGO_NAMES,
  NOTE_IDS,
  NOTE_KINDS,
  NOTES,
  PERIOD_NAMES,
  ROKUYOU,
  SEKKI_24,
  SHUKU_27,
  SHUKU_28,
  TIDE_NAMES,
  HOUI_8,
  VIEWS,
  YOUBI,
} from "../../calendar/names.ts";
import { MODERN_ERAS } from "../../calendar/wareki/nengo.ts";
import { isoDate } from "../../calendar/time/day-number.ts";
import { CONTRACTS, FUNCTIONS } from "../../schemas/endpoints/index.ts";
import { expectTableList } from "../support/endpoint-table.ts";
import { column, readDoc, tableUnder } from "../support/markdown.ts";

/** Every value set with its expected length. */
const SETS: [string, readonly unknown[], number][] = [
  ["YOUBI", YOUBI, 7],
  ["ROKUYOU", ROKUYOU, 6],
  ["MOONMARK", MOONMARK, 3],
  ["SEKKI_24", SEKKI_24, 24],
  ["KOU_72", KOU_72, 72],
  ["JIKKAN", JIKKAN, 10],
  ["JUNISHI", JUNISHI, 12],
  ["KANSHI_60", KANSHI_60, 60],
  ["KYUSEI", KYUSEI, 9],
  ["JUNICHOKU", JUNICHOKU, 12],
  ["SHUKU_28", SHUKU_28, 28],
  ["NENGO_NAMES", NENGO_NAMES, 5],
  ["PERIOD_NAMES", PERIOD_NAMES, 6],
  ["NOTE_KINDS", NOTE_KINDS, 4],
  ["NOTE_IDS", NOTE_IDS, 51],
  ["SHUKU_27", SHUKU_27, 27],
  ["TIDE_NAMES", TIDE_NAMES, 5],
  ["HOUI_8", HOUI_8, 8],
  ["VIEWS", VIEWS, 2],
  // one per contract with a gw.php function (docs/architecture.md#endpoints): derived, so a new endpoint changes no count here
  ["FUNCTIONS", FUNCTIONS, CONTRACTS.filter((c) => c.fn !== null).length],
];

describe("vocabulary", () => {
  it.each(SETS)("%s has the right length and no duplicates", (_name, values, length) => {
    expect(values).toHaveLength(length);
    expect(new Set(values).size).toBe(length);
  });

  it("builds KANSHI_60 from JIKKAN and JUNISHI (甲子 = 0 … 癸亥 = 59)", () => {
    expect(KANSHI_60).toEqual(Array.from({ length: 60 }, (_, i) => `${JIKKAN[i % 10]}${JUNISHI[i % 12]}`));
  });

  it("orders the value sets as their rules index them", () => {
    expect(YOUBI[0]).toBe("月"); // ISO weekday 1
    expect(ROKUYOU).toEqual(["大安", "赤口", "先勝", "友引", "先負", "仏滅"]);
    expect(SEKKI_24[0]).toBe("春分");
    expect(SEKKI_24[315 / 15]).toBe("立春");
    expect(SEKKI_24[270 / 15]).toBe("冬至");
    expect(KOU_72[0]).toBe("東風解凍");
    expect(KOU_72[(360 - 315) / 5]).toBe("雀始巣"); // 春分 初候, 0°
    expect(KOU_72[24]).toBe("螳螂生");
    expect(KOU_72[25]).toBe("腐草為螢");
    expect(KYUSEI[0]).toBe("一白水星");
    expect(KYUSEI[8]).toBe("九紫火星");
    expect(SHUKU_28[8]).toBe("牛");
    expect(SHUKU_28[22]).toBe("鬼");
  });

  it("pairs every solar term with its first micro-season (初候) at the same longitude", () => {
    const first = (sekki: string) => KOU_72[(((SEKKI_24.indexOf(sekki as never) * 3 - 63) % 72) + 72) % 72];
    expect(first("立春")).toBe("東風解凍");
    expect(first("春分")).toBe("雀始巣");
    expect(first("夏至")).toBe("乃東枯");
    expect(first("秋分")).toBe("雷乃収声");
    expect(first("冬至")).toBe("乃東生");
    expect(first("啓蟄")).toBe("蟄虫啓戸");
  });

  it("lists the eras in order, from the era table", () => {
    const eras = [...MODERN_ERAS].reverse();
    expect(eras.map((era) => era.name)).toEqual([...NENGO_NAMES]);
    expect(eras.map((era) => isoDate(era.startDay))).toEqual(["1868-01-25", "1912-07-30", "1926-12-25", "1989-01-08", "2019-05-01"]);
  });

  it("holds the notes table: 51 rows, unique ids and labels, ASCII ids, known kinds", () => {
    expect(NOTES).toHaveLength(51);
    expect(new Set(NOTES.map((row) => row.id)).size).toBe(51);
    expect(new Set(NOTES.map((row) => row.label)).size).toBe(51);
    for (const row of NOTES) {
      expect(row.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(NOTE_KINDS).toContain(row.kind);
      expect(Object.keys(row)).toEqual(["id", "label", "kind"]);
    }
    expect(NOTE_IDS).toEqual(NOTES.map((row) => row.id));
  });
});

/** docs/interface.md, the project's interface: its value-set tables must be the schema's. */
const INTERFACE = readDoc("interface.md");

/** One column of the table under the value set's heading in docs/interface.md. */
const documented = (name: string, columnName: string): string[] => column(tableUnder(INTERFACE, `### \`${name}\``), columnName);

describe("vocabulary against docs/interface.md", () => {
  it("NOTES is the notes table, row by row (51 rows: id, label, kind)", () => {
    const table = tableUnder(INTERFACE, "### `notes`");
    const rows = table.rows.map(([id, label, kind]) => ({ id, label, kind }));
    expect(rows).toHaveLength(51);
    expect(NOTES).toEqual(rows);
  });

  it("KOU_72 is the 七十二候 table (first written form), n = index, longitude = 315° + 5°·n", () => {
    const table = tableUnder(INTERFACE, "### `kou72`");
    expect(table.rows).toHaveLength(72);
    expect(KOU_72).toEqual(column(table, "kou72"));
    expect(column(table, "n")).toEqual(KOU_72.map((_, n) => String(n)));
    expect(column(table, "longitude")).toEqual(KOU_72.map((_, n) => `${(315 + 5 * n) % 360}°`));
    // The 節気 of each 初候 is the term at the same longitude.
    column(table, "節気・候").forEach((term, n) => {
      if (n % 3 === 0) expect(term).toBe(`${SEKKI_24[((315 + 5 * n) % 360) / 15]} 初候`);
    });
  });

  it("SEKKI_24 is the 二十四節気 table, index = longitude / 15°", () => {
    expect(documented("sekki", "sekki")).toEqual([...SEKKI_24]);
    expect(documented("sekki", "longitude")).toEqual(SEKKI_24.map((_, i) => `${i * 15}°`));
  });

  it("the single-character and named value sets are the documented ones, in order", () => {
    expect(documented("youbi", "youbi")).toEqual([...YOUBI]);
    expect(documented("rokuyou", "rokuyou")).toEqual([...ROKUYOU]);
    expect(documented("moonmark", "moonmark").map((v) => (v === '""' ? "" : v))).toEqual([...MOONMARK]);
    expect(documented("jikkan", "jikkan")).toEqual([...JIKKAN]);
    expect(documented("junishi", "junishi")).toEqual([...JUNISHI]);
    expect(documented("kyusei", "kyusei")).toEqual([...KYUSEI]);
    expect(documented("junichoku", "junichoku")).toEqual([...JUNICHOKU]);
    expect(documented("shuku28", "shuku28")).toEqual([...SHUKU_28]);
    expect(documented("shuku27", "shuku27")).toEqual([...SHUKU_27]);
    expect(documented("tide", "tide")).toEqual([...TIDE_NAMES]);
    expect(documented("houi", "houi")).toEqual([...HOUI_8]);
    expect(documented("houi", "bearing")).toEqual(HOUI_8.map((_, i) => `${i * 45}°`));
    expect(documented("periods", "name")).toEqual([...PERIOD_NAMES]);
    expect(documented("note kinds", "kind")).toEqual([...NOTE_KINDS]);
    expect(documented("view", "view")).toEqual([...VIEWS]);
    for (const name of ["youbi", "rokuyou", "jikkan", "junishi", "junichoku", "shuku28", "shuku27", "tide", "houi"]) {
      const indexes = documented(name, "index");
      expect(indexes, name).toEqual(indexes.map((_, i) => String(i)));
    }
    expect(documented("kyusei", "number")).toEqual(KYUSEI.map((_, i) => String(i + 1)));
  });

  it("the `fn` value set is the endpoint table's functions, in its order", () => {
    expectTableList(documented("fn", "fn"), FUNCTIONS, "docs/interface.md's `fn` value set");
  });

  it("KANSHI_60 is the documented grid (row + column = index)", () => {
    const table = tableUnder(INTERFACE, "### `kanshi`");
    expect(table.head).toEqual(["index", ...Array.from({ length: 10 }, (_, i) => `+${i}`)]);
    expect(table.rows.map((row) => row[0])).toEqual(["0", "10", "20", "30", "40", "50"]);
    expect(table.rows.flatMap((row) => row.slice(1))).toEqual([...KANSHI_60]);
  });

  it("NENGO is the documented era table, names and first days", () => {
    const table = tableUnder(INTERFACE, "### `nengo`");
    expect(table.rows.map(([name, start]) => ({ name, start }))).toEqual(
      [...MODERN_ERAS].reverse().map((era) => ({ name: era.name, start: isoDate(era.startDay) })),
    );
  });
});
