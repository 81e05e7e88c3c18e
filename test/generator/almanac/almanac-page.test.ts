/**
 * The rest of the almanac page (docs/calendar.md §16): 恵方, 八将神, 金神, the 九星 boards, 潮名,
 * 二十七宿 and 遊行, each against the published values of test/reference/ (sources in its README).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ComputedAlmanac } from "../../../generator/almanac.ts";
import type { Almanac } from "../../../calendar/almanac.ts";
import { ehoOfStem, ehoOfYear } from "../../../calendar/directions/eho.ts";
import { hasshoujinOfBranch, hasshoujinOfYear, type Hasshoujin } from "../../../calendar/directions/hasshoujin.ts";
import { branchOf, kanshiName, stemIndexOf } from "../../../calendar/cycles/kanshi.ts";
import { dayKanshiIndex, yearKanshiIndex } from "../../../calendar/cycles/pillars.ts";
import { konjinOfStem, konjinOfYear } from "../../../calendar/directions/konjin.ts";
import { monthKyuseiIndex, yearKyuseiIndex } from "../../../calendar/kyusei/stars.ts";
import { ankenDirection, boardSide, goohDirection, kyuseiBoard, starAt } from "../../../calendar/kyusei/board.ts";
import { doyouSpansOf } from "../../../calendar/notes/doyou.ts";
import { setsuMonthBranch } from "../../../calendar/solar-terms/setsu-month.ts";
import { SHUKU27_MONTH_FIRST, shuku27Index, shuku27Name } from "../../../calendar/lunisolar/shuku27.ts";
import { TIDE_BY_DAY, tideOfLunarDay } from "../../../calendar/lunisolar/tide.ts";
import { seasonOfSetsuMonth, YUGYO_DAYS, yugyoOn, type YugyoDay } from "../../../calendar/directions/yugyo.ts";
import { dayNumber, isoDate } from "../../../calendar/time/day-number.ts";
import { HOUI_8, type Houi, JUNISHI, KYUSEI, SHUKU_27, SHUKU_28 } from "../../../calendar/names.ts";
import { readReferenceCsv } from "../../support/reference.ts";
import { dayOf } from "./pro-support.ts";

/** The rows of a reference table whose computed value differs from the published one, as `row: computed ≠ published`. */
function mismatches<R>(
  rows: readonly R[],
  computed: (row: R) => unknown,
  published: (row: R) => unknown,
  label: (row: R) => string,
): string[] {
  return rows.flatMap((row) => {
    const c = JSON.stringify(computed(row));
    const p = JSON.stringify(published(row));
    return c === p ? [] : [`${label(row)}: ${c} ≠ ${p}`];
  });
}

describe("恵方 (eho)", () => {
  it("is the published 恵方 of every year 2000–2043 (good-luck-day.com)", () => {
    const rows = readReferenceCsv("eho_2000_2043.csv");
    expect(rows).toHaveLength(44);
    expect(
      mismatches(
        rows,
        ([y]) => [kanshiName(yearKanshiIndex(Number(y))), ehoOfYear(Number(y)).direction],
        ([, k, d]) => [k, d],
        ([y]) => y!,
      ),
    ).toEqual([]);
  });
  it("gives each stem pair its published mountain, direction and bearing", () => {
    const rows = readReferenceCsv("eho_by_stem.csv");
    expect(rows).toHaveLength(5);
    for (const [stems, kan, direction, degrees] of rows) {
      for (const stem of [...stems!]) expect(ehoOfStem(stemIndexOf(stem)), stem).toEqual({ kan, direction, degrees: Number(degrees) });
    }
  });
});

describe("八将神 (hasshoujin)", () => {
  it("is the published table by year branch", () => {
    const rows = readReferenceCsv("hasshoujin_by_branch.csv");
    expect(rows).toHaveLength(12);
    const keys = ["taisai", "daishogun", "taion", "saikei", "saiha", "saisetsu", "ouban", "hyoubi"] as const;
    expect(
      mismatches(
        rows,
        ([b]) => hasshoujinOfBranch(JUNISHI.indexOf(b as (typeof JUNISHI)[number])),
        (row) => Object.fromEntries(keys.map((k, i) => [k, row[i + 1]])),
        ([b]) => `${b}年`,
      ),
    ).toEqual([]);
  });
  it("gives the published generals of single years (2012–2026)", () => {
    const rows = readReferenceCsv("hasshoujin_published_years.csv");
    expect(
      mismatches(
        rows,
        ([y, god]) => hasshoujinOfYear(Number(y))[god as keyof Hasshoujin],
        ([, , b]) => b,
        ([y, god]) => `${y} ${god}`,
      ),
    ).toEqual([]);
  });
});

