import type { CalendarFields } from "../calendar/records/pro-fields.ts";
import { z } from "zod";
import type { PeriodRecord } from "../calendar/notes/periods.ts";
import { IsoDate } from "./iso-date.ts";
import { englishLabel, type LabelField } from "./english.ts";
import { NOTE_ENTRIES } from "./glossary/notes.ts";
import { SKY_NONE_IDS } from "./glossary/sky-none.ts";
import {
  EHO_DIRECTIONS,
  HASSHOUJIN,
  HOUI_8,
  JUNICHOKU,
  JUNISHI,
  KANSHI_60,
  KOU_72,
  KYUSEI,
  MOONMARK,
  NENGO_NAMES,
  NOTE_IDS,
  NOTE_KINDS,
  NOTES,
  PERIOD_NAMES,
  ROKUYOU,
  SEKKI_24,
  SHUKU_27,
  SHUKU_28,
  HOLIDAY_STATUSES,
  LUCK,
  TIDE_NAMES,
  YOUBI,
} from "../calendar/names.ts";

/**
 * The day records (日の記録): LiteDay and ProDay. Strict objects (an unknown key is an error),
 * keys in the order of docs/architecture.md "Day records" (the generator emits that order and
 * zod's parse output follows it), value sets and value forms of docs/calendar.md#the-choices-in-one-table, and a few
 * structural checks (iso vs y/m/d, order and uniqueness of notes_arr and periods, each period
 * containing the day).
 *
 * The schema checks shape, value sets and structure only. It does not check the calendar
 * rules (which youbi, rokuyou, eto, 宿, 十二直, nengo, kou72, notes or periods a date has):
 * those live in `calendar/` alone and are checked by the generator's tests against
 * reference data.
 */

/** The kyureki form `M月D日` or `閏M月D日` (month 1..12, day 1..30). */
export const KYUREKI_PATTERN = /^閏?(1[0-2]|[1-9])月([1-9]|[12][0-9]|30)日$/;

/**
 * The era-year form (年号 nengo) of an era of NENGO_NAMES: 令和元年 for the first year, then 令和2年 …;
 * docs/calendar.md#the-choices-in-one-table.
 */
export const NENGO_PATTERN = new RegExp(`^(${NENGO_NAMES.join("|")})(元|[2-9]|[1-9][0-9])年$`);

/**
 * A label field's value set: the Japanese labels (the default), or with `lang=en` their glossary
 * English (schemas/english.ts, docs/interface.md#english-labels); a value outside both is an
 * error. `extra` values (the empty string) are kept as they are.
 */
export function labelEnum(values: readonly string[], field: LabelField, extra: readonly string[] = []) {
  return z.enum([...extra, ...values, ...values.map((v) => englishLabel(field, v))] as [string, ...string[]]);
}

/** A 六十干支 (kanshi) value, the form of eto, eto_month and eto_year. */
export const KanshiEnum = labelEnum(KANSHI_60, "kanshi").describe("a kanshi (六十干支), 甲子..癸亥 (lang=en: the glossary's English)");

/** A 九星 (kyusei) value, the form of kyusei, kyusei_month and kyusei_year. */
export const KyuseiEnum = labelEnum(KYUSEI, "kyusei").describe(
  "a nine-star (九星) name, 一白水星..九紫火星 (lang=en: the glossary's English)",
);

/** The LiteDay keys, in record order (architecture.md). */
export const LITE_FIELDS = [
  "iso",
  "y",
  "m",
  "d",
  "youbi",
  "holiday",
  "holiday_status",
  "substitute_for",
  "rokuyou",
  "kyureki",
  "sekki",
  "moonmark",
] as const;

/** The keys ProDay adds to LiteDay, in record order (architecture.md). No lite response holds one. */
export const PRO_ONLY_FIELDS = [
  "rokuyou_hours",
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
  "moon_age",
  "tide",
  "shuku27",
  "eho",
  "hasshoujin",
  "konjin",
  "kyusei_board",
  "sun",
  "moon",
] as const;

/** The ProDay keys, in record order. */
export const PRO_FIELDS = [...LITE_FIELDS, ...PRO_ONLY_FIELDS] as const;

