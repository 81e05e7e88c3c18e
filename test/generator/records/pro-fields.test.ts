/**
 * proFields over the whole 1873–2100 coverage: every day computes, every value is in its
 * vocabulary, day-to-day invariants hold, per-year counts are sane, records validate against
 * the ProDay schema, results do not depend on the almanac's coverage, and the timing target.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { expectEqual } from "../../support/mismatches.ts";
import { ComputedAlmanac } from "../../../generator/almanac.ts";
import type { Almanac } from "../../../calendar/almanac.ts";
import { fullAlmanac } from "../almanac/pro-support.ts";
import { stemOf } from "../../../calendar/cycles/kanshi.ts";
import { dayKanshiIndex } from "../../../calendar/cycles/pillars.ts";
import { liteDay } from "../../../generator/records/lite-day.ts";
import { almanacKyuseiSwitches, proFields, type CalendarFields } from "../../../calendar/records/pro-fields.ts";
import { civilDate, dayNumber, isoDate } from "../../../calendar/time/day-number.ts";
import { riseSetTable } from "../../../calendar/astronomy/rise-set-table.ts";
import { skyTimesOf } from "../../../generator/files/place-times.ts";
import { DEFAULT_PLACE } from "../../../calendar/astronomy/places.ts";
import { ProDay } from "../../../schemas/day.ts";
import { JIKKAN, JUNICHOKU, KANSHI_60, KOU_72, KYUSEI, NOTES, PERIOD_NAMES, SHUKU_28 } from "../../../calendar/names.ts";
import { holidaysConfirmedThrough } from "../../../calendar/holidays/rekiyoukou.ts";
import { DEFAULT_BUILD_DATE } from "../../../generator/version.ts";

/** The holidays confirmed as of the default build date. */
const CONFIRMED_THROUGH = holidaysConfirmedThrough(DEFAULT_BUILD_DATE);

const FIRST = dayNumber(1873, 1, 1);
const LAST = dayNumber(2100, 12, 31);

let almanac: Almanac;
let all: CalendarFields[];
let sweepMs = 0;
let buildMs = 0;
beforeAll(() => {
  let t = performance.now();
  almanac = fullAlmanac();
  buildMs = performance.now() - t;
  t = performance.now();
  all = [];
  for (let d = FIRST; d <= LAST; d++) all.push(proFields(almanac, almanac.day(d)));
  sweepMs = performance.now() - t;
  console.log(
    `Almanac(1873, 2100) (shared: 0 ms when another file built it): ${buildMs.toFixed(0)} ms; proFields for ${all.length} days (incl. per-almanac caches): ${sweepMs.toFixed(0)} ms`,
  );
});
const at = (d: number): CalendarFields => all[d - FIRST]!;

/** The ProDay keys beyond LiteDay, in the order of docs/architecture.md "Day records". */
const PRO_KEYS = [
  "rokuyou_hours",
  "nengo",
  "eto",
  "eto_month",
  "eto_year",
  "kyusei",
  "kyusei_month",
  "kyusei_year",
  "junichoku",
  "shuku28",
  "kou72",
  "notes_arr",
  "periods",
  "moon_age",
  "tide",
  "shuku27",
  "eho",
  "hasshoujin",
  "konjin",
  "kyusei_board",
];

/** Length in days of each period (土用: 17–19). */
const PERIOD_DAYS: Record<string, readonly [number, number]> = {
  "tenichi-tenjou": [16, 16],
  hassen: [12, 12],
  "jippou-gure": [10, 10],
  doyou: [17, 19],
  ootsuchi: [7, 7],
  kotsuchi: [7, 7],
};

