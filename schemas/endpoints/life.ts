/** `GET /gw/life/{born}` and `gw.php?fn=life&born=` (docs/interface.md#the-calendar-of-a-life): a life's years (年齢, 厄年, 長寿, 七五三, 旧暦の誕生日). */
import { z } from "zod";
import { SEXES, YOUBI } from "../../calendar/names.ts";
import { KanshiEnum, labelEnum } from "../day.ts";
import type { EndpointContract } from "../endpoint.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, LANG, LangParam, param, TOKEN } from "../parameters.ts";
import { namedRulesSchema, RULES_PARAM, ToolRulesArgument } from "../rules.ts";
import { DEATH_PATH, LIFE_DATES } from "./memorial.ts";

/** The most years one request lists, and how far after the birth a year may be. */
export const LIFE_YEARS = { max: 151, span: 150, default: 10 } as const;

/** `{born}`: the day of birth, an ISO date or a 和暦 text. */
export const BORN_PATH = param(
  "BornPath",
  "born",
  "path",
  z.string().regex(/^[^/?#]+$/),
  `The day of birth: YYYY-MM-DD (Gregorian), or a 和暦 date as GET /gw/wareki?text= reads it (昭和60年4月1日). From ${LIFE_DATES.from} to ${LIFE_DATES.to}; an earlier or impossible date is 400 INVALID_DATE.`,
);

/** The path parameters that name a day as written, ISO or 和暦 (the router percent-decodes them; a hint corrects them as dates). */
export const LIFE_DATE_PARAMS: readonly string[] = [DEATH_PATH.name, BORN_PATH.name];

/** `sex`: male or female (厄年 and 七五三 differ); absent: both listed. */
export const LIFE_SEX = param(
  "LifeSex",
  "sex",
  "query",
  z.enum(SEXES),
  "male or female: the 厄年 and 七五三 of that sex only (default: both, each item naming its sex).",
  false,
);

/** The form of `years`: YYYY, YYYY-YYYY, or a comma list of both. */
export const LIFE_YEARS_PATTERN = /^[0-9]{4}(-[0-9]{4})?(,[0-9]{4}(-[0-9]{4})?)*$/;

/** `years`: the years listed. */
export const LIFE_YEARS_PARAM = param(
  "LifeYears",
  "years",
  "query",
  z.string().regex(LIFE_YEARS_PATTERN),
  `The years to list: YYYY, YYYY-YYYY or a comma list of both (at most ${LIFE_YEARS.max}, from the year of birth to ${LIFE_YEARS.span} years after it). Default: this year (JST) and the ${LIFE_YEARS.default - 1} after it.`,
  false,
);

/** A life event of a year with its id and label. */
const Labelled = { id: z.string(), label: z.string().describe("Japanese (lang=en: the glossary's English)") };

/** One year of a life. */
export const LifeYearItem = z
  .strictObject({
    year: z.int(),
    age: z.int().describe("満年齢 reached on the birthday this year (年齢計算ニ関スル法律)"),
    kazoe: z.int().describe("数え年 through the year (from 1 January, or 立春 with rules=kazoe_turn:risshun)"),
    eto: KanshiEnum.describe("the year's 干支"),
    toshi: z.boolean().describe("年男・年女: the year's 支 is the birth year's"),
    yaku: z
      .array(
        z.strictObject({
          ...Labelled,
          sex: z.enum(SEXES),
          age: z.int().describe("the 本厄 age (数え) the 厄 belongs to"),
          taiyaku: z.boolean().describe("the 大厄 (men 42, women 33)"),
        }),
      )
      .describe("前厄 (zenyaku), 本厄 (honyaku), 後厄 (atoyaku) of the year (rules yaku_61, yaku_37, yaku_child, kazoe_turn)"),
    chouju: z.array(z.strictObject({ ...Labelled, age: z.int() })).describe("the 長寿祝い of the year (rule chouju_age)"),
    shichigosan: z
      .array(z.strictObject({ age: z.int(), sexes: z.array(z.enum(SEXES)) }))
      .describe("七五三 of the year: 3 both, 5 boys, 7 girls (rule shichigosan_age)"),
    jusanmairi: z.boolean().describe("十三参り (数え13)"),
    seinen: z
      .strictObject({ date: z.string(), age: z.int(), law: z.string() })
      .nullable()
      .describe("成年 when it falls this year: the day, the age (20; 18 from 2022-04-01; those 18–19 then on that day) and the law"),
    lunar_birthday: z
      .array(
        z.strictObject({
          date: z.string(),
          youbi: labelEnum(YOUBI, "youbi"),
          kyureki: z.strictObject({ year: z.int(), month: z.int(), leap: z.boolean(), day: z.int() }),
          from_leap: z.boolean().describe("born in a 閏月: the ordinary month of its number"),
          shortened: z.boolean().describe("born on a 30th: the month has 29 days, its last day"),
        }),
      )
      .describe("the Western dates of the 旧暦 birthday this year (none after 2100)"),
  })
  .describe("one year of a life");

/** The answer of life/{born}. */
export const LifeResponse = z
  .strictObject({
    ok: z.literal(true),
    birth: z.strictObject({
      date: z.string(),
      youbi: labelEnum(YOUBI, "youbi"),
      kyureki: z.strictObject({ year: z.int(), month: z.int(), leap: z.boolean(), day: z.int() }).nullable(),
      wareki: z.string(),
      kazoe_year: z
        .int()
        .describe(
          "the year 数え counts from (the year of birth, its 旧暦 year before 1873, or the year before under kazoe_turn=risshun for a birth before 立春)",
        ),
      eto: KanshiEnum.describe("the 干支 of that year (年男・年女 share its 支)"),
    }),
    sex: z.enum(SEXES).nullable(),
    years: z.array(LifeYearItem),
    rules: namedRulesSchema("life"),
  })
  .describe("the calendar of a life (docs/calendar.md §19)");

/** The request of the reference page's example: a man born 1985-05-05 in 2026 (his 本厄, 大厄). */
export const EXAMPLE_LIFE_PATH = "/gw/life/1985-05-05?sex=male&years=2026";

/** The whole answer for {@link EXAMPLE_LIFE_PATH}, exactly as the service gives it (the /docs page test compares). */
export const EXAMPLE_LIFE = {
  ok: true,
  birth: {
    date: "1985-05-05",
    youbi: "日",
    kyureki: {
      year: 1985,
      month: 3,
      leap: false,
      day: 16,
    },
    wareki: "昭和60年5月5日",
    kazoe_year: 1985,
    eto: "乙丑",
  },
  sex: "male",
  years: [
    {
      year: 2026,
      age: 41,
      kazoe: 42,
      eto: "丙午",
      toshi: false,
      yaku: [
        {
          id: "honyaku",
          label: "本厄",
          sex: "male",
          age: 42,
          taiyaku: true,
        },
      ],
      chouju: [],
      shichigosan: [],
      jusanmairi: false,
      seinen: null,
      lunar_birthday: [
        {
          date: "2026-05-02",
          youbi: "土",
          kyureki: {
            year: 2026,
            month: 3,
            leap: false,
            day: 16,
          },
          from_leap: false,
          shortened: false,
        },
      ],
    },
  ],
  rules: {
    kazoe_turn: "jan1",
    yaku_61: "full",
    yaku_37: "kept",
    yaku_child: "none",
    chouju_age: "kazoe",
    shichigosan_age: "man",
  },
} as const;

export const life: EndpointContract = {
  name: "life",
  method: "GET",
  path: "/gw/life/{born}",
  fn: "life",
  operationId: "getLife",
  tag: "calendar",
  summary: "The calendar of a life (年齢, 厄年, 長寿, 七五三, 旧暦の誕生日)",
  description:
    "For each year asked: 満年齢 and 数え年, the year's 干支 and 年男・年女, 厄年 (前厄, 本厄, 後厄; 大厄), 長寿祝い (還暦 … 大還暦), 七五三, 十三参り, 成年 (20, or 18 from 2022-04-01 with the transition of 平成30年法律第59号) and the Western dates of the 旧暦 birthday. Where shrines and tables differ, rules= chooses (kazoe_turn, yaku_61, yaku_37, yaku_child, chouju_age, shichigosan_age). Lite, no credential. Same result as `gw.php?fn=life`.",
  parameters: [BORN_PATH, LIFE_SEX, LIFE_YEARS_PARAM, RULES_PARAM, LANG, TOKEN, ...CONDITIONAL],
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  schemas: [
    ["LifeResponse", LifeResponse],
    ["LifeYearItem", LifeYearItem],
  ],
  responses: () => operationResponses(life.statuses, dataOk("LifeResponse", "The years of the life.", undefined, false, false)),
  example: (y) => `GET /gw/life/1985-04-01?years=${y}-${y + 2}&sex=female`,
  docExample: () => ({ request: EXAMPLE_LIFE_PATH, response: EXAMPLE_LIFE }),
  testRequest: "/gw/life/1984-06-01?years=2025",
  testStatuses: [
    [200, "/gw/life/2024-06-01?years=2024-2025&sex=male&rules=kazoe_turn:risshun,yaku_61:none"],
    [400, "/gw/life/1984-02-30"],
    [403, "/gw/life/1984-06-01?years=2025", { as: "unknown" }],
    [404, "/gw/life/2101-01-01?years=2101"],
    [405, "/gw/life/1984-06-01?years=2025", { method: "POST" }],
  ],
  tool: {
    name: "life_events",
    title: "The calendar of a life (厄年, 長寿, 七五三, 旧暦の誕生日)",
    description:
      'For each year: 満年齢 and 数え年, 年男・年女, 厄年 (前厄/本厄/後厄, 大厄), 長寿祝い (還暦, 古希, 喜寿 …), 七五三, 十三参り, 成年 and the 旧暦 birthday\'s Western dates. Same answer as GET /gw/life/{born}. Example: {"born":"1985-04-01","sex":"female","years":"2026-2028"}.',
    input: z.strictObject({
      born: z.string().describe("the day of birth, YYYY-MM-DD or a 和暦 date"),
      sex: z.enum(SEXES).optional().describe("male or female (default: both listed)"),
      years: z.string().optional().describe("YYYY, YYYY-YYYY or a comma list (default: this year and the 9 after)"),
      rules: ToolRulesArgument,
      lang: LangParam.optional(),
    }),
  },
};
