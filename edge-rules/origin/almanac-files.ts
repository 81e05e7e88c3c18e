/**
 * The almanac of a span of years (calendar/almanac.ts) from the published files, for the day records computed per
 * request under non-default rules (docs/interface.md#schools-rules): the 5° crossings of the solar-terms files, the
 * 土用入り, 朔 and 望 of the instants files, the 旧暦 months of the 旧暦 table, and the 節気 of the years just outside
 * the coverage (`OUTER_SETSU_PATH`). No ephemeris runs here: the events are the instants the service publishes, so a
 * computed day stands on the same 節入り, 土用 and 旧暦 as the prerendered one (test/edge-rules/origin/almanac-files.test.ts
 * rebuilds the default records' rule fields from them).
 */
import { Almanac, type AlmanacEvents } from "../../calendar/almanac.ts";
import type { MoonPhaseEvent } from "../../calendar/astronomy/moon-phases.ts";
import type { SolarCrossing } from "../../calendar/astronomy/solar-longitude.ts";
import type { LunarMonth } from "../../calendar/lunisolar/lunar-months.ts";
import { dayNumber, JDN_OF_DAY_ZERO, parseIsoDate } from "../../calendar/time/day-number.ts";
import type { KyurekiMonths } from "../../calendar/wareki/months-table.ts";
import type { Coverage } from "../../schemas/coverage.ts";
import { SolarTermsFile, solarTermsFilePath } from "../../schemas/feed.ts";
import { instantsFilePath, OUTER_SETSU_PATH } from "../../schemas/files/layout.ts";
import { type Instant, InstantsResponse, OuterSetsuFile } from "../../schemas/instants.ts";
import { KyurekiTables } from "../wareki/table.ts";
import { type Assembler, MissingData } from "./assemble.ts";
import { BoundedMap } from "./lru.ts";
import type { Origin } from "./origin.ts";

/** The events of one JST year (its crossings, 土用入り, 朔 and 望), in time order. */
interface YearEvents {
  readonly crossings: readonly SolarCrossing[];
  readonly doyouEntries: readonly SolarCrossing[];
  readonly newMoons: readonly MoonPhaseEvent[];
  readonly fullMoons: readonly MoonPhaseEvent[];
}

/**
 * Years of events read each side of the years asked: the generator's almanac computes 800 days each side
 * (generator/almanac.ts); two years hold every switch a rule looks back to (test/edge-rules/origin/day-rules.test.ts).
 */
const MARGIN_YEARS = 2;

/** Almanacs held per data version (a span of a few years each: the years a request asks, and one each side). */
const HELD_ALMANACS = 16;

/** A published minute (`YYYY-MM-DDTHH:MM` with `+09:00` or `Z`) as ms since the epoch. */
const msOf = (text: string): number => Date.parse(text);

/** A published day (`YYYY-MM-DD`) as a day number. @throws MissingData when it is not one (a damaged file). */
function dayOf(iso: string, path: string): number {
  const day = parseIsoDate(iso);
  if (day === null) throw new MissingData(path);
  return day;
}

/** The almanacs of one origin. */
export class AlmanacFiles {
  private version = "";
  private readonly years = new Map<number, Promise<YearEvents>>();
  private readonly almanacs = new BoundedMap<string, Promise<Almanac>>(HELD_ALMANACS);

  private readonly kyureki: KyurekiTables;

  /** A shared state of the handler (edge-rules/core.ts): the 旧暦 table is the wareki endpoints' own. */
  constructor(
    private readonly origin: Origin,
    _assembler: Assembler,
    shared: (Kind: typeof KyurekiTables) => KyurekiTables,
  ) {
    this.kyureki = shared(KyurekiTables);
  }

  /**
   * The almanac of the JST years fromYear..toYear of the coverage, its events {@link MARGIN_YEARS} wider each side
   * (a 日家九星 schedule starts at a solstice up to a year and a half before; the 立春 year is a year before).
   * @throws MissingData when a file it needs is missing or malformed (503).
   */
  almanac(dataVersion: string, fromYear: number, toYear: number): Promise<Almanac> {
    if (dataVersion !== this.version) {
      this.version = dataVersion;
      this.years.clear();
      this.almanacs.clear();
    }
    const key = `${fromYear}-${toYear}`;
    let held = this.almanacs.get(key);
    if (held === undefined) {
      held = this.build(dataVersion, fromYear, toYear);
      held.catch(() => this.almanacs.delete(key));
      this.almanacs.set(key, held);
    }
    return held;
  }

