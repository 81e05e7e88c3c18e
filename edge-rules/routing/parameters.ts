/**
 * The parameters many endpoints share, checked the same way everywhere (docs/interface.md#errors):
 * `view` (INVALID_VIEW), `format`, `lang`, `place`, `elev` and `tz` (INVALID_PARAMETER), a date (`*_REQUIRED`,
 * INVALID_DATE). A parameter with its 400s in its contract (schemas/parameters.ts `CheckedParam`)
 * is checked by its zod schema through {@link checkParam}: its accepted form and its default are
 * spelled once, and its value comes out typed as the schema's output.
 */
import type { z } from "zod";
import { parseIsoDate } from "../../calendar/time/day-number.ts";
import {
  AUTO_ZONE,
  AUTO_ZONE_KM,
  ELEV_RANGE,
  FORMAT,
  LANG,
  PLACE,
  PLACE_MESSAGE,
  PLACES_PATH,
  POINT_PATTERN,
  VIEW,
  type CheckedParam,
  type Format,
  type ParamError,
} from "../../schemas/parameters.ts";
import type { SkyPoint } from "../../calendar/astronomy/point-sky.ts";
import { RULES_ACCEPTED, RULES_PARAM, readRules } from "../../schemas/rules.ts";
import { applyRules, type RuleChoices, type Rules } from "../../calendar/rules.ts";
import { DEFAULT_PLACE_ID, PLACES } from "../../calendar/astronomy/places.ts";
import { zoneOf, type Zone } from "../../calendar/time/zone-clock.ts";
import { placeById } from "../../calendar/places/catalogue.ts";
import { nearestPlace } from "../../calendar/places/nearest.ts";
import type { NamedPlace } from "../../calendar/places/place.ts";
import type { View, Lang } from "../../calendar/names.ts";
import { apiError } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";
import type { RoutedRequest } from "./routed-request.ts";

/** A query parameter's value, `null` when absent or empty (the first occurrence counts: route.ts). */
export function queryValue(q: URLSearchParams, name: string): string | null {
  const v = q.get(name);
  return v === null || v === "" ? null : v;
}

/** The 400 INVALID_PARAMETER naming the parameter and the value it had. */
export function invalidParameter(parameter: string, value: string, message: string): ApiError {
  return apiError("INVALID_PARAMETER", message, { parameter, value });
}

/** Whether a stage's outcome is its 400/403/404 rather than a value. */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === "object" && value !== null && "code" in value && "message" in value;
}

/** A parameter's 400 (INVALID_PARAMETER names the parameter and the value it had; the other codes name nothing). */
function paramError(spec: CheckedParam, error: ParamError, value: string): ApiError {
  return error.code === "INVALID_PARAMETER" ? invalidParameter(spec.name, value, error.message) : apiError(error.code, error.message);
}

/**
 * A parameter as sent, checked by its contract's schema: the schema's output, the spec's `absent`
 * value when not sent (its default, or `null`; a required parameter's absence is its 400), or its
 * 400 (schemas/parameters.ts `ParamErrors`, docs/interface.md#errors).
 */
export function checkParam<S extends z.ZodType>(
  spec: CheckedParam<S> & { readonly errors: { readonly required: ParamError } },
  raw: string | null,
): z.output<S> | ApiError;
export function checkParam<S extends z.ZodType, A>(spec: CheckedParam<S, A>, raw: string | null): z.output<S> | A | ApiError;
export function checkParam<S extends z.ZodType, A>(spec: CheckedParam<S, A>, raw: string | null): z.output<S> | A | ApiError {
  if (raw === null) return spec.errors.required ? paramError(spec, spec.errors.required, "") : spec.absent;
  const parsed = spec.schema.safeParse(raw);
  return parsed.success ? parsed.data : paramError(spec, spec.errors.invalid, raw);
}

