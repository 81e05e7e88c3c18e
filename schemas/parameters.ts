/**
 * Request parameters as the endpoint contracts declare them (OpenAPI 3.1.0 §4.8.12, Parameter
 * Object): name, where it is sent, its accepted form as a zod schema, and what it means. The
 * parameters several endpoints share are here; an endpoint's own are in its module
 * (schemas/endpoints/). The document's `components.parameters` is every parameter the contracts
 * use, under its component name. A parameter the edge checks by its schema also carries its 400s
 * ({@link ParamErrors}) and its value when not sent (its default): edge-rules/routing/parameters.ts
 * `checkParam` reads them, so the accepted form and the default are spelled once, here or in the
 * endpoint's contract.
 */
import { z } from "zod";
import type { ErrorCode } from "./error-codes.ts";
import { jsonSchema, type Json } from "./openapi-objects.ts";
import { ISO_DATE_PATTERN } from "../calendar/time/day-number.ts";
import { LANGS, VIEWS } from "../calendar/names.ts";
import { DEFAULT_PLACE_ID, PLACES } from "../calendar/astronomy/places.ts";
import { ZONE_NAME } from "../calendar/time/zone-clock.ts";
import { PLACE_ID_PATTERN } from "../calendar/places/place.ts";

/** The `years` form: comma-separated four-digit years; interface "Query style". */
export const YEARS_PATTERN = /^[0-9]{4}(,[0-9]{4})*$/;

/** `view` (表示レベル): lite or pro; without it, the view follows the caller's plan. */
export const ViewParam = z.enum(VIEWS).describe("data view level; without it the view follows the plan (lite without a Pro credential)");

/** A path date segment as the OpenAPI document shows it: the shape, plus `format: date`. */
export const DatePathParam = z.string().regex(ISO_DATE_PATTERN).meta({ format: "date" });

/** `years`: comma-separated four-digit years (bulk). */
export const YearsParam = z.string().regex(YEARS_PATTERN).describe("comma-separated four-digit years, e.g. 2025,2026");

/** Body formats: JSON (default) or CSV (docs/interface.md#csv). */
export const FORMATS = ["json", "csv"] as const;
export type Format = (typeof FORMATS)[number];

/** `format`: the body's format; errors stay JSON. */
export const FormatParam = z.enum(FORMATS).describe("body format: json (default) or csv (RFC 4180, UTF-8 with BOM, CRLF)");

/** `token`: a Pro direct-access credential (the `Authorization: Bearer` header wins when both are sent). */
export const TokenParam = z.string().min(1).describe("Pro direct-access token; the Authorization header wins when both are sent");

/** One parameter of an endpoint (`S`: its schema's type, so a checked value has the schema's output type). */
export interface ParamSpec<S extends z.ZodType | Json = z.ZodType | Json> {
  /** Its name under `components.parameters` (operations refer to it there). */
  readonly component: string;
  /** The name on the wire: the path template's `{name}`, the query key, or the header field. */
  readonly name: string;
  /** Where it is sent; a path parameter is a query parameter of the same name in `gw.php`. */
  readonly in: "path" | "query" | "header";
  /** The accepted form: a zod schema (the document shows its JSON Schema), or a JSON Schema where zod cannot say it. */
  readonly schema: S;
  readonly description: string;
  /** Default: path parameters are required, the others are not. */
  readonly required?: boolean;
}

/** One 400 of a parameter: its code and message (INVALID_PARAMETER names the parameter and the value it had). */
export interface ParamError {
  readonly code: ErrorCode;
  readonly message: string;
}

/** A parameter's 400s: when it is absent and required, and when its schema refuses the value. */
export interface ParamErrors {
  /** Absent: the value is the spec's `absent` (its default, or `null`) unless this is given. */
  readonly required?: ParamError;
  readonly invalid: ParamError;
}

/** A parameter the edge checks by its zod schema, with its 400s and its value when not sent (`A`). */
export interface CheckedParam<S extends z.ZodType = z.ZodType, A = unknown> extends ParamSpec<S> {
  readonly errors: ParamErrors;
  /** The value when not sent (and not required): its default, or `null` when it has none. */
  readonly absent: A;
}

/** The value of an absent parameter by its schema: the schema's zod `.default`, else `null`. */
type SchemaAbsent<S extends z.ZodType> = undefined extends z.input<S> ? z.output<S> : null;