describe("proFields, every day 1873-01-01..2100-12-31", () => {
  it("meets the timing target: all days in well under 10 s after the almanac", () => {
    expect(all).toHaveLength(LAST - FIRST + 1);
    expect(sweepMs).toBeLessThan(10_000);
  });
  it("emits the pro keys in architecture order with every value in its vocabulary", () => {
    const noteIndex = new Map(NOTES.map((n, i) => [n.id, i]));
    const problems: string[] = [];
    for (let d = FIRST; d <= LAST; d++) {
      const f = at(d);
      const iso = isoDate(d);
      const bad = (what: string) => problems.push(`${iso}: ${what}`);
      if (Object.keys(f).join() !== PRO_KEYS.join()) bad(`keys ${Object.keys(f).join()}`);
      if (!/^(明治|大正|昭和|平成|令和)(元|[2-9]|[1-9][0-9])年$/.test(f.nengo)) bad(`nengo ${f.nengo}`);
      for (const v of [f.eto, f.eto_month, f.eto_year]) if (!(KANSHI_60 as readonly string[]).includes(v)) bad(`kanshi ${v}`);
      for (const v of [f.kyusei, f.kyusei_month, f.kyusei_year]) if (!(KYUSEI as readonly string[]).includes(v)) bad(`kyusei ${v}`);
      if (!(JUNICHOKU as readonly string[]).includes(f.junichoku)) bad(`junichoku ${f.junichoku}`);
      if (!(SHUKU_28 as readonly string[]).includes(f.shuku28)) bad(`shuku28 ${f.shuku28}`);
      if (!(KOU_72 as readonly string[]).includes(f.kou72)) bad(`kou72 ${f.kou72}`);
      let last = -1;
      for (const note of f.notes_arr) {
        const i = noteIndex.get(note.id) ?? -1;
        const row = NOTES[i];
        if (!row || row.label !== note.label || row.kind !== note.kind || Object.keys(note).join() !== "id,label,kind")
          bad(`note ${JSON.stringify(note)}`);
        if (i <= last) bad(`notes out of order at ${note.id}`);
        last = i;
      }
      let lastPeriod = -1;
      for (const p of f.periods) {
        const i = PERIOD_NAMES.indexOf(p.name);
        if (i <= lastPeriod) bad(`periods out of order at ${p.name}`);
        lastPeriod = i;
        const length =
          dayNumber(Number(p.to.slice(0, 4)), Number(p.to.slice(5, 7)), Number(p.to.slice(8))) -
          dayNumber(Number(p.from.slice(0, 4)), Number(p.from.slice(5, 7)), Number(p.from.slice(8))) +
          1;
        const [min, max] = PERIOD_DAYS[p.name]!;
        if (!(p.from <= iso && iso <= p.to) || p.includes_end !== true || length < min || length > max) bad(`period ${JSON.stringify(p)}`);
        if (Object.keys(p).join() !== "name,from,to,includes_end") bad(`period keys ${Object.keys(p).join()}`);
      }
      if (problems.length > 20) break;
    }
    expect(problems).toEqual([]);
  });
  it("steps day by day: 干支 and 宿 +1; 十二直 +1 except a repeat on 節入り; month values change only on 節入り, year values only on 立春, 候 only on a 5° day", () => {
    const problems: string[] = [];
    for (let d = FIRST + 1; d <= LAST; d++) {
      const f = at(d);
      const p = at(d - 1);
      const ctx = almanac.day(d);
      const crossing = ctx.crossingToday?.longitude;
      const setsuIri = ctx.setsu.startDay === d;
      const step = <T>(list: readonly T[], a: T, b: T) => (list.indexOf(b) - list.indexOf(a) + list.length) % list.length;
      if (step(KANSHI_60, p.eto, f.eto) !== 1) problems.push(`${isoDate(d)} eto`);
      if (step(SHUKU_28, p.shuku28, f.shuku28) !== 1) problems.push(`${isoDate(d)} shuku28`);
      if (step(JUNICHOKU, p.junichoku, f.junichoku) !== (setsuIri ? 0 : 1)) problems.push(`${isoDate(d)} junichoku`);
      if ((p.eto_month !== f.eto_month) !== setsuIri || (p.kyusei_month !== f.kyusei_month) !== setsuIri)
        problems.push(`${isoDate(d)} month values`);
      if ((p.eto_year !== f.eto_year) !== (crossing === 315) || (p.kyusei_year !== f.kyusei_year) !== (crossing === 315))
        problems.push(`${isoDate(d)} year values`);
      if ((p.kou72 !== f.kou72) !== (crossing !== undefined)) problems.push(`${isoDate(d)} kou72`);
      if (crossing !== undefined && step(KOU_72, p.kou72, f.kou72) !== 1) problems.push(`${isoDate(d)} kou72 step`);
      if (problems.length > 20) break;
    }
    expect(problems).toEqual([]);
  });
  it("per year: one each of 節分, 八十八夜, 入梅, 半夏生, 二百十日, 二百二十日; two 彼岸 each and two 社日 (戊, within 5 days of the equinox); four 土用入り; 5–7 天赦日", () => {
    const problems: string[] = [];
    for (let y = 1873; y <= 2100; y++) {
      const counts = new Map<string, number[]>();
      for (let d = dayNumber(y, 1, 1); d <= dayNumber(y, 12, 31); d++) {
        for (const n of at(d).notes_arr) counts.set(n.id, [...(counts.get(n.id) ?? []), d]);
      }
      const count = (id: string) => counts.get(id)?.length ?? 0;
      for (const id of ["setsubun", "hachijuhachiya", "nyubai", "hangeshou", "nihyakutooka", "nihyakuhatsuka"])
        if (count(id) !== 1) problems.push(`${y} ${id} ×${count(id)}`);
      for (const id of ["higan-iri", "higan-chunichi", "higan-ake", "shanichi"])
        if (count(id) !== 2) problems.push(`${y} ${id} ×${count(id)}`);
      if (count("doyou-iri") !== 4) problems.push(`${y} doyou-iri ×${count("doyou-iri")}`);
      if (count("tensha") < 5 || count("tensha") > 7) problems.push(`${y} tensha ×${count("tensha")}`);
      const equinoxes = counts.get("higan-chunichi") ?? [];
      (counts.get("shanichi") ?? []).forEach((d, i) => {
        if (JIKKAN[stemOf(dayKanshiIndex(d))] !== "戊" || Math.abs(d - (equinoxes[i] ?? 0)) > 5)
          problems.push(`${y} shanichi ${isoDate(d)}`);
      });
      const setsubun = counts.get("setsubun")?.[0];
      if (setsubun !== undefined && almanac.day(setsubun + 1).crossingToday?.longitude !== 315)
        problems.push(`${y} setsubun ${isoDate(setsubun)}`);
    }
    expect(problems).toEqual([]);
  });
  it("土用の丑の日 and 土用間日 fall only inside 土用, 八専間日 only inside 八専", () => {
    for (let d = FIRST; d <= LAST; d++) {
      const f = at(d);
      const names = new Set(f.periods.map((p) => p.name));
      for (const n of f.notes_arr) {
        if (n.id === "doyou-ushi" || n.id === "doyou-mabi" || n.id === "doyou-iri") expect(names.has("doyou"), isoDate(d)).toBe(true);
        if (n.id === "hassen-mabi") expect(names.has("hassen"), isoDate(d)).toBe(true);
      }
    }
  });
});