/** `view`: the requested view, `null` when none was sent (an empty `view=` is an invalid view: route.ts keeps it). */
export function parseView(routed: RoutedRequest): View | null | ApiError {
  return checkParam(VIEW, routed.view);
}

/** `format`: json (default) or csv. */
export function parseFormat(routed: RoutedRequest): Format | ApiError {
  return checkParam(FORMAT, routed.format);
}

/** `lang`: ja (default) or en (docs/interface.md#english-labels). */
export function parseLang(routed: RoutedRequest): Lang | ApiError {
  return checkParam(LANG, queryValue(routed.query, "lang"));
}

/** What an answer names a catalogue place by (`sky.point`, moment's and birth's `place`): its id, and its label in the answer's language. */
export interface PointName {
  readonly id: string;
  readonly label: string;
}

/**
 * A point of `place=lat,lon` (and `elev`), rounded: 4 decimals, whole metres; or the point of a place id other than the
 * 47 capitals (`place=kushiro-shi`: the catalogue's coordinates, calendar/places/), which its answer names.
 */
export interface PlacePoint extends SkyPoint {
  /** Its key part: `lat,lon,elev`, and `,<id>` for a catalogue place (whose answer names it). */
  readonly text: string;
  /** The zone whose civil days and clock its times are on (`tz=`), `null` for Japan's (JST, as without `tz`). */
  readonly zone: Zone | null;
  /** The catalogue place it is (`place=<id>`), absent for a bare point. */
  readonly place?: NamedPlace;
  /** What `sky.point` names it by (with {@link place}). */
  readonly name?: PointName;
  /** `tz=auto` of a bare point: the id of the nearest place, whose zone it is on (`sky.clock.from`). */
  readonly from?: string;
}

/**
 * A place of the day bodies: a capital's id other than the default (its prerendered JST times), a point (in its zone;
 * a catalogue place's too), or `null` for the default place.
 */
export type PlaceChoice = string | PlacePoint | null;

/** `x` rounded to `decimals`, without a negative zero (so `-0.00001` and `0` share a key). */
function rounded(x: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(x * f) / f;
  return r === 0 ? 0 : r;
}

const ELEV_MESSAGE = `elev must be a number of metres from ${ELEV_RANGE.min} to ${ELEV_RANGE.max}`;

/** The capitals' ids (NAOJ's points, their times prerendered): the ids that keep their own answers. */
const CAPITAL_IDS: ReadonlySet<string> = new Set(PLACES.map((p) => p.id));

/** A `place=` as read: a capital's id, a catalogue place, or a point (not rounded yet). */
type ReadPlace = { readonly capital: string } | { readonly place: NamedPlace } | { readonly latitude: number; readonly longitude: number };

/**
 * `place=` as sent (day bodies, moment, birth): a capital's id, another place of the catalogue (calendar/places/), or a
 * point `lat,lon` within ±90 and ±180; else 400 INVALID_PARAMETER naming `place` (an unknown id's hint searches
 * `GET /gw/places`: errors/hints.ts).
 */
function readPlace(raw: string): ReadPlace | ApiError {
  if (!raw.includes(",")) {
    const id = checkParam(PLACE, raw);
    if (isApiError(id)) return id;
    if (CAPITAL_IDS.has(id)) return { capital: id };
    const place = placeById(id);
    return place === null ? invalidParameter("place", raw, PLACE_MESSAGE) : { place };
  }
  if (!POINT_PATTERN.test(raw)) return invalidParameter("place", raw, PLACE_MESSAGE);
  const [lat, lon] = raw.split(",").map(Number) as [number, number];
  if (!(Math.abs(lat) <= 90)) return invalidParameter("place", raw, "place's latitude must be from -90 to 90 degrees (north positive)");
  if (!(Math.abs(lon) <= 180)) return invalidParameter("place", raw, "place's longitude must be from -180 to 180 degrees (east positive)");
  return { latitude: lat, longitude: lon };
}

