/**
 * The instants files (schemas/instants.ts): one per year, the exact body of
 * `GET /gw/instants/{year}`. Computed once for the whole coverage, then cut by JST year.
 */
import { publishedMinuteMs, wallMinuteText } from "../../calendar/time/jst-text.ts";
import { eclipseInstants, longitudeInstants, moonInstants } from "../../calendar/astronomy/instants.ts";
import { isSetsu } from "../../calendar/solar-terms/setsu-month.ts";
import { civilDayOfInstant, civilOffsetMs, offsetText } from "../../calendar/time/civil-day.ts";
import { dayNumber, isoDate, JST_OFFSET_MS, jstDayStartMs } from "../../calendar/time/day-number.ts";
import { INSTANT_KINDS, INSTANTS_TZ, InstantsResponse, MOON_PHASE_NAMES, OuterSetsuFile, type Instant } from "../../schemas/instants.ts";
import { DOYOU_LONGITUDES, DOYOU_NAME } from "../../calendar/notes/doyou.ts";
import type { Coverage } from "../../schemas/coverage.ts";
import { instantsFilePath, OUTER_SETSU_PATH } from "../../schemas/files/layout.ts";
import { SEKKI_24 } from "../../calendar/names.ts";

/**
 * The time fields of an instant: its civil day (the records' day, from the exact instant), JST to the minute as NAOJ
 * prints it, and the same minute in UTC.
 */
export function minuteFields(ms: number): { date: string; jst: string; utc: string } {
  const minuteMs = publishedMinuteMs(ms);
  return {
    date: isoDate(civilDayOfInstant(ms)),
    jst: `${wallMinuteText(minuteMs, JST_OFFSET_MS)}+09:00`,
    utc: `${wallMinuteText(minuteMs, 0)}Z`,
  };
}

/** An instant and its exact instant (UTC ms), for sorting. */
export interface TimedInstant {
  readonly ms: number;
  readonly instant: Instant;
}

/** The three independent searches of {@link instantsOfYears}: either thread of a generation may take each. */
export const INSTANT_PARTS = ["longitudes", "moon", "eclipses"] as const;
export type InstantPart = (typeof INSTANT_PARTS)[number];

/** The JST years from..to as UTC ms: [start, end). */
function yearsSpan(from: number, to: number): { startMs: number; endMs: number } {
  return { startMs: jstDayStartMs(dayNumber(from, 1, 1)), endMs: jstDayStartMs(dayNumber(to + 1, 1, 1)) };
}

/**
 * The parts of single years computed in this process, by part and year: a pure function of them, asked again by each
 * tree's `outerSetsuFile` (the four years around it) and by a one-year tree, which a test worker generates many of.
 */
const yearParts = new Map<string, readonly TimedInstant[]>();

/**
 * The instants of one part over years from..to (JST): 節気 and 土用入り, the Moon's phases, or eclipses. A single
 * year's are computed once per process (`yearParts`): a new array each call, of the same objects (not to be changed).
 */
export function instantsPart(part: InstantPart, from: number, to: number): TimedInstant[] {
  if (from !== to) return computedPart(part, from, to);
  const key = `${part} ${from}`;
  let held = yearParts.get(key);
  if (held === undefined) {
    held = computedPart(part, from, to);
    yearParts.set(key, held);
  }
  return [...held];
}

