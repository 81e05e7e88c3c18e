/**
 * The glossary against what the generator computes: a sweep of real day records (every day of
 * five years across 1873–2100, and the holidays of every year 1948–2100) meets exactly one entry
 * per value and no entry is dead; the rules of the table-driven notes and periods print the
 * generator's own tables; the 72 候 readings
 * are the generator's; and the glossary bytes are pinned with the data's Last-Modified.
 */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { fullAlmanac } from "./almanac/pro-support.ts";
import { dayNumber } from "../../calendar/time/day-number.ts";
import { EHO_BY_STEM, ehoOfYear } from "../../calendar/directions/eho.ts";
import { hasshoujinOfYear } from "../../calendar/directions/hasshoujin.ts";
import { KONJIN_BY_STEM, konjinOfYear } from "../../calendar/directions/konjin.ts";
import { kou72Reading } from "../../calendar/solar-terms/kou72.ts";
import { kyuseiBoard } from "../../calendar/kyusei/board.ts";
import { SHUKU27_MONTH_FIRST, shuku27Name } from "../../calendar/lunisolar/shuku27.ts";
import { TIDE_BY_DAY, tideOfLunarDay } from "../../calendar/lunisolar/tide.ts";
import { seasonOfSetsuMonth, yugyoOn, type YugyoDay } from "../../calendar/directions/yugyo.ts";
import { TENSHA_BY_SEASON } from "../../calendar/notes/kanshi-days.ts";
import { holidaysOfYear, liteDay } from "../../generator/records/lite-day.ts";
import { proFields } from "../../calendar/records/pro-fields.ts";
import { RULES_RELEASED } from "../../generator/version.ts";
import {
  buildGlossary,
  BIRTH_GLOSSARY_FIELDS,
  GLOSSARY_FIELDS,
  LIFE_GLOSSARY_FIELDS,
  POINT_GLOSSARY_FIELDS,
  glossaryFileText,
  type GlossaryEntry,
  type GlossaryField,
} from "../../schemas/glossary/index.ts";
import { HASSHOUJIN, JUNISHI, KYUSEI, NOTES } from "../../calendar/names.ts";
import { expectedTableRules } from "../support/glossary-rules.ts";
import { holidaysConfirmedThrough } from "../../calendar/holidays/rekiyoukou.ts";
import { DEFAULT_BUILD_DATE } from "../../generator/version.ts";

/** The holidays confirmed as of the default build date. */
const CONFIRMED_THROUGH = holidaysConfirmedThrough(DEFAULT_BUILD_DATE);

const glossary = buildGlossary();
const fields = glossary.fields as Record<GlossaryField, GlossaryEntry[]>;

/** Years of the sweep: the engine's ends, the holiday law's start, today, the 閏11月 of 2033. */
const YEARS = [1873, 1948, 2026, 2033, 2100];

/** The years whose holidays (and the festivals 振替休日 replace) the holiday entries are checked against: the law's to the engine's end. */
const HOLIDAY_YEARS = { from: 1948, to: 2100 };

/**
 * The values each field's days held over the sweep (periods by name, notes by id and label). The almanac fields of
 * docs/calendar.md §16 (shuku27, tide, eho, hasshoujin, konjin, kyusei_board) and the 遊行 notes are taken from the
 * rule functions of calendar/, the ones the records call; gods are the names those values stand for.
 */
const seen = new Map<GlossaryField, Set<string>>(GLOSSARY_FIELDS.map((f) => [f, new Set<string>()]));
const noteRows = new Set<string>();

