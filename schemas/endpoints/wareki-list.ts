/** `GET /gw/wareki?date=…&text=…` and `gw.php?fn=wareki_list` (docs/interface.md#dates-before-1873): many dates or 和暦 texts at once. */
import { z } from "zod";
import type { EndpointContract } from "../endpoint.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, FORMAT, param, TOKEN, LANG, LangParam } from "../parameters.ts";
import { ErrorCodeEnum } from "../responses.ts";
import { EXAMPLE_WAREKI, WAREKI_CALENDAR, WarekiRecord } from "./wareki.ts";
import { WAREKI_CALENDARS } from "../../calendar/names.ts";

/** Most inputs (dates and texts together) of one request. */
export const MAX_WAREKI_INPUTS = 100;

/** `date`: comma-separated dates. */
export const WAREKI_DATES = param(
  "Wareki_dates",
  "date",
  "query",
  z.string().min(1),
  `Comma-separated dates, YYYY-MM-DD in the calendar \`calendar\` names. With text, at most ${MAX_WAREKI_INPUTS} inputs in all.`,
);
/** `text`: comma-separated 和暦 texts. */
export const WAREKI_TEXTS = param(
  "Wareki_texts",
  "text",
  "query",
  z.string().min(1),
  "Comma-separated 和暦 dates as people write them (天正10年6月2日, 慶長四年閏三月三日, 明治元年元旦, H31.4.30; docs/wareki-text.md), percent-encoded UTF-8. A year without an era (2026年1月1日) is a Western year: in `calendar` when it is sent, else Julian before 1582-10-15 and Gregorian from it; 旧暦1864年5月15日 is a 旧暦 year.",
);

/** An input that names no day, in its place in the list. */
export const ConversionError = z.strictObject({
  ok: z.literal(false),
  input: z.string(),
  error: z.string().describe("why, in one line"),
  code: ErrorCodeEnum.describe(
    "INVALID_DATE (not understood, or no such day, naming why) or OUT_OF_COVERAGE (outside 445-01-25..2100-12-31)",
  ),
});

/** The answer of the list form. */
export const WarekiListResponse = z
  .strictObject({
    ok: z.literal(true),
    count: z.int().min(1),
    results: z.array(z.union([WarekiRecord, ConversionError])).describe("one per input, dates first, then texts, each in the order sent"),
  })
  .describe("many conversions at once; an input that fails answers an error in its place");

export const warekiList: EndpointContract = {
  name: "wareki-list",
  method: "GET",
  path: "/gw/wareki",
  fn: "wareki_list",
  operationId: "getWarekiList",
  tag: "calendar",
  summary: "Many dates or 和暦 texts at once",
  description: `Up to ${MAX_WAREKI_INPUTS} dates (date=, in the calendar \`calendar\` names) and 和暦 texts (text=) converted at once, each as the record of \`GET /gw/wareki/{date}\`; an input that names no day answers { ok: false, input, error, code } in its place and the others still answer. Lite, no credential. Same result as \`gw.php?fn=wareki_list\` (gw.php names one answer shape per function).`,
  parameters: [WAREKI_DATES, WAREKI_TEXTS, WAREKI_CALENDAR, FORMAT, LANG, TOKEN, ...CONDITIONAL],
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  // No 404: an input outside the coverage fails in its place in a 200.
  statuses: DATA_STATUSES.filter((s) => s !== 404),
  schemas: [
    ["WarekiListResponse", WarekiListResponse],
    ["ConversionError", ConversionError],
  ],
  responses: () => operationResponses(warekiList.statuses, dataOk("WarekiListResponse", "The conversions.", undefined, false, true)),
  example: () => "GET /gw/wareki?text=天正10年6月2日,慶長4年閏3月3日",
  testRequest: "/gw/wareki?date=1600-10-21",
  testStatuses: [
    [200, "/gw/wareki?date=1600-10-21,0400-01-01&text=%E5%A4%A9%E6%AD%A310%E5%B9%B46%E6%9C%882%E6%97%A5,foo"],
    [400, "/gw/wareki?calendar=lunar&date=1600-10-21"],
    [403, "/gw/wareki?date=1600-10-21", { as: "unknown" }],
    [405, "/gw/wareki?date=1600-10-21", { method: "POST" }],
  ],
  docExample: () => ({
    request: `/gw/wareki?date=${EXAMPLE_WAREKI.gregorian}`,
    // The same day asked by its Gregorian date: read as Gregorian (docs/interface.md#dates-before-1873).
    response: {
      ok: true,
      count: 1,
      results: [{ ...EXAMPLE_WAREKI, input: EXAMPLE_WAREKI.gregorian, reading: { ...EXAMPLE_WAREKI.reading, convention: "gregorian" } }],
    },
  }),
  tool: {
    name: "convert_date",
    title: "Convert dates: 和暦, 旧暦, Gregorian, Julian (445–2100)",
    description: `Converts Japanese era dates (和暦) as people write them — 天正10年6月2日, 慶長四年閏三月三日, 明治元年元旦, H31.4.30 — and Western dates (Gregorian, or Julian with calendar=julian) from 445 to 2100, both ways: each answer has the Gregorian and Julian dates, the 旧暦 (old lunisolar) date, the era(s) in force (two courts in 1331–1392), the 和暦 text, 干支 and 六曜. Before 1873 the historical calendar in force (日本暦日原典). An era date is also read with the new era counted from its year's first day (大化元年1月1日) and the old era kept to the end of the year it ended in (慶応4年9月8日); a year without an era (2026年1月1日) is a Western year unless written 旧暦1864年5月15日; each answer's reading says which convention answered. Up to ${MAX_WAREKI_INPUTS} inputs; a bad one answers an error in its place. Same answer as GET /gw/wareki. Example: {"text":["天正10年6月2日"],"date":["1600-10-21"]}.`,
    input: z.strictObject({
      date: z.array(z.string()).min(1).max(MAX_WAREKI_INPUTS).optional().describe("dates, YYYY-MM-DD"),
      text: z.array(z.string()).min(1).max(MAX_WAREKI_INPUTS).optional().describe("和暦 dates as written"),
      calendar: z.enum(WAREKI_CALENDARS).optional().describe("how date is read: gregorian (default) or julian"),
      lang: LangParam.optional(),
    }),
  },
};