describe("金神 (konjin)", () => {
  it("is the published table by year stem", () => {
    const rows = readReferenceCsv("konjin_by_stem.csv");
    expect(rows).toHaveLength(5);
    for (const [stems, branches] of rows) {
      for (const stem of [...stems!]) expect(konjinOfStem(stemIndexOf(stem)).join(""), stem).toBe(branches);
    }
  });
  it("2024 甲辰: 午未申酉 (komonjyo.net konjin)", () => {
    expect(konjinOfYear(2024)).toEqual(["午", "未", "申", "酉"]);
  });
});

describe("九星盤 (kyusei_board)", () => {
  it("with 五黄 in the centre is the 後天定位盤", () => {
    // 北 一白, 北東 八白, 東 三碧, 南東 四緑, 南 九紫, 南西 二黒, 西 七赤, 北西 六白.
    expect(HOUI_8.map((d) => KYUSEI[starAt(4, d)]!.slice(0, 2))).toEqual(["一白", "八白", "三碧", "四緑", "九紫", "二黒", "七赤", "六白"]);
    expect(starAt(4, null)).toBe(4);
  });
  it("puts each star once on every board; 暗剣殺 opposite 五黄殺; both null only with 五黄 in the centre", () => {
    for (let c = 0; c < 9; c++) {
      expect(new Set([null, ...HOUI_8].map((d) => starAt(c, d))).size).toBe(9);
      const gooh = goohDirection(c);
      expect(gooh === null).toBe(c === 4);
      if (gooh !== null) {
        expect(starAt(c, gooh)).toBe(4);
        expect(HOUI_8.indexOf(ankenDirection(c)!)).toBe((HOUI_8.indexOf(gooh) + 4) % 8);
      } else expect(ankenDirection(c)).toBeNull();
    }
  });
  it("gives the published year boards (centre, 五黄殺, 暗剣殺, 歳破) of 2013, 2014, 2016, 2024, 2026", () => {
    const rows = readReferenceCsv("kyusei_year_boards.csv");
    expect(rows).toHaveLength(5);
    expect(
      mismatches(
        rows,
        ([y]) => boardSide(yearKyuseiIndex(Number(y)), branchOf(yearKanshiIndex(Number(y)))),
        ([, center, gooh, anken, ha]) => ({ center, gooh: gooh || null, anken: anken || null, ha }),
        ([y]) => y!,
      ),
    ).toEqual([]);
  });
  it("puts the published stars and marks where month and year boards print them (2015, 2019, 2022, 2024)", () => {
    const rows = readReferenceCsv("kyusei_board_positions.csv");
    expect(rows).toHaveLength(10);
    /** The 8-direction sector of a branch (子 北, 丑寅 北東, 卯 東, 辰巳 南東, …). */
    const sector = (branch: string): string =>
      HOUI_8[Math.floor(((JUNISHI.indexOf(branch as (typeof JUNISHI)[number]) * 30 + 22.5) % 360) / 45)]!;
    const bad: string[] = [];
    for (const [board, y, k, center, direction, star, mark] of rows) {
      const year = Number(y);
      const c = board === "year" ? yearKyuseiIndex(year) : monthKyuseiIndex(year, Number(k));
      const side = boardSide(c, board === "year" ? branchOf(yearKanshiIndex(year)) : setsuMonthBranch(Number(k)));
      const label = `${board} ${y}/${k} ${direction}`;
      if (center !== "" && side.center !== center) bad.push(`${label}: centre ${side.center} ≠ ${center}`);
      if (direction !== "" && KYUSEI[starAt(c, direction as Houi)] !== star)
        bad.push(`${label}: ${KYUSEI[starAt(c, direction as Houi)]} ≠ ${star}`);
      if (mark === "五黄殺" && side.gooh !== direction) bad.push(`${label}: 五黄殺 ${side.gooh}`);
      if (mark === "暗剣殺" && side.anken !== direction) bad.push(`${label}: 暗剣殺 ${side.anken}`);
      if ((mark === "月破" || mark === "歳破") && sector(side.ha) !== direction) bad.push(`${label}: ${mark} ${side.ha}`);
    }
    expect(bad).toEqual([]);
  });
  it("month and day boards: 2024-03-10 (卯月 of 甲辰 三碧: month 四緑, 月破 酉; a 癸酉 day of 一白: 日破 卯)", () => {
    const day = dayOf("2024-03-10");
    const board = kyuseiBoard(2024, 2, 0, day);
    expect(board.year).toEqual({ center: "三碧木星", gooh: "西", anken: "東", ha: "戌" });
    expect(board.month).toEqual({ center: "四緑木星", gooh: "北西", anken: "南東", ha: "酉" });
    expect(kanshiName(dayKanshiIndex(day))).toBe("癸酉");
    expect(board.day).toEqual({ center: "一白水星", gooh: "南", anken: "北", ha: "卯" });
  });
});