beforeAll(() => {
  const add = (field: GlossaryField, value: string): void => void seen.get(field)!.add(value);
  const noteId = new Map<string, string>(NOTES.map((n) => [n.label, n.id]));
  // The almanac of the records (1873–2100), shared with the worker's other files: its values do not depend on its
  // coverage (test/generator/records/pro-fields.test.ts).
  const almanac = fullAlmanac();
  for (const year of YEARS) {
    const [first, last] = [dayNumber(year, 1, 1), dayNumber(year, 12, 31)];
    const seasons = new Map<number, YugyoDay>();
    for (let day = first; day <= last; day++) {
      const ctx = almanac.day(day);
      const lite = liteDay(almanac, ctx, CONFIRMED_THROUGH);
      const pro = proFields(almanac, ctx);
      seasons.set(day, { season: seasonOfSetsuMonth(ctx.setsu.month), doyou: pro.periods.some((p) => p.name === "doyou") });
      if (day - 4 >= first) {
        for (const y of yugyoOn(day, (d) => seasons.get(d)!)) {
          const label = `${y.god}遊行（${y.direction}）`;
          add("notes", label);
          noteRows.add(`${noteId.get(label)}|${label}|cycle`);
        }
      }
      add("shuku27", shuku27Name(ctx.lunar.month, ctx.lunar.day));
      add("tide", tideOfLunarDay(ctx.lunar.day));
      const eho = ehoOfYear(ctx.setsu.year);
      add("eho", eho.kan);
      add("houi", eho.direction);
      add("gods", "歳徳神");
      for (const [key, branch] of Object.entries(hasshoujinOfYear(ctx.setsu.year))) {
        add("junishi", branch);
        add("gods", HASSHOUJIN.find((g) => g.key === key)!.label);
      }
      const konjin = konjinOfYear(ctx.setsu.year);
      for (const branch of konjin) add("junishi", branch);
      if (konjin.length > 0) add("gods", "金神");
      const board = kyuseiBoard(ctx.setsu.year, ctx.setsu.month, (KYUSEI as readonly string[]).indexOf(pro.kyusei), day);
      for (const side of [board.year, board.month, board.day]) {
        add("kyusei", side.center);
        add("junishi", side.ha);
        if (side.gooh !== null) {
          add("houi", side.gooh);
          add("gods", "五黄殺");
        }
        if (side.anken !== null) {
          add("houi", side.anken);
          add("gods", "暗剣殺");
        }
      }
      add("gods", "歳破神");
      add("gods", "月破");
      add("gods", "日破");
      add("youbi", lite.youbi);
      add("rokuyou", lite.rokuyou);
      // A rokuyou_hours entry is the 六曜 whose spans the record holds (its rule prints them).
      add(
        "rokuyou_hours",
        pro.rokuyou_hours.map((h) => `${h.from}–${h.to} ${h.luck}`).join(", ") === hoursLine(lite.rokuyou) ? lite.rokuyou : "?",
      );
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
      if (lite.holiday !== undefined) add("holiday", lite.holiday);
      if (lite.substitute_for !== undefined) add("holiday", lite.substitute_for);
    }
  }
  // Holidays: every year of the law (the one-off days and the renamed festivals fall outside the sweep years).
  for (let year = HOLIDAY_YEARS.from; year <= HOLIDAY_YEARS.to; year++) {
    const { holidays: names, substituteFor } = holidaysOfYear(almanac, year);
    for (const name of [...names.values(), ...substituteFor.values()]) add("holiday", name);
  }
}, 60_000);

