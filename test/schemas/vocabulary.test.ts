import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  FUNCTIONS,
  JIKKAN,
  JUNICHOKU,
  JUNISHI,
  KANSHI_60,
  KOU_72,
  KYUSEI,
  MOONMARK,
  NENGO,
  NENGO_NAMES,
  NOTE_IDS,
  NOTE_KINDS,
  NOTES,
  PERIOD_NAMES,
  ROKUYOU,
  SEKKI_24,
  SHUKU_28,
  VIEWS,
  YOUBI,
} from "../../schemas/vocabulary.ts";

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
  ["NOTE_IDS", NOTE_IDS, 41],
  ["VIEWS", VIEWS, 2],
  ["FUNCTIONS", FUNCTIONS, 5],
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

  it("lists the eras in order with strict dates", () => {
    expect(NENGO.map((era) => era.name)).toEqual([...NENGO_NAMES]);
    const starts = NENGO.map((era) => era.start);
    expect([...starts].sort()).toEqual(starts);
    expect(starts).toEqual(["1868-10-23", "1912-07-30", "1926-12-25", "1989-01-08", "2019-05-01"]);
  });

  it("holds the notes table: 41 rows, unique ids and labels, ASCII ids, known kinds", () => {
    expect(NOTES).toHaveLength(41);
    expect(new Set(NOTES.map((row) => row.id)).size).toBe(41);
    expect(new Set(NOTES.map((row) => row.label)).size).toBe(41);
    for (const row of NOTES) {
      expect(row.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(NOTE_KINDS).toContain(row.kind);
      expect(Object.keys(row)).toEqual(["id", "label", "kind"]);
    }
    expect(NOTE_IDS).toEqual(NOTES.map((row) => row.id));
  });
});

/** The shared spec beside the project (present in the workspace, absent in a bare checkout). */
const SHARED = fileURLToPath(new URL("../../../shared/", import.meta.url));
const DECISIONS = `${SHARED}spec/decisions.md`;
const NOTES_MD = `${SHARED}notes/rekichu-rules.md`;

// shared/ always sits beside the repository (DEVELOPERS.md; CI clones it there): a missing spec fails.
describe("vocabulary against the shared spec", () => {
  it("NOTES is the notes table of decisions.md §6, row by row", () => {
    const rows = readFileSync(DECISIONS, "utf8")
      .split("\n")
      .map((line) => /^\| ([a-z-]+) \| (\S+) \| (lucky|unlucky|seasonal|cycle) \|/.exec(line))
      .filter((m) => m !== null)
      .map((m) => ({ id: m[1], label: m[2], kind: m[3] }));
    expect(NOTES).toEqual(rows);
  });

  it("KOU_72 is the 七十二候 table of rekichu-rules.md §6 (first form)", () => {
    const names = readFileSync(NOTES_MD, "utf8")
      .split("\n")
      .map((line) => /^\| (\d+) \| (\d+) \| \S+ \S+ \| (\S+)/.exec(line))
      .filter((m) => m !== null)
      .map((m) => m[3]);
    expect(KOU_72).toEqual(names);
  });
});
