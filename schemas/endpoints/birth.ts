/** `GET /gw/birth/{at}` and `gw.php?fn=birth&at=` (docs/interface.md#birth-charts): a birth chart (九星気学 and 四柱推命), Pro. */
import { z } from "zod";
import { KanshiEnum, KyuseiEnum, labelEnum } from "../day.ts";
import { PRO_CREDENTIAL, type EndpointContract } from "../endpoint.ts";
import { AppliedRules, RULES_PARAM, ToolRulesArgument } from "../rules.ts";
import { SekkiInstant } from "../instants.ts";
import { PlaceEchoSchema, TZ, TzParam, ZI, ZoneClock } from "./moment.ts";
import { ZI_CONVENTIONS } from "../../calendar/names.ts";
import { BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { checked, CLOCK_PLACE, CONDITIONAL, invalidAs, LANG, LangParam, param, PlaceParam, TOKEN } from "../parameters.ts";
import { JIKKAN, JUNIUN, JUNISHI, KYUSEI_PALACES, NISSHU, SEXES, TENCHUSATSU, TSUHEN } from "../../calendar/names.ts";

/** `solar=`: none (default), local mean time, or true solar time of `longitude=`. */
export const SOLAR_MODES = ["none", "mean", "true"] as const;
export type SolarMode = (typeof SOLAR_MODES)[number];

/** `dst=`: auto (default; a JST clock time inside Japan's summer time of 1948–1951 is taken back one hour) or off. */
export const DST_MODES = ["auto", "off"] as const;
export type DstMode = (typeof DST_MODES)[number];

/** `fold=`: which reading of a clock time shown twice (a fold) or never (a gap) is taken: 0 the lead before the change, 1 after. */
export const FOLDS = ["0", "1"] as const;
export type Fold = (typeof FOLDS)[number];

/** The birth date-time: ISO 8601 with an offset, without one (the civil clock), or a date alone. */
export const BirthAtParam = z
  .string()
  .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}([Tt][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,9})?)?([Zz]|[+-][0-9]{2}:?[0-9]{2})?)?$/)
  .describe(
    "ISO 8601 local date-time with an offset (1990-05-05T14:30+09:00, …Z), without one (the civil clock: JST, Tokyo mean time before 1888; with tz, that zone's clock), or a date alone (1990-05-05)",
  );

export const BIRTH_AT_PATH = param(
  "BirthAtPath",
  "at",
  "path",
  BirthAtParam,
  "The birth: `YYYY-MM-DDTHH:MM[:SS][±HH:MM|Z]` (no offset: the civil clock, JST, and Tokyo mean time UTC+09:19:01 before 1888; with `tz`, that zone's clock) or `YYYY-MM-DD` (no hour pillar; what the missing time leaves open is in `corrections`). 1873–2100 (else 404 OUT_OF_COVERAGE); anything else is 400 INVALID_DATETIME naming why.",
);

export const SexParam = z.enum(SEXES).describe("male or female: adds 大運 (taiun) and decides the 傾斜宮 of 五黄 in 五黄");
export const SEX = checked(
  param("Sex", "sex", "query", SexParam, "`male` or `female`: adds the eight 大運 (`taiun`); without it `taiun` is null."),
  { invalid: invalidAs(`sex must be ${SEXES.join(", ")}`) },
);

export const LongitudeParam = z.number().min(-180).max(180).describe("east longitude of the birthplace, degrees (e.g. 141.35 for Sapporo)");
export const LONGITUDE = param(
  "Longitude",
  "longitude",
  "query",
  LongitudeParam,
  "East longitude of the birthplace, degrees, −180 to 180: with `solar=mean` or `solar=true` the day and hour pillars follow the local solar time (they need it, or `place`, whose longitude it is then; both together are 400 INVALID_PARAMETER naming longitude).",
);

export const SolarParam = z.enum(SOLAR_MODES).describe("none (default), mean (local mean time) or true (true solar time)");
export const SOLAR = checked(
  param(
    "Solar",
    "solar",
    "query",
    SolarParam,
    "`none` (default: JST), `mean` (local mean time: 4 minutes a degree from 135°E) or `true` (mean time plus the equation of time); year and month stay by the instant.",
  ),
  { invalid: invalidAs(`solar must be ${SOLAR_MODES.join(", ")}`) },
  "none",
);

