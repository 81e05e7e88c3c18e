/** `GET /gw/moment/{at}` and `gw.php?fn=moment&at=` (docs/interface.md#the-calendar-of-a-moment): the pillars, stars and 節 around one instant. */
import { ZI_CONVENTIONS } from "../../calendar/names.ts";
import { z } from "zod";
import type { EndpointContract, OperationExample } from "../endpoint.ts";
import { dayNumber } from "../../calendar/time/day-number.ts";
import { ZONE_NAME } from "../../calendar/time/zone-clock.ts";
import { dayKanshiIndex, hourKanshiIndex, monthKanshiIndex, yearKanshiIndex } from "../../calendar/cycles/pillars.ts";
import { monthKyuseiIndex, yearKyuseiIndex } from "../../calendar/kyusei/stars.ts";
import { KANSHI_60, KYUSEI } from "../../calendar/names.ts";
import { SekkiInstant } from "../instants.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import {
  AUTO_ZONE_KM,
  checked,
  CLOCK_PLACE,
  CONDITIONAL,
  invalidAs,
  LangParam,
  param,
  PlaceParam,
  PLACES_PATH,
  TOKEN,
  LANG,
} from "../parameters.ts";
import { KanshiEnum, KyuseiEnum } from "../day.ts";
import { AppliedRules, RULES_PARAM, ToolRulesArgument } from "../rules.ts";

/** `{at}`: an ISO 8601 date-time. */
export const AT_PATH = param(
  "AtPath",
  "at",
  "path",
  z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,9})?)?([Zz]|[+-][0-9]{2}:?[0-9]{2})?$/),
  "An ISO 8601 date-time, `YYYY-MM-DDTHH:MM[:SS]` with an offset (`+09:00`, `Z`, `-05:00`; `-00:00` is UTC, RFC 3339 §4.3) or none (then the civil clock: JST, and Tokyo mean time, UTC+09:19:01, before 1888; with `tz`, that zone's clock). Anything else, 24:00, a day that does not exist or an offset beyond ±14:00 is 400 INVALID_DATETIME saying why. In gw.php's `at=` write `+` as `%2B`.",
);

/** `zi`: the 子の刻 convention. */
export const ZI = checked(
  param(
    "Zi",
    "zi",
    "query",
    z.enum(ZI_CONVENTIONS),
    "The 子の刻 (23:00–01:00) convention: `early` (default; the day turns at 00:00, and 23:00–24:00 takes the next day's 子 hour stem) or `late` (the day pillar turns at 23:00).",
    false,
  ),
  { invalid: invalidAs(`zi must be ${ZI_CONVENTIONS.join(" or ")}`) },
  "early",
);

/** `tz`: the IANA time zone whose clock reads a date-time written without an offset. */
export const TzParam = z
  .string()
  .regex(ZONE_NAME)
  .describe(
    "an IANA time zone name (America/New_York, Europe/London, Asia/Kolkata) whose clock reads a date-time written without an offset, or auto: the zone of place",
  );
export const TZ = param(
  "Tz",
  "tz",
  "query",
  TzParam,
  "An IANA time zone name (`America/New_York`, `Europe/London`, `Australia/Sydney`): a date-time without an offset is read on that zone's clock of its date, with the offset and summer time the IANA tz database gives it then; `clock` in the answer names the zone and the offset read. A time the clocks skipped or showed twice is read by `fold`. With an offset written too, the offset must be one the zone had at that instant (`Z` and `-00:00` name the instant only), else 400 INVALID_PARAMETER. `Asia/Tokyo` (and `Japan`) is Japan's own clock, read as without `tz`. `auto` is the zone of `place` (a place id's, or for a point the zone of the nearest place of `GET /gw/places` within 150 km, named in `clock.from`; without a place, or with a point farther than that, 400 INVALID_PARAMETER). An unknown name is 400 INVALID_PARAMETER.",
);

/** `fold` of a moment: which reading of a clock time shown twice or never is taken (the zone's of `tz=`, or 1888's). */
export const MOMENT_FOLD = checked(
  param(
    "MomentFold",
    "fold",
    "query",
    z.enum(["0", "1"]).describe("0 (default) or 1"),
    "A clock time the clocks showed twice (the zone of `tz` putting its clocks back; 1888-01-01 00:00–00:19 in Japan) or never (putting them forward): `0` (default) reads it with the clock's lead before the change (the first of two; a skipped time on the clock it had not left), `1` after it. `clock.reading` says which case it was; any other time ignores `fold`.",
  ),
  { invalid: invalidAs("fold must be 0, 1") },
  "0",
);

