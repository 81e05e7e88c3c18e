import { z } from "zod";
import { namedRulesSchema } from "./rules.ts";
import { LiteDay, ProDay } from "./day.ts";
import type { ErrorCode } from "./error-codes.ts";
import { ERROR_CODE_LIST } from "./error-groups.ts";
import { HEALTH_REASON_LIST } from "./health.ts";
import { isoDate, parseIsoDate } from "../calendar/time/day-number.ts";
import { IsoDate } from "./iso-date.ts";
import { TIMEZONE, VIEWS } from "../calendar/names.ts";

/**
 * The response bodies (応答) of the interface: HealthResponse, DayResponse, RangeResponse,
 * BulkResponse and ErrorResponse. Strict objects, keys in the byte order of
 * docs/architecture.md, with refinements that tie counts, dates and years together.
 */

/** The bodies' `view` field. */
const View = z.enum(VIEWS).describe("view level of the data: lite or pro");

/** A JST timestamp: ISO 8601 date-time ending in the +09:00 offset. */
const JstDateTime = z.iso
  .datetime({ offset: true })
  .regex(/\+09:00$/, "the time must carry the +09:00 offset")
  .meta({ format: "date-time", description: "ISO 8601 date-time with the +09:00 offset" });

/** A four-digit year. */
const Year = z.number().int().min(1000).max(9999);

/** The generated coverage: Gregorian years, both inclusive. */
const Coverage = z
  .strictObject({ from: Year.describe("first covered year"), to: Year.describe("last covered year (inclusive)") })
  .describe("the generated coverage, whole years, both inclusive");

/** The fields every health body carries. */
const healthFields = {
  service: z.string().min(1).describe("service name"),
  time: JstDateTime,
  view: View.describe("the caller's effective view (follows the plan)"),
};

/**
 * Health (死活確認), 200: the manifest and the data are present and valid. Carries the data
 * version (the manifest's `dataVersion`, part of every ETag) and the coverage.
 */
export const HealthResponse = z
  .strictObject({
    ok: z.literal(true).describe("true when healthy"),
    ...healthFields,
    dataVersion: z
      .string()
      .regex(/^[0-9a-f]{16}$/)
      .describe("the served data's version (16 hex digits, from manifest.json)"),
    coverage: Coverage,
    holidays_confirmed_through: z
      .number()
      .int()
      .describe(
        "the last year whose holidays are all confirmed: its 暦要項 (NAOJ, in the 官報 on the first working day of February of the year before) was published by the date the data was built for; later years' 春分の日 and 秋分の日 are holiday_status projected",
      ),
  })
  .describe("a healthy node: its data version and coverage, and the caller's effective view");

/** A HealthResponse body. */
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Health, 503: the node cannot serve data; `reason` says why (schemas/health.ts). */
export const HealthUnavailableResponse = z
  .strictObject({
    ok: z.literal(false).describe("false: the node cannot serve data"),
    ...healthFields,
    reason: z.enum(HEALTH_REASON_LIST).describe("why the node is unhealthy"),
    error: z.string().min(1).describe("human-readable explanation"),
  })
  .describe("an unhealthy node (503): the manifest or the data is missing or invalid");

/** A HealthUnavailableResponse body. */
export type HealthUnavailableResponse = z.infer<typeof HealthUnavailableResponse>;

/** Checks that a day body's `date` is its record's `iso`. */
function sameDate(body: { date: string; day: { iso: string } }, ctx: z.RefinementCtx): void {
  if (body.date !== body.day.iso) ctx.addIssue({ code: "custom", message: "date must equal day.iso", path: ["date"] });
}

/** The day rules a Pro body names after its view (docs/interface.md#schools-rules); a lite body names none. */
const DAY_RULES_NAMED = namedRulesSchema("day");

/** One day in the lite view. */
export const LiteDayResponse = z
  .strictObject({ ok: z.literal(true), view: z.literal("lite"), date: IsoDate.describe("the requested date"), day: LiteDay })
  .superRefine(sameDate);

/** One day in the pro view. */
export const ProDayResponse = z
  .strictObject({
    ok: z.literal(true),
    view: z.literal("pro"),
    rules: DAY_RULES_NAMED,
    date: IsoDate.describe("the requested date"),
    day: ProDay,
  })
  .superRefine(sameDate);