export const DstParam = z.enum(DST_MODES).describe("auto (default) or off");
export const DST = checked(
  param(
    "Dst",
    "dst",
    "query",
    DstParam,
    "`auto` (default): a JST clock time inside Japan's summer time (1948–1951, 夏時刻法) is taken back one hour, said in `corrections`; `off`: taken as given.",
  ),
  { invalid: invalidAs(`dst must be ${DST_MODES.join(", ")}`) },
  "auto",
);

export const FoldParam = z.enum(FOLDS).describe("0 (default) or 1");
export const FOLD = checked(
  param(
    "Fold",
    "fold",
    "query",
    FoldParam,
    "A clock time Japan's clocks showed twice (the end of summer time 1948–1951; 1888-01-01 00:00–00:19, when Tokyo mean time gave way to JST) or never (the start of summer time): `0` (default) reads it with the clock's lead before the change (the earlier of two), `1` after it (the later). Said in `corrections`; ignored for any other time.",
  ),
  { invalid: invalidAs(`fold must be ${FOLDS.join(", ")}`) },
  "0",
);

/** `zi` of a birth chart: moment's parameter ({@link ZI}), its refusal worded as birth's other choices are. */
export const BIRTH_ZI = checked(ZI, { invalid: invalidAs(`zi must be ${ZI_CONVENTIONS.join(", ")}`) }, ZI.absent);

const Jikkan = labelEnum(JIKKAN, "jikkan").describe("a stem (十干)");

/** One pillar: its kanshi, stem, branch, hidden stems, 通変星 and 十二運. */
export const BirthPillar = z
  .strictObject({
    kanshi: KanshiEnum,
    stem: Jikkan,
    branch: labelEnum(JUNISHI, "branch").describe("the branch (十二支; lang=en: its animal)"),
    zokan: z
      .array(Jikkan)
      .min(1)
      .max(3)
      .describe(
        "蔵干: every hidden stem of the branch, 余気 to 本気, by the rule zokan: the 人元司令分野 (shirei, the default: two or three) or the 本気・中気・余気 sets (honki: one to three), docs/calendar.md §17",
      ),
    zokan_ruling: Jikkan.describe(
      "the hidden stem that rules: by the whole days since the 節 instant before the birth (zokan=shirei, the default), the 本気 (zokan=honki)",
    ),
    tsuhen: labelEnum([...TSUHEN, NISSHU], "tsuhen").describe("通変星 of the stem against the day stem; the day pillar's own is 日主"),
    juniun: labelEnum(JUNIUN, "juniun").describe("十二運 of the day stem in this branch (陰干 counted backward)"),
  })
  .describe("a pillar of the chart");

/** The boundary a birth lies near, as the moment answer gives it. */
const Boundary = z
  .strictObject({
    kind: z.enum(["sekki", "day"]).describe("a 節 instant, or the day's turn"),
    name: z.string().describe("the 節 (立春, …), or the turn (00:00)"),
    minutes: z.int().describe("minutes from that boundary to the birth (negative: before it)"),
  })
  .nullable()
  .describe("null, or the 節 instant or day turn within 120 minutes of the birth (a clock may have misread it)");

