/**
 * docs/calendar.md and docs/interface.md against the generator's rule tables: the 節月 table, the
 * 干支 lists, 不成就日, the periods, the 七十二候 readings and the §16 tables (恵方, 金神, 潮名,
 * 二十七宿) are printed as the code applies them.
 */
import { describe, expect, it } from "vitest";
import { KOU_READINGS } from "../../calendar/solar-terms/kou72.ts";
import { CYCLE_PERIODS, HASSEN_MABI } from "../../calendar/notes/periods.ts";
import { FUJOJU_DAYS } from "../../calendar/notes/fujoju.ts";
import { DAIMYO, KAMIYOSHI, TEN_ON } from "../../calendar/notes/kanshi-days.ts";
import * as senjitsu from "../../calendar/notes/senjitsu.ts";
import { EHO_BY_STEM } from "../../calendar/directions/eho.ts";
import { KONJIN_BY_STEM } from "../../calendar/directions/konjin.ts";
import { SHUKU27_MONTH_FIRST } from "../../calendar/lunisolar/shuku27.ts";
import { tideOfLunarDay } from "../../calendar/lunisolar/tide.ts";
import { KANSHI_60 } from "../../calendar/names.ts";
import { column, readDoc, tableUnder } from "../support/markdown.ts";

const CALENDAR = readDoc("calendar.md");

/** The 節月 table's rows by note id, and the generator table each must equal. */
const MONTH_TABLES: Record<string, readonly (string | number)[]> = {
  "ichiryu-manbai": senjitsu.ICHIRYU_MANBAI,
  sanrinbou: senjitsu.SANRINBOU,
  jushi: senjitsu.JUSHI,
  jisshi: senjitsu.JISSHI,
  kiko: senjitsu.KIKO,
  chiimi: senjitsu.CHIIMI,
  tenka: senjitsu.TENKA,
  chika: senjitsu.CHIKA,
  fuku: senjitsu.FUKU,
  gettoku: senjitsu.GETTOKU,
  bosou: senjitsu.BOSOU,
  taika: senjitsu.TAIKA,
  rouzeki: senjitsu.ROUZEKI,
  metsumon: senjitsu.METSUMON,
  oumou: senjitsu.OUMOU_NTH_DAY,
};

describe("docs/calendar.md", () => {
  it("prints the 節月 table of every 節月-table note as calendar/notes/senjitsu.ts applies it", () => {
    const table = tableUnder(CALENDAR, "### 7.1");
    const byId = new Map(table.rows.map((row) => [/\(([a-z-]+)\)/.exec(row[0]!)?.[1], row.slice(1)]));
    for (const [id, values] of Object.entries(MONTH_TABLES)) {
      expect(byId.get(id), id).toEqual(values.map(String));
    }
    // 十二直: the 建 branch of 節月 k is the 節月's own branch (寅月 … 丑月).
    expect(byId.get("junichoku")).toEqual([..."寅卯辰巳午未申酉戌亥子丑"]);
  });

  it("prints the 大明日, 神吉日 and 天恩日 lists and the 不成就日 table as the generator holds them", () => {
    const lists = tableUnder(CALENDAR, "### 7.2");
    expect(lists.head[0]).toBe("note");
    const kanshiLists = tableUnder(CALENDAR.slice(CALENDAR.indexOf("The 干支 lists")), "The 干支 lists");
    const byName = new Map(kanshiLists.rows.map(([name, days]) => [name!.split(" ")[0], days!.split(" ")]));
    expect(byName.get("大明日")).toEqual([...DAIMYO]);
    expect(byName.get("神吉日")).toEqual([...KAMIYOSHI]);
    expect(byName.get("天恩日")).toEqual([...TEN_ON]);
    const fujoju = tableUnder(CALENDAR.slice(CALENDAR.indexOf("不成就日, by 旧暦 month")), "不成就日, by 旧暦 month");
    expect(fujoju.rows.map(([, days]) => days!.split(", ").map(Number))).toEqual(FUJOJU_DAYS.map((row) => [...row]));
    expect(CALENDAR).toContain(`| 八専間日 (hassen-mabi) | ${HASSEN_MABI.join(", ")} (inside 八専) |`);
  });

  it("prints each cycle period's first and last 干支 as calendar/notes/periods.ts has them", () => {
    const table = tableUnder(CALENDAR, "### 7.3");
    for (const period of CYCLE_PERIODS) {
      const row = table.rows.find((r) => r[0]!.includes(`(${period.name})`));
      expect(row?.[1], period.name).toMatch(
        new RegExp(`^${KANSHI_60[period.first]} … ${KANSHI_60[period.last]}, (all )?${period.last - period.first + 1} days`),
      );
    }
  });
});

describe("docs/interface.md 七十二候 readings", () => {
  it("are the generator's readings (the first one where publishers differ)", () => {
    const readings = column(tableUnder(readDoc("interface.md"), "### `kou72`"), "reading").map((r) => r.replace(/〔[^〕]*〕$/, ""));
    expect(readings).toEqual(KOU_READINGS.map(([, reading]) => reading));
  });
});

describe("docs/calendar.md §16", () => {
  it("prints the 恵方, 金神, 潮名 and 二十七宿 tables as calendar/ holds them", () => {
    const eho = tableUnder(CALENDAR, "### 16.1");
    expect(eho.rows.map(([, kan, direction, degrees]) => ({ kan, direction, degrees: Number(degrees) }))).toEqual([...EHO_BY_STEM]);
    const konjin = CALENDAR.slice(CALENDAR.indexOf("### 16.3"), CALENDAR.indexOf("### 16.4")).replace(/\s+/g, " ");
    for (const [i, branches] of KONJIN_BY_STEM.entries()) expect(konjin).toContain(`${"甲乙丙丁戊"[i]}・${"己庚辛壬癸"[i]} ${branches}`);
    const tide = tableUnder(CALENDAR, "### 16.5");
    for (const [days, name] of tide.rows) {
      for (const span of days!.split(", ")) {
        const [from, to = from] = span.split("–").map(Number);
        for (let d = from!; d <= to!; d++) expect(tideOfLunarDay(d), `${d}日`).toBe(name);
      }
    }
    const shuku = CALENDAR.slice(CALENDAR.indexOf("### 16.6"), CALENDAR.indexOf("### 16.7")).replace(/\s+/g, " ");
    expect(shuku).toContain(SHUKU27_MONTH_FIRST.map((s, i) => `${i + 1}月 ${s}`).join(", "));
  });
});