/**
 * `spec` with the 400s of its schema's refusal (and of its absence, when required), and its value when
 * absent: `absent` when given, else the schema's zod `.default`, else `null`. A default the published
 * document does not show is given as `absent` (a zod `.default` would add `default` to the document).
 */
export function checked<S extends z.ZodType, E extends ParamErrors>(
  spec: ParamSpec<S>,
  errors: E,
  absent: z.output<S>,
): CheckedParam<S, z.output<S>> & { readonly errors: E };
export function checked<S extends z.ZodType, E extends ParamErrors>(
  spec: ParamSpec<S>,
  errors: E,
): CheckedParam<S, SchemaAbsent<S>> & { readonly errors: E };
export function checked(spec: ParamSpec<z.ZodType>, errors: ParamErrors, ...absent: [unknown?]): CheckedParam {
  if (!(spec.schema instanceof z.ZodType)) throw new Error(`${spec.name}: a checked parameter is checked by a zod schema`);
  const byDefault = spec.schema.safeParse(undefined);
  return { ...spec, schema: spec.schema, errors, absent: absent.length > 0 ? absent[0] : byDefault.success ? byDefault.data : null };
}

/** The INVALID_PARAMETER of a parameter, with `message`. */
export const invalidAs = (message: string): ParamError => ({ code: "INVALID_PARAMETER", message });

/** A {@link ParamSpec}, required when it is a path parameter unless told. */
export function param<S extends z.ZodType | Json>(
  component: string,
  name: string,
  where: ParamSpec["in"],
  schema: S,
  description: string,
  required = where === "path",
): ParamSpec<S> {
  return { component, name, in: where, schema, description, required };
}

/** The OpenAPI Parameter Object of a {@link ParamSpec}. */
export function parameterObject(p: ParamSpec): Json {
  const schema = p.schema instanceof z.ZodType ? jsonSchema(p.schema) : p.schema;
  return { name: p.name, in: p.in, required: p.required ?? p.in === "path", description: p.description, schema };
}

/** `{date}`, `{start}`, `{end}`: a day, YYYY-MM-DD. */
export const DATE_PATH = param(
  "DatePath",
  "date",
  "path",
  DatePathParam,
  "The date, YYYY-MM-DD (an impossible date such as 2025-02-29 is 400 INVALID_DATE).",
);
export const START_PATH = param("StartPath", "start", "path", DatePathParam, "First day of the range, YYYY-MM-DD (inclusive).");
export const END_PATH = param("EndPath", "end", "path", DatePathParam, "Last day of the range, YYYY-MM-DD (inclusive).");
export const YEARS_PATH = checked(param("YearsPath", "years", "path", YearsParam, "Comma-separated four-digit years."), {
  required: { code: "YEARS_REQUIRED", message: "years is required: comma-separated four-digit years" },
  invalid: { code: "INVALID_YEARS", message: "years must be comma-separated four-digit years (2025 or 2024,2025)" },
});

/** `{year}`: a four-digit Gregorian year (long weekends, 五十日, instants). */
export const YEAR_PATH = checked(
  param(
    "YearPath",
    "year",
    "path",
    z.string().regex(/^[0-9]{4}$/),
    "A four-digit Gregorian year inside the coverage (else 404 OUT_OF_COVERAGE).",
  ),
  {
    required: invalidAs("year is required: a four-digit year, e.g. 2026"),
    invalid: invalidAs("year must be a four-digit year, e.g. 2026"),
  },
);

/** A year as an MCP tool argument (a JSON number), the four digits of {@link YEAR_PATH}. */
export const YearArgument = z.int().min(1000).max(9999);

export const VIEW = checked(
  param(
    "View",
    "view",
    "query",
    ViewParam,
    "Data view level, lite or pro. Without it the view follows the plan; pro needs a Pro plan (else 403 PLAN_REQUIRED).",
  ),
  { invalid: { code: "INVALID_VIEW", message: `view must be ${VIEWS.join(" or ")}` } },
);

export const FORMAT = checked(
  param(
    "Format",
    "format",
    "query",
    FormatParam,
    "Body format: `json` (default) or `csv` — RFC 4180 with a UTF-8 BOM, CRLF, a header row of the record's fields in schema order (business_count and long_weekends: of their list's items, one row each), lists joined by `・`, and `Content-Disposition: attachment`. `fn=instants` also takes `ics` (iCalendar, a timed event per instant). Errors stay JSON.",
  ),
  { invalid: invalidAs(`format must be ${FORMATS.join(" or ")}`) },
  "json",
);