/** The LiteDay fields, in record order. */
const liteShape = {
  iso: IsoDate.describe("the date, YYYY-MM-DD (JST)"),
  y: z.number().int().min(1).max(9999).describe("year"),
  m: z.number().int().min(1).max(12).describe("month"),
  d: z.number().int().min(1).max(31).describe("day of month"),
  youbi: labelEnum(YOUBI, "youbi").describe("day of the week (曜日)"),
  holiday: z
    .string()
    .min(1)
    .optional()
    .describe("national holiday name (祝日), including 振替休日 and 国民の休日; absent on ordinary days"),
  holiday_status: z
    .enum(HOLIDAY_STATUSES)
    .optional()
    .describe(
      "on a day with holiday only: confirmed (the law, and for 春分の日・秋分の日 a published 暦要項) or projected (an equinox day of a year whose 暦要項 is not out yet, as our engine computes it; a 振替休日 or 国民の休日 that follows from one too)",
    ),
  substitute_for: z
    .string()
    .min(1)
    .optional()
    .describe("on a 振替休日 only: the name of the Sunday festival it replaces (e.g. 文化の日); absent on every other day"),
  rokuyou: labelEnum(ROKUYOU, "rokuyou").describe("six-day fortune (六曜): (kyureki month + day) mod 6"),
  kyureki: z.string().regex(KYUREKI_PATTERN).describe("old lunar date (旧暦), M月D日 or 閏M月D日 for a leap month"),
  sekki: labelEnum(SEKKI_24, "sekki", [""]).describe("solar term (二十四節気) beginning on this day, else the empty string"),
  moonmark: labelEnum(MOONMARK.slice(1), "moonmark", [""]).describe(
    "新月 on the day of the new moon, 満月 on the day of the full moon, else the empty string",
  ),
};

/** One row of the notes table (暦注), exactly as docs/calendar.md#the-choices-in-one-table prints it. */
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
      z.strictObject({
        id: z.literal(row.id),
        label: z.enum([row.label, NOTE_ENTRIES.find((e) => e.id === row.id)?.en ?? row.label]),
        kind: z.literal(row.kind),
      }),
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
/** The calendar's record of a period (calendar/notes/periods.ts `PeriodRecord`) is this shape, both ways: it cannot drift. */
const _periodIsRecord: [PeriodRecord, Period] extends [Period, PeriodRecord] ? true : never = true;

/** A branch (十二支), 子 … 亥: the direction values of hasshoujin, konjin and a board's 破. */
const Branch = labelEnum(JUNISHI, "junishi").describe("a branch (十二支) as a direction: 子 = north, 卯 = east, 午 = south, 酉 = west");

/** One of the eight directions of a 九星 board, or null when 五黄 is in the centre. */
const BoardDirection = labelEnum(HOUI_8, "houi").nullable();

/** One 九星 board: centre star, 五黄殺, 暗剣殺 and 破 (docs/calendar.md §16.4). */
const BoardSide = z.strictObject({
  center: KyuseiEnum.describe("the centre star"),
  gooh: BoardDirection.describe("五黄殺: where 五黄 lands; null when 五黄 is the centre star"),
  anken: BoardDirection.describe("暗剣殺: opposite 五黄殺; null when 五黄 is the centre star"),
  ha: Branch.describe("破 (歳破, 月破, 日破): the branch opposite the period's"),
});

/** The year's 恵方: one of the four rows of EHO_DIRECTIONS, whole. */
const Eho = z
  .union(
    EHO_DIRECTIONS.map((row) =>
      z.strictObject({
        kan: labelEnum([row.kan], "eho"),
        direction: labelEnum([row.direction], "houi"),
        degrees: z.literal(row.degrees),
      }),
    ) as unknown as [z.ZodObject<{ kan: z.ZodLiteral<string> }>, ...z.ZodObject<{ kan: z.ZodLiteral<string> }>[]],
  )
  .describe(
    "恵方 (the direction of 歳徳神): { kan, direction, degrees } clockwise from north; the year turns at 立春 (docs/calendar.md §16.1)",
  ) as unknown as z.ZodType<Mutable<(typeof EHO_DIRECTIONS)[number]>>;