describe("潮名 (tide)", () => {
  it("is the 海上保安庁 table for every 旧暦 day 1–30", () => {
    const rows = readReferenceCsv("tide_by_lunar_day.csv");
    expect(rows).toHaveLength(30);
    expect(TIDE_BY_DAY).toHaveLength(30);
    expect(
      mismatches(
        rows,
        ([d]) => tideOfLunarDay(Number(d)),
        ([, t]) => t,
        ([d]) => `${d}日`,
      ),
    ).toEqual([]);
  });
  it("gives the 潮名 of every day of published calendars: exactly where they name by the 旧暦 day, within two days where by the Moon's age", () => {
    const almanac = new ComputedAlmanac(2020, 2025);
    const rows = readReferenceCsv("tide_published_days.csv");
    expect(rows).toHaveLength(90);
    const tideOn = (day: number): string => tideOfLunarDay(almanac.day(day).lunar.day);
    const byKyureki = rows.filter(([, , basis]) => basis === "kyureki");
    expect(byKyureki).toHaveLength(29);
    expect(
      mismatches(
        byKyureki,
        ([iso]) => tideOn(dayOf(iso!)),
        ([, t]) => t,
        ([iso]) => iso!,
      ),
    ).toEqual([]);
    // cafegoju.com names the day by its noon 月齢: 30 of its 61 days differ, none by more than two days.
    const byMoonAge = rows.filter(([, , basis]) => basis === "moon-age");
    const differing = byMoonAge.filter(([iso, t]) => tideOn(dayOf(iso!)) !== t);
    expect(differing).toHaveLength(30);
    const shift = (iso: string, t: string): number => [0, 1, -1, 2, -2].find((k) => tideOn(dayOf(iso) + k) === t) ?? Infinity;
    expect(Math.max(...byMoonAge.map(([iso, t]) => Math.abs(shift(iso!, t!))))).toBe(2);
  });
  it("refuses a day outside 1–30", () => {
    for (const d of [0, 31, 1.5]) expect(() => tideOfLunarDay(d)).toThrow(RangeError);
  });
});

describe("二十七宿 (shuku27)", () => {
  let almanac: Almanac;
  beforeAll(() => {
    almanac = new ComputedAlmanac(2005, 2087);
  });
  it("is the 二十八宿 without 牛", () => {
    expect([...SHUKU_27]).toEqual(SHUKU_28.filter((s) => s !== "牛"));
    expect(SHUKU27_MONTH_FIRST).toHaveLength(12);
  });
  it("gives the published 月宿傍通暦 values and the dated values of こよみのページ and koyominote (a leap month included)", () => {
    const rows = readReferenceCsv("shuku27_published.csv");
    expect(rows).toHaveLength(46);
    expect(
      mismatches(
        rows,
        ([, m, , d]) => shuku27Name(Number(m), Number(d)),
        ([, , , , s]) => s,
        ([g, m, l, d]) => `${g} ${l === "1" ? "閏" : ""}${m}月${d}日`,
      ),
    ).toEqual([]);
    const dated = rows.filter(([iso]) => iso !== "");
    expect(dated).toHaveLength(8);
    for (const [iso, m, l, d] of dated) {
      const lunar = almanac.day(dayOf(iso!)).lunar;
      expect([lunar.month, lunar.leap, lunar.day], iso).toEqual([Number(m), l === "1", Number(d)]);
    }
  });
  it("steps one mansion a day within a month and restarts at the table on each 1st", () => {
    for (let m = 1; m <= 12; m++) {
      for (let d = 2; d <= 30; d++) expect(shuku27Index(m, d)).toBe((shuku27Index(m, d - 1) + 1) % 27);
    }
    expect(() => shuku27Index(13, 1)).toThrow(RangeError);
    expect(() => shuku27Index(1, 31)).toThrow(RangeError);
  });
});

