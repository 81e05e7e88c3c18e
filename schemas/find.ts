/**
 * The day finder's answer (日取り検索, docs/interface.md#day-finder): the normalized query, the span, how many
 * days match in all, the page and where the next page starts.
 */
import { z } from "zod";
import { LiteDay, ProDay } from "./day.ts";
import { IsoDate } from "./iso-date.ts";
import { RangeWindow } from "./responses.ts";
import { VIEWS } from "../calendar/names.ts";
import { namedRulesSchema } from "./rules.ts";
import { CHUIN_COUNTS, LEAP_DEATH_DAYS } from "../calendar/life/memorial.ts";

/**
 * `min_score` (with a purpose, find and feeds): the lowest score a returned day may have, a whole
 * number from MIN_SCORE_LOWEST to MIN_SCORE_HIGHEST. The default 1 makes a purpose a list of good
 * days (score above 0); the bounds lie beyond any purpose's reachable scores (docs/calendar.md §12).
 */
export const MIN_SCORE = { default: 1, lowest: -20, highest: 20 } as const;

/** `before` (with memorial or near): the days searched before the target, the target included after them. */
export const FIND_BEFORE = { default: 14, max: 60 } as const;

/** The finder's query parameters, in the order the response's `query` lists them. */
export const FIND_PARAMETERS = [
  {
    name: "start",
    plan: "lite",
    list: false,
    doc: "first day searched (YYYY-MM-DD, inclusive; required unless memorial or near is given, which it then narrows)",
  },
  {
    name: "end",
    plan: "lite",
    list: false,
    doc: "last day searched (YYYY-MM-DD, inclusive; required unless memorial or near is given, which it then narrows). Lite searches at most 366 days; Pro and Ultra the whole coverage",
  },
  {
    name: "memorial",
    plan: "lite",
    list: false,
    doc: "<death>:<id>, a target day: the memorial day (法要の日) id of a death on YYYY-MM-DD (1873 or later), computed under the memorial rules chuin and leap_death_day (rules=); ids day-7 … day-49, day-100 (中陰, 百箇日), year-1, year-2 (三回忌), year-6 … year-49 (年忌). The search covers the target and the `before` days before it (a 法要 is held on or before its day)",
  },
  { name: "near", plan: "lite", list: false, doc: "a target day (YYYY-MM-DD), as memorial but named directly; not with memorial" },
  {
    name: "before",
    plan: "lite",
    list: false,
    doc: `with memorial or near: the days searched before the target, a whole number from 0 to ${FIND_BEFORE.max} (default ${FIND_BEFORE.default}: the target's day and the 14 before it)`,
  },
  {
    name: "rokuyou",
    plan: "lite",
    list: true,
    doc: "any of these 六曜 (ids taian, shakku, sensho, tomobiki, senbu, butsumetsu, or the labels)",
  },
  { name: "weekday", plan: "lite", list: true, doc: "any of these weekdays (mon…sun or 月…日)" },
  { name: "sekki", plan: "lite", list: true, doc: "any of these 二十四節気 (the day the term begins; glossary ids or labels)" },
  { name: "moonmark", plan: "lite", list: true, doc: "any of these moon marks (shingetsu 新月, mangetsu 満月)" },
  { name: "holiday", plan: "lite", list: false, doc: "true: national holidays only (振替休日 and 国民の休日 count); false: no holiday" },
  {
    name: "gotobi",
    plan: "lite",
    list: false,
    doc: "true: 五十日 only (the 5th, 10th, 15th, 20th, 25th and the month's last day: settlement days); false: none of them",
  },
  {
    name: "business",
    plan: "lite",
    list: false,
    doc: "national, bank or government: only days open on that business calendar (営業日; with closed= and open= as on the business endpoints)",
  },
  {
    name: "closed",
    plan: "lite",
    list: true,
    doc: "with business: a company's own closed days besides the calendar's (weekday ids mon…sun or 月…日, dates YYYY-MM-DD; at most 100)",
  },
  {
    name: "open",
    plan: "lite",
    list: true,
    doc: "with business: dates open whatever the calendar and closed say (YYYY-MM-DD; at most 100)",
  },
  { name: "notes", plan: "pro", list: true, doc: "all of these notes (暦注 ids or labels)" },
  { name: "any_notes", plan: "pro", list: true, doc: "at least one of these notes" },
  { name: "not_notes", plan: "pro", list: true, doc: "none of these notes" },
  { name: "junichoku", plan: "pro", list: true, doc: "any of these 十二直" },
  { name: "shuku28", plan: "pro", list: true, doc: "any of these 二十八宿" },
  { name: "kyusei", plan: "pro", list: true, doc: "any of these day 九星" },
  { name: "eto", plan: "pro", list: true, doc: "any of these day 干支 (glossary kanshi ids, e.g. kinoe-ne, or labels)" },
  { name: "shuku27", plan: "pro", list: true, doc: "any of these 二十七宿 (宿曜; glossary shuku27 ids or labels)" },
  { name: "tide", plan: "pro", list: true, doc: "any of these tide names (潮名: 大潮, 中潮, 小潮, 長潮, 若潮, or the glossary ids)" },
  {
    name: "purpose",
    plan: "pro",
    list: false,
    doc: "one purpose id (wedding, registration, engagement, moving, groundbreaking, ridgepole, opening, contract, car, travel, funeral, wallet): excludes its hard signs and the days bad for everything (受死日, 十死日; 葬儀 allows 受死日), scores the rest and returns the good days (score ≥ min_score) (glossary `purposes`)",
  },
  {
    name: "min_score",
    plan: "pro",
    list: false,
    doc: `with a purpose: only days scoring at least this, a whole number from ${MIN_SCORE.lowest} to ${MIN_SCORE.highest} (default ${MIN_SCORE.default}: good days only; lower it to see weaker days, never excluded ones)`,
  },
  {
    name: "order",
    plan: "lite",
    list: false,
    doc: "date (default) or score (with a purpose: the best `limit` days of the span, higher score first, earlier first among equals; no paging)",
  },
  { name: "limit", plan: "lite", list: false, doc: "results per page: 1–31 on Lite, 1–366 on Pro and Ultra (default 31)" },
] as const;