/** The eight generals (八将神), each the branch it occupies for the year. */
const Hasshoujin = z
  .strictObject(
    Object.fromEntries(HASSHOUJIN.map((g) => [g.key, Branch.describe(g.label)])) as Record<
      (typeof HASSHOUJIN)[number]["key"],
      typeof Branch
    >,
  )
  .describe("八将神: the branch each general occupies; the year turns at 立春 (docs/calendar.md §16.2)");

/** A "HH:MM" JST time to the minute, 00:00–23:59. */
const HourMinute = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);

/** Rise and set of a body on the day, or null for an event that does not happen that day. */
const RiseSet = z.strictObject({
  rise: HourMinute.nullable().describe("rise, HH:MM JST (with tz=, on that zone's clock), or null"),
  set: HourMinute.nullable().describe("set, HH:MM JST (with tz=, on that zone's clock), or null"),
});

/** A point's instant: HH:MM JST, or null when the event does not happen that day. */
const SkyTime = HourMinute.nullable();

/** Dawn and dusk of one twilight: the Sun's centre at a depression below the horizon. */
const DawnDusk = (depression: string) =>
  z
    .strictObject({
      dawn: SkyTime.describe(`the Sun's centre rises to ${depression} below the horizon, HH:MM JST, or null`),
      dusk: SkyTime.describe(`the Sun's centre sinks to ${depression} below the horizon, HH:MM JST, or null`),
    })
    .describe(
      `null when the Sun does not cross ${depression} below the horizon that day (it stays above or below: polar summer and winter)`,
    );

/** A reason a point's time is null: the id of a glossary `sky_none` entry (schemas/glossary/sky-none.ts). */
const SkyNoneReason = z.enum(Object.values(SKY_NONE_IDS) as [string, ...string[]]);

/** The times of a point's record that may be null, by path relative to the record, in record order. */
export const SKY_NONE_PATHS = [
  "sun.rise",
  "sun.set",
  "moon.rise",
  "moon.set",
  "sky.sun.transit",
  "sky.twilight.civil.dawn",
  "sky.twilight.civil.dusk",
  "sky.twilight.nautical.dawn",
  "sky.twilight.nautical.dusk",
  "sky.twilight.astronomical.dawn",
  "sky.twilight.astronomical.dusk",
  "sky.mutsu.ake",
  "sky.mutsu.kure",
  "sky.moon.transit",
] as const;

/** One path of {@link SKY_NONE_PATHS}. */
export type SkyNonePath = (typeof SKY_NONE_PATHS)[number];

/** `sky.none`: each null time of the record by its path, with the reason. */
const SkyNone = z
  .strictObject(
    Object.fromEntries(SKY_NONE_PATHS.map((path) => [path, SkyNoneReason.optional()])) as Record<
      (typeof SKY_NONE_PATHS)[number],
      z.ZodOptional<typeof SkyNoneReason>
    >,
  )
  .optional()
  .describe(
    "only when a time of the record is null: each null time by its path in the record (sun.rise … sky.moon.transit, in record order) with its reason, the id of a glossary sky_none entry (GET /gw/glossary, docs/calendar.md §15.1): always-above, the body stays above the event's altitude all day (沈まない: the midnight sun; for a twilight or 明六ツ, a white night); always-below, below it all day (昇らない: the polar night); no-event, it crosses, but not that way on this day (この日は起こらない: a moonrise about once a month). Absent when every time is given",
  );

/**
 * `sky` of a point's answer (place=lat,lon, or any place with tz=; edge-rules/origin/point-times.ts): what else the
 * point's sky does that day. Each time is HH:MM JST (with `clock`, on that zone's clock), or null when the event does
 * not happen that day (polar day or night, the Sun never that low, no transit), the reason named in `none`.
 */
