/**
 * A birth request's parameters (docs/interface.md#birth-charts) → {@link BirthInput}: `at` by the moment's
 * date-time rules (calendar/time/datetime.ts) or a date alone, read on its clock (clock.ts: the civil clock of
 * the day without an offset, summer time and its folds and gaps, `fold`; or `tz`'s zone clock: zone.ts), `sex`,
 * `longitude`, `solar`, `dst`, `zi`.
 * Shared by `GET /gw/birth/{at}`, the MCP tool and the `/birth` page.
 */
import { BIRTH_ZI, DST, FOLD, SEX, SOLAR, type DstMode, type Fold } from "../../schemas/endpoints/birth.ts";
import { CIVIL_CLOCK } from "../../calendar/time/civil-day.ts";
import { JST_OFFSET_MS, parseIsoDate } from "../../calendar/time/day-number.ts";
import { checkClockPlace, checkParam, checkRules, clockPlaceKey, invalidParameter, isApiError } from "../routing/parameters.ts";
import { PLACES_PATH } from "../../schemas/parameters.ts";
import { rulesKey } from "../http/canonical-key.ts";
import { apiError } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";
import { parseDatetime } from "../../calendar/time/datetime.ts";
import type { BirthInput, BirthReading } from "./answer.ts";
import { readClock } from "../../calendar/time/clock-reading.ts";
import { birthClock, dateAloneReading } from "../../calendar/birth/clock.ts";
import { readZoneClock } from "../../calendar/time/zone-clock.ts";
import { localOffsetWritten, offsetDisagrees, parseTz, placeTz, type TzChoice } from "./zone.ts";

/** The raw values (null: not sent). */
export interface BirthParams {
  readonly at: string | null;
  readonly sex: string | null;
  readonly longitude: string | null;
  readonly solar: string | null;
  readonly dst: string | null;
  readonly fold?: string | null;
  readonly zi?: string | null;
  /** `rules=` (docs/interface.md#schools-rules); `zi` is its shorthand, applied after it. */
  readonly rules?: string | null;
  /** `tz=`: an IANA zone whose clock reads a time without an offset, or `auto` (the place's). */
  readonly tz?: string | null;
  /** `place=`: the birthplace, a place id of `GET /gw/places` or `lat,lon` (its longitude and, without `tz`, its clock). */
  readonly place?: string | null;
}

const DATE_ONLY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
/** A decimal number as people type a longitude (no exponent, no hex). */
const DECIMAL = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/**
 * The instant of the text, read on its clock: a date alone at noon of the civil clock (calendar/birth/clock.ts
 * `dateAloneReading`; no summer time: the civil day is JST's, docs/calendar.md §0); a time without an offset on the
 * civil clock, or with `+09:00` on JST, each with summer time under `dst=auto`; any other offset as written. With a
 * `tz` other than Japan's: a time without an offset on that zone's clock (its gaps and folds by `fold`), an offset only
 * if the zone had it; a date alone is refused (the chart's day is Japan's civil day: a foreign date's noon would fall
 * on another).
 */
function readingOf(text: string, dst: DstMode, fold: Fold, tz: TzChoice | null, rawTz: string): BirthReading | ApiError {
  const foreign = tz !== null && !tz.japan ? tz.zone : null;
  if (DATE_ONLY.test(text)) {
    if (foreign !== null)
      return invalidParameter("tz", rawTz, `tz reads a clock time: ${text} has none (write its time of day, e.g. ${text}T12:00)`);
    const day = parseIsoDate(text);
    if (day === null) return apiError("INVALID_DATETIME", `at: ${text} is not an existing day`, { value: text });
    const wallMs = dateAloneReading(day);
    return { wallMs, written: "civil", ...readClock(CIVIL_CLOCK, wallMs, 0) };
  }
  const parsed = parseDatetime(text);
  if (!parsed.ok) return apiError("INVALID_DATETIME", `at: ${parsed.reason}`, { value: text });
  const disagrees = tz === null ? null : offsetDisagrees(tz, parsed, text, rawTz);
  if (disagrees !== null) return disagrees;
  if (foreign !== null && parsed.written === "none") {
    const from = tz!.from === undefined ? {} : { from: tz!.from };
    return {
      wallMs: parsed.wallMs,
      written: "zone",
      zone: foreign.name,
      ...from,
      ...readZoneClock(foreign, parsed.wallMs, Number(fold) as 0 | 1),
    };
  }
  const onClock = parsed.written === "none" ? "civil" : parsed.offsetMs === JST_OFFSET_MS ? "jst" : null;
  if (onClock === null) {
    const written = parsed.written === "unknown" ? "unknown" : "offset";
    const zone = foreign === null || !localOffsetWritten(parsed, text) ? {} : { zone: foreign.name };
    return { wallMs: parsed.wallMs, instant: parsed.ms, offset: parsed.offsetMs, written, change: null, kind: "once", ...zone };
  }
  const read = readClock(birthClock(onClock, dst === "auto"), parsed.wallMs, Number(fold) as 0 | 1);
  return { wallMs: parsed.wallMs, written: onClock, ...read };
}

