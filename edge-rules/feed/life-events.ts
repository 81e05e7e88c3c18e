/**
 * The events of a life feed (docs/interface.md#calendar-subscriptions): `memorial=` a death's 法要 and 命日,
 * `lunar_birthday=` a birth's 旧暦 birthdays. The days are life/feed-days.ts's; here only their words and UIDs.
 * Pure: no I/O, no clock.
 *
 * | feed | one event per | SUMMARY | DESCRIPTION |
 * |---|---|---|---|
 * | memorial | 中陰 day, 百箇日 | 七七日（四十九日） / glossary English | its ordinal from the day of death (逮夜 under chuin:eve) |
 * | memorial | 年忌 | 一周忌 … | the whole years after the death; the 祥月命日 it falls on |
 * | memorial | 祥月命日, 月命日 | 祥月命日, 月命日 | the day of death it repeats; a day the month lacks |
 * | lunar_birthday | return of the 旧暦 date | 旧暦の誕生日 / Lunar birthday | the 旧暦 date; a 閏月 or 30th moved |
 *
 * UIDs: `koyomi-memorial-<death YYYYMMDD>-<id>-<YYYYMMDD>` (id as GET /gw/memorial answers it: `day-49`, `year-1`,
 * `shotsuki`, `tsuki`) and `koyomi-lunar-birthday-<birth YYYYMMDD>-<YYYYMMDD>`: the person's day is in each, so two
 * people's feeds in one calendar app never share a UID.
 */
import { kyurekiText } from "../../calendar/lunisolar/kyureki.ts";
import { reckonDeath } from "../../calendar/life/old-style.ts";
import { REFORM_DAY } from "../../calendar/wareki/calendars.ts";
import type { Rules } from "../../calendar/rules.ts";
import { isoDate, JDN_OF_DAY_ZERO } from "../../calendar/time/day-number.ts";
import type { KyurekiDate } from "../../calendar/wareki/kyureki.ts";
import type { KyurekiMonths } from "../../calendar/wareki/months-table.ts";
import type { FeedLang, FeedLife } from "../../schemas/feed.ts";
import { lifeLabel } from "../../schemas/glossary/life.ts";
import { feedLunarBirthdays, feedMemorialDays, type MemorialFeedDay } from "../life/feed-days.ts";
import type { WarekiRecord } from "../wareki/convert.ts";
import { calendarTitle, type CalendarTitle } from "./calendar.ts";
import { eventUid, type FeedEvent } from "./events.ts";
import { icsDate } from "./ics-text.ts";
import type { DaySpan } from "./window.ts";

/** A 旧暦 month and day in English words, kyurekiText's: `month 1 day 1`, `leap month 4 day 30`. */
function monthDayEn(k: Omit<KyurekiDate, "year">): string {
  return `${k.leap ? "leap " : ""}month ${k.month} day ${k.day}`;
}

/** A 旧暦 date in words: `旧暦1990年1月1日` / `lunar year 1990 month 1 day 1`. */
function lunarText(k: KyurekiDate, lang: FeedLang): string {
  return lang === "ja" ? `旧暦${k.year}年${kyurekiText(k)}` : `lunar year ${k.year} ${monthDayEn(k)}`;
}

/**
 * The person's day in words: `令和8年1月10日（2026-01-10）`; in English the ISO date, with its 旧暦 date before 1873
 * (the calendar then in force; English events hold no Japanese).
 */
function dayText(record: WarekiRecord, lang: FeedLang): string {
  if (lang === "ja") return `${record.wareki}（${record.gregorian}）`;
  const day = record.jdn - JDN_OF_DAY_ZERO;
  return day < REFORM_DAY ? `${record.gregorian} (${lunarText(record.kyureki, "en")})` : record.gregorian;
}

/** The calendar's name and description of a life feed; a memorial feed's description names its rules (defaults too). */
export function lifeTitle(life: FeedLife, record: WarekiRecord, window: DaySpan, lang: FeedLang, rules: readonly string[]): CalendarTitle {
  const part =
    life === "memorial"
      ? lang === "ja"
        ? `法要・命日 ${record.wareki}没`
        : `memorial days · died ${record.gregorian}`
      : lang === "ja"
        ? `旧暦の誕生日 ${record.wareki}生まれ・旧暦${kyurekiText(record.kyureki)}`
        : `lunar birthday · born ${record.gregorian} · lunar ${monthDayEn(record.kyureki)}`;
  return calendarTitle([part], isoDate(window.startDay), isoDate(window.endDay), lang, rules);
}

