/** `GET /gw/find` and `gw.php?fn=find` (docs/interface.md#day-finder): the days that match conditions. */
import { z } from "zod";
import { PRO_CREDENTIAL, type EndpointContract } from "../endpoint.ts";
import { FIND_BEFORE, FIND_PARAMETERS, MIN_SCORE } from "../find.ts";
import { PURPOSES } from "../glossary/index.ts";
import { JUNICHOKU_ENTRIES } from "../glossary/junichoku.ts";
import { KANSHI_ENTRIES } from "../glossary/kanshi.ts";
import { KYUSEI_ENTRIES } from "../glossary/kyusei.ts";
import { MOONMARK_ENTRIES } from "../glossary/moonmark.ts";
import { NOTE_ENTRIES } from "../glossary/notes.ts";
import { ROKUYOU_ENTRIES } from "../glossary/rokuyou.ts";
import { SEKKI_ENTRIES } from "../glossary/sekki.ts";
import { SHUKU27_ENTRIES } from "../glossary/shuku27.ts";
import { SHUKU28_ENTRIES } from "../glossary/shuku28.ts";
import { TIDE_ENTRIES } from "../glossary/tide.ts";
import { YOUBI_ENTRIES } from "../glossary/youbi.ts";
import { IsoDate } from "../iso-date.ts";
import {
  ANONYMOUS,
  BEARER,
  DATA_STATUSES,
  dataOk,
  GATEWAY,
  jsonSchema,
  operationResponses,
  TOKEN_QUERY,
  type Json,
} from "../openapi-objects.ts";
import { CONDITIONAL, FORMAT, param, TOKEN, VIEW, LANG } from "../parameters.ts";
import { DatePathParam, ViewParam } from "../parameters.ts";
import { PLANS } from "../plans.ts";
import { BUSINESS_TOOL_ARGUMENTS } from "../business-parameters.ts";
import { BUSINESS_CALENDARS } from "../../calendar/names.ts";
import { DEFAULT_RULES, rulesOf } from "../../calendar/rules.ts";
import { RULES_PARAM, ToolRulesArgument } from "../rules.ts";

type FindParamName = (typeof FIND_PARAMETERS)[number]["name"];

/** The JSON Schema of `min_score` (finder and feed). */
export function minScoreSchema(): Json {
  return { type: "integer", minimum: MIN_SCORE.lowest, maximum: MIN_SCORE.highest, default: MIN_SCORE.default };
}

/** The form of `memorial`: a death's day and a memorial id (the API checks both: 400 INVALID_PARAMETER naming memorial). */
const MEMORIAL_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}:(day|year)-[0-9]{1,3}$";

/** The JSON Schema of a finder parameter's value. */
function findParameterSchema(name: FindParamName): Json {
  switch (name) {
    case "start":
    case "end":
    case "near":
      return jsonSchema(DatePathParam);
    case "memorial":
      return { type: "string", pattern: MEMORIAL_PATTERN, description: "<death YYYY-MM-DD>:<id>, e.g. 2024-01-10:year-2" };
    case "before":
      return { type: "integer", minimum: 0, maximum: FIND_BEFORE.max, default: FIND_BEFORE.default };
    case "holiday":
    case "gotobi":
      return { type: "string", enum: ["true", "false"] };
    case "business":
      return { type: "string", enum: [...BUSINESS_CALENDARS] };
    case "closed":
      return { type: "string", description: "comma-separated weekday ids (mon…sun) or labels (月…日) and dates YYYY-MM-DD" };
    case "open":
      return { type: "string", description: "comma-separated dates YYYY-MM-DD" };
    case "order":
      return { type: "string", enum: ["date", "score"], default: "date" };
    case "limit":
      return { type: "integer", minimum: 1, maximum: 366, default: 31 };
    case "purpose":
      return { type: "string", enum: PURPOSES.map((p) => p.id) };
    case "min_score":
      return minScoreSchema();
    default:
      return { type: "string", description: "comma-separated glossary ids or labels" };
  }
}

/** The ids of a glossary field's entries, as a non-empty tuple for `z.enum`. */
export const ids = (entries: readonly { id: string }[]): [string, ...string[]] => entries.map((e) => e.id) as [string, ...string[]];

/** The glossary field whose ids each finder list parameter takes. */
const FIND_LIST_FIELD = {
  rokuyou: ROKUYOU_ENTRIES,
  weekday: YOUBI_ENTRIES,
  sekki: SEKKI_ENTRIES,
  moonmark: MOONMARK_ENTRIES,
  notes: NOTE_ENTRIES,
  any_notes: NOTE_ENTRIES,
  not_notes: NOTE_ENTRIES,
  junichoku: JUNICHOKU_ENTRIES,
  shuku28: SHUKU28_ENTRIES,
  kyusei: KYUSEI_ENTRIES,
  eto: KANSHI_ENTRIES,
  shuku27: SHUKU27_ENTRIES,
  tide: TIDE_ENTRIES,
} as const;

