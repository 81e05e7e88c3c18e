/**
 * `tz=` of `GET /gw/birth/{at}` and `GET /gw/moment/{at}` (docs/interface.md#birth-charts): the IANA zone whose clock
 * reads a date-time written without an offset (calendar/time/zone-clock.ts), or `auto`, the zone of `place=`. Japan's
 * own zone is the civil clock the endpoints read without `tz`, so its answers stay as they were; a written offset must be
 * one the zone had then.
 */
import { wallMinuteText } from "../../calendar/time/jst-text.ts";
import { offsetText } from "../../calendar/time/civil-day.ts";
import { JST_OFFSET_MS } from "../../calendar/time/day-number.ts";
import type { ParsedDatetime } from "../../calendar/time/datetime.ts";
import { zoneOffsetAt, type Zone } from "../../calendar/time/zone-clock.ts";
import type { ApiError } from "../errors/api-error.ts";
import { AUTO_ZONE } from "../../schemas/parameters.ts";
import {
  autoZoneRefused,
  checkZone,
  invalidParameter,
  isApiError,
  isJapanZone,
  placeClockUnknown,
  type ClockPlace,
  type PlaceZone,
} from "../routing/parameters.ts";

/**
 * A `tz=` read: the zone, and whether it is Japan's (then the endpoints read Japan's civil clock, as without `tz`);
 * `from`, the id of the place of the catalogue a point's zone is from (`tz=auto`, or a place without `tz`).
 */
export interface TzChoice {
  readonly zone: Zone;
  readonly japan: boolean;
  readonly from?: string;
}

/**
 * `tz=`: null when not sent, the zone (`auto`: the place's, docs/interface.md#places), or 400 naming `tz` (`auto`
 * without a place, or with a point far from every place of the catalogue).
 */
export function parseTz(raw: string | null, place: ClockPlace | null = null): TzChoice | null | ApiError {
  if (raw === null) return null;
  if (raw === AUTO_ZONE) return place === null || place.zone === null ? autoZoneRefused() : tzOfPlace(place.zone);
  const zone = checkZone(raw, "; to give an offset, write it in the date-time (…T09:30-04:00)");
  return isApiError(zone) ? zone : { zone, japan: isJapanZone(zone) };
}

/** The {@link TzChoice} of a place's zone: Japan's (its civil clock) or another, with the place it is from. */
function tzOfPlace(zone: PlaceZone): TzChoice | null {
  if (zone.zone === null) return null;
  return zone.from === null ? { zone: zone.zone, japan: false } : { zone: zone.zone, japan: false, from: zone.from };
}

/**
 * The clock of a place without `tz` (docs/interface.md#places): a date-time without an offset is read on the place's
 * zone (a place in Japan: Japan's civil clock, `null`); a point farther than 150 km from every place of the catalogue
 * gives none, the 400 naming `place`.
 */
export function placeTz(place: ClockPlace): TzChoice | null | ApiError {
  return place.zone === null ? placeClockUnknown(place.raw) : tzOfPlace(place.zone);
}

/** Whether the text wrote a local offset (`-05:00`, `+00:00`), not none, `Z` or `-00:00` (an instant only). */
export function localOffsetWritten(parsed: ParsedDatetime, text: string): boolean {
  return parsed.written === "offset" && !/[Zz]$/.test(text);
}

/**
 * A written offset against the zone: null when the zone had it at the instant it names (Japan's `+09:00` always: JST,
 * which Japan's clocks read with summer time), else 400 naming `tz` and why. `Z` and `-00:00` name an instant without
 * a local offset (RFC 9557 §2 updates RFC 3339 §4.3 so), so they never disagree.
 */
export function offsetDisagrees(tz: TzChoice, parsed: ParsedDatetime, text: string, raw: string): ApiError | null {
  if (!localOffsetWritten(parsed, text)) return null;
  if (tz.japan && parsed.offsetMs === JST_OFFSET_MS) return null;
  const had = zoneOffsetAt(tz.zone, parsed.ms);
  if (had === parsed.offsetMs) return null;
  const stamp = wallMinuteText(parsed.ms, 0);
  return invalidParameter(
    "tz",
    raw,
    `tz=${tz.zone.name} was UTC${offsetText(had)} at ${stamp}Z, not the ${offsetText(parsed.offsetMs)} written in at: drop the offset to read the time on ${tz.zone.name}'s clock, or drop tz to take the offset as written`,
  );
}