/** The zone clock a date-time was read on (only with a `tz` other than Japan's). */
export const ZoneClock = z
  .strictObject({
    tz: z.string().describe("the zone, as sent (in the IANA database's case)"),
    offset: z.string().describe("the offset read, ±HH:MM (±HH:MM:SS for a local mean time)"),
    reading: z
      .enum(["once", "gap", "fold", "offset"])
      .describe(
        "once: the clock showed that time once; gap: never (the clocks went forward; read by fold); fold: twice (the clocks went back; read by fold); offset: the time was written with an offset the zone had",
      ),
    from: z
      .string()
      .optional()
      .describe(
        `for a point (place=lat,lon) with tz=auto or without tz: the id of the nearest place of GET ${PLACES_PATH}, whose zone this is`,
      ),
  })
  .describe("the zone clock of `tz` (or of `place`) the date-time was read on (absent without either, and for Japan's own clock)");

/** `place` of an answer of moment and birth: the place as read (a catalogue place's id and label, or a point). */
export const PlaceEchoSchema = z
  .strictObject({
    id: z.string().optional().describe(`the place id of GET ${PLACES_PATH} (absent for a point)`),
    label: z.string().optional().describe("its name (lang=en: its English name)"),
    latitude: z.number().min(-90).max(90).describe("degrees north, 4 decimals"),
    longitude: z.number().min(-180).max(180).describe("degrees east, 4 decimals"),
  })
  .describe(
    `the place of place= (a place of GET ${PLACES_PATH}, or a point): its clock reads a time without an offset when no tz is given (a point: the zone of the nearest place within ${AUTO_ZONE_KM} km)`,
  );

/** A boundary the instant lies near. */
export const MomentBoundary = z
  .strictObject({
    kind: z.enum(["sekki", "day"]).describe("a 節 instant, or the day's turn (00:00; 23:00 with zi=late)"),
    name: z.string().describe("the 節's name, or the turn's time"),
    minutes: z.int().describe("minutes from the boundary (negative: before it)"),
  })
  .describe("within 120 minutes of a 節 instant or of the day's turn");

/** The answer of moment/{at}. */
export const MomentResponse = z
  .strictObject({
    ok: z.literal(true),
    at: z.string().describe("the instant in JST, `YYYY-MM-DDTHH:MM[:SS]+09:00`"),
    clock: ZoneClock.optional(),
    place: PlaceEchoSchema.optional(),
    date: z.string().describe("its civil day, the day records' day: JST, Tokyo mean time before 1888"),
    pillars: z.strictObject({
      year: KanshiEnum.describe("turns at the 立春 instant"),
      month: KanshiEnum.describe("turns at each 節 instant"),
      day: KanshiEnum.describe("turns at 00:00 of the civil clock (23:00 with zi=late)"),
      hour: KanshiEnum.describe("the 時辰 of two hours from 23:00, stem by 五鼠遁"),
    }),
    kyusei: z.strictObject({
      year: KyuseiEnum.describe("turns at the 立春 instant"),
      month: KyuseiEnum.describe("turns at each 節 instant"),
      day: KyuseiEnum.describe("the civil day's 日家九星 (the day record's kyusei)"),
    }),
    setsu: z.strictObject({ previous: SekkiInstant, next: SekkiInstant }),
    boundary: MomentBoundary.nullable(),
    rules: AppliedRules,
  })
  .describe("the calendar of one instant (四柱 and 九星 at a moment)");

export const EXAMPLE_MOMENT_PATH = "/gw/moment/2026-02-04T05:01+09:00";