describe("proFields as ProDay records", () => {
  it("validates against the ProDay schema with the LiteDay fields, every day of 2018–2032 and each 1st of the month 1873–2100", () => {
    const days: number[] = [];
    for (let d = dayNumber(2018, 1, 1); d <= dayNumber(2032, 12, 31); d++) days.push(d);
    for (let y = 1873; y <= 2100; y++) for (let m = 1; m <= 12; m++) days.push(dayNumber(y, m, 1));
    const problems: string[] = [];
    // The sun and moon of the default place: one table for 2018–2032, a one-day table for each other day.
    const sky = riseSetTable([DEFAULT_PLACE], dayNumber(2018, 1, 1), dayNumber(2032, 12, 31));
    const skyOn = (d: number) =>
      d >= sky.fromDay && d <= sky.toDay ? skyTimesOf(sky, 0, d) : skyTimesOf(riseSetTable([DEFAULT_PLACE], d, d), 0, d);
    for (const d of days) {
      const ctx = almanac.day(d);
      // The sweep's own fields of the day (beforeAll), not computed again.
      const result = ProDay.safeParse({ ...liteDay(almanac, ctx, CONFIRMED_THROUGH), ...at(d), ...skyOn(d) });
      if (!result.success) problems.push(`${isoDate(d)}: ${result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
      if (problems.length > 10) break;
    }
    expect(problems).toEqual([]);
  });
  it("does not depend on the almanac's coverage: 2020–2030 from Almanac(2020, 2030) equals the full almanac's", () => {
    const small = new ComputedAlmanac(2020, 2030);
    for (let d = small.fromDay; d <= small.toDay; d++) {
      const fields = proFields(small, small.day(d));
      expectEqual(fields, at(d), isoDate(d));
    }
  });
  it("caches the per-almanac tables", () => {
    expect(almanacKyuseiSwitches(almanac)).toBe(almanacKyuseiSwitches(almanac));
    const t = performance.now();
    for (let y = 2020; y <= 2030; y++) for (let d = dayNumber(y, 1, 1); d <= dayNumber(y, 12, 31); d++) proFields(almanac, almanac.day(d));
    expect(performance.now() - t).toBeLessThan(2_000);
    expect(civilDate(LAST).y).toBe(2100);
  });
});
