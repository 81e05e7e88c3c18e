/**
 * The lines of a birth chart's `corrections` (docs/interface.md#birth-charts), each in Japanese (the default,
 * `lang=ja`) and English (`lang=en`): how the clock time was read, the solar time used, and what a date alone or the
 * chart leaves open. One function a line, so the two languages say the same thing.
 */
import { offsetText, TOKYO_MEAN_TIME_OFFSET_MS } from "../../calendar/time/civil-day.ts";
import { JST_OFFSET_MS } from "../../calendar/time/day-number.ts";
import type { Lang } from "../../calendar/names.ts";
import { JAPAN_SUMMER_TIME_OFFSET_MS } from "../../calendar/birth/clock.ts";

/** One line in both languages. */
export interface Correction {
  readonly ja: string;
  readonly en: string;
}

/** The line in `lang`. */
export const inLang = (c: Correction, lang: Lang): string => c[lang];

/** A clock by its lead on UTC (ms): its name in both languages, with the offset. */
function clockName(offsetMs: number): Correction {
  const utc = `UTC${offsetText(offsetMs)}`;
  if (offsetMs === TOKYO_MEAN_TIME_OFFSET_MS) return { ja: `東京地方平均時（${utc}）`, en: `Tokyo mean time (${utc})` };
  if (offsetMs === JST_OFFSET_MS) return { ja: `日本標準時（${utc}）`, en: `JST (${utc})` };
  if (offsetMs === JAPAN_SUMMER_TIME_OFFSET_MS) return { ja: `夏時刻（${utc}）`, en: `summer time (${utc})` };
  return { ja: utc, en: utc };
}

/** A time without an offset before 1888, read on the civil clock of the day. */
export const tokyoMeanTime = (reading: string, jst: string): Correction => ({
  ja: `${reading}: 1888年より前の時刻は当時の時計、東京地方平均時（UTC${offsetText(TOKYO_MEAN_TIME_OFFSET_MS)}）で読み、日本標準時 ${jst}`,
  en: `${reading}: a time before 1888 is read on the clock of the day, Tokyo mean time (UTC${offsetText(TOKYO_MEAN_TIME_OFFSET_MS)}): ${jst} JST`,
});

/** A clock time inside summer time, taken back an hour. */
export const summerTime = (reading: string, jst: string): Correction => ({
  ja: `${reading}: 夏時刻（夏時刻法、UTC+10:00）の時計の時刻として1時間戻し、日本標準時 ${jst}（dst=off でそのまま）`,
  en: `summer time: ${reading} was read from a clock on Japanese summer time (夏時刻法, UTC+10), taken back one hour to ${jst} JST (dst=off keeps it)`,
});

/**
 * A reading the clocks (Japan's, or those of the zone `tz` names) showed twice (`fold`) or never (`gap`), and the
 * reading chosen. Japan's clocks are named (東京地方平均時, 日本標準時, 夏時刻); a zone's by their offsets, the zone named once.
 */
export function changedClock(
  kind: "fold" | "gap",
  reading: string,
  before: number,
  after: number,
  fold: 0 | 1,
  jst: string,
  zone?: string,
): Correction {
  const name =
    zone === undefined
      ? clockName
      : (offsetMs: number): Correction => ({ ja: `UTC${offsetText(offsetMs)}`, en: `UTC${offsetText(offsetMs)}` });
  const [from, to] = [name(before), name(after)];
  const [used, other] = fold === 0 ? [from, to] : [to, from];
  const where = { ja: zone === undefined ? "" : `${zone}の`, en: zone === undefined ? "" : ` in ${zone}` };
  if (kind === "fold")
    return {
      ja: `${reading} は${where.ja}時計が${from.ja}から${to.ja}へ戻されたため二度ありました: fold=${fold} で${fold === 0 ? "先" : "後"}の${used.ja}として読み、日本標準時 ${jst}（fold=${1 - fold} で${fold === 0 ? "後" : "先"}の${other.ja}）`,
      en: `${reading} happened twice${where.en}: the clocks went back from ${from.en} to ${to.en}; read as the ${fold === 0 ? "first" : "second"}, on ${used.en}: ${jst} JST (fold=${1 - fold} reads the ${fold === 0 ? "second" : "first"}, on ${other.en})`,
    };
  return {
    ja: `${reading} は${where.ja}時計が${from.ja}から${to.ja}へ進められたため存在しません: fold=${fold} で${used.ja}として読み、日本標準時 ${jst}（fold=${1 - fold} で${other.ja}）`,
    en: `${reading} never happened${where.en}: the clocks went forward from ${from.en} to ${to.en}; read on ${used.en}: ${jst} JST (fold=${1 - fold} reads it on ${other.en})`,
  };
}