/** The birth chart. */
export const BirthChart = z
  .strictObject({
    ok: z.literal(true),
    input: z.string().describe("the date-time as sent"),
    at: z.string().describe("the birth instant after the corrections, YYYY-MM-DDTHH:MM+09:00 (a date alone: its 12:00)"),
    clock: ZoneClock.optional(),
    place: PlaceEchoSchema.optional(),
    corrections: z
      .array(z.string())
      .describe(
        "one line per correction or open question, in the answer's language (lang): the clock the time was read on (Tokyo mean time before 1888, summer time, a time shown twice or never, on Japan's clocks or tz's, -00:00), local solar time, what a date alone or 五黄 in 五黄 without sex leaves open",
      ),
    honmei: KyuseiEnum.describe("本命星: the year's 九星 at the instant (the year turns at the 立春 instant)"),
    getsumei: KyuseiEnum.describe("月命星: the 節月's 九星 at the instant"),
    keisha: labelEnum(KYUSEI_PALACES, "kyusei_palace")
      .nullable()
      .describe(
        "傾斜宮: the palace of the month board where the 本命星 stands; the 中宮傾斜 table when the two stars are the same; null for 五黄 in 五黄 without sex",
      ),
    pillars: z.strictObject({
      year: BirthPillar,
      month: BirthPillar,
      day: BirthPillar,
      hour: BirthPillar.nullable().describe("null for a date alone"),
    }),
    kubou: z
      .strictObject({
        branches: z.array(labelEnum(JUNISHI, "branch")).length(2),
        name: labelEnum(TENCHUSATSU, "tenchusatsu"),
      })
      .describe("空亡 (天中殺) of the day pillar: the two branches its 旬 leaves out"),
    taiun: z
      .array(z.strictObject({ from_age: z.int().min(0), kanshi: KanshiEnum }))
      .length(8)
      .nullable()
      .describe(
        "大運: eight ten-year pillars from the month pillar, forward for 陽男陰女, backward for 陰男陽女; null without sex. from_age: the whole years of age the pillar starts in (taiun_age=round, the default: the days to the 節 over three, rounded; otherwise taiun_start.years, ten more each)",
      ),
    taiun_start: z
      .strictObject({
        years: z.int().min(0),
        months: z.int().min(0).max(11),
        days: z.int().min(0),
        hours: z.int().min(0).max(23),
        minutes: z.int().min(0).max(59),
        at: z.string().describe("the instant the first 大運 starts, YYYY-MM-DDTHH:MM+09:00 (the count added on the civil clock)"),
      })
      .nullable()
      .optional()
      .describe(
        "only with a taiun_age other than round (rules=): the count from the birth to the first 大運 (exact: three days a year to the minute; china95: to the day) and when it starts; null without sex",
      ),
    setsu: z
      .strictObject({ previous: SekkiInstant, next: SekkiInstant })
      .describe("the 節 instants before and after the birth, as the instants list gives them"),
    boundary: Boundary,
    rules: AppliedRules,
  })
  .describe("a birth chart: 九星気学 (本命星, 月命星, 傾斜宮) and 四柱推命 (pillars, 空亡, 大運), docs/calendar.md §17");

export type BirthChart = z.infer<typeof BirthChart>;

/**
 * The chart of 1990-05-05T14:30+09:00, male, exactly as the service gives it for {@link EXAMPLE_BIRTH_PATH}
 * (test/edge-rules/birth/charts.test.ts asks the handler the same and compares).
 */
export const EXAMPLE_BIRTH_PATH = "/gw/birth/1990-05-05T14:30+09:00?sex=male";
export const EXAMPLE_BIRTH = {
  ok: true,
  input: "1990-05-05T14:30+09:00",
  at: "1990-05-05T14:30+09:00",
  corrections: [],
  honmei: "一白水星",
  getsumei: "六白金星",
  keisha: "離宮",
  pillars: {
    year: { kanshi: "庚午", stem: "庚", branch: "午", zokan: ["丙", "己", "丁"], zokan_ruling: "丁", tsuhen: "比肩", juniun: "沐浴" },
    month: { kanshi: "庚辰", stem: "庚", branch: "辰", zokan: ["乙", "癸", "戊"], zokan_ruling: "戊", tsuhen: "比肩", juniun: "養" },
    day: { kanshi: "庚午", stem: "庚", branch: "午", zokan: ["丙", "己", "丁"], zokan_ruling: "丁", tsuhen: "日主", juniun: "沐浴" },
    hour: { kanshi: "癸未", stem: "癸", branch: "未", zokan: ["丁", "乙", "己"], zokan_ruling: "己", tsuhen: "傷官", juniun: "冠帯" },
  },
  kubou: { branches: ["戌", "亥"], name: "戌亥天中殺" },
  taiun: [
    { from_age: 0, kanshi: "辛巳" },
    { from_age: 10, kanshi: "壬午" },
    { from_age: 20, kanshi: "癸未" },
    { from_age: 30, kanshi: "甲申" },
    { from_age: 40, kanshi: "乙酉" },
    { from_age: 50, kanshi: "丙戌" },
    { from_age: 60, kanshi: "丁亥" },
    { from_age: 70, kanshi: "戊子" },
  ],
  setsu: {
    previous: {
      kind: "sekki",
      name: "清明",
      date: "1990-04-05",
      jst: "1990-04-05T10:13+09:00",
      utc: "1990-04-05T01:13Z",
      longitude: 15,
      setsu: true,
    },
    next: {
      kind: "sekki",
      name: "立夏",
      date: "1990-05-06",
      jst: "1990-05-06T03:35+09:00",
      utc: "1990-05-05T18:35Z",
      longitude: 45,
      setsu: true,
    },
  },
  boundary: null,
  rules: { zi: "early", zokan: "shirei", taiun_age: "round", year_turn: "risshun" },
} as const;