export const moment: EndpointContract = {
  name: "moment",
  method: "GET",
  path: "/gw/moment/{at}",
  fn: "moment",
  operationId: "getMoment",
  tag: "calendar",
  summary: "The calendar of a moment (四柱・九星)",
  description:
    "The 干支 of the year (turning at the 立春 instant), month (at each 節 instant), day and hour (時辰, stem by 五鼠遁), the year, month and day 九星, the 節 instants before and after, and `boundary` when the instant is within 120 minutes of a 節 instant or the day's turn. `tz=` reads a time without an offset on an IANA zone's clock (`clock` names the zone and offset; `fold` picks a skipped or repeated time); `place=` (a place id of `GET /gw/places`, or `lat,lon`) reads it on the place's clock when no `tz` is given, and `tz=auto` takes the place's zone (`place` names it); `zi=early|late` chooses the 子の刻 convention (the shorthand of `rules=zi:…`, applied after `rules=`); `rules` names the rules applied. Lite, no credential. Same result as `gw.php?fn=moment&at=`.",
  parameters: [AT_PATH, TZ, CLOCK_PLACE, MOMENT_FOLD, ZI, RULES_PARAM, LANG, TOKEN, ...CONDITIONAL],
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  schemas: [
    ["MomentResponse", MomentResponse],
    ["MomentBoundary", MomentBoundary],
  ],
  responses: () => operationResponses(moment.statuses, dataOk("MomentResponse", "The calendar of the instant.", undefined, false, false)),
  example: (y) => `GET /gw/moment/${y}-02-04T12:00+09:00`,
  testRequest: "/gw/moment/2025-06-01T12:00+09:00",
  testStatuses: [
    [200, "/gw/moment/2025-06-01T12:00+09:00?zi=late"],
    [200, "/gw/moment/2025-06-01T23:30+09:00?rules=tyme4ts,zi:late"],
    [200, "/gw/moment/2025-06-01T09:30?tz=America/New_York"],
    [200, "/gw/moment/2025-06-01T09:30?place=new-york-city"],
    [400, "/gw/moment/2025-06-01T09:30?tz=Mars/Olympus"],
    [400, "/gw/moment/2025-06-01T09:30?tz=auto"],
    [400, "/gw/moment/2025-02-29T10:00"],
    [403, "/gw/moment/2025-06-01T12:00", { as: "unknown" }],
    [404, "/gw/moment/2019-06-01T12:00"],
    [405, "/gw/moment/2025-06-01T12:00", { method: "POST" }],
  ],
  docExample: ({ coverage }) => momentExample(coverage.from),
  tool: {
    name: "moment",
    title: "The calendar of a moment (pillars, nine stars)",
    description:
      'The four pillars (年柱 from the 立春 instant, 月柱 from the 節 instant, 日柱, 時柱) and the year/month/day 九星 at one instant in Japan, with the 節 before and after and a boundary flag within 120 minutes of a 節 or the day\'s turn. A time without an offset is Japan\'s civil clock, or tz\'s (an IANA zone; "auto": the place\'s), or without tz the clock of place (a place id from find_place, or "lat,lon"). Same answer as GET /gw/moment/{at}. Example: {"at":"1990-05-05T14:30+09:00","zi":"early"}.',
    input: z.strictObject({
      at: z
        .string()
        .describe("ISO 8601 date-time with offset, or none for the civil clock (JST; Tokyo mean time before 1888) or the clock of tz"),
      tz: TzParam.optional(),
      place: PlaceParam.optional(),
      fold: z.enum(["0", "1"]).optional().describe("a clock time shown twice or never: 0 (default) the reading before the change, 1 after"),
      zi: z.enum(ZI_CONVENTIONS).optional().describe("子の刻 convention: early (default) or late"),
      rules: ToolRulesArgument,
      lang: LangParam.optional(),
    }),
  },
};

/**
 * GET /gw/moment at noon JST on 1 June of the coverage's first year: always in 巳月 (立夏 falls on
 * 5–6 May, 芒種 on 5–6 June), the 午 hour. The stars of the day, the 節 and the boundary are left out.
 */
export function momentExample(y: number): OperationExample {
  const day = dayKanshiIndex(dayNumber(y, 6, 1));
  const month = 4;
  return {
    request: `/gw/moment/${y}-06-01T12:00+09:00`,
    response: {
      ok: true,
      at: `${y}-06-01T12:00+09:00`,
      date: `${y}-06-01`,
      pillars: {
        year: KANSHI_60[yearKanshiIndex(y)]!,
        month: KANSHI_60[monthKanshiIndex(y, month)]!,
        day: KANSHI_60[day]!,
        hour: KANSHI_60[hourKanshiIndex(day, 6)]!,
      },
      kyusei: { year: KYUSEI[yearKyuseiIndex(y)]!, month: KYUSEI[monthKyuseiIndex(y, month)]! },
    },
    shortened: ["日の九星、前後の節、boundary は省略", "the day's star, the 節 around it and boundary left out"],
  };
}
