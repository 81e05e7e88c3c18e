/**
 * The body of GET /gw/memorial/{death} (schemas/endpoints/memorial.ts): the calendar's memorial days of a death
 * (calendar/life/), each joined with its day's facts (day-facts.ts). Pure over the loaded table and index.
 */
import { CHUIN, nenkiOfSet, weeklyMemorials, type NenkiSpec } from "../../calendar/life/memorial.ts";
import { meinichiOfYear } from "../../calendar/life/meinichi.ts";
import { ageAtDeath } from "../../calendar/life/ages.ts";
import { anniversaryOf, type DeathReckoning } from "../../calendar/life/old-style.ts";
import { weekendBefore } from "../../calendar/life/weekend-before.ts";
import type { Lang } from "../../calendar/names.ts";
import { rulesOf, type Rules } from "../../calendar/rules.ts";
import { isoDate } from "../../calendar/time/day-number.ts";
import type { KyurekiDate } from "../../calendar/wareki/kyureki.ts";
import type { KyurekiMonths } from "../../calendar/wareki/months-table.ts";
import { lifeLabel } from "../../schemas/glossary/life.ts";
import type { DayFactsReader } from "./day-facts.ts";

/** What the answer is built from: the death as read, the birth (for the age at death), the year of `meinichi`. */
export interface MemorialInput {
  readonly reckoning: DeathReckoning;
  /** The death's 和暦 text (GET /gw/wareki's `wareki`). */
  readonly wareki: string;
  /** The day of birth (a day number), or null. */
  readonly birth: number | null;
  readonly year: number;
  readonly rules: Rules;
  readonly lang: Lang;
}

/** The memorial answer (without `ok`'s siblings' order changing: ok, death, age_at_death, chuin, nenki, meinichi, rules). */
export function memorialAnswer(table: KyurekiMonths, facts: DayFactsReader, input: MemorialInput): object {
  const { reckoning: r, rules, lang } = input;
  const label = (id: string, ja: string): string => (lang === "en" ? lifeLabel(id) : ja);
  const planned = (day: number) => {
    const w = weekendBefore(day);
    return { ...facts.of(day), weekend_before: { saturday: isoDate(w.saturday), sunday: isoDate(w.sunday) } };
  };
  const chuin = weeklyMemorials(r.death, rules.chuin).map((w, i) => ({
    id: w.id,
    label: label(w.id, w.name),
    alias: CHUIN[i]!.alias,
    ...planned(w.day),
  }));
  const nenki = nenkiOfSet(rules.nenki_set).map((spec: NenkiSpec) => ({
    id: spec.id,
    label: label(spec.id, spec.name),
    years: spec.years,
    common: spec.common,
    ...planned(anniversaryOf(table, r, spec.years, rules.leap_death_day)),
  }));
  const days = meinichiOfYear(table, r, input.year, rules.month_end, rules.leap_death_day).map((m) => ({
    kind: m.kind,
    label: label(m.kind, m.kind === "shotsuki" ? "祥月命日" : "月命日"),
    ...facts.of(m.day),
    shortened: m.shortened,
  }));
  const kyureki: KyurekiDate | null = r.kyureki;
  return {
    ok: true,
    death: { ...facts.of(r.death), kyureki, wareki: input.wareki },
    age_at_death: input.birth === null ? null : ageAtDeath(input.birth, r.death),
    chuin,
    nenki,
    meinichi: { month: r.month, day: r.day, year: input.year, days },
    rules: rulesOf("memorial", rules),
  };
}