/** A point as `place=` takes it: `lat,lon`, decimal degrees (the ranges are checked apart, so their 400s can name them). */
export const POINT_PATTERN = /^[+-]?[0-9]+(\.[0-9]+)?,[+-]?[0-9]+(\.[0-9]+)?$/;

/** The elevation `elev=` takes, metres: the Dead Sea's shore to above Everest. */
export const ELEV_RANGE = { min: -500, max: 9000 } as const;

/** The longest place id `place=` takes (the catalogue's longest is 37 characters): a longer value names no place. */
export const PLACE_ID_MAX = 64;

/** The path of the places catalogue, where every place id comes from (schemas/endpoints/places.ts). */
export const PLACES_PATH = "/gw/places";

/** `tz=auto`: the zone of the place (docs/interface.md#places). */
export const AUTO_ZONE = "auto";

/** How far a point may be from the nearest place of the catalogue for `tz=auto` to take that place's zone, km. */
export const AUTO_ZONE_KM = 150;

/**
 * `place`: a place id of the catalogue (`GET /gw/places`: the 47 prefectural capitals of calendar/astronomy/places.ts, every
 * municipality and ward of Japan, the cities abroad), or a point.
 */
export const PlaceParam = z
  .union([
    z.enum(PLACES.map((place) => place.id) as [string, ...string[]]).describe("a prefectural capital: NAOJ's point, its times prerendered"),
    z
      .string()
      .max(PLACE_ID_MAX)
      .regex(PLACE_ID_PATTERN)
      .describe(`any place id of GET ${PLACES_PATH} (kushiro-shi, sapporo-shi-chuo-ku, new-york-city)`),
    z.string().regex(POINT_PATTERN).describe("a point: latitude,longitude in decimal degrees (WGS84, north and east positive)"),
  ])
  .describe(
    `a place id of GET ${PLACES_PATH} (a prefectural capital: sapporo … naha; kushiro-shi, new-york-city), or a point lat,lon in decimal degrees (e.g. 35.007,135.787)`,
  );

/** The 400 of a `place=` that names no place: ids come from `GET /gw/places`. */
export const PLACE_MESSAGE = `place must be a place id of GET ${PLACES_PATH} (e.g. sapporo, kushiro-shi, new-york-city; find one with ${PLACES_PATH}?q=<name>) or a point lat,lon in decimal degrees (e.g. 35.007,135.787)`;

export const PLACE = checked(
  param(
    "Place",
    "place",
    "query",
    PlaceParam,
    `Where the Pro fields \`sun\` and \`moon\` are computed: a place id of \`GET ${PLACES_PATH}\` — one of the 47 prefectural capitals (e.g. sapporo, osaka, naha: NAOJ's points, the times prerendered) or any other place of the catalogue (a municipality or ward of Japan, a city abroad: kushiro-shi, sapporo-shi-chuo-ku, new-york-city), computed at its coordinates as a point whose \`sky.point\` names it (\`id\`, \`label\`) — or any point \`lat,lon\` in decimal degrees (WGS84, north and east positive, e.g. 35.007,135.787; rounded to 4 decimals). A point's answer adds \`sky\` (the point used, solar noon, twilights, 明六ツ・暮六ツ, the Moon's transit). Default ${DEFAULT_PLACE_ID} (NAOJ's Tokyo point). An unknown id is 400 INVALID_PARAMETER whose hint searches \`${PLACES_PATH}?q=\`. The lite view has no times; there the place is checked and has no effect.`,
  ),
  { invalid: invalidAs(PLACE_MESSAGE) },
  DEFAULT_PLACE_ID,
);