describe("遊行 (yugyo)", () => {
  let almanac: Almanac;
  let seasonOn: (day: number) => YugyoDay;
  beforeAll(() => {
    almanac = new ComputedAlmanac(2024, 2024);
    const spans = doyouSpansOf(almanac.doyouEntries, almanac.crossings);
    seasonOn = (day) => ({
      season: seasonOfSetsuMonth(almanac.day(day).setsu.month),
      doyou: spans.some((s) => s.from <= day && day <= s.to),
    });
  });

  it("大将軍: exactly the seven published spans of 2024 (komonjyo.net)", () => {
    const published = readReferenceCsv("yugyo_daishogun_2024.csv").map(([from, to, dir]) => `${from}..${to} ${dir}`);
    expect(published).toHaveLength(7);
    const computed = new Set<string>();
    for (let d = dayNumber(2024, 1, 1); d <= dayNumber(2024, 12, 31); d++) {
      for (const y of yugyoOn(d, seasonOn).filter((y) => y.god === "大将軍"))
        computed.add(`${isoDate(y.from)}..${isoDate(y.to)} ${y.direction}`);
    }
    expect([...computed]).toEqual(published);
  });

  it("金神: every 甲寅, 丙寅, 戊寅, 庚寅, 壬寅 starts a five-day span; the seasonal spans follow the 四立", () => {
    const start = dayNumber(2024, 1, 1);
    for (let d = start; d <= dayNumber(2024, 12, 31); d++) {
      const konjin = yugyoOn(d, seasonOn).filter((y) => y.god === "金神");
      for (const y of konjin) {
        expect(y.to - y.from + 1).toBe(YUGYO_DAYS);
        expect(d >= y.from && d <= y.to).toBe(true);
      }
      const k = dayKanshiIndex(d);
      const starts = konjin.filter((y) => y.from === d).map((y) => y.direction);
      const byKanshi = { 甲寅: "南", 丙寅: "西", 戊寅: "中央", 庚寅: "北", 壬寅: "東" }[kanshiName(k) as string];
      if (byKanshi !== undefined) expect(starts).toContain(byKanshi);
      const season = seasonOn(d).season;
      const bySeason = { spring: "乙卯", summer: "丙午", autumn: "辛酉", winter: "壬子" }[season];
      if (kanshiName(k) === bySeason) expect(starts).toContain({ spring: "東", summer: "南", autumn: "西", winter: "北" }[season]);
    }
    // 2024-04-21 is 乙卯 in the spring 土用 (04-16 … 05-04), still spring for 金神: east from it to 04-25.
    expect(kanshiName(dayKanshiIndex(dayOf("2024-04-21")))).toBe("乙卯");
    expect(seasonOn(dayOf("2024-04-21"))).toEqual({ season: "spring", doyou: true });
    expect(yugyoOn(dayOf("2024-04-25"), seasonOn)).toContainEqual({
      god: "金神",
      direction: "東",
      from: dayOf("2024-04-21"),
      to: dayOf("2024-04-25"),
    });
    expect(yugyoOn(dayOf("2024-04-26"), seasonOn).some((y) => y.god === "金神" && y.from === dayOf("2024-04-21"))).toBe(false);
  });

  it("seasons: 寅卯辰 spring, 巳午未 summer, 申酉戌 autumn, 亥子丑 winter", () => {
    expect(Array.from({ length: 12 }, (_, i) => seasonOfSetsuMonth(i + 1))).toEqual([
      ..."sss".split("").map(() => "spring"),
      ..."sss".split("").map(() => "summer"),
      ..."sss".split("").map(() => "autumn"),
      ..."sss".split("").map(() => "winter"),
    ]);
  });
});

describe("the year turns at 立春", () => {
  it("2026-02-03 still has 2025's 恵方, 八将神 and 金神; 2026-02-04 (立春) has 2026's", () => {
    const almanac = new ComputedAlmanac(2026, 2026);
    const before = almanac.day(dayOf("2026-02-03")).setsu.year;
    const after = almanac.day(dayOf("2026-02-04")).setsu.year;
    expect([before, after]).toEqual([2025, 2026]);
    expect([ehoOfYear(before).direction, ehoOfYear(after).direction]).toEqual(["西南西", "南南東"]);
    expect([hasshoujinOfYear(before).taisai, hasshoujinOfYear(after).taisai]).toEqual(["巳", "午"]);
    expect([konjinOfYear(before), konjinOfYear(after)]).toEqual([
      ["辰", "巳"],
      ["子", "丑", "寅", "卯", "午", "未"],
    ]);
  });
});