const Sky = z
  .strictObject({
    point: z
      .strictObject({
        lat: z.number().min(-90).max(90).describe("latitude used, degrees north (4 decimals)"),
        lon: z.number().min(-180).max(180).describe("longitude used, degrees east (4 decimals)"),
        elev: z.int().min(-500).max(9000).describe("elevation used, whole metres above sea level"),
        id: z.string().optional().describe("with place=<id> of a place of GET /gw/places other than the 47 capitals: its id"),
        label: z.string().optional().describe("and its name (label; lang=en: its English name)"),
      })
      .describe("the point the times are computed for, as rounded (WGS84), and the place of the catalogue it is"),
    clock: z
      .strictObject({
        tz: z.string().describe("the zone of tz=, as sent (in the IANA database's case)"),
        offset: z
          .string()
          .regex(/^[+-][0-9]{2}:[0-9]{2}$/)
          .describe(
            "the zone's offset from UTC at the day's noon, ±HH:MM (on the day its clocks change, a time before the change is on the offset before it)",
          ),
        from: z
          .string()
          .optional()
          .describe("with tz=auto and a point lat,lon: the id of the nearest place of GET /gw/places, whose zone this is"),
      })
      .optional()
      .describe(
        "only with tz= (a zone other than Japan's): the zone whose civil day the record's date is and on whose clock every time (sun, moon and sky) is printed; absent on JST",
      ),
    sun: z
      .strictObject({
        transit: SkyTime.describe("solar noon (南中): the Sun's meridian crossing, HH:MM JST"),
        altitude: z
          .number()
          .min(-90)
          .max(90)
          .nullable()
          .describe("the Sun's altitude at transit, degrees, one decimal; null with no transit"),
      })
      .describe("the Sun's meridian transit"),
    twilight: z
      .strictObject({
        civil: DawnDusk("6°").describe("civil twilight (市民薄明): the Sun's centre 6° below the horizon"),
        nautical: DawnDusk("12°").describe("nautical twilight (航海薄明): 12° below"),
        astronomical: DawnDusk("18°").describe("astronomical twilight (天文薄明): 18° below"),
      })
      .describe("dawn and dusk of the three twilights"),
    mutsu: z
      .strictObject({
        ake: SkyTime.describe("明六ツ: the Sun's centre 7°21′40″ below the horizon before sunrise (寛政暦), HH:MM JST, or null"),
        kure: SkyTime.describe("暮六ツ: the same depression after sunset, HH:MM JST, or null"),
      })
      .describe("明六ツ・暮六ツ (夜明・日暮), the ends of the traditional day (docs/calendar.md §15.1)"),
    moon: z.strictObject({ transit: SkyTime.describe("the Moon's meridian transit, HH:MM JST, or null on a day without one") }),
    none: SkyNone,
  })
  .optional()
  .describe(
    "only in an answer for a point (place=lat,lon, or any place with tz=): the point used, the zone's clock (with tz=), and its solar noon, twilights, 明六ツ・暮六ツ and the Moon's transit; each time HH:MM JST (or on the clock of tz), or null when the event does not happen that day, the reason of every null time (sun and moon too) in none",
  );

/** An `HH:MM` span end: 00:00–24:00 (24:00 is the day's end). */
const SpanEnd = z.string().regex(/^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/);

/** One span of rokuyou_hours: `from` inclusive, `to` exclusive, JST. */
const RokuyouHourSpan = z.strictObject({
  from: HourMinute.describe("first minute, HH:MM JST (inclusive)"),
  to: SpanEnd.describe("end, HH:MM JST (exclusive; 24:00 is the day's end)"),
  luck: labelEnum(LUCK, "luck").describe("吉 (good) or 凶 (bad); lang=en: good or bad"),
});