/** `place` of moment and birth: the place whose clock reads a date-time without an offset, and the birthplace of `solar=`. */
export const CLOCK_PLACE = param(
  "ClockPlace",
  "place",
  "query",
  PlaceParam,
  `The place of the date-time: a place id of \`GET ${PLACES_PATH}\` (a prefectural capital, a municipality or ward of Japan, a city abroad) or a point \`lat,lon\` in decimal degrees. When the date-time has no offset and no \`tz\` is given, a place abroad reads it on the place's zone (a point: the zone of the nearest place of the catalogue within ${AUTO_ZONE_KM} km, else 400 INVALID_PARAMETER naming place), a place in Japan on Japan's clock; \`tz=auto\` takes the place's zone. On birth its longitude is the birthplace's for \`solar=mean|true\` (\`longitude\` with it is 400). The answer names it (\`place\`). An unknown id is 400 INVALID_PARAMETER.`,
);

/** `elev`: a point's elevation, metres (a capital's id is NAOJ's sea-level point and takes none). */
export const ElevParam = z
  .number()
  .min(ELEV_RANGE.min)
  .max(ELEV_RANGE.max)
  .describe(
    `elevation of the point (place=lat,lon, or a place id other than the 47 capitals), metres above sea level, ${ELEV_RANGE.min} to ${ELEV_RANGE.max}; default 0`,
  );

export const ELEV = param(
  "Elev",
  "elev",
  "query",
  ElevParam,
  `The elevation of a point (\`place=lat,lon\`, or a place id of \`GET ${PLACES_PATH}\` other than the 47 capitals: the catalogue's places are taken at 0 m), metres above sea level, ${ELEV_RANGE.min} to ${ELEV_RANGE.max}, rounded to whole metres; default 0. With a capital's id (NAOJ's sea-level points) or without \`place\` it is 400 INVALID_PARAMETER.`,
);

/** `tz` of the day bodies: the zone whose civil days and clock a place's times are on. */
export const PlaceTzParam = z
  .string()
  .regex(ZONE_NAME)
  .describe(
    "an IANA time zone name (America/New_York, Europe/London): the civil days and clock of the Pro times sun, moon and sky; or auto, the place's own zone",
  );

export const PLACE_TZ = param(
  "PlaceTz",
  "tz",
  "query",
  PlaceTzParam,
  `An IANA time zone name (\`America/New_York\`, \`Europe/London\`, \`Australia/Sydney\`): the Pro fields \`sun\` and \`moon\` (and \`sky\`) are those of each record's date as a civil day of that zone (from its 00:00 to the next: 23 or 25 hours on the days its clocks change), every time on its clock, with the offsets and summer time of the IANA tz database; \`sky.clock\` names the zone and the day's offset at noon. A capital's id (or none: ${DEFAULT_PLACE_ID}) is then computed at its NAOJ point, so the answer has \`sky\`. \`auto\` is the place's own zone: a place id's \`tz\` of \`GET ${PLACES_PATH}\` (Asia/Tokyo for the capitals, every place in Japan and the default place: the answer without \`tz\`), and for a point \`lat,lon\` the zone of the nearest place of the catalogue within ${AUTO_ZONE_KM} km, named in \`sky.clock.from\` (farther: 400 INVALID_PARAMETER naming tz). \`Asia/Tokyo\` (and \`Japan\`) is JST, the same answer as without \`tz\`. The lite view has no times; there \`tz\` is checked and has no effect. An unknown name is 400 INVALID_PARAMETER.`,
);

/** `lang`: ja (default) or en, the language of the answer's labels. */
export const LangParam = z.enum(LANGS).describe("ja (default) or en: the labels' language");

export const LANG = checked(
  param(
    "Lang",
    "lang",
    "query",
    LangParam,
    "The labels' language: `ja` (default) or `en`, every label value replaced by its glossary English name (`en`) under the same keys, whatever the body's format. Dates, ids and the Japanese date texts (kyureki, nengo, wareki, era names) stay. See docs/interface.md#english-labels.",
  ),
  { invalid: invalidAs(`lang must be ${LANGS.join(" or ")}`) },
  "ja",
);

export const TOKEN = param(
  "Token",
  "token",
  "query",
  TokenParam,
  "Pro direct-access credential (same as `Authorization: Bearer`; the header wins when both are sent).",
);

/** The conditional-request header parameters (RFC 9110 §13.1). */
export const CONDITIONAL: readonly ParamSpec[] = [
  param("IfNoneMatch", "If-None-Match", "header", { type: "string" }, "ETag(s) of a cached copy; a match answers 304."),
  param(
    "IfModifiedSince",
    "If-Modified-Since",
    "header",
    { type: "string" },
    "HTTP-date of a cached copy; used only without If-None-Match.",
  ),
];