/**
 * `place` and `elev`: a capital's id other than the default, `null` for the default place (absent, or named: both give
 * the same bytes and ETag), a point (`lat,lon`, rounded, so two spellings share a key; or a catalogue place's), or 400
 * INVALID_PARAMETER naming the parameter. `elev` goes with a point only (a catalogue place's too: the catalogue has no
 * elevations, its places are taken at 0 m): a capital's id is NAOJ's sea-level point.
 */
function parsePlace(query: URLSearchParams): PlaceChoice | ApiError {
  const raw = queryValue(query, "place");
  const elevRaw = queryValue(query, "elev");
  const read = raw === null ? { capital: DEFAULT_PLACE_ID } : readPlace(raw);
  if (isApiError(read)) return read;
  if ("capital" in read) {
    if (elevRaw !== null)
      return invalidParameter(
        "elev",
        elevRaw,
        `${ELEV_MESSAGE}, with a point (place=lat,lon) or a place id of ${PLACES_PATH} other than a capital's only: a capital's id is NAOJ's sea-level point`,
      );
    return read.capital === DEFAULT_PLACE_ID ? null : read.capital;
  }
  let elevation = 0;
  if (elevRaw !== null) {
    const elev = /^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)$/.test(elevRaw) ? Number(elevRaw) : NaN;
    if (!(elev >= ELEV_RANGE.min && elev <= ELEV_RANGE.max)) return invalidParameter("elev", elevRaw, ELEV_MESSAGE);
    elevation = rounded(elev, 0);
  }
  return "place" in read
    ? pointOf(read.place.latitude, read.place.longitude, elevation, read.place)
    : pointOf(read.latitude, read.longitude, elevation);
}

/** A point as the day bodies take it, on Japan's clock: latitude and longitude rounded to 4 decimals (the elevation already whole). */
function pointOf(lat: number, lon: number, elevation: number, place?: NamedPlace): PlacePoint {
  const latitude = rounded(lat, 4);
  const longitude = rounded(lon, 4);
  const text = `${latitude},${longitude},${elevation}`;
  if (place === undefined) return { latitude, longitude, elevation, text, zone: null };
  return { latitude, longitude, elevation, text: `${text},${place.id}`, zone: null, place, name: { id: place.id, label: place.label } };
}

/** The zone Japan's civil clock follows in the IANA database (`Japan` is a link to it). */
const JAPAN_ZONE = "Asia/Tokyo";

/** Whether a zone is Japan's (`Asia/Tokyo`, `Japan`): the clock of the answers without `tz`. */
export function isJapanZone(zone: Zone): boolean {
  return zone.canonical === JAPAN_ZONE;
}

/**
 * `tz=` as sent (moment, birth, and the day bodies): its zone (calendar/time/zone-clock.ts; the name in the
 * database's case), or 400 INVALID_PARAMETER naming `tz`, `advice` (what else the endpoint takes) ending its message.
 */
export function checkZone(raw: string, advice = ""): Zone | ApiError {
  return (
    zoneOf(raw) ??
    invalidParameter(
      "tz",
      raw,
      `tz takes an IANA time zone name (e.g. America/New_York, Europe/London, Asia/Tokyo) or auto: ${JSON.stringify(raw)} is not one${advice}`,
    )
  );
}

/** A zone a place gives: `null` for Japan's clock, with `from`, the nearest place's id, when it is a point's. */
export interface PlaceZone {
  readonly zone: Zone | null;
  readonly from: string | null;
}

/** Japan's clock, from no place at all (the answers without `tz`). */
const JAPAN_CLOCK: PlaceZone = { zone: null, from: null };

/**
 * The zone of a place (docs/interface.md#places): a catalogue place's `tz`; for a point, the `tz` of the nearest place of
 * the catalogue (calendar/places/nearest.ts) if it lies within {@link AUTO_ZONE_KM} km, named by `from`; `null` for a
 * point farther from every place. Japan's zone is `zone: null`, the answers without `tz`.
 */
