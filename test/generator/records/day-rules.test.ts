/**
 * proFields under the day rules (calendar/notes/rules.ts): the defaults are the prerendered records, each
 * non-default value reproduces its published days, and rules=tyme4ts reproduces tyme4ts's day star.
 */
import { describe, expect, it } from "vitest";
import { SolarDay } from "tyme4ts";
import { almanacKyuseiSwitches, proFields } from "../../../calendar/records/pro-fields.ts";
import { applyRules, DEFAULT_RULES, type RuleChoices } from "../../../calendar/rules.ts";
import { dayKyuseiIndex, kyuseiName } from "../../../calendar/kyusei/stars.ts";
import { dayNumber, isoDate } from "../../../calendar/time/day-number.ts";
import { readReferenceCsv } from "../../support/reference.ts";
import { dayOf, FIRST_YEAR, fullAlmanac, LAST_YEAR } from "../almanac/pro-support.ts";

const almanac = fullAlmanac();
const on = (iso: string, choices: RuleChoices = {}) => proFields(almanac, almanac.day(dayOf(iso)), applyRules(choices));
const FIRST = dayNumber(FIRST_YEAR, 1, 1);
const LAST = dayNumber(LAST_YEAR, 12, 31);

describe("proFields with rules", () => {
  it("without rules is the defaults' record", () => {
    for (const iso of ["2019-09-28", "2020-06-20", "2025-01-23", "2021-01-21"])
      expect(proFields(almanac, almanac.day(dayOf(iso)))).toEqual(proFields(almanac, almanac.day(dayOf(iso)), DEFAULT_RULES));
  });
  it("reproduces every published day of day_rules_published.csv, and a non-default value differs there from the default", () => {
    const rows = readReferenceCsv("day_rules_published.csv");
    expect(rows.length).toBe(9);
    for (const [rule, value, date, published, source] of rows) {
      const shown = (choices: RuleChoices) => {
        const fields = on(date!, choices);
        return rule === "shanichi" ? fields.notes_arr.some((n) => n.id === "shanichi") : fields.kyusei.slice(0, 2) === published;
      };
      expect(shown({ [rule!]: value }), `${date} ${rule}:${value} (${source})`).toBe(true);
      // 春社 2021 and 2022 fall on the nearest 戊 too, and tyme4ts's own three test days on the default's star (the days
      // tyme4ts differs on are the sweep's below); every other row is a day where the value changes the record.
      const coincide = ["2021-03-21", "2022-03-16", "1985-02-19", "2022-02-01", "2033-01-31"];
      const sameAsDefault = value === (DEFAULT_RULES as Record<string, string>)[rule!] || coincide.includes(date!);
      expect(shown({}), `${date} default`).toBe(sameAsDefault);
    }
  });
  it("kyusei_day=tamo is tsupo/tamo's kyusei() on each of the 1,994 days it differs from the default", () => {
    const rows = readReferenceCsv("tamo_kyusei_day_1873_2100.csv");
    expect(rows.length).toBe(1994);
    const tamo = almanacKyuseiSwitches(almanac, "tamo");
    const byDefault = almanacKyuseiSwitches(almanac);
    for (const [date, star] of rows) {
      expect(kyuseiName(dayKyuseiIndex(tamo, dayOf(date!))).slice(0, 2), date).toBe(star);
      expect(kyuseiName(dayKyuseiIndex(byDefault, dayOf(date!))).slice(0, 2), date).not.toBe(star);
    }
  });
  it("kyusei_day=tyme4ts equals tyme4ts 1.5.2's SolarDay.getNineStar on each switch of 1873–2100 and every 30th day", () => {
    const ours = almanacKyuseiSwitches(almanac, "tyme4ts");
    const byDefault = almanacKyuseiSwitches(almanac);
    // Between two switches a star steps one a day, so the days where tyme4ts parts from ours form runs that hold one of
    // our switch days or the day before one, unless tyme4ts switches twice inside one of our runs (180–240 days, and
    // there every 30th day is asked): 3,728 days, about 1.5 s (every fifth day took 4 s, every day 22 s; none differed).
    const days = new Set<number>();
    for (let d = FIRST; d <= LAST; d += 30) days.add(d);
    for (const s of [...ours, ...byDefault]) for (const d of [s.day - 1, s.day]) if (d >= FIRST && d <= LAST) days.add(d);
    const differ: string[] = [];
    let fromDefault = 0;
    for (const d of days) {
      const [y, m, day] = isoDate(d).split("-").map(Number) as [number, number, number];
      const theirs = SolarDay.fromYmd(y, m, day).getNineStar().getIndex();
      if (dayKyuseiIndex(ours, d) !== theirs) differ.push(isoDate(d));
      if (dayKyuseiIndex(byDefault, d) !== theirs) fromDefault++;
    }
    expect(differ).toEqual([]);
    expect(days.size).toBe(3728);
    expect(fromDefault).toBe(177); // of the 3,270 days of 1873–2100 on which rules=tyme4ts changes the star
  }, 30_000);
  it("kyusei_day=kogo_near has no 2019-11-23 switch: 陽遁 from the 冬至 甲午 2019-12-23 with 七赤", () => {
    expect(on("2019-11-23", { kyusei_day: "kogo_near" }).kyusei).toBe("九紫火星");
    expect(on("2019-11-23").kyusei).toBe("一白水星");
    expect(on("2020-01-01", { kyusei_day: "kogo_near" }).kyusei).toBe("七赤金星");
    expect(on("2020-01-01").kyusei).toBe("四緑木星");
  });
  it("daimyo=21 and jippoukure=mabi change only their note and period", () => {
    const base = on("2021-01-21"); // 己巳
    const on21 = on("2021-01-21", { daimyo: "21" });
    expect(base.notes_arr.map((n) => n.id)).toContain("daimyo");
    expect(on21.notes_arr.map((n) => n.id)).toEqual(base.notes_arr.map((n) => n.id).filter((id) => id !== "daimyo"));
    const mabiDay = "2025-01-17"; // 丙戌, inside the 十方暮 of 2025-01-15 … 01-24 (koyominote: 2025-01-23 十方暮)
    expect(on(mabiDay).periods.map((p) => p.name)).toContain("jippou-gure");
    expect(on(mabiDay, { jippoukure: "mabi" }).periods).toEqual(on(mabiDay).periods.filter((p) => p.name !== "jippou-gure"));
  });
  it("keeps one schedule per kyusei_day value per almanac", () => {
    expect(almanacKyuseiSwitches(almanac, "tamo")).toBe(almanacKyuseiSwitches(almanac, "tamo"));
    expect(almanacKyuseiSwitches(almanac)).toBe(almanacKyuseiSwitches(almanac, "koyomi8"));
    expect(almanacKyuseiSwitches(almanac, "tamo")).not.toEqual(almanacKyuseiSwitches(almanac));
  });
});