/** The instants of one part over years from..to (JST), computed. */
function computedPart(part: InstantPart, from: number, to: number): TimedInstant[] {
  const { startMs, endMs } = yearsSpan(from, to);
  const all: TimedInstant[] = [];
  if (part === "longitudes") {
    for (const { longitude, ms } of longitudeInstants(
      SEKKI_24.map((_, i) => i * 15),
      startMs,
      endMs,
    )) {
      const name = SEKKI_24[longitude / 15]!;
      const instant: Instant = isSetsu(longitude)
        ? { kind: "sekki", name, ...minuteFields(ms), longitude, setsu: true }
        : { kind: "sekki", name, ...minuteFields(ms), longitude };
      all.push({ ms, instant });
    }
    for (const { longitude, ms } of longitudeInstants(DOYOU_LONGITUDES, startMs, endMs)) {
      all.push({
        ms,
        instant: { kind: "doyou", name: DOYOU_NAME, ...minuteFields(ms), longitude: longitude as (typeof DOYOU_LONGITUDES)[number] },
      });
    }
  } else if (part === "moon") {
    for (const { phase, ms } of moonInstants(startMs, endMs)) {
      all.push({ ms, instant: { kind: "moon", name: MOON_PHASE_NAMES[phase / 90]!, ...minuteFields(ms) } });
    }
  } else {
    for (const e of eclipseInstants(startMs, endMs)) {
      const name = e.body === "sun" ? "日食" : "月食";
      all.push({ ms: e.ms, instant: { kind: "eclipse", name, ...minuteFields(e.ms), type: e.type, visible_in_japan: e.visibleInJapan } });
    }
  }
  return all;
}

/**
 * Every instant of years from..to (JST), in time order, by year.
 * @param parts the parts of the same years (`instantsPart`, in INSTANT_PARTS order), when already computed.
 */
export function instantsOfYears(
  from: number,
  to: number,
  parts: readonly (readonly TimedInstant[])[] = INSTANT_PARTS.map((part) => instantsPart(part, from, to)),
): Map<number, Instant[]> {
  const all = parts.flat();
  const rank = (i: Instant): number => INSTANT_KINDS.indexOf(i.kind);
  all.sort((a, b) => a.ms - b.ms || rank(a.instant) - rank(b.instant));
  const byYear = new Map<number, Instant[]>();
  for (let y = from; y <= to; y++) byYear.set(y, []);
  for (const { instant } of all) byYear.get(Number(instant.jst.slice(0, 4)))?.push(instant);
  return byYear;
}

/** The civil clock of a JST year's `date`s (one a year: Tokyo mean time ended at the first instant of 1888 JST). */
export function yearCivilOffset(year: number): string {
  return offsetText(civilOffsetMs(jstDayStartMs(dayNumber(year, 1, 1))));
}

/** The file of one year: `{ ok, year, tz, civil_offset, count, instants }`, checked against its schema. */
export function instantsFile(year: number, instants: readonly Instant[]): { readonly path: string; readonly text: string } {
  const civil_offset = yearCivilOffset(year);
  const body = InstantsResponse.parse({ ok: true, year, tz: INSTANTS_TZ, civil_offset, count: instants.length, instants });
  return { path: instantsFilePath(year), text: JSON.stringify(body) };
}

/**
 * The file of the 節 just outside a coverage (schemas/files/layout.ts `OUTER_SETSU_PATH`): each neighbouring JST year
 * searched on its own, so the coverage's own files are the same bytes with it or without it.
 */
export function outerSetsuFile(coverage: Coverage): { readonly path: string; readonly text: string } {
  const instants = [coverage.from - 2, coverage.from - 1, coverage.to + 1, coverage.to + 2].flatMap((year) =>
    [...instantsPart("longitudes", year, year), ...instantsPart("moon", year, year)]
      .sort((a, b) => a.ms - b.ms)
      .flatMap(({ instant }) => (instant.kind === "sekki" || instant.kind === "doyou" || instant.kind === "moon" ? [instant] : [])),
  );
  // The 節 of the year just before and just after (what the moment and birth answers stand on).
  const neighbours = [`${coverage.from - 1}-`, `${coverage.to + 1}-`];
  const setsu = instants.flatMap((instant) =>
    instant.kind === "sekki" && instant.setsu === true && neighbours.some((y) => instant.jst.startsWith(y)) ? [instant] : [],
  );
  const body = OuterSetsuFile.parse({ before: coverage.from - 1, after: coverage.to + 1, setsu, instants });
  return { path: OUTER_SETSU_PATH, text: JSON.stringify(body) };
}