export function zoneOfPlace(place: {
  readonly latitude: number;
  readonly longitude: number;
  readonly place?: NamedPlace;
}): PlaceZone | null {
  const named = place.place;
  if (named !== undefined) return zoneNamed(named.tz, null);
  const nearest = nearestPlace(place.latitude, place.longitude);
  return nearest === null || nearest.km > AUTO_ZONE_KM ? null : zoneNamed(nearest.place.tz, nearest.place.id);
}

/** A catalogue zone's {@link PlaceZone} (the tables hold names the database knows; one it does not would be no zone). */
function zoneNamed(name: string, from: string | null): PlaceZone | null {
  const zone = zoneOf(name);
  if (zone === null) return null;
  return isJapanZone(zone) ? JAPAN_CLOCK : { zone, from };
}

/** `tz=auto` whose place gives no zone (none named, or a point far from every place): the 400 naming `tz`. */
export function autoZoneRefused(): ApiError {
  return invalidParameter(
    "tz",
    AUTO_ZONE,
    `tz=auto needs a place id or a point within ${AUTO_ZONE_KM} km of a place of ${PLACES_PATH}; give an IANA zone (e.g. America/New_York)`,
  );
}

/** A point that gives no clock (no `tz`, no offset written, no place within reach): the 400 naming `place`. */
export function placeClockUnknown(raw: string): ApiError {
  return invalidParameter(
    "place",
    raw,
    `no place of ${PLACES_PATH} lies within ${AUTO_ZONE_KM} km of place=${raw}, so its clock is unknown: write the offset in the date-time (…T09:30-04:00) or give tz (an IANA zone)`,
  );
}

/** `tz` of the day bodies: Japan's clock when not sent or Japan's (the same answer as without it), the zone (`auto`: the place's), or its 400. */
function parseZone(query: URLSearchParams, place: PlaceChoice): PlaceZone | ApiError {
  const raw = queryValue(query, "tz");
  if (raw === null) return JAPAN_CLOCK;
  if (raw === AUTO_ZONE) {
    // The capitals and the default place are Japan's; a point, or a catalogue place, gives its own.
    if (place === null || typeof place === "string") return JAPAN_CLOCK;
    return zoneOfPlace(place) ?? autoZoneRefused();
  }
  const zone = checkZone(raw);
  if (isApiError(zone)) return zone;
  return isJapanZone(zone) ? JAPAN_CLOCK : { zone, from: null };
}

/**
 * A place in a zone (`tz=`, or a zone resolved otherwise): on Japan's clock (`zone` null) the place as it is; else a
 * point in that zone — the point given (a catalogue place's), or a capital's NAOJ point (the default place's for
 * `null`), at which the computation gives the prerendered minutes — so its times are computed per request on that
 * zone's clock. `from`: the place a point's zone came from (`tz=auto`).
 */
export function placeInZone(place: PlaceChoice, zone: Zone | null, from: string | null = null): PlaceChoice {
  if (zone === null) return place;
  const named = from === null ? {} : { from };
  if (place !== null && typeof place !== "string") return { ...place, zone, ...named };
  const capital = PLACES.find((p) => p.id === (place ?? DEFAULT_PLACE_ID))!;
  return { ...pointOf(capital.latitude, capital.longitude, 0), zone };
}

/** A place of moment and birth (`place=`): its coordinates, the catalogue place it is, and the zone it gives. */
export interface ClockPlace {
  /** As sent (errors name it). */
  readonly raw: string;
  /** Rounded as the day bodies' points are: 4 decimals. */
  readonly latitude: number;
  readonly longitude: number;
  /** The catalogue place (a capital's id too), absent for a point. */
  readonly place?: NamedPlace;
  /** Its zone; `null` for a point farther than {@link AUTO_ZONE_KM} km from every place. */
  readonly zone: PlaceZone | null;
}

