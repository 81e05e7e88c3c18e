/**
 * The years of a life against the published 早見表 (test/reference/README.md): each table of 厄年, 長寿祝い, 七五三 and
 * 十三参り is reproduced row for row by one choice of the rule values, named here per source.
 */
import { describe, expect, it } from "vitest";
import { kazoeAge, kazoeYearOfBirth, manAgeInYear } from "../../../calendar/life/ages.ts";
import { choujuOf, type ChoujuAge } from "../../../calendar/life/chouju.ts";
import { schoolYearAge } from "../../../calendar/life/life-year.ts";
import { JUSANMAIRI_KAZOE, shichigosanOf, type ShichigosanAge } from "../../../calendar/life/shichigosan.ts";
import { yakuOf, type YakuRules } from "../../../calendar/life/yakudoshi.ts";
import { SEXES, type Sex } from "../../../calendar/names.ts";
import { civilDate, dayNumber, isoDate, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { Mismatches } from "../../support/mismatches.ts";
import { readReferenceCsv } from "../../support/reference.ts";

/** The rule values that reproduce each 厄年 table, by the `source` column's page. */
const YAKU_RULES: Readonly<Record<string, YakuRules>> = {
  "mamada-hachiman.jp": { yaku_61: "full", yaku_37: "kept", yaku_child: "none" },
  "kasuga-jinja.jp": { yaku_61: "full", yaku_37: "kept", yaku_child: "none" },
  "hachimansama.jp": { yaku_61: "full", yaku_37: "kept", yaku_child: "none" },
  "tosyoji.sakura.ne.jp": { yaku_61: "full", yaku_37: "kept", yaku_child: "none" },
  "mutehachiman.or.jp": { yaku_61: "full", yaku_37: "kept", yaku_child: "none" },
  "dressy.pla-cole.wedding": { yaku_61: "full", yaku_37: "kept", yaku_child: "none" },
  "oonominato.or.jp": { yaku_61: "alone", yaku_37: "none", yaku_child: "none" },
  "narai-shizumejinja.com": { yaku_61: "none", yaku_37: "kept", yaku_child: "none" },
  "taitenjin.com": { yaku_61: "none", yaku_37: "kept", yaku_child: "none" },
  "teramaru.com": { yaku_61: "full", yaku_37: "kept", yaku_child: "kazoe4" },
};

const domainOf = (source: string): string => source.split("/")[0]!.split(" ")[0]!;

/** Rows grouped by a key. */
function grouped(rows: readonly string[][], key: (row: string[]) => string): Map<string, string[][]> {
  const groups = new Map<string, string[][]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

describe("厄年 (yakudoshi_published.csv): every table row for row, by 数え from 1月1日", () => {
  const tables = grouped(readReferenceCsv("yakudoshi_published.csv"), (r) => `${domainOf(r[0]!)} ${r[1]}`);
  it("has every source's rule values", () => {
    for (const key of tables.keys()) expect(YAKU_RULES[key.split(" ")[0]!], key).toBeDefined();
  });
  for (const [key, rows] of tables) {
    const [domain, yearText] = key.split(" ") as [string, string];
    const year = Number(yearText);
    it(`${key}: ${JSON.stringify(YAKU_RULES[domain])}`, () => {
      const rules = YAKU_RULES[domain]!;
      const withAge = rows.every((r) => r[5] !== "");
      const published = rows.map(([, , sex, kind, birth, age]) => `${sex} ${kind} ${birth}${withAge ? ` ${age}` : ""}`).sort();
      const ours: string[] = [];
      for (let born = year - 130; born <= year; born++) {
        const kazoe = kazoeAge(kazoeYearOfBirth(dayNumber(born, 6, 1), born, "jan1", null), year);
        for (const sex of SEXES)
          for (const y of yakuOf(kazoe, sex, rules)) ours.push(`${sex} ${y.label} ${born}${withAge ? ` ${kazoe}` : ""}`);
      }
      expect(ours.sort()).toEqual(published);
    });
  }
});

/** The rule value of each 長寿 table's column, by source page and `count`. */
const CHOUJU_RULES: Readonly<Record<string, ChoujuAge>> = {
  "shinbun20.com 満": "man",
  "shinbun20.com 数え": "kazoe_nominal",
  "yamada-heiando.jp 満": "man",
  "yamada-heiando.jp 数え": "kazoe",
  "taitenjin.com ": "kazoe",
};

describe("長寿祝い (chouju_published.csv): every column row for row, over the names it prints", () => {
  const tables = grouped(readReferenceCsv("chouju_published.csv"), (r) => `${domainOf(r[0]!)} ${r[5]}`);
  for (const [key, rows] of tables) {
    it(`${key || "(no count)"}: chouju_age=${CHOUJU_RULES[key]}`, () => {
      const rule = CHOUJU_RULES[key]!;
      expect(rule, key).toBeDefined();
      const year = Number(rows[0]![1]);
      const label = (name: string): string => (name === "古稀" ? "古希" : name);
      const names = new Set(rows.map((r) => label(r[2]!)));
      const published = rows.map(([, , name, birth, age]) => `${label(name!)} ${birth} ${age}`).sort();
      const ours: string[] = [];
      for (let born = year - 130; born <= year; born++) {
        const kazoe = kazoeAge(born, year);
        const man = manAgeInYear(dayNumber(born, 6, 1), year);
        for (const c of choujuOf(kazoe, man, rule)) if (names.has(c.label)) ours.push(`${c.label} ${born} ${c.age}`);
      }
      expect(ours.sort()).toEqual(published);
    });
  }
});

/** The rule value of each 七五三 table, by source page and `count`. */
const SHICHIGOSAN_RULES: Readonly<Record<string, ShichigosanAge>> = {
  "sugitahatimangu.jp 満": "man",
  "sugitahatimangu.jp 数え": "kazoe",
  "studiocalen.com 満": "man_school",
};

describe("七五三 (shichigosan_published.csv): each table's birth ranges, edges included", () => {
  const tables = grouped(readReferenceCsv("shichigosan_published.csv"), (r) => `${domainOf(r[0]!)} ${r[6]}`);
  for (const [key, rows] of tables) {
    it(`${key}: shichigosan_age=${SHICHIGOSAN_RULES[key]}`, () => {
      const rule = SHICHIGOSAN_RULES[key]!;
      const year = Number(rows[0]![1]);
      // The rows' birth ranges as day numbers, read once, not per birth day.
      const ranges = rows.map(([, , s, age, from, to]) => ({
        sex: s,
        age: Number(age),
        from: parseIsoDate(from!)!,
        to: parseIsoDate(to!)!,
      }));
      const wrong = new Mismatches();
      // Every birth day of 2016–2024: the ages and sexes it celebrates this year are exactly the rows that hold it.
      for (let day = dayNumber(year - 9, 1, 1); day <= dayNumber(year - 1, 12, 31); day++) {
        const { y } = civilDate(day);
        const kazoe = kazoeAge(y, year);
        for (const sex of SEXES as readonly Sex[]) {
          const ours = shichigosanOf(kazoe, manAgeInYear(day, year), schoolYearAge(day, year), sex, rule).map((s) => s.age);
          const published = ranges.filter((r) => (r.sex === "both" || r.sex === sex) && r.from <= day && day <= r.to).map((r) => r.age);
          wrong.check(`${isoDate(day)} ${sex}`, ours, published);
        }
      }
      expect(wrong.list).toEqual([]);
    });
  }
});

describe("十三参り (jusanmairi_published.csv)", () => {
  for (const [source, year, , from, to] of readReferenceCsv("jusanmairi_published.csv")) {
    it(`${source}: born ${from}..${to} are 数え${JUSANMAIRI_KAZOE} in ${year}`, () => {
      for (const text of [from!, to!]) expect(kazoeAge(civilDate(parseIsoDate(text)!).y, Number(year))).toBe(JUSANMAIRI_KAZOE);
    });
  }
});
