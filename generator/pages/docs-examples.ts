/**
 * One example request and response per operation of the OpenAPI document, for the API reference
 * page (`/docs`): each contract's `docExample` (schemas/endpoints/), computed from the coverage's
 * first week where it shows generated days, and here the few whose answers come from the
 * generator's own code — health (the holidays confirmed through the build date), business day
 * (the closure rules), instants (the computed instants), llms.txt and the MCP tool list (which
 * read the contract table itself) and the `gw.php` style.
 * test/edge-rules/pages/serve.test.ts fails until every operation has one.
 */
import type { Coverage } from "../../schemas/coverage.ts";
import type { LiteDay } from "../../schemas/day.ts";
import { parseIsoDate } from "../../calendar/time/day-number.ts";
import type { OperationExample } from "../../schemas/endpoint.ts";
import { CONTRACTS, MCP_TOOL_NAMES } from "../../schemas/endpoints/index.ts";
import { CLOSURE_LABELS } from "../../calendar/names.ts";
import { businessClosures } from "../../calendar/business/closure.ts";
import { SERVICE_NAME } from "../../schemas/service.ts";
import { INSTANTS_TZ } from "../../schemas/instants.ts";
import { instantsOfYears, yearCivilOffset } from "../files/instants.ts";
import { deepFreeze, llmsFileText } from "../files/documents.ts";
import { MCP_PATH } from "../../schemas/mcp.ts";
import { holidaysConfirmedThrough } from "../../calendar/holidays/rekiyoukou.ts";
import { DEFAULT_BUILD_DATE } from "../version.ts";

export type { OperationExample } from "../../schemas/endpoint.ts";

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
 * The examples by operationId: the contracts' own, then those computed here.
 * @param firstDays the LiteDay records of the coverage's first seven days.
 */
export function operationExamples(coverage: Coverage, firstDays: readonly LiteDay[]): Readonly<Record<string, OperationExample>> {
  const context = { coverage, firstDays };
  const own = CONTRACTS.flatMap((c) => (c.docExample ? [[c.operationId, c.docExample(context)] as const] : []));
  const d1 = firstDays[0]!;
  const day = Object.fromEntries(own)["getDay"]!;
  return {
    ...Object.fromEntries(own),
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
    getBusinessDay: { request: `/gw/business/${d1.iso}?calendar=government`, response: firstDayOnGovernmentCalendar(firstDays) },
    getInstants: instantsExample(coverage.from),
    getLlmsTxt: {
      request: "/llms.txt",
      response: llmsFileText(coverage).split("\n").slice(0, 12).join("\n"),
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
    // The query style's example is the day's, asked through gw.php.
    getQueryStyle: { request: `/gw.php?fn=day&date=${d1.iso}`, response: day.response },
  };
}

/** The instants example by year (frozen: shared): the year's instants are about a tenth of a second, and depend on nothing else. */
const instantsMemo = new Map<number, OperationExample>();

/** GET /gw/instants of the coverage's first year, its first three 節気 shown (once per process and year). */
export function instantsExample(y: number): OperationExample {
  let example = instantsMemo.get(y);
  if (example === undefined) {
    example = deepFreeze(computedInstantsExample(y));
    instantsMemo.set(y, example);
  }
  return example;
}

/** The instants example of year `y`, computed. */
function computedInstantsExample(y: number): OperationExample {
  const sekki = (instantsOfYears(y, y).get(y) ?? []).filter((i) => i.kind === "sekki");
  return {
    request: `/gw/instants/${y}?kind=sekki`,
    response: { ok: true, year: y, tz: INSTANTS_TZ, civil_offset: yearCivilOffset(y), count: sekki.length, instants: sekki.slice(0, 3) },
    shortened: ["24 節気のうち最初の 3 件だけを表示", "the first three of the 24 solar terms shown"],
  };
}