/** The schema of one finder parameter as a tool argument (lists are arrays of glossary ids). */
function findArgument(name: FindParamName, doc: string, plan: "lite" | "pro"): z.ZodType {
  const text = `${doc}${plan === "pro" ? " (Pro)" : ""}`;
  switch (name) {
    case "start":
    case "end":
    case "near":
      return IsoDate.optional().describe(text);
    case "memorial":
      return z.string().regex(new RegExp(MEMORIAL_PATTERN)).optional().describe(text);
    case "before":
      return z.number().int().min(0).max(FIND_BEFORE.max).optional().describe(text);
    case "holiday":
    case "gotobi":
      return z.boolean().optional().describe(text);
    case "business":
      return z.enum(BUSINESS_CALENDARS).optional().describe(text);
    case "closed":
      return BUSINESS_TOOL_ARGUMENTS.closed.describe(text);
    case "open":
      return BUSINESS_TOOL_ARGUMENTS.open.describe(text);
    case "order":
      return z.enum(["date", "score"]).optional().describe(text);
    case "limit":
      return z.number().int().min(1).max(366).optional().describe(text);
    case "purpose":
      return z.enum(ids(PURPOSES)).optional().describe(text);
    case "min_score":
      return z.number().int().min(MIN_SCORE.lowest).max(MIN_SCORE.highest).optional().describe(text);
    default:
      return z
        .array(z.enum(ids(FIND_LIST_FIELD[name])))
        .min(1)
        .optional()
        .describe(`${text}; glossary ids (the Japanese labels work too)`);
  }
}

/**
 * A find answer exactly as the service gives it for
 * `/gw/find?start=2025-03-01&end=2025-05-31&weekday=sat,sun&purpose=wedding&order=score&limit=1`
 * (test/edge-rules/find.test.ts asks the handler the same and compares).
 */
export const EXAMPLE_FIND_QUERY = "start=2025-03-01&end=2025-05-31&weekday=sat,sun&purpose=wedding&order=score&limit=1";
export const EXAMPLE_FIND_RESPONSE = {
  ok: true,
  view: "pro",
  rules: rulesOf("day", DEFAULT_RULES) as Readonly<Record<string, string>>,
  query: { start: "2025-03-01", end: "2025-05-31", weekday: ["sat", "sun"], purpose: "wedding", min_score: 1, order: "score", limit: 1 },
  range: { start: "2025-03-01", end: "2025-05-31", tz: "Asia/Tokyo" },
  total: 5,
  count: 1,
  next: null,
  days: [
    {
      iso: "2025-03-15",
      score: 6,
      reasons: [
        { field: "rokuyou", id: "taian", label: "大安", effect: "+" },
        { field: "notes", id: "ten-on", label: "天恩日", effect: "+" },
        { field: "junichoku", id: "sadan", label: "定", effect: "+" },
        { field: "shuku28", id: "jo-girl", label: "女", effect: "-" },
      ],
      day: {
        iso: "2025-03-15",
        y: 2025,
        m: 3,
        d: 15,
        youbi: "土",
        rokuyou: "大安",
        kyureki: "2月16日",
        sekki: "",
        moonmark: "",
        rokuyou_hours: [{ from: "00:00", to: "24:00", luck: "吉" }],
        nengo: "令和7年",
        eto: "癸未",
        eto_month: "己卯",
        eto_year: "乙巳",
        kyusei: "八白土星",
        kyusei_month: "一白水星",
        kyusei_year: "二黒土星",
        junichoku: "定",
        shuku28: "女",
        kou72: "菜虫化蝶",
        notes_arr: [
          { id: "ten-on", label: "天恩日", kind: "lucky" },
          { id: "chiimi", label: "血忌日", kind: "unlucky" },
        ],
        periods: [{ name: "kotsuchi", from: "2025-03-10", to: "2025-03-16", includes_end: true }],
        moon_age: 15.1,
        tide: "大潮",
        shuku27: "亢",
        eho: { kan: "庚", direction: "西南西", degrees: 255 },
        hasshoujin: { taisai: "巳", daishogun: "卯", taion: "卯", saikei: "申", saiha: "亥", saisetsu: "辰", ouban: "丑", hyoubi: "未" },
        konjin: ["辰", "巳"],
        kyusei_board: {
          year: { center: "二黒土星", gooh: "北東", anken: "南西", ha: "亥" },
          month: { center: "一白水星", gooh: "南", anken: "北", ha: "酉" },
          day: { center: "八白土星", gooh: "南西", anken: "北東", ha: "丑" },
        },
        sun: { rise: "05:52", set: "17:48" },
        moon: { rise: "18:46", set: "06:10" },
      },
    },
  ],
} as const;

