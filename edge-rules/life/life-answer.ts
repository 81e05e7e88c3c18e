/** The body of GET /gw/life/{born} (schemas/endpoints/life.ts): the calendar's years of a life (calendar/life/life-year.ts), dated and labelled. */
import { lifeYear, type LifeBirth } from "../../calendar/life/life-year.ts";
import { yearKanshiIndex } from "../../calendar/cycles/pillars.ts";
import { KANSHI_60, type Lang } from "../../calendar/names.ts";
import { rulesOf, type Rules } from "../../calendar/rules.ts";
import { isoDate } from "../../calendar/time/day-number.ts";
import { youbi } from "../../calendar/time/weekday.ts";
import type { KyurekiMonths } from "../../calendar/wareki/months-table.ts";
import { englishLabel } from "../../schemas/english.ts";
import { lifeLabel } from "../../schemas/glossary/life.ts";
import type { WarekiRecord } from "../wareki/convert.ts";

/** The life answer: the birth, then each year asked, then the rules. */
export function lifeAnswer(
  table: KyurekiMonths,
  born: WarekiRecord,
  birth: LifeBirth,
  years: readonly number[],
  rules: Rules,
  lang: Lang,
): object {
  const en = lang === "en";
  const label = (id: string, ja: string): string => (en ? lifeLabel(id) : ja);
  const kanshi = (k: string): string => (en ? englishLabel("kanshi", k) : k);
  const day = (d: number): string => (en ? englishLabel("youbi", youbi(d)) : youbi(d));
  return {
    ok: true,
    birth: {
      date: born.gregorian,
      youbi: day(birth.day),
      kyureki: birth.kyureki,
      wareki: born.wareki,
      kazoe_year: birth.kazoeYear,
      eto: kanshi(KANSHI_60[yearKanshiIndex(birth.kazoeYear)]!),
    },
    sex: birth.sex,
    years: years.map((y) => {
      const year = lifeYear(table, birth, y, rules);
      return {
        year: year.year,
        age: year.age,
        kazoe: year.kazoe,
        eto: kanshi(year.eto),
        toshi: year.toshi,
        yaku: year.yaku.map((k) => ({ id: k.id, label: label(k.id, k.label), sex: k.sex, age: k.age, taiyaku: k.taiyaku })),
        chouju: year.chouju.map((c) => ({ id: c.id, label: label(c.id, c.label), age: c.age })),
        shichigosan: year.shichigosan,
        jusanmairi: year.jusanmairi,
        seinen: year.seinen === null ? null : { date: isoDate(year.seinen.day), age: year.seinen.age, law: year.seinen.law },
        lunar_birthday: year.lunarBirthdays.map((b) => ({
          date: isoDate(b.day),
          youbi: day(b.day),
          kyureki: b.date,
          from_leap: b.fromLeap,
          shortened: b.shortened,
        })),
      };
    }),
    rules: rulesOf("life", rules),
  };
}