export const birth: EndpointContract = {
  name: "birth",
  method: "GET",
  path: "/gw/birth/{at}",
  fn: "birth",
  operationId: "getBirthChart",
  tag: "calendar",
  summary: "Birth chart: 本命星, 月命星, 傾斜宮, four pillars (Pro)",
  description:
    "The chart of a birth instant: 本命星, 月命星 and 傾斜宮 (九星気学); the four pillars (四柱推命) with 蔵干, 通変星 and 十二運; 空亡 (天中殺) of the day pillar; eight 大運 with `sex`; the 節 instants around the birth and a boundary flag. `tz=` reads a time without an offset on an IANA zone's clock (`clock` names the zone and offset); `place=` (a place id of `GET /gw/places`, or `lat,lon`) is the birthplace: its longitude is that of `solar=`, its clock reads a time without an offset when no `tz` is given (a place in Japan: Japan's clock), `tz=auto` takes its zone, and `place` names it; `dst=auto` takes a clock time of Japan's 1948–1951 summer time back one hour; `longitude` with `solar=mean|true` puts the day and hour on local solar time. Pro and Ultra only (lite gets 403 PLAN_REQUIRED). Same result as `gw.php?fn=birth&at=`.",
  parameters: [BIRTH_AT_PATH, TZ, CLOCK_PLACE, SEX, LONGITUDE, SOLAR, DST, FOLD, ZI, RULES_PARAM, LANG, TOKEN, ...CONDITIONAL],
  security: [GATEWAY, BEARER, TOKEN_QUERY],
  statuses: DATA_STATUSES,
  schemas: [
    ["BirthChart", BirthChart],
    ["BirthPillar", BirthPillar],
  ],
  responses: () =>
    operationResponses(
      birth.statuses,
      dataOk("BirthChart", "The chart.", { born19900505: { summary: "1990-05-05 14:30 JST, male", value: EXAMPLE_BIRTH } }, false, false),
    ),
  example: () => "GET /gw/birth/1990-05-05T14:30+09:00?sex=male (Pro)",
  testRequest: "/gw/birth/2025-05-05T14:30+09:00",
  testStatuses: [
    [200, "/gw/birth/2025-05-05T14:30+09:00?sex=male", { as: "pro" }],
    [400, "/gw/birth/2025-05-05T24:00", { as: "pro" }],
    [200, "/gw/birth/2025-05-05T09:30?tz=America/New_York&sex=male", { as: "pro" }],
    [200, "/gw/birth/2025-05-05T09:30?place=new-york-city&solar=true", { as: "pro" }],
    [403, "/gw/birth/2025-05-05T14:30"],
    [404, "/gw/birth/2019-05-05T14:30", { as: "pro" }],
    [405, "/gw/birth/2025-05-05T14:30", { method: "POST" }],
  ],
  docExample: () => ({ request: EXAMPLE_BIRTH_PATH, credential: PRO_CREDENTIAL, response: EXAMPLE_BIRTH }),
  tool: {
    name: "birth_chart",
    title: "Birth chart (九星気学 and 四柱推命)",
    description:
      'A Japanese birth chart for a date-time: 本命星 and 月命星 (the nine-star ki of the year and month, turning at the 立春 and 節 instants to the minute), 傾斜宮, the four pillars (年柱 月柱 日柱 時柱) with hidden stems (蔵干), ten gods (通変星) and twelve stages (十二運), 空亡/天中殺, and with sex the eight ten-year luck pillars (大運). A time without an offset is Japan\'s civil clock, or with tz (an IANA zone, America/New_York; "auto": the place\'s) that zone\'s clock of the date, or without tz the clock of place, the birthplace (a place id from find_place, or "lat,lon"; its longitude is the one of solar). Handles Japan\'s 1948–1951 summer time and local solar time (longitude or place, solar). A date without a time gives no hour pillar and says what stays open. Same answer as GET /gw/birth/{at} (Pro). Example: {"at":"1990-05-05T14:30+09:00","sex":"male"}.',
    input: z.strictObject({
      at: BirthAtParam,
      tz: TzParam.optional(),
      place: PlaceParam.optional(),
      sex: SexParam.optional(),
      longitude: LongitudeParam.optional(),
      solar: SolarParam.optional(),
      dst: DstParam.optional(),
      fold: FoldParam.optional(),
      zi: z.enum(ZI_CONVENTIONS).optional().describe("子の刻 convention of the day pillar: early (default) or late"),
      rules: ToolRulesArgument,
      lang: LangParam.optional(),
    }),
  },
};
