/**
 * The parameters every business-day operation shares (docs/interface.md#business-days): the
 * calendar, a company's own closed days and the dates it opens anyway — as OpenAPI parameters
 * and as MCP tool arguments. Their validation is edge-rules/business/rules.ts (`calendar` by its schema here).
 */
import { z } from "zod";
import { IsoDate } from "./iso-date.ts";
import { checked, invalidAs, param } from "./parameters.ts";
import { BUSINESS_CALENDARS } from "../calendar/names.ts";

/** Most items in `closed` or `open` (docs/interface.md#business-days). */
export const MAX_BUSINESS_LIST_ITEMS = 100;

/** `calendar`: whose closed days count (docs/calendar.md §13). */
export const BUSINESS_CALENDAR = checked(
  param(
    "Business_calendar",
    "calendar",
    "query",
    z.enum(BUSINESS_CALENDARS).default("national"),
    "Whose closed days: national (Saturdays, Sundays, national holidays; default), bank (and 12/31–1/3, 銀行法施行令 第5条), government (and 12/29–1/3, 行政機関の休日に関する法律 第1条); the Saturday rules in force on each date.",
  ),
  { invalid: invalidAs(`calendar must be one of ${BUSINESS_CALENDARS.join(", ")}`) },
);
/** `closed`: a company's own closed days. */
export const BUSINESS_CLOSED = param(
  "Business_closed",
  "closed",
  "query",
  z.string().min(1),
  `Comma-separated weekdays (ids mon…sun or labels 月…日) and dates (YYYY-MM-DD) closed besides the calendar's, at most ${MAX_BUSINESS_LIST_ITEMS} (reason custom, label 休業日).`,
);
/** `open`: dates open whatever the calendar says. */
export const BUSINESS_OPEN = param(
  "Business_open",
  "open",
  "query",
  z.string().min(1),
  `Comma-separated dates (YYYY-MM-DD) that are business days whatever the calendar and closed say, at most ${MAX_BUSINESS_LIST_ITEMS}.`,
);
/** The three, in the order operations list them. */
export const BUSINESS_RULES: readonly [typeof BUSINESS_CALENDAR, typeof BUSINESS_CLOSED, typeof BUSINESS_OPEN] = [
  BUSINESS_CALENDAR,
  BUSINESS_CLOSED,
  BUSINESS_OPEN,
];

/** The same parameters as MCP tool arguments (lists as arrays; the API validates every value). */
export const BUSINESS_TOOL_ARGUMENTS = {
  calendar: z.enum(BUSINESS_CALENDARS).optional().describe("national (default), bank (also 12/31–1/3) or government (also 12/29–1/3)"),
  closed: z
    .array(z.string())
    .min(1)
    .max(MAX_BUSINESS_LIST_ITEMS)
    .optional()
    .describe("a company's own closed days: weekday ids mon…sun (or 月…日) and dates YYYY-MM-DD"),
  open: z.array(IsoDate).min(1).max(MAX_BUSINESS_LIST_ITEMS).optional().describe("dates open whatever the calendar says, YYYY-MM-DD"),
};
