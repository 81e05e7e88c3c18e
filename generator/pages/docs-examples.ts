/**
 * One example request and response per operation of the OpenAPI document, for the API reference
 * page (`/docs`). Responses come from the generated records themselves (the lite days of the
 * coverage's first week, the glossary), or from the document's own examples where the body is
 * Pro (bulk, find: the static pages hold no Pro data beyond what `/openapi.json` already shows)
 * or needs more than the first week (business add and count, long weekends: fixed published
 * dates, each checked against the handler by its endpoint's test).
 * A new operation needs a row here: test/generator/pages/docs-page.test.ts fails until it has one.
 */
import { EXAMPLE_BIRTH, EXAMPLE_BIRTH_PATH } from "../../schemas/endpoints/birth.ts";
import type { Coverage } from "../../schemas/coverage.ts";
import type { LiteDay } from "../../schemas/day.ts";
import { parseIsoDate } from "../../schemas/day-number.ts";
import { buildGlossary } from "../../schemas/glossary/index.ts";
import { CLOSURE_LABELS } from "../../schemas/vocabulary.ts";
import { businessClosures } from "../calendar/business-closure.ts";
import { EXAMPLE_FEED_LINES, EXAMPLE_FEED_QUERY } from "../../schemas/endpoints/calendar-feed.ts";
import { EXAMPLE_BUSINESS_ADD, EXAMPLE_BUSINESS_ADD_PATH } from "../../schemas/endpoints/business-add.ts";
import { EXAMPLE_BUSINESS_COUNT, EXAMPLE_BUSINESS_COUNT_PATH } from "../../schemas/endpoints/business-count.ts";
import { EXAMPLE_FIND_QUERY, EXAMPLE_FIND_RESPONSE } from "../../schemas/endpoints/find.ts";
import { EXAMPLE_LONG_WEEKENDS, EXAMPLE_LONG_WEEKENDS_PATH } from "../../schemas/endpoints/long-weekends.ts";
import { EXAMPLE_WAREKI, EXAMPLE_WAREKI_PATH } from "../../schemas/endpoints/wareki.ts";
import { SERVICE_NAME } from "../../schemas/service.ts";
import { dayNumber } from "../../schemas/day-number.ts";
import { INSTANTS_TZ } from "../../schemas/instants.ts";
import {
  dayKanshiIndex,
  hourKanshiIndex,
  monthKanshiIndex,
  monthKyuseiIndex,
  yearKanshiIndex,
  yearKyuseiIndex,
} from "../../schemas/pillars.ts";
import { KANSHI_60, KYUSEI } from "../../schemas/vocabulary.ts";
import { instantsOfYears } from "../files/instants.ts";
import { llmsText } from "../../schemas/llms.ts";
import { MCP_TOOL_NAMES } from "../../schemas/endpoints/index.ts";
import { MCP_PATH } from "../../schemas/mcp.ts";
import { EXAMPLE_GOTOBI, EXAMPLE_GOTOBI_PATH } from "../../schemas/endpoints/business-gotobi.ts";
import { changesAtom, DATA_RELEASES } from "../../schemas/changes.ts";
import { holidaysConfirmedThrough } from "../calendar/rekiyoukou.ts";
import { DEFAULT_BUILD_DATE } from "../version.ts";

/** One operation's example. */
export interface OperationExample {
  /** Path and query of the request. */
  readonly request: string;
  /** The credential it needs, if any (Japanese, English). */
  readonly credential?: readonly [string, string];
  /** The response body: a JSON value, or the text of a non-JSON body (a calendar feed); shortened where marked. */
  readonly response: unknown;
  /** What was left out of the response, if anything (Japanese, English). */
  readonly shortened?: readonly [string, string];
}

const PRO: readonly [string, string] = ["Pro の認証が必要（Authorization: Bearer）", "needs a Pro credential (Authorization: Bearer)"];

/**
 * The business/{date} answer for the coverage's first day on the government calendar, from the
 * generator's own closure rules (docs/calendar.md §13) over the first week: 1/1–1/3 are closed,
 * and of 1/4–1/7 at least two are weekdays without a holiday, so `next` lies in the week.
 */
function firstDayOnGovernmentCalendar(firstWeek: readonly LiteDay[]): Record<string, unknown> {
  const closure = (r: LiteDay) => businessClosures(parseIsoDate(r.iso)!, r.holiday !== undefined).government;
  const d1 = firstWeek[0]!;
  const reason = closure(d1);
  const next = firstWeek.slice(1).find((r) => closure(r) === null);
  if (next === undefined) throw new Error(`docs example: no government business day in the week of ${d1.iso}`);
  return {
    ok: true,
    calendar: "government",
    date: d1.iso,
    business: reason === null,
    reason,
    label: reason === null ? null : reason === "holiday" ? d1.holiday! : CLOSURE_LABELS[reason],
    next: next.iso,
    previous: null, // the day before the coverage is not known
    gotobi: false, // the 1st is never a 五十日
  };
}

/**
 * The examples by operationId.
 * @param firstDays the LiteDay records of the coverage's first seven days.
 */