/** The fields ProDay adds, in record order. */
const proOnlyShape = {
  rokuyou_hours: z
    .array(RokuyouHourSpan)
    .min(1)
    .max(3)
    .describe(
      "六曜 by the hour, as almanacs print it: spans covering the whole day in order (先勝 午前吉・午後凶; 友引 朝夕吉・正午 11:00–13:00 凶; 先負 午前凶・午後吉; 仏滅 終日凶; 大安 終日吉; 赤口 11:00–13:00 のみ吉)",
    ),
  nengo: z.string().regex(NENGO_PATTERN).describe("era year (年号), e.g. 令和7年; the first year is 元年"),
  eto: KanshiEnum.describe("kanshi (干支) of the day"),
  eto_month: KanshiEnum.describe("kanshi of the 節月 (changes at each 節入り)"),
  eto_year: KanshiEnum.describe("kanshi of the year (changes at 立春)"),
  kyusei: KyuseiEnum.describe("nine star (九星) of the day"),
  kyusei_month: KyuseiEnum.describe("nine star of the 節月 (changes at each 節入り)"),
  kyusei_year: KyuseiEnum.describe("nine star of the year (changes at 立春)"),
  junichoku: labelEnum(JUNICHOKU, "junichoku").describe("day officer (十二直)"),
  shuku28: labelEnum(SHUKU_28, "shuku28").describe("lunar mansion (二十八宿)"),
  kou72: labelEnum(KOU_72, "kou72").describe("current micro-season (七十二候), 略本暦 name"),
  notes_arr: z.array(NoteEntry).describe("every note (暦注) that applies, in notes-table order, no duplicates"),
  periods: z.array(Period).describe(`every period the day falls in, in the order ${PERIOD_NAMES.join(", ")}`),
  moon_age: z
    .number()
    .min(0)
    .max(30)
    // One decimal, checked here rather than as JSON Schema's multipleOf 0.1 (validators reject 1.9 for float error).
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, "moon_age has one decimal")
    .describe("月齢 (moon age) at 12:00 JST, days since the new moon, one decimal as NAOJ prints it (docs/calendar.md §15)"),
  tide: labelEnum(TIDE_NAMES, "tide").describe("潮名 (tide name) by the 旧暦 day (docs/calendar.md §16.5)"),
  shuku27: labelEnum(SHUKU_27, "shuku27").describe(
    "二十七宿 (宿曜 mansion) by the 旧暦 month and day, 月宿傍通暦 (docs/calendar.md §16.6)",
  ),
  eho: Eho,
  hasshoujin: Hasshoujin,
  konjin: z
    .array(Branch)
    .min(2)
    .max(6)
    .describe("the year's 金神 branches, in 子 … 亥 order; the year turns at 立春 (docs/calendar.md §16.3)"),
  kyusei_board: z
    .strictObject({
      year: BoardSide.describe("the year board (centre kyusei_year, 歳破)"),
      month: BoardSide.describe("the 節月 board (centre kyusei_month, 月破)"),
      day: BoardSide.describe("the day board (centre kyusei, 日破)"),
    })
    .describe("九星 boards (九星盤) of the year, the 節月 and the day (docs/calendar.md §16.4)"),
  sun: RiseSet.describe(
    "日の出・日の入り: the Sun's upper limb, JST (with tz=, that zone's clock), for the place (default tokyo; docs/calendar.md §15)",
  ),
  moon: RiseSet.describe(
    "月の出・月の入り: the Moon's centre, JST (with tz=, that zone's clock), for the place; null on a day without that event (docs/calendar.md §15)",
  ),
  sky: Sky,
};

/** Position of each note id in the notes table (table order). */
const NOTE_INDEX: ReadonlyMap<string, number> = new Map(NOTE_IDS.map((id, i) => [id, i]));

/** Position of each period name in PERIOD_NAMES (canonical order). */
const PERIOD_INDEX: ReadonlyMap<string, number> = new Map(PERIOD_NAMES.map((name, i) => [name, i]));

/** Char code of "0". */
const ZERO = 48;

/**
 * The non-negative integer written by the `length` characters of `s` from `start`, or -1 when
 * one of them is not an ASCII digit. Allocates nothing.
 */
