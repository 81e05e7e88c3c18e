/**
 * The feed's `sun` item (docs/interface.md#calendar-subscriptions): one all-day event on each day of the window with the
 * day's sunrise and sunset at the feed's place, the minutes of the day records' `sun` for the same `place`, `elev` and
 * `tz` (docs/interface.md#places). Pure: the times come in (feed/endpoint.ts reads them: a capital's on Japan's clock
 * from the records, prerendered; any other place's computed by origin/point-times.ts `pointSunDays`, the computation of
 * the day bodies' points); this names the place and writes the events.
 *
 * SUMMARY `日の出 6:51 日の入り 16:28` / `Sunrise 6:51 Sunset 16:28`, or for an event the day lacks its reason
 * (schemas/feed.ts FEED_SUN_WORDS: `日の出なし（沈まない）`); DESCRIPTION the place (its name, coordinates and elevation),
 * the clock, and NAOJ's convention (docs/calendar.md §15, §15.1). UID `koyomi-sun-<place>-<rise>-<set>-<YYYYMMDD>`, each
 * time as `HHMM` or its reason (`up`, `down`, `none`): a corrected minute is a new UID.
 */
import { DEFAULT_PLACE_ID } from "../../calendar/astronomy/places.ts";
import type { NoEventReason } from "../../calendar/astronomy/point-sky.ts";
import { placeById } from "../../calendar/places/catalogue.ts";
import { FEED_ITEM_NAMES, FEED_SUN_WORDS, type FeedLang } from "../../schemas/feed.ts";
import type { PointSunDay, SunTime } from "../origin/point-times.ts";
import type { PlaceChoice } from "../routing/parameters.ts";

/** What every `sun` event of a feed says about its place. */
export interface SunPlace {
  /** The place in a UID: a place id (the default place's `tokyo`), or a point's coordinates (`78p22-15p65`), and `-h<m>` above or below sea level. */
  readonly uid: string;
  /** The calendar name's part: `日の出入り（東京）`, `sunrise and sunset (New York City)`. */
  readonly title: string;
  /** The place and the clock, a line each (the calendar's description ends with them). */
  readonly where: string;
  /** The DESCRIPTION of every event: {@link where} and the convention. */
  readonly description: string;
}

/** A coordinate as the description prints it: 4 decimals at most (the day bodies' rounding), no trailing zeros. */
const degrees = (x: number): string => String(Number(Math.abs(x).toFixed(4)));

/** Latitude and longitude in words: `北緯35.6581° 東経139.7414°` / `35.6581°N 139.7414°E`. */
function coordinates(latitude: number, longitude: number, lang: FeedLang): string {
  if (lang === "ja")
    return `${latitude < 0 ? "南緯" : "北緯"}${degrees(latitude)}° ${longitude < 0 ? "西経" : "東経"}${degrees(longitude)}°`;
  return `${degrees(latitude)}°${latitude < 0 ? "S" : "N"} ${degrees(longitude)}°${longitude < 0 ? "W" : "E"}`;
}

/** A UID segment of a number: `.` as `p`, a minus as `m` (UIDs keep to letters, digits and `-`). */
const uidNumber = (x: number): string => String(x).replace("-", "m").replace(".", "p");

/** The place of a feed's `sun`, named in `lang` (a catalogue place's label; a bare point by its coordinates). */
export function sunPlace(place: PlaceChoice, lang: FeedLang): SunPlace {
  const point = place !== null && typeof place !== "string" ? place : null;
  // A capital (or the default place) on Japan's clock: NAOJ's point, at sea level, the catalogue's names.
  const capital = point === null ? placeById(typeof place === "string" ? place : DEFAULT_PLACE_ID) : null;
  const latitude = point?.latitude ?? capital!.latitude;
  const longitude = point?.longitude ?? capital!.longitude;
  const elevation = point?.elevation ?? 0;
  const label = point === null ? (lang === "ja" ? capital!.label : capital!.en) : (point.name?.label ?? null);
  const id = point === null ? capital!.id : (point.name?.id ?? `${uidNumber(latitude)}-${uidNumber(longitude)}`);
  const at = coordinates(latitude, longitude, lang);
  const zone = point?.zone ?? null;
  const item = FEED_ITEM_NAMES.sun;
  if (lang === "ja") {
    const where =
      `場所: ${label === null ? at : `${label}（${at}）`}、標高 ${elevation} m\n` +
      `時刻: ${zone === null ? "日本時間（Asia/Tokyo）" : `${zone.name} の時計（夏時間を含む、その日の時刻）`}`;
    const rule = `国立天文台の方式: 太陽の上端が地平線に一致する時刻（大気差 35′08″${elevation > 0 ? "、標高の眼高差を含む" : ""}）、分に丸め`;
    return {
      uid: `${id}${uidHeight(elevation)}`,
      title: `${item.label}（${label ?? at}）`,
      where,
      description: `${where}\n${rule}`,
    };
  }
  const where =
    `Place: ${label === null ? at : `${label} (${at})`}, elevation ${elevation} m\n` +
    `Clock: ${zone === null ? "Japan time (Asia/Tokyo)" : `${zone.name} (each day's own time, summer time included)`}`;
  const rule = `NAOJ's convention: the Sun's upper limb on the horizon (35′08″ refraction${elevation > 0 ? ", the dip of the horizon for the elevation" : ""}), to the nearest minute`;
  return {
    uid: `${id}${uidHeight(elevation)}`,
    title: `${item.en} (${label ?? at})`,
    where,
    description: `${where}\n${rule}`,
  };
}

/** The elevation in a UID: nothing at sea level, else `-h<metres>` (`-hm20` below it). */
const uidHeight = (elevation: number): string => (elevation === 0 ? "" : `-h${uidNumber(elevation)}`);

/** A time as the SUMMARY prints it: `6:51` (the record's `06:51` without the hour's leading zero). */
const clockText = (time: string): string => time.replace(/^0(?=[0-9]:)/, "");

/** A time's UID segment: `0651`, or the reason there is none. */
const UID_REASONS: Readonly<Record<NoEventReason, string>> = { always_above: "up", always_below: "down", no_event: "none" };
const uidTime = (t: SunTime): string => (t.time === null ? UID_REASONS[t.reason] : t.time.replace(":", ""));

/** The SUMMARY of a day: each event with its time, or that there is none and why. */
export function sunSummary(day: PointSunDay, lang: FeedLang): string {
  const words = FEED_SUN_WORDS[lang];
  const part = (event: string, t: SunTime): string =>
    t.time === null ? words.none(event, words.reasons[t.reason]) : `${event} ${clockText(t.time)}`;
  return `${part(words.rise, day.rise)} ${part(words.set, day.set)}`;
}

/** The value of a day's UID (`koyomi-sun-<value>-<YYYYMMDD>`): the place, then each time as `HHMM` or its reason. */
export function sunUidValue(place: SunPlace, day: PointSunDay): string {
  return `${place.uid}-${uidTime(day.rise)}-${uidTime(day.set)}`;
}

/** A record's `sun` (`"HH:MM"` or null) as a {@link PointSunDay}: in Japan the Sun rises and sets every day (docs/calendar.md §15), so a null is a day without that event. */
export function recordSunDay(sun: { readonly rise: string | null; readonly set: string | null }): PointSunDay {
  const time = (t: string | null): SunTime => (t === null ? { time: null, reason: "no_event" } : { time: t, reason: null });
  return { rise: time(sun.rise), set: time(sun.set) };
}