/** One day (日): a LiteDay when view is lite, a ProDay when view is pro. */
export const DayResponse = z
  .discriminatedUnion("view", [LiteDayResponse, ProDayResponse])
  .describe("one day: day is a ProDay when view is pro, otherwise a LiteDay");

/** A DayResponse body. */
export type DayResponse = z.infer<typeof DayResponse>;

/** The requested window of a range: start and end (both inclusive) and the timezone. */
export const RangeWindow = z
  .strictObject({
    start: IsoDate.describe("first day (inclusive)"),
    end: IsoDate.describe("last day (inclusive)"),
    tz: z.literal(TIMEZONE).describe("timezone of the dates"),
  })
  .refine((r) => r.start <= r.end, { message: "start must not be after end", path: ["end"] });

/** A RangeWindow object. */
export type RangeWindow = z.infer<typeof RangeWindow>;

/** Checks that a range body holds every day from start to end, in order, and counts them. */
function wholeRange(body: { range: RangeWindow; count: number; days: { iso: string }[] }, ctx: z.RefinementCtx): void {
  if (body.count !== body.days.length) {
    ctx.addIssue({ code: "custom", message: "count must equal the number of days", path: ["count"] });
  }
  const start = parseIsoDate(body.range.start);
  const end = parseIsoDate(body.range.end);
  if (start === null || end === null) return;
  if (body.days.length !== end - start + 1) {
    ctx.addIssue({ code: "custom", message: "days must hold every day from start to end", path: ["days"] });
    return;
  }
  body.days.forEach((day, i) => {
    const expected = isoDate(start + i);
    if (day.iso !== expected) ctx.addIssue({ code: "custom", message: `days[${i}] must be ${expected}`, path: ["days", i, "iso"] });
  });
}

/** Shared fields of the two range views. */
const rangeFields = {
  ok: z.literal(true),
  range: RangeWindow,
  count: z.number().int().min(1).max(366).describe("number of entries in days"),
};

/** A date range in the lite view (at most 31 days). */
export const LiteRangeResponse = z
  .strictObject({ ok: rangeFields.ok, view: z.literal("lite"), range: rangeFields.range, count: rangeFields.count, days: z.array(LiteDay) })
  .superRefine(wholeRange);

/** A date range in the pro view (at most 366 days). */
export const ProRangeResponse = z
  .strictObject({
    ok: rangeFields.ok,
    view: z.literal("pro"),
    rules: DAY_RULES_NAMED,
    range: rangeFields.range,
    count: rangeFields.count,
    days: z.array(ProDay),
  })
  .superRefine(wholeRange);

/** A date range (期間): every day from start to end inclusive, LiteDay or ProDay by view. */
export const RangeResponse = z
  .discriminatedUnion("view", [LiteRangeResponse, ProRangeResponse])
  .describe("every day from start to end (both inclusive): ProDay items when view is pro, otherwise LiteDay");

/** A RangeResponse body. */
export type RangeResponse = z.infer<typeof RangeResponse>;

/**
 * Whole years (一括, Pro only): `data` maps each requested year to all its ProDay records,
 * January 1 to December 31 in order. `years` is the request, duplicates removed, in order.
 */
export const BulkResponse = z
  .strictObject({
    ok: z.literal(true),
    view: z.literal("pro").describe("always pro"),
    rules: DAY_RULES_NAMED,
    years: z.array(Year).min(1).describe("the requested years, ascending, each once"),
    data: z
      .record(z.string().regex(/^[0-9]{4}$/), z.array(ProDay))
      .describe("map from each requested year to every ProDay of that year, in date order"),
  })
  .superRefine((body, ctx) => {
    if (new Set(body.years).size !== body.years.length) {
      ctx.addIssue({ code: "custom", message: "years must not repeat", path: ["years"] });
    }
    const keys = Object.keys(body.data);
    const wanted = body.years.map(String);
    if (keys.length !== new Set(wanted).size || !wanted.every((y) => Object.hasOwn(body.data, y))) {
      ctx.addIssue({ code: "custom", message: "data must hold exactly the requested years", path: ["data"] });
      return;
    }
    for (const year of wanted) {
      const days = body.data[year]!;
      const first = parseIsoDate(`${year}-01-01`)!;
      const length = parseIsoDate(`${year}-12-31`)! - first + 1;
      if (days.length !== length) {
        ctx.addIssue({ code: "custom", message: `data.${year} must hold all ${length} days of the year`, path: ["data", year] });
        continue;
      }
      days.forEach((day, i) => {
        const expected = isoDate(first + i);
        if (day.iso !== expected)
          ctx.addIssue({ code: "custom", message: `data.${year}[${i}] must be ${expected}`, path: ["data", year, i, "iso"] });
      });
    }
  })
  .describe("whole years of ProDay records (Pro and Ultra only)");

