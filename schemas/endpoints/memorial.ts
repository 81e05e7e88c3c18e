/** `GET /gw/memorial/{death}` and `gw.php?fn=memorial&death=` (docs/interface.md#memorial-days): a death's memorial days (中陰, 年忌, 命日). */
import { z } from "zod";
import { HOLIDAY_NAMES, ROKUYOU, YOUBI } from "../../calendar/names.ts";
import { labelEnum } from "../day.ts";
import type { EndpointContract } from "../endpoint.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, LANG, LangParam, param, TOKEN } from "../parameters.ts";
import { namedRulesSchema, RULES_PARAM, ToolRulesArgument } from "../rules.ts";

/** The first and last day a death or a birth may be on: the 旧暦 table's span (docs/calendar.md §14). */
export const LIFE_DATES = { from: "0445-01-25", to: "2100-12-31" } as const;

/** `{date}`: the day of death, an ISO date or a 和暦 text. */
export const DEATH_PATH = param(
  "DeathPath",
  "death",
  "path",
  z.string().regex(/^[^/?#]+$/),
  `The day of death: YYYY-MM-DD (Gregorian, proleptic before 1582-10-15), or a 和暦 date as GET /gw/wareki?text= reads it (天保3年4月5日, 慶応元年閏5月1日: a 旧暦 date before 1873). From ${LIFE_DATES.from} to ${LIFE_DATES.to}; an earlier or impossible date is 400 INVALID_DATE.`,
);

/** `birth`: the day of birth, for the age at death (享年). */
export const MEMORIAL_BIRTH = param(
  "MemorialBirth",
  "birth",
  "query",
  z.string().min(1),
  "The day of birth (YYYY-MM-DD or a 和暦 date), for `age_at_death`: 享年 (数え年) and 満年齢. On or before the death, else 400 INVALID_PARAMETER.",
  false,
);

/** The form of `year`: three or four digits. */
export const MEMORIAL_YEAR_PATTERN = /^[0-9]{3,4}$/;

/** `year`: the year whose 命日 are listed. */
export const MEMORIAL_YEAR = param(
  "MemorialYear",
  "year",
  "query",
  z.string().regex(MEMORIAL_YEAR_PATTERN),
  "The year whose 祥月命日 and 月命日 `meinichi.days` lists (default: the year after the death's). From the death's year to 2100; before 1873 the 旧暦 year of that number, its months as they were counted (閏月 included).",
  false,
);

/** The 曜日, 六曜 and holiday of a day, and the weekend on or before it. */
const DayFacts = {
  date: z.string().describe("YYYY-MM-DD (Gregorian; proleptic before 1582-10-15)"),
  youbi: labelEnum(YOUBI, "youbi"),
  rokuyou: labelEnum(ROKUYOU, "rokuyou")
    .nullable()
    .describe("六曜 by (旧暦 month + day) mod 6; null after 2100, where no 旧暦 is computed"),
  holiday: labelEnum(HOLIDAY_NAMES, "holiday")
    .nullable()
    .describe("the national holiday (祝日) of the day, or null (none before 1948-07-20; null after 2100)"),
};

/** The nearest Saturday and Sunday on or before a day. */
export const WeekendBefore = z
  .strictObject({
    saturday: z.string().describe("the nearest Saturday on or before the day (the day itself on a Saturday)"),
    sunday: z.string().describe("the nearest Sunday on or before the day (the day itself on a Sunday)"),
  })
  .describe("for planning: a 法要 is held on or before its day, never after");

/** One memorial day. */
export const MemorialItem = z
  .strictObject({
    id: z
      .string()
      .describe("day-7 … day-49 and day-100 (the ordinal, the day of death being day 1); year-1 … year-49 (whole years after the death)"),
    label: z.string().describe("初七日, 七七日, 一周忌, 三回忌 … (lang=en: the glossary's English)"),
    alias: z.string().nullable().optional().describe("another name (三十五日, 四十九日); a 中陰 day only"),
    years: z.int().optional().describe("whole years after the death (a 年忌 only)"),
    common: z.boolean().optional().describe("in the set every general table lists (a 年忌 only; glossary `rules` nenki_set)"),
    ...DayFacts,
    weekend_before: WeekendBefore,
  })
  .describe("a memorial day, its weekday, 六曜 and holiday, and the weekend on or before it");

/** One 命日 of the year asked. */
export const MeinichiItem = z
  .strictObject({
    kind: z.enum(["shotsuki", "tsuki"]).describe("shotsuki: the 祥月命日; tsuki: a 月命日"),
    label: z.string().describe("祥月命日 or 月命日 (lang=en: the glossary's English)"),
    ...DayFacts,
    shortened: z.boolean().describe("the month lacks the day of death: its last day stands for it (rules month_end and leap_death_day)"),
  })
  .describe("a 命日 of the year asked");

/** The answer of memorial/{death}. */
export const MemorialResponse = z
  .strictObject({
    ok: z.literal(true),
    death: z
      .strictObject({
        ...DayFacts,
        kyureki: z
          .strictObject({ year: z.int(), month: z.int().min(1).max(12), leap: z.boolean(), day: z.int().min(1).max(30) })
          .nullable()
          .describe("the 旧暦 date of a death before 1873 (the calendar in force), else null"),
        wareki: z.string().describe("the date as written in the era in force (GET /gw/wareki's `wareki`)"),
      })
      .describe("the day of death"),
    age_at_death: z
      .strictObject({
        kazoe: z.int().describe("享年: 数え年 (the year of birth counts as 1, one more each 1 January)"),
        man: z.int().describe("満年齢 on the day of death (年齢計算ニ関スル法律)"),
      })
      .nullable()
      .describe("with `birth=`; else null"),
    chuin: z.array(MemorialItem).describe("the 中陰 days and 百箇日, in order (rule chuin)"),
    nenki: z.array(MemorialItem).describe("the 年忌 the rule nenki_set keeps, in order"),
    meinichi: z
      .strictObject({
        month: z.int().min(1).max(12).describe("the 祥月: the month of death on the calendar of the 命日 (rule old_death before 1873)"),
        day: z.int().min(1).max(31).describe("the day of the month of the 命日"),
        year: z.int().describe("the year `days` lists"),
        days: z.array(MeinichiItem).describe("the 祥月命日 and the 月命日 of `year` after the death, in date order"),
      })
      .describe("the 命日 (祥月命日 once a year, 月命日 in the other months)"),
    rules: namedRulesSchema("memorial"),
  })
  .describe("a death's memorial days (docs/calendar.md §18)");

export const EXAMPLE_MEMORIAL_PATH = "/gw/memorial/2026-01-10";

/**
 * Part of the answer for {@link EXAMPLE_MEMORIAL_PATH} (七七日, 一周忌 and 三回忌 of a death on 2026-01-10), exactly as the
 * service gives those items (test/edge-rules/endpoints/memorial.test.ts compares them with the handler's).
 */
export const EXAMPLE_MEMORIAL = {
  ok: true,
  death: {
    date: "2026-01-10",
    youbi: "土",
    rokuyou: "友引",
    holiday: null,
    kyureki: null,
    wareki: "令和8年1月10日",
  },
  age_at_death: null,
  chuin: [
    {
      id: "day-49",
      label: "七七日",
      alias: "四十九日",
      date: "2026-02-27",
      youbi: "金",
      rokuyou: "大安",
      holiday: null,
      weekend_before: {
        saturday: "2026-02-21",
        sunday: "2026-02-22",
      },
    },
  ],
  nenki: [
    {
      id: "year-1",
      label: "一周忌",
      years: 1,
      common: true,
      date: "2027-01-10",
      youbi: "日",
      rokuyou: "友引",
      holiday: null,
      weekend_before: {
        saturday: "2027-01-09",
        sunday: "2027-01-10",
      },
    },
    {
      id: "year-2",
      label: "三回忌",
      years: 2,
      common: true,
      date: "2028-01-10",
      youbi: "月",
      rokuyou: "先勝",
      holiday: null,
      weekend_before: {
        saturday: "2028-01-08",
        sunday: "2028-01-09",
      },
    },
  ],
  rules: {
    chuin: "day",
    nenki_set: "all",
    leap_death_day: "feb28",
    month_end: "last",
    old_death: "wareki",
  },
} as const;

export const memorial: EndpointContract = {
  name: "memorial",
  method: "GET",
  path: "/gw/memorial/{death}",
  fn: "memorial",
  operationId: "getMemorial",
  tag: "calendar",
  summary: "Memorial days of a death (中陰, 年忌, 命日)",
  description:
    "The 中陰 days (初七日 … 七七日 (四十九日), 百箇日: the day of death as day 1, or the 関西 逮夜 with rules=chuin:eve), the 年忌 (一周忌, 三回忌 … 五十回忌; which ones: rules=nenki_set:…), and the 祥月命日 and 月命日 of a year, each with its 曜日, 六曜, holiday and the Saturday and Sunday on or before it (a 法要 is held on or before its day). A death before 1873 is read in the 旧暦, as GET /gw/wareki reads it; its 回忌 keep the 旧暦 date until 1872 and follow rule old_death after. Lite, no credential. Same result as `gw.php?fn=memorial`.",
  parameters: [DEATH_PATH, MEMORIAL_BIRTH, MEMORIAL_YEAR, RULES_PARAM, LANG, TOKEN, ...CONDITIONAL],
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  schemas: [
    ["MemorialResponse", MemorialResponse],
    ["MemorialItem", MemorialItem],
    ["MeinichiItem", MeinichiItem],
    ["WeekendBefore", WeekendBefore],
  ],
  responses: () => operationResponses(memorial.statuses, dataOk("MemorialResponse", "The memorial days.", undefined, false, false)),
  example: (y) => `GET /gw/memorial/${y}-01-10`,
  docExample: () => ({
    request: EXAMPLE_MEMORIAL_PATH,
    response: EXAMPLE_MEMORIAL,
    shortened: ["七七日・一周忌・三回忌のみ表示（meinichi も省略）", "only 七七日, 一周忌 and 三回忌 shown (meinichi left out)"],
  }),
  testRequest: "/gw/memorial/2024-06-01",
  testStatuses: [
    [200, "/gw/memorial/2024-06-01?rules=chuin:eve,nenki_set:common&year=2025&birth=1950-03-03"],
    [400, "/gw/memorial/2024-02-30"],
    [403, "/gw/memorial/2024-06-01", { as: "unknown" }],
    [404, "/gw/memorial/2101-01-01"],
    [405, "/gw/memorial/2024-06-01", { method: "POST" }],
  ],
  tool: {
    name: "memorial_days",
    title: "Memorial days of a death (中陰, 年忌, 命日)",
    description:
      'The Buddhist memorial days after a death: 初七日 … 四十九日, 百箇日, 一周忌, 三回忌 … 五十回忌, and the 祥月命日 and 月命日 of a year, each with weekday, 六曜, holiday and the Saturday and Sunday on or before it. Same answer as GET /gw/memorial/{death}. Example: {"death":"2026-01-10","rules":"chuin:eve"}.',
    input: z.strictObject({
      death: z.string().describe("the day of death, YYYY-MM-DD or a 和暦 date (天保3年4月5日)"),
      birth: z.string().optional().describe("the day of birth, for the age at death (享年)"),
      year: z.string().optional().describe("the year whose 祥月命日 and 月命日 are listed (default: the year after the death's)"),
      rules: ToolRulesArgument,
      lang: LangParam.optional(),
    }),
  },
};