export const find: EndpointContract = {
  name: "find",
  method: "GET",
  path: "/gw/find",
  fn: "find",
  operationId: "getFind",
  tag: "calendar",
  summary: "Day finder",
  description:
    "Days between start and end that match every given condition (AND; each list is any-of; values are glossary ids or the exact Japanese labels, comma-separated). Lite conditions and up to 366 days for everyone; Pro conditions (notes, any_notes, not_notes, junichoku, shuku28, kyusei, eto, purpose) and the whole coverage need a Pro plan (403 PLAN_REQUIRED / RANGE_TOO_LONG). An unknown id is 400 INVALID_PARAMETER naming the parameter and the value. `total` counts every match of the span; page on with `start = next`. With a purpose, each day has `score` and `reasons`. `rules` (the day rules daimyo, shanichi, jippoukure, kyusei_day; e.g. rules=daimyo:21) makes the search and the Pro records follow another convention: notes, kyusei and purposes match the days as computed under it, and the answer names the day rules it applied in `rules` (a Pro answer always). Instead of start and end, `memorial=<death>:<id>` (a memorial day of a death from 1873 on, e.g. 2024-01-10:year-2, 三回忌; placed under the memorial rules chuin and leap_death_day) or `near=YYYY-MM-DD` names a target day, and the search covers it and the `before` days before it (default 14, 0–60: a 法要 is held on or before its day); start and end then narrow that window, and the answer's `target` says the day. Same result as `gw.php?fn=find`; `format=csv` gives the records (and `score`) as CSV.",
  parameters: [
    ...FIND_PARAMETERS.map((p) =>
      param(
        `Find_${p.name}`,
        p.name,
        "query",
        findParameterSchema(p.name),
        `${p.doc}${p.plan === "pro" ? " (Pro)" : ""}.`,
        false /* start and end: unless memorial or near names the window */,
      ),
    ),
    VIEW,
    FORMAT,
    LANG,
    RULES_PARAM,
    TOKEN,
    ...CONDITIONAL,
  ],
  security: [GATEWAY, BEARER, TOKEN_QUERY, ANONYMOUS],
  statuses: DATA_STATUSES,
  responses: () =>
    operationResponses(
      find.statuses,
      dataOk("FindResponse", "The matching days.", {
        wedding: { summary: "the best wedding Saturday or Sunday of spring 2025 (Pro)", value: EXAMPLE_FIND_RESPONSE },
      }),
    ),
  example: (y) => `GET /gw/find?start=${y}-06-01&end=${y}-06-30&rokuyou=taian&weekday=sat,sun`,
  testRequest: "/gw/find?start=2025-01-01&end=2025-01-31",
  testStatuses: [
    [200, "/gw/find?start=2025-01-01&end=2025-01-31&rokuyou=taian"],
    [400, "/gw/find?start=2025-01-01&end=2025-01-31&rokuyou=lucky"],
    [403, "/gw/find?start=2025-01-01&end=2025-01-31&notes=tensha"],
    [404, "/gw/find?start=2019-01-01&end=2019-01-31"],
    [405, "/gw/find?start=2025-01-01&end=2025-01-31", { method: "POST" }],
    [200, "/gw/find?start=2025-01-01&end=2025-01-31&rokuyou=taian&format=csv"],
    // the weekends not 友引 of the 14 days up to the 三回忌 of a death on 2023-01-20 (2025-01-20)
    [200, "/gw/find?memorial=2023-01-20:year-2&before=14&weekday=sat,sun&rokuyou=taian,shakku,sensho,senbu,butsumetsu"],
    [400, "/gw/find?memorial=2023-01-20:year-3"],
  ],
  docExample: () => ({ request: `/gw/find?${EXAMPLE_FIND_QUERY}`, credential: PRO_CREDENTIAL, response: EXAMPLE_FIND_RESPONSE }),
  tool: {
    name: "find_days",
    title: "Find auspicious days",
    description: `Search a span for days matching every condition (AND; each list is any-of), e.g. 大安 weekends, or the good days for a purpose (wedding, registration, moving, …: excluded signs and the days bad for everything removed, the rest scored, only scores ≥ min_score (default 1) kept, reasons listed). Same answer as GET /gw/find. Lite conditions: rokuyou, weekday, sekki, moonmark, holiday, gotobi, business (only days open on the national, bank or government calendar, with closed and open: "the first bank business day after 2026-03-01 that is 大安" is one call), memorial with before (a weekend not 友引 on or before a death's 三回忌: {"memorial":"2024-01-10:year-2","weekday":["sat","sun"],"rokuyou":["taian","shakku","sensho","senbu","butsumetsu"]}) or near, spans up to ${PLANS.lite.maxFindDays} days; notes, any_notes, not_notes, junichoku, shuku28, kyusei, eto and purpose need a Pro credential (else the error PLAN_REQUIRED; "… and not 三隣亡" adds "not_notes":["sanrinbou"]). Values are glossary ids (use explain to look a term up). Page on with start = next. Example: {"start":"2026-06-01","end":"2026-06-30","rokuyou":["taian"],"weekday":["sat","sun"]}.`,
    input: z.strictObject({
      ...Object.fromEntries(FIND_PARAMETERS.map((p) => [p.name, findArgument(p.name, p.doc, p.plan)])),
      view: ViewParam.optional(),
      rules: ToolRulesArgument,
    }),
  },
};