export function operationExamples(coverage: Coverage, firstDays: readonly LiteDay[]): Readonly<Record<string, OperationExample>> {
  const [d1, , d3] = firstDays as [LiteDay, LiteDay, LiteDay];
  const firstThree = firstDays.slice(0, 3);
  const day = { ok: true, view: "lite", date: d1.iso, day: d1 };
  const glossary = buildGlossary();
  const proDay = EXAMPLE_FIND_RESPONSE.days[0].day;
  return {
    getHealth: {
      request: "/gw/health",
      response: {
        ok: true,
        service: SERVICE_NAME,
        time: `${d1.iso}T09:00:00+09:00`,
        view: "lite",
        dataVersion: "0123456789abcdef",
        coverage,
        holidays_confirmed_through: holidaysConfirmedThrough(DEFAULT_BUILD_DATE),
      },
      shortened: ["time と dataVersion は例", "time and dataVersion are examples"],
    },
    getDay: { request: `/gw/day/${d1.iso}`, response: day },
    getRange: {
      request: `/gw/range/${d1.iso}/${d3.iso}`,
      response: {
        ok: true,
        view: "lite",
        range: { start: d1.iso, end: d3.iso, tz: "Asia/Tokyo" },
        count: firstThree.length,
        days: firstThree,
      },
    },
    getBulk: {
      request: `/gw/bulk/${proDay.y}`,
      credential: PRO,
      response: { ok: true, view: "pro", years: [proDay.y], data: { [proDay.y]: [proDay] } },
      shortened: [`${proDay.y} 年の全日のうち 1 件（${proDay.iso}）だけを表示`, `one of the year's records (${proDay.iso}) shown`],
    },
    getGlossary: {
      request: "/gw/glossary",
      response: { ok: true, fields: { rokuyou: [glossary.fields.rokuyou[0]] }, purposes: [glossary.purposes[0]] },
      shortened: ["六曜の 1 項目と用途 1 件だけを表示", "one rokuyou entry and one purpose shown"],
    },
    getFind: { request: `/gw/find?${EXAMPLE_FIND_QUERY}`, credential: PRO, response: EXAMPLE_FIND_RESPONSE },
    getBusinessDay: { request: `/gw/business/${d1.iso}?calendar=government`, response: firstDayOnGovernmentCalendar(firstDays) },
    addBusinessDays: { request: EXAMPLE_BUSINESS_ADD_PATH, response: EXAMPLE_BUSINESS_ADD },
    countBusinessDays: { request: EXAMPLE_BUSINESS_COUNT_PATH, response: EXAMPLE_BUSINESS_COUNT },
    getGotobi: { request: EXAMPLE_GOTOBI_PATH, response: EXAMPLE_GOTOBI },
    getChanges: { request: "/gw/changes", response: { ok: true, releases: DATA_RELEASES } },
    getChangesFeed: { request: "/gw/changes.atom", response: changesAtom(DATA_RELEASES, SERVICE_NAME) },
    getLongWeekends: { request: EXAMPLE_LONG_WEEKENDS_PATH, response: EXAMPLE_LONG_WEEKENDS },
    getInstants: instantsExample(coverage.from),
    getMoment: momentExample(coverage.from),
    getWareki: { request: EXAMPLE_WAREKI_PATH, response: EXAMPLE_WAREKI },
    getWarekiList: {
      request: `/gw/wareki?date=${EXAMPLE_WAREKI.gregorian}`,
      // The same day asked by its Gregorian date: read as Gregorian (docs/interface.md#dates-before-1873).
      response: {
        ok: true,
        count: 1,
        results: [{ ...EXAMPLE_WAREKI, input: EXAMPLE_WAREKI.gregorian, reading: { ...EXAMPLE_WAREKI.reading, convention: "gregorian" } }],
      },
    },
    getBirthChart: { request: EXAMPLE_BIRTH_PATH, credential: PRO, response: EXAMPLE_BIRTH },
    getCalendarFeed: {
      request: `/gw/calendar.ics?${EXAMPLE_FEED_QUERY}`,
      response: EXAMPLE_FEED_LINES.join("\r\n"),
      shortened: ["カレンダーの属性と最初の予定だけを表示", "the calendar's properties and its first event shown"],
    },
    getLlmsTxt: {
      request: "/llms.txt",
      response: llmsText(coverage).split("\n").slice(0, 12).join("\n"),
      shortened: ["最初の 12 行だけを表示", "the first 12 lines shown"],
    },
    postMcp: {
      request: MCP_PATH,
      response: {
        jsonrpc: "2.0",
        id: 1,
        result: { tools: MCP_TOOL_NAMES.map((name) => ({ name, description: "…", inputSchema: { type: "object" } })) },
      },
      shortened: [
        "POST（JSON-RPC の tools/list）への答え。説明と入力スキーマは省略",
        "the answer to a POST of JSON-RPC tools/list; descriptions and input schemas left out",
      ],
    },
    getQueryStyle: { request: `/gw.php?fn=day&date=${d1.iso}`, response: day },
  };
}

/** GET /gw/instants of the coverage's first year, its first three 節気 shown. */
export function instantsExample(y: number): OperationExample {
  const sekki = (instantsOfYears(y, y).get(y) ?? []).filter((i) => i.kind === "sekki");
  return {
    request: `/gw/instants/${y}?kind=sekki`,
    response: { ok: true, year: y, tz: INSTANTS_TZ, count: sekki.length, instants: sekki.slice(0, 3) },
    shortened: ["24 節気のうち最初の 3 件だけを表示", "the first three of the 24 solar terms shown"],
  };
}

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