/** `place=` of moment and birth: `null` when not sent, the place, or 400 INVALID_PARAMETER naming `place`. */
export function checkClockPlace(raw: string | null): ClockPlace | null | ApiError {
  if (raw === null) return null;
  const read = readPlace(raw);
  if (isApiError(read)) return read;
  const place = "capital" in read ? placeById(read.capital)! : "place" in read ? read.place : undefined;
  const at = place ?? (read as { readonly latitude: number; readonly longitude: number });
  const point = { latitude: rounded(at.latitude, 4), longitude: rounded(at.longitude, 4) };
  const withPlace = place === undefined ? point : { ...point, place };
  return { raw, ...withPlace, zone: zoneOfPlace(withPlace) };
}

/** A place's part of the key of moment and birth: its id, or the rounded point `lat,lon`. */
export function clockPlaceKey(place: ClockPlace): string {
  return place.place?.id ?? `${place.latitude},${place.longitude}`;
}

/** What an answer of moment and birth names its place by: `{ id, label, latitude, longitude }`, a point without id and label. */
export interface PlaceEcho {
  readonly id?: string;
  readonly label?: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** The {@link PlaceEcho} of a place, its label in the answer's language (lang=en: its English name). */
export function placeEcho(place: ClockPlace, lang: Lang): PlaceEcho {
  const { latitude, longitude } = place;
  const named = place.place;
  return named === undefined
    ? { latitude, longitude }
    : { id: named.id, label: lang === "en" ? named.en : named.label, latitude, longitude };
}

/** `view` then `format`, the order every data endpoint checks them in. */
export function parseViewAndFormat(routed: RoutedRequest): { view: View | null; format: Format } | ApiError {
  const view = parseView(routed);
  if (isApiError(view)) return view;
  const format = parseFormat(routed);
  if (isApiError(format)) return format;
  return { view, format };
}

/** The options of the day bodies (day, range, bulk), checked in this order: view, format, place (and elev), tz, lang, rules. */
export interface DayOptions {
  readonly view: View | null;
  readonly format: Format;
  /** A place id, a point (in the zone of `tz`), or `null` for the default place (the Pro fields sun and moon). */
  readonly place: PlaceChoice;
  /** The labels' language (schemas/english.ts). */
  readonly lang: Lang;
  /** `rules=` (docs/interface.md#schools-rules): the day rules of the Pro records. */
  readonly rules: Rules;
}

/** {@link DayOptions}, or the 400 of the first that fails. */
export function parseDayOptions(routed: RoutedRequest): DayOptions | ApiError {
  const common = parseViewAndFormat(routed);
  if (isApiError(common)) return common;
  const place = readPlaceInZone(routed.query);
  if (isApiError(place)) return place;
  const lang = parseLang(routed);
  if (isApiError(lang)) return lang;
  const rules = parseRules(routed);
  if (isApiError(rules)) return rules;
  return { view: common.view, format: common.format, place: placeChoice(place, lang), lang, rules };
}

/** `place` (with `elev`) and `tz` as read, before the answer's language names a catalogue place: {@link placeChoice}. */
export interface PlaceInZone {
  readonly place: PlaceChoice;
  readonly zone: PlaceZone;
}

/**
 * `place`, `elev` and `tz` of the day bodies (docs/interface.md#places), and of the calendar feed's `sun`
 * (docs/interface.md#calendar-subscriptions): the place and its zone, or the 400 of the first that fails (`place`,
 * then `elev`, then `tz`).
 */
export function readPlaceInZone(query: URLSearchParams): PlaceInZone | ApiError {
  const place = parsePlace(query);
  if (isApiError(place)) return place;
  const zone = parseZone(query, place);
  return isApiError(zone) ? zone : { place, zone };
}

/** The {@link PlaceChoice} of a place read in its zone, a catalogue place named in the answer's language (lang=en: its English name). */
export function placeChoice({ place, zone }: PlaceInZone, lang: Lang): PlaceChoice {
  const named = lang === "en" && place !== null && typeof place !== "string" && place.place !== undefined ? inEnglish(place) : place;
  return placeInZone(named, zone.zone, zone.from);
}

/** A catalogue place's point named by its English name. */
function inEnglish(point: PlacePoint): PlacePoint {
  return { ...point, name: { id: point.place!.id, label: point.place!.en } };
}

/**
 * A request that has `lang` and other parameters: `lang` is checked first (its 400 wins over the others'),
 * then `rest` parses the others.
 */
export function withLang<R extends { readonly lang: Lang }>(routed: RoutedRequest, rest: () => Omit<R, "lang"> | ApiError): R | ApiError {
  const lang = parseLang(routed);
  if (isApiError(lang)) return lang;
  const parsed = rest();
  return isApiError(parsed) ? parsed : ({ ...parsed, lang } as R);
}

/** The `date` path parameter of the endpoints about one day: 400 DATE_REQUIRED or INVALID_DATE (naming the date sent). */
export function parseDatePath(routed: RoutedRequest): { readonly text: string; readonly day: number } | ApiError {
  const value = routed.params["date"] ?? null;
  return parseDateParam(value, apiError("DATE_REQUIRED", "date is required: a date in YYYY-MM-DD"), () =>
    apiError("INVALID_DATE", "date must be an existing day in YYYY-MM-DD", { date: value! }),
  );
}

/** A required date parameter: its day number, or DATE_REQUIRED-style / INVALID_DATE. */
export function parseDateParam(
  value: string | null,
  required: ApiError,
  invalid: () => ApiError,
): { readonly text: string; readonly day: number } | ApiError {
  if (value === null) return required;
  const day = parseIsoDate(value);
  return day === null ? invalid() : { text: value, day };
}

/** A span of days, both ends counted: `start` and `end` as sent and as day numbers. */
export interface Span {
  readonly start: string;
  readonly end: string;
  readonly startDay: number;
  readonly endDay: number;
}

/** The `{start}` and `{end}` path parameters (range, business count): {@link checkSpan}. */
export function parseSpan(routed: RoutedRequest): Span | ApiError {
  return checkSpan(routed.params["start"] ?? null, routed.params["end"] ?? null);
}

/** A span as sent (path parameters, or the finder's query): START_REQUIRED, END_REQUIRED, INVALID_DATE, RANGE_REVERSED. */
export function checkSpan(start: string | null, end: string | null): Span | ApiError {
  if (start === null) return apiError("START_REQUIRED", "start is required: a date in YYYY-MM-DD");
  if (end === null) return apiError("END_REQUIRED", "end is required: a date in YYYY-MM-DD");
  const startDay = parseIsoDate(start);
  const endDay = parseIsoDate(end);
  if (startDay === null || endDay === null)
    return apiError("INVALID_DATE", "start and end must be existing days in YYYY-MM-DD", { start, end });
  if (startDay > endDay) return apiError("RANGE_REVERSED", "start is after end", { start, end });
  return { start, end, startDay, endDay };
}

/**
 * `rules` (docs/interface.md#schools-rules): the rules of the answer, every rule at its default unless the text
 * chooses otherwise, `after` (a shorthand such as `zi=`, already checked) applied last; or 400
 * INVALID_PARAMETER naming the first unknown preset, rule or value and listing the valid ones.
 */
export function parseRules(routed: RoutedRequest, after: RuleChoices = {}): Rules | ApiError {
  return checkRules(queryValue(routed.query, RULES_PARAM.name), after);
}

/** {@link parseRules} of a value as sent (`null`: not sent), for the callers that are not a routed request (the birth form). */
export function checkRules(raw: string | null, after: RuleChoices = {}): Rules | ApiError {
  const choices = readRules(raw ?? RULES_PARAM.absent);
  if ("reason" in choices) return invalidParameter(RULES_PARAM.name, raw!, `rules: ${choices.reason}; ${RULES_ACCEPTED}`);
  return applyRules(...choices, after);
}