/** A BulkResponse body. */
export type BulkResponse = z.infer<typeof BulkResponse>;

/** A machine error code (エラーコード): a key of ERROR_CODES. */
export const ErrorCodeEnum = z.enum(ERROR_CODE_LIST as unknown as [ErrorCode, ...ErrorCode[]]).describe("machine-readable error code");

/** A tool call of the MCP server (MCP 2025-11-25 "Tools"): its name and arguments. */
export const HintCall = z
  .strictObject({
    name: z.string().min(1).describe("the tool's name"),
    arguments: z.record(z.string(), z.unknown()).describe("the tool's arguments"),
  })
  .describe("a tools/call of the same MCP server");

/**
 * How to recover from an error (docs/interface.md#hints): one line to read, and where there is one the
 * request to send instead — what a program follows. `request` is a GET target, path and query, on the
 * server that answered, sent with the failed request's credential; it passes every check the failed one
 * failed (a rate limit: after `retryAfter` seconds).
 */
export const ErrorHint = z
  .strictObject({
    text: z.string().min(1).describe("what to do, one line: the request to send instead, or why there is none"),
    request: z
      .string()
      .regex(/^\/[^\s#]*$/)
      .optional()
      .describe(
        "the request to send instead: a GET target (path and query) on the server that answered, sent with the same credential; absent where no request can be suggested",
      ),
    retryAfter: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe("seconds to wait before sending `request` (RATE_LIMITED, SERVICE_BUSY): Retry-After"),
    call: HintCall.optional().describe("in an MCP tool error: `request` as a call of this server's tools"),
  })
  .describe("how to recover: the request to send instead where there is one (docs/interface.md#hints)");

/** An ErrorHint object. */
export type ErrorHint = z.infer<typeof ErrorHint>;

/**
 * An error (エラー): `{ ok: false, error, code, ...offending fields, hint, docs }`; docs/interface.md#errors. The
 * offending values are echoed as sent, so date/start/end are plain strings here.
 */
export const ErrorResponse = z
  .strictObject({
    ok: z.literal(false),
    error: z.string().min(1).describe("human-readable message"),
    code: ErrorCodeEnum,
    date: z.string().optional().describe("offending date"),
    start: z.string().optional().describe("offending start"),
    end: z.string().optional().describe("offending end"),
    days: z.number().int().optional().describe("the days sent (business add's RANGE_TOO_LONG, OUT_OF_COVERAGE)"),
    maxDays: z.number().int().min(1).optional().describe("maximum number of days allowed (RANGE_TOO_LONG)"),
    year: z.number().int().optional().describe("offending year (OUT_OF_COVERAGE)"),
    coverage: Coverage.optional().describe("the years this server serves, as health reports them (OUT_OF_COVERAGE)"),
    parameter: z.string().optional().describe("the parameter whose value is not accepted (INVALID_PARAMETER)"),
    value: z.string().optional().describe("the value sent, as sent (INVALID_PARAMETER)"),
    hint: ErrorHint.optional(),
    docs: z
      .string()
      .regex(/^\/docs#error-[A-Z_]+$/)
      .optional()
      .describe("the section of the API reference page (/docs) that explains the code, on the server that answered"),
  })
  .describe("an error; the HTTP status follows the code");

/** An ErrorResponse body. */
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** The fields every error gets from its code and its request (edge-rules/errors/hints.ts), after the offending ones. */
const GUIDANCE_KEYS = ["hint", "docs"] as const;

/** The optional fields of an ErrorResponse that name what was wrong, in body order. */
export const ERROR_FIELD_KEYS = Object.keys(ErrorResponse.shape).filter(
  (k) => k !== "ok" && k !== "error" && k !== "code" && !(GUIDANCE_KEYS as readonly string[]).includes(k),
) as readonly ErrorFieldKey[];
export type ErrorFieldKey = Exclude<keyof ErrorResponse, "ok" | "error" | "code" | (typeof GUIDANCE_KEYS)[number]>;