/** A sign that moved a result's score. */
export const FindReason = z
  .strictObject({
    field: z.enum(["rokuyou", "junichoku", "shuku28", "notes", "periods"]).describe("the glossary field of the sign"),
    id: z.string().describe("the sign's glossary id"),
    label: z.string().describe("the sign's label"),
    effect: z.enum(["+", "-"]).describe("+ favourable, - unfavourable (weights: glossary purposes)"),
  })
  .describe("a sign of the day that moved its score");

/** One matching day. */
const findDay = (day: z.ZodType) =>
  z.strictObject({
    iso: IsoDate.describe("the day"),
    score: z.number().int().optional().describe("with a purpose: Σ favourable weights − Σ unfavourable weights of the day's signs"),
    reasons: z.array(FindReason).optional().describe("with a purpose: every sign that moved the score"),
    day,
  });

/** The target day of a find with memorial or near: the day the window ends on, and with memorial what it is. */
export const FindTarget = z
  .strictObject({
    date: IsoDate.describe("the target day: the window is the `before` days before it and the day itself"),
    id: z.string().optional().describe("with memorial: the memorial id (day-7 … day-100, year-1 … year-49)"),
    label: z.string().optional().describe("with memorial: 初七日, 三回忌 … (lang=en: the glossary's English)"),
    death: IsoDate.optional().describe("with memorial: the day of death"),
    rules: z
      .strictObject({ chuin: z.enum(CHUIN_COUNTS).optional(), leap_death_day: z.enum(LEAP_DEATH_DAYS).optional() })
      .optional()
      .describe("with memorial: the memorial rule that placed the day (chuin for a 中陰 day, leap_death_day for a 年忌)"),
  })
  .describe("with memorial or near: the target day the search ends on");
export type FindTarget = z.infer<typeof FindTarget>;

const findShape = {
  ok: z.literal(true),
  query: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]))
    .describe("the conditions as understood, values as ids, with order and limit"),
  target: FindTarget.optional(),
  range: RangeWindow,
  total: z.number().int().nonnegative().describe("matching days in the whole span"),
  count: z.number().int().nonnegative().describe("days in this page"),
  next: IsoDate.nullable().describe("request again with start = next for the following page (order=date); null when there is none"),
};

/**
 * The day rules a find answer names (docs/interface.md#schools-rules, #day-finder): a Pro answer always, a lite one
 * when its conditions read a value they decide (notes, any_notes, not_notes, kyusei, purpose).
 */
const findRules = namedRulesSchema("day");

/** The finder's JSON answer. */
export const FindResponse = z
  .discriminatedUnion("view", [
    z.strictObject({ view: z.literal(VIEWS[0]), rules: findRules.optional(), ...findShape, days: z.array(findDay(LiteDay)) }),
    z.strictObject({ view: z.literal(VIEWS[1]), rules: findRules, ...findShape, days: z.array(findDay(ProDay)) }),
  ])
  .describe("days that match every condition, in date order or by a purpose's score");
export type FindResponse = z.infer<typeof FindResponse>;