/** The input of a birth chart, or the error naming the first bad parameter. */
export function parseBirthParams(p: BirthParams): BirthInput | ApiError {
  // In a query (`gw.php?fn=birth&at=…+09:00`) an unencoded `+` arrives as a space: the offset's sign, put back.
  const text = p.at === null ? null : p.at.replace(/^([0-9-]+[Tt][0-9:.]+) ([0-9]{2}:?[0-9]{2})$/, "$1+$2");
  if (text === null || text === "")
    return apiError("INVALID_DATETIME", "at is required: a date-time such as 1990-05-05T14:30+09:00, or a date 1990-05-05");
  // The date-time's own errors first, as before any parameter.
  const shape = readingOf(text, "auto", "0", null, "");
  if ("code" in shape) return shape;
  const place = checkClockPlace(p.place ?? null);
  if (isApiError(place)) return place;
  let tz = parseTz(p.tz ?? null, place);
  if (isApiError(tz)) return tz;
  // Each choice by its contract's schema and default (schemas/endpoints/birth.ts), in this order.
  const sex = checkParam(SEX, p.sex);
  if (isApiError(sex)) return sex;
  const solar = checkParam(SOLAR, p.solar);
  if (isApiError(solar)) return solar;
  const dst = checkParam(DST, p.dst);
  if (isApiError(dst)) return dst;
  const fold = checkParam(FOLD, p.fold ?? null);
  if (isApiError(fold)) return fold;
  const zi = p.zi === undefined || p.zi === null ? null : checkParam(BIRTH_ZI, p.zi);
  if (isApiError(zi)) return zi;
  const rules = checkRules(p.rules ?? null, zi === null ? {} : { zi });
  if (isApiError(rules)) return rules;
  // Without tz, a clock time without an offset is read on the place's clock (docs/interface.md#places).
  if (p.tz == null && place !== null && shape.written === "civil" && !DATE_ONLY.test(text)) {
    tz = placeTz(place);
    if (isApiError(tz)) return tz;
  }
  const reading = readingOf(text, dst, fold, tz, p.tz ?? "");
  if ("code" in reading) return reading;
  let longitude: number | null = place === null ? null : place.longitude;
  if (p.longitude !== null) {
    if (place !== null)
      return invalidParameter("longitude", p.longitude, "longitude= and place= both give the birthplace's longitude: give one");
    const value = Number(p.longitude);
    if (!DECIMAL.test(p.longitude) || !(value >= -180 && value <= 180))
      return invalidParameter("longitude", p.longitude, "longitude must be east longitude in degrees, −180 to 180 (e.g. 141.35)");
    longitude = value;
  }
  if (solar !== "none" && longitude === null)
    return invalidParameter(
      "solar",
      solar,
      `solar=${solar} needs the birthplace: place= (a place id of ${PLACES_PATH}, or lat,lon) or longitude= (its east longitude in degrees)`,
    );
  const tzName = tz === null ? null : tz.zone.name;
  const hasTime = !DATE_ONLY.test(text);
  return { text, instant: reading.instant, reading, hasTime, sex, dst, fold, rules, solar, longitude, tz: tzName, place };
}

/** The input's part of the canonical key (the rest of it is derived from the text). */
export function birthKey(input: BirthInput): string {
  // `fold`, `tz` and `place` only when sent (the keys without them as before); the rules always (the answer names them).
  const from = input.reading.from === undefined ? "" : `|from=${input.reading.from}`;
  const place = input.place === null ? "" : `|place=${clockPlaceKey(input.place)}`;
  const extra = `${input.fold === "0" ? "" : `|fold=${input.fold}`}${input.tz === null ? "" : `|tz=${input.tz}`}${from}${place}|${rulesKey("birth", input.rules)}`;
  return `${input.text}|${input.sex ?? "-"}|${input.longitude ?? "-"}|${input.solar}|${input.dst}${extra}`;
}
