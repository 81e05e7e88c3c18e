/**
 * The iCalendar of GET /gw/instants/{year}?format=ics: one timed VEVENT per instant (RFC 5545
 * §3.6.1: a DATE-TIME DTSTART in UTC, §3.3.5 form 2, and no DTEND: the event ends when it starts).
 * Pure: the same instants give the same bytes (CRLF, folded lines, no BOM).
 */
import type { Lang } from "../../calendar/names.ts";
import { INSTANT_KIND_LABELS, type Instant, type InstantKind } from "../../schemas/instants.ts";
import { instantMs } from "../../calendar/moment.ts";
import { CALENDAR_TAIL, calendarHead } from "./calendar.ts";
import { contentLine, icsUtcDateTime, textLine } from "./ics-text.ts";

export { ICS_CONTENT_TYPE } from "./endpoint.ts";

/** The words of a DESCRIPTION: the JST minute, and what the kind adds. */
function description(instant: Instant, lang: Lang): string {
  const jst = instant.jst.slice(0, 16).replace("T", " ");
  const parts = [lang === "ja" ? `${jst}（日本時間）` : `${jst} JST`];
  if (instant.kind === "sekki" || instant.kind === "doyou")
    parts.push(lang === "ja" ? `太陽黄経 ${instant.longitude}度` : `solar longitude ${instant.longitude}°`);
  if (instant.kind === "eclipse") {
    parts.push(instant.type);
    parts.push(
      lang === "ja"
        ? instant.visible_in_japan
          ? "東京で見える"
          : "東京では見えない"
        : instant.visible_in_japan
          ? "seen from Tokyo"
          : "not seen from Tokyo",
    );
  }
  return parts.join(lang === "ja" ? "、" : " · ");
}

/** One timed VEVENT. UID: `koyomi-instant-<kind>-<YYYYMMDDTHHMMZ>` (one instant of a kind per minute). */
export function instantEvent(instant: Instant, lang: Lang, dtstamp: string): string {
  const start = icsUtcDateTime(instantMs(instant));
  return (
    contentLine("BEGIN", "VEVENT") +
    contentLine("UID", `koyomi-instant-${instant.kind}-${start}`) +
    contentLine("DTSTAMP", dtstamp) +
    contentLine("DTSTART", start) +
    textLine("SUMMARY", instant.name) +
    textLine("DESCRIPTION", description(instant, lang)) +
    contentLine("TRANSP", "TRANSPARENT") +
    contentLine("END", "VEVENT")
  );
}

/**
 * The VCALENDAR of a year's instants: its name and description list the kinds it holds (a filtered feed says so).
 * @param kinds the kinds listed, in INSTANT_KINDS order.
 * @param dtstampMs the data's Last-Modified (every DTSTAMP: the bytes change only with the data).
 */
export function instantsCalendar(
  year: number,
  kinds: readonly InstantKind[],
  instants: readonly Instant[],
  lang: Lang,
  dtstampMs: number,
): string {
  const dtstamp = icsUtcDateTime(dtstampMs);
  const ja = kinds.map((k) => INSTANT_KIND_LABELS[k].label).join("・");
  const en = kinds.map((k) => INSTANT_KIND_LABELS[k].en);
  const enList = en.length === 1 ? en[0]! : `${en.slice(0, -1).join(", ")} and ${en.at(-1)!}`;
  const title =
    lang === "ja"
      ? { name: `暦 ${year}年の${ja}`, description: `${year}年の${ja}（時刻つき、国立天文台の分）` }
      : {
          name: `Koyomi: ${enList} of ${year}`,
          description: `${enList[0]!.toUpperCase()}${enList.slice(1)} of ${year}, timed to NAOJ's minute`,
        };
  let text = calendarHead(title);
  for (const instant of instants) text += instantEvent(instant, lang, dtstamp);
  return text + CALENDAR_TAIL;
}