/** What a memorial day's event says: SUMMARY and DESCRIPTION. */
function memorialWords(
  d: MemorialFeedDay,
  death: string,
  lacking: number,
  rules: Rules,
  lang: FeedLang,
): { summary: string; description: string } {
  const ja = lang === "ja";
  const short = ja ? `この月には${lacking}日がないため、この日に置き換え` : `This month has no day ${lacking}: this day stands for it`;
  switch (d.kind) {
    case "chuin": {
      const eve = rules.chuin === "eve";
      return {
        summary: ja ? (d.alias === null ? d.name : `${d.name}（${d.alias}）`) : lifeLabel(d.id),
        description: ja
          ? `命日 ${death}を1日目として${d.ordinal}日目${eve ? "の逮夜（前日）" : ""}`
          : `${eve ? "The eve of day" : "Day"} ${d.ordinal} counting the day of death (${death}) as day 1${eve ? " (rule chuin:eve)" : ""}`,
      };
    }
    case "nenki":
      return {
        summary: ja ? d.name : lifeLabel(d.id),
        description: ja
          ? `没後満${d.years}年の年忌（命日 ${death}）${d.shotsuki ? "\n祥月命日" : ""}`
          : `${d.years} full year${d.years === 1 ? "" : "s"} after the death (${death})${d.shotsuki ? "\nAlso the anniversary of death" : ""}`,
      };
    case "shotsuki":
    case "tsuki": {
      const base = ja
        ? `命日 ${death}と同じ${d.kind === "shotsuki" ? "月日" : "日"}`
        : `The ${d.kind === "shotsuki" ? "month and day" : "day of the month"} of the death (${death})`;
      return {
        summary: ja ? (d.kind === "shotsuki" ? "祥月命日" : "月命日") : lifeLabel(d.kind),
        description: d.shortened ? `${base}\n${short}` : base,
      };
    }
  }
}

/**
 * The events of a memorial feed in `span`, in date order.
 * @param death the day of death as read (life/feed-dates.ts).
 */
export function memorialEvents(table: KyurekiMonths, death: WarekiRecord, rules: Rules, span: DaySpan, lang: FeedLang): FeedEvent[] {
  const r = reckonDeath(table, death.jdn - JDN_OF_DAY_ZERO, rules.old_death)!;
  const words = dayText(death, lang);
  const person = icsDate(death.gregorian);
  return feedMemorialDays(table, r, rules, span).map((d) => {
    const iso = isoDate(d.day);
    // The day of the month a 命日 repeats: before 1873 the 旧暦 day (the months then counted), after it the reckoning's.
    const lacking = d.day < REFORM_DAY && r.kyureki !== null ? r.kyureki.day : r.day;
    return { uid: eventUid("memorial", `${person}-${d.id}`, iso), iso, ...memorialWords(d, words, lacking, rules, lang) };
  });
}

/**
 * The events of a 旧暦 birthday feed in `span`, in date order.
 * @param birth the day of birth as read (life/feed-dates.ts).
 */
export function lunarBirthdayEvents(table: KyurekiMonths, birth: WarekiRecord, span: DaySpan, lang: FeedLang): FeedEvent[] {
  const ja = lang === "ja";
  const born = ja
    ? `生まれ: ${birth.wareki}（${birth.gregorian}）・${lunarText(birth.kyureki, lang)}`
    : `Born ${birth.gregorian} (${lunarText(birth.kyureki, lang)})`;
  const person = icsDate(birth.gregorian);
  return feedLunarBirthdays(table, birth.kyureki, span).map(({ day, ...lunar }) => {
    const iso = isoDate(day);
    const { month, day: on } = lunar.date;
    const lines = [lunarText(lunar.date, lang), born];
    if (lunar.fromLeap)
      lines.push(
        ja ? `閏${month}月の生まれのため、平月の${month}月に数える` : `Born in leap month ${month}: counted in the ordinary month ${month}`,
      );
    if (lunar.shortened)
      lines.push(
        ja
          ? `この年の旧暦${month}月は${on}日までのため、${birth.kyureki.day}日の代わりに${on}日`
          : `Lunar month ${month} of this year has ${on} days: day ${on} stands for day ${birth.kyureki.day}`,
      );
    return {
      uid: eventUid("lunar-birthday", person, iso),
      iso,
      summary: ja ? "旧暦の誕生日" : "Lunar birthday",
      description: lines.join("\n"),
    };
  });
}