  private async build(dataVersion: string, fromYear: number, toYear: number): Promise<Almanac> {
    const { coverage } = await this.origin.manifest();
    const years: number[] = [];
    for (let y = fromYear - MARGIN_YEARS; y <= toYear + MARGIN_YEARS; y++) years.push(y);
    const [events, table] = await Promise.all([Promise.all(years.map((y) => this.year(coverage, y))), this.kyureki.table(dataVersion)]);
    const spanStart = dayNumber(fromYear - MARGIN_YEARS, 1, 1);
    const spanEnd = dayNumber(toYear + MARGIN_YEARS, 12, 31);
    const all: AlmanacEvents = {
      crossings: events.flatMap((e) => e.crossings),
      doyouEntries: events.flatMap((e) => e.doyouEntries),
      newMoons: events.flatMap((e) => e.newMoons),
      fullMoons: events.flatMap((e) => e.fullMoons),
      lunarMonths: lunarMonthsOver(table, spanStart, spanEnd),
    };
    return new Almanac({ fromDay: dayNumber(fromYear, 1, 1), toDay: dayNumber(toYear, 12, 31), spanStart, spanEnd }, all);
  }

  /** One year's events, read once per data version: from its files inside the coverage, from the outer file outside it. */
  private year(coverage: Coverage, year: number): Promise<YearEvents> {
    let held = this.years.get(year);
    if (held === undefined) {
      held = year < coverage.from || year > coverage.to ? this.outerYear(year) : this.coveredYear(year);
      held.catch(() => this.years.delete(year));
      this.years.set(year, held);
    }
    return held;
  }

  private async coveredYear(year: number): Promise<YearEvents> {
    const termsPath = solarTermsFilePath(year);
    const instantsPath = instantsFilePath(year);
    const [termsText, instantsText] = await Promise.all([this.origin.read(termsPath), this.origin.read(instantsPath)]);
    const terms = SolarTermsFile.safeParse(parsed(termsText));
    if (!terms.success) throw new MissingData(termsPath);
    const instants = InstantsResponse.safeParse(parsed(instantsText));
    if (!instants.success) throw new MissingData(instantsPath);
    const crossings = terms.data.map((t) => ({ longitude: t.longitude, utcMs: msOf(`${t.jst}+09:00`), day: dayOf(t.day, termsPath) }));
    return { ...eventsOf(instants.data.instants, instantsPath), crossings };
  }

  /** A year just outside the coverage: its 節気 (the 15° crossings), 土用入り and 朔望, all a covered day looks back or ahead to. */
  private async outerYear(year: number): Promise<YearEvents> {
    const outer = OuterSetsuFile.safeParse(parsed(await this.origin.read(OUTER_SETSU_PATH)));
    if (!outer.success) throw new MissingData(OUTER_SETSU_PATH);
    const instants = outer.data.instants.filter((i) => i.jst.startsWith(`${year}-`));
    const crossings = instants.flatMap((i) =>
      i.kind === "sekki" ? [{ longitude: i.longitude, utcMs: msOf(i.utc), day: dayOf(i.date, OUTER_SETSU_PATH) }] : [],
    );
    return { ...eventsOf(instants, OUTER_SETSU_PATH), crossings };
  }
}

/** The 土用入り, 朔 and 望 of published instants (a year's file, or the outer file's part of a year). */
function eventsOf(instants: readonly Instant[], path: string): Omit<YearEvents, "crossings"> {
  const doyouEntries: SolarCrossing[] = [];
  const newMoons: MoonPhaseEvent[] = [];
  const fullMoons: MoonPhaseEvent[] = [];
  for (const i of instants) {
    if (i.kind === "doyou") doyouEntries.push({ longitude: i.longitude, utcMs: msOf(i.utc), day: dayOf(i.date, path) });
    else if (i.kind === "moon" && i.name === "朔") newMoons.push({ phase: 0, utcMs: msOf(i.utc), day: dayOf(i.date, path) });
    else if (i.kind === "moon" && i.name === "望") fullMoons.push({ phase: 180, utcMs: msOf(i.utc), day: dayOf(i.date, path) });
  }
  return { doyouEntries, newMoons, fullMoons };
}

/** `text` as JSON, or `null` (missing or not JSON: the caller's schema refuses it). */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The 旧暦 months of the table that overlap spanStart..spanEnd (day numbers), in order. */
function lunarMonthsOver(table: KyurekiMonths, spanStart: number, spanEnd: number): LunarMonth[] {
  const months: LunarMonth[] = [];
  for (let i = 0; i < table.month.length; i++) {
    const startDay = table.start[i]! - JDN_OF_DAY_ZERO;
    const endDay = table.start[i + 1]! - JDN_OF_DAY_ZERO;
    if (endDay <= spanStart || startDay > spanEnd) continue;
    months.push({ startDay, endDay, month: table.month[i]!, leap: table.leap[i] === 1 });
  }
  return months;
}
