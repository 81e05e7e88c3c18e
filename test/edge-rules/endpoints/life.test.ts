/**
 * `GET /gw/life/{born}` through the handler (no server), on a generated tree of 2026: 成年 across the 2022 reform
 * (平成30年法律第59号), the 旧暦 birthday against NAOJ's 旧正月 (test/reference/kyureki_month_starts_2004_2027.csv),
 * 数え from 立春 (the instants files' 立春 of the birth year: 2024–2028 in this tree), the rules named, and the 400s that say why.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULES } from "../../../calendar/rules.ts";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";
import { readReferenceCsv } from "../../support/reference.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
}, 120_000);
afterAll(() => tree?.cleanup());

interface Year {
  readonly year: number;
  readonly age: number;
  readonly kazoe: number;
  readonly eto: string;
  readonly toshi: boolean;
  readonly yaku: readonly { id: string; label: string; sex: string; age: number; taiyaku: boolean }[];
  readonly chouju: readonly { id: string; label: string; age: number }[];
  readonly shichigosan: readonly { age: number; sexes: string[] }[];
  readonly jusanmairi: boolean;
  readonly seinen: { date: string; age: number; law: string } | null;
  readonly lunar_birthday: readonly {
    date: string;
    kyureki: { month: number; day: number; leap: boolean };
    from_leap: boolean;
    shortened: boolean;
  }[];
}
interface Life {
  readonly birth: { date: string; kazoe_year: number; eto: string };
  readonly years: readonly Year[];
  readonly rules: Record<string, string>;
}

const get = (path: string) => getJson(tree.handler, encodeURI(path));
async function life(path: string): Promise<Life> {
  const answer = await get(path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as Life;
}

describe("life/{born}", () => {
  it.each([
    ["1985-06-15", "2005-06-15", 20],
    ["2008-02-29", "2026-03-01", 18],
    ["2002-04-01", "2022-04-01", 20],
    ["2002-04-02", "2022-04-01", 19],
    ["2004-04-01", "2022-04-01", 18],
    ["2004-04-02", "2022-04-02", 18],
  ])("born %s comes of age on %s at %i (民法第4条; 平成30年法律第59号 附則第2条)", async (born, date, age) => {
    const y = Number(date.slice(0, 4));
    const years = (await life(`/gw/life/${born}?years=${y - 1}-${y + 1}`)).years;
    expect(years.filter((x) => x.seinen !== null).map((x) => [x.seinen!.date, x.seinen!.age])).toEqual([[date, age]]);
  });

  it("gives the 旧暦 birthday on NAOJ's 旧正月 each year (a birth on 旧暦 1月1日 2004)", async () => {
    const starts = readReferenceCsv("kyureki_month_starts_2004_2027.csv").filter(
      ([, month, day, leap]) => month === "1" && day === "1" && leap === "0",
    );
    const born = starts[0]![0]!;
    const answer = await life(`/gw/life/${born}?years=2005-2027`);
    const ours = answer.years.flatMap((y) => y.lunar_birthday.map((b) => b.date));
    expect(ours).toEqual(starts.slice(1).map((s) => s[0]));
  });

  it("counts 数え and 年男 from 1月1日, or from 立春 (a birth of 2026-02-01, before 立春 on 02-04)", async () => {
    const jan1 = await life("/gw/life/2026-02-01?years=2038");
    expect(jan1.birth).toMatchObject({ kazoe_year: 2026, eto: "丙午" });
    expect(jan1.years[0]).toMatchObject({ age: 12, kazoe: 13, eto: "戊午", toshi: true, jusanmairi: true });
    const risshun = await life("/gw/life/2026-02-01?years=2038&rules=kazoe_turn:risshun");
    expect(risshun.birth).toMatchObject({ kazoe_year: 2025, eto: "乙巳" });
    expect(risshun.years[0]).toMatchObject({ kazoe: 14, toshi: false, jusanmairi: false });
    // Born on 立春 (2026-02-04) counts in its own year.
    expect((await life("/gw/life/2026-02-04?years=2026&rules=kazoe_turn:risshun")).birth.kazoe_year).toBe(2026);
  });

  it("lists 厄年 by sex, the 大厄 marked (a man born 1985: 本厄 42 in 2026)", async () => {
    const y = (await life("/gw/life/1985-05-05?years=2026&sex=male")).years[0]!;
    expect(y.yaku).toEqual([{ id: "honyaku", label: "本厄", sex: "male", age: 42, taiyaku: true }]);
    const both = (await life("/gw/life/1985-05-05?years=2026")).years[0]!;
    expect(both.yaku.map((k) => k.sex)).toEqual(["male"]);
  });

  it("lists 還暦 by 数え61 = 満60, and 古希 by the rule", async () => {
    const y = (await life("/gw/life/1966-08-01?years=2026")).years[0]!;
    expect(y.chouju).toEqual([{ id: "kanreki", label: "還暦", age: 61 }]);
    const man = (await life("/gw/life/1956-08-01?years=2026&rules=chouju_age:man")).years[0]!;
    expect(man.chouju).toEqual([{ id: "koki", label: "古希", age: 70 }]);
  });

  it("names every life rule with its value, and takes each value", async () => {
    for (const rule of RULES.filter((r) => r.answers.includes("life")))
      for (const value of rule.values)
        expect((await life(`/gw/life/2026-05-05?years=2026&rules=${rule.id}:${value}`)).rules[rule.id]).toBe(value);
  });

  it("lists this year (JST, by the handler's clock: 2025-06-01 in the test tree) and the nine after without years=", async () => {
    const years = (await life("/gw/life/1985-05-05")).years.map((y) => y.year);
    expect(years).toEqual(Array.from({ length: 10 }, (_, i) => 2025 + i));
  });

  it("reads a birth before 1873 in the 旧暦: 数え from its 旧暦 year", async () => {
    const old = await life("/gw/life/天保6年11月15日?years=1836");
    expect(old.birth.date).toBe("1836-01-03");
    expect(old.birth.kazoe_year).toBe(1835);
    expect(old.years[0]!.kazoe).toBe(2);
  });

  it.each([
    ["/gw/life/1985-02-30", 400, "INVALID_DATE"],
    ["/gw/life/0400-01-01?years=0401", 400, "INVALID_DATE"],
    ["/gw/life/2101-01-01", 404, "OUT_OF_COVERAGE"],
    ["/gw/life/1985-05-05?years=1980", 400, "INVALID_PARAMETER"],
    ["/gw/life/1985-05-05?years=2030-2020", 400, "INVALID_PARAMETER"],
    ["/gw/life/1985-05-05?sex=other", 400, "INVALID_PARAMETER"],
    ["/gw/life/1985-05-05?rules=chouju_age:western", 400, "INVALID_PARAMETER"],
  ])("answers %s with %i %s, naming why", async (path, status, code) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, code });
    expect((answer.body as { error: string }).error.length).toBeGreaterThan(10);
  });
});
