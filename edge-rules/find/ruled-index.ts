/**
 * The day index under non-default day rules (docs/interface.md#schools-rules, #day-finder). The generated index
 * (schemas/files/day-index.ts) holds the default records' values; a find whose conditions read a value a day rule
 * decides (the day 九星, the notes, the periods: `kyusei`, `notes`, `any_notes`, `not_notes`, a purpose's signs) runs,
 * under another value, over an index of its span whose records are the generated ones with those values computed
 * again by the calendar's own `proFields` (calendar/records/pro-fields.ts, the generator's code) over the almanac of
 * the published files (origin/almanac-files.ts), written by the index's own codec (`writeRuleFields`). The search
 * itself is unchanged: it reads an index, whichever.
 *
 * A year's records under a set of day rules are computed once and held (per data version, {@link HELD_YEARS} years
 * in all), so the pages of a paged find, or another find over the same years, compute nothing again; the cost of a
 * request does not depend on them (schemas/plans.ts findCost charges every day the request asks to compute).
 */
import { proFields } from "../../calendar/records/pro-fields.ts";
import { rulesOf, type Rules } from "../../calendar/rules.ts";
import { civilDate, dayNumber } from "../../calendar/time/day-number.ts";
import { BYTES_PER_DAY, DAY_INDEX_PATH, DayIndex, dayIndexFile, ruleFieldValues, writeRuleFields } from "../../schemas/files/day-index.ts";
import type { YieldTurn } from "../feed/yield.ts";
import type { AlmanacFiles } from "../origin/almanac-files.ts";
import { MissingData } from "../origin/assemble.ts";
import { BoundedMap } from "../origin/lru.ts";

/**
 * Days computed between two turns of the event loop: about 2 ms on this project's 2-core machine (a year of 365
 * days is 6–17 ms of `proFields`, the first years of a process the slowest).
 */
export const RULED_DAYS_PER_SLICE = 92;

/** Years of records held, over every set of day rules: 18 bytes a day, 6.6 KB a year, 3.4 MB in all. */
export const HELD_YEARS = 512;

/** The finder's records under the request's day rules, computed per year and held. */
export class RuledIndex {
  #version = "";
  readonly #years = new BoundedMap<string, Promise<Uint8Array>>(HELD_YEARS);

  constructor(
    /** The generated index of a data version (the Finder's). */
    private readonly index: (dataVersion: string) => Promise<DayIndex>,
    private readonly almanacs: AlmanacFiles,
  ) {}

  /**
   * The index of days `startDay..endDay` under `rules` (a set not at every default: origin/day-rules.ts `dayVariant`),
   * its first day `startDay`: the generated records with the values the day rules decide computed again, a turn of
   * the event loop after each {@link RULED_DAYS_PER_SLICE} days computed.
   * @throws MissingData when the generated index does not hold the span, or a file the almanac needs is missing (503).
   */
  async span(dataVersion: string, startDay: number, endDay: number, rules: Rules, turn: YieldTurn): Promise<DayIndex> {
    if (dataVersion !== this.#version) {
      this.#version = dataVersion;
      this.#years.clear();
    }
    const index = await this.index(dataVersion);
    if (!index.has(startDay) || !index.has(endDay)) throw new MissingData(DAY_INDEX_PATH);
    const records = new Uint8Array((endDay - startDay + 1) * BYTES_PER_DAY);
    const named = JSON.stringify(rulesOf("day", rules));
    for (let y = civilDate(startDay).y; y <= civilDate(endDay).y; y++) {
      const yearFirst = Math.max(dayNumber(y, 1, 1), index.firstDay);
      const key = `${named}|${y}`;
      let year = this.#years.get(key);
      if (year === undefined) {
        year = this.#year(dataVersion, index, y, rules, turn);
        year.catch(() => this.#years.delete(key));
        this.#years.set(key, year);
      }
      const held = await year;
      const first = Math.max(startDay, yearFirst);
      const last = Math.min(endDay, yearFirst + held.length / BYTES_PER_DAY - 1);
      records.set(
        held.subarray((first - yearFirst) * BYTES_PER_DAY, (last - yearFirst + 1) * BYTES_PER_DAY),
        (first - startDay) * BYTES_PER_DAY,
      );
    }
    return DayIndex.parse(dayIndexFile(startDay, endDay - startDay + 1, records))!;
  }

  /** The records of year `y` (its days the index holds) under `rules`. */
  async #year(dataVersion: string, index: DayIndex, y: number, rules: Rules, turn: YieldTurn): Promise<Uint8Array> {
    const first = Math.max(dayNumber(y, 1, 1), index.firstDay);
    const last = Math.min(dayNumber(y, 12, 31), index.firstDay + index.count - 1);
    const almanac = await this.almanacs.almanac(dataVersion, y, y);
    const records = index.records(first, last).slice();
    for (let day = first, at = 0; day <= last; day++, at += BYTES_PER_DAY) {
      writeRuleFields(records, at, ruleFieldValues(proFields(almanac, almanac.day(day), rules)));
      if ((day - first + 1) % RULED_DAYS_PER_SLICE === 0 && day < last) await turn();
    }
    await turn();
    return records;
  }
}
