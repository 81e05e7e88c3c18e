import { z } from "zod";
import { KYUREKI_PATTERN, liteDayIssues, proDayIssues, type ConsistencyIssue } from "./day-consistency.ts";
import { IsoDate } from "./iso-date.ts";
import {
  JUNICHOKU,
  KANSHI_60,
  KOU_72,
  KYUSEI,
  MOONMARK,
  NOTE_KINDS,
  NOTES,
  PERIOD_NAMES,
  ROKUYOU,
  SEKKI_24,
  SHUKU_28,
  YOUBI,
} from "./vocabulary.ts";

/**
 * The day records (日の記録): LiteDay and ProDay. Strict objects (an unknown key is an error),
 * keys in the order of docs/architecture.md "Day records" (the generator emits that order and
 * zod's parse output follows it), value forms of decisions.md §6, and cross-field checks from
 * `day-consistency.ts`.
 */

/** The era-year form (年号 nengo): 令和元年 for the first year, then 令和2年 …; decisions.md §6. */
export const NENGO_PATTERN = /^(明治|大正|昭和|平成|令和)(元|[2-9]|[1-9][0-9])年$/;

/** A 六十干支 (kanshi) value, the form of eto, eto_month and eto_year. */
const Kanshi = z.enum(KANSHI_60);

/** A 九星 (kyusei) value, the form of kyusei, kyusei_month and kyusei_year. */
const Kyusei = z.enum(KYUSEI);

/** The LiteDay keys, in record order (architecture.md). */
export const LITE_FIELDS = ["iso", "y", "m", "d", "youbi", "holiday", "rokuyou", "kyureki", "sekki", "moonmark"] as const;

/** The keys ProDay adds to LiteDay, in record order (architecture.md). No lite response holds one. */
export const PRO_ONLY_FIELDS = [
  "nengo",
  "eto",
  "eto_month",
  "eto_year",
  "kyusei",
  "kyusei_month",
  "kyusei_year",
  "junichoku",
  "shuku28",
  "kou72",
  "notes_arr",
  "periods",
] as const;

/** The ProDay keys, in record order. */
export const PRO_FIELDS = [...LITE_FIELDS, ...PRO_ONLY_FIELDS] as const;

/** The LiteDay fields, in record order. */
const liteShape = {
  iso: IsoDate.describe("the date, YYYY-MM-DD (JST)"),
  y: z.number().int().min(1).max(9999).describe("year"),
  m: z.number().int().min(1).max(12).describe("month"),
  d: z.number().int().min(1).max(31).describe("day of month"),
  youbi: z.enum(YOUBI).describe("day of the week (曜日)"),
  holiday: z.string().min(1).optional().describe("national holiday name (祝日), including 振替休日 and 国民の休日; absent on ordinary days"),
  rokuyou: z.enum(ROKUYOU).describe("six-day fortune (六曜): (kyureki month + day) mod 6"),
  kyureki: z.string().regex(KYUREKI_PATTERN).describe("old lunar date (旧暦), M月D日 or 閏M月D日 for a leap month"),
  sekki: z.enum(["", ...SEKKI_24]).describe("solar term (二十四節気) beginning on this day, else the empty string"),
  moonmark: z.enum(MOONMARK).describe("新月 on the day of the new moon, 満月 on the day of the full moon, else the empty string"),
};

/** One row of the notes table (暦注), exactly as decisions.md §6 prints it. */
type NoteRow = (typeof NOTES)[number];

/** A mutable copy of each member of a union of readonly objects. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** One note of notes_arr: a whole row of the notes table, `{ id, label, kind }`. */
export type NoteEntry = Mutable<NoteRow>;

/**
 * A note entry (暦注 notes_arr item): one of the 41 rows of the notes table, id, label and kind
 * exactly as printed (a union of the rows, so `{ id: "tensha", label: "大安" }` fails).
 */
export const NoteEntry = z
  .discriminatedUnion(
    "id",
    NOTES.map((row) =>
      z.strictObject({ id: z.literal(row.id), label: z.literal(row.label), kind: z.literal(row.kind) }),
    ) as unknown as [z.ZodObject<{ id: z.ZodLiteral<string> }>, ...z.ZodObject<{ id: z.ZodLiteral<string> }>[]],
  )
  .describe(`a note of the notes table: { id, label, kind } with kind one of ${NOTE_KINDS.join(", ")}`) as unknown as z.ZodType<NoteEntry>;

/**
 * A period flag (期間 periods item): the whole span of a period the day falls in, both ends
 * inclusive (`includes_end` is always true), `from` <= `to`.
 */
export const Period = z
  .strictObject({
    name: z.enum(PERIOD_NAMES).describe("period name"),
    from: IsoDate.describe("first day of the period"),
    to: IsoDate.describe("last day of the period (inclusive)"),
    includes_end: z.literal(true).describe("always true: both ends are inclusive"),
  })
  .refine((p) => p.from <= p.to, { message: "period from must not be after to", path: ["to"] })
  .describe("a period the day falls in: its whole span, both ends inclusive");

/** A period flag `{ name, from, to, includes_end: true }`. */
export type Period = z.infer<typeof Period>;

/** The fields ProDay adds, in record order. */
const proOnlyShape = {
  nengo: z.string().regex(NENGO_PATTERN).describe("era year (年号), e.g. 令和7年; the first year is 元年"),
  eto: Kanshi.describe("kanshi (干支) of the day"),
  eto_month: Kanshi.describe("kanshi of the 節月 (changes at each 節入り)"),
  eto_year: Kanshi.describe("kanshi of the year (changes at 立春)"),
  kyusei: Kyusei.describe("nine star (九星) of the day"),
  kyusei_month: Kyusei.describe("nine star of the 節月 (changes at each 節入り)"),
  kyusei_year: Kyusei.describe("nine star of the year (changes at 立春)"),
  junichoku: z.enum(JUNICHOKU).describe("day officer (十二直)"),
  shuku28: z.enum(SHUKU_28).describe("lunar mansion (二十八宿)"),
  kou72: z.enum(KOU_72).describe("current micro-season (七十二候), 略本暦 name"),
  notes_arr: z.array(NoteEntry).describe("every note (暦注) that applies, in notes-table order, no duplicates"),
  periods: z.array(Period).describe(`every period the day falls in, in the order ${PERIOD_NAMES.join(", ")}`),
};

/** Adds consistency issues to a zod refinement context. */
function report(issues: ConsistencyIssue[], ctx: z.RefinementCtx): void {
  for (const issue of issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
}

/** The free view of a day (LiteDay): basic fields only. */
export const LiteDay = z
  .strictObject(liteShape)
  .superRefine((day, ctx) => report(liteDayIssues(day), ctx))
  .describe("a day in the lite view: basic fields only");

/** The Pro view of a day (ProDay): every LiteDay field, then the Pro fields. */
export const ProDay = z
  .strictObject({ ...liteShape, ...proOnlyShape })
  .superRefine((day, ctx) => report(proDayIssues(day), ctx))
  .describe("a day in the pro view: every LiteDay field, then the pro fields");

/** A LiteDay record. */
export type LiteDay = z.infer<typeof LiteDay>;

/** A ProDay record. */
export type ProDay = z.infer<typeof ProDay>;

/** A key of a LiteDay record. */
export type LiteField = (typeof LITE_FIELDS)[number];

/** A key that only ProDay records carry. */
export type ProOnlyField = (typeof PRO_ONLY_FIELDS)[number];