/** `-00:00`: UTC with the local offset unknown. */
export const unknownOffset = (jst: string): Correction => ({
  ja: `-00:00 は現地の時差が不明な時刻（RFC 3339 §4.3）: UTC として読み、日本標準時 ${jst}`,
  en: `-00:00 is a time in UTC whose local offset is unknown (RFC 3339 §4.3): read as UTC, ${jst} JST`,
});

/** A longitude as people write it: 141.35°E, 74°W. */
const longitudeText = (longitude: number): string => `${Math.abs(longitude)}°${longitude < 0 ? "W" : "E"}`;

/** Signed minutes (+25.4 min). */
const minutes = (ms: number): string => `${ms >= 0 ? "+" : "−"}${Math.abs(ms / 60_000).toFixed(1)} min`;

/** The local solar time that decides the day and hour pillars. */
export function solarTime(longitude: number, meanMs: number, eotMs: number | null, local: string): Correction {
  const place = longitudeText(longitude);
  if (eotMs === null)
    return {
      ja: `${place} の地方平均時: 経度 ${minutes(meanMs)}、${local} で日柱・時柱を決め、年柱・月柱は時刻そのもので決めます`,
      en: `local mean time at ${place}: ${minutes(meanMs)} = ${local} decides the day and hour pillars; year and month by the instant`,
    };
  return {
    ja: `${place} の真太陽時: 経度 ${minutes(meanMs)}、均時差 ${minutes(eotMs)}、${local} で日柱・時柱を決め、年柱・月柱は時刻そのもので決めます`,
    en: `true solar time at ${place}: ${minutes(meanMs)} (longitude) ${minutes(eotMs)} (equation of time) = ${local} decides the day and hour pillars; year and month by the instant`,
  };
}

/** A date alone: no hour pillar, the chart cast for noon. */
export const dateAlone = (clock: number): Correction => ({
  ja: `時刻の指定がないため時柱はありません。命式は${clockName(clock).ja}の12:00で出しています`,
  en: `no time given: no hour pillar; the chart is taken at 12:00 ${clockName(clock).en}`,
});

/** What a birth before and after a 節 instant on a date alone has. */
export interface EitherSide {
  readonly month: string;
  readonly year: string;
  readonly getsumei: string;
  readonly honmei: string;
}

/** A date alone on the day of a 節 instant: the values that change with it, before and after. */
export function openSetsu(setsu: string, jst: string, before: EitherSide, after: EitherSide): Correction {
  const list = (side: EitherSide, ja: boolean): string => {
    const parts = [ja ? `月柱 ${side.month}` : `the month pillar ${side.month}`];
    if (before.year !== after.year) parts.push(ja ? `年柱 ${side.year}` : `the year pillar ${side.year}`);
    parts.push(ja ? `月命星 ${side.getsumei}` : `the 月命星 ${side.getsumei}`);
    if (before.honmei !== after.honmei) parts.push(ja ? `本命星 ${side.honmei}` : `the 本命星 ${side.honmei}`);
    return parts.join(ja ? "、" : ", ");
  };
  return {
    ja: `未確定: この日に${setsu}の時刻 ${jst} があり、それより前の生まれなら${list(before, true)}、後なら${list(after, true)}`,
    en: `open: the ${setsu} instant ${jst} falls on this day; born before it ${list(before, false)}; after it ${list(after, false)}`,
  };
}

/**
 * 五黄 in 五黄 without `sex`: the 傾斜宮 is left open.
 * @param star the star (五黄土星) and `male`, `female` the palaces of each sex, as labels in the answer's language.
 */
export const keishaNeedsSex = (star: string, male: string, female: string): Correction => ({
  ja: `本命星と月命星がともに${star}のため、傾斜宮は性別で決まります（男性 ${male}、女性 ${female}）: sex= を指定してください`,
  en: `the 本命星 and 月命星 are both ${star}: the 傾斜宮 depends on sex (male ${male}, female ${female}); give sex=`,
});