describe("glossary against a sweep of generated records (1873, 1948, 2026, 2033, 2100; holidays 1948–2100)", () => {
  // The birth chart's and the life's fields are held by no day record, a point's sky_none only by the edge's point answers
  // (test/schemas/glossary.test.ts checks them against their vocabularies; test/edge-rules/origin/point-none.test.ts sky_none's).
  const notDayFields: readonly string[] = [...BIRTH_GLOSSARY_FIELDS, ...LIFE_GLOSSARY_FIELDS, ...POINT_GLOSSARY_FIELDS];
  const dayFields = GLOSSARY_FIELDS.filter((f) => !notDayFields.includes(f));
  it.each(dayFields)("%s: every value the records hold has exactly one entry, and every entry occurs", (field) => {
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

  it("the 72 候 readings are the generator's (calendar/solar-terms/kou72.ts)", () => {
    expect(glossary.fields.kou72.map((e) => e.kana)).toEqual(glossary.fields.kou72.map((_, i) => kou72Reading(i)));
  });

  it("the 潮名 rules list the 旧暦 days of the generator's table (calendar/lunisolar/tide.ts)", () => {
    for (const e of glossary.fields.tide) {
      const days = TIDE_BY_DAY.map((t, i) => (t === e.label ? i + 1 : 0)).filter((d) => d > 0);
      const runs: string[] = [];
      for (let i = 0; i < days.length; i++) {
        let j = i;
        while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++;
        runs.push(i === j ? `${days[i]}` : `${days[i]}–${days[j]}`);
        i = j;
      }
      expect(e.rule, e.label).toBe(`旧暦 day ${runs.join(", ")} (a leap month's days as any month's)`);
    }
  });

  it("the 二十七宿 rules name the generator's first mansion of each 旧暦 month and the entry's index", () => {
    const firsts = SHUKU27_MONTH_FIRST.map((m, i) => `${i + 1}月 ${m}`).join(", ");
    glossary.fields.shuku27.forEach((e, i) => {
      expect(e.rule, e.label).toContain(`mod 27 = ${i}, first mansions ${firsts};`);
      expect(shuku27Name(8, 1 + i)).toBe(e.label); // 8月1日 is 角 (index 0)
    });
  });

  it("the 恵方 and 金神 rules are the generator's tables by year stem", () => {
    const STEMS = "甲乙丙丁戊己庚辛壬癸";
    for (const e of glossary.fields.eho) {
      const stems = [0, 1, 2, 3, 4]
        .filter((i) => EHO_BY_STEM[i]!.kan === e.label)
        .map((i) => `${STEMS[i]}・${STEMS[i + 5]}`)
        .join("・");
      expect(e.rule, e.label).toContain(`whose stem is ${stems}:`);
    }
    const konjin = [0, 1, 2, 3, 4].map((i) => `${STEMS[i]}・${STEMS[i + 5]} ${KONJIN_BY_STEM[i]}`).join(", ");
    expect(glossary.fields.gods.find((g) => g.id === "konjin")!.rule).toBe(`konjin: by the 立春 year's stem, ${konjin}`);
  });

  it("the junishi rules point branch i to i × 30°", () => {
    expect(glossary.fields.junishi.map((e) => e.label)).toEqual([...JUNISHI]);
    glossary.fields.junishi.forEach((e, i) => expect(e.rule, e.label).toMatch(new RegExp(`^branch ${i} of 12 .* ${i * 30}° clockwise`)));
  });

  it("the 干支 that are 天赦日 in a season are the generator's", () => {
    const tensha = glossary.fields.kanshi.filter((e) => e.summary_ja.includes("天赦日")).map((e) => e.label);
    expect(tensha.sort()).toEqual([...TENSHA_BY_SEASON].sort());
  });
});

/** The spans a rokuyou_hours glossary entry's rule prints for a 六曜. */
function hoursLine(rokuyou: string): string {
  const rule = fields.rokuyou_hours.find((e) => e.label === rokuyou)?.rule ?? "";
  return rule.slice(rule.indexOf("): ") + 3);
}

/** The pin: the glossary bytes' SHA-256 with the release date they shipped under. */
const PINNED = {
  rulesReleased: "2026-11-28T23:00:00Z",
  glossarySha256: "c685dfc162a4bfb5e4787c4eb51c1fc8e3ac0d7e426a4e81b72a1232108bdf7b",
};

describe("RULES_RELEASED covers the glossary", () => {
  it("is pinned to the glossary's bytes: bump it (and this pin) with any change of the glossary", () => {
    const sha256 = createHash("sha256").update(glossaryFileText()).digest("hex");
    expect(
      { rulesReleased: RULES_RELEASED, glossarySha256: sha256 },
      "the glossary changed: bump RULES_RELEASED in generator/version.ts (and the records pin) so Last-Modified moves, then update PINNED here",
    ).toEqual(PINNED);
  });
});