function digitsAt(s: string, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i++) {
    const digit = s.charCodeAt(i) - ZERO;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** Whether `iso` is exactly `YYYY-MM-DD` of y, m and d (zero-padded). Allocates nothing. */
function isoAgrees(iso: string, y: number, m: number, d: number): boolean {
  return (
    iso.length === 10 &&
    iso.charCodeAt(4) === 45 && // "-"
    iso.charCodeAt(7) === 45 &&
    digitsAt(iso, 0, 4) === y &&
    digitsAt(iso, 5, 2) === m &&
    digitsAt(iso, 8, 2) === d
  );
}

/** The day fields the structural checks read. */
interface DateFields {
  iso: string;
  y: number;
  m: number;
  d: number;
  holiday?: string | undefined;
  holiday_status?: string | undefined;
  substitute_for?: string | undefined;
}

/** The holiday name of a substitute holiday (祝日法 第3条第2項). */
const SUBSTITUTE_HOLIDAY_NAME = "振替休日";

/** Structural check of both views: iso agrees with y/m/d; substitute_for only on a 振替休日. */
function checkDate(day: DateFields, ctx: z.RefinementCtx): void {
  if (!isoAgrees(day.iso, day.y, day.m, day.d)) {
    ctx.addIssue({ code: "custom", message: `iso ${day.iso} does not agree with y/m/d ${day.y}/${day.m}/${day.d}`, path: ["iso"] });
  }
  if ((day.holiday_status !== undefined) !== (day.holiday !== undefined)) {
    ctx.addIssue({ code: "custom", message: "holiday_status is present exactly on a day with holiday", path: ["holiday_status"] });
  }
  if ((day.substitute_for !== undefined) !== (day.holiday === SUBSTITUTE_HOLIDAY_NAME)) {
    ctx.addIssue({ code: "custom", message: "substitute_for is present exactly on a 振替休日", path: ["substitute_for"] });
  }
}

/** The ProDay fields the structural checks read. */
interface ProStructure extends DateFields {
  notes_arr: readonly { id: string }[];
  periods: readonly { name: string; from: string; to: string }[];
}

/**
 * Structural checks of a ProDay: iso vs y/m/d; notes_arr in notes-table order without
 * duplicates; periods in PERIOD_NAMES order without duplicates, each with from <= iso <= to.
 * An id or name outside its table is left to the field's own schema. Allocates nothing unless
 * it reports an issue.
 */
function checkProDay(day: ProStructure, ctx: z.RefinementCtx): void {
  checkDate(day, ctx);
  const notes = day.notes_arr;
  let previous = -1;
  for (let i = 0; i < notes.length; i++) {
    const index = NOTE_INDEX.get(notes[i]!.id);
    if (index === undefined) continue;
    if (index <= previous) {
      ctx.addIssue({
        code: "custom",
        message: `notes_arr must follow the notes table order without duplicates (${notes[i]!.id})`,
        path: ["notes_arr", i],
      });
    } else {
      previous = index;
    }
  }
  const periods = day.periods;
  const iso = day.iso;
  previous = -1;
  for (let i = 0; i < periods.length; i++) {
    const period = periods[i]!;
    const index = PERIOD_INDEX.get(period.name);
    if (index !== undefined) {
      if (index <= previous) {
        ctx.addIssue({
          code: "custom",
          message: `periods must follow the order ${PERIOD_NAMES.join(", ")} without duplicates (${period.name})`,
          path: ["periods", i],
        });
      } else {
        previous = index;
      }
    }
    if (!(period.from <= iso && iso <= period.to)) {
      ctx.addIssue({
        code: "custom",
        message: `period ${period.name} ${period.from}..${period.to} does not contain ${iso}`,
        path: ["periods", i],
      });
    }
  }
}

/** The free view of a day (LiteDay): basic fields only. Structural check: iso vs y/m/d. */
export const LiteDay = z.strictObject(liteShape).superRefine(checkDate).describe("a day in the lite view: basic fields only");

/**
 * The Pro view of a day (ProDay): every LiteDay field, then the Pro fields. Structural checks:
 * iso vs y/m/d, notes_arr and periods in their canonical order without duplicates, every
 * period containing the day.
 */
export const ProDay = z
  .strictObject({ ...liteShape, ...proOnlyShape })
  .superRefine(checkProDay)
  .describe("a day in the pro view: every LiteDay field, then the pro fields");

/** A LiteDay record. */
export type LiteDay = z.infer<typeof LiteDay>;

/** A ProDay record. */
export type ProDay = z.infer<typeof ProDay>;

/** A key of a LiteDay record. */
export type LiteField = (typeof LITE_FIELDS)[number];

/** A key that only ProDay records carry. */
export type ProOnlyField = (typeof PRO_ONLY_FIELDS)[number];

/**
 * The calendar's own ProDay fields (calendar/records/pro-fields.ts `CalendarFields`, what it computes for the
 * generator and per request) are this schema's: the same keys, each value one the schema accepts (the calendar's
 * are its narrower literal unions, up to `readonly`). A record cannot drift from its shape.
 */
type Writable<T> = T extends readonly (infer E)[] ? Writable<E>[] : T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;
type SchemaCalendarFields = Omit<ProDay, keyof LiteDay | "sun" | "moon" | "sky">;
const _calendarFieldsAreProDay: [Writable<CalendarFields>, keyof SchemaCalendarFields] extends [SchemaCalendarFields, keyof CalendarFields]
  ? true
  : never = true;
