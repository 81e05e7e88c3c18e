/**
 * Instants (時刻): every 節気, 朔弦望, 土用入り and eclipse of a year, to the minute in JST as NAOJ
 * prints them (docs/interface.md "Instants"). The generator writes one file per year whose bytes
 * are the exact body of `GET /gw/instants/{year}` (schemas/files/layout.ts `instantsFilePath`).
 */
import type { SetsuInstant } from "../calendar/moment.ts";
import { DOYOU_LONGITUDES, DOYOU_NAME } from "../calendar/notes/doyou.ts";
import { ECLIPSE_TYPES } from "../calendar/names.ts";
import { z } from "zod";
import { CIVIL_OFFSETS } from "../calendar/time/civil-day.ts";
import { ISO_DATE_PATTERN } from "../calendar/time/day-number.ts";
import { SEKKI_24 } from "../calendar/names.ts";

/** The kinds, in the order a tie at one minute is listed. */
export const INSTANT_KINDS = ["sekki", "doyou", "moon", "eclipse"] as const;
export type InstantKind = (typeof INSTANT_KINDS)[number];

/**
 * The kinds by name, as `kind=` also takes them and the iCalendar's name lists them: Japanese (`label`) and English.
 * The finder and the feeds take labels beside ids too (docs/interface.md "Instants").
 */
export const INSTANT_KIND_LABELS: Readonly<Record<InstantKind, { readonly label: string; readonly en: string }>> = {
  sekki: { label: "節気", en: "solar terms" },
  doyou: { label: "土用入り", en: "doyo" },
  moon: { label: "朔弦望", en: "moon phases" },
  eclipse: { label: "日月食", en: "eclipses" },
};

/** The four principal phases of the Moon (朔弦望), by Moon − Sun apparent longitude 0°, 90°, 180°, 270°. */
export const MOON_PHASE_NAMES = ["朔", "上弦", "望", "下弦"] as const;

/** The eclipse names: solar (日食) and lunar (月食). */
export const ECLIPSE_NAMES = ["日食", "月食"] as const;

/** The time zone every `jst` is in. */
export const INSTANTS_TZ = "Asia/Tokyo";

/** `YYYY-MM-DDTHH:MM+09:00`: JST wall time to the minute. */
export const JST_MINUTE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}\+09:00$/;
/** `YYYY-MM-DDTHH:MMZ`: the same instant in UTC. */
export const UTC_MINUTE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}Z$/;

const jst = z.string().regex(JST_MINUTE).describe("the instant in JST to the minute, as NAOJ prints it");
const utc = z.string().regex(UTC_MINUTE).describe("the same instant in UTC");
const date = z
  .string()
  .regex(ISO_DATE_PATTERN)
  .describe(
    "the civil day the instant belongs to, the day records put it on: JST, or Tokyo mean time (UTC+09:19:01) before 1888, when it can be the day after the `jst` date",
  );

export const SekkiInstant = z.strictObject({
  kind: z.literal("sekki"),
  name: z.enum(SEKKI_24),
  date,
  jst,
  utc,
  longitude: z.number().int().min(0).max(345).multipleOf(15).describe("apparent solar longitude, degrees"),
  setsu: z.literal(true).optional().describe("present on the 12 節 that open a 干支 month"),
});
/** The calendar's own spelling of a 節 (calendar/moment.ts `SetsuInstant`) is this shape, both ways: it cannot drift. */
const _sekkiIsSetsu: [SetsuInstant, z.output<typeof SekkiInstant>] extends [z.output<typeof SekkiInstant>, SetsuInstant] ? true : never =
  true;

export const MoonInstant = z.strictObject({ kind: z.literal("moon"), name: z.enum(MOON_PHASE_NAMES), date, jst, utc });

export const DoyouInstant = z.strictObject({
  kind: z.literal("doyou"),
  name: z.literal(DOYOU_NAME),
  date,
  jst,
  utc,
  longitude: z.union(DOYOU_LONGITUDES.map((l) => z.literal(l))).describe("apparent solar longitude, degrees"),
});

export const EclipseInstant = z.strictObject({
  kind: z.literal("eclipse"),
  name: z.enum(ECLIPSE_NAMES),
  date,
  jst: jst.describe("greatest eclipse, JST to the minute"),
  utc,
  type: z.enum(ECLIPSE_TYPES),
  visible_in_japan: z.boolean().describe("some part of the eclipse is seen from Tokyo with the body above the horizon"),
});

export const Instant = z.discriminatedUnion("kind", [SekkiInstant, MoonInstant, DoyouInstant, EclipseInstant]);
export type Instant = z.infer<typeof Instant>;

/** The body of `GET /gw/instants/{year}` (and of its file in the lite tree). */
export const InstantsResponse = z.strictObject({
  ok: z.literal(true),
  year: z.number().int(),
  tz: z.literal(INSTANTS_TZ),
  civil_offset: z
    .enum(CIVIL_OFFSETS)
    .describe(
      "the civil clock of every `date` in the year, ahead of UTC: Tokyo mean time before 1888, JST from 1888 (docs/calendar.md §0)",
    ),
  count: z.number().int().min(0),
  instants: z.array(Instant),
});
export type InstantsResponse = z.infer<typeof InstantsResponse>;

/**
 * The file of the 節 just outside a coverage (schemas/files/layout.ts `OUTER_SETSU_PATH`): every 節 of the JST year
 * before its first year and of the year after its last, in time order.
 */
export const OuterSetsuFile = z.strictObject({
  before: z.number().int().describe("the JST year before the coverage's first"),
  after: z.number().int().describe("the JST year after the coverage's last"),
  setsu: z.array(SekkiInstant.extend({ setsu: z.literal(true) })),
  instants: z
    .array(z.union([SekkiInstant, DoyouInstant, MoonInstant]))
    .describe(
      "every 節気, 土用入り and 朔弦望 of the two JST years before the coverage and the two after, in time order: what a day of its first and last years looks back or ahead to when computed per request (its 日家九星 schedule, 月齢)",
    ),
});
export type OuterSetsuFile = z.infer<typeof OuterSetsuFile>;

/** The civil day (`YYYY-MM-DD`) of an instant: the records' day (see `date`). */
export function instantDate(instant: Pick<Instant, "date">): string {
  return instant.date;
}

/** The names in English (lang=en): the 節気 by the glossary, these by this table. */
export const INSTANT_NAMES_EN: Readonly<Record<string, string>> = {
  朔: "new moon",
  上弦: "first quarter",
  望: "full moon",
  下弦: "last quarter",
  [DOYOU_NAME]: "doyo begins",
  日食: "solar eclipse",
  月食: "lunar eclipse",
};

/** The formats of GET /gw/instants: JSON, CSV, and iCalendar with one timed event per instant. */
export const INSTANTS_FORMATS = ["json", "csv", "ics"] as const;
export type InstantsFormat = (typeof INSTANTS_FORMATS)[number];

/** The CSV columns: every key an instant may carry, in schema order (empty where a kind has none). */
export const INSTANT_COLUMNS = ["kind", "name", "date", "jst", "utc", "longitude", "setsu", "type", "visible_in_japan"] as const;
